import GoogleNavigation
import UIKit

// Trip phases. During the pickup leg the SDK's header and footer are hidden
// (the sheet shows the rider instead); once the rider is on board they come
// back and the pickup accessory shows under the header.
extension DriverViewController {
    func phaseDidChange(_ phase: DriverViewModel.Phase) {
        switch phase {
        case .waitingForRequest:
            break
        case .enRouteToPickup:
            enterPickupLeg()
        case .onTrip:
            enterTripLeg()
        case .completed:
            finishTrip()
        }
        resizeSheet()
    }

    private func enterPickupLeg() {
        layoutDelegate.showsTurnCard = false
        layoutDelegate.showsETACard = false
        pickupAccessory.configure(riderName: viewModel.riderName, note: viewModel.pickupNote)
        tripSheet.titleLabel.text = "Heading to \(viewModel.riderName)"
    }

    private func enterTripLeg() {
        layoutDelegate.showsTurnCard = true
        layoutDelegate.showsETACard = true
        // The accessory only shows while the header is visible.
        layoutDelegate.headerAccessoryHeight = pickupAccessory.heightForAccessoryViewConstrained(to: mapView.bounds.size, on: mapView)
        layoutDelegate.pickupAccessory = pickupAccessory
        tripSheet.titleLabel.text = "On trip with \(viewModel.riderName)"
    }

    func pickupNoteDidChange(_ note: String) {
        pickupAccessory.note = note
        layoutDelegate.headerAccessoryHeight = pickupAccessory.heightForAccessoryViewConstrained(to: mapView.bounds.size, on: mapView)
    }

    private func finishTrip() {
        /* Before SDK 9 we also had to call
           mapView.invalidateLayout(forAccessoryView: pickupAccessory) here. */
        layoutDelegate.pickupAccessory = nil
        sessionController.stopGuidance(on: mapView)
        tripSheet.titleLabel.text = "Trip complete"
    }
}
