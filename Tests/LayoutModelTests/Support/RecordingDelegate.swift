import LayoutModel

/// A delegate that only records the callbacks it gets and the states' contents.
final class RecordingDelegate: ModelLayoutDelegate {
    private(set) var calls: [String] = []

    func enableNavigationUI(navMap: MapView, newState: NavigationReadyUIState) throws {
        calls.append("enable wide=\(newState.wideMode) buttons=\(newState.buttons.map(\.type.rawValue))")
    }

    func disableNavigationUI(navMap: MapView, oldState: NavigationReadyUIState) throws {
        calls.append("disable")
    }

    func startGuidance(navMap: MapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) throws {
        calls.append("start wide=\(newState.wideMode) buttons=\(newState.buttons.map(\.type.rawValue))")
    }

    func stopGuidance(navMap: MapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) throws {
        calls.append("stop")
    }

    func sizeChanged(navMap: MapView, newState: NavigationUIState) throws {
        let kind = switch newState {
        case is ActiveGuidanceUIState: "active"
        case is NavigationReadyUIState: "ready"
        default: "none"
        }
        calls.append("size \(kind) wide=\(newState.wideMode)")
    }

    func showPrompt(navMap: MapView, newPrompt: NavigationPromptView) throws {
        calls.append("show \(newPrompt.name)")
    }

    func hidePrompt(navMap: MapView, oldPrompt: NavigationPromptView) throws {
        calls.append("hide \(oldPrompt.name)")
    }

    func changePrompt(navMap: MapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) throws {
        calls.append("change \(oldPrompt.name)->\(newPrompt.name)")
    }
}
