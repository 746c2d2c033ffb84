import GoogleNavigation
import UIKit

/// The views one navigation state puts on the map, bottom-most first:
/// the views of both states, then guidance's cards, then the prompt.
struct ChromeViews: Sequence {
    let base: [UIView]
    let cards: [UIView]
    let prompt: UIView?

    func makeIterator() -> Iterator {
        Iterator(parts: [base, cards, prompt.map { [$0] } ?? []])
    }

    struct Iterator: IteratorProtocol {
        let parts: [[UIView]]
        var part = 0
        var index = 0

        init(parts: [[UIView]]) { self.parts = parts }

        mutating func next() -> UIView? {
            while part < parts.count {
                if index < parts[part].count {
                    defer { index += 1 }
                    return parts[part][index]
                }
                part += 1
                index = 0
            }
            return nil
        }
    }
}

extension Array {
    /// `[a, b, c, d, e].chunked(into: 2)` is `[[a, b], [c, d], [e]]`.
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { start in
            Array(self[start..<Swift.min(start + size, count)])
        }
    }
}

/// A vertical pin: `view`'s anchor to a target anchor, at a constant.
typealias YPin = (anchor: NSLayoutYAxisAnchor, target: NSLayoutYAxisAnchor, constant: CGFloat)
/// A horizontal pin.
typealias XPin = (anchor: NSLayoutXAxisAnchor, target: NSLayoutXAxisAnchor, constant: CGFloat)

@MainActor
enum Pins {
    /// Three parallel lists zipped into `equalTo` constraints.
    static func equal(
        _ anchors: [NSLayoutYAxisAnchor], _ targets: [NSLayoutYAxisAnchor], _ constants: [CGFloat]
    ) -> [NSLayoutConstraint] {
        zip(anchors, zip(targets, constants)).map { anchor, rest in
            anchor.constraint(equalTo: rest.0, constant: rest.1)
        }
    }

    static func equal(
        _ anchors: [NSLayoutXAxisAnchor], _ targets: [NSLayoutXAxisAnchor], _ constants: [CGFloat]
    ) -> [NSLayoutConstraint] {
        zip(anchors, zip(targets, constants)).map { anchor, rest in
            anchor.constraint(equalTo: rest.0, constant: rest.1)
        }
    }

    static func make(_ y: [YPin], _ x: [XPin]) -> [NSLayoutConstraint] {
        y.map { $0.anchor.constraint(equalTo: $0.target, constant: $0.constant) }
            + x.map { $0.anchor.constraint(equalTo: $0.target, constant: $0.constant) }
    }
}

extension UIView {
    /// Whether `ancestor` is this view or above it.
    func sits(in ancestor: UIView) -> Bool {
        sequence(first: self, next: { $0.superview }).contains { $0 === ancestor }
    }
}

extension Sequence where Element == NavigationUIButton {
    /// The buttons' views by type: the SDK may reorder `buttons`.
    @MainActor
    var viewsByType: [NavigationButtonKnownType: UIView] {
        reduce(into: [:]) { table, button in table[button.type] = button.view }
    }
}
