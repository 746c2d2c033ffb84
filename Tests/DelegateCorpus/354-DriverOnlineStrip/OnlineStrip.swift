import UIKit

/// The strip a driver works without leaving the map: a switch that puts them on
/// and off the dispatch queue, the queue count, a spinner while the app looks for
/// a trip, and the surge multiplier. Plain UIKit controls sized by their content;
/// the layout delegate decides where the strip goes and lines it up from the switch.
@MainActor
final class OnlineStrip {
    let toggle = UISwitch()
    let statusLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    let surgeLabel = UILabel()

    /// In drawing order, left to right in a left-to-right language.
    var views: [UIView] { [toggle, statusLabel, spinner, surgeLabel] }

    var queuedRequests = 0 {
        didSet { refresh() }
    }
    var surgeMultiplier: CGFloat = 1.0 {
        didSet { refresh() }
    }

    private var toggleAction: UIAction?

    init(startsOnline: Bool, showsSurge: Bool) {
        toggle.isOn = startsOnline
        toggle.accessibilityIdentifier = "drive.online"
        statusLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        statusLabel.textColor = .label
        statusLabel.numberOfLines = 1
        surgeLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .bold)
        surgeLabel.textColor = .systemOrange
        surgeLabel.isHidden = !showsSurge
        spinner.hidesWhenStopped = true
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.setContentHuggingPriority(.required, for: .horizontal)
        }
        refresh()
    }

    /// Starts listening to the switch. Called when navigation comes on.
    func connect() {
        guard toggleAction == nil else { return }
        let action = UIAction(title: "Online") { [weak self] _ in
            self?.refresh()
        }
        toggle.addAction(action, for: .valueChanged)
        toggleAction = action
    }

    /// Stops listening. Called when navigation goes off.
    func disconnect() {
        guard let action = toggleAction else { return }
        toggle.removeAction(action, for: .valueChanged)
        toggleAction = nil
    }

    /// The strip lined up from the switch, which the caller places. The views
    /// must be on the map already.
    func rowConstraints(spacing: CGFloat) -> [NSLayoutConstraint] {
        [
            statusLabel.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: spacing),
            statusLabel.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            spinner.leadingAnchor.constraint(equalTo: statusLabel.trailingAnchor, constant: spacing),
            spinner.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            surgeLabel.leadingAnchor.constraint(equalTo: spinner.trailingAnchor, constant: spacing),
            surgeLabel.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
        ]
    }

    private func refresh() {
        if toggle.isOn {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        statusLabel.text = toggle.isOn ? "Online \(queuedRequests)" : "Offline"
        surgeLabel.text = String(format: "%.1fx", Double(surgeMultiplier))
        surgeLabel.accessibilityLabel = "Surge \(surgeMultiplier) times"
        toggle.accessibilityLabel = String(format: "Online, %d requests waiting", queuedRequests)
    }
}
