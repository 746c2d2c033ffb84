import DelegateFacts
import LayoutModel
import SwiftSyntax

/// The legacy slot APIs the delegate's own code touches (`LegacyAPI`): each
/// use is noted for `legacy_api_with_delegate` (principle 8) and runs as the
/// SDK runs it under a layout delegate, as nothing, so the rest of the
/// delegate is still checked.
extension Interpreter {
    private static let settingsKind = "GMSUISettings"

    /// `map.settings`, and the legacy properties read from a map view. The
    /// slot guides are undefined under a delegate: what is placed on them
    /// cannot be checked, so reading one stops the run.
    func legacyMember(_ name: String, of map: MapView, at node: some SyntaxProtocol) throws -> Value? {
        if name == LegacyAPI.settings { return .library(Self.settingsKind) }
        guard let rule = LegacyAPI.mapProperties[name] else { return nil }
        journal.usedLegacy(name, rule: rule, at: tag(node))
        guard name.hasPrefix("padding") else {
            throw unsupported(node, "the legacy layout guide `\(name)`, which a layout delegate leaves undefined")
        }
        return .library(name)
    }

    /// Whether `name` of `receiver` is a legacy property or settings flag,
    /// which setting notes and otherwise ignores.
    func setsLegacyMember(_ name: String, of receiver: Value, at node: some SyntaxProtocol) -> Bool {
        let rule: String? = switch receiver {
        case .item(is MapView): LegacyAPI.mapProperties[name]
        case .library(Self.settingsKind): LegacyAPI.settingsFlags[name]
        default: nil
        }
        guard let rule else { return false }
        journal.usedLegacy(name, rule: rule, at: tag(node))
        return true
    }

    /// `setHeaderAccessoryView(_:)` and `invalidateLayout(forAccessoryView:)` on a map view: noted, no effect.
    func callsLegacyMethod(_ name: String, on item: LayoutItem, at call: FunctionCallExprSyntax) -> Bool {
        guard item is MapView, let rule = LegacyAPI.mapMethods[name] else { return false }
        journal.usedLegacy(name, rule: rule, at: tag(call))
        return true
    }
}
