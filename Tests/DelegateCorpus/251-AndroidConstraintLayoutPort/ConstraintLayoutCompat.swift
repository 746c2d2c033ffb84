// ConstraintLayoutCompat.swift
// A thin port of the bits of androidx.constraintlayout we use on Android, so the
// navigation screen layout reads the same on both platforms.
//
//   constrain(view, in: parent) { it in
//       it.topToBottomOf(turnCard)
//       it.startToStartOf(parent, margin: dp(16))
//   }

import UIKit
import GoogleNavigation

// MARK: - Units and layout params

/// iOS points are density independent already: 1dp == 1pt.
@inline(__always) func dp(_ value: Int) -> CGFloat { CGFloat(value) }

/// Same sentinel values as ViewGroup.LayoutParams.
let MATCH_PARENT: CGFloat = -1
let WRAP_CONTENT: CGFloat = -2

enum ConstraintPriority {
    static let preferred = UILayoutPriority(250)
}

// MARK: - Anything with anchors (View or Guideline/Barrier/spacers)

@MainActor
protocol ConstraintTarget: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: ConstraintTarget {}
extension UILayoutGuide: ConstraintTarget {}

// MARK: - ConstraintSet

/// What one `applyTo` pass produced; `clear()` undoes it (constraints and the
/// helper guides it added to the parent).
@MainActor
final class ConstraintSet {
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var helperGuides: [UILayoutGuide] = []

    func add(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    func add(contentsOf list: [NSLayoutConstraint]) { constraints.append(contentsOf: list) }

    func adopt(_ guide: UILayoutGuide, in parent: UIView) {
        parent.addLayoutGuide(guide)
        helperGuides.append(guide)
    }

    func applyTo() { NSLayoutConstraint.activate(constraints) }

    func clear() {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        helperGuides.forEach { $0.owningView?.removeLayoutGuide($0) }
        helperGuides.removeAll()
    }
}

// MARK: - constrain(view) { it.xxxToYyyOf(...) }

@MainActor
final class ConstraintScope {
    let target: ConstraintTarget
    let parent: UIView
    fileprivate(set) var collected: [NSLayoutConstraint] = []

    init(target: ConstraintTarget, parent: UIView) {
        self.target = target
        self.parent = parent
    }

    /// layout_width: MATCH_PARENT pins start/end to the parent, WRAP_CONTENT leaves
    /// the intrinsic size, anything else is a fixed dp size.
    var width: CGFloat = WRAP_CONTENT {
        didSet {
            if width == MATCH_PARENT {
                startToStartOf(parent)
                endToEndOf(parent)
            } else if width != WRAP_CONTENT {
                collected.append(target.widthAnchor.constraint(equalToConstant: width))
            }
        }
    }

    var height: CGFloat = WRAP_CONTENT {
        didSet {
            if height == MATCH_PARENT {
                topToTopOf(parent)
                bottomToBottomOf(parent)
            } else if height != WRAP_CONTENT {
                collected.append(target.heightAnchor.constraint(equalToConstant: height))
            }
        }
    }

    func topToTopOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.topAnchor.constraint(equalTo: other.topAnchor, constant: margin))
    }
    func topToBottomOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.topAnchor.constraint(equalTo: other.bottomAnchor, constant: margin))
    }
    func bottomToBottomOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -margin))
    }
    func bottomToTopOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.bottomAnchor.constraint(equalTo: other.topAnchor, constant: -margin))
    }
    func startToStartOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: margin))
    }
    func startToEndOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: margin))
    }
    func endToEndOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -margin))
    }
    func endToStartOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.trailingAnchor.constraint(equalTo: other.leadingAnchor, constant: -margin))
    }
    /// app:layout_constraintEnd_toStartOf with layout_constrainedWidth: never past `other`.
    func endAtMostStartOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.trailingAnchor.constraint(lessThanOrEqualTo: other.leadingAnchor, constant: -margin))
    }
    func startAtLeastEndOf(_ other: ConstraintTarget, margin: CGFloat = 0) {
        collected.append(target.leadingAnchor.constraint(greaterThanOrEqualTo: other.trailingAnchor, constant: margin))
    }
}

/// `constrain(view, in: parent) { it in ... }` collects into `set`; nothing is
/// active until `set.applyTo()`.
@MainActor
func constrain(_ target: ConstraintTarget, in parent: UIView, into set: ConstraintSet,
               _ block: (ConstraintScope) -> Void) {
    if let view = target as? UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
    }
    let scope = ConstraintScope(target: target, parent: parent)
    block(scope)
    set.add(contentsOf: scope.collected)
}

// MARK: - Guideline(percent:)

@MainActor
final class Guideline: UILayoutGuide {
    enum Orientation { case vertical, horizontal }

    let orientation: Orientation
    let percent: CGFloat

    init(orientation: Orientation, percent: CGFloat) {
        self.orientation = orientation
        self.percent = percent
        super.init()
        identifier = "guideline_\(orientation == .vertical ? "v" : "h")_\(Int(percent * 100))"
    }

    /// The guideline is this guide's start (vertical) or top (horizontal) edge:
    /// the guide spans the remaining `1 - percent` of the parent, so
    /// `it.endToStartOf(guideline)` reads as on Android.
    func attach(to parent: UIView) -> [NSLayoutConstraint] {
        parent.addLayoutGuide(self)
        switch orientation {
        case .vertical:
            return [
                trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 1 - percent),
                topAnchor.constraint(equalTo: parent.topAnchor),
                bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            ]
        case .horizontal:
            return [
                bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 1 - percent),
                leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            ]
        }
    }
}

// MARK: - Barrier (top barrier over a set of views)

@MainActor
final class Barrier: UILayoutGuide {
    /// A zero-height line resting on `resting`'s bottom, pushed up above every
    /// referenced item's top.
    func build(in parent: UIView, resting: ConstraintTarget, referenced: [ConstraintTarget],
               into set: ConstraintSet) {
        set.adopt(self, in: parent)
        identifier = "barrier_top"
        constrain(self, in: parent, into: set) { it in
            it.width = MATCH_PARENT
            it.height = dp(0)
        }
        let rest = bottomAnchor.constraint(equalTo: resting.bottomAnchor)
        rest.priority = ConstraintPriority.preferred
        set.add(rest)
        for item in referenced {
            set.add(bottomAnchor.constraint(lessThanOrEqualTo: item.topAnchor))
        }
    }
}

// MARK: - Chains

enum ChainStyle {
    case spread
    case packed(bias: CGFloat)
}

/// A vertical chain between `top` and `bottom` (ConstraintLayout's
/// layout_constraintVertical_chainStyle). Items are stacked with `gap`; spacer
/// guides take the free space as the style says.
@MainActor
func verticalChain(_ items: [UIView], in parent: UIView, into set: ConstraintSet,
                   top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor,
                   style: ChainStyle, gap: CGFloat, margin: CGFloat = 0) {
    guard let first = items.first, let last = items.last else { return }
    let head = UILayoutGuide()
    let tail = UILayoutGuide()
    for spacer in [head, tail] {
        set.adopt(spacer, in: parent)
        constrain(spacer, in: parent, into: set) { it in it.width = MATCH_PARENT }
    }
    set.add(head.topAnchor.constraint(equalTo: top, constant: margin))
    set.add(first.topAnchor.constraint(equalTo: head.bottomAnchor))
    for (upper, lower) in zip(items, items.dropFirst()) {
        set.add(lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: gap))
    }
    set.add(tail.topAnchor.constraint(equalTo: last.bottomAnchor))
    set.add(tail.bottomAnchor.constraint(equalTo: bottom, constant: -margin))

    switch style {
    case .spread:
        set.add(head.heightAnchor.constraint(equalTo: tail.heightAnchor))
    case .packed(let bias):
        if bias >= 1 {
            set.add(tail.heightAnchor.constraint(equalToConstant: 0))
        } else if bias <= 0 {
            set.add(head.heightAnchor.constraint(equalToConstant: 0))
        } else {
            set.add(head.heightAnchor.constraint(equalTo: tail.heightAnchor, multiplier: bias / (1 - bias)))
        }
    }
}
