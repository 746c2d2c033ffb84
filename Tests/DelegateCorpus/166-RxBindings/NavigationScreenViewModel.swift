// NavigationScreenViewModel.swift
// The navigation screen's view model and the app views the layout delegate places.

import UIKit

enum SheetDetent: Equatable {
    case collapsed
    case half

    /// Sheet height in points, portrait only (in wide mode the sheet becomes a side panel).
    var height: CGFloat {
        switch self {
        case .collapsed: return 120
        case .half: return 280
        }
    }
}

final class NavigationScreenViewModel {
    let bannerText = BehaviorRelay<String>(value: "Head to the highlighted route")
    let sheetDetent = BehaviorRelay<SheetDetent>(value: .collapsed)
    let isNightMode = BehaviorRelay<Bool>(value: false)

    init() {}

    /// Route-preview sheet content is shown only while not guiding.
    var routeSummary: Observable<String> {
        bannerText.asObservable().map { text in "Route: \(text)" }
    }
}

enum ScreenPalette {
    static func bannerBackground(night: Bool) -> UIColor {
        night ? UIColor(white: 0.12, alpha: 0.95) : UIColor(white: 1.0, alpha: 0.95)
    }

    static func bannerText(night: Bool) -> UIColor {
        night ? .white : .black
    }

    static func sheetBackground(night: Bool) -> UIColor {
        night ? UIColor(white: 0.08, alpha: 1) : .white
    }
}

/// Status banner: a padded label with a rounded background.
final class StatusBannerView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        layer.cornerRadius = 12
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 1
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func apply(night: Bool) {
        backgroundColor = ScreenPalette.bannerBackground(night: night)
        label.textColor = ScreenPalette.bannerText(night: night)
    }
}

/// Route-preview sheet shown in the navigation-ready state.
final class RoutePreviewSheet: UIView {
    let summaryLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        layer.cornerRadius = 16
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(summaryLabel)
        NSLayoutConstraint.activate([
            summaryLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            summaryLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            summaryLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func apply(night: Bool) {
        backgroundColor = ScreenPalette.sheetBackground(night: night)
        summaryLabel.textColor = ScreenPalette.bannerText(night: night)
    }
}
