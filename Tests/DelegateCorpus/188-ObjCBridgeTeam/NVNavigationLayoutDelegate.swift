import GoogleNavigation
import UIKit

let kNVLayoutInset: CGFloat = 8.0
let kNVPromptAnimationDuration: TimeInterval = 0.3

/// Port of NVNavigationLayoutDelegate.m. Constraints are kept in mutable arrays
/// per state; the per-mode layout methods are looked up by selector, as the
/// Objective-C class did.
#if canImport(ObjectiveC)
@objc(NVNavigationLayoutDelegate)
@objcMembers
#endif
final class NVNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
    weak var host: NVMapHostLayoutObserving?

    let sessionConstraints = NSMutableArray()
    let readyConstraints = NSMutableArray()
    let guidanceConstraints = NSMutableArray()
    let promptConstraints = NSMutableArray()
    let readyViews = NSMutableArray()
    let guidanceViews = NSMutableArray()
    let contentBottomGuide = UILayoutGuide()
    var currentPrompt: NavigationPromptView?
    var promptBottomConstraint: NSLayoutConstraint?
    var guidanceState: ActiveGuidanceUIState?
    var isWideMode = false

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWideMode = newState.wideMode
        navMap.addLayoutGuide(contentBottomGuide)
        let safeArea = navMap.safeAreaLayoutGuide
        let resting = contentBottomGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        resting.priority = UILayoutPriority(rawValue: 250)
        sessionConstraints.addObjects(from: [
            contentBottomGuide.heightAnchor.constraint(equalToConstant: 0),
            contentBottomGuide.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            contentBottomGuide.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
            resting,
        ])
        NSLayoutConstraint.activate(sessionConstraints as! [NSLayoutConstraint])
        self.perform(NSSelectorFromString("installReadyLayoutOnMap:state:"), with: navMap, with: newState)
        notifyHost("ready")
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePromptImmediately()
        removeViews(readyViews, constraints: readyConstraints)
        NSLayoutConstraint.deactivate(sessionConstraints as! [NSLayoutConstraint])
        sessionConstraints.removeAllObjects()
        navMap.removeLayoutGuide(contentBottomGuide)
        notifyHost("off")
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeViews(readyViews, constraints: readyConstraints)
        guidanceState = newState
        isWideMode = newState.wideMode
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.map { $0.view }
        let views: [UIView] = [newState.viewport, newState.turnCard, newState.etaCard,
                               newState.speedWidget, newState.googleLogo, stack]
        for view in views { navMap.addSubview(view) }
        guidanceViews.addObjects(from: views)
        applyGuidanceConstraints(navMap, state: newState, stack: stack)
        notifyHost("guidance")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePromptImmediately()
        removeViews(guidanceViews, constraints: guidanceConstraints)
        guidanceState = nil
        isWideMode = newState.wideMode
        self.perform(NSSelectorFromString("installReadyLayoutOnMap:state:"), with: navMap, with: newState)
        notifyHost("ready")
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWideMode else { return }
        isWideMode = newState.wideMode
        guard let state = guidanceState,
              let stack = guidanceViews.lastObject as? GMSNavigationHidingStackView else { return }
        NSLayoutConstraint.deactivate(guidanceConstraints as! [NSLayoutConstraint])
        guidanceConstraints.removeAllObjects()
        applyGuidanceConstraints(navMap, state: state, stack: stack)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        currentPrompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptBottomConstraint = bottom
        promptConstraints.addObjects(from: [
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        NSLayoutConstraint.activate(promptConstraints as! [NSLayoutConstraint])
        navMap.layoutIfNeeded()
        bottom.constant = newPrompt.bounds.size.height
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: kNVPromptAnimationDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottomConstraint else { return }
        let doomed = promptConstraints.copy() as! NSArray
        promptConstraints.removeAllObjects()
        promptBottomConstraint = nil
        currentPrompt = nil
        UIView.animate(withDuration: kNVPromptAnimationDuration, animations: {
            bottom.constant = oldPrompt.bounds.size.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(doomed as! [NSLayoutConstraint])
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Selector targets (installReadyLayoutOnMap:state:, add...ConstraintsForState:map:stack:)

    func installReadyLayout(onMap navMap: GMSMapView, state: NavigationReadyUIState) {
        let safeArea = navMap.safeAreaLayoutGuide
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = state.buttons.map { $0.view }
        let views: [UIView] = [state.viewport, state.googleLogo, stack]
        for view in views { navMap.addSubview(view) }
        readyViews.addObjects(from: views)
        readyConstraints.addObjects(from: [
            state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            state.viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: kNVLayoutInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -kNVLayoutInset),
            stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -kNVLayoutInset),
            stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: kNVLayoutInset),
            stack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -kNVLayoutInset),
        ])
        NSLayoutConstraint.activate(readyConstraints as! [NSLayoutConstraint])
    }

    func addCompactGuidanceConstraints(forState state: ActiveGuidanceUIState, map navMap: GMSMapView) {
        let safeArea = navMap.safeAreaLayoutGuide
        guidanceConstraints.addObjects(from: [
            state.turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: kNVLayoutInset),
        ])
    }

    func addWideGuidanceConstraints(forState state: ActiveGuidanceUIState, map navMap: GMSMapView) {
        let safeArea = navMap.safeAreaLayoutGuide
        let hug = state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)
        hug.priority = UILayoutPriority(rawValue: 250)
        guidanceConstraints.addObjects(from: [
            state.turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor, constant: kNVLayoutInset),
            state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor, constant: kNVLayoutInset),
            hug,
            state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: kNVLayoutInset),
        ])
    }

    // MARK: - Private

    private func applyGuidanceConstraints(_ navMap: GMSMapView, state: ActiveGuidanceUIState, stack: UIView) {
        let safeArea = navMap.safeAreaLayoutGuide
        guidanceConstraints.addObjects(from: [
            state.turnCard.topAnchor.constraint(equalTo: safeArea.topAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -kNVLayoutInset),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -kNVLayoutInset),
            stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -kNVLayoutInset),
            stack.topAnchor.constraint(equalTo: isWideMode ? safeArea.topAnchor : state.turnCard.bottomAnchor, constant: kNVLayoutInset),
            stack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -kNVLayoutInset),
        ])
        let selector = NSSelectorFromString(isWideMode ? "addWideGuidanceConstraintsForState:map:"
                                                       : "addCompactGuidanceConstraintsForState:map:")
        if self.responds(to: selector) {
            self.perform(selector, with: state, with: navMap)
        }
        NSLayoutConstraint.activate(guidanceConstraints as! [NSLayoutConstraint])
    }

    private func removeViews(_ views: NSMutableArray, constraints: NSMutableArray) {
        NSLayoutConstraint.deactivate(constraints as! [NSLayoutConstraint])
        constraints.removeAllObjects()
        for case let view as UIView in views {
            (view as? GMSNavigationHidingStackView)?.arrangedSubviews = []
            view.removeFromSuperview()
        }
        views.removeAllObjects()
    }

    private func removePromptImmediately() {
        NSLayoutConstraint.deactivate(promptConstraints as! [NSLayoutConstraint])
        promptConstraints.removeAllObjects()
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        promptBottomConstraint = nil
    }

    private func notifyHost(_ stateName: String) {
        let selector = NSSelectorFromString("layoutDelegate:didEnterState:")
        guard let host = self.host, host.responds(to: selector) else { return }
        host.perform(selector, with: self, with: stateName as NSString)
    }
}
