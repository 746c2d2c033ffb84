import Foundation

/// State of the ride-hailing driver's current job.
@MainActor
final class DriverViewModel {
    enum Phase: Equatable {
        case waitingForRequest
        case enRouteToPickup
        case onTrip
        case completed
    }

    let riderName: String
    private(set) var pickupNote = ""
    private(set) var phase: Phase = .waitingForRequest {
        didSet { onPhaseChange?(phase) }
    }
    /// Insets the backend wants around the map for this trip, if any.
    var serverInsets: MapInsetsDTO?

    var onPhaseChange: ((Phase) -> Void)?
    var onPickupNoteChange: ((String) -> Void)?

    init(riderName: String) {
        self.riderName = riderName
    }

    func acceptRequest() { phase = .enRouteToPickup }
    func riderPickedUp() { phase = .onTrip }
    func tripEnded() { phase = .completed }

    func updatePickupNote(_ note: String) {
        pickupNote = note
        onPickupNoteChange?(note)
    }

    /// The bottom sheet's height for each phase, in points.
    var sheetHeight: CGFloat {
        switch phase {
        case .waitingForRequest: return 96
        case .enRouteToPickup: return 220
        case .onTrip: return 140
        case .completed: return 320
        }
    }
}
