// TripPanels.swift
// The app's own trip panels, written in SwiftUI and hosted in the navigation screen.

import UIKit

/// Design tokens of the navigation screen (points).
enum NavTheme {
    static let summaryCardHeight: CGFloat = 76
    static let panelCornerRadius: CGFloat = 12
    static let stackSpacing: CGFloat = 8
    static let sidePanelSpacing: CGFloat = 12
}

struct TripSummary {
    var destination: String
    var arrival: String
    var stops: Int

    static let placeholder = TripSummary(destination: "Destination", arrival: "--:--", stops: 0)
}

/// The compact trip summary shown right above the ETA card in portrait.
struct TripSummaryCard: View {
    let summary: TripSummary

    func makeUIView() -> UIView { body.makeUIView() }

    var body: VStack {
        VStack(alignment: .leading, spacing: 4) {
            Text(summary.destination).bold()
            Text("Arrive \(summary.arrival) · \(summary.stops) stops")
        }
    }
}

/// The wide-mode side panel: the trip summary plus the next stops, shown in
/// the leading column between the turn card and the ETA card.
struct TripSidePanel: View {
    let summary: TripSummary

    func makeUIView() -> UIView { body.makeUIView() }

    var body: VStack {
        VStack(alignment: .leading, spacing: NavTheme.sidePanelSpacing) {
            Text(summary.destination).bold()
            Text("Arrive \(summary.arrival)")
            Text("\(summary.stops) stops left")
        }
    }
}

extension UIViewController {
    /// Adds `child` and its view to `container` (the containment dance).
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        child.view.layer.cornerRadius = NavTheme.panelCornerRadius
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Removes a child added with `embed(_:in:)`.
    func unembed(_ child: UIViewController) {
        guard child.parent != nil else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}
