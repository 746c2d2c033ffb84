import GoogleNavigation
import UIKit

extension PassengerViewController {
    func showNote(_ text: String) {
        layoutDelegate.showsETACard = true
        noteAccessory.text = text
        layoutDelegate.headerAccessoryHeight = noteAccessory.heightForAccessoryViewConstrained(to: mapView.bounds.size, on: mapView)
        layoutDelegate.noteAccessory = noteAccessory
    }

    func noteDidChange(_ text: String) {
        noteAccessory.text = text
        // Ask the SDK for a new height.
        layoutDelegate.headerAccessoryHeight = noteAccessory.heightForAccessoryViewConstrained(to: mapView.bounds.size, on: mapView)
    }

    func hideNote() {
        layoutDelegate.noteAccessory = nil
    }
}
