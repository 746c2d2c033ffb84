import GoogleNavigation
import UIKit

/// Views put on a host for as long as the mount lives. Dropping the last
/// reference takes them off again: nothing else in the layout removes views.
@MainActor
final class ViewMount {
  private let views: [UIView]

  init(_ views: [UIView], on host: UIView) {
    self.views = views
    views.forEach { host.addSubview($0) }
  }

  isolated deinit {
    views.forEach { $0.removeFromSuperview() }
  }
}

/// Constraints active for as long as the mount lives.
@MainActor
final class PinMount {
  private let pins: [NSLayoutConstraint]

  init(_ pins: [NSLayoutConstraint]) {
    self.pins = pins
    NSLayoutConstraint.activate(pins)
  }

  isolated deinit {
    NSLayoutConstraint.deactivate(pins)
  }
}

/// A hiding button stack owned by one stage: it is built with the stage's
/// buttons and emptied and removed when the stage goes away.
@MainActor
final class ButtonRail {
  let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  init(_ buttons: [NavigationUIButton], on host: UIView) {
    host.addSubview(stack)
    stack.arrangedSubviews = buttons.map { $0.view }
  }

  isolated deinit {
    stack.arrangedSubviews = []
    stack.removeFromSuperview()
  }
}

/// The session's one layout guide: the bottom edge of the open map, pushed up
/// by the ETA card, the speed widget and any prompt. Lives from
/// `enableNavigationUI` to `disableNavigationUI`.
@MainActor
final class SessionScope {
  let contentBottom = UILayoutGuide()
  private let host: UIView
  private let pins: PinMount

  init(host: UIView) {
    self.host = host
    host.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    pins = PinMount([contentBottom.heightAnchor.constraint(equalToConstant: 0), resting])
  }

  isolated deinit {
    host.removeLayoutGuide(contentBottom)
  }
}
