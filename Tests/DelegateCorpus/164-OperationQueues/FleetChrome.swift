import Foundation
import UIKit

/// Look of the fleet app's own chrome around the map.
enum FleetTheme {
  static let bannerHeight: CGFloat = 52
  static let stripHeight: CGFloat = 44
  static let revealDelay: TimeInterval = 0.35
  static let fadeDuration: TimeInterval = 0.25
  static let floatingGap: CGFloat = 8
}

/// "On shift since 08:12 · 14 stops left", across the top while navigation is ready.
final class ShiftBannerView: UIView {
  let statusLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    statusLabel.font = .preferredFont(forTextStyle: .subheadline)
    statusLabel.text = "On shift"
    statusLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(statusLabel)
    NSLayoutConstraint.activate([
      statusLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      statusLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
      statusLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }
}

/// "Stop 3 of 9 · 2 parcels", a strip sitting on top of the ETA card during guidance.
final class DeliveryProgressStripView: UIView {
  let progressLabel = UILabel()
  let parcelsLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 10
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    progressLabel.font = .preferredFont(forTextStyle: .footnote)
    parcelsLabel.font = .preferredFont(forTextStyle: .footnote)
    parcelsLabel.textColor = .secondaryLabel
    for label in [progressLabel, parcelsLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
    }
    NSLayoutConstraint.activate([
      progressLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      progressLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      parcelsLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      parcelsLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      parcelsLabel.leadingAnchor.constraint(greaterThanOrEqualTo: progressLabel.trailingAnchor, constant: 8),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used") }

  func update(progress: String?, parcels: String?) {
    progressLabel.text = progress
    parcelsLabel.text = parcels
  }
}

/// The dispatch backend's view of the current route. Answers on the main queue.
final class DeliveryProgressService {
  private(set) var stopIndex = 3
  private(set) var stopCount = 9
  private(set) var parcelsAtStop = 2

  func fetchProgress(completion: @escaping @MainActor (String) -> Void) {
    let text = "Stop \(stopIndex) of \(stopCount)"
    DispatchQueue.main.async { completion(text) }
  }

  func fetchParcels(completion: @escaping @MainActor (String) -> Void) {
    let text = parcelsAtStop == 1 ? "1 parcel" : "\(parcelsAtStop) parcels"
    DispatchQueue.main.async { completion(text) }
  }
}
