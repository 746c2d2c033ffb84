import UIKit

/// Shows the ride's transient overlays (surge, pickup notes) under the guide
/// the screen gives it.
@MainActor
final class OverlayCoordinator {
    var anchorGuide: UILayoutGuide?
    private var constraints: [NSLayoutConstraint] = []

    func show(_ overlay: UIView, in container: UIView) {
        guard let anchorGuide else { return }
        overlay.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(overlay)
        NSLayoutConstraint.deactivate(constraints)
        constraints = [
            overlay.topAnchor.constraint(equalTo: anchorGuide.bottomAnchor, constant: 8),
            overlay.centerXAnchor.constraint(equalTo: anchorGuide.centerXAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}
