// DriveScreen.swift
// How the app installs the layout.

import UIKit
import GoogleNavigation

typealias DriveLayout = ThemedNavigationLayout<NightDriveTheme>

@MainActor
final class DriveScreenCoordinator {
    private let layout = DriveLayout()

    func start(on mapView: GMSMapView) {
        do {
            try mapView.setLayoutDelegate(layout)
        } catch {
            print("Could not install the drive layout: \(error)")
            return
        }
        mapView.isNavigationEnabled = true
    }
}
