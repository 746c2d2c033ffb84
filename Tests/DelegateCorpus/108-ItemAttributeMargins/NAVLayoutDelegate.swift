import GoogleNavigation
import UIKit

/// Ported from the Objective-C NAVLayoutDelegate: constraints are built with
/// the item/attribute initializer and the visual format language.
@MainActor
final class NAVLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let kMargin: CGFloat = 8.0
    private static let kPromptAnimationDuration: TimeInterval = 0.3

    private var _buttonStack: GMSNavigationHidingStackView
    private var _contentBottomGuide: UILayoutGuide
    private var _sessionConstraints = [NSLayoutConstraint]()
    private var _stateConstraints = [NSLayoutConstraint]()
    private var _stateViews = [UIView]()
    private var _promptConstraints = [NSLayoutConstraint]()
    private var _currentPrompt: NavigationPromptView?

    override init() {
        _buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        _contentBottomGuide = UILayoutGuide()
        super.init()
    }

    // MARK: - Helpers

    private func pin(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                     _ relation: NSLayoutConstraint.Relation = .equal,
                     to other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute,
                     constant: CGFloat = 0) -> NSLayoutConstraint {
        return NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation,
                                  toItem: other, attribute: otherAttribute, multiplier: 1.0, constant: constant)
    }

    private func addStateViews(_ views: [UIView], to mapView: GMSMapView) {
        for view in views {
            mapView.addSubview(view)
            _stateViews.append(view)
        }
    }

    private func tearDownState() {
        NSLayoutConstraint.deactivate(_stateConstraints)
        _stateConstraints.removeAll()
        for view in _stateViews {
            view.removeFromSuperview()
        }
        _stateViews.removeAll()
        _buttonStack.arrangedSubviews = []
    }

    private func buttonViews(_ buttons: [NavigationUIButton], includeReporting: Bool) -> [UIView] {
        var result = [UIView]()
        for button in buttons {
            if button.type == .compass || (includeReporting && button.type == .reporting) {
                result.append(button.view)
            }
        }
        return result
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safeArea = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(_contentBottomGuide)
        navMap.addSubview(_buttonStack)
        let restingBottom = pin(_contentBottomGuide, .bottom, to: safeArea, .bottom)
        restingBottom.priority = .defaultLow
        _sessionConstraints.append(restingBottom)
        _sessionConstraints.append(pin(_contentBottomGuide, .bottom, .lessThanOrEqual, to: safeArea, .bottom))
        _sessionConstraints.append(pin(_contentBottomGuide, .height, to: nil, .notAnAttribute))
        NSLayoutConstraint.activate(_sessionConstraints)
        layoutReadyState(newState, mapView: navMap)
    }

    private func layoutReadyState(_ state: NavigationReadyUIState, mapView navMap: GMSMapView) {
        let safeArea = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        addStateViews([viewport, logo], to: navMap)
        _buttonStack.arrangedSubviews = buttonViews(state.buttons, includeReporting: false)

        let views: [String: UIView] = ["viewport": viewport, "logo": logo, "buttons": _buttonStack]
        let metrics: [String: CGFloat] = ["m": NAVLayoutDelegate.kMargin, "wide": state.wideMode ? 16 : 8]
        _stateConstraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[viewport]|", options: [], metrics: nil, views: views)
        _stateConstraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[buttons]-(m)-[logo]", options: [], metrics: metrics, views: views)
        _stateConstraints.append(pin(viewport, .top, to: safeArea, .top))
        _stateConstraints.append(pin(viewport, .bottom, to: _contentBottomGuide, .top))
        _stateConstraints.append(pin(logo, .leading, to: safeArea, .leading, constant: metrics["wide"] ?? 8))
        _stateConstraints.append(pin(logo, .bottom, to: _contentBottomGuide, .top, constant: -NAVLayoutDelegate.kMargin))
        _stateConstraints.append(pin(_buttonStack, .trailing, to: safeArea, .trailing, constant: -NAVLayoutDelegate.kMargin))
        _stateConstraints.append(pin(_buttonStack, .top, to: safeArea, .top, constant: NAVLayoutDelegate.kMargin))
        NSLayoutConstraint.activate(_stateConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeCurrentPrompt()
        tearDownState()
        NSLayoutConstraint.deactivate(_sessionConstraints)
        _sessionConstraints.removeAll()
        _buttonStack.removeFromSuperview()
        navMap.removeLayoutGuide(_contentBottomGuide)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownState()
        let safeArea = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        let logo = newState.googleLogo
        addStateViews([viewport, turnCard, etaCard, logo], to: navMap)
        _buttonStack.arrangedSubviews = buttonViews(newState.buttons, includeReporting: true)

        let views: [String: UIView] = ["turn": turnCard, "eta": etaCard, "viewport": viewport, "buttons": _buttonStack]
        let metrics: [String: CGFloat] = ["m": NAVLayoutDelegate.kMargin]
        _stateConstraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[turn][viewport]", options: [], metrics: nil, views: views)
        _stateConstraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[turn]-(m)-[buttons]", options: [], metrics: metrics, views: views)
        _stateConstraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[eta]|", options: [], metrics: nil, views: views)
        _stateConstraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[viewport]|", options: [], metrics: nil, views: views)
        _stateConstraints.append(pin(turnCard, .leading, to: safeArea, .leading))
        if newState.wideMode {
            _stateConstraints.append(pin(etaCard, .leading, to: safeArea, .leading))
        } else {
            _stateConstraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[eta]", options: [], metrics: nil, views: views)
        }
        _stateConstraints.append(pin(_contentBottomGuide, .bottom, .lessThanOrEqual, to: etaCard, .top))
        _stateConstraints.append(pin(viewport, .bottom, to: _contentBottomGuide, .top))
        _stateConstraints.append(pin(logo, .leading, to: safeArea, .leading, constant: NAVLayoutDelegate.kMargin))
        let speed = newState.speedWidget
        addStateViews([speed], to: navMap)
        _stateConstraints.append(pin(speed, .leading, to: etaCard, .leadingMargin))
        _stateConstraints.append(pin(speed, .bottom, to: etaCard, .topMargin))
        let logoResting = pin(logo, .bottom, to: _contentBottomGuide, .top, constant: -NAVLayoutDelegate.kMargin)
        logoResting.priority = .defaultHigh
        _stateConstraints.append(logoResting)
        _stateConstraints.append(pin(logo, .bottom, .lessThanOrEqual, to: _contentBottomGuide, .top, constant: -NAVLayoutDelegate.kMargin))
        _stateConstraints.append(pin(logo, .bottom, .lessThanOrEqual, to: speed, .top, constant: -NAVLayoutDelegate.kMargin))
        _stateConstraints.append(pin(_buttonStack, .trailing, to: safeArea, .trailing, constant: -NAVLayoutDelegate.kMargin))
        _stateConstraints.append(pin(_buttonStack, .bottom, to: _contentBottomGuide, .top, constant: -NAVLayoutDelegate.kMargin))
        NSLayoutConstraint.activate(_stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDownState()
        layoutReadyState(newState, mapView: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        navMap.setNeedsLayout()
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        _currentPrompt = newPrompt
        navMap.addSubview(newPrompt)
        let bottom = pin(newPrompt, .bottom, to: navMap, .bottom, constant: newPrompt.bounds.size.height)
        _promptConstraints = [bottom,
                              pin(newPrompt, .leading, to: navMap.safeAreaLayoutGuide, .leading),
                              pin(_contentBottomGuide, .bottom, .lessThanOrEqual, to: newPrompt, .top)]
        NSLayoutConstraint.activate(_promptConstraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: NAVLayoutDelegate.kPromptAnimationDuration, animations: {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        })
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removeCurrentPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removeCurrentPrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removeCurrentPrompt() {
        NSLayoutConstraint.deactivate(_promptConstraints)
        _promptConstraints.removeAll()
        if let prompt = _currentPrompt {
            prompt.removeFromSuperview()
        }
        _currentPrompt = nil
    }
}
