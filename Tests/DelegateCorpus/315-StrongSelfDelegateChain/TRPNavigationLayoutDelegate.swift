import GoogleNavigation
import UIKit

/// The trip screen's layout delegate. Navigation-ready chrome is laid out here;
/// guidance chrome and prompts are handed to child controllers (2016 architecture).
@MainActor
final class TRPNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate,
    TRPGuidanceChromeControllerDataSource, TRPGuidanceChromeControllerDelegate, TRPPromptPresenterDelegate {

    private let contentBottomGuide = UILayoutGuide()
    private let readyButtonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var guidanceChromeController: TRPGuidanceChromeController?
    private let promptPresenter = TRPPromptPresenter()
    private weak var mapView: GMSMapView?

    private var readyState: NavigationReadyUIState!
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var readyButtonTrailing: NSLayoutConstraint!
    private var readyWideMode = false
    private var lastMapWidth: CGFloat = 0
    private(set) var layoutPassCount = 0

    override init() {
        super.init()
        promptPresenter.delegate = self
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        mapView = navMap
        lastMapWidth = navMap.bounds.width
        navMap.addLayoutGuide(contentBottomGuide)
        let resting = contentBottomGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [contentBottomGuide.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)
        showReadyChrome(newState, in: navMap, wideMode: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt = promptPresenter.currentPrompt {
            promptPresenter.dismiss(prompt, animated: false)
        }
        hideReadyChrome()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottomGuide)
        readyState = nil
        mapView = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        hideReadyChrome()
        let controller = TRPGuidanceChromeController(mapView: navMap, state: newState)
        controller.dataSource = self
        controller.delegate = self
        guidanceChromeController = controller
        controller.install(wideMode: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt = promptPresenter.currentPrompt {
            promptPresenter.dismiss(prompt, animated: false)
        }
        guidanceChromeController?.uninstall()
        guidanceChromeController = nil
        etaCardLimit?.isActive = false
        etaCardLimit = nil
        layoutPassCount = 0
        showReadyChrome(newState, in: navMap, wideMode: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let width = navMap.bounds.width
        if readyState != nil && guidanceChromeController == nil {
            if newState.wideMode != readyWideMode {
                hideReadyChrome()
                showReadyChrome(readyState, in: navMap, wideMode: newState.wideMode)
            } else if width != lastMapWidth {
                readyButtonTrailing.constant = -TRPChromeMetrics.buttonInset(mapWidth: width, wideMode: newState.wideMode)
            }
        }
        lastMapWidth = width
        NotificationCenter.default.post(name: .TRPChromeMapSizeDidChange, object: navMap,
                                        userInfo: [TRPChromeWideModeKey: newState.wideMode, TRPChromeMapWidthKey: width])
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        promptPresenter.present(newPrompt, in: navMap, keepingAbove: contentBottomGuide)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        promptPresenter.dismiss(oldPrompt, animated: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        promptPresenter.dismiss(oldPrompt, animated: false)
        promptPresenter.present(newPrompt, in: navMap, keepingAbove: contentBottomGuide)
    }

    // MARK: TRPGuidanceChromeControllerDataSource / Delegate

    func contentBottomAnchor(for controller: TRPGuidanceChromeController) -> NSLayoutYAxisAnchor {
        return contentBottomGuide.topAnchor
    }

    func guidanceChromeControllerDidLayout(_ controller: TRPGuidanceChromeController) {
        layoutPassCount += 1
        // The guidance chrome keeps the map content above the ETA card.
        if layoutPassCount == 1 || etaCardLimit == nil {
            installEtaCardLimit(controller.state)
        }
    }

    // MARK: TRPPromptPresenterDelegate

    func promptPresenter(_ presenter: TRPPromptPresenter, willPresent prompt: NavigationPromptView) {
        prompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }

    func promptPresenter(_ presenter: TRPPromptPresenter, didDismiss prompt: NavigationPromptView) {
        mapView?.setNeedsLayout()
    }

    // MARK: Private

    private var etaCardLimit: NSLayoutConstraint?

    private func installEtaCardLimit(_ state: ActiveGuidanceUIState) {
        let limit = contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor)
        limit.isActive = true
        etaCardLimit = limit
    }

    private func showReadyChrome(_ state: NavigationReadyUIState, in navMap: GMSMapView, wideMode: Bool) {
        readyState = state
        readyWideMode = wideMode
        let safe = navMap.safeAreaLayoutGuide
        let spacing = TRPChromeMetrics.spacing
        navMap.addSubview(state.viewport)
        navMap.addSubview(state.googleLogo)
        navMap.addSubview(readyButtonStack)
        readyButtonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
        readyButtonTrailing = readyButtonStack.trailingAnchor.constraint(
            equalTo: safe.trailingAnchor,
            constant: -TRPChromeMetrics.buttonInset(mapWidth: navMap.bounds.width, wideMode: wideMode))
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -spacing),
            readyButtonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: spacing),
            readyButtonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor, constant: -spacing),
            readyButtonTrailing,
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func hideReadyChrome() {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        readyButtonTrailing = nil
        readyButtonStack.arrangedSubviews = []
        readyButtonStack.removeFromSuperview()
        readyState?.googleLogo.removeFromSuperview()
        readyState?.viewport.removeFromSuperview()
    }
}
