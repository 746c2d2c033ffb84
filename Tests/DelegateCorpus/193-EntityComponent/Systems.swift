import GoogleNavigation
import UIKit

@MainActor
protocol System {
    var name: String { get }
    func update(_ world: EntityWorld, _ frame: FrameContext)
}

/// Attaches entities that want to be visible and tears down the ones that do not.
struct VisibilitySystem: System {
    let name = "visibility"

    func update(_ world: EntityWorld, _ frame: FrameContext) {
        for id in world.entities {
            guard let visibility = world.visibility[id], let view = world.view(of: id) else { continue }
            if visibility.wantsVisible {
                if view.superview !== frame.navMap {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    frame.navMap.addSubview(view)
                }
            } else {
                if let placement = world.placements[id] {
                    NSLayoutConstraint.deactivate(placement.active)
                }
                view.removeFromSuperview()
                world.despawn(id)
            }
        }
    }
}

/// Rebuilds every attached entity's constraints from its slot. Two passes: all old constraints go
/// first, so no stale constraint ever fights a new one.
struct PlacementSystem: System {
    let name = "placement"

    func update(_ world: EntityWorld, _ frame: FrameContext) {
        for id in world.entities {
            guard var placement = world.placements[id] else { continue }
            NSLayoutConstraint.deactivate(placement.active)
            placement.active = []
            world.placements[id] = placement
        }
        for id in world.entities {
            guard var placement = world.placements[id], let view = world.view(of: id),
                  view.superview != nil else { continue }
            placement.active = constraints(for: placement.slot, view: view, world: world, frame: frame)
            NSLayoutConstraint.activate(placement.active)
            world.placements[id] = placement
        }
    }

    private func constraints(
        for slot: Slot, view: UIView, world: EntityWorld, frame: FrameContext
    ) -> [NSLayoutConstraint] {
        let map = frame.navMap
        let safe = map.safeAreaLayoutGuide
        let turnCard = world.view(of: .turnCard)
        let etaCard = world.view(of: .etaCard)

        switch slot {
        case .viewport:
            guard frame.guiding, let turnCard, let etaCard else {
                return view.pin(to: safe)
            }
            if frame.wideMode {
                // Cards own the leading column; the camera gets the rest.
                return [
                    view.topAnchor.constraint(equalTo: safe.topAnchor),
                    view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    view.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                    view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ]
            }
            let above = world.attachedEntity(in: .prompt).flatMap { world.view(of: $0) } ?? turnCard
            return [
                view.topAnchor.constraint(equalTo: above.bottomAnchor),
                view.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
                view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            ]

        case .googleLogo:
            guard let viewport = world.view(of: .viewport) else { return [] }
            return [
                view.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
                view.bottomAnchor.constraint(equalTo: viewport.bottomAnchor),
            ]

        case .floatingButton(let stackIndex):
            guard let viewport = world.view(of: .viewport) else { return [] }
            let spacing = NavigationStyleValues.buttonVerticalPadding
            // The button above this one in the column, if it is on screen.
            let previous = world.entities.first { other in
                world.placements[other]?.slot == .floatingButton(stackIndex: stackIndex - 1)
                    && world.view(of: other)?.superview != nil
            }.flatMap { world.view(of: $0) }
            let top = previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: spacing) }
                ?? view.topAnchor.constraint(equalTo: viewport.topAnchor, constant: spacing)
            return [
                top,
                view.trailingAnchor.constraint(
                    equalTo: viewport.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            ]

        case .turnCard:
            return [view.topAnchor.constraint(equalTo: map.topAnchor)] + horizontalCardEdges(view, frame)

        case .etaCard:
            return [view.bottomAnchor.constraint(equalTo: map.bottomAnchor)] + horizontalCardEdges(view, frame)

        case .prompt:
            guard let turnCard else { return [] }
            return [view.topAnchor.constraint(equalTo: turnCard.bottomAnchor)] + horizontalCardEdges(view, frame)

        case .speedWidget:
            guard let etaCard, let viewport = world.view(of: .viewport) else { return [] }
            if frame.wideMode {
                return [
                    view.bottomAnchor.constraint(equalTo: viewport.bottomAnchor),
                    view.trailingAnchor.constraint(equalTo: viewport.trailingAnchor),
                ]
            }
            return [
                view.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
    }

    /// Full width in compact layouts; in wide mode the SDK sizes the card and we only pin the leading edge.
    private func horizontalCardEdges(_ view: UIView, _ frame: FrameContext) -> [NSLayoutConstraint] {
        if frame.wideMode {
            return [view.leadingAnchor.constraint(equalTo: frame.navMap.safeAreaLayoutGuide.leadingAnchor)]
        }
        return [
            view.leadingAnchor.constraint(equalTo: frame.navMap.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: frame.navMap.trailingAnchor),
        ]
    }
}

extension UIView {
    func pin(to guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: guide.topAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
    }
}
