import GoogleNavigation
import UIKit

/// Entry point of the DriveChrome module: the SDK's layout delegate. It only
/// forwards: SDK events go to the presenter, the view models it returns go to
/// the view, prompts go to the router.
@MainActor
final class DriveChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let output: DriveChromeViewOutput
    private let view: DriveChromeView
    private let router: DriveChromeRouterInput

    init(output: DriveChromeViewOutput, view: DriveChromeView, router: DriveChromeRouterInput) {
        self.output = output
        self.view = view
        self.router = router
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        view.attach(to: navMap)
        view.bind(.ready(newState))
        view.display(output.navigationDidEnable(wide: newState.wideMode, buttons: newState.buttons.map(\.type)))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        router.dismissAll()
        output.navigationDidDisable()
        view.detach()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        view.bind(.guidance(newState))
        view.display(output.guidanceDidStart(wide: newState.wideMode, buttons: newState.buttons.map(\.type)))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arriving can end guidance under a prompt: it goes with the guidance chrome.
        router.dismissAll()
        view.bind(.ready(newState))
        view.display(output.guidanceDidStop(wide: newState.wideMode, buttons: newState.buttons.map(\.type)))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let model = output.mapDidResize(wide: newState.wideMode) else { return }
        view.display(model)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        router.present(newPrompt, with: output.promptWillAppear(), on: navMap, above: view.promptFloor)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        router.dismiss(oldPrompt, with: output.promptWillDisappear(), on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        router.dismiss(oldPrompt, with: output.promptWillDisappear(), on: navMap)
        router.present(newPrompt, with: output.promptWillAppear(), on: navMap, above: view.promptFloor)
    }
}

// MARK: - Module builder

enum DriveChromeModuleError: Error {
    case navigationAlreadyEnabled
    case rejected(any Error)
}

@MainActor
enum DriveChromeModule {
    /// Wires the VIPER parts together. The map view keeps the returned
    /// delegate (strongly) once it is installed.
    static func build(configuration: DriveChromeConfiguration = .standard) -> DriveChromeLayoutDelegate {
        let presenter = DriveChromePresenter(interactor: DriveChromeInteractor(), configuration: configuration)
        return DriveChromeLayoutDelegate(output: presenter, view: DriveChromeView(), router: DriveChromeRouter())
    }

    /// Installs the module on a phone map view. Call before navigation is enabled.
    static func install(on mapView: GMSMapView, configuration: DriveChromeConfiguration = .standard) throws {
        guard !mapView.isNavigationEnabled else { throw DriveChromeModuleError.navigationAlreadyEnabled }
        do {
            try mapView.setLayoutDelegate(build(configuration: configuration))
        } catch {
            throw DriveChromeModuleError.rejected(error)
        }
    }
}
