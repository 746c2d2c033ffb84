import UIKit
import GoogleNavigation

/// Stand-in for Flutter's `FlutterResult` so this file builds without the Flutter engine.
typealias ChannelResult = (Any?) -> Void
/// The method-channel handler the platform view registers.
typealias ChannelHandler = (_ method: String, _ arguments: Any?, _ result: ChannelResult) -> Void

/// Layout delegate of the `google_navigation_flutter` platform view: the Dart side sends
/// `updateLayout` with a `[String: Any]` dictionary and the delegate lays the SDK views out.
final class FlutterNavLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // MARK: Configuration from Dart

    private(set) var bottomInset: CGFloat = 0
    private(set) var sideInset: CGFloat = 8
    private(set) var showsSpeedWidget = true
    private(set) var showsCompass = true

    /// Installed by the plugin on its `FlutterMethodChannel`.
    private(set) var channelHandler: ChannelHandler?

    // MARK: Layout state

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var cardTrailingConstraints: [NSLayoutConstraint] = []
    private var addedViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private weak var buttonStack: GMSNavigationHidingStackView?
    private weak var clearArea: UILayoutGuide?
    private weak var currentPrompt: NavigationPromptView?

    init(arguments: [String: Any] = [:]) {
        super.init()
        apply(arguments: arguments)
        channelHandler = { [weak self] method, args, result in
            guard let self else { return }
            switch method {
            case "updateLayout":
                self.apply(arguments: args as? [String: Any] ?? [:])
                result(nil)
            default:
                result("notImplemented")
            }
        }
    }

    func apply(arguments args: [String: Any]) {
        bottomInset = CGFloat(args["bottomInset"] as? Double ?? 0)
        sideInset = CGFloat(args["sideInset"] as? Double ?? Double(NavigationStyleValues.headerFooterHorizontalPadding))
        showsSpeedWidget = args["showSpeedWidget"] as? Bool ?? true
        showsCompass = (args["buttons"] as? [String])?.contains("compass") ?? true
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        _ = newState.wideMode
        layoutReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        currentPrompt?.removeFromSuperview()
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints + promptConstraints)
        readyConstraints.removeAll()
        guidanceConstraints.removeAll()
        promptConstraints.removeAll()
        cardTrailingConstraints.removeAll()
        (addedViews + guidanceViews).forEach { $0.removeFromSuperview() }
        addedViews.removeAll()
        guidanceViews.removeAll()
        if let guide = clearArea { navMap.removeLayoutGuide(guide) }
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        buttonStack?.removeFromSuperview()
        addedViews.removeAll { $0 === buttonStack }

        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let logo = newState.googleLogo
        let viewport = newState.viewport
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.filter { button in
            button.type == .reporting || (button.type == .compass && showsCompass)
        }.map(\.view)

        var views: [UIView] = [viewport, turnCard, etaCard, logo, stack]
        if showsSpeedWidget { views.append(newState.speedWidget) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        guidanceViews = views
        buttonStack = stack

        let clear = UILayoutGuide()
        navMap.addLayoutGuide(clear)
        clearArea = clear
        let restOnCard = clear.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
        restOnCard.priority = .defaultHigh

        let turnTrailing = trailingConstraint(for: turnCard, in: navMap, wide: newState.wideMode)
        let etaTrailing = trailingConstraint(for: etaCard, in: navMap, wide: newState.wideMode)
        cardTrailingConstraints = [turnTrailing, etaTrailing]

        var constraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideInset),
            turnTrailing,
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -bottomInset),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideInset),
            etaTrailing,
            clear.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
            restOnCard,
            clear.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            clear.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            clear.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.bottomAnchor.constraint(equalTo: clear.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideInset),
            logo.bottomAnchor.constraint(equalTo: clear.bottomAnchor, constant: -8),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.bottomAnchor.constraint(equalTo: clear.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            stack.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor, constant: 8),
        ]
        if showsSpeedWidget {
            let speed = newState.speedWidget
            constraints += [
                speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideInset),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            ]
        }
        guidanceConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let currentPrompt { hidePrompt(navMap: navMap, oldPrompt: currentPrompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        cardTrailingConstraints.removeAll()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews.removeAll()
        if let guide = clearArea { navMap.removeLayoutGuide(guide) }
        layoutReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState is ActiveGuidanceUIState, cardTrailingConstraints.count == 2 else { return }
        let turnCard = newState as? ActiveGuidanceUIState
        guard let turnCard = turnCard?.turnCard, let etaCard = (newState as? ActiveGuidanceUIState)?.etaCard else { return }
        NSLayoutConstraint.deactivate(cardTrailingConstraints)
        guidanceConstraints.removeAll { c in cardTrailingConstraints.contains { $0 === c } }
        cardTrailingConstraints = [
            trailingConstraint(for: turnCard, in: navMap, wide: newState.wideMode),
            trailingConstraint(for: etaCard, in: navMap, wide: newState.wideMode),
        ]
        guidanceConstraints += cardTrailingConstraints
        NSLayoutConstraint.activate(cardTrailingConstraints)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        place(prompt: newPrompt, in: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        place(prompt: newPrompt, in: navMap)
    }

    // MARK: Helpers

    private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = showsCompass ? state.buttons.filter { $0.type == .compass }.map(\.view) : []
        for view in [viewport, logo, stack] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        addedViews = [viewport, logo, stack]
        buttonStack = stack
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -bottomInset),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sideInset),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8 - bottomInset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.bottomAnchor.constraint(equalTo: logo.bottomAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 8),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func place(prompt: NavigationPromptView, in navMap: GMSMapView) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(prompt)
        currentPrompt = prompt
        var constraints = [
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        if let clear = clearArea {
            constraints.append(clear.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
        }
        promptConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func trailingConstraint(for card: UIView, in navMap: GMSMapView, wide: Bool) -> NSLayoutConstraint {
        wide
            ? card.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
            : card.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -sideInset)
    }
}
