import UIKit

/// Key-path based Auto Layout helpers shared by the navigation screens.
enum Pin {
    typealias YEdge<Root> = KeyPath<Root, NSLayoutYAxisAnchor>
    typealias XEdge<Root> = KeyPath<Root, NSLayoutXAxisAnchor>

    @MainActor
    static func y<Target>(
        _ view: UIView, _ edge: YEdge<UIView>,
        to target: Target, _ targetEdge: YEdge<Target>, _ constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        view[keyPath: edge].constraint(equalTo: target[keyPath: targetEdge], constant: constant)
    }

    @MainActor
    static func yAtMost<Target>(
        _ view: UIView, _ edge: YEdge<UIView>,
        to target: Target, _ targetEdge: YEdge<Target>, _ constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        view[keyPath: edge].constraint(lessThanOrEqualTo: target[keyPath: targetEdge], constant: constant)
    }

    @MainActor
    static func x<Target>(
        _ view: UIView, _ edge: XEdge<UIView>,
        to target: Target, _ targetEdge: XEdge<Target>, _ constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        view[keyPath: edge].constraint(equalTo: target[keyPath: targetEdge], constant: constant)
    }
}

/// Which vertical edge of a view a table entry means.
enum VerticalEdge: CaseIterable {
    case top, bottom

    @MainActor
    var anchor: KeyPath<UIView, NSLayoutYAxisAnchor> {
        Self.table[self]!
    }

    @MainActor
    static let table: [VerticalEdge: KeyPath<UIView, NSLayoutYAxisAnchor>] = [
        .top: \.topAnchor,
        .bottom: \.bottomAnchor,
    ]
}

extension UIView {
    /// `view.set(\.alpha, 0)`: one generic setter for the animation code.
    func set<T>(_ keyPath: ReferenceWritableKeyPath<UIView, T>, _ value: T) {
        self[keyPath: keyPath] = value
    }
}
