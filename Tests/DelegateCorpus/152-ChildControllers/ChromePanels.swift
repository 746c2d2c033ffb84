import GoogleNavigation
import UIKit

/// A panel of the navigation screen's chrome. Each panel is a child view
/// controller of the navigation screen; its view is a transparent container
/// that hugs the Google view it hosts, so the coordinator positions the panel
/// and the SDK sizes what is inside.
@MainActor
class ChromePanelViewController: UIViewController {
    private var hostingConstraints: [NSLayoutConstraint] = []
    private(set) var hostedViews: [UIView] = []

    override func loadView() {
        let container = UIView()
        container.backgroundColor = .clear
        container.translatesAutoresizingMaskIntoConstraints = false
        container.accessibilityIdentifier = String(describing: type(of: self))
        view = container
    }

    /// Adds `content` to the panel and pins the panel's edges to it.
    func embed(_ content: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        hostedViews.append(content)
        let pins = [
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.topAnchor.constraint(equalTo: view.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        NSLayoutConstraint.activate(pins)
        hostingConstraints += pins
    }

    /// Takes the hosted Google views out of the panel (they belong to the SDK).
    func releaseHostedViews() {
        NSLayoutConstraint.deactivate(hostingConstraints)
        hostingConstraints.removeAll()
        hostedViews.forEach { $0.removeFromSuperview() }
        hostedViews.removeAll()
    }
}

/// Hosts the turn card at the top of the screen during guidance.
@MainActor
final class ManeuverPanelViewController: ChromePanelViewController {
    func show(turnCard: UIView) {
        embed(turnCard)
    }
}

/// Hosts the ETA card and, stacked on its margins, the speed widget.
@MainActor
final class TripSummaryPanelViewController: ChromePanelViewController {
    private var stackConstraints: [NSLayoutConstraint] = []
    private var speedWidget: UIView?

    func show(etaCard: UIView, speedWidget: UIView) {
        embed(etaCard)
        speedWidget.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(speedWidget)
        self.speedWidget = speedWidget
        stackConstraints = [
            speedWidget.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(stackConstraints)
    }

    override func releaseHostedViews() {
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints.removeAll()
        speedWidget?.removeFromSuperview()
        speedWidget = nil
        super.releaseHostedViews()
    }
}
