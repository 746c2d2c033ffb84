import GoogleNavigation
import UIKit

/// ACXNavigationLayoutDelegate
///
/// Places the SDK's navigation UI on the trip screen's map. Ported line by line
/// from ACXNavigationLayoutDelegate.m when the trip screen moved to Swift; the
/// structure (ivars as `NSMutableArray`s, `-_installReadyState:onMap:`-style
/// private methods, options in a mutable dictionary) is kept so the two files
/// can still be diffed against each other.
///
/// Navigation ready: the viewport fills the safe area down to the map content
/// guide, the Google logo sits in the bottom leading corner, the compass in a
/// hiding stack along the trailing edge.
/// Active guidance: turn card at the top, ETA card at the bottom (both in the
/// leading column in wide mode), speed widget and logo above the ETA card, trip
/// progress bar and buttons along the trailing edge.
#if canImport(ObjectiveC)
@objc(ACXNavigationLayoutDelegate)
#endif
@MainActor
final class ACXNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// The owner of the map, told about phase changes. Optional methods only.
  weak var host: ACXNavigationLayoutHost?
  /// ACXLayoutOption...Key -> NSNumber. See ACXNavigationLayoutDefaultOptions().
  let options: NSMutableDictionary

  private let mapContentGuide: UILayoutGuide
  private let buttonStack: GMSNavigationHidingStackView

  private let sessionConstraints: NSMutableArray
  private let readyConstraints: NSMutableArray
  private let guidanceConstraints: NSMutableArray
  private let promptConstraints: NSMutableArray
  private let readyViews: NSMutableArray
  private let guidanceViews: NSMutableArray

  private weak var mapView: GMSMapView?
  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var currentPrompt: NavigationPromptView?
  private var promptBottomConstraint: NSLayoutConstraint?
  private var isWideLayout: Bool
  private var showsTripProgressBar: Bool
  private var isObservingContentSize: Bool

  override init() {
    self.options = ACXNavigationLayoutDefaultOptions()
    self.mapContentGuide = UILayoutGuide()
    self.buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    self.sessionConstraints = NSMutableArray()
    self.readyConstraints = NSMutableArray()
    self.guidanceConstraints = NSMutableArray()
    self.promptConstraints = NSMutableArray()
    self.readyViews = NSMutableArray()
    self.guidanceViews = NSMutableArray()
    self.isWideLayout = false
    self.showsTripProgressBar = false
    self.isObservingContentSize = false
    super.init()
    self.mapContentGuide.identifier = "ACXMapContentGuide"
    self.buttonStack.translatesAutoresizingMaskIntoConstraints = false
    self.buttonStack.spacing = kACXStandardSpacing
  }

  /// -layoutSummary, shown by the driver app's debug menu.
  func layoutSummary() -> String {
    let text = NSMutableString(string: "<ACXNavigationLayoutDelegate")
    text.append(String(format: " wide=%d", self.isWideLayout ? 1 : 0))
    text.append(String(format: " ready=%ld guidance=%ld", self.readyConstraints.count, self.guidanceConstraints.count))
    text.append(">")
    return text as String
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    self.mapView = navMap
    self.isWideLayout = newState.wideMode
    self.readyState = newState

    // The map content guide lives for the whole session: zero high, at the
    // bottom of the safe area unless the ETA card or a prompt pushes it up.
    navMap.addLayoutGuide(self.mapContentGuide)
    let restingBottom = NSLayoutConstraint(item: self.mapContentGuide, attribute: .bottom, relatedBy: .equal, toItem: navMap.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1.0, constant: 0.0)
    restingBottom.priority = UILayoutPriority.defaultLow
    self.sessionConstraints.add(NSLayoutConstraint(item: self.mapContentGuide, attribute: .leading, relatedBy: .equal, toItem: navMap, attribute: .leading, multiplier: 1.0, constant: 0.0))
    self.sessionConstraints.add(NSLayoutConstraint(item: self.mapContentGuide, attribute: .trailing, relatedBy: .equal, toItem: navMap, attribute: .trailing, multiplier: 1.0, constant: 0.0))
    self.sessionConstraints.add(NSLayoutConstraint(item: self.mapContentGuide, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1.0, constant: 0.0))
    self.sessionConstraints.add(NSLayoutConstraint(item: self.mapContentGuide, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: navMap.safeAreaLayoutGuide, attribute: .bottom, multiplier: 1.0, constant: 0.0))
    self.sessionConstraints.add(restingBottom)
    ACXConstraintArrayActivate(self.sessionConstraints)

    self._installReadyState(newState, onMap: navMap)
    self._startObservingContentSizeChanges()
    self._notifyHostOfPhase(ACXNavigationLayoutPhaseReady)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    self._removePromptImmediately()
    ACXConstraintArrayDeactivate(self.guidanceConstraints)
    ACXConstraintArrayDeactivate(self.readyConstraints)
    ACXViewArrayRemoveFromSuperview(self.guidanceViews)
    ACXViewArrayRemoveFromSuperview(self.readyViews)
    self.buttonStack.arrangedSubviews = []
    ACXConstraintArrayDeactivate(self.sessionConstraints)
    navMap.removeLayoutGuide(self.mapContentGuide)
    self._stopObservingContentSizeChanges()
    self.readyState = nil
    self.guidanceState = nil
    self.mapView = nil
    self._notifyHostOfPhase(ACXNavigationLayoutPhaseOff)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    // Take the navigation-ready layout down first, then build guidance.
    ACXConstraintArrayDeactivate(self.readyConstraints)
    ACXViewArrayRemoveFromSuperview(self.readyViews)
    self.buttonStack.arrangedSubviews = []
    self.readyState = nil

    // Launched in landscape, guidance may start before any -sizeChanged:.
    self.isWideLayout = newState.wideMode
    self.guidanceState = newState
    self.showsTripProgressBar = self._boolOption(ACXLayoutOptionShowsTripProgressBarKey, defaultValue: true)

    let viewport = newState.viewport
    let logo = newState.googleLogo
    navMap.insertSubview(viewport, at: 0)
    navMap.addSubview(newState.turnCard)
    navMap.addSubview(newState.etaCard)
    navMap.addSubview(newState.speedWidget)
    if (self.showsTripProgressBar) {
      navMap.addSubview(newState.tripProgressBar)
    }
    navMap.addSubview(logo)
    self.buttonStack.arrangedSubviews = self._buttonViews(from: newState.buttons)
    navMap.addSubview(self.buttonStack)

    self.guidanceViews.addObjects(from: [viewport, newState.turnCard, newState.etaCard, newState.speedWidget, logo, self.buttonStack])
    if (self.showsTripProgressBar) {
      self.guidanceViews.add(newState.tripProgressBar)
    }
    self._addGuidanceConstraints(newState, onMap: navMap)
    ACXConstraintArrayActivate(self.guidanceConstraints)
    self._notifyHostOfPhase(ACXNavigationLayoutPhaseGuidance)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up goes with the guidance layout, without animation.
    self._removePromptImmediately()
    ACXConstraintArrayDeactivate(self.guidanceConstraints)
    ACXViewArrayRemoveFromSuperview(self.guidanceViews)
    self.buttonStack.arrangedSubviews = []
    self.guidanceState = nil

    self.isWideLayout = newState.wideMode
    self.readyState = newState
    self._installReadyState(newState, onMap: navMap)
    self._notifyHostOfPhase(ACXNavigationLayoutPhaseReady)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    self.isWideLayout = newState.wideMode
    if (newState.isKind(of: ActiveGuidanceUIState.self) && self.guidanceState != nil) {
      ACXConstraintArrayDeactivate(self.guidanceConstraints)
      self._addGuidanceConstraints(self.guidanceState!, onMap: navMap)
      ACXConstraintArrayActivate(self.guidanceConstraints)
    } else if (newState.isKind(of: NavigationReadyUIState.self) && self.readyState != nil) {
      ACXConstraintArrayDeactivate(self.readyConstraints)
      self._addReadyConstraints(self.readyState!, onMap: navMap)
      ACXConstraintArrayActivate(self.readyConstraints)
    }
    ACXLog("sizeChanged wide=" + (self.isWideLayout ? "YES" : "NO"))
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    if (self.guidanceState == nil) {
      return
    }
    self.currentPrompt = newPrompt
    navMap.addSubview(newPrompt)

    // Laid out below the bottom edge first, then slid up.
    let bottom = NSLayoutConstraint(item: newPrompt, attribute: .bottom, relatedBy: .equal, toItem: navMap, attribute: .bottom, multiplier: 1.0, constant: kACXPromptSlideDistance)
    self.promptBottomConstraint = bottom
    self.promptConstraints.add(NSLayoutConstraint(item: newPrompt, attribute: .leading, relatedBy: .equal, toItem: navMap.safeAreaLayoutGuide, attribute: .leading, multiplier: 1.0, constant: 0.0))
    self.promptConstraints.add(bottom)
    // Keep the viewport, the logo and the buttons above the prompt.
    self.promptConstraints.add(NSLayoutConstraint(item: self.mapContentGuide, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: newPrompt, attribute: .top, multiplier: 1.0, constant: 0.0))
    ACXConstraintArrayActivate(self.promptConstraints)
    navMap.layoutIfNeeded()

    UIView.animate(withDuration: self._promptAnimationDuration(), delay: 0.0, options: [.curveEaseOut], animations: {
      bottom.constant = 0.0
      navMap.layoutIfNeeded()
    }, completion: nil)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    // The slide-out keeps its own copy: -changePrompt: shows the next prompt
    // into self.promptConstraints while this one is still moving.
    let outgoingConstraints = self.promptConstraints.mutableCopy() as! NSMutableArray
    self.promptConstraints.removeAllObjects()
    let bottom = self.promptBottomConstraint
    self.promptBottomConstraint = nil
    if (self.currentPrompt === oldPrompt) {
      self.currentPrompt = nil
    }

    UIView.animate(withDuration: self._promptAnimationDuration(), delay: 0.0, options: [.curveEaseIn], animations: {
      if (bottom != nil) {
        bottom!.constant = kACXPromptSlideDistance
      }
      navMap.layoutIfNeeded()
    }, completion: { (finished: Bool) in
      ACXConstraintArrayDeactivate(outgoingConstraints)
      oldPrompt.removeFromSuperview()
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    self.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    self.showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Private: ready state

  private func _installReadyState(_ state: NavigationReadyUIState, onMap navMap: GMSMapView) {
    let viewport = state.viewport
    let logo = state.googleLogo
    navMap.insertSubview(viewport, at: 0)
    navMap.addSubview(logo)
    self.buttonStack.arrangedSubviews = self._buttonViews(from: state.buttons)
    navMap.addSubview(self.buttonStack)
    self.readyViews.addObjects(from: [viewport, logo, self.buttonStack])
    self._addReadyConstraints(state, onMap: navMap)
    ACXConstraintArrayActivate(self.readyConstraints)
  }

  private func _addReadyConstraints(_ state: NavigationReadyUIState, onMap navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let guide = self.mapContentGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let spacing = self._edgeSpacing()
    var logoInset = spacing
    if (self.isWideLayout) {
      logoInset = kACXWideLogoSpacing
    }
    let c = self.readyConstraints
    c.add(NSLayoutConstraint(item: viewport, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1.0, constant: 0.0))
    c.add(NSLayoutConstraint(item: viewport, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
    c.add(NSLayoutConstraint(item: viewport, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: 0.0))
    c.add(NSLayoutConstraint(item: viewport, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: 0.0))
    c.add(NSLayoutConstraint(item: logo, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: logoInset))
    c.add(NSLayoutConstraint(item: logo, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: -spacing))
    c.add(NSLayoutConstraint(item: self.buttonStack, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: -spacing))
    c.add(NSLayoutConstraint(item: self.buttonStack, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1.0, constant: spacing))
    c.add(NSLayoutConstraint(item: self.buttonStack, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: -spacing))
  }

  // MARK: - Private: guidance

  private func _addGuidanceConstraints(_ state: ActiveGuidanceUIState, onMap navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let guide = self.mapContentGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speedWidget = state.speedWidget
    let progressBar = state.tripProgressBar
    let logo = state.googleLogo
    let viewport = state.viewport
    let spacing = self._edgeSpacing()
    let metrics: [String: Any] = ["spacing": NSNumber(value: Double(spacing))]
    let c = self.guidanceConstraints

    // Turn card at the top of the leading column (the full width when narrow:
    // the SDK sizes it); the camera frames the map below it.
    c.add(NSLayoutConstraint(item: turnCard, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1.0, constant: 0.0))
    c.add(NSLayoutConstraint(item: turnCard, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
    let cardViews: [String: Any] = ["turnCard": turnCard, "viewport": viewport]
    c.addObjects(from: NSLayoutConstraint.constraints(withVisualFormat: "V:[turnCard][viewport]", options: [], metrics: nil, views: cardViews))
    c.add(NSLayoutConstraint(item: viewport, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
    c.add(NSLayoutConstraint(item: viewport, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: 0.0))
    c.add(NSLayoutConstraint(item: viewport, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: 0.0))

    // Speed widget, then the logo after it, on the map content guide.
    let chromeViews: [String: Any] = ["speedWidget": speedWidget, "logo": logo]
    c.addObjects(from: NSLayoutConstraint.constraints(withVisualFormat: "H:[speedWidget]-(spacing)-[logo]", options: [], metrics: metrics, views: chromeViews))
    c.add(NSLayoutConstraint(item: speedWidget, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: -spacing))
    c.add(NSLayoutConstraint(item: logo, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: -spacing))

    var columnTop: Any = turnCard
    var columnTopAttribute = NSLayoutConstraint.Attribute.bottom
    if (self.isWideLayout) {
      // Wide: the ETA card closes the leading column; the speed widget and the
      // logo start after it, the buttons start at the top of the map.
      c.add(NSLayoutConstraint(item: etaCard, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
      c.add(NSLayoutConstraint(item: etaCard, attribute: .bottom, relatedBy: .equal, toItem: safe, attribute: .bottom, multiplier: 1.0, constant: 0.0))
      c.add(NSLayoutConstraint(item: speedWidget, attribute: .leading, relatedBy: .equal, toItem: etaCard, attribute: .trailing, multiplier: 1.0, constant: spacing))
      columnTop = safe
      columnTopAttribute = .top
    } else {
      // Narrow: the ETA card across the bottom ends the open map.
      c.add(NSLayoutConstraint(item: etaCard, attribute: .leading, relatedBy: .equal, toItem: navMap, attribute: .leading, multiplier: 1.0, constant: 0.0))
      c.add(NSLayoutConstraint(item: etaCard, attribute: .bottom, relatedBy: .equal, toItem: navMap, attribute: .bottom, multiplier: 1.0, constant: 0.0))
      c.add(NSLayoutConstraint(item: guide, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: etaCard, attribute: .top, multiplier: 1.0, constant: 0.0))
      c.add(NSLayoutConstraint(item: speedWidget, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: spacing))
    }

    // Trailing column: trip progress bar against the edge, buttons inside it.
    c.add(NSLayoutConstraint(item: self.buttonStack, attribute: .top, relatedBy: .equal, toItem: columnTop, attribute: columnTopAttribute, multiplier: 1.0, constant: spacing))
    c.add(NSLayoutConstraint(item: self.buttonStack, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: -spacing))
    if (self.showsTripProgressBar) {
      c.add(NSLayoutConstraint(item: progressBar, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: -spacing))
      c.add(NSLayoutConstraint(item: progressBar, attribute: .top, relatedBy: .equal, toItem: columnTop, attribute: columnTopAttribute, multiplier: 1.0, constant: spacing))
      c.add(NSLayoutConstraint(item: progressBar, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .top, multiplier: 1.0, constant: -spacing))
      let railViews: [String: Any] = ["buttonStack": self.buttonStack, "progressBar": progressBar]
      c.addObjects(from: NSLayoutConstraint.constraints(withVisualFormat: "H:[buttonStack]-(spacing)-[progressBar]", options: [], metrics: metrics, views: railViews))
    } else {
      c.add(NSLayoutConstraint(item: self.buttonStack, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: -spacing))
    }
  }

  // MARK: - Private: prompts

  private func _removePromptImmediately() {
    ACXConstraintArrayDeactivate(self.promptConstraints)
    self.promptBottomConstraint = nil
    if (self.currentPrompt != nil) {
      self.currentPrompt!.removeFromSuperview()
      self.currentPrompt = nil
    }
  }

  // MARK: - Private: helpers

  /// Compass first, then the report button; found by type, never by index.
  private func _buttonViews(from buttons: [NavigationUIButton]) -> [UIView] {
    let views = NSMutableArray()
    for button in buttons {
      if (button.type == NavigationButtonKnownType.compass) {
        views.insert(button.view, at: 0)
      } else if (button.type == NavigationButtonKnownType.reporting) {
        views.add(button.view)
      }
    }
    return views as! [UIView]
  }

  private func _boolOption(_ key: String, defaultValue: Bool) -> Bool {
    if let value = self.options.object(forKey: key) as? NSNumber {
      return value.boolValue
    }
    return defaultValue
  }

  private func _edgeSpacing() -> CGFloat {
    if let value = self.options.object(forKey: ACXLayoutOptionEdgeSpacingKey) as? NSNumber {
      return CGFloat(value.doubleValue)
    }
    return kACXStandardSpacing
  }

  private func _promptAnimationDuration() -> TimeInterval {
    if let value = self.options.object(forKey: ACXLayoutOptionPromptAnimationDurationKey) as? NSNumber {
      return value.doubleValue
    }
    return kACXPromptAnimationDuration
  }

  private func _notifyHostOfPhase(_ phase: String) {
    ACXLog("phase \(phase)")
    #if canImport(ObjectiveC)
    if (self.host != nil && self.host!.responds(to: #selector(ACXNavigationLayoutHost.navigationLayoutDelegate(_:didEnterPhase:)))) {
      self.host!.navigationLayoutDelegate?(self, didEnterPhase: phase)
    }
    #endif
  }

  // MARK: - Private: Dynamic Type

  #if canImport(ObjectiveC)
  private func _startObservingContentSizeChanges() {
    if (self.isObservingContentSize) {
      return
    }
    NotificationCenter.default.addObserver(self, selector: #selector(_contentSizeCategoryDidChange(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
    self.isObservingContentSize = true
  }

  private func _stopObservingContentSizeChanges() {
    if (!self.isObservingContentSize) {
      return
    }
    NotificationCenter.default.removeObserver(self, name: UIContentSizeCategory.didChangeNotification, object: nil)
    self.isObservingContentSize = false
  }

  /// The cards and prompts change height with the text size: lay out again.
  @objc private func _contentSizeCategoryDidChange(_ notification: Notification) {
    if (self.mapView != nil) {
      self.mapView!.setNeedsLayout()
    }
  }
  #else
  private func _startObservingContentSizeChanges() {}
  private func _stopObservingContentSizeChanges() {}
  #endif
}
