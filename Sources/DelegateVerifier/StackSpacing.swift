import LayoutModel
import SwiftSyntax

/// `UIStackView`'s custom spacing: `setCustomSpacing(_:after:)` and
/// `customSpacing(after:)` on the model's stack (`StackView`), and UIKit's
/// sentinel spacings `spacingUseDefault` (FLT_MAX: the stack's `spacing`) and
/// `spacingUseSystem` (FLT_MIN: the system spacing, 8 points as `systemSpacing`).
extension Interpreter {
    static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// UIKit's standard spacing between views, which the model gives the system spacing.
    static let systemSpacing = 8.0

    /// `UIStackView.spacingUseDefault` and `UIStackView.spacingUseSystem`.
    static func stackSpacingConstant(_ name: String) -> Double? {
        switch name {
        case "spacingUseDefault": spacingUseDefault
        case "spacingUseSystem": spacingUseSystem
        default: nil
        }
    }

    /// A stack's spacing from a value; `spacingUseSystem` is 8 points, the
    /// standard spacing the system-spacing anchors are given too (UIKit's
    /// spacing beside text follows its fonts), stated.
    func stackSpacing(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        let spacing = try number(value, at: node)
        if spacing == Self.spacingUseSystem {
            assume(node, "UIStackView.spacingUseSystem is taken as 8 points, the standard spacing between views (beside text UIKit spaces by the fonts' metrics)")
            return Self.systemSpacing
        }
        return spacing
    }

    /// `setCustomSpacing(_:after:)` (`spacingUseDefault` removes it) and `customSpacing(after:)` (`spacingUseDefault` when none).
    func callCustomSpacing(_ name: String, on stack: StackView, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        if name == "customSpacing" {
            return .number(stack.customSpacing(after: try layoutView(arguments[0].value, at: call)) ?? Self.spacingUseDefault)
        }
        let spacing = try stackSpacing(arguments[0].value, at: call)
        stack.setCustomSpacing(spacing == Self.spacingUseDefault ? nil : spacing, after: try layoutView(arguments[1].value, at: call))
        return .void
    }
}
