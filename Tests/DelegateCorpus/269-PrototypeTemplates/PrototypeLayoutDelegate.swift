import GoogleNavigation
import UIKit

/// A view or a guide a pin can reach.
@MainActor
private enum Item {
    case view(UIView)
    case guide(UILayoutGuide)

    func x(_ side: Side) -> NSLayoutXAxisAnchor {
        switch self {
        case .view(let v): return side == .leading ? v.leadingAnchor : v.trailingAnchor
        case .guide(let g): return side == .leading ? g.leadingAnchor : g.trailingAnchor
        }
    }

    func y(_ side: Side) -> NSLayoutYAxisAnchor {
        switch self {
        case .view(let v): return side == .top ? v.topAnchor : v.bottomAnchor
        case .guide(let g): return side == .top ? g.topAnchor : g.bottomAnchor
        }
    }

    var height: NSLayoutDimension {
        switch self {
        case .view(let v): return v.heightAnchor
        case .guide(let g): return g.heightAnchor
        }
    }
}

/// A template applied to a map: what it added and activated.
@MainActor
final class AppliedChrome {
    let template: ChromeTemplate
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var addedViews: [UIView] = []
    private(set) var addedGuides: [UILayoutGuide] = []
    private var pinned: [(PinSpec, NSLayoutConstraint)] = []

    init(template: ChromeTemplate, inheriting previous: AppliedChrome? = nil) {
        self.template = template
        addedViews = previous?.addedViews ?? []
        addedGuides = previous?.addedGuides ?? []
    }

    fileprivate func record(_ pin: PinSpec, _ constraint: NSLayoutConstraint) {
        pinned.append((pin, constraint))
        constraints.append(constraint)
    }

    fileprivate func recordAdded(_ view: UIView) { addedViews.append(view) }
    fileprivate func recordAdded(_ guide: UILayoutGuide) { addedGuides.append(guide) }

    /// The constraint made from a part's pin on `side`.
    func constraint(_ role: Role, _ side: Side) -> NSLayoutConstraint? {
        let pin = template.part(role).pin(side)
        return pinned.first { $0.0 === pin }?.1
    }

    /// Deactivates the constraints; the views stay.
    func retract() {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        pinned.removeAll()
    }

    /// Deactivates the constraints and takes the views and guides off the map.
    func remove(from map: GMSMapView) {
        retract()
        addedViews.forEach { $0.removeFromSuperview() }
        addedGuides.forEach { map.removeLayoutGuide($0) }
        addedViews.removeAll()
        addedGuides.removeAll()
    }
}

final class PrototypeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase { case off, ready, guidance }

    private let registry = TemplateRegistry.standard
    private let floor = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private static let buttonOrder: [NavigationButtonKnownType] = [.reporting, .compass]
    private static let slideDuration: TimeInterval = 0.35

    private var phase = Phase.off
    private var views: [Role: UIView] = [:]
    private var session: AppliedChrome?
    private var current: AppliedChrome?
    private var promptChrome: AppliedChrome?

    override init() {
        super.init()
        floor.identifier = "chrome.floor"
    }

    // MARK: Applying templates

    private func apply(_ template: ChromeTemplate, on map: GMSMapView,
                       inheriting previous: AppliedChrome? = nil) -> AppliedChrome {
        let applied = AppliedChrome(template: template, inheriting: previous)
        var made: [NSLayoutConstraint] = []
        for part in template.parts {
            let subject = mount(part.role, on: map, into: applied)
            for pin in part.pins {
                let c = constraint(pin, subject, on: map)
                applied.record(pin, c)
                made.append(c)
            }
        }
        NSLayoutConstraint.activate(made)
        return applied
    }

    private func mount(_ role: Role, on map: GMSMapView, into applied: AppliedChrome) -> Item {
        if role == .floor {
            if floor.owningView !== map {
                map.addLayoutGuide(floor)
                applied.recordAdded(floor)
            }
            return .guide(floor)
        }
        let view = resolve(role)
        // Adding a view again would bring it in front of a prompt.
        if view.superview !== map {
            map.addSubview(view)
            applied.recordAdded(view)
        }
        return .view(view)
    }

    private func resolve(_ role: Role) -> UIView {
        if role == .buttons { return buttonStack }
        guard let view = views[role] else { fatalError("no view for \(role.rawValue)") }
        return view
    }

    private func item(_ target: PinTarget, on map: GMSMapView) -> Item {
        switch target {
        case .map: return .view(map)
        case .safeArea: return .guide(map.safeAreaLayoutGuide)
        case .part(.floor): return .guide(floor)
        case .part(let role): return .view(resolve(role))
        case .none: fatalError("pin without a target")
        }
    }

    private func constraint(_ pin: PinSpec, _ subject: Item, on map: GMSMapView) -> NSLayoutConstraint {
        let c: NSLayoutConstraint
        switch pin.side {
        case .height:
            c = subject.height.constraint(equalToConstant: pin.constant)
        case .leading, .trailing:
            c = relate(subject.x(pin.side), item(pin.target, on: map).x(pin.targetSide), pin)
        case .top, .bottom:
            c = relate(subject.y(pin.side), item(pin.target, on: map).y(pin.targetSide), pin)
        }
        if pin.isSoft { c.priority = .defaultLow }
        return c
    }

    private func relate<T>(_ a: NSLayoutAnchor<T>, _ b: NSLayoutAnchor<T>, _ pin: PinSpec) -> NSLayoutConstraint {
        switch pin.relation {
        case .equal: return a.constraint(equalTo: b, constant: pin.constant)
        case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: pin.constant)
        case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: pin.constant)
        }
    }

    private func loadButtons(_ buttons: [NavigationUIButton]) {
        buttonStack.arrangedSubviews = Self.buttonOrder.compactMap { type in
            buttons.first { $0.type == type }?.view
        }
    }

    // MARK: Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        views = [.logo: newState.googleLogo, .viewport: newState.viewport]
        loadButtons(newState.buttons)
        session = apply(registry.clone("session"), on: navMap)
        current = apply(registry.ready(wide: newState.wideMode), on: navMap)
        phase = .ready
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptChrome?.remove(from: navMap)
        promptChrome = nil
        current?.remove(from: navMap)
        current = nil
        session?.remove(from: navMap)
        session = nil
        buttonStack.arrangedSubviews = []
        views = [:]
        phase = .off
    }

    // MARK: Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        current?.remove(from: navMap)
        views = [
            .logo: newState.googleLogo, .viewport: newState.viewport,
            .turnCard: newState.turnCard, .etaCard: newState.etaCard,
            .progressBar: newState.tripProgressBar, .speedWidget: newState.speedWidget,
        ]
        loadButtons(newState.buttons)
        current = apply(registry.guidance(wide: newState.wideMode), on: navMap)
        phase = .guidance
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        current?.remove(from: navMap)
        views = [.logo: newState.googleLogo, .viewport: newState.viewport]
        loadButtons(newState.buttons)
        current = apply(registry.ready(wide: newState.wideMode), on: navMap)
        phase = .ready
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let previous = current else { return }
        let template: ChromeTemplate
        switch phase {
        case .off: return
        case .ready: template = registry.ready(wide: newState.wideMode)
        case .guidance: template = registry.guidance(wide: newState.wideMode)
        }
        previous.retract()
        current = apply(template, on: navMap, inheriting: previous)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        views[.prompt] = newPrompt
        let chrome = apply(registry.clone("prompt"), on: navMap)
        promptChrome = chrome
        guard let slide = chrome.constraint(.prompt, .bottom) else { return }
        slide.constant = newPrompt.bounds.height
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.slideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let chrome = promptChrome else { return }
        promptChrome = nil
        views[.prompt] = nil
        let slide = chrome.constraint(.prompt, .bottom)
        UIView.animate(withDuration: Self.slideDuration, animations: {
            slide?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            chrome.remove(from: navMap)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
