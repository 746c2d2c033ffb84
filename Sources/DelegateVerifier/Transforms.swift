import LayoutModel
import SwiftSyntax

/// `CGAffineTransform` values and a view's `transform`: held as a labelled
/// tuple of CoreGraphics' six fields (`a`, `b`, `c`, `d`, `tx`, `ty`), made
/// and combined as CoreGraphics does. A view's transform moves where it is
/// drawn (`LayoutSnapshot.Entry.frame`), which the overlap and visibility
/// checks read: an app button slid over the ETA card overlaps it. A Google
/// view may be moved; one scaled or turned is drawn at another size than the
/// SDK's, which the run does not check (`Interpreter.checkTransforms`).
extension Interpreter {
    func transformValue(_ transform: AffineTransform) -> Value {
        .tuple([("a", .number(transform.a)), ("b", .number(transform.b)), ("c", .number(transform.c)),
                ("d", .number(transform.d)), ("tx", .number(transform.tx)), ("ty", .number(transform.ty))])
    }

    /// The transform a value holds: the six fields, or an implicit `.identity`.
    func affineTransform(_ value: Value) -> AffineTransform? {
        switch value {
        case .symbol("identity"): return .identity
        case .tuple(let parts) where parts.map(\.label) == ["a", "b", "c", "d", "tx", "ty"]:
            let numbers = parts.compactMap { if case .number(let n) = $0.value { n } else { nil } }
            guard numbers.count == 6 else { return nil }
            return AffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
        default: return nil
        }
    }

    /// `CGAffineTransform(translationX:y:)`, `(scaleX:y:)`, `(rotationAngle:)`, `(a:b:c:d:tx:ty:)`, `()`.
    func constructTransform(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let numbers = try arguments.map { try number($0.value, at: call) }
        let made: AffineTransform? = switch arguments.map(\.label) {
        case []: .identity
        case ["translationX", "y"]: AffineTransform(translationX: numbers[0], y: numbers[1])
        case ["scaleX", "y"]: AffineTransform(scaleX: numbers[0], y: numbers[1])
        case ["rotationAngle"]: AffineTransform(rotationAngle: numbers[0])
        case ["a", "b", "c", "d", "tx", "ty"]:
            AffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
        default: nil
        }
        return made.map(transformValue)
    }

    /// `translatedBy(x:y:)`, `scaledBy(x:y:)`, `rotated(by:)` (each applied
    /// before the transform, as CoreGraphics' `CGAffineTransformTranslate`),
    /// `concatenating(_:)`, `inverted()`.
    func transformMethod(_ name: String, of transform: AffineTransform, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let labels = arguments.map(\.label)
        func numberArgument(_ index: Int) throws -> Double { try number(arguments[index].value, at: call) }
        let result: AffineTransform? = switch (name, labels) {
        case ("translatedBy", ["x", "y"]): AffineTransform(translationX: try numberArgument(0), y: try numberArgument(1)).concatenating(transform)
        case ("scaledBy", ["x", "y"]): AffineTransform(scaleX: try numberArgument(0), y: try numberArgument(1)).concatenating(transform)
        case ("rotated", ["by"]): AffineTransform(rotationAngle: try numberArgument(0)).concatenating(transform)
        case ("concatenating", [nil]): affineTransform(arguments[0].value).map(transform.concatenating)
        case ("inverted", []): transform.inverted()
        default: nil
        }
        return result.map(transformValue)
    }

    /// `view.transform = t`: where the view is drawn. A Google view moved only
    /// is drawn there; one scaled, turned or given a transform the run does
    /// not compute is recorded for `checkTransforms` (an app view's unknown
    /// transform stops at once: it could cover any Google view).
    func setTransform(of view: LayoutView, to newValue: Value, at node: some SyntaxProtocol) throws {
        let transform = affineTransform(newValue)
        guard let google = view as? GoogleView else {
            guard let transform else { throw unsupported(node, "a transform from \(newValue.kind) (where the view is drawn)") }
            view.transform = transform
            return
        }
        view.transform = transform ?? .identity
        let movedOnly = transform.map { $0.a == 1 && $0.b == 0 && $0.c == 0 && $0.d == 1 } ?? false
        transformedViews[ObjectIdentifier(google)] = movedOnly ? nil : (google, tag(node))
    }
}
