import GoogleNavigation
import UIKit

/// One view a variant's fit check measures.
struct Measured {
    let view: UIView
    /// Google views draw inside their built-in margins; app containers draw their whole frame.
    let drawsInsideMargins: Bool

    static func google(_ view: UIView) -> Measured { Measured(view: view, drawsInsideMargins: true) }
    static func container(_ view: UIView) -> Measured { Measured(view: view, drawsInsideMargins: false) }
}

/// What a tried variant must satisfy once laid out.
struct FitRules {
    var onScreen: [Measured] = []
    var apart: [(Measured, Measured)] = []
    var viewport: UIView?
    /// The viewport must keep at least this share of the safe area's height.
    var minimumViewportShare: CGFloat = 0.2
}

enum FitFailure: CustomStringConvertible {
    case clipped(UIView, CGRect)
    case overlapping(UIView, UIView)
    case viewportTooShort(CGFloat)

    var description: String {
        switch self {
        case .clipped(let view, let rect): return "clipped \(type(of: view)) at \(rect)"
        case .overlapping(let first, let second): return "\(type(of: first)) overlaps \(type(of: second))"
        case .viewportTooShort(let height): return "viewport only \(height) pt high"
        }
    }
}

/// Measures laid-out frames in the map's coordinates.
@MainActor
struct FitMeter {
    let map: UIView

    func drawnRect(of item: Measured) -> CGRect {
        let view = item.view
        guard item.drawsInsideMargins else { return view.convert(view.bounds, to: map) }
        return view.convert(view.layoutMarginsGuide.layoutFrame, to: map)
    }

    private func isDrawn(_ rect: CGRect) -> Bool {
        !rect.isNull && !rect.isEmpty
    }

    func failures(of rules: FitRules) -> [FitFailure] {
        var found: [FitFailure] = []
        let screen = map.bounds
        for item in rules.onScreen {
            let rect = drawnRect(of: item)
            if isDrawn(rect) && !screen.contains(rect) {
                found.append(.clipped(item.view, rect))
            }
        }
        for (first, second) in rules.apart {
            let (a, b) = (drawnRect(of: first), drawnRect(of: second))
            if isDrawn(a) && isDrawn(b) && a.intersects(b) {
                found.append(.overlapping(first.view, second.view))
            }
        }
        if let viewport = rules.viewport {
            // The stub UIKit has no `CGRect.inset(by:)`: the open height is worked out by hand.
            let insets = map.safeAreaInsets
            let openHeight = screen.height - insets.top - insets.bottom
            let height = viewport.convert(viewport.bounds, to: map).height
            if height < openHeight * rules.minimumViewportShare {
                found.append(.viewportTooShort(height))
            }
        }
        return found
    }
}

/// A candidate arrangement: its constraints, the views it hides, and what it must satisfy.
struct LayoutVariant {
    let name: String
    var hides: [UIView] = []
    let rules: FitRules
    let build: () -> [NSLayoutConstraint]
}

/// Tries variants in order; the first that fits stays (the last one when none does).
@MainActor
final class VariantRunner {
    private(set) var active: [NSLayoutConstraint] = []
    private(set) var hidden: [UIView] = []
    private(set) var chosen: String?
    private(set) var lastRejections: [String: [FitFailure]] = [:]

    @discardableResult
    func apply(_ candidates: [LayoutVariant], in map: UIView) -> String? {
        rollback()
        lastRejections = [:]
        for (index, variant) in candidates.enumerated() {
            let constraints = variant.build()
            variant.hides.forEach { $0.isHidden = true }
            NSLayoutConstraint.activate(constraints)
            map.layoutIfNeeded()
            let failures = FitMeter(map: map).failures(of: variant.rules)
            let isLast = index == candidates.count - 1
            if failures.isEmpty || isLast {
                active = constraints
                hidden = variant.hides
                chosen = variant.name
                return variant.name
            }
            lastRejections[variant.name] = failures
            NSLayoutConstraint.deactivate(constraints)
            variant.hides.forEach { $0.isHidden = false }
        }
        return nil
    }

    /// Takes the chosen variant back: its constraints off, its hidden views shown again.
    func rollback() {
        NSLayoutConstraint.deactivate(active)
        active = []
        hidden.forEach { $0.isHidden = false }
        hidden = []
        chosen = nil
    }
}
