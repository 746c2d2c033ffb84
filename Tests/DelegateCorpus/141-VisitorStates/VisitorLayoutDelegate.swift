import UIKit
import GoogleNavigation

@MainActor
final class VisitorLayoutDelegate: NavigationLayoutDelegate {
    private var state: LayoutState = IdleLayoutState()
    private var shownViews: [UIView] = []
    private var constraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private let bottomGuide = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        transition(to: ReadyLayoutState(newState, isWide: newState.wideMode), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        transition(to: IdleLayoutState(), on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        transition(to: GuidanceLayoutState(newState, isWide: newState.wideMode), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        transition(to: ReadyLayoutState(newState, isWide: newState.wideMode), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch state {
        case let ready as ReadyLayoutState:
            transition(to: ReadyLayoutState(ready.ui, isWide: newState.wideMode), on: navMap)
        case let guidance as GuidanceLayoutState:
            transition(to: GuidanceLayoutState(guidance.ui, isWide: newState.wideMode), on: navMap)
        default:
            break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottomGuide.topAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Transition

    private func transition(to next: LayoutState, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()

        let nextViews = next.accept(ShownViewsVisitor())
        for view in shownViews where !nextViews.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in nextViews where view.superview == nil {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        shownViews = nextViews
        syncButtons(next.accept(StackedButtonsVisitor()), on: navMap)
        syncBottomGuide(needed: next is GuidanceLayoutState, on: navMap)

        let builder = ConstraintBuildingVisitor(map: navMap, stack: buttonStack, bottomGuide: bottomGuide)
        next.accept(builder)
        constraints = builder.constraints
        NSLayoutConstraint.activate(constraints)
        state = next
    }

    private func syncButtons(_ buttons: [UIView], on navMap: GMSMapView) {
        for old in buttonStack.arrangedSubviews where !buttons.contains(where: { $0 === old }) {
            old.removeFromSuperview()
        }
        buttonStack.arrangedSubviews = buttons
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
        if buttons.isEmpty {
            buttonStack.removeFromSuperview()
        } else if buttonStack.superview == nil {
            buttonStack.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(buttonStack)
        }
    }

    private func syncBottomGuide(needed: Bool, on navMap: GMSMapView) {
        if needed, bottomGuide.owningView == nil {
            navMap.addLayoutGuide(bottomGuide)
        } else if !needed, bottomGuide.owningView != nil {
            navMap.removeLayoutGuide(bottomGuide)
        }
    }
}
