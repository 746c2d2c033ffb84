import GoogleNavigation
import UIKit

extension PassengerViewController {
    func showNote(_ text: String) {
        mapView.settings.isNavigationFooterEnabled = true
        noteAccessory.text = text
        mapView.setHeaderAccessoryView(noteAccessory)
    }

    func noteDidChange(_ text: String) {
        noteAccessory.text = text
        // Ask the SDK for a new height.
        mapView.invalidateLayout(forAccessoryView: noteAccessory)
    }

    func hideNote() {
        mapView.setHeaderAccessory(nil)
    }
}
