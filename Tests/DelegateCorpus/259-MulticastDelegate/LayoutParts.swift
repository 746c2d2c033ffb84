import GoogleNavigation
import UIKit

// MARK: - What the hub tells its parts

enum LayoutEvent {
    case navigationEnabled(NavigationReadyUIState)
    case guidanceStarted(ActiveGuidanceUIState)
    case guidanceStopped(NavigationReadyUIState)
    case navigationDisabled
    case resized
    case promptShown(NavigationPromptView)
    case promptChanged(new: NavigationPromptView, old: NavigationPromptView)
    case promptHidden(NavigationPromptView)

    /// Events after which every placed view is pinned again.
    var relaysOut: Bool {
        switch self {
        case .navigationEnabled, .guidanceStarted, .guidanceStopped, .resized: true
        default: false
        }
    }
}

/// A small layout part. `stateWillChange` runs on every part before any part's
/// `stateChanged`, so views are in (or out of) the map before anyone pins to them.
@MainActor
protocol LayoutListener: AnyObject {
    func stateWillChange(_ event: LayoutEvent, context: LayoutContext)
    func stateChanged(_ event: LayoutEvent, context: LayoutContext)
}

extension LayoutListener {
    func stateWillChange(_ event: LayoutEvent, context: LayoutContext) {}
}

enum Spacing {
    static var element: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var button: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let promptSlide: TimeInterval = 0.3
}

/// Shared by all parts for one navigation session.
@MainActor
final class LayoutContext {
    unowned let map: GMSMapView
    /// Bottom of the open map: above the ETA card and any prompt.
    let contentBottom = UILayoutGuide()
    var isWide: Bool
    private var sessionConstraints: [NSLayoutConstraint] = []

    var safeArea: UILayoutGuide { map.safeAreaLayoutGuide }

    init(map: GMSMapView, isWide: Bool) { (self.map, self.isWide) = (map, isWide) }

    func install() {
        contentBottom.identifier = "contentBottom"
        map.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            resting,
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
    }

    func uninstall() {
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        map.removeLayoutGuide(contentBottom)
    }
}

/// Parts keep their constraints in one bag and swap it whole.
@MainActor
final class ConstraintBag {
    private(set) var constraints: [NSLayoutConstraint] = []

    func replace(with new: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = new
        NSLayoutConstraint.activate(new)
    }

    func clear() { replace(with: []) }
}

@MainActor
extension Array where Element == NavigationUIButton {
    /// Compass first, then reporting: never by index, the SDK may reorder them.
    var orderedViews: [UIView] {
        [NavigationButtonKnownType.compass, .reporting].compactMap { kind in
            first { $0.type == kind }?.view
        }
    }
}

// MARK: - Logo and viewport (whole session)

@MainActor
final class LogoViewportPart: LayoutListener {
    private weak var logo: UIView?
    private weak var viewport: UIView?
    private weak var turnCard: UIView?
    private let bag = ConstraintBag()

    func stateWillChange(_ event: LayoutEvent, context: LayoutContext) {
        switch event {
        case .navigationEnabled(let state):
            logo = state.googleLogo
            viewport = state.viewport
            [state.viewport, state.googleLogo].forEach(context.map.addSubview)
        case .guidanceStarted(let state):
            bag.clear()
            turnCard = state.turnCard
        case .guidanceStopped:
            bag.clear()
            turnCard = nil
        case .navigationDisabled:
            bag.clear()
            logo?.removeFromSuperview()
            viewport?.removeFromSuperview()
        default: break
        }
    }

    func stateChanged(_ event: LayoutEvent, context: LayoutContext) {
        if event.relaysOut { relayout(context) }
    }

    private func relayout(_ context: LayoutContext) {
        guard let logo, let viewport else { return }
        let safe = context.safeArea
        var pins = [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: context.contentBottom.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: context.contentBottom.topAnchor),
        ]
        // Wide: the cards take the leading column, so frame the camera beside them.
        let (top, leading): (NSLayoutYAxisAnchor, NSLayoutXAxisAnchor) = switch (turnCard, context.isWide) {
        case (let card?, true): (safe.topAnchor, card.trailingAnchor)
        case (let card?, false): (card.bottomAnchor, safe.leadingAnchor)
        case (nil, _): (safe.topAnchor, safe.leadingAnchor)
        }
        pins += [viewport.topAnchor.constraint(equalTo: top), viewport.leadingAnchor.constraint(equalTo: leading)]
        bag.replace(with: pins)
    }
}

// MARK: - Buttons and the trip progress rail (whole session)

@MainActor
final class ButtonsPart: LayoutListener {
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private weak var turnCard: UIView?
    private weak var progressBar: UIView?
    private let bag = ConstraintBag()

    init() {
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = Spacing.button
    }

    func stateWillChange(_ event: LayoutEvent, context: LayoutContext) {
        switch event {
        case .navigationEnabled(let state):
            stack.arrangedSubviews = state.buttons.orderedViews
            context.map.addSubview(stack)
        case .guidanceStarted(let state):
            bag.clear()
            turnCard = state.turnCard
            progressBar = state.tripProgressBar
            stack.arrangedSubviews = state.buttons.orderedViews
            context.map.addSubview(state.tripProgressBar)
        case .guidanceStopped(let state):
            bag.clear()
            progressBar?.removeFromSuperview()
            progressBar = nil
            turnCard = nil
            stack.arrangedSubviews = state.buttons.orderedViews
        case .navigationDisabled:
            bag.clear()
            stack.arrangedSubviews = []
            stack.removeFromSuperview()
        default: break
        }
    }

    func stateChanged(_ event: LayoutEvent, context: LayoutContext) {
        if event.relaysOut { relayout(context) }
    }

    private func relayout(_ context: LayoutContext) {
        let safe = context.safeArea
        let ceiling = (context.isWide ? nil : turnCard?.bottomAnchor) ?? safe.topAnchor
        var pins = [
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: context.contentBottom.topAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: ceiling),
        ]
        if let progressBar {
            pins += [
                progressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                progressBar.topAnchor.constraint(equalTo: ceiling, constant: Spacing.element),
                progressBar.bottomAnchor.constraint(equalTo: stack.topAnchor, constant: -Spacing.element),
            ]
        }
        bag.replace(with: pins)
    }
}

// MARK: - Cards (guidance only)

@MainActor
final class CardsPart: LayoutListener {
    private var cards: [UIView] = []
    private weak var turnCard: UIView?
    private weak var etaCard: UIView?
    private weak var speedWidget: UIView?
    private weak var logo: UIView?
    private let bag = ConstraintBag()

    func stateWillChange(_ event: LayoutEvent, context: LayoutContext) {
        switch event {
        case .guidanceStarted(let state):
            turnCard = state.turnCard
            etaCard = state.etaCard
            speedWidget = state.speedWidget
            logo = state.googleLogo
            cards = [state.turnCard, state.etaCard, state.speedWidget]
            cards.forEach(context.map.addSubview)
        case .guidanceStopped, .navigationDisabled:
            bag.clear()
            cards.forEach { $0.removeFromSuperview() }
            cards.removeAll()
        default: break
        }
    }

    func stateChanged(_ event: LayoutEvent, context: LayoutContext) {
        if event.relaysOut { relayout(context) }
    }

    private func relayout(_ context: LayoutContext) {
        guard !cards.isEmpty, let turnCard, let etaCard, let speedWidget, let logo else { return }
        let safe = context.safeArea
        var pins = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            context.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
            speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),
        ]
        if !context.isWide {
            // Full width on a compact screen; in wide mode the SDK gives the column width.
            pins += [
                turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        bag.replace(with: pins)
    }
}

// MARK: - Prompt host (guidance only)

@MainActor
final class PromptHostPart: LayoutListener {
    private let host = UIView()
    private var slides: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var hostTop: NSLayoutConstraint?
    private let bag = ConstraintBag()

    init() {
        host.translatesAutoresizingMaskIntoConstraints = false
        host.backgroundColor = .clear
    }

    func stateWillChange(_ event: LayoutEvent, context: LayoutContext) {
        switch event {
        case .guidanceStarted:
            context.map.addSubview(host)
        case .guidanceStopped, .navigationDisabled:
            bag.clear()
            hostTop = nil
            slides.removeAll()
            host.removeFromSuperview()
        default: break
        }
    }

    func stateChanged(_ event: LayoutEvent, context: LayoutContext) {
        switch event {
        case .guidanceStarted:
            let collapsed = host.heightAnchor.constraint(equalToConstant: 0)
            collapsed.priority = .defaultLow
            bag.replace(with: [
                host.leadingAnchor.constraint(equalTo: context.map.leadingAnchor),
                host.trailingAnchor.constraint(equalTo: context.map.trailingAnchor),
                host.bottomAnchor.constraint(equalTo: context.map.bottomAnchor),
                collapsed,
                context.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: host.topAnchor),
            ])
        case .promptShown(let prompt):
            show(prompt, context: context)
        case .promptChanged(let new, let old):
            hide(old, context: context)
            show(new, context: context)
        case .promptHidden(let prompt):
            hide(prompt, context: context)
        default: break
        }
    }

    private func show(_ prompt: NavigationPromptView, context: LayoutContext) {
        host.addSubview(prompt)
        let slide = prompt.bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: prompt.bounds.height)
        slides[ObjectIdentifier(prompt)] = slide
        hostTop?.isActive = false
        let top = host.topAnchor.constraint(equalTo: prompt.topAnchor)
        hostTop = top
        NSLayoutConstraint.activate([
            slide, top,
            prompt.leadingAnchor.constraint(equalTo: context.safeArea.leadingAnchor),
        ])
        context.map.layoutIfNeeded()
        UIView.animate(withDuration: Spacing.promptSlide) {
            slide.constant = 0
            context.map.layoutIfNeeded()
        }
    }

    private func hide(_ prompt: NavigationPromptView, context: LayoutContext) {
        guard let slide = slides.removeValue(forKey: ObjectIdentifier(prompt)) else { return }
        if let top = hostTop, top.secondItem === prompt { top.isActive = false; hostTop = nil }
        UIView.animate(withDuration: Spacing.promptSlide) {
            slide.constant = prompt.bounds.height
            context.map.layoutIfNeeded()
        } completion: { _ in
            prompt.removeFromSuperview()
        }
    }
}
