import GoogleNavigation
import UIKit

extension LayoutSpec {
    /// Before and after a trip: full-screen map over a trip summary sheet.
    static func ready(wide: Bool) -> LayoutSpec {
        [
            .summarySheet: [
                .edge(.bottom, to: .map),
                .edge(.top, to: .safe, .bottom, inset: -Spacing[.sheet]),
                .edge(.leading, to: when(wide, .safe, else: .map)),
                when(wide, .edge(.trailing, to: .safe, .leading, inset: Spacing[.wideColumn]),
                     else: .edge(.trailing, to: .map)),
            ],
            .contentBottom: [.atMost(.bottom, to: .slot(.summarySheet), .top)],
            .viewport: [
                .edge(.top, to: .safe), .edge(.leading, to: .safe),
                .edge(.trailing, to: .safe), .edge(.bottom, to: .slot(.contentBottom), .top),
            ],
            .logo: [
                .edge(.leading, to: .safe, inset: Spacing[.element]),
                .edge(.bottom, to: .slot(.contentBottom), .top),
            ],
            .buttons: [
                .edge(.trailing, to: .safe), .edge(.top, to: .safe),
                .edge(.bottom, to: .slot(.contentBottom), .top),
            ],
        ]
    }

    /// During a trip. Wide: cards down the leading edge, camera beside them.
    static func guidance(wide: Bool) -> LayoutSpec {
        let cards: LayoutSpec = [
            .turnCard: [.edge(.top, to: .map), .edge(.leading, to: .safe)],
            .etaCard: [.edge(.bottom, to: .map), .edge(.leading, to: .safe)],
            .contentBottom: [.atMost(.bottom, to: .slot(.etaCard), .top)],
            .speedWidget: [
                .edge(.trailing, to: .safe, inset: -Spacing[.buttonInset]),
                .edge(.bottom, to: .margins(.etaCard), .top),
            ],
            .logo: [
                .edge(.leading, to: .safe, inset: Spacing[.element]),
                .edge(.bottom, to: .slot(.contentBottom), .top),
            ],
            .muteButton: [
                .edge(.trailing, to: .safe, inset: -Spacing[.buttonInset]),
                when(wide, .edge(.top, to: .safe, inset: Spacing[.buttonGap]),
                     else: .edge(.top, to: .slot(.turnCard), .bottom, inset: Spacing[.buttonGap])),
            ],
            .buttons: [
                .edge(.trailing, to: .safe),
                .edge(.top, to: .slot(.muteButton), .bottom, inset: Spacing[.buttonGap]),
                .edge(.bottom, to: .slot(.contentBottom), .top, priority: 200),
                .atMost(.bottom, to: .slot(.speedWidget), .top, inset: -Spacing[.buttonGap]),
            ],
        ]
        let camera: LayoutSpec = when(wide, [
            .viewport: [
                .edge(.top, to: .safe), .edge(.leading, to: .slot(.turnCard), .trailing),
                .edge(.trailing, to: .safe), .edge(.bottom, to: .slot(.contentBottom), .top),
            ],
        ], else: [
            .viewport: [
                .edge(.top, to: .slot(.turnCard), .bottom), .edge(.leading, to: .safe),
                .edge(.trailing, to: .safe), .edge(.bottom, to: .slot(.contentBottom), .top),
            ],
        ])
        return cards + camera
    }

    /// One prompt, `offset` below its resting place (0 once slid in).
    static func prompt(offset: CGFloat) -> LayoutSpec {
        [
            .prompt: [.edge(.bottom, to: .map, inset: offset), .edge(.leading, to: .safe)],
            .contentBottom: [.atMost(.bottom, to: .slot(.prompt), .top)],
        ]
    }
}

@MainActor
final class RouteScreenLayout: NSObject, NavigationLayoutDelegate {
    private var layout = SlotTable()
    private var session: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var guidanceState: ActiveGuidanceUIState?
    private var readyState: NavigationReadyUIState?
    private let contentBottom = UILayoutGuide()
    private let detach = Detach()
    private lazy var muteButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Mute", for: .normal)
        return button
    }()
    private lazy var summarySheet: UIView = {
        let sheet = UIView()
        sheet.backgroundColor = .systemBackground
        sheet.layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        return sheet
    }()

    private func place(_ views: UIView?..., on map: GMSMapView) {
        for case let view? in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }

    private func fillButtons(_ buttons: [NavigationUIButton]) {
        let stack = layout[slot: .buttons] as? GMSNavigationHidingStackView
        stack?.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        navMap.addLayoutGuide(contentBottom)
        layout[anchors: .contentBottom] = .guide(contentBottom)
        layout[slot: .viewport] = newState.viewport
        layout[slot: .logo] = newState.googleLogo
        layout[slot: .buttons] = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        layout[slot: .summarySheet] = summarySheet

        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        stage([contentBottom.heightAnchor.constraint(equalToConstant: 0), resting], into: &session)

        place(layout[slot: .summarySheet], layout[slot: .viewport], layout[slot: .logo], layout[slot: .buttons], on: navMap)
        fillButtons(newState.buttons)
        stage(LayoutSpec.ready(wide: newState.wideMode)(layout, navMap), into: &stateConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        for key in promptConstraints.keys { drain(&promptConstraints[key, default: []]) }
        promptConstraints.removeAll()
        drain(&stateConstraints)
        drain(&session)
        fillButtons([])
        detach(layout[slot: .prompt], layout[slot: .summarySheet], layout[slot: .viewport],
               layout[slot: .logo], layout[slot: .buttons])
        navMap.removeLayoutGuide(contentBottom)
        layout = SlotTable()
        readyState = nil
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        drain(&stateConstraints)
        detach(layout[slot: .summarySheet])
        guidanceState = newState
        layout[slot: .turnCard] = newState.turnCard
        layout[slot: .etaCard] = newState.etaCard
        layout[slot: .speedWidget] = newState.speedWidget
        layout[slot: .muteButton] = muteButton

        place(layout[slot: .turnCard], layout[slot: .etaCard], layout[slot: .speedWidget],
              layout[slot: .muteButton], on: navMap)
        fillButtons(newState.buttons)
        stage(LayoutSpec.guidance(wide: newState.wideMode)(layout, navMap), into: &stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        drain(&stateConstraints)
        detach(layout[slot: .turnCard], layout[slot: .etaCard], layout[slot: .speedWidget], layout[slot: .muteButton])
        for slot in [Slot.turnCard, .etaCard, .speedWidget, .muteButton] { layout[slot: slot] = nil }
        guidanceState = nil
        readyState = newState

        place(layout[slot: .summarySheet], on: navMap)
        navMap.sendSubviewToBack(summarySheet)
        fillButtons(newState.buttons)
        stage(LayoutSpec.ready(wide: newState.wideMode)(layout, navMap), into: &stateConstraints)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard readyState != nil || guidanceState != nil else { return }
        drain(&stateConstraints)
        let spec = guidanceState != nil ? LayoutSpec.guidance(wide: newState.wideMode)
                                        : LayoutSpec.ready(wide: newState.wideMode)
        stage(spec(layout, navMap), into: &stateConstraints)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        slideIn(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        slideOut(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        slideOut(oldPrompt, on: navMap)
        slideIn(newPrompt, on: navMap)
    }

    private func slideIn(
        _ prompt: NavigationPromptView, on map: GMSMapView,
        travel: (NavigationPromptView) -> CGFloat = { $0.intrinsicContentSize.height + Spacing[.element] },
        duration: TimeInterval = 0.3
    ) {
        layout[slot: .prompt] = prompt
        place(prompt, on: map)
        var bag: [NSLayoutConstraint] = []
        stage(LayoutSpec.prompt(offset: travel(prompt))(layout, map), into: &bag)
        promptConstraints[ObjectIdentifier(prompt)] = bag
        map.layoutIfNeeded()
        UIView.animate(withDuration: duration) {
            bag.first?.constant = 0
            map.layoutIfNeeded()
        }
    }

    private func slideOut(
        _ prompt: NavigationPromptView, on map: GMSMapView,
        travel: (NavigationPromptView) -> CGFloat = { $0.bounds.height + Spacing[.element] },
        duration: TimeInterval = 0.3
    ) {
        guard var bag = promptConstraints.removeValue(forKey: ObjectIdentifier(prompt)) else { return }
        if layout[slot: .prompt] === prompt { layout[slot: .prompt] = nil }
        let distance = travel(prompt)
        UIView.animate(withDuration: duration, animations: {
            bag.first?.constant = distance
            map.layoutIfNeeded()
        }, completion: { _ in
            drain(&bag)
            prompt.removeFromSuperview()
        })
    }
}
