import GoogleNavigation
import UIKit

/// One slot of the drive chrome: a clear container that hosts exactly one
/// Google view (or our button stack) inset by its layout margins.
///
/// Team convention: Google views are never pinned directly; the slot is. The
/// hosted view fills the slot's `layoutMarginsGuide`, so spacing around a
/// Google view is the slot's `directionalLayoutMargins`, which `sizeChanged`
/// can change without touching a single constraint. Slots are created once
/// per delegate and moved between states; only what they host changes.
@MainActor
final class ChromeSlotView: UIView {
    enum Role: String, CaseIterable {
        case turnCard, etaCard, progressBar, speedWidget, logo, buttons, prompt
    }

    let role: Role
    private(set) weak var hosted: UIView?
    private var hostingPins: [NSLayoutConstraint] = []

    init(role: Role) {
        self.role = role
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        // A slot draws nothing of its own: what shows is the hosted view.
        backgroundColor = .clear
        // Slots are pinned to the map's safe area guide already; margins are
        // only our spacing, not the notch or the home indicator again...
        insetsLayoutMarginsFromSafeArea = false
        // ...and not the map view's own default margins either.
        preservesSuperviewLayoutMargins = false
        directionalLayoutMargins = .zero
        accessibilityIdentifier = "drive.slot.\(role.rawValue)"
    }

    required init?(coder: NSCoder) {
        fatalError("ChromeSlotView is built in code")
    }

    var isMounted: Bool { superview != nil }

    /// Puts `view` in the slot, replacing whatever it hosted.
    func host(_ view: UIView) {
        guard hosted !== view else { return }
        evict()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        let margins = layoutMarginsGuide
        hostingPins = [
            view.topAnchor.constraint(equalTo: margins.topAnchor),
            view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        NSLayoutConstraint.activate(hostingPins)
        hosted = view
    }

    /// Gives the hosted view back (off screen) and keeps the slot for later.
    func evict() {
        guard let view = hosted else { return }
        NSLayoutConstraint.deactivate(hostingPins)
        hostingPins = []
        hosted = nil
        view.removeFromSuperview()
    }

    /// A hosted view can leave without `evict()`: the SDK hands the same logo
    /// to the next state and we host it in a different slot. Forget it then.
    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        guard subview === hosted else { return }
        NSLayoutConstraint.deactivate(hostingPins)
        hostingPins = []
        hosted = nil
    }

    func setSpacing(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
