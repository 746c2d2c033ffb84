import Cassowary
import LayoutModel
import SwiftSyntax

/// `target = value`: locals, properties of instances (running observers),
/// statics and top-level variables, elements of collections (`a[i] = x`,
/// `d[key] = x`, written back through the variable), tuples `(a, b) = (b, a)`,
/// and the settable properties of constraints and views.
extension Interpreter {
    func assign(_ newValue: Value, to target: ExprSyntax, in scope: Scope, self instance: Instance?) throws {
        noteHandedClosures([newValue])
        if target.is(DiscardAssignmentExprSyntax.self) {
            noteDropped(newValue, replacedBy: .void)  // `_ = Lease { ... }`: released as the statement ends
            return
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `self = Spec()` in a struct's mutating method: the value's fields become self's.
            if name == "self", let instance, instance.type.kind == .struct, case .object(let value) = newValue,
                value.type === instance.type
            {
                instance.fields = value.copy().fields
                return
            }
            if name == "self", let instance, try assignEnumSelf(newValue, of: instance, at: reference) { return }
            // `self = []` in a mutating method of an extension of a framework value type (`extension Array`).
            if name == "self", let instance, let base = instance.base, base.isFrameworkValue {
                instance.base = try typed(newValue, like: base, at: reference)
                return
            }
            let declared = scope.declaredType(of: name)
            let value = try declared == nil ? typed(newValue, like: scope.lookup(name), at: reference) : coerce(newValue, to: declared)
            let old = source.declaresDeinitializers ? scope.lookup(name) : nil
            if scope.assign(name, value) {
                noteDropped(old, replacedBy: value)
                return
            }
            if let instance, instance.type.property(named: name) != nil || wrappedProperty(storage: name, of: instance.type) != nil {
                try setField(name, of: instance, to: newValue, at: reference)
                return
            }
            if source.globals.property(named: name) != nil {
                _ = try staticValue(name, of: source.globals, at: reference)
                setStatic(name, of: source.globals, to: newValue, at: Syntax(reference))
                return
            }
            if let base = instance?.base {
                try setMember(name, of: base, to: newValue, at: reference)
                return
            }
            throw unsupported(reference, "assigning \(name)")
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let parts) = newValue, parts.count == tuple.elements.count else {
                throw unsupported(tuple, "assigning \(newValue.kind) to a tuple")
            }
            for (element, part) in zip(tuple.elements, parts) { try assign(part.value, to: element.expression, in: scope, self: instance) }
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            let base = try value(of: subscriptCall.calledExpression, in: scope, self: instance)
            let arguments = try subscriptArguments(of: subscriptCall, in: scope, self: instance)
            if arguments.count == 1, arguments[0].label == "keyPath", case .keyPath(let names) = arguments[0].value {
                try assign(newValue, through: names, of: base, at: subscriptCall)
                try writeBack(base, to: subscriptCall.calledExpression, in: scope, self: instance)
                return
            }
            if let declared = declaredSubscript(of: base, labels: arguments.map(\.label)) {
                try writeSubscript(declared.declaration, on: declared.instance, arguments, newValue, at: subscriptCall)
                try writeBack(base, to: subscriptCall.calledExpression, in: scope, self: instance)
                return
            }
            if case .foundation(let collection) = base {  // shared: changed in place
                collection.contents = try replacing(in: collection.contents, at: arguments.map(\.value), with: newValue, node: subscriptCall)
                return
            }
            try assign(
                replacing(in: base, at: arguments.map(\.value), with: newValue, node: subscriptCall), to: subscriptCall.calledExpression,
                in: scope, self: instance)
            return
        }
        if let optional = target.as(OptionalChainingExprSyntax.self) {
            // `handler? = x` / `a?[k] = x`: nothing when `nil`.
            if try value(of: optional.expression, in: scope, self: instance).isNull { return }
            try assign(newValue, to: optional.expression, in: scope, self: instance)
            return
        }
        guard let access = target.as(MemberAccessExprSyntax.self), let base = access.base else {
            throw unsupported(target, "assigning to this kind of expression")
        }
        if base.is(SuperExprSyntax.self), let instance {
            try setSuperMember(access.declName.baseName.text, of: instance, to: newValue, at: access)
            return
        }
        let receiver: Value
        do {
            receiver = try evaluate(base, in: scope, self: instance)
        } catch is NilChain {
            return  // `a?.b = c` with `a == nil` does nothing
        }
        try checkImplicitUnwrap(receiver, of: base, in: scope, self: instance)
        if case .tuple(let parts) = receiver {
            // `placement.constraints = x`, `result[i].gap = 8`: the tuple lives in its variable.
            try assign(replacingField(access.declName.baseName.text, of: parts, with: newValue, at: access), to: base, in: scope, self: instance)
            return
        }
        if let changed = try replacingGeometryField(access.declName.baseName.text, of: receiver, with: newValue, at: access) {
            // `frame.origin.x = 3`, `layoutMargins.left = 8`: the struct is written back to where it was read.
            try assign(changed, to: base, in: scope, self: instance)
            return
        }
        try setMember(access.declName.baseName.text, of: receiver, to: newValue, at: access)
        try writeBack(receiver, to: base, in: scope, self: instance)
    }

    /// `super.inset = v` in an `override var`'s setter: the superclass's
    /// setter, or the stored property itself (with its observers).
    private func setSuperMember(_ name: String, of instance: Instance, to newValue: Value, at node: MemberAccessExprSyntax) throws {
        guard let property = enclosingClass(of: node)?.superclass?.property(named: name), !property.isStatic else {
            try setMember(name, of: instance.base ?? .object(instance), to: newValue, at: node)
            return
        }
        if let setter = property.setter, let body = setter.body {
            let scope = Scope()
            scope.declare(setter.parameters?.name.text ?? "newValue", try coerce(newValue, to: property.type).copied())
            _ = try runBody(body.statements, in: scope, self: instance, at: node)
            return
        }
        instance.fields[name] = try coerce(newValue, to: property.type).copied()
    }

    /// A `CGRect` with its `origin` or `size` replaced, or `UIEdgeInsets` with
    /// one edge replaced; `nil` for other values.
    private func replacingGeometryField(_ name: String, of receiver: Value, with newValue: Value, at node: some SyntaxProtocol) throws -> Value? {
        func field(_ label: String) throws -> Double {
            guard case .tuple(let parts) = newValue, let part = parts.first(where: { $0.label == label }) else {
                throw unsupported(node, "setting \(name) of CGRect to \(newValue.kind)")
            }
            return try number(part.value, at: node)
        }
        switch (receiver, name) {
        case (.rect(var rect), "origin"): (rect.x, rect.y) = (try field("x"), try field("y")); return .rect(rect)
        case (.rect(var rect), "size"): (rect.width, rect.height) = (try field("width"), try field("height")); return .rect(rect)
        case (.insets(var insets), "top"): insets.top = try number(newValue, at: node); return .insets(insets)
        case (.insets(var insets), "left"): insets.left = try number(newValue, at: node); return .insets(insets)
        case (.insets(var insets), "bottom"): insets.bottom = try number(newValue, at: node); return .insets(insets)
        case (.insets(var insets), "right"): insets.right = try number(newValue, at: node); return .insets(insets)
        default: return nil
        }
    }

    /// Struct fields live in the value: a struct changed through a member or
    /// subscript is written back where it came from.
    func writeBack(_ receiver: Value, to base: ExprSyntax, in scope: Scope, self instance: Instance?) throws {
        if case .object(let changed) = receiver, changed.type.isValueType, !base.isSelf {
            try? assign(receiver, to: base, in: scope, self: instance)
        }
    }

    /// A tuple with the field named `name` (a label or a position, `.0`) replaced.
    private func replacingField(_ name: String, of parts: [Argument], with newValue: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let index = parts.firstIndex(where: { $0.label == name }) ?? Int(name).flatMap({ parts.indices.contains($0) ? $0 : nil }) else {
            throw unsupported(node, "the member \(name) of tuple")
        }
        var changed = parts
        changed[index].value = newValue
        return .tuple(changed)
    }

    /// `next[.buttons] = v` where no declaration types the dictionary: the
    /// implicit member is the case of the enum its other keys are of, as Swift
    /// types it from the dictionary's key type.
    private func implicitKey(_ key: Value, beside keys: [Value]) -> Value {
        guard case .symbol(let name) = key else { return key }
        for case .enumCase(let other) in keys {
            if let typeName = other.typeName, source.types[typeName]?.enumCase(named: name) != nil {
                return .enumCase(EnumValue(typeName: typeName, name: name, payload: []))
            }
        }
        return key
    }

    /// The collection with one element replaced (`nil` removes a dictionary entry).
    private func replacing(in base: Value, at keys: [Value], with newValue: Value, node: SubscriptCallExprSyntax) throws -> Value {
        switch (base, keys.first) {
        case (.array(var elements), .number(let position)?) where keys.count == 1:
            guard let slot = Int(exactly: position), elements.indices.contains(slot) else {
                throw crash(node, "an index out of range")
            }
            elements[slot] = newValue
            return .array(elements)
        case (.dictionary(var entries), let key?):
            let index = try keyIndex(of: key, in: entries)
            switch (index, newValue) {
            case (let index?, .null): entries.remove(at: index)
            case (let index?, _): entries[index].value = newValue
            case (nil, .null): break
            case (nil, _): entries.append(Entry(key: implicitKey(key, beside: entries.map(\.key)), value: newValue))
            }
            return .dictionary(entries)
        default:
            throw unsupported(node, "assigning through this subscript of \(base.kind)")
        }
    }

    /// Properties a delegate may set that do not change layout.
    static let cosmeticProperties: Set<String> = [
        "backgroundColor", "alpha", "tintColor", "clipsToBounds", "accessibilityIdentifier", "accessibilityLabel",
        "identifier", "roundedCorners",
    ]

    func setMember(_ name: String, of receiver: Value, to newValue: Value, at node: some SyntaxProtocol) throws {
        if let map = hostedMap(receiver) { return try setMember(name, of: .item(map), to: newValue, at: node) }
        if setsLegacyMember(name, of: receiver, at: node) { return }
        if try setExtensionProperty(name, of: receiver, to: newValue, at: node) { return }
        if case .item(let map as MapView) = receiver, map === presentation.map, presentation.isMade, try setPresentedMapMember(name, of: map, to: newValue, at: node) {
            return
        }
        switch (receiver, name) {
        case (.foundation, "countLimit"), (.foundation, "totalCostLimit"), (.foundation, "name"):
            return  // an `NSCache`'s limits: the model's cache never evicts
        case (.object(let instance), _):
            if instance.type.property(named: name) == nil, let base = instance.base {
                try setMember(name, of: base, to: newValue, at: node)
            } else {
                try setField(name, of: instance, to: newValue, at: node)
            }
            return
        case (.type(let typeName), _):
            guard let model = typeName.isEmpty ? source.globals : source.types[typeName] else { break }
            _ = try staticValue(name, of: model, at: node)
            setStatic(name, of: model, to: newValue, at: Syntax(node))
            return
        case (.animator(let animator), _):
            if try setAnimatorProperty(name, of: animator, to: newValue, at: node) { return }
        case (.undoManager(let history), _):
            if try setUndoMember(name, of: history, to: newValue, at: node) { return }
        case (.library("titleLabel"), "font"):
            stateTitleFont(newValue, at: node)
            return
        case (.library("JSONDecoder(...)"), _), (.library("JSONEncoder(...)"), _):
            // Strategies change what is decoded (`.convertFromSnakeCase`); only the layout of the text does not.
            guard name == "outputFormatting" else { throw unsupported(node, "the \(name) of a JSON coder (its strategies are not modelled)") }
            return
        case (.opaque, _), (.library, _):
            return  // a cosmetic property of a cosmetic value (`view.layer.cornerRadius = 8`)
        case (.controller(let controller), _):
            if let instance = controller.instance, instance.type.property(named: name) != nil {
                try setField(name, of: instance, to: newValue, at: node)
            } else {
                try setControllerMember(name, of: controller, to: newValue, at: node)
            }
            return
        case (.item, _) where attachedInstance(of: receiver)?.type.property(named: name) != nil,
            (.constraint, _) where attachedInstance(of: receiver)?.type.property(named: name) != nil:
            try setField(name, of: attachedInstance(of: receiver)!, to: newValue, at: node)
            return
        case (.item(let guide as LayoutGuide), "identifier"):
            if case .string(let text) = newValue { guide.identifier = text } else { throw unsupported(node, "an identifier from \(newValue.kind)") }
            return
        case (.constraint(let constraint), "identifier"):
            if case .string(let text) = newValue { constraint.identifier = text } else { constraint.identifier = nil }
            return
        case (.item(let stack as HidingStackView), "spacing"):
            stack.spacing = try stackSpacing(newValue, at: node)
            return
        case (.constraint(let constraint), "constant"):
            constraint.constant = try number(newValue, at: node)
            return
        case (.constraint(let constraint), "priority"):
            let raw = try priorityValue(newValue, at: node)
            // UIKit documents priorities as greater than 0 and at most required, not what it does with others
            // (trial 54b: a priority of 0 was solved as the weakest one, a silent pass).
            guard raw > 0 && raw <= 1000 else {
                throw unsupported(node, "a constraint priority of \(describe(.number(raw))), outside UIKit's documented range (above 0, at most 1000)")
            }
            try constraint.setPriority(Priority(raw), tag: tag(node))
            return
        case (.constraint(let constraint), "isActive"):
            guard case .bool(let active) = newValue else { break }
            if active {
                try activateJournaled([constraint], at: node) { try constraint.activate(tag: tag(node)) }
            } else {
                constraint.deactivate(tag: tag(node))
            }
            return
        case (.item(let view as LayoutView), "translatesAutoresizingMaskIntoConstraints"):
            guard case .bool(let flag) = newValue else { break }
            view.translatesAutoresizingMaskIntoConstraints = flag
            return
        case (.item(let view as LayoutView), "autoresizingMask"):
            view.autoresizingMask = try autoresizingMask(newValue, at: node)
            return
        case (.item, "autoresizesSubviews"):
            // Only a superview's own resizing of its subviews' frames reads it; the model's views resize by constraints.
            guard case .bool(true) = newValue else { throw unsupported(node, "autoresizesSubviews = false (subviews that keep their frames when the view resizes)") }
            return
        case (.item(let view as LayoutView), "transform"):
            try setTransform(of: view, to: newValue, at: node)
            return
        case (.item(let view as LayoutView), "alpha"):
            view.alpha = try number(newValue, at: node)
            return
        case (.item(let view as LayoutView), "isHidden"):
            guard case .bool(let flag) = newValue else { break }
            journal.hid(view, hidden: flag, at: tag(node))
            view.isHidden = flag
            return
        case (.item(let stack as HidingStackView), "arrangedSubviews"):
            guard case .array(let elements) = newValue else { break }
            stack.arrangedSubviews = try elements.map { element in
                guard case .item(let view as LayoutView) = element else { throw unsupported(node, "arranging \(element.kind)") }
                journal.arrangedInHidingStack(view)
                return view
            }
            return
        case (.item(is MapView), _) where Self.nonLayoutMapProperties.contains(name):
            return
        case (.item, _), (.constraint, _):
            if case .item(let view as LayoutView) = receiver, try setViewProperty(name, of: view, to: newValue, at: node) { return }
            if name == "numberOfLines", (try? number(newValue, at: node)) != 1 {
                // Text is not measured: a wrapping label would be taller than the model lays it out.
                assume(node, "the label is laid out one line high: text is not measured, so how many lines it wraps to is not known", perCall: false)
            }
            if Self.cosmeticProperties.contains(name) || Self.cosmeticMembers(name) { return }
        default: break
        }
        throw unsupported(node, "setting \(name) of \(receiver.kind) to \(newValue.kind)")
    }
}

extension Interpreter {
    /// `[.flexibleWidth, .flexibleTopMargin]`: at most one flexible part per axis,
    /// which keeps the frame's other margins and size (`LayoutView.autoresizingConstraints`).
    func autoresizingMask(_ value: Value, at node: some SyntaxProtocol) throws -> AutoresizingMask {
        let options: [Value] = if case .array(let elements) = value { elements } else { [value] }
        var mask: AutoresizingMask = []
        for option in options {
            let name: String? = switch option {
            case .symbol(let name): name
            case .enumCase(let member) where member.payload.isEmpty: member.name
            default: nil
            }
            guard let name, let flexible = AutoresizingMask(name: name) else { throw unsupported(node, "an autoresizing mask of \(option.kind)") }
            mask.insert(flexible)
        }
        for axis in [AutoresizingMask.horizontal, .vertical] where mask.intersection(axis).rawValue.nonzeroBitCount > 1 {
            throw unsupported(node, "an autoresizing mask with several flexible parts on one axis (UIKit shares a size change between them in proportion; not modelled)")
        }
        return mask
    }
}
