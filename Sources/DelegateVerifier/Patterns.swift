import LayoutModel
import SwiftSyntax

/// Pattern matching, as `switch`, `if case`, `for case` and `catch` use it:
/// enum cases with payloads (`.custom(let x)`, `let .pair(a, b)`), tuples,
/// bindings, `_`, optionals (`x?`), `is T`, `let x as T`, ranges and values
/// compared with `~=`.
extension Interpreter {
    /// Whether `value` matches `pattern`; bindings go into `scope`.
    func match(_ pattern: PatternSyntax, _ value: Value, binding: Bool = false, in scope: Scope, self instance: Instance?) throws -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.text, value)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let bound = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(bound.pattern, value, binding: true, in: scope, self: instance)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, elements) {
                guard try match(element.pattern, part.value, binding: binding, in: scope, self: instance) else { return false }
            }
            return true
        }
        if let typeCheck = pattern.as(IsTypePatternSyntax.self) {
            return try isInstance(value, of: typeCheck.type, at: typeCheck)
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return try match(expression: expression.expression, value, binding: binding, in: scope, self: instance)
        }
        throw unsupported(pattern, "the pattern \(pattern.trimmedDescription)")
    }

    /// A pattern written as an expression (how the parser reads most case patterns).
    func match(expression: ExprSyntax, _ value: Value, binding: Bool, in scope: Scope, self instance: Instance?) throws -> Bool {
        if let inner = expression.as(PatternExprSyntax.self) {
            return try match(inner.pattern, value, binding: binding, in: scope, self: instance)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
            scope.declare(reference.baseName.text, value)
            return true
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count != 1 {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, elements) {
                guard try match(expression: element.expression, part.value, binding: binding, in: scope, self: instance) else {
                    return false
                }
            }
            return true
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            if value.isNull { return false }
            return try match(expression: optional.expression, value, binding: binding, in: scope, self: instance)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            guard let converted = try self.cast(value, to: cast.type, at: cast) else { return false }
            return try match(expression: cast.expression, converted, binding: binding, in: scope, self: instance)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // `.custom(let x)`, `Mode.pair(a, _)`, `.some(let x)`
            let name = access.declName.baseName.text
            if name == "some" {
                guard !value.isNull, let inner = call.arguments.first else { return false }
                return try match(expression: inner.expression, value, binding: binding, in: scope, self: instance)
            }
            guard case .enumCase(let enumValue) = value, enumValue.name == name,
                enumValue.payload.count == call.arguments.count
            else { return false }
            for (argument, part) in zip(call.arguments, enumValue.payload) {
                guard try match(expression: argument.expression, part.value, binding: binding, in: scope, self: instance) else {
                    return false
                }
            }
            return true
        }
        if let access = expression.as(MemberAccessExprSyntax.self), case .enumCase(let enumValue) = value,
            access.base == nil || source.types[access.base!.trimmedDescription] != nil
        {
            // `.custom` matches `.custom(8)` (payload ignored), as in Swift.
            return access.declName.baseName.text == enumValue.name
        }
        // `case .compass:` over a class's static instances (a Kotlin enum class as Swift sees it): the static it names.
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil, case .object(let instance) = value,
            let member = try staticValue(access.declName.baseName.text, of: instance.type, at: access)
        {
            return try matches(member, value, at: expression)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "some",
            access.base == nil || access.base?.trimmedDescription == "Optional"
        {
            return !value.isNull  // `case .some:` (an enum's own `.some` matched above)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "none",
            access.base == nil || access.base?.trimmedDescription == "Optional"
        {
            // `case .none`: an optional is its value or `nil`.
            if value.isNull { return true }
            if case .symbol = value {} else { return false }
        }
        let candidate = try self.value(of: expression, in: scope, self: instance)
        return try matches(candidate, value, at: expression)
    }

    /// `value is T`: the files' types (with their supertypes and protocols),
    /// the SDK's states and views, and Swift's basic types.
    func isInstance(_ value: Value, of type: TypeSyntax, at node: some SyntaxProtocol) throws -> Bool {
        if let bound = try boundGenericType(type, at: node) { return try isInstance(value, of: bound, at: node) }
        if let metatype = Self.metatype(type) {
            // `slot as? any GuidanceOnlySlot.Type`: a type of the files is one when it is, or conforms to, the type named.
            guard case .type(let typeName) = value else { return false }
            let target = declaredType(metatype.baseType).baseName
            return source.types[typeName]?.lineage.contains { $0.name == target } ?? (typeName == target)
        }
        let declared = declaredType(type)
        let name = declared.baseName
        if value.isNull { return false }
        if let outcome = try numberCast(value, to: type, at: node) {
            if case .succeeds = outcome { return true } else { return false }
        }
        // `as? [String: NSNumber]`, `as? [UIView]`: a collection casts when each element does.
        switch (value, declared.arrayElement, declared.dictionaryTypes) {
        case (.array(let elements), let element?, _):
            return try elements.allSatisfy { try isInstance($0, of: element, at: node) }
        case (.dictionary(let entries), _, let dictionaryType?):
            return try entries.allSatisfy {
                try isInstance($0.key, of: dictionaryType.key, at: node) && isInstance($0.value, of: dictionaryType.value, at: node)
            }
        case (let other, .some, _) where !other.isOpaque, (let other, _, .some) where !other.isOpaque: return false
        default: break
        }
        // `.missing(name)` thrown from a `throws(Failure)` function, `.failure(.wrongPhase)` of a
        // `Result<_, Failure>`: an implicit member is the enum's that has the case.
        if let model = source.types[name], model.kind == .enum {
            switch value {
            case .symbol(let caseName): return model.enumCase(named: caseName) != nil
            case .enumCase(let implicit) where implicit.typeName == nil: return model.enumCase(named: implicit.name) != nil
            default: break
            }
        }
        switch value {
        case .object(let instance):
            return instance.type.lineage.contains { $0.name == name } || name == "AnyObject" || name == "Any"
        case .enumCase(let enumValue):
            return enumValue.typeName == name || source.types[name]?.kind == .protocol
        case .item, .controller, .constraint:
            if let instance = attachedInstance(of: value), instance.type.lineage.contains(where: { $0.name == name }) { return true }
            return frameworkTypeNames(of: value).contains(name) || adoptsByExtension(value, name) || name == "AnyObject" || name == "Any"
        default:
            let names = frameworkTypeNames(of: value)
            if names.isEmpty { throw unsupported(node, "checking whether \(value.kind) is \(name)") }
            return names.contains(name) || adoptsByExtension(value, name) || name == "Any"
        }
    }

    /// `T.Type`, `any P.Type`, `(any P).Type`: the metatype named; `nil` for other types.
    private static func metatype(_ type: TypeSyntax) -> MetatypeTypeSyntax? {
        let bare = type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? type
        guard let metatype = bare.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" else { return nil }
        guard let tuple = metatype.baseType.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.type else { return metatype }
        return metatype.with(\.baseType, only.as(SomeOrAnyTypeSyntax.self)?.constraint ?? only)
    }

    /// Whether an extension of the files makes a framework type of `value`
    /// adopt the protocol `name` (`extension NavigationReadyUIState: ChromeState {}`).
    private func adoptsByExtension(_ value: Value, _ name: String) -> Bool {
        frameworkTypeNames(of: value).contains { source.types[$0]?.lineage.contains { $0.name == name } == true }
    }

    /// The framework types a value is an instance of, most specific first;
    /// extensions of these types apply to it.
    /// UIKit's and the SDK's enums, by the last part of their names (as the files' extensions are keyed).
    static let frameworkEnumNames: Set<String> = [
        "UIUserInterfaceSizeClass", "UIUserInterfaceIdiom", "UIUserInterfaceStyle", "UIUserInterfaceLayoutDirection",
        "UITraitEnvironmentLayoutDirection", "UISemanticContentAttribute", "UIContentSizeCategory", "NSTextAlignment",
        "NSLineBreakMode", "UIViewAnimatingPosition", "UIViewAnimatingState", "CGRectEdge", "Axis", "Attribute",
        "Relation", "Alignment", "Distribution", "Position", "ContentMode", "AnimationCurve", "ButtonType",
    ]

    /// UIKit's raw values of framework enum cases (`relation.rawValue` in a
    /// key), for case names that mean one value in every modelled enum: a
    /// case is a bare name to the run, so `.leading` (5 as an attribute, 1 as
    /// a stack alignment) has none.
    static let frameworkRawValues: [String: Double] = [
        // NSLayoutConstraint.Relation
        "lessThanOrEqual": -1, "equal": 0, "greaterThanOrEqual": 1,
        // NSLayoutConstraint.Attribute
        "notAnAttribute": 0, "width": 7, "height": 8, "centerX": 9, "centerY": 10, "leftMargin": 13, "rightMargin": 14,
        "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17, "trailingMargin": 18, "centerXWithinMargins": 19,
        "centerYWithinMargins": 20,
        // UIStackView.Distribution
        "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
        // Size classes, interface styles, layout directions, idioms
        "compact": 1, "regular": 2, "light": 1, "dark": 2, "leftToRight": 0, "rightToLeft": 1, "phone": 0, "pad": 1,
        "carPlay": 3, "mac": 5,
    ]

    func frameworkTypeNames(of value: Value) -> [String] {
        switch value {
        case .item(let item):
            if item is LayoutGuide { return ["UILayoutGuide", "NSObject"] }
            var names: [String] = []
            if item is MapView { names.append("GMSMapView") }
            if item is NavigationPromptView { names.append("NavigationPromptView") }
            if item is HidingStackView { names += ["GMSNavigationHidingStackView", "UIStackView"] }
            if item is StackView { names.append("UIStackView") }
            if let view = item as? LayoutView, let className = viewClassName(view) { names.append(className) }
            return names + ["UIView", "UIResponder", "NSObject"]
        case .state(let state):
            let specific = state is ActiveGuidanceUIState ? "ActiveGuidanceUIState" : "NavigationReadyUIState"
            return [specific, "NavigationUIState", "NSObject"]
        case .constraint: return ["NSLayoutConstraint", "NSObject"]
        case .anchor(let anchor):
            let concrete = switch anchor.attribute.axis {
            case .horizontalPosition: "NSLayoutXAxisAnchor"
            case .verticalPosition: "NSLayoutYAxisAnchor"
            case .dimension: "NSLayoutDimension"
            }
            return [concrete, "NSLayoutAnchor", "NSObject"]
        // Foundation's bridging: a number in `Any` (a platform channel's arguments) casts to `NSNumber`.
        case .number: return ["CGFloat", "Double", "Int", "Float", "TimeInterval", "NSNumber", "Decimal"]
        case .string: return ["String", "NSString"]
        case .bool: return ["Bool", "NSNumber"]
        case .boxed(_, let type): return type == "NSNumber" ? ["NSNumber", "NSValue", "NSObject"] : [type]
        case .library("NSNull"): return ["NSNull", "NSObject"]
        case .array: return ["Array", "Collection", "Sequence", "NSArray"]
        case .set: return ["Set", "Collection", "Sequence", "NSSet"]
        case .dictionary: return ["Dictionary", "Collection", "Sequence", "NSDictionary"]
        case .foundation(let collection): return collection.typeNames
        case .button: return ["NavigationUIButton", "NSObject"]
        case .buttonType: return ["NavigationButtonKnownType"]
        case .undoManager: return ["UndoManager", "NSObject"]
        case .priority: return ["UILayoutPriority"]
        case .rect: return ["CGRect", "NSValue", "NSObject"]  // `NSValue(cgRect:)` bridges (`LocalizedStrings.swift`)
        case .controller(let controller): return [controller.className, "UIResponder", "NSObject"]
        case .tuple where value.isTraitCollection: return ["UITraitCollection", "NSObject"]
        case .tuple where value.isNotification: return ["Notification"]
        // `CGPoint`, `CGSize`, `NSDirectionalEdgeInsets` are held as labelled tuples: the files' extensions and operators apply.
        case .tuple(let parts): return Value.tupleTypeNames[parts.map(\.label)].map { [$0] } ?? []
        case .insets: return ["UIEdgeInsets"]
        // An implicit member (`.compact`, `.top`) is a case of a framework enum whose type the run does not
        // keep: the framework enums the files extend stand for it (`extension UIUserInterfaceSizeClass
        // { var inset: CGFloat }`), their members found by name.
        case .symbol(let name) where !Value.isOperatorName(name):
            return Self.frameworkEnumNames.filter { source.types[$0]?.kind == .frameworkExtension }.sorted()
        default: return []
        }
    }
}

extension Interpreter {
    /// `NSObject.isKind(of: T.self)`: `receiver is T`.
    func isKind(_ receiver: Value, _ call: FunctionCallExprSyntax) throws -> Bool? {
        guard call.arguments.count == 1, call.arguments.first?.label?.text == "of",
            let metatype = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            metatype.declName.baseName.text == "self", let base = metatype.base
        else { return nil }
        return try isInstance(receiver, of: TypeSyntax(IdentifierTypeSyntax(name: .identifier(base.trimmedDescription))), at: call)
    }
}
