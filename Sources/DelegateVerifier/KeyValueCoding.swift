import SwiftSyntax

/// Key-value coding on the files' `NSObject` subclasses, as Objective-C-minded
/// code sets its flags: `setValue(_:forKey:)` and `value(forKey:)` (and their
/// `forKeyPath:` forms, a dotted path through objects of the files) reach an
/// `@objc` property by its name. A number goes in and comes out as an
/// `NSNumber`. A key that is no `@objc` property raises
/// `NSUnknownKeyException` unless the class overrides
/// `setValue(_:forUndefinedKey:)` / `value(forUndefinedKey:)`, and `nil` for a
/// property that is not optional raises too (`setNilValueForKey:`).
extension Interpreter {
    /// `setValue(_:forKey:)`, `value(forKey:)` and their key-path forms on an
    /// object of the files; `nil` for other methods.
    func callKeyValueCodingMethod(_ name: String, on instance: Instance, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        let labels = arguments.map(\.label)
        let isSet = name == "setValue" && [[nil, "forKey"], [nil, "forKeyPath"]].contains(labels)
        guard isSet || name == "value" && [["forKey"], ["forKeyPath"]].contains(labels) else { return nil }
        guard case .string(let key) = arguments[arguments.count - 1].value else {
            throw unsupported(call, "a key-value coding key from \(arguments[arguments.count - 1].value.kind)")
        }
        var path = labels.last == "forKeyPath" ? key.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [key]
        let last = path.removeLast()
        var holder = instance
        for component in path {
            let next = try codedValue(component, of: holder, at: call)
            guard let found = observableInstance(next) else {
                throw unsupported(call, "the key path \"\(key)\" through \(next.kind), which is no object of the files")
            }
            holder = found
        }
        guard isSet else { return try codedValue(last, of: holder, at: call) }
        try setCodedValue(arguments[0].value, forKey: last, of: holder, at: call)
        return .void
    }

    /// The `@objc` instance property a key names.
    private func codedProperty(_ key: String, of instance: Instance) -> TypeModel.Property? {
        guard let property = instance.type.property(named: key), !property.isStatic, isObjC(property) else { return nil }
        return property
    }

    private func codedValue(_ key: String, of instance: Instance, at call: FunctionCallExprSyntax) throws -> Value {
        guard codedProperty(key, of: instance) != nil else {
            if let method = instance.type.method(named: "value", labels: ["forUndefinedKey"]) {
                return try self.call(method, on: instance, arguments: [("forUndefinedKey", .string(key))])
            }
            throw crash(call, "value(forKey: \"\(key)\") of \(instance.type.name), which has no @objc property \(key) (NSUnknownKeyException)")
        }
        let value = try field(key, of: instance, at: call) ?? .null
        return switch value {
        case .bool(let flag): .boxed(flag ? 1 : 0, type: "NSNumber")
        case .number(let number): .boxed(number, type: "NSNumber")
        default: value
        }
    }

    private func setCodedValue(_ value: Value, forKey key: String, of instance: Instance, at call: FunctionCallExprSyntax) throws {
        guard let property = codedProperty(key, of: instance) else {
            if let method = instance.type.method(named: "setValue", labels: [nil, "forUndefinedKey"]) {
                _ = try self.call(method, on: instance, arguments: [(nil, value), ("forUndefinedKey", .string(key))])
                return
            }
            throw crash(call, "setValue(_:forKey: \"\(key)\") of \(instance.type.name), which has no @objc property \(key) (NSUnknownKeyException)")
        }
        let isOptional = property.type.map { $0.is(OptionalTypeSyntax.self) || $0.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) }
        if value.isNull, isOptional != true {
            throw crash(call, "setValue(nil, forKey: \"\(key)\") of a property that is not optional (setNilValueForKey: raises)")
        }
        var stored = value
        let boxed: Value? = switch value {
        case .bool(let flag): .boxed(flag ? 1 : 0, type: "NSNumber")
        case .number(let number), .boxed(let number, _): .boxed(number, type: "NSNumber")
        default: nil
        }
        if let boxed {
            // KVC unboxes the NSNumber to the property's type (`boolValue`, `doubleValue`).
            let current = instance.fields[key]
            if let type = property.type, let unboxed = try cast(boxed, to: type, at: call) {
                stored = unboxed
            } else if property.type == nil, case .boxed(let number, _) = boxed {
                if case .bool? = current { stored = .bool(number != 0) } else { stored = .number(number) }
            } else {
                throw unsupported(call, "setValue(\(describe(value)), forKey: \"\(key)\") of the \(property.type?.trimmedDescription ?? "") property \(key)")
            }
        }
        // KVC goes through the Objective-C setter, which KVO's subclass sends notifications from even when not `dynamic`.
        if keyValueObservations.observations.contains(where: { $0.object === instance && $0.property == key && $0.isValid && !$0.firesOnSet }) {
            throw unsupported(call, "setValue(_:forKey: \"\(key)\") of a property observed without dynamic (the notification KVC's setter sends)")
        }
        try setField(key, of: instance, to: stored, at: call)
    }
}
