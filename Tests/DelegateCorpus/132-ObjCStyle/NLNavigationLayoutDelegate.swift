//
//  NLNavigationLayoutDelegate.swift
//  Ported from NLNavigationLayoutDelegate.m
//

import GoogleNavigation
import UIKit

let kNLButtonStackTag = 4101
let kNLPromptTag = 4102

let NLPromptWillShowNotification = Notification.Name("NLPromptWillShowNotification")
let NLPromptWillHideNotification = Notification.Name("NLPromptWillHideNotification")
let NLPromptUserInfoKey = "NLPromptUserInfoKey"

/// The navigation screen's prompt controller. Listens for the delegate's
/// prompt notifications and slides the prompt in and out.
@MainActor
final class NLPromptController: NSObject {
    weak var mapView: GMSMapView?
    let contentBottomGuide: UILayoutGuide
    let promptConstraints = NSMutableDictionary()
    private var observers = NSMutableArray()

    init(contentBottomGuide: UILayoutGuide) {
        self.contentBottomGuide = contentBottomGuide
        super.init()
        let center = NotificationCenter.default
        observers.add(center.addObserver(forName: NLPromptWillShowNotification, object: nil, queue: nil) { [weak self] note in
            let prompt = note.userInfo?[NLPromptUserInfoKey] as? NavigationPromptView
            MainActor.assumeIsolated { self?.promptWillShow(prompt) }
        })
        observers.add(center.addObserver(forName: NLPromptWillHideNotification, object: nil, queue: nil) { [weak self] note in
            let prompt = note.userInfo?[NLPromptUserInfoKey] as? NavigationPromptView
            MainActor.assumeIsolated { self?.promptWillHide(prompt) }
        })
    }

    func invalidate() {
        for observer in observers {
            NotificationCenter.default.removeObserver(observer)
        }
        observers.removeAllObjects()
    }

    func promptWillShow(_ prompt: NavigationPromptView?) {
        guard let prompt, let mapView = self.mapView else { return }
        prompt.tag = kNLPromptTag
        prompt.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(prompt)

        let bottom = prompt.bottomAnchor.constraint(equalTo: mapView.bottomAnchor, constant: prompt.bounds.size.height)
        let constraints = NSMutableArray()
        constraints.add(bottom)
        constraints.add(prompt.leadingAnchor.constraint(equalTo: mapView.safeAreaLayoutGuide.leadingAnchor))
        constraints.add(self.contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
        for constraint in constraints {
            (constraint as! NSLayoutConstraint).isActive = true
        }
        self.promptConstraints.setObject(constraints, forKey: NSNumber(value: ObjectIdentifier(prompt).hashValue))
        mapView.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            bottom.constant = 0
            mapView.layoutIfNeeded()
        }
    }

    func promptWillHide(_ prompt: NavigationPromptView?) {
        guard let prompt, let mapView = self.mapView else { return }
        let key = NSNumber(value: ObjectIdentifier(prompt).hashValue)
        guard let constraints = self.promptConstraints.object(forKey: key) as? NSMutableArray else { return }
        self.promptConstraints.removeObject(forKey: key)
        let bottom = constraints.firstObject as! NSLayoutConstraint
        UIView.animate(withDuration: 0.3, animations: {
            bottom.constant = prompt.bounds.size.height
            mapView.layoutIfNeeded()
        }, completion: { _ in
            for constraint in constraints {
                (constraint as! NSLayoutConstraint).isActive = false
            }
            prompt.removeFromSuperview()
        })
    }
}

@MainActor
final class NLNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let readyConstraints = NSMutableArray()
    private let guidanceConstraints = NSMutableArray()
    private let cardXConstraints = NSMutableArray()
    private let contentBottomGuide = UILayoutGuide()
    private var promptController: NLPromptController?

    // MARK: - Helpers

    private func activateConstraints(_ constraints: NSMutableArray) {
        for constraint in constraints {
            (constraint as! NSLayoutConstraint).isActive = true
        }
    }

    private func deactivateConstraints(_ constraints: NSMutableArray) {
        for constraint in constraints {
            (constraint as! NSLayoutConstraint).isActive = false
        }
        constraints.removeAllObjects()
    }

    private func buttonStack(in navMap: GMSMapView) -> GMSNavigationHidingStackView? {
        return navMap.nl_viewWithTag(kNLButtonStackTag) as? GMSNavigationHidingStackView
    }

    private func installButtons(_ buttons: [NavigationUIButton], in navMap: GMSMapView, topAnchor: NSLayoutYAxisAnchor) {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.tag = kNLButtonStackTag
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.arrangedSubviews = buttons.map { $0.view }
        navMap.addSubview(stack)
        let safeArea = navMap.safeAreaLayoutGuide
        let constraints = navMap.nl_isGuiding ? guidanceConstraints : readyConstraints
        constraints.add(stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding))
        constraints.add(stack.topAnchor.constraint(equalTo: topAnchor))
        constraints.add(stack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))
    }

    private func removeButtonStack(from navMap: GMSMapView) {
        if let stack = self.buttonStack(in: navMap) {
            stack.removeFromSuperview()
            stack.arrangedSubviews = []
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottomGuide)
        let safeArea = navMap.safeAreaLayoutGuide
        let guideBottom = contentBottomGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        guideBottom.priority = .defaultLow
        NSLayoutConstraint.activate([guideBottom, contentBottomGuide.heightAnchor.constraint(equalToConstant: 0)])

        let controller = NLPromptController(contentBottomGuide: contentBottomGuide)
        controller.mapView = navMap
        promptController = controller

        navMap.nl_isGuiding = false
        layoutReadyState(navMap: navMap, state: newState)
    }

    private func layoutReadyState(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safeArea = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        navMap.addSubview(viewport)
        navMap.addSubview(logo)
        let topAnchor = state.wideMode ? navMap.topAnchor : safeArea.topAnchor
        installButtons(state.buttons, in: navMap, topAnchor: topAnchor)

        readyConstraints.add(logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor))
        readyConstraints.add(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))
        readyConstraints.add(viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor))
        readyConstraints.add(viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor))
        readyConstraints.add(viewport.topAnchor.constraint(equalTo: safeArea.topAnchor))
        readyConstraints.add(viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))
        activateConstraints(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        navMap.nl_viewWithTag(kNLPromptTag)?.removeFromSuperview()
        promptController?.invalidate()
        promptController = nil
        deactivateConstraints(readyConstraints)
        removeButtonStack(from: navMap)
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        navMap.removeLayoutGuide(contentBottomGuide)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        deactivateConstraints(readyConstraints)
        removeButtonStack(from: navMap)
        navMap.nl_isGuiding = true

        let safeArea = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let speedWidget = newState.speedWidget
        let logo = newState.googleLogo
        let viewport = newState.viewport
        for view in [turnCard, etaCard, speedWidget] {
            navMap.addSubview(view)
        }

        placeCards(navMap: navMap, state: newState)
        guidanceConstraints.add(turnCard.topAnchor.constraint(equalTo: safeArea.topAnchor))
        guidanceConstraints.add(etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))
        guidanceConstraints.add(contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))

        guidanceConstraints.add(logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor))
        guidanceConstraints.add(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))
        guidanceConstraints.add(speedWidget.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor))
        guidanceConstraints.add(speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor))

        guidanceConstraints.add(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
        guidanceConstraints.add(viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor))
        guidanceConstraints.add(viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor))
        guidanceConstraints.add(viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))

        installButtons(newState.buttons, in: navMap, topAnchor: turnCard.bottomAnchor)
        activateConstraints(guidanceConstraints)
    }

    private func placeCards(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        deactivateConstraints(cardXConstraints)
        let safeArea = navMap.safeAreaLayoutGuide
        if state.wideMode {
            cardXConstraints.add(state.turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor))
            cardXConstraints.add(state.etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor))
        } else {
            cardXConstraints.add(state.turnCard.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor))
            cardXConstraints.add(state.etaCard.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor))
        }
        activateConstraints(cardXConstraints)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidanceState = newState as? ActiveGuidanceUIState {
            placeCards(navMap: navMap, state: guidanceState)
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        deactivateConstraints(cardXConstraints)
        deactivateConstraints(guidanceConstraints)
        removeButtonStack(from: navMap)
        oldState.turnCard.removeFromSuperview()
        oldState.etaCard.removeFromSuperview()
        oldState.speedWidget.removeFromSuperview()
        navMap.nl_isGuiding = false
        layoutReadyState(navMap: navMap, state: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        NotificationCenter.default.post(name: NLPromptWillShowNotification, object: self,
                                        userInfo: [NLPromptUserInfoKey: newPrompt])
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NotificationCenter.default.post(name: NLPromptWillHideNotification, object: self,
                                        userInfo: [NLPromptUserInfoKey: oldPrompt])
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
