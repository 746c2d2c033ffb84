import GoogleNavigation
import UIKit

// The drive screen's chrome as a value. `ChromeTreeLayoutDelegate` builds one
// tree per navigation state; `realise(_:in:)` below turns it into the views to
// mount (back to front) and the constraints to activate. Nothing in here knows
// which Google view is which.

/// A horizontal line a pin can refer to.
enum XLine {
    case safeLeading
    case safeTrailing
    case leading(of: UIView)
    case trailing(of: UIView)
}

/// A vertical line a pin can refer to.
enum YLine {
    case safeTop
    case safeBottom
    case mapBottom
    /// The top of the open map's floor guide: above the docked ETA card and any prompt.
    case openFloor
    case top(of: UIView)
    case bottom(of: UIView)
}

/// One edge of a node held on a line. Insets always move the node inwards:
/// `.bottom(.openFloor, 8)` sits 8 pt above the floor, `.trailing(.safeTrailing, 8)`
/// 8 pt inside the safe area.
enum Pin {
    case top(YLine, CGFloat = 0)
    case bottom(YLine, CGFloat = 0)
    case leading(XLine, CGFloat = 0)
    case trailing(XLine, CGFloat = 0)
    /// The open map's floor stays at or above the node's top (docked bars).
    case holdsFloor
}

indirect enum ChromeTree {
    case empty
    /// A view to mount; the node around it says where it goes.
    case view(UIView)
    /// The anchor view of `tree` held by `pins`.
    case pin(ChromeTree, [Pin])
    /// Built bottom-up: every child sits on the margins of the one before it
    /// (Google views carry transparent margins) and shares the first one's
    /// leading edge. Pins on a column hold its first child.
    case column([ChromeTree], spacing: CGFloat)
    /// `over` drawn on top of `base`; `base` is the anchor.
    case overlay(ChromeTree, over: ChromeTree)
    /// Siblings with nothing in common but their parent.
    case group([ChromeTree])
    /// `tree` only when the condition holds (built, never realised otherwise).
    case when(Bool, ChromeTree)
}

extension ChromeTree: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: ChromeTree...) {
        self = .group(elements)
    }
}

extension ChromeTree {
    /// `.view(turnCard).pinned(.top(.safeTop), .leading(.safeLeading))`
    func pinned(_ pins: Pin...) -> ChromeTree {
        .pin(self, pins)
    }

    /// The view a parent's pins hold: the first view in reading order.
    var anchorView: UIView? {
        switch self {
        case .empty, .group, .when(false, _):
            nil
        case .view(let view):
            view
        case .pin(let tree, _), .overlay(let tree, _), .when(true, let tree):
            tree.anchorView
        case .column(let children, _):
            children.lazy.compactMap(\.anchorView).first
        }
    }
}

extension ChromeTree: CustomDebugStringConvertible {
    var debugDescription: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        switch self {
        case .empty:
            return [pad + "empty"]
        case .view(let view):
            return [pad + "view \(type(of: view))"]
        case .pin(.view(let view), let pins):
            return [pad + "pin \(type(of: view)) ×\(pins.count)"]
        case .pin(let tree, let pins):
            return [pad + "pin ×\(pins.count)"] + tree.lines(depth: depth + 1)
        case .column(let children, let spacing):
            return [pad + "column spacing \(spacing)"] + children.flatMap { $0.lines(depth: depth + 1) }
        case .overlay(let base, let over):
            return [pad + "overlay"] + base.lines(depth: depth + 1) + over.lines(depth: depth + 1)
        case .group(let children):
            return [pad + "group"] + children.flatMap { $0.lines(depth: depth + 1) }
        case .when(let condition, let tree):
            return condition ? tree.lines(depth: depth) : [pad + "(skipped)"]
        }
    }
}

/// What a tree resolves against.
@MainActor
struct ChromeScope {
    let safeArea: UILayoutGuide
    let map: UIView
    /// Zero-height guide marking the bottom of the open map for the session.
    let floor: UILayoutGuide

    func anchor(_ line: XLine) -> NSLayoutXAxisAnchor {
        switch line {
        case .safeLeading: safeArea.leadingAnchor
        case .safeTrailing: safeArea.trailingAnchor
        case .leading(let view): view.leadingAnchor
        case .trailing(let view): view.trailingAnchor
        }
    }

    func anchor(_ line: YLine) -> NSLayoutYAxisAnchor {
        switch line {
        case .safeTop: safeArea.topAnchor
        case .safeBottom: safeArea.bottomAnchor
        case .mapBottom: map.bottomAnchor
        case .openFloor: floor.topAnchor
        case .top(let view): view.topAnchor
        case .bottom(let view): view.bottomAnchor
        }
    }
}

/// A realised tree: views back to front (each once) and the constraints placing them.
struct RealisedChrome {
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []

    func contains(_ view: UIView) -> Bool {
        views.contains { $0 === view }
    }
}

@MainActor
func realise(_ tree: ChromeTree, in scope: ChromeScope) -> RealisedChrome {
    var out = RealisedChrome()
    realise(tree, in: scope, into: &out)
    return out
}

@MainActor
private func realise(_ tree: ChromeTree, in scope: ChromeScope, into out: inout RealisedChrome) {
    switch tree {
    case .empty, .when(false, _):
        break
    case .when(true, let child):
        realise(child, in: scope, into: &out)
    case .view(let view):
        if !out.contains(view) {
            out.views.append(view)
        }
    case .pin(let child, let pins):
        realise(child, in: scope, into: &out)
        guard let view = child.anchorView else {
            assertionFailure("pins on a subtree without a view: \(child)")
            return
        }
        out.constraints += pins.map { constraint($0, holding: view, in: scope) }
    case .column(let children, let spacing):
        for child in children {
            realise(child, in: scope, into: &out)
        }
        let stacked = children.compactMap(\.anchorView)
        guard let base = stacked.first else { return }
        for (below, above) in zip(stacked, stacked.dropFirst()) {
            out.constraints.append(above.bottomAnchor.constraint(equalTo: below.layoutMarginsGuide.topAnchor, constant: -spacing))
            out.constraints.append(above.leadingAnchor.constraint(equalTo: base.leadingAnchor))
        }
    case .overlay(let base, let over):
        realise(base, in: scope, into: &out)
        realise(over, in: scope, into: &out)
    case .group(let children):
        for child in children {
            realise(child, in: scope, into: &out)
        }
    }
}

@MainActor
private func constraint(_ pin: Pin, holding view: UIView, in scope: ChromeScope) -> NSLayoutConstraint {
    switch pin {
    case let .top(line, inset):
        view.topAnchor.constraint(equalTo: scope.anchor(line), constant: inset)
    case let .bottom(line, inset):
        view.bottomAnchor.constraint(equalTo: scope.anchor(line), constant: -inset)
    case let .leading(line, inset):
        view.leadingAnchor.constraint(equalTo: scope.anchor(line), constant: inset)
    case let .trailing(line, inset):
        view.trailingAnchor.constraint(equalTo: scope.anchor(line), constant: -inset)
    case .holdsFloor:
        scope.floor.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor)
    }
}
