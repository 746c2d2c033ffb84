import GoogleNavigation
import UIKit

/// Every number the navigation chrome uses, derived once per layout pass from Google's style
/// values so that the whole screen moves together when they change.
struct ChromeGeometry {
    /// Inset of free-floating chrome (logo, compass) from the safe area.
    let edge: UIEdgeInsets
    /// Inset of the cards from the safe area.
    let cards: UIEdgeInsets
    /// Gap between stacked elements.
    let gap: CGFloat
    /// Button padding as a (horizontal, vertical) vector.
    let buttonPadding: CGSize
    /// Distance a prompt travels when it slides in.
    let promptTravel: CGFloat

    init(wide: Bool) {
        let padding = CGSize(width: NavigationStyleValues.buttonHorizontalPadding,
                             height: NavigationStyleValues.buttonVerticalPadding)
        let element = max(NavigationStyleValues.elementHorizontalPadding,
                          NavigationStyleValues.headerFooterHorizontalPadding)
        let scale: CGFloat = wide ? 1.5 : 1
        buttonPadding = padding * scale
        edge = UIEdgeInsets(horizontal: element, vertical: element) * scale
        cards = .zero
        gap = (element * 0.5 * scale).rounded()
        promptTravel = abs(NavigationStyleValues.headerNominalHeight).rounded(.up)
    }
}

@MainActor
final class NavChromeLayout: NSObject, NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    /// Everything in the map area rests on this guide's top: the ETA card's top, lifted while a
    /// prompt covers it.
    private let floor = UILayoutGuide()
    private var floorTop: NSLayoutConstraint?
    private var isWide = false
    /// The guidance's turn card: the wide-mode prompt lines up with its column.
    private weak var turnCard: UIView?

    private var compass: UIView?
    private var prompt: NavigationPromptView?
    private lazy var buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        floor.identifier = "chrome.floor"
        [newState.viewport, newState.googleLogo].forEach { add($0, to: navMap) }
        layoutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt { remove(prompt) }
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints)
        readyConstraints = []
        guidanceConstraints = []
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        compass?.removeFromSuperview()
        compass = nil
        navMap.removeLayoutGuide(floor)
    }

    private func layoutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        isWide = state.wideMode
        let geometry = ChromeGeometry(wide: state.wideMode)
        let safe = navMap.safeAreaLayoutGuide

        var constraints = pinEdges(of: state.viewport, to: safe)
        constraints += pinEdges(of: state.googleLogo, to: safe, insets: geometry.edge, edges: [.leading, .bottom])
        if let compassView = view(of: .compass, in: state.buttons) {
            add(compassView, to: navMap)
            compass = compassView
            let buttonInsets = geometry.edge + UIEdgeInsets(horizontal: geometry.buttonPadding.width,
                                                            vertical: geometry.buttonPadding.height)
            constraints += pinEdges(of: compassView, to: safe, insets: buttonInsets, edges: [.top, .trailing])
        }
        NSLayoutConstraint.activate(constraints)
        readyConstraints = constraints
    }

    // MARK: Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []

        [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget, buttonStack]
            .forEach { add($0, to: navMap) }
        navMap.addLayoutGuide(floor)
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
        buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting]
            .compactMap { view(of: $0, in: newState.buttons) }

        layoutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { remove(prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        floorTop = nil
        buttonStack.arrangedSubviews = []
        [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget, buttonStack]
            .forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(floor)

        layoutReady(newState, on: navMap)
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        isWide = state.wideMode
        let geometry = ChromeGeometry(wide: state.wideMode)
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        self.turnCard = turnCard

        // Cards: across the top and bottom, or down the leading column in wide mode.
        let column: RectEdges = isWide ? [.leading] : .horizontal
        var constraints = pinEdges(of: turnCard, to: safe, insets: geometry.cards, edges: column.union(.top))
        constraints += pinEdges(of: etaCard, to: safe, insets: geometry.cards, edges: column.union(.bottom))

        // Floor: ETA card top (compact) or safe bottom (wide); `liftFloor` raises it for prompts.
        let floorTop = floor.topAnchor.constraint(
            equalTo: isWide ? safe.bottomAnchor : etaCard.layoutMarginsGuide.topAnchor)
        self.floorTop = floorTop
        constraints += [
            floorTop,
            floor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            floor.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]

        // Viewport: between turn card and floor, or beside the leading column.
        let viewport = state.viewport
        constraints += [
            viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        if isWide {
            constraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.trailingAnchor),
            ]
        } else {
            constraints += [
                viewport.topAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }

        // Logo bottom-leading in the viewport; speed widget, buttons and the trip progress bar
        // down the trailing side. Offsets are vectors from the floor's corner.
        let logoOffset = CGPoint(x: geometry.edge.left, y: -geometry.gap)
        let speedOffset = -CGPoint(x: geometry.gap, y: geometry.gap)
        let barTop = isWide ? safe.topAnchor : turnCard.layoutMarginsGuide.bottomAnchor
        constraints += [
            state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: logoOffset.x),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: logoOffset.y),

            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -geometry.gap),
            state.tripProgressBar.topAnchor.constraint(equalTo: barTop, constant: geometry.gap),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -geometry.gap),

            state.speedWidget.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor,
                                                        constant: speedOffset.x),
            state.speedWidget.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: speedOffset.y),

            buttonStack.trailingAnchor.constraint(equalTo: state.speedWidget.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: barTop, constant: geometry.gap),
            buttonStack.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -geometry.gap),
        ]
        NSLayoutConstraint.activate(constraints)
        guidanceConstraints = constraints
    }

    // MARK: Size changes

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = newState as? ActiveGuidanceUIState, !guidanceConstraints.isEmpty {
            NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
            promptConstraints = []
            layoutGuidance(guidance, on: navMap)
            if let prompt { place(prompt, on: navMap) }
        } else if let ready = newState as? NavigationReadyUIState, !readyConstraints.isEmpty {
            NSLayoutConstraint.deactivate(readyConstraints)
            layoutReady(ready, on: navMap)
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        add(newPrompt, to: navMap)
        place(newPrompt, on: navMap)
        slideIn(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        slideOut(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        remove(oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Compact: across the bottom of the screen, lifting the floor clear of it. Wide: at the
    /// foot of the leading column, over the ETA card, where it covers nothing we must keep clear.
    private func place(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        prompt.roundedCorners = isWide
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        var constraints = [prompt.bottomAnchor.constraint(equalTo: isWide ? safe.bottomAnchor : navMap.bottomAnchor)]
        if isWide, let turnCard {
            constraints += [
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            ]
        } else {
            constraints += pinEdges(of: prompt, to: safe, edges: .horizontal)
        }
        NSLayoutConstraint.activate(constraints)
        promptConstraints = constraints
        liftFloor(over: prompt, on: navMap)
    }

    /// Raises the floor by however far the prompt reaches above it. In wide mode the prompt
    /// stays in the leading column, beside the viewport: nothing to lift.
    private func liftFloor(over prompt: NavigationPromptView, on navMap: GMSMapView) {
        guard let floorTop else { return }
        floorTop.constant = 0
        guard !isWide else { return }
        navMap.layoutIfNeeded()
        let lift = floor.layoutFrame.intrusion(fromBelow: prompt.frame)
        floorTop.constant = -lift.rounded(.up)
    }

    private func slideIn(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        let travel = CGSize(width: 0, height: ChromeGeometry(wide: isWide).promptTravel).vector
        prompt.transform = CGAffineTransform(translationX: travel.x, y: travel.y)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            prompt.transform = .identity
            navMap.layoutIfNeeded()
        })
    }

    private func slideOut(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        let travel = CGPoint(x: 0, y: prompt.frame.height).snapped
        floorTop?.constant = 0
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseIn], animations: {
            prompt.transform = CGAffineTransform(translationX: travel.x, y: travel.y)
            navMap.layoutIfNeeded()
        }, completion: { _ in
            self.remove(prompt)
        })
    }

    private func remove(_ prompt: NavigationPromptView) {
        if self.prompt === prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = []
            floorTop?.constant = 0
            self.prompt = nil
        }
        prompt.transform = .identity
        prompt.removeFromSuperview()
    }

    // MARK: Helpers

    private func add(_ view: UIView, to navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(view)
    }

    /// Buttons are found by type; the SDK may reorder `buttons`.
    private func view(of type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView? {
        buttons.first { $0.type == type }?.view
    }
}
