import GoogleNavigation
import UIKit

/// ACMNavigationLayoutDelegate: places the SDK's navigation UI and the app's
/// button bar (re-center, mute, overview). Ported from ACMNavigationLayoutDelegate.m.
#if canImport(ObjectiveC)
@objc(ACMNavigationLayoutDelegate)
#endif
@MainActor
final class ACMNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
  let _recenterButton = UIButton(type: .system)
  let _muteButton = UIButton(type: .system)
  let _overviewButton = UIButton(type: .system)

  private let _buttonBar = UIView()
  private let _buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  /// Zero-height guide at the bottom of the open map: above the ETA card and any prompt.
  private let _contentGuide = UILayoutGuide()

  private var _sessionConstraints: [NSLayoutConstraint] = []
  private var _readyConstraints: [NSLayoutConstraint] = []
  private var _guidanceConstraints: [NSLayoutConstraint] = []
  private var _readyState: NavigationReadyUIState?
  private var _guidanceState: ActiveGuidanceUIState?
  private var _currentPrompt: NavigationPromptView?

  override init() {
    super.init()
    _buttonBar.translatesAutoresizingMaskIntoConstraints = false
    _buttonBar.backgroundColor = UIColor.clear
    _setUpButton(_recenterButton, title: NSLocalizedString("Re-center", comment: "Map button: follow the car again"))
    _setUpButton(_muteButton, title: NSLocalizedString("Mute", comment: "Map button: mute voice guidance"))
    _setUpButton(_overviewButton, title: NSLocalizedString("Overview", comment: "Map button: show the whole route"))
    let views: [String: Any] = ["recenter": _recenterButton, "mute": _muteButton, "overview": _overviewButton]
    let metrics: [String: Any] = ["size": kACMNavButtonSize, "gap": kACMNavStandardSpacing]
    _buttonBar.addConstraints(NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[recenter(size)]-gap-[mute(==recenter)]-gap-[overview(==recenter)]|",
      options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views))
    _buttonBar.addConstraints(NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[recenter(size)]|", options: [], metrics: metrics, views: views))
    _wireTargets()
  }

  private func _setUpButton(_ button: UIButton, title: String) {
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle(title, for: .normal)
    button.accessibilityLabel = title
    _buttonBar.addSubview(button)
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    _readyState = newState
    navMap.addLayoutGuide(_contentGuide)
    let restingBottom = NSLayoutConstraint(item: _contentGuide, attribute: .bottom, relatedBy: .equal, toItem: navMap.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: 0)
    restingBottom.priority = UILayoutPriority.defaultLow
    _sessionConstraints = [
      NSLayoutConstraint(item: _contentGuide, attribute: .leading, relatedBy: .equal, toItem: navMap, attribute: .leading, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: _contentGuide, attribute: .trailing, relatedBy: .equal, toItem: navMap, attribute: .trailing, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: _contentGuide, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: _contentGuide, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: navMap.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1, constant: 0),
      restingBottom,
    ]
    NSLayoutConstraint.activate(_sessionConstraints)
    navMap.addSubview(newState.viewport)
    navMap.addSubview(newState.googleLogo)
    navMap.addSubview(_buttonStack)
    navMap.addSubview(_buttonBar)
    _buttonStack.arrangedSubviews = _buttonViews(newState.buttons)
    _readyConstraints = _readyLayout(newState, in: navMap, wide: newState.wideMode)
    NSLayoutConstraint.activate(_readyConstraints)
    _postState("ready", wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    _currentPrompt?.removeFromSuperview()
    _currentPrompt = nil
    NSLayoutConstraint.deactivate(_readyConstraints + _sessionConstraints)
    _readyConstraints = []
    _sessionConstraints = []
    _buttonStack.arrangedSubviews = []
    _buttonStack.removeFromSuperview()
    _buttonBar.removeFromSuperview()
    oldState.googleLogo.removeFromSuperview()
    oldState.viewport.removeFromSuperview()
    navMap.removeLayoutGuide(_contentGuide)
    _readyState = nil
    _postState("off", wide: oldState.wideMode)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(_readyConstraints)
    _readyConstraints = []
    if oldState.googleLogo !== newState.googleLogo { oldState.googleLogo.removeFromSuperview() }
    if oldState.viewport !== newState.viewport { oldState.viewport.removeFromSuperview() }
    _readyState = nil
    _guidanceState = newState
    navMap.insertSubview(newState.viewport, at: 0)
    navMap.addSubview(newState.googleLogo)
    navMap.addSubview(newState.turnCard)
    navMap.addSubview(newState.etaCard)
    navMap.addSubview(newState.speedWidget)
    _buttonStack.arrangedSubviews = _buttonViews(newState.buttons)
    _guidanceConstraints = _guidanceLayout(newState, in: navMap, wide: newState.wideMode)
    NSLayoutConstraint.activate(_guidanceConstraints)
    _postState("guidance", wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    _currentPrompt?.removeFromSuperview()
    _currentPrompt = nil
    NSLayoutConstraint.deactivate(_guidanceConstraints)
    _guidanceConstraints = []
    oldState.turnCard.removeFromSuperview()
    oldState.etaCard.removeFromSuperview()
    oldState.speedWidget.removeFromSuperview()
    if oldState.googleLogo !== newState.googleLogo { oldState.googleLogo.removeFromSuperview() }
    if oldState.viewport !== newState.viewport { oldState.viewport.removeFromSuperview() }
    _guidanceState = nil
    _readyState = newState
    navMap.insertSubview(newState.viewport, at: 0)
    navMap.addSubview(newState.googleLogo)
    _buttonStack.arrangedSubviews = _buttonViews(newState.buttons)
    _readyConstraints = _readyLayout(newState, in: navMap, wide: newState.wideMode)
    NSLayoutConstraint.activate(_readyConstraints)
    _postState("ready", wide: newState.wideMode)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let guidanceState = _guidanceState {
      NSLayoutConstraint.deactivate(_guidanceConstraints)
      _guidanceConstraints = _guidanceLayout(guidanceState, in: navMap, wide: newState.wideMode)
      NSLayoutConstraint.activate(_guidanceConstraints)
    } else if let readyState = _readyState {
      NSLayoutConstraint.deactivate(_readyConstraints)
      _readyConstraints = _readyLayout(readyState, in: navMap, wide: newState.wideMode)
      NSLayoutConstraint.activate(_readyConstraints)
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    _currentPrompt = newPrompt
    navMap.addSubview(newPrompt)
    let bottom = NSLayoutConstraint(item: newPrompt, attribute: .bottom, relatedBy: .equal, toItem: navMap, attribute: .bottom, multiplier: 1, constant: kACMNavPromptSlideDistance)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(item: newPrompt, attribute: .leading, relatedBy: .equal, toItem: navMap.safeAreaLayoutGuide, attribute: .leading, multiplier: 1, constant: 0),
      bottom,
      NSLayoutConstraint(item: _contentGuide, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: newPrompt, attribute: .top, multiplier: 1, constant: 0),
    ])
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: kACMNavPromptAnimationDuration, delay: 0, options: [.curveEaseOut], animations: {
      bottom.constant = 0
      navMap.layoutIfNeeded()
    }, completion: nil)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if _currentPrompt === oldPrompt { _currentPrompt = nil }
    UIView.animate(withDuration: kACMNavPromptAnimationDuration, delay: 0, options: [.curveEaseIn], animations: {
      oldPrompt.transform = CGAffineTransform(translationX: 0, y: kACMNavPromptSlideDistance)
    }, completion: { _ in
      oldPrompt.removeFromSuperview()
      oldPrompt.transform = CGAffineTransform.identity
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    oldPrompt.removeFromSuperview()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Private

  private func _buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    var views: [UIView] = []
    for button in buttons where button.type == NavigationButtonKnownType.compass { views.append(button.view) }
    for button in buttons where button.type == NavigationButtonKnownType.reporting { views.append(button.view) }
    return views
  }

  private func _readyLayout(_ state: NavigationReadyUIState, in navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo, viewport = state.viewport
    return [
      NSLayoutConstraint(item: viewport, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: viewport, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: viewport, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: viewport, attribute: .bottom, relatedBy: .equal, toItem: _contentGuide, attribute: .top, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: logo, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1, constant: kACMNavStandardSpacing),
      NSLayoutConstraint(item: logo, attribute: .bottom, relatedBy: .equal, toItem: _contentGuide, attribute: .top, multiplier: 1, constant: -kACMNavStandardSpacing),
      NSLayoutConstraint(item: _buttonBar, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1, constant: kACMNavStandardSpacing),
      // Landscape: the bar moves to the leading corner, in reach of the driver.
      wide
        ? NSLayoutConstraint(item: _buttonBar, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1, constant: kACMNavStandardSpacing)
        : NSLayoutConstraint(item: _buttonBar, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1, constant: -kACMNavStandardSpacing),
    ] + _buttonStackConstraints(in: navMap)
  }

  private func _guidanceLayout(_ state: ActiveGuidanceUIState, in navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard, etaCard = state.etaCard, speedWidget = state.speedWidget
    let logo = state.googleLogo, viewport = state.viewport
    var constraints = [
      NSLayoutConstraint(item: turnCard, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: turnCard, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: viewport, attribute: .top, relatedBy: .equal, toItem: turnCard, attribute: .bottom, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: viewport, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: viewport, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: viewport, attribute: .bottom, relatedBy: .equal, toItem: _contentGuide, attribute: .top, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: speedWidget, attribute: .bottom, relatedBy: .equal, toItem: _contentGuide, attribute: .top, multiplier: 1, constant: -kACMNavStandardSpacing),
      NSLayoutConstraint(item: logo, attribute: .leading, relatedBy: .equal, toItem: speedWidget, attribute: .trailing, multiplier: 1, constant: kACMNavStandardSpacing),
      NSLayoutConstraint(item: logo, attribute: .bottom, relatedBy: .equal, toItem: _contentGuide, attribute: .top, multiplier: 1, constant: -kACMNavStandardSpacing),
      NSLayoutConstraint(item: _buttonBar, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1, constant: -kACMNavStandardSpacing),
    ]
    if wide {
      // Leading column: turn card on top, ETA card at the bottom; the speed
      // widget and logo sit beside the ETA card.
      constraints += [
        NSLayoutConstraint(item: etaCard, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: etaCard, attribute: .bottom, relatedBy: .equal, toItem: safe, attribute: .bottom, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: speedWidget, attribute: .leading, relatedBy: .equal, toItem: etaCard, attribute: .trailing, multiplier: 1, constant: kACMNavStandardSpacing),
        NSLayoutConstraint(item: _buttonBar, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1, constant: kACMNavStandardSpacing),
      ]
    } else {
      constraints += [
        NSLayoutConstraint(item: etaCard, attribute: .leading, relatedBy: .equal, toItem: navMap, attribute: .leading, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: etaCard, attribute: .bottom, relatedBy: .equal, toItem: navMap, attribute: .bottom, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: _contentGuide, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: etaCard, attribute: .top, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: speedWidget, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1, constant: kACMNavStandardSpacing),
        NSLayoutConstraint(item: _buttonBar, attribute: .top, relatedBy: .equal, toItem: turnCard, attribute: .bottom, multiplier: 1, constant: kACMNavStandardSpacing),
      ]
    }
    return constraints + _buttonStackConstraints(in: navMap)
  }

  /// The SDK's buttons: trailing, from under the app's button bar down to the content guide.
  private func _buttonStackConstraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
    return [
      NSLayoutConstraint(item: _buttonStack, attribute: .trailing, relatedBy: .equal, toItem: navMap.safeAreaLayoutGuide, attribute: .trailing, multiplier: 1, constant: -kACMNavStandardSpacing),
      NSLayoutConstraint(item: _buttonStack, attribute: .top, relatedBy: .equal, toItem: _buttonBar, attribute: .bottom, multiplier: 1, constant: kACMNavStandardSpacing),
      NSLayoutConstraint(item: _buttonStack, attribute: .bottom, relatedBy: .equal, toItem: _contentGuide, attribute: .top, multiplier: 1, constant: -kACMNavStandardSpacing),
    ]
  }

  private func _postState(_ state: String, wide: Bool) {
    NotificationCenter.default.post(name: .ACMNavigationLayoutDidChangeState, object: self,
                                    userInfo: [ACMNavigationLayoutStateKey: state, ACMNavigationLayoutWideKey: NSNumber(value: wide)])
  }
}
