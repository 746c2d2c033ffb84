//  LayoutRule.swift — a layout is a list of rules; each turns a target (an SDK
//  UI state, a view, a prompt) into constraints. Rules are value types with an
//  associated target, so lists of them go through the erasers below.

import GoogleNavigation
import UIKit

@MainActor
protocol LayoutRule {
    associatedtype Target
    func constraints(for target: Target) -> [NSLayoutConstraint]
}

// MARK: - Box eraser (abstract base + generic subclass)

/// Abstract: only `_RuleBox` is ever instantiated.
@MainActor
class _AnyRuleBoxBase<Target> {
    func constraints(for target: Target) -> [NSLayoutConstraint] {
        fatalError("_AnyRuleBoxBase.constraints(for:) is abstract")
    }
}

@MainActor
final class _RuleBox<R: LayoutRule>: _AnyRuleBoxBase<R.Target> {
    private let base: R

    init(_ base: R) { self.base = base }

    override func constraints(for target: R.Target) -> [NSLayoutConstraint] {
        base.constraints(for: target)
    }
}

/// A rule of any concrete type with the given target.
@MainActor
struct AnyLayoutRule<Target>: LayoutRule {
    private let box: _AnyRuleBoxBase<Target>

    init<R: LayoutRule>(_ rule: R) where R.Target == Target {
        if let alreadyErased = rule as? AnyLayoutRule<Target> {
            box = alreadyErased.box
        } else {
            box = _RuleBox(rule)
        }
    }

    /// An ad-hoc rule.
    init(_ make: @escaping (Target) -> [NSLayoutConstraint]) {
        self.init(BlockRule(make: make))
    }

    func constraints(for target: Target) -> [NSLayoutConstraint] { box.constraints(for: target) }
}

@MainActor
struct BlockRule<Target>: LayoutRule {
    let make: (Target) -> [NSLayoutConstraint]

    func constraints(for target: Target) -> [NSLayoutConstraint] { make(target) }
}

// MARK: - Closure eraser

/// The lighter eraser: keeps only the rule's function.
@MainActor
struct ErasedRule<Target>: LayoutRule {
    private let make: (Target) -> [NSLayoutConstraint]

    init<R: LayoutRule>(_ rule: R) where R.Target == Target { make = rule.constraints(for:) }

    init(_ make: @escaping (Target) -> [NSLayoutConstraint]) { self.make = make }

    func constraints(for target: Target) -> [NSLayoutConstraint] { make(target) }
}

// MARK: - Combinators

/// Runs a rule written for a part of the target (`\.speedWidget`) on the whole.
@MainActor
struct PulledBackRule<Base: LayoutRule, Target>: LayoutRule {
    let base: Base
    let path: KeyPath<Target, Base.Target>

    func constraints(for target: Target) -> [NSLayoutConstraint] {
        base.constraints(for: target[keyPath: path])
    }
}

extension LayoutRule {
    func pulledBack<Whole>(along path: KeyPath<Whole, Target>) -> PulledBackRule<Self, Whole> {
        PulledBackRule(base: self, path: path)
    }

    func erased() -> AnyLayoutRule<Target> { AnyLayoutRule(self) }
}

extension Sequence {
    /// Every rule's constraints for `target`, in rule order.
    @MainActor
    func constraints<R: LayoutRule>(for target: R.Target) -> [NSLayoutConstraint] where Element == R {
        flatMap { $0.constraints(for: target) }
    }
}

// MARK: - What both SDK states have

@MainActor
protocol ChromeState: AnyObject {
    var googleLogo: UIView { get }
    var viewport: UIView { get }
    var wideMode: Bool { get }
    var isGuiding: Bool { get }
}

extension NavigationReadyUIState: ChromeState { var isGuiding: Bool { false } }
extension ActiveGuidanceUIState: ChromeState { var isGuiding: Bool { true } }
