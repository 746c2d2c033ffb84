import GoogleNavigation

/// Chrome shared by the app's maps.
@MainActor
enum MapChrome {
    static func apply(to mapView: GMSMapView, compact: Bool) {
        mapView.settings.isNavigationHeaderEnabled = !compact
        mapView.settings.isNavigationReportIncidentButtonEnabled = false
    }
}

/// Debug switches, wired to nothing yet.
@MainActor
enum MapDebug {
    static func hideFooter(on mapView: GMSMapView) {
        mapView.settings.isNavigationFooterEnabled = false
    }
}
