import GoogleNavigation
import UIKit

// The placement kit: a placer owns one slot of the drive screen (the camera,
// the cards, the button rail, a prompt, ...) for some input: a navigation state,
// a prompt, the map itself. The delegate keeps lists of `any SlotPlacer<Input>`
// per stage and runs them in order; nothing here knows about stages.

// MARK: - Mountable

/// Something a placer puts on the map and takes off again: a view or a layout guide.
@MainActor
protocol Mountable: AnyObject {
    func mount(on map: UIView)
    func unmount()
}

extension Mountable where Self: UIView {
    /// Adds the view unless it is already there (so it keeps its place in the z-order).
    func mount(on map: UIView) {
        if superview !== map {
            map.addSubview(self)
        }
    }

    func unmount() {
        removeFromSuperview()
    }
}

extension Mountable where Self: UILayoutGuide {
    func mount(on map: UIView) {
        if owningView !== map {
            map.addLayoutGuide(self)
        }
    }

    func unmount() {
        owningView?.removeLayoutGuide(self)
    }
}

extension UIView: Mountable {}
extension UILayoutGuide: Mountable {}

// MARK: - States

/// What both navigation states hand over. The SDK's state classes share only
/// `wideMode` through their superclass; the rest they declare each on their own.
@MainActor
protocol ChromeState: AnyObject {
    var wideMode: Bool { get }
    var googleLogo: UIView { get }
    var viewport: UIView { get }
    var buttons: [NavigationUIButton] { get }
}

extension NavigationReadyUIState: ChromeState {}
extension ActiveGuidanceUIState: ChromeState {}

// MARK: - Open map

/// The part of the map the camera and floating controls get in a stage, and
/// the spacing for that width class.
@MainActor
struct OpenMap {
    let map: UIView
    let safeArea: UILayoutGuide
    /// Zero-height guide: the bottom of the open map for the whole session.
    let floor: UILayoutGuide
    let top: NSLayoutYAxisAnchor
    let leading: NSLayoutXAxisAnchor
    let wide: Bool

    var inset: CGFloat { wide ? 16 : 12 }
    var gap: CGFloat { 8 }

    /// The whole safe area above the floor (navigation ready; prompts; the session).
    static func safeArea(of map: UIView, floor: UILayoutGuide, wide: Bool) -> OpenMap {
        let safe = map.safeAreaLayoutGuide
        return OpenMap(map: map, safeArea: safe, floor: floor, top: safe.topAnchor, leading: safe.leadingAnchor, wide: wide)
    }
}

// MARK: - Placers

@MainActor
protocol SlotPlacer<Input> {
    associatedtype Input

    /// Fills containers before anything is mounted (a stack's arranged views).
    func prepare(for input: Input)
    /// What goes on the map for `input`, back to front.
    func items(for input: Input) -> [any Mountable]
    /// Where the items go. Called once every stage item is mounted.
    func constraints(for input: Input, in open: OpenMap) -> [NSLayoutConstraint]
}

extension SlotPlacer {
    func prepare(for input: Input) {}
}

extension SlotPlacer where Input: ChromeState {
    /// Google views stack on each other's margins (their margins are transparent).
    func stack(_ view: UIView, on base: UIView, gap: CGFloat) -> [NSLayoutConstraint] {
        [
            view.bottomAnchor.constraint(equalTo: base.layoutMarginsGuide.topAnchor, constant: -gap),
            view.leadingAnchor.constraint(equalTo: base.leadingAnchor),
        ]
    }
}

/// The views of the buttons of `kinds`, found by type, in the order of `kinds`
/// (the SDK may reorder `buttons`).
@MainActor
func buttonViews(_ buttons: [NavigationUIButton], kinds: [NavigationButtonKnownType]) -> some Collection<UIView> {
    kinds.compactMap { kind in buttons.first { $0.type == kind }?.view }
}

/// Takes items off the map, last mounted first.
@MainActor
func unmount(_ items: some Collection<any Mountable>) {
    for item in items.reversed() {
        item.unmount()
    }
}
