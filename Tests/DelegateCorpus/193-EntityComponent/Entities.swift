import GoogleNavigation
import UIKit

/// Every view the layout places is an entity. The id is stable for the life of the entity;
/// prompts get a fresh id per prompt so an old one can despawn while the new one spawns.
struct EntityID: Hashable, CustomStringConvertible {
    let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    var description: String { rawValue }

    static let googleLogo = EntityID("googleLogo")
    static let viewport = EntityID("viewport")
    static let compass = EntityID("compass")
    static let reporting = EntityID("reporting")
    static let turnCard = EntityID("turnCard")
    static let etaCard = EntityID("etaCard")
    static let speedWidget = EntityID("speedWidget")

    static func prompt(_ serial: Int) -> EntityID { EntityID("prompt#\(serial)") }
}

/// Marker protocol: anything attached to an entity.
protocol Component {}

/// The view an entity renders.
struct RenderComponent: Component {
    let view: UIView
}

/// Where an entity goes. The placement system turns the slot into constraints each frame.
enum Slot: Equatable {
    case googleLogo
    case viewport
    case floatingButton(stackIndex: Int)
    case turnCard
    case etaCard
    case speedWidget
    case prompt
}

struct PlacementComponent: Component {
    var slot: Slot
    var active: [NSLayoutConstraint] = []
}

/// How long an entity lives: the session entities survive guidance, the others do not.
enum Lifetime: Equatable {
    case session
    case guidance
    case prompt
}

struct VisibilityComponent: Component {
    var lifetime: Lifetime
    var wantsVisible = true
}

/// Everything the systems need to know about the frame being laid out.
struct FrameContext {
    let navMap: GMSMapView
    let wideMode: Bool
    let guiding: Bool
}

/// The entity store. Render components live in the generic bag; the hot components in typed dictionaries.
@MainActor
final class EntityWorld {
    private(set) var entities: [EntityID] = []
    var renderables: [EntityID: any Component] = [:]
    var placements: [EntityID: PlacementComponent] = [:]
    var visibility: [EntityID: VisibilityComponent] = [:]

    func spawn(_ id: EntityID, view: UIView, slot: Slot, lifetime: Lifetime) {
        if let existing = self.view(of: id), existing !== view {
            // Same entity, new view object: retire the old view first.
            NSLayoutConstraint.deactivate(placements[id]?.active ?? [])
            existing.removeFromSuperview()
        }
        if !entities.contains(id) {
            entities.append(id)
        }
        renderables[id] = RenderComponent(view: view)
        placements[id] = PlacementComponent(slot: slot, active: placements[id]?.active ?? [])
        visibility[id] = VisibilityComponent(lifetime: lifetime)
    }

    func view(of id: EntityID) -> UIView? {
        (renderables[id] as? RenderComponent)?.view
    }

    /// The first entity in the given slot that is on screen.
    func attachedEntity(in slot: Slot) -> EntityID? {
        entities.first { id in
            placements[id]?.slot == slot && view(of: id)?.superview != nil
                && visibility[id]?.wantsVisible == true
        }
    }

    func retire(where predicate: (VisibilityComponent) -> Bool) {
        for id in entities {
            guard var component = visibility[id], predicate(component) else { continue }
            component.wantsVisible = false
            visibility[id] = component
        }
    }

    func despawn(_ id: EntityID) {
        entities.removeAll { $0 == id }
        renderables[id] = nil
        placements[id] = nil
        visibility[id] = nil
    }
}
