//
//  DriveMapViewController.swift
//  CourierDriver
//
//  The drive screen. Owns the map, the navigation session and the Start/End
//  button, and is the map's layout delegate (the Google views go where this
//  file says). Please keep the layout numbers in sync with the Android
//  DriveFragment (values/dimens.xml), that is why they are literals.
//

import GoogleNavigation
import UIKit

// MARK: - File constants

fileprivate let kPromptSlideOffset: CGFloat = 300
fileprivate let kPromptAnimationDuration: TimeInterval = 0.35
fileprivate let kScreenIdle = "idle"
fileprivate let kScreenReady = "ready"
fileprivate let kScreenNavigating = "navigating"
fileprivate let kLayoutLogEnabled = false

// MARK: - File globals

/// How many times a state was laid out since launch (sent with the analytics
/// "layout" event so we can spot relayout storms on old iPads).
@MainActor fileprivate var gLayoutPassCount = 0
/// The last layout mode string, to log only real mode changes.
@MainActor fileprivate var gLastLayoutMode = ""

// MARK: - File helpers

/// "phone" or "pad" (CarPlay never gets here: layout delegates are not used there).
@MainActor fileprivate func deviceFamilyString() -> String {
    if UIDevice.current.userInterfaceIdiom == .pad {
        return "pad"
    } else {
        return "phone"
    }
}

/// "phone.portrait", "phone.wide", "pad.portrait" or "pad.wide". "portrait"
/// means the SDK's narrow layout, which is also a pad in split view.
@MainActor fileprivate func layoutModeString(wide: Bool) -> String {
    let family = deviceFamilyString()
    if wide {
        return family + ".wide"
    } else {
        return family + ".portrait"
    }
}

/// The view of the Google button of `type`, or nil. Never by index: the SDK
/// says the order of `buttons` can change.
@MainActor fileprivate func findButtonView(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView? {
    for button in buttons {
        if button.type == type {
            return button.view
        }
    }
    return nil
}

fileprivate func layoutLog(_ message: String) {
    if kLayoutLogEnabled {
        print("[DriveMap] " + message)
    }
}

@MainActor fileprivate func trackLayoutEvent(_ name: String, mode: String) {
    gLayoutPassCount += 1
    if mode != gLastLayoutMode {
        layoutLog("mode \(gLastLayoutMode) -> \(mode)")
        gLastLayoutMode = mode
    }
    layoutLog("\(name) #\(gLayoutPassCount) \(mode)")
}

// MARK: - DriveMapViewController

final class DriveMapViewController: UIViewController, NavigationLayoutDelegate {

    // MARK: Properties

    var mapView: GMSMapView!
    var navigationSession: GMSNavigationSession?
    var destinationName: String = ""
    var screenState: String = kScreenIdle
    var isWide: Bool = false

    let actionButton = UIButton(type: .system)
    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    let contentBottomGuide = UILayoutGuide()

    var sessionConstraints: [NSLayoutConstraint] = []
    var readyConstraints: [NSLayoutConstraint] = []
    var guidanceConstraints: [NSLayoutConstraint] = []
    var promptConstraints: [NSLayoutConstraint] = []
    var readyViews: [UIView] = []
    var guidanceViews: [UIView] = []

    var currentReadyState: NavigationReadyUIState?
    var currentGuidanceState: ActiveGuidanceUIState?
    var currentPrompt: NavigationPromptView?

    // MARK: View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black

        mapView = GMSMapView(frame: view.bounds)
        mapView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mapView)
        NSLayoutConstraint.activate([
            mapView.topAnchor.constraint(equalTo: view.topAnchor),
            mapView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        actionButton.translatesAutoresizingMaskIntoConstraints = false
        actionButton.setTitle("Start", for: .normal)
        actionButton.setTitleColor(UIColor.white, for: .normal)
        actionButton.backgroundColor = UIColor(red: 0.11, green: 0.45, blue: 0.91, alpha: 1)
        actionButton.layer.cornerRadius = 20
        actionButton.accessibilityIdentifier = "drive.actionButton"
        actionButton.addAction(UIAction { [weak self] _ in
            self?.actionButtonTapped()
        }, for: .touchUpInside)

        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = 10

        contentBottomGuide.identifier = "drive.contentBottom"

        // Must happen before navigation is turned on (startTrip()).
        do {
            try mapView.setLayoutDelegate(self)
        } catch {
            print("DriveMapViewController: could not set the layout delegate: \(error)")
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = destinationName.isEmpty ? "Drive" : destinationName
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        layoutLog("viewWillTransition \(size.width)x\(size.height)")
    }

    // MARK: Trip

    func startTrip(session: GMSNavigationSession) {
        navigationSession = session
        if mapView.enableNavigation(with: session) {
            mapView.cameraMode = .following
        } else {
            print("DriveMapViewController: enableNavigation failed")
        }
    }

    func actionButtonTapped() {
        if screenState == kScreenReady {
            NotificationCenter.default.post(name: Notification.Name("DriveStartRequested"), object: self)
        } else if screenState == kScreenNavigating {
            NotificationCenter.default.post(name: Notification.Name("DriveEndRequested"), object: self)
        } else {
            layoutLog("action tapped while \(screenState)")
        }
    }

    // MARK: - NavigationLayoutDelegate: navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        currentReadyState = newState
        screenState = kScreenReady
        actionButton.setTitle("Start", for: .normal)

        // Bottom of the open map for the whole session. Sits on the safe area
        // bottom unless the ETA card or a prompt pushes it up.
        navMap.addLayoutGuide(contentBottomGuide)
        let restingBottom = contentBottomGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        restingBottom.priority = UILayoutPriority(rawValue: 250)
        sessionConstraints = [
            contentBottomGuide.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            contentBottomGuide.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            contentBottomGuide.heightAnchor.constraint(equalToConstant: 0),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            restingBottom,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        addReadyViews(newState, navMap: navMap)
        readyConstraints = makeReadyConstraints(newState, navMap: navMap)
        NSLayoutConstraint.activate(readyConstraints)
        trackLayoutEvent("enableNavigationUI", mode: layoutModeString(wide: isWide))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if currentPrompt != nil {
            removePromptNow()
        }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        for v in guidanceViews {
            v.removeFromSuperview()
        }
        guidanceViews = []
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        for v in readyViews {
            v.removeFromSuperview()
        }
        readyViews = []
        buttonStack.arrangedSubviews = []
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottomGuide)
        currentReadyState = nil
        currentGuidanceState = nil
        screenState = kScreenIdle
        trackLayoutEvent("disableNavigationUI", mode: layoutModeString(wide: isWide))
    }

    // MARK: - NavigationLayoutDelegate: guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // 1. take the ready layout down (constraints first, then the views)
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        for v in readyViews {
            v.removeFromSuperview()
        }
        readyViews = []
        buttonStack.arrangedSubviews = []
        currentReadyState = nil

        // 2. state. wideMode is read here too, the app can start guidance in landscape
        isWide = newState.wideMode
        currentGuidanceState = newState
        screenState = kScreenNavigating
        actionButton.setTitle("End", for: .normal)

        // 3. views, back to front
        let viewport = newState.viewport
        let logo = newState.googleLogo
        navMap.addSubview(viewport)
        guidanceViews.append(viewport)
        navMap.addSubview(newState.turnCard)
        guidanceViews.append(newState.turnCard)
        navMap.addSubview(newState.etaCard)
        guidanceViews.append(newState.etaCard)
        navMap.addSubview(newState.tripProgressBar)
        guidanceViews.append(newState.tripProgressBar)
        navMap.addSubview(newState.speedWidget)
        guidanceViews.append(newState.speedWidget)
        navMap.addSubview(logo)
        guidanceViews.append(logo)
        navMap.addSubview(actionButton)
        guidanceViews.append(actionButton)

        var stackViews: [UIView] = []
        if let compass = findButtonView(.compass, in: newState.buttons) {
            stackViews.append(compass)
        }
        if let report = findButtonView(.reporting, in: newState.buttons) {
            stackViews.append(report)
        }
        buttonStack.arrangedSubviews = stackViews
        navMap.addSubview(buttonStack)
        guidanceViews.append(buttonStack)

        // 4. constraints
        guidanceConstraints = makeGuidanceConstraints(newState, navMap: navMap)
        NSLayoutConstraint.activate(guidanceConstraints)
        trackLayoutEvent("startGuidance", mode: layoutModeString(wide: isWide))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // a prompt can still be up when the trip ends
        if currentPrompt != nil {
            removePromptNow()
        }

        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        for v in guidanceViews {
            v.removeFromSuperview()
        }
        guidanceViews = []
        buttonStack.arrangedSubviews = []
        currentGuidanceState = nil

        isWide = newState.wideMode
        currentReadyState = newState
        screenState = kScreenReady
        actionButton.setTitle("Start", for: .normal)

        addReadyViews(newState, navMap: navMap)
        readyConstraints = makeReadyConstraints(newState, navMap: navMap)
        NSLayoutConstraint.activate(readyConstraints)
        trackLayoutEvent("stopGuidance", mode: layoutModeString(wide: isWide))
    }

    // MARK: - NavigationLayoutDelegate: size

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let wasWide = isWide
        isWide = newState.wideMode
        switch screenState {
        case kScreenNavigating:
            if let state = currentGuidanceState {
                NSLayoutConstraint.deactivate(guidanceConstraints)
                guidanceConstraints = makeGuidanceConstraints(state, navMap: navMap)
                NSLayoutConstraint.activate(guidanceConstraints)
            }
        case kScreenReady:
            if let state = currentReadyState {
                NSLayoutConstraint.deactivate(readyConstraints)
                readyConstraints = makeReadyConstraints(state, navMap: navMap)
                NSLayoutConstraint.activate(readyConstraints)
            }
        default:
            layoutLog("sizeChanged while \(screenState), nothing to do")
        }
        if wasWide != isWide {
            trackLayoutEvent("sizeChanged", mode: layoutModeString(wide: isWide))
        }
    }

    // MARK: - NavigationLayoutDelegate: prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        if screenState != kScreenNavigating {
            layoutLog("prompt while \(screenState)?")
        }
        currentPrompt = newPrompt
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            // keep the map content (viewport, logo, buttons) above the prompt
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)

        // slide up from below the screen
        newPrompt.transform = CGAffineTransform(translationX: 0, y: kPromptSlideOffset)
        UIView.animate(withDuration: kPromptAnimationDuration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0.5, options: [], animations: {
            newPrompt.transform = .identity
            navMap.layoutIfNeeded()
        }, completion: nil)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        var constraintsToDrop: [NSLayoutConstraint] = []
        if currentPrompt === oldPrompt {
            constraintsToDrop = promptConstraints
            promptConstraints = []
            currentPrompt = nil
        }
        UIView.animate(withDuration: kPromptAnimationDuration, animations: {
            oldPrompt.transform = CGAffineTransform(translationX: 0, y: kPromptSlideOffset)
        }, completion: { _ in
            NSLayoutConstraint.deactivate(constraintsToDrop)
            oldPrompt.removeFromSuperview()
            oldPrompt.transform = .identity
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    func removePromptNow() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        if let p = currentPrompt {
            p.removeFromSuperview()
            p.transform = .identity
        }
        currentPrompt = nil
    }

    // MARK: - Layout: navigation ready

    func addReadyViews(_ state: NavigationReadyUIState, navMap: GMSMapView) {
        navMap.addSubview(state.viewport)
        readyViews.append(state.viewport)
        navMap.addSubview(state.googleLogo)
        readyViews.append(state.googleLogo)
        navMap.addSubview(actionButton)
        readyViews.append(actionButton)
        if let compass = findButtonView(.compass, in: state.buttons) {
            buttonStack.arrangedSubviews = [compass]
        } else {
            buttonStack.arrangedSubviews = []
        }
        navMap.addSubview(buttonStack)
        readyViews.append(buttonStack)
    }

    func makeReadyConstraints(_ state: NavigationReadyUIState, navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        let logo = state.googleLogo
        var list: [NSLayoutConstraint] = []

        // viewport: the whole safe area above the content bottom
        list.append(viewport.topAnchor.constraint(equalTo: safe.topAnchor))
        list.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        list.append(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        list.append(viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))

        let mode = layoutModeString(wide: isWide)
        switch mode {
        case "phone.portrait":
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12))
            list.append(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -12))
            list.append(actionButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12))
            list.append(actionButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12))
        case "phone.wide":
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16))
            list.append(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -8))
            list.append(actionButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8))
            list.append(actionButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16))
        case "pad.portrait", "pad.wide":
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20))
            list.append(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -20))
            list.append(actionButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20))
            list.append(actionButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20))
        default:
            layoutLog("unknown layout mode \(mode), using phone.portrait numbers")
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12))
            list.append(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -12))
            list.append(actionButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12))
            list.append(actionButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12))
        }

        // compass under the action button
        list.append(buttonStack.topAnchor.constraint(equalTo: actionButton.bottomAnchor, constant: 10))
        list.append(buttonStack.trailingAnchor.constraint(equalTo: actionButton.trailingAnchor))
        list.append(buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -12))
        return list
    }

    // MARK: - Layout: guidance

    func makeGuidanceConstraints(_ state: ActiveGuidanceUIState, navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let progressBar = state.tripProgressBar
        let speedWidget = state.speedWidget
        let logo = state.googleLogo
        let viewport = state.viewport
        var list: [NSLayoutConstraint] = []

        let mode = layoutModeString(wide: isWide)
        var edge: CGFloat = 12
        var gap: CGFloat = 8
        if mode == "pad.portrait" || mode == "pad.wide" {
            edge = 20
            gap = 12
        } else if mode == "phone.wide" {
            edge = 16
            gap = 8
        } else {
            edge = 12
            gap = 8
        }

        if mode == "phone.portrait" || mode == "pad.portrait" {
            // --- narrow: turn card across the top, ETA card across the bottom
            list.append(turnCard.topAnchor.constraint(equalTo: safe.topAnchor))
            list.append(turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor))
            list.append(etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))
            list.append(contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))

            // camera: under the turn card, above the ETA card / prompt
            list.append(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
            list.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            list.append(viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))

            // logo bottom leading, speedometer on top of it
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge))
            list.append(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -edge))

            // right rail (trailing in RTL): progress bar, End button, buttons
            list.append(progressBar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: edge))
            list.append(actionButton.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: edge))
        } else if mode == "phone.wide" || mode == "pad.wide" {
            // --- wide: cards in the leading column, map to the side
            list.append(turnCard.topAnchor.constraint(equalTo: safe.topAnchor))
            list.append(turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))

            // camera: beside whichever card is wider
            let pullLeading = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            pullLeading.priority = UILayoutPriority(rawValue: 250)
            list.append(pullLeading)
            list.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor))
            list.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor))
            list.append(viewport.topAnchor.constraint(equalTo: safe.topAnchor))
            list.append(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            list.append(viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))

            // logo in the bottom leading corner of the camera area
            list.append(logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge))
            list.append(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -gap))

            list.append(progressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge))
            list.append(actionButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge))
        } else {
            // should not happen (layoutModeString has four answers); narrow numbers
            layoutLog("unknown layout mode \(mode)")
            list.append(turnCard.topAnchor.constraint(equalTo: safe.topAnchor))
            list.append(turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor))
            list.append(etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))
            list.append(contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
            list.append(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
            list.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            list.append(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            list.append(viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor))
            list.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12))
            list.append(logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -12))
            list.append(progressBar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 12))
            list.append(actionButton.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 12))
        }

        // speedometer right above the logo, same leading edge (all modes)
        list.append(speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor))
        list.append(speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap))

        // trailing rail (all modes): progress bar on the edge, then the End
        // button and the Google buttons inside it
        list.append(progressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap))
        list.append(progressBar.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -edge))
        list.append(actionButton.trailingAnchor.constraint(equalTo: progressBar.leadingAnchor, constant: -gap))
        list.append(buttonStack.topAnchor.constraint(equalTo: actionButton.bottomAnchor, constant: 10))
        list.append(buttonStack.trailingAnchor.constraint(equalTo: progressBar.leadingAnchor, constant: -gap))
        list.append(buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -edge))
        return list
    }
}
