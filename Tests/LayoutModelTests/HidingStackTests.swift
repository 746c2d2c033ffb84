import LayoutModel
import Testing

/// `GMSNavigationHidingStackView`: stacking from its edge, hiding from the end.
@Suite struct HidingStackTests {
    static let device = DeviceProfile(name: "test", size: Size(width: 400, height: 800), safeAreaInsets: .zero)

    /// A bottom-trailing stack of the compass and reporting buttons whose top is
    /// `height` points above the map's bottom.
    private func layOutStack(height: Double) throws -> (LayoutSnapshot, [LayoutView]) {
        let map = MapView(device: Self.device)
        let components = GoogleComponents(for: map)
        let stack = HidingStackView(position: .bottom, alignment: .trailing)
        let buttons = [components.compassButton.view, components.reportingButton.view]
        stack.arrangedSubviews = buttons
        try map.addSubview(stack)
        try LayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -100),
            stack.topAnchor.constraint(equalTo: map.bottomAnchor, constant: -100 - height),
        ])
        return (map.layoutIfNeeded(), buttons)
    }

    @Test func stacksFromTheBottomWhenThereIsRoom() throws {
        let (snapshot, buttons) = try layOutStack(height: 200)
        // 48 pt buttons, 12 pt apart (buttonVerticalPadding), trailing inset 16.
        #expect(snapshot.frame(named: "compassButton") == Rect(x: 336, y: 652, width: 48, height: 48))
        #expect(snapshot.frame(named: "reportingButton") == Rect(x: 336, y: 592, width: 48, height: 48))
        #expect(buttons.allSatisfy { $0.isVisible })
        #expect(snapshot.conflicts.isEmpty)
    }

    @Test func hidesFromTheEndWhenSpaceRunsOut() throws {
        let (snapshot, buttons) = try layOutStack(height: 80)
        #expect(buttons[0].isVisible)
        #expect(!buttons[1].isVisible)
        #expect(snapshot.entry(named: "reportingButton")?.isVisible == false)
        #expect(snapshot.frame(named: "compassButton") == Rect(x: 336, y: 652, width: 48, height: 48))
        #expect(snapshot.conflicts.isEmpty)
        #expect(snapshot.converged)
    }

    @Test func hidesEverythingWhenNothingFits() throws {
        let (snapshot, buttons) = try layOutStack(height: 20)
        #expect(buttons.allSatisfy { !$0.isVisible })
        #expect(snapshot.conflicts.isEmpty)
    }

    @Test func showsButtonsAgainWhenSpaceReturns() throws {
        let map = MapView(device: Self.device)
        let components = GoogleComponents(for: map)
        let stack = HidingStackView(position: .top, alignment: .leading)
        stack.arrangedSubviews = [components.compassButton.view, components.reportingButton.view]
        try map.addSubview(stack)
        let height = stack.heightAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 10), height,
        ])
        #expect(map.layoutIfNeeded().entry(named: "reportingButton")?.isVisible == false)
        height.constant = 200
        let snapshot = map.layoutIfNeeded()
        #expect(snapshot.entry(named: "reportingButton")?.isVisible == true)
        // Top position: the first arranged view at the top.
        #expect(snapshot.frame(named: "compassButton") == Rect(x: 0, y: 10, width: 48, height: 48))
        #expect(snapshot.frame(named: "reportingButton") == Rect(x: 0, y: 70, width: 48, height: 48))
    }

    @Test func unconstrainedHeightTakesTheContent() throws {
        let map = MapView(device: Self.device)
        let components = GoogleComponents(for: map)
        let stack = HidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = [components.compassButton.view, components.reportingButton.view]
        try map.addSubview(stack)
        try LayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        let snapshot = map.layoutIfNeeded()
        #expect(snapshot.frame(named: "buttonStack") == Rect(x: 352, y: 692, width: 48, height: 108))
        #expect(snapshot.ambiguities.isEmpty)
    }

    @Test func replacingArrangedSubviewsRemovesTheOldOnes() throws {
        let map = MapView(device: Self.device)
        let components = GoogleComponents(for: map)
        let stack = HidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = [components.compassButton.view]
        #expect(components.compassButton.view.superview === stack)
        stack.arrangedSubviews = []
        #expect(components.compassButton.view.superview == nil)
    }
}
