import GoogleNavigation
import UIKit

/// The layout delegate behind the `NavigationChrome` Capacitor plugin.
///
/// The web app owns the chrome around the map (a banner, the route-preview
/// sheet, the "share ETA" strip) and sends its wishes over the bridge; the
/// plugin folds them into `configuration`, and every change rebuilds the
/// current state's layout. Google's views are placed here and nowhere else.
@MainActor
final class NavigationChromeLayout: NSObject, NavigationLayoutDelegate {
    var configuration = ChromeConfiguration.initial {
        didSet {
            guard configuration != oldValue else { return }
            banner.text = configuration.bannerText
            relayout()
        }
    }

    /// Tells the web app whether the chrome is in wide mode (for its overlays).
    var onLayoutChange: ((_ wideMode: Bool) -> Void)?

    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private weak var navMap: GMSMapView?
    private var phase: Phase = .off
    private var wideMode = false

    private let banner = ChromeBannerView()
    /// The route-preview sheet; its content is the web app's, natively it is
    /// an opaque card the camera must not frame anything under.
    private lazy var sheet: UIView = {
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        sheet.backgroundColor = .systemBackground
        sheet.layer.cornerRadius = 16
        return sheet
    }()
    private let etaNeighbour = EtaNeighbourView()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The bottom of the open map: above the sheet, the ETA card (and the
    /// strip on it) and any prompt. Lives from enable to disable.
    private let openMapBottom = UILayoutGuide()

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var phaseConstraints: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        wideMode = newState.wideMode
        navMap.addLayoutGuide(openMapBottom)
        let resting = openMapBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [openMapBottom.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)
        phase = .ready(newState)
        relayout()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        tearDownPhase()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openMapBottom)
        phase = .off
        self.navMap = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wideMode = newState.wideMode
        phase = .guiding(newState)
        relayout()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        wideMode = newState.wideMode
        phase = .ready(newState)
        relayout()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard wideMode != newState.wideMode else { return }
        wideMode = newState.wideMode
        relayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        // Start just below the map and slide up over the ETA card.
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: ChromeMetrics.promptAnimation) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt, let bottom = promptBottom else { return oldPrompt.removeFromSuperview() }
        prompt = nil
        promptBottom = nil
        UIView.animate(withDuration: ChromeMetrics.promptAnimation, animations: {
            bottom.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in oldPrompt.removeFromSuperview() })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Building the layout

    /// Throws away the current phase's layout and builds it again from the
    /// stored state and the current configuration.
    private func relayout() {
        guard let navMap else { return }
        tearDownPhase()
        switch phase {
        case .off:
            return
        case .ready(let state):
            layOutReady(state, on: navMap)
        case .guiding(let state):
            layOutGuidance(state, on: navMap)
        }
        phaseViews.forEach { navMap.addSubview($0) }
        NSLayoutConstraint.activate(phaseConstraints)
        // Views added again come to the front; the prompt stays above them.
        if let prompt { navMap.bringSubviewToFront(prompt) }
        onLayoutChange?(wideMode)
    }

    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews = []
        buttonStack.arrangedSubviews = []
    }

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        phaseViews = [viewport, logo, buttonStack]

        var top = safe.topAnchor
        if configuration.bannerText != nil {
            phaseViews.append(banner)
            phaseConstraints += pinBanner(below: safe.topAnchor, leading: safe.leadingAnchor, trailing: safe.trailingAnchor)
            top = banner.bottomAnchor
        }

        var contentLeading = safe.leadingAnchor
        if configuration.sheetHeight > 0 {
            phaseViews.append(sheet)
            if wideMode {
                // A side panel along the leading edge; the map is what is left.
                phaseConstraints += [
                    sheet.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
                    sheet.widthAnchor.constraint(equalToConstant: ChromeMetrics.sidePanelWidth),
                    sheet.topAnchor.constraint(equalTo: top, constant: NavigationStyleValues.elementHorizontalPadding),
                    sheet.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.elementHorizontalPadding),
                ]
                contentLeading = sheet.trailingAnchor
            } else {
                let height = min(configuration.sheetHeight, ChromeMetrics.maxSheetHeight)
                phaseConstraints += [
                    sheet.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                    sheet.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                    sheet.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                    sheet.topAnchor.constraint(equalTo: safe.bottomAnchor, constant: -height),
                    openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: sheet.topAnchor),
                ]
            }
        }

        phaseConstraints += [
            viewport.leadingAnchor.constraint(equalTo: contentLeading),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: top),
            viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: contentLeading),
            logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: top),
            buttonStack.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
        ]
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let logo = state.googleLogo
        let viewport = state.viewport
        let speed = state.speedWidget
        let progress = state.tripProgressBar
        let padding = NavigationStyleValues.elementHorizontalPadding
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        phaseViews = [turnCard, etaCard, viewport, logo, speed, progress, buttonStack]

        phaseConstraints += [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: wideMode ? safe.leadingAnchor : navMap.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]

        // The banner hangs under the turn card: across the screen, or in the
        // card column in wide mode.
        var belowHeader = turnCard.bottomAnchor
        if configuration.bannerText != nil {
            phaseViews.append(banner)
            phaseConstraints += pinBanner(
                below: turnCard.bottomAnchor,
                leading: wideMode ? turnCard.layoutMarginsGuide.leadingAnchor : safe.leadingAnchor,
                trailing: wideMode ? turnCard.layoutMarginsGuide.trailingAnchor : safe.trailingAnchor)
            belowHeader = banner.bottomAnchor
        }

        var aboveFooter = etaCard.layoutMarginsGuide.topAnchor
        if configuration.showsEtaNeighbour {
            phaseViews.append(etaNeighbour)
            phaseConstraints += [
                etaNeighbour.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
                etaNeighbour.leadingAnchor.constraint(equalTo: wideMode ? etaCard.leadingAnchor : safe.leadingAnchor),
                etaNeighbour.trailingAnchor.constraint(equalTo: wideMode ? etaCard.trailingAnchor : safe.trailingAnchor),
            ]
            aboveFooter = etaNeighbour.topAnchor
        }

        if wideMode {
            // Cards down the leading edge; camera, logo and buttons to their trailing side.
            phaseConstraints += [
                speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: aboveFooter),

                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

                logo.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

                progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding),
                progress.topAnchor.constraint(equalTo: safe.topAnchor, constant: padding),
                progress.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -padding),

                buttonStack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -padding),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        } else {
            phaseConstraints += [
                openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: aboveFooter),

                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: belowHeader),
                viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),

                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
                speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor),

                progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding),
                progress.topAnchor.constraint(equalTo: belowHeader, constant: padding),
                progress.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -padding),

                buttonStack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -padding),
                buttonStack.topAnchor.constraint(equalTo: belowHeader),
                buttonStack.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
            ]
        }
    }

    private func pinBanner(below top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor,
                           trailing: NSLayoutXAxisAnchor) -> [NSLayoutConstraint] {
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        return [
            banner.topAnchor.constraint(equalTo: top, constant: inset),
            banner.leadingAnchor.constraint(equalTo: leading, constant: inset),
            banner.trailingAnchor.constraint(equalTo: trailing, constant: -inset),
        ]
    }

    private func removePrompt() {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
    }
}
