import GoogleNavigation
import UIKit

// Ported from the plugin's Android side (NavLayoutDelegate.kt). The Dart widget sends its
// layout options as `creationParams`; the platform view hands them to us untouched.

enum LayoutError: Error {
    case notAMap
    case typeMismatch(key: String)
    case unknownValue(key: String, value: String)
}

struct LayoutSpec {
    var showTurnCard = true
    var showEtaCard = true
    var showSpeedometer = true
    var turnCardTopInset: CGFloat = 0
    var speedometerGap: CGFloat = 8
    var buttonSpacing: CGFloat = 8
    var buttonOrder = ["compass", "reporting"]
    var promptAnimationSeconds: TimeInterval = 0.3

    static let fallback = LayoutSpec()
}

@MainActor
final class FlutterNavLayoutDelegate: NSObject, NavigationLayoutDelegate {
    /// What `NavigationView` (Dart) sends when no option is overridden.
    static let defaultCreationParams: [String: Any] = [
        "turnCard": ["visible": true, "topInset": NSNumber(value: 0)],
        "etaCard": ["visible": true],
        "speedometer": ["visible": true, "gap": NSNumber(value: 8)],
        "buttons": ["spacing": NSNumber(value: 8), "order": ["compass", "reporting"]],
        "prompt": ["animationMs": NSNumber(value: 300)],
    ]

    private var parsed: Result<LayoutSpec, LayoutError>
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var readyStack: GMSNavigationHidingStackView?
    private var guidanceStack: GMSNavigationHidingStackView?
    private var buttonsTop: NSLayoutConstraint?
    private var turnCard: UIView?
    private var contentBottom: UILayoutGuide?
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    init(arguments args: Any? = FlutterNavLayoutDelegate.defaultCreationParams) {
        parsed = Self.parse(args)
        super.init()
    }

    /// `setLayoutOptions` from the method channel.
    func update(arguments args: Any?) {
        parsed = Self.parse(args)
    }

    // MARK: - Payload

    static func parse(_ args: Any?) -> Result<LayoutSpec, LayoutError> {
        guard let payload = args as? [String: Any] else { return .failure(.notAMap) }
        var spec = LayoutSpec()
        func section(_ key: String) throws -> [String: Any] {
            guard let raw = payload[key] else { return [:] }
            guard let dict = raw as? [String: Any] else { throw LayoutError.typeMismatch(key: key) }
            return dict
        }
        do {
            let turnCard = try section("turnCard")
            spec.showTurnCard = (turnCard["visible"] as? Bool) ?? true
            if let inset = turnCard["topInset"] as? NSNumber {
                spec.turnCardTopInset = CGFloat(inset.doubleValue)
            }
            spec.showEtaCard = (try section("etaCard")["visible"] as? Bool) ?? true
            let speedometer = try section("speedometer")
            spec.showSpeedometer = (speedometer["visible"] as? Bool) ?? true
            spec.speedometerGap = (speedometer["gap"] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 8
            let buttons = try section("buttons")
            spec.buttonSpacing = (buttons["spacing"] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 8
            if let order = buttons["order"] as? [String] {
                if let bad = order.first(where: { $0 != "compass" && $0 != "reporting" }) {
                    throw LayoutError.unknownValue(key: "buttons.order", value: bad)
                }
                spec.buttonOrder = order
            }
            if let ms = try section("prompt")["animationMs"] as? NSNumber {
                spec.promptAnimationSeconds = ms.doubleValue / 1000
            }
        } catch let error as LayoutError {
            return .failure(error)
        } catch {
            return .failure(.notAMap)
        }
        return .success(spec)
    }

    private func currentSpec(_ callback: String) -> LayoutSpec {
        switch parsed {
        case .success(let spec):
            return spec
        case .failure(let error):
            print("[google_navigation_flutter] \(callback): bad layout options (\(error)), using defaults")
            return .fallback
        }
    }

    // MARK: - Shared pieces

    private func orderedButtons(_ buttons: [NavigationUIButton], _ spec: LayoutSpec) -> [UIView] {
        spec.buttonOrder.compactMap { name in
            buttons.first(where: { $0.type.rawValue == name })?.view
        }
    }

    private func makeStack(_ buttons: [UIView], _ spec: LayoutSpec, on navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = spec.buttonSpacing
        stack.arrangedSubviews = buttons
        navMap.addSubview(stack)
        return stack
    }

    private func installContentBottom(on navMap: GMSMapView) -> UILayoutGuide {
        if let guide = contentBottom { return guide }
        let guide = UILayoutGuide()
        navMap.addLayoutGuide(guide)
        let low = guide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        low.priority = .defaultLow
        sessionConstraints = [guide.heightAnchor.constraint(equalToConstant: 0), low]
        NSLayoutConstraint.activate(sessionConstraints)
        contentBottom = guide
        return guide
    }

    private func pinLogoAndViewport(logo: UIView, viewport: UIView, top: NSLayoutYAxisAnchor,
                                    bottom: UILayoutGuide, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        if viewport.superview == nil { navMap.addSubview(viewport) }
        if logo.superview == nil { navMap.addSubview(logo) }
        return [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: top),
            viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        ]
    }

    private func buttonsTopConstraint(_ stack: UIView, wide: Bool, on navMap: GMSMapView) -> NSLayoutConstraint {
        let anchor = wide ? navMap.safeAreaLayoutGuide.topAnchor
            : (turnCard?.bottomAnchor ?? navMap.safeAreaLayoutGuide.topAnchor)
        return stack.topAnchor.constraint(equalTo: anchor)
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let spec: LayoutSpec
        switch parsed {
        case .success(let s): spec = s
        case .failure: spec = currentSpec("enableNavigationUI")
        }
        let bottom = installContentBottom(on: navMap)
        let stack = makeStack(orderedButtons(newState.buttons, spec), spec, on: navMap)
        readyStack = stack
        readyConstraints = [
            stack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            buttonsTopConstraint(stack, wide: newState.wideMode, on: navMap),
        ] + pinLogoAndViewport(logo: newState.googleLogo, viewport: newState.viewport,
                               top: navMap.safeAreaLayoutGuide.topAnchor, bottom: bottom, on: navMap)
        NSLayoutConstraint.activate(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(promptConstraints + readyConstraints + sessionConstraints)
        prompt?.removeFromSuperview()
        (prompt, promptConstraints, readyConstraints, sessionConstraints) = (nil, [], [], [])
        readyStack?.arrangedSubviews = []
        readyStack?.removeFromSuperview()
        readyStack = nil
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        contentBottom.map(navMap.removeLayoutGuide)
        contentBottom = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyStack?.arrangedSubviews = []
        readyStack?.removeFromSuperview()

        let spec: LayoutSpec
        switch parsed {
        case .success(let s): spec = s
        case .failure: spec = currentSpec("startGuidance")
        }
        let bottom = installContentBottom(on: navMap)
        let safe = navMap.safeAreaLayoutGuide
        var constraints: [NSLayoutConstraint] = []
        var viewportTop = safe.topAnchor
        if spec.showTurnCard {
            let card = newState.turnCard
            navMap.addSubview(card)
            guidanceViews.append(card)
            turnCard = card
            viewportTop = card.bottomAnchor
            constraints += [card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                            card.topAnchor.constraint(equalTo: navMap.topAnchor, constant: spec.turnCardTopInset)]
        }
        if spec.showEtaCard {
            let eta = newState.etaCard
            navMap.addSubview(eta)
            guidanceViews.append(eta)
            constraints += [eta.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                            bottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor)]
        }
        let logo = newState.googleLogo
        constraints += pinLogoAndViewport(logo: logo, viewport: newState.viewport, top: viewportTop,
                                          bottom: bottom, on: navMap)
        if spec.showSpeedometer {
            let speed = newState.speedWidget
            navMap.addSubview(speed)
            guidanceViews.append(speed)
            constraints += [speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -spec.speedometerGap)]
        }
        let stack = makeStack(orderedButtons(newState.buttons, spec), spec, on: navMap)
        let top = buttonsTopConstraint(stack, wide: newState.wideMode, on: navMap)
        (guidanceStack, buttonsTop) = (stack, top)
        constraints += [stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        stack.bottomAnchor.constraint(equalTo: bottom.topAnchor), top]
        guidanceConstraints = constraints
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceStack?.arrangedSubviews = []
        guidanceStack?.removeFromSuperview()
        (guidanceStack, buttonsTop, turnCard) = (nil, nil, nil)
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        if let stack = readyStack {
            stack.arrangedSubviews = orderedButtons(newState.buttons, currentSpec("stopGuidance"))
            navMap.addSubview(stack)
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let stack = guidanceStack, let old = buttonsTop else { return }
        let top = buttonsTopConstraint(stack, wide: newState.wideMode, on: navMap)
        NSLayoutConstraint.deactivate([old])
        top.isActive = true
        buttonsTop = top
        guidanceConstraints = guidanceConstraints.map { $0 === old ? top : $0 }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let duration = currentSpec("showPrompt").promptAnimationSeconds
        navMap.addSubview(newPrompt)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptConstraints = [bottom, newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)]
        if let guide = contentBottom {
            promptConstraints.append(guide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        }
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: duration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let constraints = promptConstraints
        if prompt === oldPrompt { (prompt, promptConstraints) = (nil, []) }
        UIView.animate(withDuration: currentSpec("hidePrompt").promptAnimationSeconds, animations: {
            constraints.first?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
