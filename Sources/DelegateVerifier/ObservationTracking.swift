import SwiftSyntax

/// The Observation framework's change tracking: `withObservationTracking`
/// over the stored properties of `@Observable` classes.
///
/// Its semantics: `withObservationTracking { apply } onChange: { }` runs
/// `apply` at once (its result is the call's) and records the stored
/// properties of `@Observable` instances it reads (through getters and calls
/// too; a nested tracking's reads count for the outer one as well, and
/// `@ObservationIgnored` ones not at all). `onChange` then runs once, on
/// the first set of any of them — before the new value is stored, as the
/// macro's `willSet` does — and the tracking ends: to follow the next change
/// the app tracks again (usually from a `Task` or `DispatchQueue.main.async`
/// queued in `onChange`, which the main queue runs after the callback). A
/// tracking that read no such property never fires. Setting a property
/// during its class's initializer notifies nothing.
final class ObservationTrackings {
    /// An `@Observable` instance's stored property.
    struct Key: Hashable {
        let owner: ObjectIdentifier
        let name: String
    }

    /// A tracking registered and not yet fired.
    final class Tracking {
        let keys: Set<Key>
        let onChange: Value

        init(keys: Set<Key>, onChange: Value) { (self.keys, self.onChange) = (keys, onChange) }
    }

    /// The reads of each `apply` running, innermost last.
    var recording: [Set<Key>] = []
    var registered: [Tracking] = []
}

extension TypeModel {
    /// `@Observable` (a class of the files the macro expands).
    var isObservable: Bool {
        guard let declaration = nameNode.parent?.asProtocol(WithAttributesSyntax.self) else { return false }
        return declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Observable" }
    }
}

extension Interpreter {
    /// `withObservationTracking(_:onChange:)`: `apply` runs now, recording its
    /// reads; `onChange` is registered for them.
    func withObservationTracking(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        guard arguments.count == 2, arguments[0].value.isCallable, arguments[1].label == "onChange", arguments[1].value.isCallable else {
            throw unsupported(call, "this withObservationTracking call (apply and onChange closures are modelled)")
        }
        let tracking = observationTracking
        tracking.recording.append([])
        let result: Value
        do {
            result = try callFunction(arguments[0].value, [], at: call)
        } catch {
            tracking.recording.removeLast()
            throw error
        }
        let keys = tracking.recording.removeLast()
        if !tracking.recording.isEmpty { tracking.recording[tracking.recording.count - 1].formUnion(keys) }
        if !keys.isEmpty { tracking.registered.append(.init(keys: keys, onChange: arguments[1].value)) }
        return result
    }

    /// A stored property of an instance is read: recorded while an `apply` runs, if its class is `@Observable`.
    func noteObservationRead(_ property: TypeModel.Property, of instance: Instance) {
        let tracking = observationTracking
        guard !tracking.recording.isEmpty, !property.isStatic, property.wrapper == nil, !Self.isObservationIgnored(property),
            instance.type.lineage.contains(where: \.isObservable)
        else { return }
        tracking.recording[tracking.recording.count - 1].insert(.init(owner: ObjectIdentifier(instance), name: property.name))
    }

    /// A stored property of an initialized instance is about to be set: the
    /// trackings that read it end, and their `onChange` closures run now, in the order registered.
    func observationWillSet(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws {
        let tracking = observationTracking
        guard !tracking.registered.isEmpty, instance.isInitialized else { return }
        let key = ObservationTrackings.Key(owner: ObjectIdentifier(instance), name: name)
        let fired = tracking.registered.filter { $0.keys.contains(key) }
        guard !fired.isEmpty else { return }
        tracking.registered.removeAll { registered in fired.contains { $0 === registered } }
        for each in fired { _ = try callFunction(each.onChange, [], at: node) }
    }

    /// `@ObservationIgnored`: a property the macro leaves untracked.
    private static func isObservationIgnored(_ property: TypeModel.Property) -> Bool {
        property.declaration?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ObservationIgnored" } ?? false
    }
}
