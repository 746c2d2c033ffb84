import GoogleNavigation
import UIKit

/// One layer of the navigation screen (ready chrome, guidance chrome, a prompt).
/// Requirements with default implementations: conformers override what they need,
/// and calls through `any LayoutStage` dispatch dynamically to those overrides.
@MainActor
protocol LayoutStage: AnyObject {
  /// Views this stage adds to the map, bottom-most first.
  var views: [UIView] { get }
  var activeConstraints: [NSLayoutConstraint] { get set }
  /// Whether the stage must stay above stages laid out again after it.
  var keepsOnTop: Bool { get }

  func makeConstraints(in map: GMSMapView, wide: Bool) -> [NSLayoutConstraint]
  func install(in map: GMSMapView, wide: Bool)
  func uninstall()
  func relayout(in map: GMSMapView, wide: Bool)
  func didInstall()
  func willUninstall()
}

extension LayoutStage {
  var keepsOnTop: Bool { false }

  func install(in map: GMSMapView, wide: Bool) {
    views.forEach { map.addSubview($0) }
    didInstall()
    activeConstraints = makeConstraints(in: map, wide: wide)
    NSLayoutConstraint.activate(activeConstraints)
  }

  func uninstall() {
    willUninstall()
    NSLayoutConstraint.deactivate(activeConstraints)
    activeConstraints = []
    views.forEach { $0.removeFromSuperview() }
  }

  /// Default relayout: take everything down and put it back with the new width and mode.
  func relayout(in map: GMSMapView, wide: Bool) {
    uninstall()
    install(in: map, wide: wide)
  }

  func didInstall() {}
  func willUninstall() {}
}

/// Width-driven spacing shared by the stages (three breakpoints inside one mode).
enum Gutter {
  case narrow, standard, roomy

  @MainActor static func forMap(_ map: GMSMapView, wide: Bool) -> Gutter {
    let width = map.bounds.width
    if wide || width >= 700 { return .roomy }
    return width < 360 ? .narrow : .standard
  }

  var side: CGFloat {
    switch self {
    case .narrow: return 8
    case .standard: return NavigationStyleValues.buttonHorizontalPadding
    case .roomy: return NavigationStyleValues.buttonHorizontalPadding * 2
    }
  }

  var gap: CGFloat { self == .narrow ? 4 : 8 }
}
