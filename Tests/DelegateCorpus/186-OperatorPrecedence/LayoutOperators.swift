import UIKit

// A tiny constraint DSL, written in-house so layout code reads like the
// design spec: `turnCard.top == navMap.safeTop + 8`, `floor.bottom <= etaCard.marginTop`,
// `logo.bottom == floor.top ~ .defaultHigh`.

precedencegroup LayoutPriorityPrecedence {
    associativity: none
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}

infix operator ~: LayoutPriorityPrecedence

/// The right-hand side of a constraint: an anchor, an offset and a priority.
@MainActor
struct AnchorTerm<Kind: AnyObject> {
    let anchor: NSLayoutAnchor<Kind>
    var offset: CGFloat = 0
    var priority: UILayoutPriority = .required
}

@MainActor func + <K>(lhs: NSLayoutAnchor<K>, rhs: CGFloat) -> AnchorTerm<K> {
    AnchorTerm(anchor: lhs, offset: rhs)
}

@MainActor func - <K>(lhs: NSLayoutAnchor<K>, rhs: CGFloat) -> AnchorTerm<K> { lhs + -rhs }

@MainActor func ~ <K>(lhs: AnchorTerm<K>, rhs: UILayoutPriority) -> AnchorTerm<K> {
    var term = lhs
    term.priority = rhs
    return term
}

@MainActor func ~ <K>(lhs: NSLayoutAnchor<K>, rhs: UILayoutPriority) -> AnchorTerm<K> {
    AnchorTerm(anchor: lhs, priority: rhs)
}

extension NSLayoutConstraint {
    func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

@MainActor func == <K>(lhs: NSLayoutAnchor<K>, rhs: AnchorTerm<K>) -> NSLayoutConstraint {
    lhs.constraint(equalTo: rhs.anchor, constant: rhs.offset).prioritized(rhs.priority)
}

@MainActor func <= <K>(lhs: NSLayoutAnchor<K>, rhs: AnchorTerm<K>) -> NSLayoutConstraint {
    lhs.constraint(lessThanOrEqualTo: rhs.anchor, constant: rhs.offset).prioritized(rhs.priority)
}

@MainActor func >= <K>(lhs: NSLayoutAnchor<K>, rhs: AnchorTerm<K>) -> NSLayoutConstraint {
    lhs.constraint(greaterThanOrEqualTo: rhs.anchor, constant: rhs.offset).prioritized(rhs.priority)
}

@MainActor func == <K>(lhs: NSLayoutAnchor<K>, rhs: NSLayoutAnchor<K>) -> NSLayoutConstraint {
    lhs == AnchorTerm(anchor: rhs)
}

@MainActor func <= <K>(lhs: NSLayoutAnchor<K>, rhs: NSLayoutAnchor<K>) -> NSLayoutConstraint {
    lhs <= AnchorTerm(anchor: rhs)
}

@MainActor func >= <K>(lhs: NSLayoutAnchor<K>, rhs: NSLayoutAnchor<K>) -> NSLayoutConstraint {
    lhs >= AnchorTerm(anchor: rhs)
}

@MainActor func == (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint { lhs.constraint(equalToConstant: rhs) }

extension UIView {
    var top: NSLayoutYAxisAnchor { topAnchor }
    var bottom: NSLayoutYAxisAnchor { bottomAnchor }
    var leading: NSLayoutXAxisAnchor { leadingAnchor }
    var trailing: NSLayoutXAxisAnchor { trailingAnchor }
    var marginTop: NSLayoutYAxisAnchor { layoutMarginsGuide.topAnchor }
    var safeTop: NSLayoutYAxisAnchor { safeAreaLayoutGuide.topAnchor }
    var safeBottom: NSLayoutYAxisAnchor { safeAreaLayoutGuide.bottomAnchor }
    var safeLeading: NSLayoutXAxisAnchor { safeAreaLayoutGuide.leadingAnchor }
    var safeTrailing: NSLayoutXAxisAnchor { safeAreaLayoutGuide.trailingAnchor }
}

extension UILayoutGuide {
    var top: NSLayoutYAxisAnchor { topAnchor }
    var bottom: NSLayoutYAxisAnchor { bottomAnchor }
    var leading: NSLayoutXAxisAnchor { leadingAnchor }
    var trailing: NSLayoutXAxisAnchor { trailingAnchor }
    var height: NSLayoutDimension { heightAnchor }
}
