import NavlintCore

/// The slice of the Navigation SDK the scanner needs to resolve receivers:
/// the types whose members the legacy rules name, how they are reached from
/// a `GMSMapView`, and the legacy members themselves (taken from the rule
/// catalog, so a rule file is the single place a symbol is declared).
package enum SDKModel {
    static let mapView = "GMSMapView"
    static let settings = "GMSUISettings"
    static let navigatorListener = "GMSNavigatorListener"

    /// Type names whose mention makes a file relevant to the project index.
    package static let typeNames = [mapView, settings, "GMSNavigator", navigatorListener, "GMSNavigationAccessoryView"]

    /// The modelled SDK types, with the legacy members of `symbols` added to their owners.
    static func types(adding symbols: [RuleDescription.Symbol]) -> [String: ProjectIndex.TypeInfo] {
        func property(_ type: String) -> ProjectIndex.Member {
            .init(type: .named(type), isMethod: false, labels: [])
        }
        var types: [String: ProjectIndex.TypeInfo] = [
            mapView: .init(inherited: ["UIView"], members: [
                "settings": [property(settings)],
                "navigator": [property("GMSNavigator")],
                "isNavigationEnabled": [property("Bool")],
            ]),
            settings: .init(),
            "GMSNavigator": .init(),
            navigatorListener: .init(),
            "GMSNavigationAccessoryView": .init(),
        ]
        for symbol in symbols {
            switch symbol.kind {
            case .property:
                types[symbol.owner, default: .init()].members[symbol.swiftBaseName, default: []]
                    .append(.init(type: nil, isMethod: false, labels: []))
            case .method:
                types[symbol.owner, default: .init()].members[symbol.swiftBaseName, default: []]
                    .append(.init(type: nil, isMethod: true, labels: symbol.swiftArgumentLabels))
            case .protocolConformance, .listenerMethod:
                break
            }
        }
        return types
    }
}
