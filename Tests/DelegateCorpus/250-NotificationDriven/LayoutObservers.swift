import GoogleNavigation
import UIKit

// MARK: - Base observer

/// A piece of the layout that reacts to the layout notifications of one sender.
/// Subclasses register their handlers in `startObserving`.
@MainActor
class NavLayoutObserver: NSObject {
    let context: NavLayoutContext
    private var tokens: [NSObjectProtocol] = []
    private(set) var constraints: [NSLayoutConstraint] = []

    init(context: NavLayoutContext) {
        self.context = context
        super.init()
    }

    func startObserving(_ sender: AnyObject, on center: NotificationCenter) {}

    final func stopObserving(on center: NotificationCenter) {
        tokens.forEach { center.removeObserver($0) }
        tokens.removeAll()
    }

    /// Registers `handler` for `name` from `sender`; the SDK calls the delegate on
    /// the main thread, and the notifications are posted from there.
    final func observe(
        _ name: Notification.Name, from sender: AnyObject, on center: NotificationCenter,
        handler: @escaping @MainActor (Notification) -> Void
    ) {
        let token = center.addObserver(forName: name, object: sender, queue: .main) { note in
            // Posted on the main thread and read only there: not sent anywhere else.
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { handler(note) }
        }
        tokens.append(token)
    }

    /// Replaces this observer's constraints.
    final func apply(_ newConstraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = newConstraints
        NSLayoutConstraint.activate(constraints)
    }

    static func mount(_ views: [UIView], on map: GMSMapView) {
        for view in views where view.superview !== map {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
    }
}

// MARK: - Logo, viewport and buttons

/// Lays out what both states carry: the viewport, the logo and the buttons (in a
/// hiding stack on the trailing side).
@MainActor
final class ChromeLayoutObserver: NavLayoutObserver {
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var wide = false

    override func startObserving(_ sender: AnyObject, on center: NotificationCenter) {
        observe(.navLayoutUIEnabled, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap, let state = note.readyState else { return }
            self.readyState = state
            self.wide = note.isWide
            self.layOut(on: map)
        }
        observe(.navLayoutGuidanceStarted, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap, let state = note.guidanceState else { return }
            self.guidanceState = state
            self.wide = note.isWide
            self.layOut(on: map)
        }
        observe(.navLayoutGuidanceStopped, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap, let state = note.readyState else { return }
            self.guidanceState = nil
            self.readyState = state
            self.wide = note.isWide
            self.layOut(on: map)
        }
        observe(.navLayoutMapResized, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap else { return }
            self.wide = note.isWide
            self.layOut(on: map)
        }
        observe(.navLayoutUIDisabled, from: sender, on: center) { [weak self] note in
            guard let self, let state = note.readyState else { return }
            self.apply([])
            self.buttonStack.removeFromSuperview()
            self.buttonStack.arrangedSubviews = []
            [state.viewport, state.googleLogo].forEach { $0.removeFromSuperview() }
            self.readyState = nil
        }
    }

    private func layOut(on map: GMSMapView) {
        let viewport: UIView
        let logo: UIView
        let buttons: [NavigationUIButton]
        let viewportTop: NSLayoutYAxisAnchor
        if let state = guidanceState {
            (viewport, logo, buttons) = (state.viewport, state.googleLogo, state.buttons)
            // In wide mode the turn card sits in the leading column beside the viewport.
            viewportTop = wide ? map.safeAreaLayoutGuide.topAnchor : state.turnCard.bottomAnchor
        } else if let state = readyState {
            (viewport, logo, buttons) = (state.viewport, state.googleLogo, state.buttons)
            viewportTop = map.safeAreaLayoutGuide.topAnchor
        } else {
            return
        }

        Self.mount([viewport, logo], on: map)
        buttonStack.arrangedSubviews = orderedButtons(buttons)
        Self.mount([buttonStack], on: map)

        let safe = map.safeAreaLayoutGuide
        let inset = NavigationStyleValues.elementHorizontalPadding
        let viewportLeading = guidanceState != nil && wide ? map.centerXAnchor : safe.leadingAnchor
        apply([
            viewport.topAnchor.constraint(equalTo: viewportTop),
            viewport.bottomAnchor.constraint(equalTo: context.contentBottom.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: viewportLeading),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),

            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -inset),

            buttonStack.topAnchor.constraint(equalTo: viewport.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: viewport.trailingAnchor),
        ])
    }

    /// Compass first, then the reporting button, found by type.
    private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }
}

// MARK: - Cards

/// Adds the turn card, the ETA card and the speed widget for guidance and takes
/// them off again when it stops.
@MainActor
final class CardLayoutObserver: NavLayoutObserver {
    private var state: ActiveGuidanceUIState?
    private var wide = false

    override func startObserving(_ sender: AnyObject, on center: NotificationCenter) {
        observe(.navLayoutGuidanceStarted, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap, let state = note.guidanceState else { return }
            self.state = state
            self.wide = note.isWide
            Self.mount([state.turnCard, state.etaCard, state.speedWidget], on: map)
            self.layOut(on: map)
        }
        observe(.navLayoutMapResized, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap, self.state != nil else { return }
            self.wide = note.isWide
            self.layOut(on: map)
        }
        observe(.navLayoutGuidanceStopped, from: sender, on: center) { [weak self] note in
            guard let self, let old = note.guidanceState else { return }
            self.apply([])
            [old.turnCard, old.etaCard, old.speedWidget].forEach { $0.removeFromSuperview() }
            self.state = nil
        }
    }

    private func layOut(on map: GMSMapView) {
        guard let state else { return }
        let safe = map.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        var list: [NSLayoutConstraint] = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if wide {
            // Leading column, turn card on top and ETA card at the bottom.
            list += [
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
            ]
        } else {
            list += [
                turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                context.contentBottom.bottomAnchor.constraint(
                    lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
            ]
        }
        // The speed widget floats above the logo, at the viewport's leading edge.
        let speed = state.speedWidget
        let gap = NavigationStyleValues.buttonVerticalPadding
        list += [
            speed.leadingAnchor.constraint(
                equalTo: state.viewport.leadingAnchor,
                constant: NavigationStyleValues.elementHorizontalPadding),
            speed.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
        ]
        apply(list)
    }
}

// MARK: - Prompts

/// Adds prompts at the bottom, over the ETA card, and keeps the map contents
/// above them.
@MainActor
final class PromptLayoutObserver: NavLayoutObserver {
    private var prompt: NavigationPromptView?
    private var wide = false

    override func startObserving(_ sender: AnyObject, on center: NotificationCenter) {
        observe(.navLayoutGuidanceStarted, from: sender, on: center) { [weak self] note in
            self?.wide = note.isWide
        }
        observe(.navLayoutPromptShown, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap, let prompt = note.prompt else { return }
            self.show(prompt, on: map)
        }
        observe(.navLayoutPromptChanged, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap, let prompt = note.prompt else { return }
            note.oldPrompt?.removeFromSuperview()
            self.show(prompt, on: map)
        }
        observe(.navLayoutPromptHidden, from: sender, on: center) { [weak self] note in
            guard let self, let old = note.oldPrompt else { return }
            self.apply([])
            old.removeFromSuperview()
            if self.prompt === old { self.prompt = nil }
        }
        observe(.navLayoutMapResized, from: sender, on: center) { [weak self] note in
            guard let self, let map = note.navMap else { return }
            self.wide = note.isWide
            if self.prompt != nil { self.layOut(on: map) }
        }
        // The SDK hides prompts before these; a leftover is taken off all the same.
        for name in [Notification.Name.navLayoutGuidanceStopped, .navLayoutUIDisabled] {
            observe(name, from: sender, on: center) { [weak self] _ in
                guard let self else { return }
                self.apply([])
                self.prompt?.removeFromSuperview()
                self.prompt = nil
            }
        }
    }

    private func show(_ prompt: NavigationPromptView, on map: GMSMapView) {
        self.prompt = prompt
        Self.mount([prompt], on: map)
        layOut(on: map)
    }

    private func layOut(on map: GMSMapView) {
        guard let prompt else { return }
        let safe = map.safeAreaLayoutGuide
        var list: [NSLayoutConstraint] = [
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if wide {
            // In the leading column, over the ETA card.
            list.append(prompt.trailingAnchor.constraint(equalTo: map.centerXAnchor))
        } else {
            list += [
                prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                context.contentBottom.bottomAnchor.constraint(
                    lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
            ]
        }
        apply(list)
    }
}
