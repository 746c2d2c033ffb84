import UIKit

/// A transparent container laid over the map: it draws nothing and lets touches
/// that hit no subview through to the map below.
final class PassthroughView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .clear
    isOpaque = false
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

extension UIView {
  /// Pins the receiver to `other`'s four edges.
  func edgeConstraints(to other: UIView) -> [NSLayoutConstraint] {
    [
      topAnchor.constraint(equalTo: other.topAnchor),
      leadingAnchor.constraint(equalTo: other.leadingAnchor),
      trailingAnchor.constraint(equalTo: other.trailingAnchor),
      bottomAnchor.constraint(equalTo: other.bottomAnchor),
    ]
  }
}
