import DelegateFacts
import LayoutModel
import SwiftSyntax

/// An argument of a call: its label (`nil` for none) and value.
typealias Argument = (label: String?, value: Value)

/// Calls: methods and initializers of the files' types (instances, statics,
/// enum cases with payloads, extensions of framework types and protocols),
/// closures, local functions and method references, framework constructors,
/// and dispatch to the model API by receiver.
extension Interpreter {
    func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        if let result = try callOnLazyChain(call, in: scope, self: instance) { return result }
        let receiver = try methodReceiver(of: call, in: scope, self: instance)
        let arguments = try self.arguments(of: call, in: scope, self: instance)
        // `keep(x, in: &list)`: the callee's final value of an inout parameter is written back.
        let inoutTargets = call.arguments.enumerated().compactMap { index, argument in
            argument.expression.as(InOutExprSyntax.self).map { (index, $0.expression) }
        }
        guard inoutTargets.isEmpty else {
            calls.append(call)
            defer { calls.removeLast() }
            inoutResults = []
            let result = try evaluateCall(call, arguments, receiver: receiver, in: scope, self: instance)
            for (index, value) in inoutResults {
                if let target = inoutTargets.first(where: { $0.0 == index }) { try assign(value, to: target.1, in: scope, self: instance) }
            }
            return result
        }
        calls.append(call)
        defer { calls.removeLast() }
        return try evaluateCall(call, arguments, receiver: receiver, in: scope, self: instance)
    }

    /// A call's arguments in order, its trailing closures last; `f(repeat
    /// each items)` gives one argument per element of the pack.
    func arguments(of call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?) throws -> [Argument] {
        let trapMessagesFrom = trapMessageIndex(of: call, in: scope, self: instance)
        var arguments: [Argument] = try call.arguments.enumerated().flatMap { index, argument -> [Argument] in
            if index >= trapMessagesFrom { return [(label: argument.label?.text, value: .void)] }
            let expected = expectedType(ofArgument: argument, at: index, of: call, in: scope, self: instance)
                ?? interpolatedArgumentType(argument, at: index, of: call)
            var made = try value(of: argument.expression, expecting: expected, in: scope, self: instance)
            if let key = literalKeyType(of: argument, of: call, in: scope, self: instance) { made = try coerce(made, to: key, in: instance) }
            if argument.expression.is(PackExpansionExprSyntax.self), case .array(let elements) = made {
                return elements.enumerated().map { ($0 == 0 ? argument.label?.text : nil, $1) }
            }
            return [(label: argument.label?.text, value: made)]
        }
        if let trailing = call.trailingClosure {
            arguments.append((nil, .closure(try makeClosure(trailing, in: scope, self: instance))))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append((extra.label.text, .closure(try makeClosure(extra.closure, in: scope, self: instance))))
        }
        return arguments
    }

    /// `precondition(ok, "group \(key) is open")`, `fatalError("\(state)")`: the
    /// index of the standard library trap's first message argument. A message
    /// is an autoclosure Swift evaluates only when the call traps, and a
    /// trap's finding does not print it, so the run never evaluates it
    /// (`Int.max` for other calls).
    private func trapMessageIndex(of call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?) -> Int {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let index = Self.trapMessageIndices[name], scope.lookup(name) == nil, !source.globals.hasMethod(named: name),
            instance?.type.hasMethod(named: name) != true
        else { return Int.max }
        return index
    }

    private static let trapMessageIndices = [
        "assert": 1, "precondition": 1, "assertionFailure": 0, "preconditionFailure": 0, "fatalError": 0,
    ]

    /// `pin(insets: configure(.zero) { $0.bottom = 8 })`, `pin(.flush(.bottom).resting())`:
    /// the declared type of the parameter a generic call passing an implicit
    /// member, or an implicit member chain, is the argument of, where one
    /// function of the files takes the call's labels (Swift infers the call's
    /// `T`, and so `.zero`'s type, or the chain's head's type, from it); `nil` elsewhere.
    private func expectedType(
        ofArgument argument: LabeledExprSyntax, at index: Int, of call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?
    ) -> TypeSyntax? {
        let passesImplicitMember = argument.expression.as(FunctionCallExprSyntax.self)?.arguments.contains {
            $0.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        } ?? false
        if let caseType = associatedValueType(ofArgument: argument, at: index, of: call) { return caseType }
        guard passesImplicitMember || Self.isImplicitMemberChain(argument.expression) else { return nil }
        let name: String
        let owners: [TypeModel]
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil {
            name = reference.baseName.text
            owners = (instance.map { [$0.type] } ?? []) + [source.globals]
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            name = access.declName.baseName.text
            // `self.pin(...)`, or `styles.pin(...)` on a value of the files' type.
            if base.isSelf {
                owners = instance.map { [$0.type] } ?? []
            } else if let declared = declaredType(of: base, in: scope, self: instance, at: call), let model = source.appType(declaredType(declared).baseName) {
                owners = [model]
            } else {
                return nil
            }
        } else {
            return nil
        }
        let labels = call.arguments.map { $0.label?.text }
        let candidates = owners.flatMap { $0.methods(named: name, labels: labels) }
        guard candidates.count == 1, let function = candidates.first else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == labels.count, let type = parameters[index].type.as(IdentifierTypeSyntax.self),
            function.genericParameterClause?.parameters.contains(where: { $0.name.text == type.name.text }) != true
        else { return nil }
        return TypeSyntax(type)
    }

    /// `.overlay(.view(v).pinned(...), over: base)` where a `ChromeTree` is
    /// expected: the declared type of the files' enum case's associated value
    /// the argument gives (Swift types the inner chain from it); `nil` elsewhere.
    private func associatedValueType(ofArgument argument: LabeledExprSyntax, at index: Int, of call: FunctionCallExprSyntax) -> TypeSyntax? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
            let expected = contextualResultType(of: call), let model = source.appType(declaredType(expected).baseName),
            let found = model.enumCase(named: access.declName.baseName.text, labels: call.arguments.map { $0.label?.text }),
            found.parameterTypes.count == call.arguments.count
        else { return nil }
        return found.parameterTypes[index]
    }

    /// `LayoutSheet(views: v, pins: ["\(a).top == \(b).bottom"])`: the type an
    /// interpolated literal argument of the files' type's initializer takes (its
    /// parameter's, or for a memberwise one the stored property's), so the files'
    /// interpolating type is made from it (`interpolatedLiteral`); `nil` elsewhere.
    private func interpolatedArgumentType(_ argument: LabeledExprSyntax, at index: Int, of call: FunctionCallExprSyntax) -> TypeSyntax? {
        guard hasInterpolatingTypes, argument.expression.holdsInterpolatedLiteral,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let model = source.appType(name)
        else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        if let initializer = model.initializer(labels: labels) {
            let parameters = Array(initializer.signature.parameterClause.parameters)
            return parameters.count == labels.count ? parameters[index].type : nil
        }
        guard model.kind == .struct, let label = argument.label?.text else { return nil }
        return model.property(named: label)?.type
    }

    /// `views.removeValue(forKey: "prompt")` with `views: [ViewID: UIView]`:
    /// the declared key type a literal key takes; `nil` elsewhere.
    private func literalKeyType(
        of argument: LabeledExprSyntax, of call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?
    ) -> TypeSyntax? {
        guard argument.label?.text == "forKey", argument.expression.isLiteral,
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            let declared = declaredType(of: base, in: scope, self: instance, at: call)
        else { return nil }
        return declaredType(declared).dictionaryTypes?.key
    }

    /// `.flush(.bottom).resting()`, `.standard.inset(by: 4)`: members called or
    /// read on an implicit member.
    private static func isImplicitMemberChain(_ expression: ExprSyntax) -> Bool {
        var node = expression
        var chained = false
        while true {
            if let call = node.as(FunctionCallExprSyntax.self) {
                node = call.calledExpression
            } else if let access = node.as(MemberAccessExprSyntax.self), let base = access.base {
                node = base
                chained = true
            } else {
                return chained && node.as(MemberAccessExprSyntax.self)?.base == nil && node.is(MemberAccessExprSyntax.self)
            }
        }
    }

    /// The receiver of `base.name(...)`, evaluated before the arguments as
    /// Swift does: an optional chain in it that meets `nil` evaluates none of
    /// them (`observer?.responds(to: #selector(...))`); `nil` for other calls.
    private func methodReceiver(of call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, !base.is(SuperExprSyntax.self),
            !moduleQualified(access, in: scope, self: instance)  // `DesignSystem.gap(2)`: no receiver
        else { return nil }
        let receiver: Value
        if hasInterpolatingTypes, base.is(ArrayExprSyntax.self), base.holdsInterpolatedLiteral,
            let element = interpolatingElement(ofArrayMethod: access.declName.baseName.text)
        {
            receiver = try value(of: base, expecting: TypeSyntax(ArrayTypeSyntax(element: element)), in: scope, self: instance)
        } else {
            receiver = try evaluate(base, in: scope, self: instance)
        }
        try checkImplicitUnwrap(receiver, of: base, in: scope, self: instance)
        return receiver
    }

    /// `["\(a).top == \(b).bottom"].makeConstraints()` with the files'
    /// `extension Array where Element == Pin { func makeConstraints() }`: Swift
    /// types the literal by the one extension declaring the method, `[Pin]`.
    private func interpolatingElement(ofArrayMethod name: String) -> TypeSyntax? {
        let elements = Set((source.types["Array"]?.methods[name] ?? []).map { method in
            ExtensionConstraints.requirements(of: Syntax(method)).first { $0.isSameType && $0.left == "Element" }?.right
        })
        guard elements.count == 1, let element = elements.first ?? nil, let model = source.types[element], Self.interpolation(of: model) != nil
        else { return nil }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(element)))
    }

    private func evaluateCall(
        _ call: FunctionCallExprSyntax, _ arguments: [Argument], receiver: Value?, in scope: Scope, self instance: Instance?
    ) throws -> Value {
        let callee = call.calledExpression
        // `Self(...)` is the type `self` has (a protocol extension's conforming type), below.
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self),
            reference.baseName.tokenKind != .keyword(.Self)
        {
            return try callNamed(reference.baseName.text, arguments, at: call, in: scope, self: instance)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let base = access.base else {
                // `.custom(8)`: an enum case with a payload, its type named by the context.
                implicitMemberSites[name] = Syntax(access)
                // `.some(view)`: an optional holding the value, which the run's optionals are.
                if name == "some", arguments.count == 1, arguments[0].label == nil, chainType(of: access) == nil { return arguments[0].value }
                let implicit = Value.enumCase(EnumValue(typeName: nil, name: name, payload: arguments))
                return try chainType(of: access).map { try implicitMember(implicit, of: $0, at: access) } ?? implicit
            }
            if base.is(SuperExprSyntax.self) { return try callSuper(name, arguments, at: call, self: instance) }
            if moduleQualified(access, in: scope, self: instance) { return try callNamed(name, arguments, at: call, in: Scope(), self: nil) }
            guard let receiver else { throw unsupported(base, "a method's receiver") }
            if name == "init" {
                // `self.init(...)` in a convenience initializer runs the other initializer on the same instance:
                // the instance's class's own (an override of a required one), else the one it inherits.
                if let instance, base.isSelf,
                    let initializer = instance.type.lineage.lazy.compactMap({ self.initializer(of: $0, arguments) }).first,
                    let body = initializer.body
                {
                    ranBodies.insert(initializer.id)
                    let inner = try bind(initializer.signature.parameterClause.parameters, arguments, for: instance)
                    _ = try execute(body.statements, in: inner, self: instance)
                    return .void
                }
                // `self.init(inset: 3, spacing: 4)` in a struct's extension initializer: the memberwise one.
                if let instance, base.isSelf, instance.type.hasMemberwiseInitializer {
                    try memberwise(instance, arguments, at: call)
                    return .void
                }
                if let instance, base.isSelf, try makeFrameworkBase(of: instance, arguments, at: call) { return .void }
                // `self.init(nibName: nil, bundle: nil)` in a controller subclass declaring no such initializer:
                // the one it inherits (trial 53b stopped).
                if let instance, base.isSelf, case .controller = instance.base {
                    return try callSuper("init", arguments, at: call, self: instance)
                }
                // In an extension's initializer of a framework type: UIKit's (or the value's own) makes the value.
                if let instance, base.isSelf, instance.base == nil, FrameworkTypes.isFramework(instance.type.name), source.appType(instance.type.name) == nil {
                    instance.base = try construct(instance.type.name, arguments, at: call)
                    return .void
                }
                return try callFunction(receiver, arguments, at: call)
            }
            if let mapped = try optionalMap(name, of: receiver, base: base, arguments, at: call, in: scope, self: instance) {
                return mapped
            }
            if let mutated = try mutateCollection(name, of: receiver, arguments, at: call) {
                try assign(mutated.collection, to: base, in: scope, self: instance)
                return mutated.result
            }
            if let taken = try optionalTake(name, of: receiver, base: base, arguments, in: scope, self: instance) { return taken }
            if let result = try mutateEnum(name, of: receiver, arguments, base: base, at: call, in: scope, self: instance) { return result }
            if let result = try mutateExtendedValue(name, of: receiver, arguments, base: base, at: call, in: scope, self: instance) {
                return result
            }
            if let found = try staticExtensionMethod(name, arguments, of: receiver, base: base, in: scope, self: instance, at: call) {
                return try self.call(found.method, on: found.instance, arguments: arguments)
            }
            let declaredOptional = optionalExtension == nil ? nil : receiverIsOptional(base, in: scope, self: instance)
            return try callMethod(name, on: receiver, arguments, at: call, declaredOptional: declaredOptional)
        }
        if callee.is(ArrayExprSyntax.self) { return try construct("Array", arguments, at: call) }  // `[UIView]()`, `[CGFloat](repeating: 0, count: 3)`
        if callee.is(DictionaryExprSyntax.self) { return .dictionary([]) }  // `[String: CGFloat]()`
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {  // `Set<String>()`, `Signal<NavPhase>(.off)`
            let made = try evaluate(generic.expression, in: scope, self: instance)
            if case .type(let typeName) = made, let model = source.appType(typeName), !model.genericParameters.isEmpty {
                let bound = genericArguments(generic.genericArgumentClause, of: model, self: instance)
                return try instantiate(model, arguments: arguments, genericArguments: bound, at: call)
            }
            let result = try callFunction(made, arguments, at: call)
            // `Set<NodeID>([.viewport, .logo])`: the elements take the type argument.
            if case .type(let name) = made, name == "Set" || name == "Array",
                let element = generic.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)
            {
                switch result {
                case .set(let elements): return .set(try elements.map { try coerce($0, to: element) })
                case .array(let elements): return .array(try elements.map { try coerce($0, to: element) })
                default: break
                }
            }
            return result
        }
        // `handler?()`, `{ ... }()`, `handlers[key]?()`
        return try callFunction(evaluate(callee, in: scope, self: instance), arguments, at: call)
    }

    /// A call by bare name: a closure or local function, a method of `self`,
    /// a top-level function, a type of the files, or a framework constructor.
    private func callNamed(
        _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, in scope: Scope,
        self instance: Instance?
    ) throws -> Value {
        if let local = scope.lookup(name) { return try callFunction(local, arguments, at: call) }
        if let instance {
            if let found = try staticExtensionMethod(name, arguments, of: .object(instance), base: nil, in: scope, self: instance, at: call) {
                return try self.call(found.method, on: found.instance, arguments: arguments)
            }
            if let method = try appOverload(of: instance.type, name, arguments, at: call) {
                return try self.call(method, on: instance, arguments: arguments)
            }
            if let result = try interpolationMethod(name, of: instance, arguments, at: call) { return result }
            // A closure property, or a value with `callAsFunction` (`easing(t)`).
            if let stored = try field(name, of: instance, at: call), stored.isCallable || model(of: stored)?.hasMethod(named: "callAsFunction") == true {
                return try callFunction(stored, arguments, at: call)
            }
        }
        if let function = overload(of: source.globals, name, arguments, from: Syntax(call)) {
            return try self.call(function, on: nil, arguments: arguments)
        }
        if let model = source.nestedTypeName(name, at: Syntax(call)).flatMap(source.appType) ?? source.appType(name) {
            return try instantiate(model, arguments: arguments, at: call)
        }
        if let aliased = source.aliasedTypeName(name) {  // `typealias Shown = Set<Region>`; `Shown([.logo])`
            return try callFunction(.type(aliased), arguments, at: call)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {  // `Theme()` in `Layout<Theme>`
            if let bound = try boundGenericParameter(name, of: instance, at: reference) { return try callFunction(bound, arguments, at: call) }
        }
        if let instance, let result = try implicitSelfOptionSetCall(name, on: instance, arguments, at: call) { return result }
        if let instance, let result = try callKeyValueObservingMethod(name, on: .object(instance), arguments, at: call) { return result }
        // In a static method of an extension of a framework type, `activate(cs)` is `Self.activate(cs)`.
        if case .type(let typeName)? = instance?.base, FrameworkTypes.isFramework(typeName), name.first?.isLowercase == true,
            let result = try callTypeMethod(name, of: typeName, arguments, at: call)
        {
            return result
        }
        // `perform(sel)`, `responds(to: sel)` on self.
        if let instance, let result = try callSelectorMethod(name, on: instance.base ?? .object(instance), arguments, at: call) { return result }
        // The library's free functions (`type(of:)`, `max`) are no members of a view or view controller.
        if let base = instance?.base, !FrameworkTypes.isFramework(name), !LibraryNames.functions.contains(name) {
            if case .type = base {} else {
                // `removeAll()` in a mutating method of an extension of `Array`: `self` changes.
                if let instance, let mutated = try mutateCollection(name, of: base, arguments, at: call) {
                    instance.base = mutated.collection
                    return mutated.result
                }
                // Inside an extension of a framework type or a view subclass: `forEach { }`, `addSubview(v)`.
                return try callMethod(name, on: base, arguments, at: call)
            }
        }
        // Inside the files' `Sequence` or `Collection`: `removeAll()`, `flatMap { }`, `reduce(0, +)` over its own
        // elements (not `ContiguousArray(elements)`, a type's initializer).
        if let instance, instance.base == nil, name.first?.isLowercase == true {
            if let result = try rangeReplaceableMethod(name, of: instance, arguments, at: call) { return result }
            if let result = try collectionIndexMethod(name, of: instance, arguments, at: call) { return result }
        }
        if let instance, instance.base == nil, name.first?.isLowercase == true, isAppSequence(.object(instance)),
            let result = try callSequenceMethod(name, on: .array(sequence(.object(instance), at: call)), arguments, at: call)
        {
            return result
        }
        return try construct(name, arguments, at: call)
    }

    /// `super.name(...)` and `super.init(...)` run the superclass's
    /// declaration (the superclass of the class whose code this is) on the
    /// same instance; a framework superclass's (`NSObject.init`,
    /// `UIView.layoutSubviews`) does nothing the layout sees, but
    /// `UIViewController`'s, which is the model's (`controllerSuper`).
    private func callSuper(
        _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, self instance: Instance?
    ) throws -> Value {
        guard let instance else { return .void }
        /// Where the files declare none: UIKit's implementation.
        func framework() throws -> Value {
            if name == "init", try makeFrameworkBase(of: instance, arguments, at: call) { return .void }
            return try controllerSuper(name, arguments, of: instance, at: call) ?? .void
        }
        guard let superclass = enclosingClass(of: call)?.superclass else { return try framework() }
        if name == "init" {
            guard let initializer = superclass.lineage.lazy.compactMap({ self.initializer(of: $0, arguments) }).first,
                let body = initializer.body
            else { return try framework() }
            ranBodies.insert(initializer.id)
            let scope = try bind(initializer.signature.parameterClause.parameters, arguments, for: instance)
            _ = try execute(body.statements, in: scope, self: instance)
            return .void
        }
        guard let method = overload(of: superclass, name, arguments) else { return try framework() }
        return try self.call(method, on: instance, arguments: arguments)
    }

    /// The class (or the extended class) whose declaration holds `node`: where `super` starts looking.
    func enclosingClass(of node: some SyntaxProtocol) -> TypeModel? {
        var current = node.parent
        while let next = current {
            if let declaration = next.as(ClassDeclSyntax.self) { return source.types[declaration.name.text] }
            if let declaration = next.as(ExtensionDeclSyntax.self) {
                return source.types[String(declaration.extendedType.trimmedDescription.split(separator: ".").last ?? "")]
            }
            current = next.parent
        }
        return nil
    }

    /// Calls a function value: a closure, a method reference, a local function,
    /// or a type (its initializer).
    func callFunction(_ function: Value, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        switch function {
        case .closure(let closure): return try callClosure(closure, arguments.map(\.value), at: call)
        case .autoclosure(let value): return value
        case .symbol(let name) where Value.isOperatorName(name) && arguments.count == 2:
            // An operator passed as a function (`compareArrays(lhs:rhs:compare: ==)`), called.
            return try apply(name, arguments[0].value, arguments[1].value, at: call)
        case .keyPath(let names) where arguments.count == 1:  // SE-0249: a key path passed as a function
            return try names.reduce(arguments[0].value) { try member($1, of: $0, at: call) }
        case .method(let method):
            if let labels = method.labels, labels.count == arguments.count {
                let given = zip(labels, arguments).map { ($0, $1.value) }
                return method.name == "init" ? try callFunction(method.receiver, given, at: call) : try callMethod(method.name, on: method.receiver, given, at: call)
            }
            return try callMethod(method.name, on: method.receiver, labelled(method, arguments), at: call)
        case .function(let local):
            let parameters = local.syntax.signature.parameterClause.parameters
            let scope = try bind(parameters, arguments, for: local.selfInstance, parent: local.scope)
            guard let body = local.syntax.body else { throw unsupported(local.syntax, "a function without a body") }
            ranBodies.insert(local.syntax.id)
            let result = try runBody(body.statements, in: scope, self: local.selfInstance, at: call)
            recordInoutResults(parameters, arguments, scope)
            return result
        case .type(let typeName):
            if let model = source.appType(typeName) { return try instantiate(model, arguments: arguments, at: call) }
            return try construct(typeName, arguments, at: call)
        case .opaque(let description):
            assume(call, "\(description)(...) is declared in no given file: its result is taken as an opaque value")
            return .opaque("\(description)(...)")
        case .library(let description):
            return .library("\(description)(...)")
        case .enumCase(let value) where makesEnumCase(function):
            // `views.map(Slot.view)`: a case with associated values named alone is the function making it.
            let labels = model(of: function)!.enumCase(named: value.name)!.parameterLabels
            let labelled = arguments.enumerated().map { index, argument in (index < labels.count ? labels[index] : argument.label, argument.value) }
            return try callMethod(value.name, on: .type(value.typeName!), labelled, at: call)
        case .object, .enumCase:
            guard let model = model(of: function) else { break }
            if model.hasMethod(named: "callAsFunction") { return try callMethod("callAsFunction", on: function, arguments, at: call) }
            if let dynamic = try dynamicCall(function, of: model, arguments, at: call) { return dynamic }
        default: break
        }
        throw unsupported(call, "calling \(function.kind)")
    }

    /// `Slot.view` named alone, for a case with associated values: the function making the case.
    func makesEnumCase(_ value: Value) -> Bool {
        guard case .enumCase(let named) = value, named.payload.isEmpty else { return false }
        return !(model(of: value)?.enumCase(named: named.name)?.parameterLabels.isEmpty ?? true)
    }

    /// A `@dynamicCallable` value called: its `dynamicallyCall(withArguments:)`
    /// gets the arguments as an array, `dynamicallyCall(withKeywordArguments:)`
    /// as `KeyValuePairs` (label and value pairs, `""` for none) or a dictionary.
    private func dynamicCall(_ callee: Value, of model: TypeModel, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard model.lineage.contains(where: { $0.attributeNames.contains("dynamicCallable") }) else { return nil }
        let keywords = model.method(named: "dynamicallyCall", labels: ["withKeywordArguments"])
        if let keywords, arguments.contains(where: { $0.label != nil }) || model.method(named: "dynamicallyCall", labels: ["withArguments"]) == nil {
            let pairs = arguments.map { (key: Value.string($0.label ?? ""), value: $0.value) }
            let parameterType = keywords.signature.parameterClause.parameters.first.map { declaredType($0.type) }
            let passed: Value = parameterType?.dictionaryTypes != nil
                ? .dictionary(pairs.map { Entry(key: $0.key, value: $0.value) })
                : .array(pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) })
            return try callMethod("dynamicallyCall", on: callee, [("withKeywordArguments", passed)], at: call)
        }
        guard model.method(named: "dynamicallyCall", labels: ["withArguments"]) != nil else { return nil }
        return try callMethod("dynamicallyCall", on: callee, [("withArguments", .array(arguments.map(\.value)))], at: call)
    }

    /// Arguments passed to a method reference get the method's own labels
    /// when it is one of the files' (`forEach(add)` calls `add(_:)` or `add(view:)`).
    private func labelled(_ method: BoundMethod, _ arguments: [Argument]) -> [Argument] {
        guard arguments.allSatisfy({ $0.label == nil }), let model = model(of: method.receiver),
            let declared = model.anyMethod(named: method.name)
        else { return arguments }
        let labels = declared.signature.parameterClause.parameters.map {
            $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
        }
        return arguments.enumerated().map { index, argument in (index < labels.count ? labels[index] : nil, argument.value) }
    }

    /// The type model whose methods a receiver has, if it is one of the files'.
    private func model(of receiver: Value) -> TypeModel? {
        switch receiver {
        case .object(let instance): instance.type
        case .type(let name): name.isEmpty ? source.globals : source.types[name]
        case .enumCase(let value): value.typeName.flatMap { source.types[$0] }
        case .item, .controller, .constraint: attachedInstance(of: receiver)?.type
        default: nil
        }
    }

    /// `receiver.name(arguments)`; `declaredOptional` says whether the receiver
    /// as written is declared optional, where that is known (it decides
    /// between `extension Optional`'s method and the wrapped value's).
    func callMethod(
        _ name: String, on receiver: Value, _ arguments: [Argument], at call: some SyntaxProtocol, declaredOptional: Bool? = nil
    ) throws -> Value {
        let labels = arguments.map(\.label)
        if let map = hostedMap(receiver) { return try callHostMethod(name, on: map, arguments, at: call) }
        switch receiver {
        case .object(let instance):
            if let result = try callRegexMethod(name, on: receiver, arguments, at: call) { return result }
            if let method = try appOverload(of: instance.type, name, arguments, at: call) {
                return try self.call(method, on: instance, arguments: arguments)
            }
            if let result = try interpolationMethod(name, of: instance, arguments, at: call) { return result }
            if let stored = instance.fields[name], stored.isCallable { return try callFunction(stored, arguments, at: call) }
            // `layout.viewport { ... }`: a dynamic member's value called (its `callAsFunction`).
            if let handle = try dynamicMember(name, of: receiver, at: call) { return try callFunction(handle, arguments, at: call) }
            if let result = try optionSetMethod(name, of: instance, arguments, at: call) { return result }
            if let base = instance.base { return try callMethod(name, on: base, arguments, at: call, declaredOptional: declaredOptional) }
            if let result = try rangeReplaceableMethod(name, of: instance, arguments, at: call) { return result }
            if let result = try collectionIndexMethod(name, of: instance, arguments, at: call) { return result }
            // The files' `Sequence`: `map`, `filter`, `forEach`, ... over its elements.
            if isAppSequence(receiver), let node = call.as(FunctionCallExprSyntax.self),
                let result = try callSequenceMethod(name, on: .array(sequence(receiver, at: call)), arguments, at: node)
            {
                return result
            }
        case .type(let typeName):
            if typeName.isEmpty, let function = overload(of: source.globals, name, arguments, from: Syntax(call)) {
                return try self.call(function, on: nil, arguments: arguments)
            }
            if let model = source.types[typeName] {
                if let method = try appOverload(of: model, name, arguments, at: call) {
                    return try self.call(method, on: typeContext(model), arguments: arguments)
                }
                if let found = model.enumCase(named: name) {
                    return .enumCase(EnumValue(typeName: typeName, name: name, payload: try payload(arguments, of: found, at: call)))
                }
                if let stored = try staticValue(name, of: model, at: call), stored.isCallable {
                    return try callFunction(stored, arguments, at: call)
                }
                // `NavigationLayout.UpdatePhase.Response(phase: ...)`: a nested type made through its outer one.
                if let nested = model.nestedTypes[name] { return try callFunction(.type(nested.name), arguments, at: call) }
            }
            if let table = makeWeakTable(name, of: typeName, arguments) { return table }
            if let node = call.as(FunctionCallExprSyntax.self), let result = try callTypeMethod(name, of: typeName, arguments, at: node) {
                return result
            }
        case .enumCase(let value):
            if let model = value.typeName.flatMap({ source.types[$0] }), let method = overload(of: model, name, arguments, from: Syntax(call)) {
                return try self.call(method, on: Instance(type: model, base: receiver), arguments: arguments)
            }
        case .item, .controller, .constraint:
            if let instance = attachedInstance(of: receiver) {
                if let method = overload(of: instance.type, name, arguments, from: Syntax(call)) {
                    return try self.call(method, on: instance, arguments: arguments)
                }
                if let stored = instance.fields[name], stored.isCallable { return try callFunction(stored, arguments, at: call) }
            }
        case .closure where name == "callAsFunction":
            return try callFunction(receiver, arguments, at: call)
        case .closure where name == "evaluate" && labels == ["with"]:
            return try callFunction(receiver, [(nil, arguments[0].value), (nil, .null)], at: call)  // an `NSPredicate`'s block
        case .tuple(let parts):
            // A closure kept in a tuple's field: `rule.make(view, guide)`, `pair.1(view)`.
            let field = Int(name).flatMap { parts.indices.contains($0) ? parts[$0] : nil } ?? parts.first { $0.label == name }
            if let field, field.value.isCallable { return try callFunction(field.value, arguments, at: call) }
        default: break
        }
        if let result = try callSelectorMethod(name, on: receiver, arguments, at: call) { return result }
        if let result = try callOptionalExtension(name, on: receiver, arguments, at: call, declaredOptional: declaredOptional) {
            return result
        }
        // Extensions of framework types and protocols the value has.
        for typeName in frameworkTypeNames(of: receiver) {
            if let model = source.types[typeName], let method = try appOverload(of: model, name, arguments, at: call) {
                return try self.call(method, on: Instance(type: model, base: receiver), arguments: arguments)
            }
        }
        // `inner.sizeChanged(...)` on a delegate that declares none: the framework protocol's extension's empty default.
        if case .object(let instance) = receiver, instance.type.runsEmptyDefault(name, labels: arguments.map(\.label)) { return .void }
        if let node = call.as(FunctionCallExprSyntax.self), let result = try callFrameworkMethod(name, on: receiver, arguments, at: node) {
            return result
        }
        throw unsupported(call, "the method \(name)\(labelText(labels)) of \(receiver.kind)\(implicitMemberOrigin(of: receiver))")
    }

    /// Methods of framework values, by receiver.
    private func callFrameworkMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        if name == "isKind", let kind = try isKind(receiver, call) { return .bool(kind) }
        if let result = try callCombineMethod(name, on: receiver, arguments, at: call) { return result }
        if let result = try callKeyValueObservingMethod(name, on: receiver, arguments, at: call) { return result }
        if let result = try measureMethod(name, on: receiver, arguments, at: call) { return result }
        if let result = try differenceMember(name, of: receiver, arguments, at: call) { return result }
        if let result = try indexSetMethod(name, on: receiver, arguments, at: call) { return result }
        if let result = try offsetDimensionMethod(name, on: receiver, arguments, at: call) { return result }
        if let changes = differenceChanges(receiver) { return try callSequenceMethod(name, on: .array(changes), arguments, at: call) }
        switch receiver {
        case .anchor(let anchor):
            return try makeConstraint(anchor, name, arguments, at: call)
        case .keyPath(let names) where name == "appending" && arguments.map(\.label) == ["path"]:
            guard case .keyPath(let more) = arguments[0].value else { return nil }
            return .keyPath(names + more)  // `\.safeAreaLayoutGuide` + `\UILayoutGuide.topAnchor`
        case .tuple where receiver.textBaselineCentre != nil:
            return try makeBaselineConstraint(receiver, name, arguments, at: call)
        case .item(let item):
            return try callItemMethod(name, on: item, arguments, at: call)
        case .controller(let controller):
            return try callControllerMethod(name, on: controller, arguments, at: call)
        case .library(let description) where LibraryNames.isConcurrencyValue(description):
            // `DispatchQueue(label:).async { }`, `semaphore.wait()`, `OperationQueue().addOperation { }`: never skipped in silence.
            throw unsupported(call, "\(name)\(labelText(arguments.map(\.label))) of \(description), which the verifier does not model (a queue other than the main queue, a semaphore, a source)")
        case .library(let description) where description.hasPrefix(Self.transitionCoordinator):
            return try callTransitionCoordinator(description, name, arguments, at: call)
        case .library(let description) where Self.containmentMethods.contains(name):
            throw unsupported(call, "\(name) of \(description), a view controller the run does not model")
        case .array, .set, .dictionary, .range:
            return try callSequenceMethod(name, on: receiver, arguments, at: call)
        case .animator(let animator):
            return try callAnimatorMethod(name, on: animator, arguments, at: call)
        case .undoManager(let history):
            return try callUndoMethod(name, on: history, arguments, at: call)
        case .work(let work):
            return try callWorkMethod(name, on: work, arguments, at: call)
        case .dispatchGroup(let group):
            return try callDispatchGroupMethod(name, on: group, arguments, at: call)
        case .channel(let channel):
            if let result = try callChannelMethod(name, on: channel, arguments, at: call) { return result }
            throw unsupported(call, "the method \(name) of \(channel.typeName)")
        case .foundation(let collection):
            return try callFoundationMethod(name, on: collection, arguments, at: call)
        case .string(let text):
            if name == "data", arguments.first?.label == "using" { return .data(text) }  // `.utf8` and any other encoding of ASCII JSON
            return try callStringMethod(name, of: text, arguments, at: call)
        case .library("JSONDecoder(...)") where name == "decode":
            return try decodeJSON(arguments, at: call)
        case .library("JSONEncoder(...)") where name == "encode":
            return try encodeJSON(arguments, at: call)
        case .number(let number):
            return try numberMethod(name, of: number, arguments, at: call) ?? dateMethod(name, of: number, arguments, at: call)
        case .rect(let rect):
            return try rectMethod(name, of: rect, arguments, at: call)
        case .opaque(let description):
            // A cosmetic API (`layer.setShadow...`, `UIColor.x.withAlphaComponent`) or unknown app code:
            // its result is opaque too; an unknown receiver was stated when it was met.
            return .opaque("\(description).\(name)(...)")
        case .library(let description):
            return try callEnvironment(name, on: description, arguments, at: call)
                ?? callFontMetrics(name, on: description, arguments, at: call)
                ?? bundleLocalizedString(name, on: description, arguments, at: call) ?? .library("\(description).\(name)(...)")
        case .enumCase(let result) where result.isResult:
            return try resultMethod(name, of: result, arguments, at: call)
        case .symbol("identity"), .tuple:
            // `.identity.translatedBy(x: 0, y: 80)` (a slide-in's start), `t.concatenating(u)`.
            guard let transform = affineTransform(receiver) else { return nil }
            return try transformMethod(name, of: transform, arguments, at: call)
        default: return nil
        }
    }

    /// `Result`'s `get()` (the success's value, or the failure's error
    /// thrown), `map`/`flatMap` (on the success) and `mapError`/`flatMapError`
    /// (on the failure); the other case passes through.
    private func resultMethod(_ name: String, of result: EnumValue, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard let payload = result.payload.first?.value else { return nil }
        let transforms: [String: (side: String, wraps: Bool)] = [
            "map": ("success", true), "flatMap": ("success", false), "mapError": ("failure", true), "flatMapError": ("failure", false),
        ]
        if name == "get", arguments.isEmpty {
            if result.name == "failure" { throw Thrown(value: payload) }
            return payload
        }
        guard let transform = transforms[name], arguments.count == 1 else { return nil }
        guard result.name == transform.side else { return .enumCase(result) }
        let transformed = try function(from: arguments, at: call)(payload)
        return transform.wraps ? .enumCase(EnumValue(typeName: "Result", name: result.name, payload: [(nil, transformed)])) : transformed
    }

    /// `rounded()`, `rounded(.up)`, `squareRoot()`, `isMultiple(of:)` of a number.
    private func numberMethod(_ name: String, of number: Double, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (name, arguments.first?.value) {
        case ("rounded", nil): return .number(number.rounded())
        case ("rounded", .symbol(let rule)?):
            let rules: [String: FloatingPointRoundingRule] = [
                "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
            ]
            guard let found = rules[rule] else { return nil }
            return .number(number.rounded(found))
        case ("squareRoot", nil): return .number(number.squareRoot())
        case ("isMultiple", let other?) where arguments[0].label == "of":
            let divisor = try self.number(other, at: call)
            return .bool(divisor == 0 ? number == 0 : number.truncatingRemainder(dividingBy: divisor) == 0)
        default: return nil
        }
    }

    /// Calls a closure with positional arguments: named parameters, `$0`-style
    /// or `_`; one tuple argument is spread over several parameters, as Swift
    /// does for `zip(a, b).forEach { a, b in }`.
    func callClosure(_ closure: Closure, _ arguments: [Value], at node: some SyntaxProtocol) throws -> Value {
        ranBodies.insert(closure.syntax.id)
        let selfReleased = try releaseWeakCaptures(of: closure)
        let scope = Scope(parent: closure.scope)
        if selfReleased { scope.declare("self", .null) }
        var names: [String?] = []
        switch closure.syntax.signature?.parameterClause {
        case .simpleInput(let shorthand): names = shorthand.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = Self.shorthandNames(in: closure.syntax, count: arguments.count)
        @unknown default: throw unsupported(node, "this closure signature")
        }
        var values = arguments
        if names.count > 1, arguments.count == 1, case .tuple(let parts) = arguments[0] { values = parts.map(\.value) }
        if names.count == 1, arguments.count > 1 { values = [.tuple(arguments.map { (nil, $0) })] }
        for (name, argument) in zip(names, values) where name != nil && name != "_" {
            scope.declare(name!, argument)
        }
        if let builder = closure.builder {
            return try runBuilder(closure.syntax.statements, builder: builder, in: scope, self: closure.selfInstance)
        }
        // `{ _ -> Pin in .to(view) }`: the declared result type resolves implicit members, as a function's does.
        let result = try coerce(
            runBody(closure.syntax.statements, in: scope, self: closure.selfInstance, at: node),
            to: closure.syntax.signature?.returnClause?.type)
        // `c(&spec)` with `{ $0.wide = true }`: the closure's parameter types are the caller's, so every
        // parameter's final value is offered; the caller writes back those it passed with `&`.
        inoutResults = names.enumerated().compactMap { index, name in name.flatMap { scope.lookup($0) }.map { (index, $0) } }
        return result
    }

    /// `$0`, `$1`, ... for a closure without a signature; a single tuple argument
    /// used as `$0` and `$1` is spread.
    private static func shorthandNames(in closure: ClosureExprSyntax, count: Int) -> [String?] {
        var highest = -1
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            if case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()) { highest = max(highest, index) }
        }
        return (0..<max(count, highest + 1)).map { "$\($0)" }
    }

    /// The first closure, method reference or key path among the arguments, as a function of one value.
    func function(from arguments: [Argument], at node: some SyntaxProtocol) throws -> (Value) throws -> Value {
        for argument in arguments {
            switch argument.value {
            case .object where argument.value.isCallable, .enumCase where makesEnumCase(argument.value), .closure, .method, .function, .type:
                let callee = argument.value
                return { [unowned self] in try callFunction(callee, [(nil, $0)], at: node) }
            case .keyPath(let names):
                return { [unowned self] element in
                    try names.reduce(element) { try member($1, of: $0, at: node) }
                }
            default: continue
            }
        }
        throw unsupported(node, "a call without a closure or key path")
    }

    /// A function of two values (`sorted(by:)`, `reduce`, `min(by:)`).
    func binaryFunction(_ value: Value, at node: some SyntaxProtocol) throws -> (Value, Value) throws -> Value {
        switch value {
        case .closure, .method, .function:
            return { [unowned self] in try callFunction(value, [(nil, $0), (nil, $1)], at: node) }
        case .symbol(let name) where Value.isOperatorName(name):
            // An operator as a function: `sorted(by: <)`, `reduce(0, +)`.
            return { [unowned self] a, b in try apply(name, a, b, at: node) }
        default:
            throw unsupported(node, "a function from \(value.kind)")
        }
    }
}

extension Value {
    /// Whether an implicit member's name is an operator's (`sorted(by: <)`).
    static func isOperatorName(_ name: String) -> Bool { name.first.map { !$0.isLetter && $0 != "_" } ?? false }

    /// Whether the value can be called.
    var isCallable: Bool {
        switch self {
        case .closure, .method, .function, .autoclosure: true
        case .symbol(let name): Value.isOperatorName(name)
        case .object(let instance): instance.type.hasMethod(named: "callAsFunction") || instance.type.hasMethod(named: "dynamicallyCall")
        default: false
        }
    }
}
