// ChromeViews.swift
// The app's own navigation chrome: a trip banner and a floating recenter control.

import UIKit

enum ChromeMetrics {
    static let bannerInset: CGFloat = 12
    static let bannerMaxWideWidth: CGFloat = 420
    static let recenterSize: CGFloat = 44
    static let floatingGap: CGFloat = 8
    static let autoHideDelay: TimeInterval = 5
    static let fadeDuration: TimeInterval = 0.3
    static let revealDelay: TimeInterval = 0.6
}

final class TripBannerView: UIView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = UIColor(white: 0.1, alpha: 0.92)
        layer.cornerRadius = 14
        [titleLabel, detailLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            $0.textColor = .white
            addSubview($0)
        }
        titleLabel.text = "Trip to Depot 7"
        detailLabel.text = "3 stops left"
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: ChromeMetrics.bannerInset),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -ChromeMetrics.bannerInset),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -ChromeMetrics.bannerInset),
            detailLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func update(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
    }
}

final class RecenterControl: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .white
        layer.cornerRadius = ChromeMetrics.recenterSize / 2
        setImage(UIImage(systemName: "location.fill"), for: .normal)
        accessibilityLabel = "Recenter"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func sizeConstraints() -> [NSLayoutConstraint] {
        [
            widthAnchor.constraint(equalToConstant: ChromeMetrics.recenterSize),
            heightAnchor.constraint(equalToConstant: ChromeMetrics.recenterSize),
        ]
    }
}
