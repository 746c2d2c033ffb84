import GoogleNavigation
import UIKit

/// Core of the split delegate: state and helpers. The callbacks live in
/// SplitLayout+Session.swift and SplitLayout+Prompts.swift.
@MainActor
final class SplitLayout: NSObject, NavigationLayoutDelegate {
  enum Phase: Equatable {
    case off
    case ready(wide: Bool)
    case guiding(wide: Bool)
  }

  var phase: Phase = .off
  var installedViews: [UIView] = []
  var installedConstraints: [NSLayoutConstraint] = []
  var promptConstraints: [NSLayoutConstraint] = []
  var currentPrompt: NavigationPromptView?
  weak var viewport: UIView?
  let floatingInset: CGFloat
  let logoInset: CGFloat

  private init(floatingInset: CGFloat, logoInset: CGFloat) {
    self.floatingInset = floatingInset
    self.logoInset = logoInset
    super.init()
  }

  static func standard() -> SplitLayout { SplitLayout(floatingInset: 16, logoInset: 8) }
  static func roomy() -> SplitLayout { SplitLayout(floatingInset: 24, logoInset: 12) }

  convenience override init() {
    self.init(floatingInset: 16, logoInset: 8)
  }

  func place(_ views: [UIView], on map: GMSMapView) {
    views.forEach(map.addSubview)
    installedViews += views
  }

  /// Pins `view` to all four edges of `guide` in one go by zipping anchors.
  func fill(_ view: UIView, _ guide: UILayoutGuide) -> [NSLayoutConstraint] {
    let xs = zip([view.leadingAnchor, view.trailingAnchor], [guide.leadingAnchor, guide.trailingAnchor])
      .map { $0.constraint(equalTo: $1) }
    let ys = zip([view.topAnchor, view.bottomAnchor], [guide.topAnchor, guide.bottomAnchor])
      .map { $0.constraint(equalTo: $1) }
    return xs + ys
  }

  func removeEverything() {
    NSLayoutConstraint.deactivate(installedConstraints)
    installedConstraints.removeAll()
    installedViews.forEach { $0.removeFromSuperview() }
    installedViews.removeAll()
  }

  func inset(wide: Bool) -> CGFloat { wide ? floatingInset * 1.5 : floatingInset }
}
