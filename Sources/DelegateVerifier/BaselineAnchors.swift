import LayoutModel
import SwiftSyntax

/// `firstBaselineAnchor` and `lastBaselineAnchor`.
///
/// A view without text has its baseline at its bottom (its
/// `forFirstBaselineLayout` is the view itself): the anchor is its
/// `bottomAnchor`, exactly. The text of a one-line `UILabel`, `UIButton` or
/// `UITextField` is centred vertically in the view, so its baseline sits at
/// the centre plus a font-dependent distance (the font's ascender less half its
/// line height). The model does not measure text (one font for all text,
/// `UIKitViews`), so that distance is the same for every text view: two text
/// views' baselines align exactly as their centres do. A baseline anchor of a
/// text view is therefore related only to another text view's baseline (made
/// as a constraint between centres, with the written constant); relating it
/// to any other anchor, with system spacing, or the baseline of a view whose
/// baseline UIKit takes from a subview (a stack view, a view overriding
/// `forFirstBaselineLayout`) stops, named.
extension Interpreter {
    /// The classes whose baseline is their one line of text.
    static let textBaselineClasses: Set<String> = ["UILabel", "UIButton", "UITextField"]
    /// The UIKit classes without text, whose baseline is their bottom.
    static let bottomBaselineClasses: Set<String> = ["UIView", "UIImageView", "UIControl", "UIVisualEffectView", "UISwitch", "UIActivityIndicatorView", "UIProgressView"]
    /// The label of the one-field tuple that stands for a text view's baseline anchor.
    static let textBaselineLabel = "textBaseline"

    func baselineAnchor(_ name: String, of view: LayoutView, at node: some SyntaxProtocol) throws -> Value {
        let instance = attachedInstance(view)
        if let instance, instance.type.lineage.contains(where: { $0.hasMethod(named: "forFirstBaselineLayout") || $0.property(named: "forFirstBaselineLayout") != nil || $0.property(named: "forLastBaselineLayout") != nil }) {
            throw unsupported(node, "\(name) of \(instance.type.name), which overrides forFirstBaselineLayout/forLastBaselineLayout")
        }
        let className = viewClassName(view) ?? (view is LayoutModel.StackView ? "UIStackView" : nil)
        if let className, Self.textBaselineClasses.contains(className) {
            return .tuple([(Self.textBaselineLabel, .anchor(view.anchor(.centerY)))])
        }
        if let className, Self.bottomBaselineClasses.contains(className) { return .anchor(view.anchor(.bottom)) }
        throw unsupported(node, "\(name) of \(className.map { "a \($0)" } ?? "a view the SDK or unknown code made") (its baseline is a subview's or unknown)")
    }

    /// `a.firstBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor, constant: c)`
    /// between two text views: their centres, `c` apart.
    func makeBaselineConstraint(_ baseline: Value, _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard case .anchor(let first)? = baseline.textBaselineCentre else { throw unsupported(call, "the method \(name) of \(baseline.kind)") }
        guard let other = arguments.first, let label = other.label, Self.relations[label] != nil, !label.hasSuffix("Constant") else {
            throw unsupported(call, "the baseline anchor method \(name)\(labelText(arguments.map(\.label))) (system spacing between baselines depends on the font)")
        }
        guard case .anchor(let second)? = other.value.textBaselineCentre else {
            throw unsupported(call, "a constraint between a text view's baseline and \(other.value.kind) (text is not measured: only two text views' baselines are related)")
        }
        assume(call, "the baselines of two text views are related as their centres (one line of text each; text is not measured, so one font: the baseline is a fixed distance below the centre); text views in different fonts are not checked", perCall: false)
        return try makeConstraint(first, name, [(label, .anchor(second))] + arguments.dropFirst(), at: call)
    }
}

extension Value {
    /// The centre anchor a text view's baseline anchor stands for (`BaselineAnchors.swift`), or `nil`.
    var textBaselineCentre: Value? {
        guard case .tuple(let parts) = self, parts.count == 1, parts[0].label == Interpreter.textBaselineLabel else { return nil }
        return parts[0].value
    }
}
