import GoogleNavigation
import UIKit

// Ported from NAVLayoutDelegate.m (2019). Keep in sync with the Android layout.
@MainActor
class NAVLayoutDelegate: NSObject, NavigationLayoutDelegate {
    var mapView: GMSMapView? = nil
    var buttonStackView: GMSNavigationHidingStackView? = nil
    var promptView: NavigationPromptView? = nil
    var readyConstraints: [NSLayoutConstraint] = []
    var guidanceConstraints: [NSLayoutConstraint] = []
    var promptConstraints: [NSLayoutConstraint] = []
    var addedViews: [String: AnyObject] = [:]
    var isWideLayout: Bool = false

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.mapView = navMap
        self.isWideLayout = newState.wideMode
        self.addedViews["logo"] = newState.googleLogo
        self.addedViews["viewport"] = newState.viewport
        self.setupButtonStack(buttons: newState.buttons)
        self.layoutReadyState(newState: newState)
    }

    func layoutReadyState(newState: NavigationReadyUIState) {
        var map: GMSMapView = self.mapView!
        var safe: UILayoutGuide = map.safeAreaLayoutGuide
        var logo: UIView = self.addedViews["logo"] as! UIView
        var viewport: UIView = self.addedViews["viewport"] as! UIView
        var stack: UIView = self.buttonStackView!
        map.addSubview(viewport)
        map.addSubview(logo)
        map.addSubview(stack)
        var constraints: [NSLayoutConstraint] = []
        constraints.append(NSLayoutConstraint(item: viewport, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: viewport, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: viewport, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: viewport, attribute: .bottom, relatedBy: .equal, toItem: logo, attribute: .top, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: logo, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: logo, attribute: .bottom, relatedBy: .equal, toItem: safe, attribute: .bottom, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: stack, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: stack, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1.0, constant: 0.0))
        constraints.append(NSLayoutConstraint(item: stack, attribute: .bottom, relatedBy: .equal, toItem: logo, attribute: .top, multiplier: 1.0, constant: 0.0))
        if self.isWideLayout {
            // Landscape: leave room for the notch on the trailing side too.
            constraints[6].constant = -NavigationStyleValues.buttonHorizontalPadding
        }
        NSLayoutConstraint.activate(constraints)
        self.readyConstraints = constraints
    }

    func setupButtonStack(buttons: [NavigationUIButton]) {
        if self.buttonStackView == nil {
            self.buttonStackView = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        }
        var views: [UIView] = []
        for i in 0..<buttons.count {
            var button: NavigationUIButton = buttons[i]
            views.append(button.view)
        }
        self.buttonStackView!.arrangedSubviews = views
    }

    func removeViews(names: [String]) {
        for i in stride(from: 0, to: names.count, by: 1) {
            var name: String = names[i]
            var view: UIView? = self.addedViews[name] as? UIView
            if view != nil {
                view!.removeFromSuperview()
            }
            self.addedViews.removeValue(forKey: name)
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(self.readyConstraints)
        self.readyConstraints = []
        NSLayoutConstraint.deactivate(self.promptConstraints)
        self.promptConstraints = []
        if self.promptView != nil {
            self.promptView!.removeFromSuperview()
            self.promptView = nil
        }
        self.removeViews(names: ["logo", "viewport"])
        if self.buttonStackView != nil {
            self.buttonStackView!.arrangedSubviews = []
            self.buttonStackView!.removeFromSuperview()
        }
        self.mapView = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(self.readyConstraints)
        self.readyConstraints = []
        self.removeViews(names: ["logo", "viewport"])
        self.isWideLayout = newState.wideMode
        self.addedViews["turnCard"] = newState.turnCard
        self.addedViews["etaCard"] = newState.etaCard
        self.addedViews["logo"] = newState.googleLogo
        self.addedViews["viewport"] = newState.viewport
        self.setupButtonStack(buttons: newState.buttons)

        var map: GMSMapView = navMap
        var safe: UILayoutGuide = map.safeAreaLayoutGuide
        var turnCard: UIView = self.addedViews["turnCard"] as! UIView
        var etaCard: UIView = self.addedViews["etaCard"] as! UIView
        var logo: UIView = self.addedViews["logo"] as! UIView
        var viewport: UIView = self.addedViews["viewport"] as! UIView
        var stack: UIView = self.buttonStackView!
        var order: [UIView] = [viewport, turnCard, etaCard, logo, stack]
        for i in 0..<order.count {
            map.addSubview(order[i])
        }
        var etaLeadingItem: AnyObject = map
        if self.isWideLayout {
            etaLeadingItem = safe
        }
        var c: [NSLayoutConstraint] = []
        c.append(NSLayoutConstraint(item: turnCard, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: turnCard, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: etaCard, attribute: .bottom, relatedBy: .equal, toItem: map, attribute: .bottom, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: etaCard, attribute: .leading, relatedBy: .equal, toItem: etaLeadingItem, attribute: .leading, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: viewport, attribute: .top, relatedBy: .equal, toItem: turnCard, attribute: .bottom, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: viewport, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: viewport, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: viewport, attribute: .bottom, relatedBy: .equal, toItem: logo, attribute: .top, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: logo, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: logo, attribute: .bottom, relatedBy: .equal, toItem: etaCard, attribute: .top, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: stack, attribute: .trailing, relatedBy: .equal, toItem: safe, attribute: .trailing, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: stack, attribute: .top, relatedBy: .equal, toItem: turnCard, attribute: .bottom, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: stack, attribute: .bottom, relatedBy: .equal, toItem: logo, attribute: .top, multiplier: 1.0, constant: 0.0))
        NSLayoutConstraint.activate(c)
        self.guidanceConstraints = c
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if self.promptView != nil {
            self.hidePrompt(navMap: navMap, oldPrompt: self.promptView!)
        }
        NSLayoutConstraint.deactivate(self.guidanceConstraints)
        self.guidanceConstraints = []
        self.removeViews(names: ["turnCard", "etaCard", "logo", "viewport"])
        if self.buttonStackView != nil {
            self.buttonStackView!.removeFromSuperview()
        }
        self.addedViews["logo"] = newState.googleLogo
        self.addedViews["viewport"] = newState.viewport
        self.setupButtonStack(buttons: newState.buttons)
        self.layoutReadyState(newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        var map: GMSMapView = navMap
        var logo: UIView = self.addedViews["logo"] as! UIView
        map.addSubview(newPrompt)
        self.promptView = newPrompt
        var c: [NSLayoutConstraint] = []
        c.append(NSLayoutConstraint(item: newPrompt, attribute: .leading, relatedBy: .equal, toItem: map.safeAreaLayoutGuide, attribute: .leading, multiplier: 1.0, constant: 0.0))
        c.append(NSLayoutConstraint(item: newPrompt, attribute: .bottom, relatedBy: .equal, toItem: map, attribute: .bottom, multiplier: 1.0, constant: 0.0))
        var above: NSLayoutConstraint = NSLayoutConstraint(item: logo, attribute: .bottom, relatedBy: .equal, toItem: newPrompt, attribute: .top, multiplier: 1.0, constant: 0.0)
        c.append(above)
        // The logo-on-ETA constraint must give way while a prompt is up.
        for i in 0..<self.guidanceConstraints.count {
            var g: NSLayoutConstraint = self.guidanceConstraints[i]
            if g.firstItem === logo && g.firstAttribute == .bottom {
                g.isActive = false
            }
        }
        NSLayoutConstraint.activate(c)
        self.promptConstraints = c
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(self.promptConstraints)
        self.promptConstraints = []
        for i in 0..<self.guidanceConstraints.count {
            var g: NSLayoutConstraint = self.guidanceConstraints[i]
            if g.isActive == false {
                g.isActive = true
            }
        }
        oldPrompt.removeFromSuperview()
        if self.promptView === oldPrompt {
            self.promptView = nil
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        self.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        self.showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
