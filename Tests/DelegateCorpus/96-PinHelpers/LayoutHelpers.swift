import UIKit

/// Tiny Auto Layout helpers shared by the app's screens. Everything has a
/// default so call sites only say what differs.
enum PinRelation {
    case equal
    case atMost
    case atLeast
}

extension NSDirectionalEdgeInsets {
    static func all(_ value: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
    }
}

@MainActor
func prepare(_ views: UIView..., in container: UIView) {
    for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
    }
}

@MainActor
private func make(_ a: NSLayoutYAxisAnchor, _ b: NSLayoutYAxisAnchor, _ constant: CGFloat, _ relation: PinRelation) -> NSLayoutConstraint {
    switch relation {
    case .equal: return a.constraint(equalTo: b, constant: constant)
    case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: constant)
    case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
    }
}

@MainActor
private func make(_ a: NSLayoutXAxisAnchor, _ b: NSLayoutXAxisAnchor, _ constant: CGFloat, _ relation: PinRelation) -> NSLayoutConstraint {
    switch relation {
    case .equal: return a.constraint(equalTo: b, constant: constant)
    case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: constant)
    case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
    }
}

/// Pins the given edges. Insets are positive inwards (bottom and trailing are negated).
/// `bottomRelation`/`trailingRelation` are in the "inwards" sense: `.atMost` keeps the
/// view above / before the anchor.
@MainActor
@discardableResult
func pin(_ v: UIView,
         top: NSLayoutYAxisAnchor? = nil,
         leading: NSLayoutXAxisAnchor? = nil,
         bottom: NSLayoutYAxisAnchor? = nil,
         trailing: NSLayoutXAxisAnchor? = nil,
         insets: NSDirectionalEdgeInsets = .zero,
         topRelation: PinRelation = .equal,
         bottomRelation: PinRelation = .equal,
         trailingRelation: PinRelation = .equal,
         priority: UILayoutPriority = .required,
         activate: Bool = true) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    if let top { result.append(make(v.topAnchor, top, insets.top, topRelation)) }
    if let leading { result.append(make(v.leadingAnchor, leading, insets.leading, .equal)) }
    if let bottom { result.append(make(v.bottomAnchor, bottom, -insets.bottom, bottomRelation)) }
    if let trailing { result.append(make(v.trailingAnchor, trailing, -insets.trailing, trailingRelation)) }
    result.forEach { $0.priority = priority }
    if activate { NSLayoutConstraint.activate(result) }
    return result
}

@MainActor
@discardableResult
func pinEdges(_ v: UIView, to guide: UILayoutGuide, insets: NSDirectionalEdgeInsets = .zero) -> [NSLayoutConstraint] {
    pin(v, top: guide.topAnchor, leading: guide.leadingAnchor,
        bottom: guide.bottomAnchor, trailing: guide.trailingAnchor, insets: insets)
}
