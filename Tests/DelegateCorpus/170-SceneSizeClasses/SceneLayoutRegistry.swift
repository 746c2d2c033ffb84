import UIKit
import GoogleNavigation

/// One layout delegate per window scene (Stage Manager can show several navigation
/// windows). The scene delegate asks for its scene's delegate before it enables
/// navigation on the scene's map and drops it when the scene disconnects.
@MainActor
final class SceneLayoutRegistry {
    static let shared = SceneLayoutRegistry()

    private var layouts: [String: SceneNavigationLayout] = [:]

    func layout(forSession identifier: String) -> SceneNavigationLayout {
        if let existing = layouts[identifier] {
            return existing
        }
        let layout = SceneNavigationLayout()
        layouts[identifier] = layout
        return layout
    }

    func install(on mapView: GMSMapView, session identifier: String) {
        do {
            try mapView.setLayoutDelegate(layout(forSession: identifier))
        } catch {
            print("Navigation layout not installed for scene \(identifier): \(error)")
        }
    }

    func sceneDidDisconnect(session identifier: String) {
        layouts[identifier] = nil
    }
}
