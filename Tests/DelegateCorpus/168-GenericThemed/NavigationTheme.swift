// NavigationTheme.swift
// Theme protocols for the driving screen and the two shipped themes.

import UIKit
import GoogleNavigation

/// Spacing the layout uses around the SDK's views.
protocol LayoutMetrics {
    var floatingGap: CGFloat { get }
    var buttonInset: CGFloat { get }
    var cardInset: CGFloat { get }
}

extension LayoutMetrics {
    var floatingGap: CGFloat { 8 }
    var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
}

/// An app panel shown along the trailing edge in wide mode (upcoming stops, ...).
struct SidePanelStyle {
    var width: CGFloat
    var background: UIColor
    var cornerRadius: CGFloat = 0
}

protocol NavigationTheme {
    associatedtype Metrics: LayoutMetrics
    init()
    var metrics: Metrics { get }
    /// Extra inset of the camera frame inside the open map.
    var viewportInsets: NSDirectionalEdgeInsets { get }
    /// Present only for themes with a wide-mode side panel.
    var sidePanel: SidePanelStyle? { get }
    var mapTint: UIColor { get }
}

extension NavigationTheme {
    var viewportInsets: NSDirectionalEdgeInsets { .zero }
    var sidePanel: SidePanelStyle? { nil }
}

struct CompactMetrics: LayoutMetrics {
    var cardInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
}

struct RoomyMetrics: LayoutMetrics {
    var cardInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding + 4 }
    var floatingGap: CGFloat { 12 }
}

struct DayDriveTheme: NavigationTheme {
    let metrics = CompactMetrics()
    var mapTint: UIColor { .systemBlue }
}

struct NightDriveTheme: NavigationTheme {
    let metrics = RoomyMetrics()
    var mapTint: UIColor { .systemTeal }
    var viewportInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    }
    var sidePanel: SidePanelStyle? {
        SidePanelStyle(width: 260, background: UIColor(white: 0.08, alpha: 1), cornerRadius: 0)
    }
}

/// The wide-mode side panel view the layout owns.
final class StopsPanelView: UIView {
    let titleLabel = UILabel()

    init(style: SidePanelStyle) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = style.background
        layer.cornerRadius = style.cornerRadius
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Upcoming stops"
        titleLabel.textColor = .white
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
