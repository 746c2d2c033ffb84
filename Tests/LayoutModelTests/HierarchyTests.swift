import Cassowary
import LayoutModel
import Testing

/// UIKit's hierarchy rules that delegates rely on.
@Suite struct HierarchyTests {
    let map = MapView(device: DeviceProfile(name: "test", size: Size(width: 400, height: 800), safeAreaInsets: .zero))

    private func customView(_ name: String) -> LayoutView {
        let view = LayoutView(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// Views kept in front (the app's views beside a map in its view
    /// controller's view) stay over whatever is added, inserted or brought to
    /// front later, in the order they came; removed, they are ordinary again.
    @Test func viewsKeptInFrontStayOverLaterSubviews() throws {
        let sheet = customView("sheet"), banner = customView("banner"), card = customView("card"), badge = customView("badge")
        try map.addSubview(sheet)
        map.keepInFront(sheet)
        try map.addSubview(card)
        try map.addSubview(banner)
        map.keepInFront(banner)
        try map.insertSubview(badge, at: 99)
        map.bringSubviewToFront(card)
        #expect(map.subviews.map(\.name) == ["badge", "card", "sheet", "banner"])
        #expect(map.frontSubviews.map(\.name) == ["sheet", "banner"])
        map.keepInFront(sheet)
        #expect(map.subviews.map(\.name) == ["badge", "card", "banner", "sheet"])
        sheet.removeFromSuperview()
        try map.addSubview(sheet)
        try map.addSubview(card)
        #expect(map.subviews.map(\.name) == ["badge", "sheet", "card", "banner"])
    }

    @Test func removingAViewRemovesConstraintsOnItAndItsSubviews() throws {
        let container = customView("container")
        let child = customView("child")
        let sibling = customView("sibling")
        try map.addSubview(container)
        try container.addSubview(child)
        try map.addSubview(sibling)
        let guide = LayoutGuide(name: "childGuide")
        child.addLayoutGuide(guide)

        let toChild = sibling.topAnchor.constraint(equalTo: child.bottomAnchor)
        let toGuide = sibling.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        let toContainer = container.topAnchor.constraint(equalTo: map.topAnchor)
        let inside = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 8)
        let unrelated = sibling.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([toChild, toGuide, toContainer, inside, unrelated])
        #expect(inside.installedOn === container)
        #expect(toChild.installedOn === map)

        container.removeFromSuperview()

        #expect(!toChild.isActive)
        #expect(!toGuide.isActive)
        #expect(!toContainer.isActive)
        // Constraints wholly inside the removed subtree travel with it, as in UIKit.
        #expect(inside.isActive)
        #expect(unrelated.isActive)
        #expect(map.subviews.map(\.name) == ["sibling"])
    }

    @Test func removingAGuideRemovesItsConstraints() throws {
        let view = customView("view")
        try map.addSubview(view)
        let guide = LayoutGuide(name: "guide")
        map.addLayoutGuide(guide)
        let constraint = view.topAnchor.constraint(equalTo: guide.bottomAnchor)
        try constraint.activate()
        map.removeLayoutGuide(guide)
        #expect(!constraint.isActive)
        #expect(guide.owningView == nil)
    }

    @Test func activatingWithoutCommonAncestorIsATypedError() throws {
        let onScreen = customView("onScreen")
        let detached = customView("detached")
        try map.addSubview(onScreen)
        let constraint = onScreen.topAnchor.constraint(equalTo: detached.bottomAnchor)
        let tag = SourceTag(file: "Delegate.swift", line: 12)
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint.activate([onScreen.widthAnchor.constraint(equalToConstant: 5), constraint], tag: tag)
        }
        #expect(error?.kind == .noCommonAncestor)
        #expect(error?.tag == tag)
        // The batch is all or nothing.
        #expect(onScreen.constraints.isEmpty)
    }

    @Test func aGuideNotAddedAnywhereCannotBeUsed() throws {
        let view = customView("view")
        try map.addSubview(view)
        let guide = LayoutGuide(name: "loose")
        let error = #expect(throws: LayoutError.self) {
            try view.topAnchor.constraint(equalTo: guide.topAnchor).activate()
        }
        #expect(error?.kind == .guideNotInHierarchy)
    }

    @Test func mixingLeadingWithLeftIsRejected() throws {
        let view = customView("view")
        try map.addSubview(view)
        let constraint = LayoutConstraint(
            first: view.anchor(.leading), relation: .equal, second: map.anchor(.left))
        let error = #expect(throws: LayoutError.self) { try constraint.activate() }
        #expect(error?.kind == .incompatibleAnchors)
        let crossAxis = LayoutConstraint(first: view.anchor(.top), relation: .equal, second: map.anchor(.width))
        #expect(throws: LayoutError.self) { try crossAxis.activate() }
    }

    @Test func cyclesAndMovingTheMapAreRejected() throws {
        let parent = customView("parent")
        let child = customView("child")
        try map.addSubview(parent)
        try parent.addSubview(child)
        #expect((#expect(throws: LayoutError.self) { try child.addSubview(parent) })?.kind == .hierarchyCycle)
        #expect((#expect(throws: LayoutError.self) { try child.addSubview(map) })?.kind == .rootViewCannotMove)
    }

    @Test func activeConstraintsCannotSwitchBetweenRequiredAndOptional() throws {
        let view = customView("view")
        try map.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        try constraint.setPriority(.defaultHigh)  // inactive: anything goes
        try constraint.activate()
        try constraint.setPriority(.defaultLow)
        let error = #expect(throws: LayoutError.self) { try constraint.setPriority(.required) }
        #expect(error?.kind == .requiredPriorityChange)
        #expect(constraint.priority == .defaultLow)
    }

    @Test func addingToAnotherSuperviewRemovesTheOldConstraints() throws {
        let first = customView("first")
        let second = customView("second")
        let moving = customView("moving")
        try map.addSubview(first)
        try map.addSubview(second)
        try first.addSubview(moving)
        let constraint = moving.topAnchor.constraint(equalTo: map.topAnchor)
        try constraint.activate()
        try second.addSubview(moving)
        #expect(!constraint.isActive)
        #expect(moving.superview === second)
        #expect(first.subviews.isEmpty)
    }

    /// A guide the code names with `identifier` is called so in findings; a system guide keeps its name.
    @Test func aGuidesIdentifierNamesIt() {
        let guide = LayoutGuide(name: "guide")
        guide.identifier = "contentBottom"
        #expect(guide.name == "contentBottom")
        let safeArea = map.safeAreaLayoutGuide
        safeArea.identifier = "safe"
        #expect(safeArea.name == "\(map.name).safeAreaLayoutGuide")
    }
}
