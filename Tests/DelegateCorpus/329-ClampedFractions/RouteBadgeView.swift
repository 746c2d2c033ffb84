import UIKit

/// The app's square route badge (shows the route's shield); floats in the top trailing corner.
final class RouteBadgeView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .systemBlue
    layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
