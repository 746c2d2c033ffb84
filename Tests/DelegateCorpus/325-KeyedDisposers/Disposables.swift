import GoogleNavigation
import UIKit

/// Runs its cleanup once, when disposed or when the last reference goes.
@MainActor
final class Disposable {
  private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  func dispose() {
    let pending = action
    action = nil
    pending?()
  }

  deinit {
    MainActor.assumeIsolated { dispose() }
  }
}

/// A bag of disposables. A bag is ended by dropping it (`bags[.x] = nil`) or
/// by reassigning a fresh one (`bags[.x] = DisposeBag()`): its items' deinits
/// do the cleanup.
@MainActor
final class DisposeBag {
  private var items: [Disposable] = []

  func insert(_ item: Disposable) {
    items.append(item)
  }
}

extension Disposable {
  func disposed(by bag: DisposeBag?) {
    bag?.insert(self)
  }
}

/// Layout effects that hand back their undo as a disposable.
@MainActor
enum Layout {
  static func mount(_ views: [UIView], on host: UIView) -> Disposable {
    views.forEach { host.addSubview($0) }
    return Disposable { views.forEach { $0.removeFromSuperview() } }
  }

  static func pin(_ constraints: [NSLayoutConstraint]) -> Disposable {
    NSLayoutConstraint.activate(constraints)
    return Disposable { NSLayoutConstraint.deactivate(constraints) }
  }

  static func guide(_ guide: UILayoutGuide, on host: UIView) -> Disposable {
    host.addLayoutGuide(guide)
    return Disposable { host.removeLayoutGuide(guide) }
  }

  static func buttons(_ stack: GMSNavigationHidingStackView, _ buttons: [NavigationUIButton], on host: UIView) -> Disposable {
    host.addSubview(stack)
    stack.arrangedSubviews = buttons.map { $0.view }
    return Disposable {
      stack.arrangedSubviews = []
      stack.removeFromSuperview()
    }
  }
}
