import GoogleNavigation
import UIKit

/// Tags the trip screen's nib gave its containers. The nib is gone (the map view is
/// built in code now) but the layout code still finds its pieces with `viewWithTag`.
enum HostViewTag {
  static let header = 1001
  static let footer = 1002
  static let statusLabel = 1003
}

/// The host view that sits over the map and holds the navigation chrome.
/// Outlets are weak: the host's subview list owns the containers, as the nib did.
@MainActor
final class NavigationHostView: UIView {
  weak var headerContainer: UIView?
  weak var footerContainer: UIView?
  weak var statusLabel: UILabel?

  /// Constraints that size an empty container to nothing (Interface Builder's
  /// "placeholder" size); a card pinned inside wins over them.
  private var placeholderConstraints: [NSLayoutConstraint] = []

  /// What `loadNibNamed` used to do: make the tagged subviews, then wake up.
  static func loadFromCode() -> NavigationHostView {
    let host = NavigationHostView(frame: .zero)
    host.translatesAutoresizingMaskIntoConstraints = false
    let header = UIView(frame: .zero)
    header.tag = HostViewTag.header
    let footer = UIView(frame: .zero)
    footer.tag = HostViewTag.footer
    let status = UILabel(frame: .zero)
    status.tag = HostViewTag.statusLabel
    for view in [header, footer, status] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(view)
    }
    host.awakeFromCode()
    return host
  }

  /// `awakeFromNib`, called by hand: connect the outlets and set the nib's attributes.
  func awakeFromCode() {
    backgroundColor = .clear
    headerContainer = viewWithTag(HostViewTag.header)
    footerContainer = viewWithTag(HostViewTag.footer)
    statusLabel = viewWithTag(HostViewTag.statusLabel) as? UILabel
    headerContainer?.backgroundColor = .clear
    footerContainer?.backgroundColor = .clear
    statusLabel?.text = "Ready to navigate"
    statusLabel?.numberOfLines = 1
    guard let header = headerContainer, let footer = footerContainer else { return }
    let placeholder = UILayoutPriority(rawValue: 1)
    placeholderConstraints = [
      header.widthAnchor.constraint(equalToConstant: 0),
      header.heightAnchor.constraint(equalToConstant: 0),
      footer.widthAnchor.constraint(equalToConstant: 0),
      footer.heightAnchor.constraint(equalToConstant: 0),
    ]
    placeholderConstraints.forEach { $0.priority = placeholder }
    NSLayoutConstraint.activate(placeholderConstraints)
  }

  /// Pins `content` to all four edges of the container (the container wraps it exactly).
  func embed(_ content: UIView, in container: UIView?) -> [NSLayoutConstraint] {
    guard let container = container else { return [] }
    container.addSubview(content)
    return [
      content.topAnchor.constraint(equalTo: container.topAnchor),
      content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ]
  }

  /// `prepareForReuse`: empty the containers and show the app's idle chrome again.
  func prepareForReuse() {
    for container in [headerContainer, footerContainer] {
      container?.subviews.forEach { $0.removeFromSuperview() }
    }
    statusLabel?.isHidden = false
  }

  /// Tear down for good (navigation switched off).
  func unload() {
    prepareForReuse()
    NSLayoutConstraint.deactivate(placeholderConstraints)
    placeholderConstraints = []
    subviews.forEach { $0.removeFromSuperview() }
    removeFromSuperview()
  }
}
