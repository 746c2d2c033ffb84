import GoogleNavigation
import UIKit

// A tiny dependency graph for Auto Layout: every view or guide we place is a
// node that names the nodes its constraints refer to. Nodes are mounted and
// pinned in topological order, so everything a constraint mentions is already
// in the hierarchy when the constraint is made.

/// Something a pin node places on the map.
@MainActor
enum PinItem {
    case view(UIView)
    case guide(UILayoutGuide)

    var edges: PinEdges {
        switch self {
        case .view(let view):
            return PinEdges(top: view.topAnchor, bottom: view.bottomAnchor,
                            leading: view.leadingAnchor, trailing: view.trailingAnchor)
        case .guide(let guide):
            return PinEdges(top: guide.topAnchor, bottom: guide.bottomAnchor,
                            leading: guide.leadingAnchor, trailing: guide.trailingAnchor)
        }
    }

    /// Google views draw inside their built-in margins: stack on those.
    var marginEdges: PinEdges {
        switch self {
        case .view(let view):
            return PinItem.guide(view.layoutMarginsGuide).edges
        case .guide:
            return edges
        }
    }

    func isSame(as other: PinItem) -> Bool {
        switch (self, other) {
        case (.view(let a), .view(let b)): return a === b
        case (.guide(let a), .guide(let b)): return a === b
        default: return false
        }
    }
}

struct PinEdges {
    let top: NSLayoutYAxisAnchor
    let bottom: NSLayoutYAxisAnchor
    let leading: NSLayoutXAxisAnchor
    let trailing: NSLayoutXAxisAnchor
}

/// What a node's pin closure sees: the map, the layout flags and the graph's items.
@MainActor
struct PinContext {
    let map: GMSMapView
    let wide: Bool
    let items: [String: PinItem]

    var safe: PinEdges { PinItem.guide(map.safeAreaLayoutGuide).edges }
    var centerX: NSLayoutXAxisAnchor { map.centerXAnchor }

    subscript(_ id: String) -> PinEdges { item(id).edges }

    func margins(_ id: String) -> PinEdges { item(id).marginEdges }

    private func item(_ id: String) -> PinItem {
        guard let item = items[id] else {
            preconditionFailure("PinGraph: no node named \(id)")
        }
        return item
    }
}

typealias PinMaker = (_ own: PinEdges, _ context: PinContext) -> [NSLayoutConstraint]

@MainActor
struct PinNode {
    let id: String
    let item: PinItem
    let dependsOn: [String]
    let makePins: PinMaker
}

enum PinGraphError: Error {
    case unknownDependency(node: String, dependency: String)
    case cycle(unresolved: [String])
}

@MainActor
struct PinGraph {
    private(set) var nodes: [String: PinNode] = [:]
    /// The order nodes were declared in: the fallback when the graph has a cycle.
    private(set) var declarationOrder: [String] = []

    mutating func add(_ id: String, _ item: PinItem, after dependencies: [String] = [],
                      pins: @escaping PinMaker) {
        if nodes[id] == nil { declarationOrder.append(id) }
        nodes[id] = PinNode(id: id, item: item, dependsOn: dependencies, makePins: pins)
    }

    var items: [String: PinItem] { nodes.mapValues { $0.item } }

    /// Kahn's algorithm. The frontier is a set, sorted before each round so the
    /// order (and so the order constraints are made in) is the same every run.
    func topologicalOrder() throws -> [PinNode] {
        var inDegree: [String: Int] = [:]
        var dependents: [String: [String]] = [:]
        for id in declarationOrder {
            guard let node = nodes[id] else { continue }
            inDegree[id, default: 0] += 0
            for dependency in node.dependsOn {
                guard nodes[dependency] != nil else {
                    throw PinGraphError.unknownDependency(node: id, dependency: dependency)
                }
                inDegree[id, default: 0] += 1
                dependents[dependency, default: []].append(id)
            }
        }

        var frontier = Set(inDegree.filter { $0.value == 0 }.map { $0.key })
        var order: [PinNode] = []
        while !frontier.isEmpty {
            let round = frontier.sorted()
            frontier.removeAll()
            for id in round {
                guard let node = nodes[id] else { continue }
                order.append(node)
                for dependent in dependents[id] ?? [] {
                    inDegree[dependent, default: 0] -= 1
                    if inDegree[dependent] == 0 { frontier.insert(dependent) }
                }
            }
        }

        guard order.count == nodes.count else {
            let unresolved = declarationOrder.filter { id in !order.contains { $0.id == id } }
            throw PinGraphError.cycle(unresolved: unresolved)
        }
        return order
    }

    /// The topological order, or, when the graph is broken, the declaration
    /// order (logged). The caller then mounts every item before pinning any.
    func resolvedOrder() -> (nodes: [PinNode], isTopological: Bool) {
        do {
            return (try topologicalOrder(), true)
        } catch {
            print("PinGraph: \(error); falling back to declaration order")
            return (declarationOrder.compactMap { nodes[$0] }, false)
        }
    }
}
