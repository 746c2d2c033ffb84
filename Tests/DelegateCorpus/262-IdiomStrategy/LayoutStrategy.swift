import GoogleNavigation
import UIKit

// MARK: - Device class

/// The kind of chrome a map gets. The real app asks `UIDevice.current.userInterfaceIdiom`;
/// that API is not available here, so the idiom comes from the screen, the map's traits
/// and, as a last resort, the map's own width.
enum DeviceClass: Hashable {
    case phone
    case pad

    /// An iPad narrowed by Split View / Stage Manager is laid out like a phone.
    @MainActor
    static func current(for map: GMSMapView) -> DeviceClass {
        let screen = UIScreen.main.bounds
        guard min(screen.width, screen.height) >= Self.padShortestSide else { return .phone }
        if map.traitCollection.horizontalSizeClass == .compact { return .phone }
        let mapWidth = map.bounds.width
        if mapWidth > 0 && mapWidth < Self.padShortestSide { return .phone }
        return .pad
    }

    private static let padShortestSide: CGFloat = 600
}

// MARK: - Context handed to a strategy

/// What a strategy needs to place the Google views: the map and the chrome the delegate owns.
@MainActor
struct LayoutContext {
    let map: GMSMapView
    let buttonStack: GMSNavigationHidingStackView
    /// Everything that must stay clear of the ETA card and prompts sits above this guide.
    let bottomBoundary: UILayoutGuide
    let isWide: Bool

    var safeArea: UILayoutGuide { map.safeAreaLayoutGuide }
}

// MARK: - Strategy

@MainActor
protocol LayoutStrategy: AnyObject {
    init()
    var name: String { get }
    var buttonStackPosition: GMSNavigationHidingStackView.Position { get }
    var edgeInset: CGFloat { get }

    func readyConstraints(_ state: NavigationReadyUIState, in context: LayoutContext) -> [NSLayoutConstraint]
    func guidanceConstraints(_ state: ActiveGuidanceUIState, in context: LayoutContext) -> [NSLayoutConstraint]
    func promptConstraints(
        _ prompt: NavigationPromptView, guidance: ActiveGuidanceUIState, in context: LayoutContext
    ) -> [NSLayoutConstraint]
}

extension LayoutStrategy {
    // Shared pieces; the concrete strategies only decide where the button stack lives
    // and how far from the edges things sit.

    func readyConstraints(_ state: NavigationReadyUIState, in context: LayoutContext) -> [NSLayoutConstraint] {
        let safe = context.safeArea
        let viewport = state.viewport
        return [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: context.bottomBoundary.topAnchor),
        ]
            + logoConstraints(state.googleLogo, leadingTo: safe.leadingAnchor, in: context)
            + stackConstraints(in: context, below: safe.topAnchor, trailingTo: safe.trailingAnchor)
    }

    func guidanceConstraints(_ state: ActiveGuidanceUIState, in context: LayoutContext) -> [NSLayoutConstraint] {
        context.isWide ? wideGuidance(state, in: context) : compactGuidance(state, in: context)
    }

    func promptConstraints(
        _ prompt: NavigationPromptView, guidance: ActiveGuidanceUIState, in context: LayoutContext
    ) -> [NSLayoutConstraint] {
        let safe = context.safeArea
        if context.isWide {
            // Leading column, over the ETA card; the viewport starts beside the column.
            return [
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: guidance.etaCard.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        }
        return [
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            context.bottomBoundary.topAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
        ]
    }

    // MARK: Pieces

    func logoConstraints(
        _ logo: UIView, leadingTo leading: NSLayoutXAxisAnchor, in context: LayoutContext
    ) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalTo: leading, constant: edgeInset),
            logo.bottomAnchor.constraint(equalTo: context.bottomBoundary.topAnchor, constant: -edgeInset),
        ]
    }

    func stackConstraints(
        in context: LayoutContext, below top: NSLayoutYAxisAnchor, trailingTo trailing: NSLayoutXAxisAnchor
    ) -> [NSLayoutConstraint] {
        let stack = context.buttonStack
        let bottomLimit = context.bottomBoundary.topAnchor
        switch buttonStackPosition {
        case .top:
            return [
                stack.trailingAnchor.constraint(equalTo: trailing, constant: -edgeInset),
                stack.topAnchor.constraint(equalTo: top, constant: edgeInset),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomLimit, constant: -edgeInset),
            ]
        case .bottom:
            return [
                stack.trailingAnchor.constraint(equalTo: trailing, constant: -edgeInset),
                stack.bottomAnchor.constraint(equalTo: bottomLimit, constant: -edgeInset),
                stack.topAnchor.constraint(greaterThanOrEqualTo: top, constant: edgeInset),
            ]
        }
    }

    private func compactGuidance(_ state: ActiveGuidanceUIState, in context: LayoutContext) -> [NSLayoutConstraint] {
        let safe = context.safeArea
        let boundary = context.bottomBoundary
        return [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),

            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            boundary.topAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor),

            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: boundary.topAnchor),

            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: boundary.topAnchor, constant: -edgeInset),

            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor),
        ]
            + logoConstraints(state.googleLogo, leadingTo: safe.leadingAnchor, in: context)
            + stackConstraints(
                in: context, below: state.turnCard.bottomAnchor, trailingTo: state.tripProgressBar.leadingAnchor)
    }

    private func wideGuidance(_ state: ActiveGuidanceUIState, in context: LayoutContext) -> [NSLayoutConstraint] {
        let safe = context.safeArea
        let viewport = state.viewport
        let viewportHug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        viewportHug.priority = .defaultLow
        return [
            // Leading column: turn card on top, ETA card at the bottom, both at their own width.
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),

            // The camera frames the open map beside the column.
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
            viewportHug,
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: context.bottomBoundary.topAnchor),

            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: edgeInset),
            state.tripProgressBar.bottomAnchor.constraint(
                equalTo: context.bottomBoundary.topAnchor, constant: -edgeInset),
        ]
            + logoConstraints(state.googleLogo, leadingTo: viewport.leadingAnchor, in: context)
            + stackConstraints(in: context, below: safe.topAnchor, trailingTo: state.tripProgressBar.leadingAnchor)
    }
}

// MARK: - Concrete strategies

final class PhoneStrategy: LayoutStrategy {
    init() {}
    let name = "phone"
    let buttonStackPosition: GMSNavigationHidingStackView.Position = .bottom
    var edgeInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
}

final class PadStrategy: LayoutStrategy {
    init() {}
    let name = "pad"
    /// On iPad the buttons live top-trailing, away from the driver's hand rest.
    let buttonStackPosition: GMSNavigationHidingStackView.Position = .top
    var edgeInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
}

// MARK: - Factory

@MainActor
enum StrategyFactory {
    private static var registry: [DeviceClass: any LayoutStrategy.Type] = [
        .phone: PhoneStrategy.self,
        .pad: PadStrategy.self,
    ]

    /// Tests and white-label builds swap strategies here.
    static func register(_ type: any LayoutStrategy.Type, for deviceClass: DeviceClass) {
        registry[deviceClass] = type
    }

    static func strategy(for deviceClass: DeviceClass) -> any LayoutStrategy {
        guard let type = registry[deviceClass] else { return PhoneStrategy() }
        return type.init()
    }
}
