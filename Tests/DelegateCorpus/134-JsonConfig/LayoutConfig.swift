import Foundation

/// The navigation screen's layout configuration. Shipped inside the app as
/// JSON so product can flip variants with a config push of the same file;
/// a debug-menu override lives in `UserDefaults`.
struct LayoutConfig: Codable, Equatable {
    enum WideVariant: String, Codable {
        case sidePanel = "side_panel"
        case bottomPanel = "bottom_panel"
    }

    struct Features: Codable, Equatable {
        var tripPanel: Bool
        var speedWidget: Bool
        var reportingButton: Bool
    }

    struct Metrics: Codable, Equatable {
        var panelHeight: CGFloat
        var sidePanelWidth: CGFloat
        var buttonSpacing: CGFloat
        var promptSlideDuration: Double
    }

    var version: Int
    var wideVariant: WideVariant
    var features: Features
    var metrics: Metrics

    enum CodingKeys: String, CodingKey {
        case version
        case wideVariant = "wide_variant"
        case features
        case metrics
    }

    static let overrideKey = "nav.layout.wideVariant"

    private static let embeddedJSON = """
    {
      "version": 3,
      "wide_variant": "side_panel",
      "features": { "tripPanel": true, "speedWidget": true, "reportingButton": true },
      "metrics": { "panelHeight": 72, "sidePanelWidth": 240, "buttonSpacing": 8, "promptSlideDuration": 0.3 }
    }
    """

    static let fallback = LayoutConfig(
        version: 0, wideVariant: .bottomPanel,
        features: Features(tripPanel: false, speedWidget: true, reportingButton: true),
        metrics: Metrics(panelHeight: 64, sidePanelWidth: 240, buttonSpacing: 8, promptSlideDuration: 0.3))

    /// The embedded configuration, with the debug-menu override applied.
    static func load(defaults: UserDefaults = .standard) -> LayoutConfig {
        var config: LayoutConfig
        do {
            config = try JSONDecoder().decode(LayoutConfig.self, from: Data(embeddedJSON.utf8))
        } catch {
            assertionFailure("embedded layout config does not decode: \(error)")
            config = .fallback
        }
        if let raw = defaults.string(forKey: overrideKey), let variant = WideVariant(rawValue: raw) {
            config.wideVariant = variant
        }
        return config
    }
}
