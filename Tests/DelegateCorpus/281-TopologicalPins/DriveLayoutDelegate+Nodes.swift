import GoogleNavigation
import UIKit

enum NodeID {
    static let viewport = "viewport"
    static let logo = "logo"
    static let buttons = "buttons"
    static let turnCard = "turnCard"
    static let etaCard = "etaCard"
    static let prompt = "prompt"
    static let floor = "floor"
    static let speedWidget = "speedWidget"
    static let progressBar = "tripProgressBar"
}

extension DriveLayoutDelegate {

    /// The graph for the current phase.
    func makeGraph(wide: Bool) -> PinGraph {
        var graph = PinGraph()
        switch phase {
        case .off:
            break
        case .ready(let state):
            addReadyNodes(to: &graph, state: state, wide: wide)
        case .guiding(let state):
            addGuidanceNodes(to: &graph, state: state, wide: wide)
        }
        return graph
    }

    // MARK: Navigation ready: the camera gets the whole safe area.

    private func addReadyNodes(to graph: inout PinGraph, state: NavigationReadyUIState, wide: Bool) {
        let sideInset = wide ? Spacing.card : Spacing.edge

        graph.add(NodeID.viewport, .view(state.viewport)) { own, ctx in
            own.pinEdges(to: ctx.safe)
        }
        graph.add(NodeID.logo, .view(state.googleLogo), after: [NodeID.viewport]) { own, ctx in
            let viewport = ctx[NodeID.viewport]
            return [
                own.leading.constraint(equalTo: viewport.leading, constant: sideInset),
                own.bottom.constraint(equalTo: viewport.bottom, constant: -Spacing.gap),
            ]
        }
        graph.add(NodeID.buttons, .view(buttonStack), after: [NodeID.viewport]) { own, ctx in
            let viewport = ctx[NodeID.viewport]
            return [
                own.trailing.constraint(equalTo: viewport.trailing, constant: -sideInset),
                own.bottom.constraint(equalTo: viewport.bottom, constant: -Spacing.gap),
                own.top.constraint(greaterThanOrEqualTo: viewport.top, constant: Spacing.gap),
            ]
        }
    }

    // MARK: Active guidance

    private func addGuidanceNodes(to graph: inout PinGraph, state: ActiveGuidanceUIState, wide: Bool) {
        // Cards: full width in portrait; the leading column in wide mode.
        graph.add(NodeID.turnCard, .view(state.turnCard)) { own, ctx in
            guard ctx.wide else {
                return [own.top.constraint(equalTo: ctx.safe.top),
                        own.leading.constraint(equalTo: ctx.safe.leading),
                        own.trailing.constraint(equalTo: ctx.safe.trailing)]
            }
            return [own.top.constraint(equalTo: ctx.safe.top, constant: Spacing.headerTop)]
                + own.leadingColumn(in: ctx)
        }
        graph.add(NodeID.etaCard, .view(state.etaCard)) { own, ctx in
            guard ctx.wide else {
                return [own.bottom.constraint(equalTo: ctx.safe.bottom),
                        own.leading.constraint(equalTo: ctx.safe.leading),
                        own.trailing.constraint(equalTo: ctx.safe.trailing)]
            }
            return [own.bottom.constraint(equalTo: ctx.safe.bottom, constant: -Spacing.headerTop)]
                + own.leadingColumn(in: ctx)
        }

        // The prompt covers the ETA card; the floor is whichever top is higher.
        var floorInputs = [NodeID.etaCard]
        if let prompt {
            graph.add(NodeID.prompt, .view(prompt), after: [NodeID.etaCard]) { own, ctx in
                let eta = ctx[NodeID.etaCard]
                return [own.leading.constraint(equalTo: eta.leading),
                        own.trailing.constraint(equalTo: eta.trailing),
                        own.bottom.constraint(equalTo: eta.bottom)]
            }
            floorInputs.append(NodeID.prompt)
        }
        let floorGuide = UILayoutGuide()
        floorGuide.identifier = "floor"
        graph.add(NodeID.floor, .guide(floorGuide), after: floorInputs) { own, ctx in
            let resting = own.bottom.constraint(equalTo: ctx.safe.bottom)
            resting.priority = .defaultLow
            return [own.top.constraint(equalTo: ctx.safe.top),
                    own.leading.constraint(equalTo: ctx.safe.leading),
                    own.trailing.constraint(equalTo: ctx.safe.trailing),
                    resting]
                + floorInputs.map { own.bottom.constraint(lessThanOrEqualTo: ctx.margins($0).top) }
        }

        // Camera: below the turn card; beside the column in wide mode.
        graph.add(NodeID.viewport, .view(state.viewport), after: [NodeID.turnCard, NodeID.floor]) { own, ctx in
            let card = ctx[NodeID.turnCard]
            guard ctx.wide else {
                return [own.top.constraint(equalTo: card.bottom),
                        own.bottom.constraint(equalTo: ctx[NodeID.floor].bottom),
                        own.leading.constraint(equalTo: ctx.safe.leading),
                        own.trailing.constraint(equalTo: ctx.safe.trailing)]
            }
            return [own.top.constraint(equalTo: ctx.safe.top),
                    own.bottom.constraint(equalTo: ctx.safe.bottom),
                    own.leading.constraint(equalTo: card.trailing),
                    own.trailing.constraint(equalTo: ctx.safe.trailing)]
        }

        // Logo bottom leading on the floor, the speed widget above it.
        graph.add(NodeID.logo, .view(state.googleLogo), after: [NodeID.floor, NodeID.turnCard]) { own, ctx in
            let leadingInset = ctx.wide ? Spacing.card : Spacing.edge
            return [own.leading.constraint(equalTo: ctx.safe.leading, constant: leadingInset),
                    own.bottom.constraint(equalTo: ctx[NodeID.floor].bottom, constant: -Spacing.gap)]
        }
        graph.add(NodeID.speedWidget, .view(state.speedWidget), after: [NodeID.logo]) { own, ctx in
            let logo = ctx[NodeID.logo]
            return [own.leading.constraint(equalTo: logo.leading),
                    own.bottom.constraint(equalTo: logo.top, constant: -Spacing.gap)]
        }

        // Trip progress along the trailing edge, buttons beside it.
        graph.add(NodeID.progressBar, .view(state.tripProgressBar),
                  after: [NodeID.turnCard, NodeID.floor]) { own, ctx in
            let top = ctx.wide ? ctx.safe.top : ctx[NodeID.turnCard].bottom
            let bottom = ctx.wide ? ctx.safe.bottom : ctx[NodeID.floor].bottom
            return [own.trailing.constraint(equalTo: ctx.safe.trailing, constant: -Spacing.card),
                    own.top.constraint(equalTo: top, constant: Spacing.gap),
                    own.bottom.constraint(equalTo: bottom, constant: -Spacing.gap)]
        }
        graph.add(NodeID.buttons, .view(buttonStack),
                  after: [NodeID.progressBar, NodeID.turnCard, NodeID.floor]) { own, ctx in
            let bar = ctx[NodeID.progressBar]
            return [own.trailing.constraint(equalTo: bar.leading, constant: -Spacing.card),
                    own.bottom.constraint(equalTo: bar.bottom),
                    own.top.constraint(greaterThanOrEqualTo: bar.top)]
        }
    }
}

@MainActor
extension PinEdges {
    func pinEdges(to other: PinEdges) -> [NSLayoutConstraint] {
        [top.constraint(equalTo: other.top),
         bottom.constraint(equalTo: other.bottom),
         leading.constraint(equalTo: other.leading),
         trailing.constraint(equalTo: other.trailing)]
    }

    /// Wide mode: the SDK sizes the card for the leading column; keep it there.
    func leadingColumn(in ctx: PinContext) -> [NSLayoutConstraint] {
        [leading.constraint(equalTo: ctx.safe.leading, constant: Spacing.card),
         trailing.constraint(lessThanOrEqualTo: ctx.centerX)]
    }
}
