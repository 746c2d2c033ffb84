import GoogleNavigation
import UIKit

/// What pins resolve against: the map, its safe area and the open map's floor.
@MainActor
struct ChromeFrame {
    let map: UIView
    let safe: UILayoutGuide
    let floor: UILayoutGuide
}

/// Where one edge of a view goes. Constants count inwards from the reference
/// (a `.safe(12)` bottom is 12 pt above the safe area's bottom).
indirect enum Pin {
    case safe(CGFloat = 0)
    case map(CGFloat = 0)
    /// The top of the open map's floor (bottom edges only).
    case floor(CGFloat = 0)
    case below(UIView, CGFloat = 0)
    case above(UIView, CGFloat = 0)
    /// The other view's leading or trailing line, on the same side.
    case aligned(UIView, CGFloat = 0)
    /// Past the other view's trailing edge, at least.
    case clear(of: UIView)
    /// The same pin, giving way to required ones.
    case soft(Pin)
}

/// `Place(view, in: frame)(top: .safe(), leading: .safe(12), bottom: .floor(12))`:
/// one keyword per edge (`top`, `bottom`, `leading`, `trailing`), returning the
/// constraints inactive. Unknown keywords are a programming error.
@MainActor
@dynamicCallable
struct Place {
    let view: UIView
    let frame: ChromeFrame

    init(_ view: UIView, in frame: ChromeFrame) {
        self.view = view
        self.frame = frame
    }

    func dynamicallyCall(withKeywordArguments pins: KeyValuePairs<String, Pin>) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        return pins.compactMap { edge, pin in
            guard let constraint = resolve(edge, pin) else {
                assertionFailure("no \(edge) pin for \(pin)")
                return nil
            }
            return constraint
        }
    }

    private func resolve(_ edge: String, _ pin: Pin) -> NSLayoutConstraint? {
        switch (edge, pin) {
        case (_, .soft(let inner)):
            let constraint = resolve(edge, inner)
            constraint?.priority = .defaultLow
            return constraint
        case ("top", .safe(let inset)): return view.topAnchor.constraint(equalTo: frame.safe.topAnchor, constant: inset)
        case ("top", .map(let inset)): return view.topAnchor.constraint(equalTo: frame.map.topAnchor, constant: inset)
        case ("top", .below(let other, let gap)): return view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: gap)
        case ("top", .aligned(let other, let inset)): return view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset)
        case ("bottom", .safe(let inset)): return view.bottomAnchor.constraint(equalTo: frame.safe.bottomAnchor, constant: -inset)
        case ("bottom", .map(let inset)): return view.bottomAnchor.constraint(equalTo: frame.map.bottomAnchor, constant: -inset)
        case ("bottom", .floor(let inset)): return view.bottomAnchor.constraint(equalTo: frame.floor.topAnchor, constant: -inset)
        case ("bottom", .above(let other, let gap)): return view.bottomAnchor.constraint(equalTo: other.topAnchor, constant: -gap)
        case ("leading", .safe(let inset)): return view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor, constant: inset)
        case ("leading", .aligned(let other, let inset)): return view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset)
        case ("leading", .clear(let other)): return view.leadingAnchor.constraint(greaterThanOrEqualTo: other.trailingAnchor)
        case ("trailing", .safe(let inset)): return view.trailingAnchor.constraint(equalTo: frame.safe.trailingAnchor, constant: -inset)
        case ("trailing", .aligned(let other, let inset)): return view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset)
        default: return nil
        }
    }
}

// MARK: - Variadic generics

/// Adds the views back to front and hands them back with their own types.
@MainActor
@discardableResult
func mount<each V: UIView>(_ views: repeat each V, on map: UIView) -> (repeat each V) {
    repeat map.addSubview(each views)
    return (repeat each views)
}

/// The views of a pack as one array (for bookkeeping).
@MainActor
func collect<each V: UIView>(_ views: repeat each V) -> [UIView] {
    var all: [UIView] = []
    for view in repeat each views {
        all.append(view)
    }
    return all
}

/// The buttons of the given kinds, in that order, found by type.
@MainActor
func buttonViews(_ buttons: some Sequence<NavigationUIButton>, kinds: some Collection<NavigationButtonKnownType>) -> [UIView] {
    let byType = Dictionary(buttons.map { ($0.type, $0.view) }) { first, _ in first }
    return kinds.compactMap { byType[$0] }
}

// MARK: - Chrome per state

/// One navigation state's views and how they are pinned.
@MainActor
protocol ChromeLayout {
    /// Back to front.
    var views: [UIView] { get }
    func pins(in frame: ChromeFrame, wide: Bool) -> [NSLayoutConstraint]
}

struct ReadyChrome: ChromeLayout {
    let viewport: UIView
    let logo: UIView
    let buttons: GMSNavigationHidingStackView

    var views: [UIView] { collect(viewport, logo, buttons) }

    func pins(in frame: ChromeFrame, wide: Bool) -> [NSLayoutConstraint] {
        let edge: CGFloat = if wide { 20 } else { 12 }
        let place = { (view: UIView) in Place(view, in: frame) }
        return place(viewport)(top: .safe(), leading: .safe(), trailing: .safe(), bottom: .floor())
            + place(logo)(leading: .safe(edge), bottom: .floor(edge))
            + place(buttons)(top: .safe(edge), trailing: .safe(edge), bottom: .floor(edge))
    }
}

struct GuidanceChrome: ChromeLayout {
    let state: ActiveGuidanceUIState
    let buttons: GMSNavigationHidingStackView

    var views: [UIView] {
        collect(state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, buttons)
    }

    func pins(in frame: ChromeFrame, wide: Bool) -> [NSLayoutConstraint] {
        let (turnCard, etaCard, viewport) = (state.turnCard, state.etaCard, state.viewport)
        let edge: CGFloat = if wide { 20 } else { 12 }
        let place = { (view: UIView) in Place(view, in: frame) }

        // Cards along the leading edge in both modes: turn card top, ETA card bottom.
        let cards = place(turnCard)(top: .safe(), leading: .safe())
            + place(etaCard)(bottom: .safe(), leading: .safe())

        // Wide: the camera beside the leading column. Compact: between the cards,
        // with the floor held above the docked ETA card.
        let camera = switch wide {
        case true:
            place(viewport)(top: .safe(), leading: .clear(of: turnCard), leading: .clear(of: etaCard),
                            leading: .soft(.safe()), trailing: .safe(), bottom: .floor())
        case false:
            place(viewport)(top: .below(turnCard), leading: .safe(), trailing: .safe(), bottom: .floor())
                + [frame.floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor)]
        }

        // Logo bottom leading of the camera; speedometer in the bottom trailing
        // corner with the buttons stacked above it.
        let floating = place(state.googleLogo)(leading: .aligned(viewport, edge), bottom: .floor(edge))
            + place(state.speedWidget)(trailing: .safe(edge), bottom: .floor(edge))
            + place(buttons)(top: wide ? .safe(edge) : .below(turnCard, edge), trailing: .safe(edge),
                             bottom: .above(state.speedWidget, 8))
        return cards + camera + floating
    }
}
