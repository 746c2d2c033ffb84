import GoogleNavigation
import UIKit

/// How the navigation chrome is arranged on the map.
enum ChromeMode: Equatable {
    /// Turn card across the top, ETA card across the bottom.
    case stacked
    /// Wide mode: cards in a leading column, the camera beside them.
    case column

    init(wide: Bool) {
        self = if wide { .column } else { .stacked }
    }
}

/// Spacing the chrome uses, from the SDK's style values.
enum ChromeSpacing {
    static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var elementGap: CGFloat { NavigationStyleValues.elementHorizontalPadding }
}

// MARK: - Constraint helpers

@MainActor
func pin<Axis: AnyObject>(
    _ anchor: NSLayoutAnchor<Axis>, to other: NSLayoutAnchor<Axis>, _ offset: CGFloat = 0
) -> NSLayoutConstraint {
    anchor.constraint(equalTo: other, constant: offset)
}

@MainActor
func atMost<Axis: AnyObject>(
    _ anchor: NSLayoutAnchor<Axis>, _ other: NSLayoutAnchor<Axis>, _ offset: CGFloat = 0
) -> NSLayoutConstraint {
    anchor.constraint(lessThanOrEqualTo: other, constant: offset)
}

@MainActor
func prefer(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}

// MARK: - Stages

/// One navigation state's chrome: which Google views it shows and where.
@MainActor
protocol ChromeStage<State> {
    associatedtype State: NavigationUIState
    var state: State { get }
    var views: [UIView] { get }
    var buttons: [NavigationUIButton] { get }
    func constraints(on map: GMSMapView, mode: ChromeMode, openBottom: UILayoutGuide, stack: UIView) -> [NSLayoutConstraint]
}

extension ChromeStage {
    /// Buttons by kind, never by position; the compass is hidden first when room runs out.
    var stackedButtonViews: [UIView] {
        let order: [NavigationButtonKnownType] = [.reporting, .compass]
        return order.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }
}

struct ReadyStage: ChromeStage {
    let state: NavigationReadyUIState

    var views: [UIView] { [state.viewport, state.googleLogo] }
    var buttons: [NavigationUIButton] { state.buttons }

    func constraints(on map: GMSMapView, mode: ChromeMode, openBottom: UILayoutGuide, stack: UIView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let logoInset: CGFloat = switch mode {
        case .stacked: 0
        case .column: ChromeSpacing.elementGap
        }
        return [
            pin(state.viewport.leadingAnchor, to: safe.leadingAnchor),
            pin(state.viewport.trailingAnchor, to: safe.trailingAnchor),
            pin(state.viewport.topAnchor, to: safe.topAnchor),
            pin(state.viewport.bottomAnchor, to: openBottom.topAnchor),
            pin(state.googleLogo.leadingAnchor, to: safe.leadingAnchor, logoInset),
            pin(state.googleLogo.bottomAnchor, to: openBottom.topAnchor),
            pin(stack.trailingAnchor, to: safe.trailingAnchor, -ChromeSpacing.buttonInset),
            pin(stack.topAnchor, to: safe.topAnchor, ChromeSpacing.buttonGap),
            pin(stack.bottomAnchor, to: openBottom.topAnchor, -ChromeSpacing.buttonGap),
        ]
    }
}

struct GuidanceStage: ChromeStage {
    let state: ActiveGuidanceUIState

    var views: [UIView] {
        [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo]
    }
    var buttons: [NavigationUIButton] { state.buttons }

    func constraints(on map: GMSMapView, mode: ChromeMode, openBottom: UILayoutGuide, stack: UIView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let turnCard = state.turnCard, etaCard = state.etaCard
        let viewport = state.viewport, logo = state.googleLogo, speed = state.speedWidget

        // The camera frames what the cards leave open.
        let viewportTop = switch mode {
        case .stacked: turnCard.bottomAnchor
        case .column: safe.topAnchor
        }
        let viewportLeading = if mode == .column { turnCard.trailingAnchor } else { safe.leadingAnchor }
        let buttonsTop = if mode == .column { safe.topAnchor } else { turnCard.bottomAnchor }

        let shared = [
            pin(turnCard.leadingAnchor, to: safe.leadingAnchor),
            pin(turnCard.topAnchor, to: map.topAnchor),
            pin(etaCard.leadingAnchor, to: safe.leadingAnchor),
            pin(etaCard.bottomAnchor, to: map.bottomAnchor),
            pin(viewport.topAnchor, to: viewportTop),
            pin(viewport.leadingAnchor, to: viewportLeading),
            pin(viewport.trailingAnchor, to: safe.trailingAnchor),
            pin(viewport.bottomAnchor, to: openBottom.topAnchor),
            pin(speed.leadingAnchor, to: safe.leadingAnchor),
            pin(stack.trailingAnchor, to: safe.trailingAnchor, -ChromeSpacing.buttonInset),
            pin(stack.topAnchor, to: buttonsTop, ChromeSpacing.buttonGap),
            pin(stack.bottomAnchor, to: openBottom.topAnchor, -ChromeSpacing.buttonGap),
        ]
        let arranged: [NSLayoutConstraint] = switch mode {
        case .stacked:
            [
                atMost(openBottom.bottomAnchor, etaCard.topAnchor),
                pin(speed.bottomAnchor, to: openBottom.topAnchor),
                pin(logo.leadingAnchor, to: safe.leadingAnchor),
                pin(logo.bottomAnchor, to: speed.topAnchor),
            ]
        case .column:
            [
                pin(speed.bottomAnchor, to: etaCard.layoutMarginsGuide.topAnchor),
                pin(logo.leadingAnchor, to: viewport.leadingAnchor, ChromeSpacing.elementGap),
                pin(logo.bottomAnchor, to: openBottom.topAnchor),
            ]
        }
        return shared + arranged
    }
}
