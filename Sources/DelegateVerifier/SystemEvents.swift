import LayoutModel
import SwiftSyntax

/// What UIKit does as a resize scenario changes the map's window: a phone
/// turned posts `UIDevice.orientationDidChangeNotification`; the view
/// controller showing the map goes through its size transition
/// (`SizeTransitions.swift`); a change of size
/// classes (a phone turned, a tablet window narrowed to a third) runs the
/// handlers `registerForTraitChanges` registered for them and the
/// `traitCollectionDidChange(_:)` of the files' views on the map, each given
/// the previous trait collection. They run in `sizeChanged`'s turn of the run
/// loop, before it: the model's bounds have changed already (apps defer their
/// relayout to the next turn either way). Trait registrations for other traits
/// never fire, stated where they are registered.
extension Interpreter {
    /// A handler registered with `registerForTraitChanges(_:handler:)`.
    struct TraitRegistration {
        let token: Int
        /// The view or controller it was registered on.
        let owner: Value
        let traits: Set<String>
        let handler: Value
        let registration: Registration
    }

    static let sizeClassTraits: Set<String> = ["UITraitHorizontalSizeClass", "UITraitVerticalSizeClass"]
    static let orientationNotification = "UIDeviceOrientationDidChangeNotification"

    /// Runs what UIKit runs as the map turns from `old` to its current device; false when nothing ran.
    func environmentChanged(from old: DeviceProfile, on map: MapView) throws -> Bool {
        let node = source.delegateClass.nameNode
        var ran = false
        if Self.isPortrait(old) != Self.isPortrait(map.device) {
            ran = try postNotification(Self.orientationNotification, object: .library("UIDevice.current"), userInfo: .null, at: node)
        }
        let direction = Value.layoutDirection(map.layoutDirection)
        let before = Self.traitCollection(of: old, direction: direction)
        let changed = Self.changedTraits(before, Self.traitCollection(of: map.device, direction: direction))
        if try beginSizeTransition(to: map, traitsChanged: !changed.isEmpty) { ran = true }
        guard !changed.isEmpty else { return try endSizeTransition(traitsBefore: nil, at: node) || ran }
        for registration in traitRegistrations where !registration.traits.isDisjoint(with: changed) {
            _ = try callFunction(registration.handler, [(nil, registration.owner), (nil, before)], at: node)
            ran = true
        }
        for view in map.subtree {
            guard let instance = viewInstances[ObjectIdentifier(view)],
                let method = instance.type.lineage.lazy.compactMap({ $0.method(named: "traitCollectionDidChange", labels: [nil]) }).first
            else { continue }
            _ = try call(method, on: instance, arguments: [(nil, before)])
            ran = true
        }
        return try endSizeTransition(traitsBefore: before, at: node) || ran
    }

    /// Whether some resize scenario of the profile turns a device (so the orientation notification is posted).
    var scenariosTurnDevices: Bool {
        metrics.resizes.contains { pair in
            guard let first = metrics.device(named: pair.first), let second = metrics.device(named: pair.second) else { return false }
            return Self.isPortrait(first) != Self.isPortrait(second)
        }
    }

    /// `registerForTraitChanges(_:handler:)` on a view or controller: the
    /// handler runs as a resize changes a size class it names; for other traits
    /// (the text size, the appearance) it never does, stated. Registering again
    /// where a registration an earlier callback made is still in place is `CleanupCheck`'s.
    func registerForTraitChanges(_ arguments: [Argument], on owner: Value, at call: some SyntaxProtocol) -> Value {
        let values = (try? sequence(arguments[0].value, at: call)) ?? [arguments[0].value]
        let traits = Set(values.map { value in
            if case .type(let name) = value { return name }
            return describe(value)
        })
        if !traits.isSubset(of: Self.sizeClassTraits) || arguments.count != 2 || !arguments[1].value.isCallable {
            let names = values.map(describe).joined(separator: ", ")
            assume(call, "registerForTraitChanges([\(names)]) is registered: no scenario changes those traits, so its handler never runs and what it does is not checked")
            return .library("UITraitChangeRegistration")
        }
        let made = registration(at: call)
        let earlier = traitRegistrations.first { $0.registration.tag == made.tag && $0.registration.event < made.event }
        noteRegisteredAgain("the trait-change registration", at: made, earlier: earlier?.registration)
        let token = nextObserverToken()
        traitRegistrations.append(TraitRegistration(token: token, owner: owner, traits: traits, handler: arguments[1].value, registration: made))
        return .library("UITraitChangeRegistration #\(token)")
    }

    /// `unregisterForTraitChanges(_:)`.
    func unregisterForTraitChanges(_ registration: Value) {
        guard case .library(let description) = registration else { return }
        traitRegistrations.removeAll { description == "UITraitChangeRegistration #\($0.token)" }
    }

    private static func isPortrait(_ device: DeviceProfile) -> Bool { device.size.width < device.size.height }

    /// The size-class traits whose values differ between two trait collections.
    private static func changedTraits(_ before: Value, _ after: Value) -> Set<String> {
        guard case .tuple(let old) = before, case .tuple(let new) = after else { return [] }
        var changed: Set<String> = []
        for (trait, label) in [("UITraitHorizontalSizeClass", "horizontalSizeClass"), ("UITraitVerticalSizeClass", "verticalSizeClass")] {
            let a = old.first { $0.label == label }?.value, b = new.first { $0.label == label }?.value
            if case .symbol(let x)? = a, case .symbol(let y)? = b, x != y { changed.insert(trait) }
        }
        return changed
    }
}
