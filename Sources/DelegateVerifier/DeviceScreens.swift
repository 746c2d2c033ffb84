import LayoutModel
import SwiftSyntax

/// `UIScreen.main.bounds`, `UIScreen.main.scale` and
/// `UIDevice.current.userInterfaceIdiom` (a trait collection's is the same): what UIKit reports on the scenario's
/// device, which a delegate may branch on (a tablet layout). The screen's
/// bounds follow the interface orientation, and on a split view they are the
/// whole screen's, not the app's window. A device the standard profiles do
/// not describe (a metrics file's own) has no known screen: its values are
/// opaque, stated as an assumption.
extension Interpreter {
    /// The screen (points, interface-oriented), its scale and the idiom of each standard device.
    private static let screens: [String: (size: Size, scale: Double, idiom: String)] = [
        "phonePortrait": (Size(width: 390, height: 844), 3, "phone"),
        "phoneLandscape": (Size(width: 844, height: 390), 3, "phone"),
        "tabletPortrait": (Size(width: 820, height: 1180), 2, "pad"),
        "splitViewThird": (Size(width: 1180, height: 820), 2, "pad"),  // one third of the 11" iPad in landscape
        "tabletLandscape": (Size(width: 1180, height: 820), 2, "pad"),
        "splitViewHalf": (Size(width: 1180, height: 820), 2, "pad"),  // half of it
    ]

    /// The device of the run: the map's (it changes as the scenario resizes),
    /// else the one the delegate is created on.
    private var scenarioDevice: DeviceProfile? { map?.device ?? creationDevice }

    /// `UIUserInterfaceIdiom`'s cases.
    static let idioms: Set<String> = ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"]

    /// `UIDevice.current`; `nil` for other type members.
    func deviceObject(_ typeName: String, _ name: String) -> Value? {
        typeName == "UIDevice" && name == "current" ? .library("UIDevice.current") : nil
    }

    /// A trait collection's device traits (`userInterfaceIdiom`, `displayScale`:
    /// the screen's) and its appearance, light as the scenarios run (stated:
    /// dark mode is not checked); `nil` for other members.
    func traitMember(_ name: String, at node: some SyntaxProtocol) -> Value? {
        switch name {
        case "userInterfaceIdiom": return deviceMember(name, of: "UIDevice.current", at: node)
        case "displayScale": return deviceMember("scale", of: "UIScreen.main", at: node)
        case "userInterfaceStyle":
            assume(node, "traitCollection.userInterfaceStyle is read as .light (the default appearance); the layout in dark mode is not checked")
            return .symbol("light")
        default: return nil
        }
    }

    /// `bounds` and `scale` of `UIScreen.main`, `userInterfaceIdiom` of
    /// `UIDevice.current`; `nil` for other members.
    func deviceMember(_ name: String, of description: String, at node: some SyntaxProtocol) -> Value? {
        switch (description, name) {
        case ("UIScreen.main", "bounds"), ("UIScreen.main", "scale"), ("UIDevice.current", "userInterfaceIdiom"): break
        default: return nil
        }
        guard let device = scenarioDevice,
            (DeviceProfile.standardDevices + DeviceProfile.standardResizeOnlyDevices).contains(device), let screen = Self.screens[device.name] else {
            assume(node, "\(description).\(name) is not known on the device \(scenarioDevice?.name ?? "(none)"): taken as an opaque value")
            return .opaque("\(description).\(name)")
        }
        return switch name {
        case "bounds": .rect(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height))
        case "scale": .number(screen.scale)
        default: .symbol(screen.idiom)
        }
    }
}
