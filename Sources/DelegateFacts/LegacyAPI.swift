/// The legacy slot APIs (reference sheet, section 1) as layout code reaches
/// them from a `GMSMapView`, each with the `legacy_*` rule of `navlint lint`
/// that describes it. Once a layout delegate is set they have no effect or an
/// undefined one (implementation principle 8), so the verifier reports them
/// where the delegate's own code uses them.
public enum LegacyAPI {
    /// The id both tools report such a use under.
    public static let withDelegateRule = "legacy_api_with_delegate"

    /// `GMSUISettings` flags, reached as `mapView.settings.<flag>`.
    public static let settingsFlags: [String: String] = [
        "isNavigationHeaderEnabled": "legacy_navigation_header_enabled",
        "isNavigationFooterEnabled": "legacy_navigation_footer_enabled",
        "isNavigationTripProgressBarEnabled": "legacy_trip_progress_bar_enabled",
        "isNavigationReportIncidentButtonEnabled": "legacy_report_incident_button_enabled",
    ]

    /// `GMSMapView` properties: the padding and the slot layout guides.
    public static let mapProperties: [String: String] = [
        "padding": "legacy_map_padding",
        "paddingAdjustmentBehavior": "legacy_map_padding",
        "navigationHeaderLayoutGuide": "legacy_header_layout_guide",
        "navigationFooterLayoutGuide": "legacy_footer_layout_guide",
        "bottomTrailingButtonsLayoutGuide": "legacy_buttons_layout_guide",
        "bottomTrailingButtonsAlternateLayoutGuide": "legacy_buttons_alternate_layout_guide",
    ]

    /// `GMSMapView` methods: the header accessory view.
    public static let mapMethods: [String: String] = [
        "setHeaderAccessoryView": "legacy_header_accessory_view",
        "setHeaderAccessory": "legacy_header_accessory_view",
        "invalidateLayout": "legacy_header_accessory_view",
    ]

    /// The `GMSMapView` member that holds the settings flags.
    public static let settings = "settings"
}
