import GoogleNavigation
import UIKit

// The vocabulary of the chrome table (ChromeTable.swift) and the one function
// that turns a table row into constraints. Nothing in here knows which view is
// which: keys are whatever the table is keyed by.

/// A horizontal line a placement can refer to.
enum XRef<Key: Hashable> {
    case safeLeading
    case safeTrailing
    case leadingOf(Key)
    case trailingOf(Key)
}

/// A vertical line a placement can refer to.
enum YRef<Key: Hashable> {
    case safeTop
    case safeBottom
    case mapTop
    case mapBottom
    /// The top of the open map's floor (above the bottom band and any prompt).
    case openFloor
    case topOf(Key)
    case bottomOf(Key)
}

/// Where one view goes. Views the SDK sizes (cards, logo, speed widget,
/// prompts) are only ever pinned by a corner or docked: never given a size.
enum Placement<Key: Hashable> {
    /// Top leading corner on the two lines, moved in by `inset`.
    case topLeading(YRef<Key>, XRef<Key>, inset: CGFloat)
    /// Bottom leading corner on the two lines, moved in by `inset`.
    case bottomLeading(YRef<Key>, XRef<Key>, inset: CGFloat)
    /// Across the bottom of the map from a leading line; the open map's floor
    /// stays above it.
    case bottomBand(XRef<Key>)
    /// Fills the rectangle between four lines.
    case region(top: YRef<Key>, leading: XRef<Key>, bottom: YRef<Key>, trailing: XRef<Key>)
    /// A vertical strip inside a trailing line, between two vertical lines, `gap` in from each.
    case rail(top: YRef<Key>, bottom: YRef<Key>, trailing: XRef<Key>, gap: CGFloat)
    /// Right above another view, on its leading edge.
    case stacked(above: Key, gap: CGFloat)
}

/// What the references resolve against.
struct LayoutFrame {
    let map: UIView
    let safeArea: UILayoutGuide
    /// Zero-height guide marking the bottom of the open map.
    let floor: UILayoutGuide
}

/// Constraints made from a table: `pins` place the views, `keepClear` holds the
/// open map's floor above bottom bands (a prompt lets go of those first).
struct ResolvedLayout {
    var pins: [NSLayoutConstraint] = []
    var keepClear: [NSLayoutConstraint] = []

    var all: [NSLayoutConstraint] { pins + keepClear }
}

/// Turns a table row into constraints, one key at a time in `areInIncreasingOrder`
/// so the same table always gives the same list. A placement whose references
/// name a key without a view is a table bug: it is skipped (and asserts in debug).
@MainActor
func resolve<Key: Hashable>(
    _ placements: [Key: Placement<Key>],
    views: [Key: UIView],
    in frame: LayoutFrame,
    by areInIncreasingOrder: (Key, Key) -> Bool
) -> ResolvedLayout {
    var layout = ResolvedLayout()

    func x(_ ref: XRef<Key>) -> NSLayoutXAxisAnchor? {
        switch ref {
        case .safeLeading: return frame.safeArea.leadingAnchor
        case .safeTrailing: return frame.safeArea.trailingAnchor
        case .leadingOf(let key): return views[key]?.leadingAnchor
        case .trailingOf(let key): return views[key]?.trailingAnchor
        }
    }

    func y(_ ref: YRef<Key>) -> NSLayoutYAxisAnchor? {
        switch ref {
        case .safeTop: return frame.safeArea.topAnchor
        case .safeBottom: return frame.safeArea.bottomAnchor
        case .mapTop: return frame.map.topAnchor
        case .mapBottom: return frame.map.bottomAnchor
        case .openFloor: return frame.floor.topAnchor
        case .topOf(let key): return views[key]?.topAnchor
        case .bottomOf(let key): return views[key]?.bottomAnchor
        }
    }

    for key in placements.keys.sorted(by: areInIncreasingOrder) {
        guard let view = views[key], let placement = placements[key] else { continue }
        switch placement {
        case let .topLeading(topRef, leadingRef, inset):
            if let top = y(topRef), let leading = x(leadingRef) {
                layout.pins.append(view.topAnchor.constraint(equalTo: top, constant: inset))
                layout.pins.append(view.leadingAnchor.constraint(equalTo: leading, constant: inset))
            } else {
                assertionFailure("unresolved reference for \(key)")
            }
        case let .bottomLeading(bottomRef, leadingRef, inset):
            if let bottom = y(bottomRef), let leading = x(leadingRef) {
                layout.pins.append(view.bottomAnchor.constraint(equalTo: bottom, constant: -inset))
                layout.pins.append(view.leadingAnchor.constraint(equalTo: leading, constant: inset))
            } else {
                assertionFailure("unresolved reference for \(key)")
            }
        case let .bottomBand(leadingRef):
            if let leading = x(leadingRef) {
                layout.pins.append(view.bottomAnchor.constraint(equalTo: frame.map.bottomAnchor))
                layout.pins.append(view.leadingAnchor.constraint(equalTo: leading))
                layout.keepClear.append(frame.floor.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor))
            } else {
                assertionFailure("unresolved reference for \(key)")
            }
        case let .region(topRef, leadingRef, bottomRef, trailingRef):
            if let top = y(topRef), let leading = x(leadingRef), let bottom = y(bottomRef), let trailing = x(trailingRef) {
                layout.pins.append(view.topAnchor.constraint(equalTo: top))
                layout.pins.append(view.leadingAnchor.constraint(equalTo: leading))
                layout.pins.append(view.bottomAnchor.constraint(equalTo: bottom))
                layout.pins.append(view.trailingAnchor.constraint(equalTo: trailing))
            } else {
                assertionFailure("unresolved reference for \(key)")
            }
        case let .rail(topRef, bottomRef, trailingRef, gap):
            if let top = y(topRef), let bottom = y(bottomRef), let trailing = x(trailingRef) {
                layout.pins.append(view.topAnchor.constraint(equalTo: top, constant: gap))
                layout.pins.append(view.bottomAnchor.constraint(equalTo: bottom, constant: -gap))
                layout.pins.append(view.trailingAnchor.constraint(equalTo: trailing, constant: -gap))
            } else {
                assertionFailure("unresolved reference for \(key)")
            }
        case let .stacked(above, gap):
            if let below = views[above] {
                layout.pins.append(view.bottomAnchor.constraint(equalTo: below.topAnchor, constant: -gap))
                layout.pins.append(view.leadingAnchor.constraint(equalTo: below.leadingAnchor))
            } else {
                assertionFailure("unresolved reference for \(key)")
            }
        }
    }
    return layout
}
