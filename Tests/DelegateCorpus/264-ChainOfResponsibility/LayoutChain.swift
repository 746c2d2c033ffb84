import GoogleNavigation
import UIKit

// MARK: - Events

/// One SDK callback, as the chain sees it.
enum LayoutEvent {
    case enable(NavigationReadyUIState)
    case disable(NavigationReadyUIState)
    case startGuidance(ActiveGuidanceUIState)
    case stopGuidance(NavigationReadyUIState)
    case resize(NavigationUIState)
    case showPrompt(NavigationPromptView)
    case hidePrompt(NavigationPromptView)
    case changePrompt(new: NavigationPromptView, old: NavigationPromptView)
}

/// What every handler of the chain is handed.
@MainActor
struct LayoutRequest {
    let map: GMSMapView
    let event: LayoutEvent
    let context: LayoutContext

    var safeArea: UILayoutGuide { map.safeAreaLayoutGuide }
}

// MARK: - Handler protocol

/// A link of the layout chain. A handler looks at the request, does its part
/// if the event concerns it, and passes the request on to `next`.
@MainActor
protocol LayoutHandler: AnyObject {
    var next: LayoutHandler? { get set }
    func handle(_ request: LayoutRequest)
}

extension LayoutHandler {
    /// By default a handler is not interested: pass the request on.
    func handle(_ request: LayoutRequest) {
        next?.handle(request)
    }
}

/// Links `handlers` in the order given and returns the head of the chain.
@MainActor
@discardableResult
func chain(_ handlers: LayoutHandler...) -> LayoutHandler? {
    for (current, following) in zip(handlers, handlers.dropFirst()) {
        current.next = following
    }
    return handlers.first
}

// MARK: - Shared context

/// State the handlers share: the phase we are in and the guide marking the
/// bottom of the open map content (above the ETA card and any prompt).
@MainActor
final class LayoutContext {
    enum Phase { case off, ready, guidance }

    private(set) var phase: Phase = .off
    private(set) var isWide = false

    /// Zero-height guide whose top is the bottom of the unobscured map.
    let contentBottom = UILayoutGuide()
    private var guideConstraints: [NSLayoutConstraint] = []

    func enter(_ phase: Phase, wide: Bool) {
        self.phase = phase
        isWide = wide
    }

    func installGuide(on map: GMSMapView) {
        contentBottom.identifier = "contentBottom"
        map.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        guideConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: map.safeAreaLayoutGuide.bottomAnchor),
            contentBottom.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(guideConstraints)
    }

    func uninstallGuide(from map: GMSMapView) {
        NSLayoutConstraint.deactivate(guideConstraints)
        guideConstraints = []
        map.removeLayoutGuide(contentBottom)
        phase = .off
    }
}

// MARK: - Metrics

enum Spacing {
    static var edge: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var element: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var buttons: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let promptSlide: TimeInterval = 0.3
}

// MARK: - Constraint bookkeeping

/// The constraints one handler owns for the current phase.
@MainActor
final class ConstraintSet {
    private var constraints: [NSLayoutConstraint] = []

    func replace(with newConstraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = newConstraints
        NSLayoutConstraint.activate(constraints)
    }

    func clear() {
        replace(with: [])
    }
}
