import GoogleNavigation
import UIKit

/// What the navigation chrome rules look at. Rebuilt from scratch in every
/// callback, never cached: the SDK's flags and the speed widget change under us.
struct LayoutContext {
    enum Phase { case ready, guidance }
    /// The four things the speed widget can show, from its intrinsic size.
    enum SpeedWidgetSize { case hidden, compact, expanded }

    var phase: Phase
    var wideMode: Bool
    var promptShown: Bool
    var speedWidget: SpeedWidgetSize
    var isRightToLeft: Bool

    @MainActor
    static func make(
        phase: Phase, state: NavigationUIState, navMap: GMSMapView, speedWidget: UIView?, promptShown: Bool
    ) -> LayoutContext {
        LayoutContext(
            phase: phase,
            wideMode: state.wideMode,
            promptShown: promptShown,
            speedWidget: SpeedWidgetSize(measuring: speedWidget),
            isRightToLeft: navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft
        )
    }
}

extension LayoutContext.SpeedWidgetSize {
    /// Speed only or limit only is a single disc; both side by side is wider than tall.
    @MainActor
    init(measuring widget: UIView?) {
        let size = widget?.intrinsicContentSize ?? .zero
        if size.width <= 0 || size.height <= 0 {
            self = .hidden
        } else {
            self = size.width > size.height * 1.5 ? .expanded : .compact
        }
    }
}

// MARK: - Specification

@MainActor
protocol Spec {
    func isSatisfied(by context: LayoutContext) -> Bool
}

struct AndSpec: Spec {
    let left: any Spec, right: any Spec
    func isSatisfied(by context: LayoutContext) -> Bool {
        left.isSatisfied(by: context) && right.isSatisfied(by: context)
    }
}

struct OrSpec: Spec {
    let left: any Spec, right: any Spec
    func isSatisfied(by context: LayoutContext) -> Bool {
        left.isSatisfied(by: context) || right.isSatisfied(by: context)
    }
}

struct NotSpec: Spec {
    let wrapped: any Spec
    func isSatisfied(by context: LayoutContext) -> Bool { !wrapped.isSatisfied(by: context) }
}

struct PredicateSpec: Spec {
    let name: String
    let predicate: (LayoutContext) -> Bool
    func isSatisfied(by context: LayoutContext) -> Bool { predicate(context) }
}

/// Matches every context: the last row of a table.
struct AnySpec: Spec {
    func isSatisfied(by context: LayoutContext) -> Bool { true }
}

@MainActor func && (lhs: any Spec, rhs: any Spec) -> any Spec { AndSpec(left: lhs, right: rhs) }
@MainActor func || (lhs: any Spec, rhs: any Spec) -> any Spec { OrSpec(left: lhs, right: rhs) }
@MainActor prefix func ! (spec: any Spec) -> any Spec { NotSpec(wrapped: spec) }

// MARK: - The team's vocabulary

@MainActor
enum Specs {
    static let guiding: any Spec = PredicateSpec(name: "guiding") { $0.phase == .guidance }
    static let wide: any Spec = PredicateSpec(name: "wide") { $0.wideMode }
    static let prompt: any Spec = PredicateSpec(name: "prompt") { $0.promptShown }
    static let rightToLeft: any Spec = PredicateSpec(name: "rtl") { $0.isRightToLeft }
    static let bigSpeedWidget: any Spec = PredicateSpec(name: "bigSpeed") { $0.speedWidget == .expanded }
    static let always: any Spec = AnySpec()
}
