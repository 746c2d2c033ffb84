import UIKit
import GoogleNavigation

/// Navigation layout for a right-to-left and Dynamic Type aware app.
///
/// - Everything is placed with leading/trailing anchors, so Arabic and Hebrew
///   get the mirrored layout for free; only what UIKit cannot mirror (corner
///   masks) is flipped by hand after checking the layout direction.
/// - In wide mode a trip panel sits on the trailing edge, across from the
///   cards on the leading edge.
/// - With an accessibility text size the panel and the button spacing grow.
final class MirroredPanelLayoutDelegate: NavigationLayoutDelegate {

    /// The hosting view controller answers with
    /// `traitCollection.preferredContentSizeCategory.isAccessibilityCategory`.
    private let usesAccessibilityTextSize: () -> Bool

    private let tripPanel = UIView()
    private let tripLabel = UILabel()
    private let floorGuide = UILayoutGuide()

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var shownPrompt: NavigationPromptView?
    private weak var etaCard: UIView?

    init(usesAccessibilityTextSize: @escaping () -> Bool = { false }) {
        self.usesAccessibilityTextSize = usesAccessibilityTextSize
        tripPanel.backgroundColor = .systemBackground
        tripPanel.layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        tripPanel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        tripLabel.numberOfLines = 0
        tripLabel.textAlignment = .natural
        tripLabel.adjustsFontForContentSizeCategory = true
        tripLabel.font = UIFont.preferredFont(forTextStyle: .body)
        tripLabel.text = "Trip"
        tripLabel.translatesAutoresizingMaskIntoConstraints = false
        tripPanel.addSubview(tripLabel)
        NSLayoutConstraint.activate([
            tripLabel.topAnchor.constraint(equalTo: tripPanel.layoutMarginsGuide.topAnchor),
            tripLabel.leadingAnchor.constraint(equalTo: tripPanel.layoutMarginsGuide.leadingAnchor),
            tripLabel.trailingAnchor.constraint(equalTo: tripPanel.layoutMarginsGuide.trailingAnchor),
        ])
    }

    // MARK: Metrics

    private var largeText: Bool { usesAccessibilityTextSize() }
    private var panelWidth: CGFloat { largeText ? 340 : 280 }
    private var buttonSpacing: CGFloat {
        NavigationStyleValues.buttonVerticalPadding * (largeText ? 2 : 1)
    }
    private let pad = NavigationStyleValues.elementHorizontalPadding
    private let cardPad = NavigationStyleValues.headerFooterHorizontalPadding

    private func isRightToLeft(_ map: GMSMapView) -> Bool {
        let forced = UIView.userInterfaceLayoutDirection(for: map.semanticContentAttribute)
        return map.effectiveUserInterfaceLayoutDirection == .rightToLeft || forced == .rightToLeft
    }

    /// Round only the panel corners that face the map: CACornerMask is in
    /// absolute x, so the inner side is minX in LTR and maxX in RTL.
    private func mirrorPanel(on map: GMSMapView) {
        tripPanel.layer.maskedCorners = isRightToLeft(map)
            ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMinXMaxYCorner]
    }

    private func buttonStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = buttonSpacing
        stack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].flatMap { kind in
            buttons.filter { $0.type == kind }.map(\.view)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layoutReady(navMap, newState)
    }

    private func layoutReady(_ map: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = map.safeAreaLayoutGuide
        let inset = state.wideMode ? cardPad : pad
        let stack = buttonStack(state.buttons)
        [state.viewport, state.googleLogo, stack].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview($0)
        }
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
            stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: inset),
        ]
        NSLayoutConstraint.activate(readyConstraints)
        guidanceViews = [stack]
    }

    private func tearDown(keeping kept: [UIView]) {
        NSLayoutConstraint.deactivate(promptConstraints + guidanceConstraints + readyConstraints)
        (promptConstraints, guidanceConstraints, readyConstraints) = ([], [], [])
        guidanceViews.filter { v in !kept.contains { $0 === v } }.forEach { $0.removeFromSuperview() }
        guidanceViews = []
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDown(keeping: [])
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
        [oldState.viewport, oldState.googleLogo].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(floorGuide)
    }

    // MARK: Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown(keeping: [oldState.viewport, oldState.googleLogo])
        layoutGuidance(navMap, newState)
    }

    private func layoutGuidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState) {
        let safe = map.safeAreaLayoutGuide
        let wide = state.wideMode
        let stack = buttonStack(state.buttons)
        var views: [UIView] = [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, stack]
        if wide {
            mirrorPanel(on: map)
            views.insert(tripPanel, at: 1)
        }
        views.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview($0)
        }
        map.addLayoutGuide(floorGuide)

        // Cards hug the leading edge; in wide mode the panel owns the trailing side.
        let contentTrailing = wide ? tripPanel.leadingAnchor : safe.trailingAnchor
        let cardTrailing: (UIView) -> NSLayoutConstraint = { card in
            wide ? card.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor, constant: -self.pad)
                 : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -self.cardPad)
        }
        let floorPull = floorGuide.bottomAnchor.constraint(equalTo: map.bottomAnchor)
        floorPull.priority = .defaultLow

        var layout = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardPad),
            cardTrailing(state.turnCard),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardPad),
            cardTrailing(state.etaCard),
            floorGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floorGuide.trailingAnchor.constraint(equalTo: contentTrailing),
            floorGuide.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor),
            floorPull,
            state.viewport.topAnchor.constraint(equalTo: floorGuide.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: floorGuide.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: floorGuide.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floorGuide.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: floorGuide.leadingAnchor, constant: pad),
            state.googleLogo.bottomAnchor.constraint(equalTo: floorGuide.bottomAnchor, constant: -pad),
            state.speedWidget.leadingAnchor.constraint(equalTo: floorGuide.leadingAnchor, constant: pad),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -pad),
            stack.trailingAnchor.constraint(equalTo: floorGuide.trailingAnchor, constant: -pad),
            stack.bottomAnchor.constraint(equalTo: floorGuide.bottomAnchor, constant: -pad),
            stack.topAnchor.constraint(greaterThanOrEqualTo: floorGuide.topAnchor, constant: pad),
        ]
        if wide {
            layout += [
                tripPanel.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                tripPanel.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                tripPanel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                tripPanel.widthAnchor.constraint(equalToConstant: panelWidth),
            ]
        }
        guidanceConstraints = layout
        NSLayoutConstraint.activate(layout)
        guidanceViews = views.filter { $0 !== state.viewport && $0 !== state.googleLogo }
        etaCard = state.etaCard
        if let shownPrompt { place(shownPrompt, on: map, above: state.etaCard) }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let shownPrompt { hidePrompt(navMap: navMap, oldPrompt: shownPrompt) }
        tearDown(keeping: [newState.viewport, newState.googleLogo])
        navMap.removeLayoutGuide(floorGuide)
        etaCard = nil
        layoutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let active = newState as? ActiveGuidanceUIState {
            tearDown(keeping: [active.viewport, active.googleLogo])
            layoutGuidance(navMap, active)
        } else if let ready = newState as? NavigationReadyUIState, !readyConstraints.isEmpty {
            tearDown(keeping: [ready.viewport, ready.googleLogo])
            layoutReady(navMap, ready)
        }
    }

    // MARK: Prompts

    private func place(_ prompt: NavigationPromptView, on map: GMSMapView, above etaCard: UIView) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(prompt)
        promptConstraints = [
            prompt.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: etaCard.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
            floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let etaCard else { return }
        shownPrompt = newPrompt
        place(newPrompt, on: navMap, above: etaCard)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        shownPrompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
