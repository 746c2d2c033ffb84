import GoogleNavigation
import UIKit

/// Native side of `@fleet/navigation-chrome`: the web app decides what chrome
/// surrounds the map, this plugin forwards it to the layout delegate.
///
///     await NavigationChrome.setBanner({ text: 'Rerouting…' })
///     await NavigationChrome.setSheet({ sheetHeight: 240 })
///     await NavigationChrome.setPanel({ panel: 'etaNeighbour', visible: false })
@MainActor
final class NavigationChromePlugin: CAPPlugin, CAPBridgedPlugin {
    let identifier = "NavigationChromePlugin"
    let jsName = "NavigationChrome"
    let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "setBanner", returnType: .promise),
        CAPPluginMethod(name: "setSheet", returnType: .promise),
        CAPPluginMethod(name: "setPanel", returnType: .promise),
    ]

    let layout = NavigationChromeLayout()

    override func load() {
        layout.onLayoutChange = { [weak self] wideMode in
            self?.notifyListeners("chromeLayoutChange", data: ["wideMode": wideMode])
        }
    }

    /// Called by the navigation view controller before it enables navigation.
    @discardableResult
    func install(on mapView: GMSMapView) -> Bool {
        do {
            try mapView.setLayoutDelegate(layout)
            return true
        } catch {
            print("NavigationChrome: layout delegate not installed: \(error)")
            return false
        }
    }

    func setBanner(_ call: CAPPluginCall) {
        let text = call.getString("text")?.trimmingCharacters(in: .whitespacesAndNewlines)
        layout.configuration.bannerText = (text?.isEmpty ?? true) ? nil : text
        call.resolve(["visible": layout.configuration.bannerText != nil])
    }

    func setSheet(_ call: CAPPluginCall) {
        guard let height = call.getDouble("sheetHeight") else {
            call.reject("sheetHeight is required", "MISSING_ARGUMENT")
            return
        }
        guard height >= 0, height <= Double(ChromeMetrics.maxSheetHeight) else {
            call.reject("sheetHeight must be between 0 and \(ChromeMetrics.maxSheetHeight)", "OUT_OF_RANGE")
            return
        }
        layout.configuration.sheetHeight = CGFloat(height)
        call.resolve(["sheetHeight": height])
    }

    func setPanel(_ call: CAPPluginCall) {
        guard let panel = call.getString("panel") else {
            call.reject("panel is required", "MISSING_ARGUMENT")
            return
        }
        let visible = call.getBool("visible", true)
        switch panel {
        case "etaNeighbour":
            layout.configuration.showsEtaNeighbour = visible
        default:
            call.reject("Unknown panel '\(panel)'", "UNKNOWN_PANEL")
            return
        }
        call.resolve(["panel": panel, "visible": visible])
    }
}
