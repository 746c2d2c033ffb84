import Cassowary
import LayoutModel
import SwiftSyntax

/// The Auto Layout and SDK API as model operations, each tagged with the call's
/// location: anchors' `constraint(...)`, `NSLayoutConstraint.activate`,
/// hierarchy changes, constructors and `UIView.animate`.
extension Interpreter {
    /// Framework constructors: `UILayoutGuide()`, `UIView()`,
    /// `GMSNavigationHidingStackView(position:alignment:)`, `UILayoutPriority(_:)`.
    func construct(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        let label = nameHint ?? "\(name)@\(source.tag(call).line)"
        let labels = arguments.map(\.label)
        if let made = try runExtensionInitializer(name, arguments, at: call) { return made }
        if let made = makeUndoManager(name, arguments) { return made }
        if name != "GMSNavigationHidingStackView", UIKitViews.isView(name) {
            return .item(try makeView(name, arguments, name: label, at: call))
        }
        if name == Self.modelledControllerClass { return try makeFrameworkController(arguments, at: call) }
        if name == "GMSMapView" { return try makeMap(arguments, at: call) }
        if let value = try constructValue(name, arguments, labels, at: call) { return value }
        if let value = try constructMeasure(name, arguments, at: call) { return value }
        if let value = try constructIndexValue(name, arguments, at: call) { return value }
        if let value = try constructCombine(name, arguments, at: call) { return value }
        if let value = try constructLocalizedOrBoxed(name, arguments, at: call) { return value }
        if name == "CGAffineTransform", let value = try constructTransform(arguments, at: call) { return value }
        if name == "NSSelectorFromString" { return try selector(fromString: arguments, at: call) }
        switch (name, arguments.count) {
        case ("UILayoutGuide", 0): return .item(LayoutGuide(name: label))
        case ("GMSNavigationHidingStackView", 2):
            guard case .symbol(let position) = arguments[0].value,
                let stackPosition = HidingStackView.Position(rawValue: position),
                case .symbol(let alignment) = arguments[1].value,
                let stackAlignment = HidingStackView.Alignment(rawValue: alignment)
            else { break }
            return .item(HidingStackView(position: stackPosition, alignment: stackAlignment, name: label))
        case ("UILayoutPriority", 1): return .priority(try number(arguments[0].value, at: call))
        case ("Data", 1) where arguments[0].label == nil:
            guard case .data = arguments[0].value else { break }
            return arguments[0].value  // `Data(text.utf8)`
        case ("String", 1) where arguments[0].label == "stringLiteral", ("Bool", 1) where arguments[0].label == "booleanLiteral":
            return arguments[0].value  // `RawValue(stringLiteral: value)` in a literal-convertible type of `String`
        case ("Int", 1) where arguments[0].label == "integerLiteral", ("Double", 1) where ["floatLiteral", "integerLiteral"].contains(arguments[0].label),
            ("CGFloat", 1) where ["floatLiteral", "integerLiteral"].contains(arguments[0].label):
            return .number(try number(arguments[0].value, at: call))
        case ("String", 2) where arguments[0].label == "data":
            guard case .data(let text) = arguments[0].value else { break }
            return .string(text)  // `String(data: data, encoding: .utf8)`
        case ("Double", 1) where arguments[0].label == nil:
            // `Double("8")`: the number the text spells, or nil.
            if case .string(let text) = arguments[0].value { return Double(text).map(Value.number) ?? .null }
            return .number(try number(arguments[0].value, at: call))
        case ("CGFloat", 1), ("Double", 1), ("TimeInterval", 1): return .number(try number(arguments[0].value, at: call))
        case ("print", _):
            try print(arguments, at: call)
            return .void
        case ("debugPrint", _):
            if arguments.contains(where: { $0.label == "to" }) { throw unsupported(call, "debugPrint(_:to:) (its text is not modelled)") }
            return .void
        case ("NSPredicate", 1) where [nil, "block"].contains(arguments[0].label) && arguments[0].value.isCallable:
            return arguments[0].value  // its block, which `filtered(using:)` and `evaluate(with:)` call
        case ("AnyHashable", 1) where arguments[0].label == nil:
            return arguments[0].value  // the run's values compare by what they hold, as `AnyHashable` does
        case ("isKnownUniquelyReferenced", 1):
            switch arguments[0].value {
            case .object(let instance) where instance.type.kind == .class: return .bool(isUniquelyReferenced(instance))
            case .null: return .bool(false)
            default: throw unsupported(call, "isKnownUniquelyReferenced of \(arguments[0].value.kind)")
            }
        case ("Regex", _):
            return try constructRegex(arguments, at: call)
        case ("max", 2...), ("min", 2...):
            let numbers = try arguments.map { try number($0.value, at: call) }
            return .number(name == "max" ? numbers.max()! : numbers.min()!)
        case ("KeyPathComparator", 1...2) where arguments[0].label == nil:
            return try keyPathComparator(arguments, at: call)
        default: break
        }
        if let collection = try makeFoundationCollection(name, arguments, at: call) { return collection }
        if LibraryNames.concurrencyTypes.contains(name), arguments.contains(where: { $0.value.isCallable }) {
            throw unsupported(call, "\(name)\(labelText(labels)) with a block (the verifier does not run it: this \(name) is not modelled)")
        }
        if name == "UIFontMetrics", let metrics = fontMetrics(arguments) { return metrics }
        if FrameworkTypes.isFramework(name), Self.cosmeticTypes.contains(name) || !name.hasPrefix("NS") {
            // `UIColor(...)`, `UIImage(systemName:)`, `UITapGestureRecognizer(...)`: no layout. A closure given
            // (`UIAction { ... }`, an app's `UIPanGestureRecognizer { ... }`) runs on an event: stated if never run.
            noteHandedClosures(arguments.map(\.value))
            return .library("\(name)(...)")
        }
        if !FrameworkTypes.isFramework(name) && name.first?.isUppercase == true {
            noteHandedClosures(arguments.map(\.value))
            assume(call, "\(name) is declared in no given file: \(name)(...) is taken as an opaque value")
            return .opaque("\(name)(...)")
        }
        throw unsupported(call, "a call of \(name)\(labelText(labels))")
    }

    /// `UIStackView(axis: .vertical)`, `CGRect(center:size:)`: an initializer an
    /// extension of the files declares on a framework type. Its body runs on a
    /// new instance of the extension, whose `self.init(...)` makes the
    /// framework value (`Calls.swift`); the value is what the call gives.
    private func runExtensionInitializer(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard FrameworkTypes.isFramework(name), source.appType(name) == nil, let model = source.types[name],
            let initializer = initializer(of: model, arguments), let body = initializer.body
        else { return nil }
        ranBodies.insert(initializer.id)
        let instance = Instance(type: model)
        let scope = try bind(initializer.signature.parameterClause.parameters, arguments, for: instance)
        _ = try execute(body.statements, in: scope, self: instance)
        guard let made = instance.base else { throw unsupported(call, "\(name)'s initializer \(labelText(arguments.map(\.label))), which never calls self.init") }
        return made
    }

    /// `.init(top: 8, leading: 16, ...)` where a framework property is set:
    /// the geometry type its labels name (UIKit's have distinct labels), as
    /// Swift types it from the property.
    func implicitGeometry(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .enumCase(let implicit) = value, implicit.typeName == nil, implicit.name == "init",
            let typeName = Value.tupleTypeNames[implicit.payload.map(\.label)]
        else { return value }
        return try construct(typeName, implicit.payload, at: node)
    }

    /// `.rightToLeft` or `UIUserInterfaceLayoutDirection.rightToLeft` as an argument.
    private static func layoutDirection(_ value: Value) -> LayoutDirection? {
        switch value {
        case .layoutDirection(let direction): direction
        case .symbol(let name): LayoutDirection(rawValue: name)
        case .enumCase(let member) where member.typeName == nil && member.payload.isEmpty: LayoutDirection(rawValue: member.name)
        default: nil
        }
    }

    /// Framework types whose values only matter for looks.
    static let cosmeticTypes: Set<String> = [
        "UIColor", "UIFont", "UIImage", "UIBlurEffect", "UIVibrancyEffect", "NSAttributedString", "NSMutableAttributedString",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
        "UIAction", "UIMenu", "UIImage.SymbolConfiguration", "UIFontMetrics", "UIAccessibilityCustomAction",
    ]

    /// Swift and Core Graphics values: collections from sequences, `zip`,
    /// `stride`, geometry, insets, `abs`, `round`, ...
    private func constructValue(_ name: String, _ arguments: [Argument], _ labels: [String?], at call: some SyntaxProtocol) throws -> Value? {
        let first = arguments.first?.value
        func numberArgument(_ label: String) throws -> Double {
            try arguments.first { $0.label == label }.map { try number($0.value, at: call) } ?? 0
        }
        switch (name, labels) {
        case ("Array", []), ("ContiguousArray", []), ("ArraySlice", []), ("EmptyCollection", []): return .array([])
        case ("Set", []): return .set([])
        case ("CollectionOfOne", [nil]): return .array([first!])
        case ("Dictionary", []): return .dictionary([])
        // An `ArraySlice` is its elements (its indices start at 0 here; Swift keeps the base's).
        case ("Array", [nil]), ("ContiguousArray", [nil]), ("ArraySlice", [nil]): return .array(try sequence(first!, at: call))
        case ("AnySequence", [nil]), ("AnyCollection", [nil]), ("AnyBidirectionalCollection", [nil]), ("AnyRandomAccessCollection", [nil]):
            // Type erasure keeps the elements.
            if first!.isCallable { throw unsupported(call, "\(name) made from a closure that makes an iterator") }
            return .array(try sequence(first!, at: call))
        case ("Mirror", ["reflecting"]): return try mirror(of: first!, at: call)
        case ("NavigationButtonKnownType", ["rawValue"]):
            // The SDK's `RawRepresentable` struct: a raw value of no known button is a type no button has.
            guard case .string(let raw)? = first, let type = NavigationButtonKnownType(rawValue: raw) else {
                throw unsupported(call, "NavigationButtonKnownType(rawValue:) of \(first.map(describe) ?? "nothing"), no button type the SDK documents")
            }
            return .buttonType(type)
        case ("sequence", ["first", "next"]), ("sequence", ["first", nil]):  // the closure trailing or not
            return try generatedSequence(from: first!, next: function(from: [arguments[1]], at: call), at: call)
        case ("sequence", ["state", "next"]), ("sequence", ["state", nil]):
            return try stateSequence(first!, next: arguments[1].value, at: call)
        case ("AnyIterator", [nil]) where first!.isCallable:
            // `AnyIterator { ... }`: its elements, all at once (as `sequence(first:next:)`).
            let next = first!
            return try generatedSequence(from: callFunction(next, [], at: call), next: { [unowned self] _ in try callFunction(next, [], at: call) }, at: call)
        case ("AnyIterator", [nil]), ("AnySequence", [nil]):
            return .array(try sequence(first!, at: call))
        case ("String", ["repeating", "count"]):
            let count = try number(arguments[1].value, at: call)
            guard count >= 0 else { throw crash(call, "String(repeating:count:) with a negative count") }
            guard case .string(let text)? = first else { return nil }
            return .string(String(repeating: text, count: Int(count)))
        case ("Array", ["repeating", "count"]), ("repeatElement", [nil, "count"]):  // `repeatElement`'s collection, as an array
            let count = try number(arguments[1].value, at: call)
            guard count >= 0 else { throw crash(call, "\(name)(\(labels[0] ?? "_"):count:) with a negative count") }
            return .array((0..<Int(count)).map { _ in first!.copied() })
        case ("Substring", [nil]) where first.map({ if case .string = $0 { true } else { false } }) ?? false:
            return first!  // text is text: `parts[0] == Substring(prefix)`
        case ("Set", [nil]):
            var kept: [Value] = []
            for element in try sequence(first!, at: call) where !kept.contains(where: { equals($0, element) == true }) { kept.append(element) }
            return .set(kept)
        case ("Dictionary", ["uniqueKeysWithValues"]), ("Dictionary", [nil, "uniquingKeysWith"]), ("Dictionary", [nil, nil]):  // `[nil, nil]`: a trailing closure
            var entries: [Entry] = []
            for element in try sequence(first!, at: call) {
                guard case .tuple(let parts) = element, parts.count == 2 else { throw unsupported(call, "a dictionary from \(element.kind)") }
                if let index = entries.firstIndex(where: { equals($0.key, parts[0].value) == true }) {
                    guard labels.count == 2 else { throw crash(call, "Dictionary(uniqueKeysWithValues:) given a duplicate key") }
                    entries[index].value = try binaryFunction(arguments[1].value, at: call)(entries[index].value, parts[1].value)
                } else {
                    entries.append(Entry(key: parts[0].value, value: parts[1].value))
                }
            }
            return .dictionary(entries)
        case ("Dictionary", ["grouping", "by"]), ("Dictionary", ["grouping", nil]):
            return try grouped(sequence(first!, at: call), by: function(from: [arguments[1]], at: call))
        case ("zip", [nil, nil]):
            let (a, b) = (try sequence(first!, at: call), try sequence(arguments[1].value, at: call))
            return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
        case ("stride", ["from", "to", "by"]), ("stride", ["from", "through", "by"]):
            let (start, end, step) = (try numberArgument("from"), try numberArgument(labels[1]!), try numberArgument("by"))
            guard step != 0 else { throw unsupported(call, "a stride with step 0") }
            let values = labels[1] == "to" ? Array(stride(from: start, to: end, by: step)) : Array(stride(from: start, through: end, by: step))
            return .array(values.map(Value.number))
        case ("type", ["of"]): return try dynamicType(of: first!, at: call)
        case ("Date", _), ("CACurrentMediaTime", []): return try makeDate(name, arguments, at: call)
        case ("Optional", [nil]): return first!  // `Optional(x)`: optionals are their value or nil
        case ("Result", ["catching"]), ("Result", [nil]):
            // `Result { try make() }`: the closure runs, its value or thrown error is the result.
            do {
                return .enumCase(EnumValue(typeName: "Result", name: "success", payload: [(nil, try callFunction(first!, [], at: call))]))
            } catch let thrown as Thrown {
                return .enumCase(EnumValue(typeName: "Result", name: "failure", payload: [(nil, thrown.value)]))
            }
        case ("Task", [nil]), ("Task", ["priority", nil]), ("Task", ["operation"]), ("Task", ["priority", "operation"]):
            return makeTask(arguments, at: call)  // a main-actor task from a callback: after the callback returns
        case ("DispatchWorkItem", [nil]), ("DispatchWorkItem", ["block"]), ("DispatchWorkItem", ["qos", "flags", "block"]):
            return makeWorkItem(arguments, at: call)
        case ("DispatchGroup", []): return makeDispatchGroup()
        case ("Timer", ["timeInterval", "repeats", "block"]), ("Timer", ["timeInterval", "repeats", nil]):
            return try makeUnscheduledTimer(arguments, at: call)
        case ("withObservationTracking", _): return try withObservationTracking(arguments, at: call)
        case ("withExtendedLifetime", [nil, nil]) where arguments[1].value.isCallable:
            // The body runs (given the value, which a body taking none ignores); the run keeps the value alive anyway.
            return try callFunction(arguments[1].value, [(nil, first!)], at: call)
        case ("BlockOperation", [nil]), ("BlockOperation", ["block"]): return makeOperation(arguments, at: call)
        case ("withTaskGroup", _), ("withThrowingTaskGroup", _):
            return try withTaskGroup(name, arguments, at: call)
        case ("withCheckedContinuation", _), ("withCheckedThrowingContinuation", _), ("withUnsafeContinuation", _),
            ("withUnsafeThrowingContinuation", _):
            guard let body = arguments.last?.value, body.isCallable else { return nil }
            return try awaitContinuation(name, body, at: call)
        case ("Notification.Name", [nil]), ("Notification.Name", ["rawValue"]), ("NSNotification.Name", [nil]),
            ("NSNotification.Name", ["rawValue"]):
            return first!  // a notification name is its raw string
        case ("NSNumber", ["value"]):
            if case .bool(let flag) = first! { return .boxed(flag ? 1 : 0, type: "NSNumber") }
            return .boxed(try number(first!, at: call), type: "NSNumber")
        case ("NSNull", []): return .library("NSNull")  // `is NSNull`, `as? NSNull` (see `frameworkTypeNames`)
        case ("CGFloat", ["truncating"]), ("Double", ["truncating"]): return .number(try number(first!, at: call))
        case ("ObjectIdentifier", [nil]): return first!  // identity: views, guides and instances compare by identity
        case ("abs", [nil]): return .number(abs(try number(first!, at: call)))
        case ("round", [nil]), ("floor", [nil]), ("ceil", [nil]):
            let value = try number(first!, at: call)
            return .number(name == "round" ? value.rounded() : name == "floor" ? value.rounded(.down) : value.rounded(.up))
        case (let type, let labels) where Self.fixedWidthIntegers[type] != nil && labels.count == 1:
            return try fixedWidthInteger(type, arguments[0], at: call)
        case ("Int", [nil, "radix"]):
            guard case .string(let text)? = first, case .number(let radix) = arguments[1].value else { return nil }
            guard (2...36).contains(radix) else { throw crash(call, "Int(_:radix:) with a radix outside 2...36") }
            return Int(text, radix: Int(radix)).map { .number(Double($0)) } ?? .null
        case ("Int", [nil]), ("Float", [nil]):
            // `Int("8")`, `Float("0.5")`: the number the text spells, or nil.
            if case .string(let text)? = first {
                return (name == "Int" ? Int(text).map(Double.init) : Float(text).map(Double.init)).map(Value.number) ?? .null
            }
            let value = try number(first!, at: call)
            return .number(name == "Int" ? value.rounded(.towardZero) : Double(Float(value)))
        case ("String", [nil]), ("String", ["describing"]): return .string(try printed(first!, written: call.as(FunctionCallExprSyntax.self)?.arguments.first?.expression, at: call))
        case ("Character", [nil]):
            // A `Character` is held as its one-character `String`.
            guard case .string(let text)? = first, text.count == 1 else { throw crash(call, "Character(_:) of text that is not one character") }
            return .string(text)
        case ("CGRect", ["x", "y", "width", "height"]):
            return .rect(Rect(x: try numberArgument("x"), y: try numberArgument("y"), width: try numberArgument("width"), height: try numberArgument("height")))
        // `CGRect()`, `UIEdgeInsets()`, ...: the zero value.
        case ("CGRect", []), ("CGSize", []), ("CGPoint", []), ("UIEdgeInsets", []), ("NSDirectionalEdgeInsets", []):
            return try typeMember("zero", of: name, at: call) ?? .void
        case ("CGRect", ["origin", "size"]):
            return try rect(origin: arguments[0].value, size: arguments[1].value, at: call)
        case ("CGSize", ["width", "height"]): return .tuple([("width", .number(try numberArgument("width"))), ("height", .number(try numberArgument("height")))])
        case ("CGPoint", ["x", "y"]): return .tuple([("x", .number(try numberArgument("x"))), ("y", .number(try numberArgument("y")))])
        case ("UIEdgeInsets", ["top", "left", "bottom", "right"]):
            return .insets(EdgeInsets(top: try numberArgument("top"), left: try numberArgument("left"), bottom: try numberArgument("bottom"), right: try numberArgument("right")))
        case ("NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"]):
            return directionalInsets(top: try numberArgument("top"), leading: try numberArgument("leading"), bottom: try numberArgument("bottom"), trailing: try numberArgument("trailing"))
        case ("AsyncStream", _), ("AsyncThrowingStream", _):
            return try makeAsyncStream(name, arguments, at: call)
        case ("UIViewPropertyAnimator", _):
            let animator = Animator()
            // `animations:` or a trailing closure (`UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { ... }`).
            animator.animations = arguments.filter { ($0.label == "animations" || $0.label == nil) && $0.value.isCallable }.map(\.value)
            if case .number(let seconds)? = arguments.first(where: { $0.label == "duration" })?.value { animator.duration = seconds }
            return .animator(animator)
        case ("NSLayoutConstraint", ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]):
            return try itemConstraint(arguments, at: call)
        case ("NSLayoutConstraint", []):
            // A placeholder a property starts with until the code makes the real one: its item is in
            // no view, so activating it fails as UIKit's does (a constraint without a first item).
            let nothing = LayoutGuide(name: "NSLayoutConstraint()")
            return .constraint(LayoutConstraint(first: nothing.anchor(.width), relation: .equal, second: nil, tag: tag(call)))
        case ("fatalError", _), ("preconditionFailure", _):
            throw crash(call, "\(name) is reached")
        case ("assertionFailure", _):
            guard source.isDebugBuild else {
                assume(call, "assertionFailure is reached: a debug build traps here; the release build checked goes on (--define DEBUG checks the debug build)")
                return .void
            }
            throw crash(call, "assertionFailure is reached (a debug build traps)")
        case ("assert", _), ("precondition", _):
            guard let condition = first else { return .void }
            try checkAssertion(name, condition, at: call)
            return .void
        case ("NSLog", _), ("os_log", _), ("dispatchPrecondition", _):
            return .void  // callbacks run on the main queue
        case ("swap", [nil, nil]):
            // `swap(&a, &b)`: each inout argument gets the other's value.
            inoutResults = [(0, arguments[1].value), (1, arguments[0].value)]
            return .void
        default: return nil
        }
    }

    /// `precondition(c)` traps when `c` is false; `assert(c)` too, in a debug
    /// build (a release build goes on, which the verification states).
    private func checkAssertion(_ name: String, _ condition: Value, at call: some SyntaxProtocol) throws {
        switch condition {
        case .bool(true): return
        case .bool(false) where name == "assert" && !source.isDebugBuild:
            assume(call, "an assertion fails: a debug build traps here; the release build checked goes on (--define DEBUG checks the debug build)")
        case .bool(false): throw crash(call, name == "assert" ? "an assertion fails (a debug build traps)" : "a precondition fails")
        case .opaque(let description):
            assume(call, "the condition \(description) depends on code no given file declares: taken as holding")
        default: throw unsupported(call, "the condition of \(name) (\(condition.kind))")
        }
    }

    /// `type(of:)`: the metatype (a type's name) of a state, an instance of
    /// the files' types or a view of one of their view classes.
    private func dynamicType(of value: Value, at call: some SyntaxProtocol) throws -> Value {
        switch value {
        case .state(let state): return .type(String(describing: Swift.type(of: state)))  // the model's classes have the SDK's names
        case .object(let instance): return .type(instance.type.name)
        case .item, .controller:
            if let instance = attachedInstance(of: value) { return .type(instance.type.name) }
            if let name = frameworkTypeNames(of: value).first { return .type(name) }  // `UILabel`, `NavigationPromptView`
        case .type(let name): return .type("\(name).Type")
        default: break
        }
        throw unsupported(call, "type(of:) of \(value.kind)")
    }

    /// `Dictionary(grouping:by:)`: elements under their key, keys in order of first appearance.
    private func grouped(_ elements: [Value], by key: (Value) throws -> Value) throws -> Value {
        var entries: [Entry] = []
        for element in elements {
            let elementKey = try key(element)
            if let index = entries.firstIndex(where: { equals($0.key, elementKey) == true }) {
                guard case .array(let group) = entries[index].value else { continue }
                entries[index].value = .array(group + [element])
            } else {
                entries.append(Entry(key: elementKey, value: .array([element])))
            }
        }
        return .dictionary(entries)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// The margin attributes (`.leadingMargin`, `.centerXWithinMargins`, ...)
    /// are the anchors of the view's `layoutMarginsGuide`, as UIKit relates them.
    private func itemConstraint(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        func anchor(_ item: Value, _ attribute: Value) throws -> AnyAnchor? {
            guard case .symbol(let name) = attribute else { throw unsupported(call, "an attribute from \(attribute.kind)") }
            if name == "notAnAttribute" { return nil }
            let item = try layoutItem(item, at: call)
            if let plain = LayoutAttribute(rawValue: name) { return item.anchor(plain) }
            let base = name.hasSuffix("WithinMargins") ? String(name.dropLast(13)) : name.hasSuffix("Margin") ? String(name.dropLast(6)) : ""
            guard let plain = LayoutAttribute(rawValue: base), plain.axis != .dimension else { throw unsupported(call, "the attribute .\(name)") }
            guard let view = item as? LayoutView else { throw unsupported(call, "the margin attribute .\(name) of a layout guide") }
            return view.layoutMarginsGuide.anchor(plain)
        }
        let relations: [String: LayoutRelation] = ["equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
        guard case .symbol(let relationName) = arguments[2].value, let relation = relations[relationName],
            let first = try anchor(arguments[0].value, arguments[1].value)
        else { throw unsupported(call, "this NSLayoutConstraint(item:...)") }
        let second = arguments[3].value.isNull ? nil : try anchor(arguments[3].value, arguments[4].value)
        return .constraint(
            LayoutConstraint(
                first: first, relation: relation, second: second,
                multiplier: try number(arguments[5].value, at: call), constant: try number(arguments[6].value, at: call), tag: tag(call)))
    }

    /// `NSLayoutConstraint.activate/deactivate` and `UIView.animate`.
    func callTypeMethod(_ name: String, of typeName: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (typeName, name) {
        case ("Optional", "some") where arguments.count == 1:
            return arguments[0].value  // `Optional.some(view)`: the run's optionals are their value or nil
        case ("GMSMapView", "map"):
            return try makeMap(arguments, at: call)
        case ("UIAccessibility", "post"), ("UIAccessibility", "registerGestureConflictWithZoom"):
            return .void  // what VoiceOver announces or focuses: nothing the layout sees
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
            guard arguments.count == 1 else { return nil }
            let constraints = try constraintList(arguments[0].value, at: call)
            if name == "activate" {
                try activateJournaled(constraints, at: call) { try LayoutConstraint.activate(constraints, tag: tag(call)) }
            } else {
                LayoutConstraint.deactivate(constraints, tag: tag(call))
            }
            return .void
        case ("NSLayoutConstraint", "constraints") where arguments.map(\.label) == ["withVisualFormat", "options", "metrics", "views"]:
            return try visualFormatConstraints(arguments, at: call)
        case ("UIView", "transition") where arguments.map(\.label).starts(with: ["from", "to"]):
            try transition(arguments, at: call)
            return .void
        case ("AsyncStream", "makeStream"), ("AsyncThrowingStream", "makeStream"):
            return try makeStreamPair(typeName, arguments, at: call)
        case ("UIView", "animate"), ("UIView", "performWithoutAnimation"), ("UIView", "transition"),
            ("UIView", "animateKeyframes"), ("UIView", "addKeyframe"), ("UIViewPropertyAnimator", "runningPropertyAnimator"):
            // Interpreted as its end state: the animations, then the completion.
            if name == "runningPropertyAnimator" { return try runningPropertyAnimator(arguments, at: call) }
            try runAnimation(arguments, at: call)
            return .void
        case ("UIView", "userInterfaceLayoutDirection") where arguments.count == 1:
            // `UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute)`: relative to the app's direction.
            guard case .symbol(let name) = arguments[0].value, let attribute = SemanticContentAttribute(rawValue: name) else {
                throw unsupported(call, "UIView.userInterfaceLayoutDirection(for:) with \(arguments[0].value.kind)")
            }
            if attribute == .unspecified { worlds?.checkDirectionRead() }
            return map.map { .layoutDirection(attribute.layoutDirection(relativeTo: $0.layoutDirection)) }
        case ("UIView", "userInterfaceLayoutDirection") where arguments.map(\.label) == ["for", "relativeTo"]:
            guard case .symbol(let name) = arguments[0].value, let attribute = SemanticContentAttribute(rawValue: name),
                let direction = Self.layoutDirection(arguments[1].value)
            else { throw unsupported(call, "UIView.userInterfaceLayoutDirection(for:relativeTo:) with these arguments") }
            return .layoutDirection(attribute.layoutDirection(relativeTo: direction))
        case ("DispatchTime", "now"), ("DispatchWallTime", "now"):
            return .number(mainQueue.now)  // seconds since the event began: deadlines are offsets from it
        case ("NotificationCenter", _):
            return try callNotificationCenter(name, arguments, at: call)
        case (_, _) where name.first?.isUppercase == true && FrameworkTypes.isFramework(typeName):
            return try construct("\(typeName).\(name)", arguments, at: call)  // `Notification.Name("x")`: a nested type's initializer
        case ("Result", "success"), ("Result", "failure"):
            guard arguments.count == 1 else { return nil }
            return .enumCase(EnumValue(typeName: "Result", name: name, payload: arguments))
        case ("JSONSerialization", "jsonObject"): return try jsonObject(arguments, at: call)
        case ("Task", "sleep"): return try sleep(arguments, at: call)
        case ("Task", "checkCancellation"):
            try checkTaskCancellation()
            return .void
        case ("Task", "yield"): return try yieldTask(at: call)
        case ("Task", "detached"): return makeTask(arguments, at: call)
        case ("Timer", "scheduledTimer"): return try scheduleTimer(arguments, at: call)
        case ("MainActor", "run"), ("MainActor", "assumeIsolated"):
            guard let body = arguments.last?.value, body.isCallable else { return nil }
            return try callFunction(body, [], at: call)
        case ("MainActor", "assertIsolated"), ("MainActor", "preconditionIsolated"): return .void  // the callbacks run on the main actor
        case ("DispatchQueue", "async"), ("DispatchQueue", "asyncAfter"), ("DispatchQueue", "sync"):
            return try dispatch(name, arguments, at: call)
        case ("RunLoop", "add"): return try addTimer(arguments, at: call)
        case ("RunLoop", "perform"):
            // `RunLoop.main.perform { }` (also `inModes: [.common]`): the block on the run loop's next turn, as `main.async`.
            guard let block = arguments.last?.value, block.isCallable else { return nil }
            deferCall(block, at: call)
            return .void
        case ("OperationQueue", _): return try callMainOperationQueue(name, arguments, at: call)  // `OperationQueue.main`
        case ("CATransaction", _): return try callTransactionMethod(name, arguments, at: call)
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"): return nil
        case ("UIFont", "preferredFont"): return preferredFont(arguments) ?? .library("UIFont.preferredFont(...)")
        default:
            if Self.cosmeticTypes.contains(typeName) { return .library("\(typeName).\(name)(...)") }
            return nil
        }
    }

    /// `UIView.transition(from:to:duration:options:completion:)`: `to` takes
    /// `from`'s place in its superview (with `.showHideTransitionViews`, `from`
    /// is hidden and `to` shown instead), then the completion runs.
    private func transition(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws {
        let from = try layoutView(arguments[0].value, at: call)
        let to = try layoutView(arguments[1].value, at: call)
        // `options: .x` or `options: [.x, .y]`.
        let options: [Value] = switch arguments.first(where: { $0.label == "options" })?.value {
        case .array(let values)?: values
        case let value?: [value]
        case nil: []
        }
        let showHide = options.contains { if case .symbol("showHideTransitionViews") = $0 { true } else { false } }
        if showHide {
            from.isHidden = true
            to.isHidden = false
        } else if let superview = from.superview {
            try superview.addSubview(to, tag: tag(call))
            journal.added(to)
            from.removeFromSuperview(tag: tag(call))
        }
        try runAnimation(Self.closuresByRole(Array(arguments.dropFirst(2)), trailing: "completion"), at: call)
    }

    /// An animation call's arguments with each closure labelled by the
    /// parameter Swift gives it: a trailing closure is `animations` unless the
    /// call wrote that out (then `completion`), or what `trailing` says.
    static func closuresByRole(_ arguments: [Argument], trailing: String? = nil) -> [Argument] {
        var hasAnimations = arguments.contains { $0.label == "animations" }
        return arguments.map { argument in
            guard argument.label == nil, argument.value.isCallable else { return argument }
            defer { hasAnimations = true }
            return (trailing ?? (hasAnimations ? "completion" : "animations"), argument.value)
        }
    }

    /// `UIView.animate` and its variants: the animations closures at once (the
    /// end state), the completion with `true` (finished) on the main queue
    /// after the delay and duration. The open `CATransaction`s last as long
    /// (`Transactions.swift`), and so does one its animations closure opens.
    func runAnimation(_ arguments: [Argument], at call: some SyntaxProtocol) throws {
        let closures = Self.closuresByRole(arguments).filter { $0.value.isCallable }
        let length = Self.animationLength(arguments)
        noteAnimationInTransactions(length)
        mainQueue.animationLengths.append(length)
        defer { mainQueue.animationLengths.removeLast() }
        for argument in closures where argument.label != "completion" { _ = try callFunction(argument.value, [], at: call) }
        for argument in closures where argument.label == "completion" {
            deferCall(argument.value, [(nil, .bool(true))], after: length, at: call)
        }
    }

    static let relations: [String: LayoutRelation] = [
        "equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "greaterThanOrEqualTo": .greaterThanOrEqual,
        "equalToConstant": .equal, "lessThanOrEqualToConstant": .lessThanOrEqual,
        "greaterThanOrEqualToConstant": .greaterThanOrEqual,
    ]

    /// The first labels of the system-spacing constraint methods.
    private static let systemSpacingLabels: Set<String> = Set(
        ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"].flatMap { ["\($0)SystemSpacingBelow", "\($0)SystemSpacingAfter"] })

    /// `anchor.constraint(equalTo:constant:)` and its relatives, and the methods of a gap from `origin` to `anchor` (`OffsetDimensions.swift`).
    func makeConstraint(
        _ anchor: AnyAnchor, _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, origin: AnyAnchor? = nil
    ) throws -> Value {
        if name == "anchorWithOffset", origin == nil { return try offsetDimension(from: anchor, arguments, at: call) }
        if name.hasPrefix("constraint"), origin == nil, let first = arguments.first, let label = first.label,
            Self.systemSpacingLabels.contains(label)
        {
            return try systemSpacingConstraint(anchor, label, arguments, at: call)
        }
        guard name == "constraint", let first = arguments.first, let relationLabel = first.label else {
            throw unsupported(call, "the anchor method \(name)\(labelText(arguments.map(\.label)))")
        }
        guard let relation = Self.relations[relationLabel] else {
            throw unsupported(call, "the anchor method constraint(\(relationLabel):)")
        }
        var second: AnyAnchor?
        var secondOrigin: AnyAnchor?
        var constant = 0.0
        var multiplier = 1.0
        if relationLabel.hasSuffix("Constant") {
            constant = try number(first.value, at: call)
        } else if case .anchor(let other) = first.value {
            second = other
        } else if let other = gap(first.value) {
            (second, secondOrigin) = (other.anchor, other.origin)
        } else {
            throw unsupported(call, "a constraint to \(first.value.kind)")
        }
        for argument in arguments.dropFirst() {
            switch argument.label {
            case "constant": constant = try number(argument.value, at: call)
            case "multiplier": multiplier = try number(argument.value, at: call)
            default: throw unsupported(call, "the argument \(argument.label ?? "_") of constraint(...)")
            }
        }
        return .constraint(
            LayoutConstraint(
                first: anchor, relation: relation, second: second, multiplier: multiplier, constant: constant,
                tag: tag(call), firstOrigin: origin, secondOrigin: secondOrigin))
    }

    /// System spacing: `constraint(equalToSystemSpacingBelow:multiplier:)`
    /// and `...After:` with its inequalities, 8 pt per multiple (UIKit's
    /// standard spacing between views).
    private func systemSpacingConstraint(_ anchor: AnyAnchor, _ label: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        let relation: LayoutRelation =
            label.hasPrefix("equal") ? .equal : label.hasPrefix("lessThan") ? .lessThanOrEqual : .greaterThanOrEqual
        guard case .anchor(let other) = arguments[0].value else { throw unsupported(call, "a system-spacing constraint to \(arguments[0].value.kind)") }
        let multiplier = try arguments.first { $0.label == "multiplier" }.map { try number($0.value, at: call) } ?? 1
        return .constraint(
            LayoutConstraint(first: anchor, relation: relation, second: other, multiplier: 1, constant: Self.systemSpacing * multiplier, tag: tag(call)))
    }

    /// Hierarchy operations of views (z-order, arranged subviews), content
    /// priorities, `layoutIfNeeded()`, and the cosmetic methods (titles,
    /// targets, gestures) as no-ops.
    func callItemMethod(_ name: String, on item: LayoutItem, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        journal.used(name, of: item, at: tag(call))
        if callsLegacyMethod(name, on: item, at: call) || callsCameraMethod(name, on: item, arguments) { return .void }
        guard let view = item as? LayoutView else { return nil }
        if let result = try callResponderMethod(name, on: view, arguments, at: call) { return result }
        if name == "setLayoutDelegate", let map = view as? MapView { return try setLayoutDelegate(arguments, on: map, at: call) }
        if let result = try callConstraintMethod(name, on: view, arguments, at: call) { return result }
        if let result = callControlMethod(name, on: view, arguments) { return result }
        let labels = arguments.map(\.label)
        switch (name, labels) {
        case ("systemLayoutSizeFitting", [nil]), ("systemLayoutSizeFitting", [nil, "withHorizontalFittingPriority", "verticalFittingPriority"]):
            return try fittingSize(of: view, arguments, at: call)
        case ("insertSubview", [nil, "at"]):
            let subview = try layoutView(arguments[0].value, at: call)
            let index = Int(try number(arguments[1].value, at: call))
            try movingSuperview(of: subview, to: view, at: call) { try view.insertSubview(subview, at: index, tag: tag(call)) }
            journal.added(subview)
            return .void
        case ("insertSubview", [nil, "aboveSubview"]), ("insertSubview", [nil, "belowSubview"]):
            let subview = try layoutView(arguments[0].value, at: call)
            let sibling = try layoutView(arguments[1].value, at: call)
            try movingSuperview(of: subview, to: view, at: call) {
                try view.insertSubview(subview, relativeTo: sibling, above: labels[1] == "aboveSubview", tag: tag(call))
            }
            journal.added(subview)
            return .void
        case ("bringSubviewToFront", [nil]):
            let subview = try layoutView(arguments[0].value, at: call)
            view.bringSubviewToFront(subview)
            journal.stacked(subview)
            return .void
        case ("setCustomSpacing", [nil, "after"]), ("customSpacing", ["after"]):
            guard let stack = view as? StackView else { return nil }
            return try callCustomSpacing(name, on: stack, arguments, at: call)
        case ("viewWithTag", [nil]):
            return viewWithTag(Int(try number(arguments[0].value, at: call)), in: view).map { .item($0) } ?? .null
        case ("convert", [nil, "to"]), ("convert", [nil, "from"]):
            return try convert(arguments[0].value, from: view, arguments[1].value, toward: labels[1] == "to", at: call)
        case ("sendSubviewToBack", [nil]):
            let subview = try layoutView(arguments[0].value, at: call)
            view.sendSubviewToBack(subview)
            journal.stacked(subview)
            return .void
        case ("addArrangedSubview", [nil]), ("insertArrangedSubview", [nil, "at"]), ("removeArrangedSubview", [nil]):
            let subview = try layoutView(arguments[0].value, at: call)
            if let stack = view as? StackView {
                switch name {
                case "addArrangedSubview": try movingSuperview(of: subview, to: stack, at: call) { try stack.addArrangedSubview(subview, tag: tag(call)) }
                case "removeArrangedSubview": stack.removeArrangedSubview(subview)
                default:
                    let index = Int(try number(arguments[1].value, at: call))
                    try movingSuperview(of: subview, to: stack, at: call) { try stack.insertArrangedSubview(subview, at: index, tag: tag(call)) }
                }
            } else if let stack = view as? HidingStackView {
                if name != "removeArrangedSubview" { journal.arrangedInHidingStack(subview) }
                switch name {
                case "addArrangedSubview": stack.arrangedSubviews.append(subview)
                case "removeArrangedSubview": stack.arrangedSubviews.removeAll { $0 === subview }
                default: stack.arrangedSubviews.insert(subview, at: min(stack.arrangedSubviews.count, Int(try number(arguments[1].value, at: call))))
                }
            } else {
                return nil
            }
            if name != "removeArrangedSubview" { journal.added(subview) }
            return .void
        case ("setContentHuggingPriority", [nil, "for"]), ("setContentCompressionResistancePriority", [nil, "for"]):
            let priority = try priority(arguments[0].value, at: call)
            guard case .symbol(let axis) = arguments[1].value, axis == "horizontal" || axis == "vertical" else {
                throw unsupported(call, "an axis from \(arguments[1].value.kind)")
            }
            if name == "setContentHuggingPriority" {
                if axis == "horizontal" { view.contentHuggingPriority.horizontal = priority } else { view.contentHuggingPriority.vertical = priority }
            } else {
                if axis == "horizontal" { view.compressionResistancePriority.horizontal = priority } else { view.compressionResistancePriority.vertical = priority }
            }
            return .void
        case ("setTitle", [nil, "for"]):
            if case .string(let title) = arguments[0].value { _ = setContent(of: view, text: .some(title)) }
            if arguments[0].value.isNull { _ = setContent(of: view, text: .some(nil)) }
            return .void
        case ("setImage", [nil, "for"]):
            _ = setContent(of: view, image: arguments[0].value)
            return .void
        case ("addTarget", _), ("addAction", _), ("removeTarget", _), ("removeAction", _), ("addGestureRecognizer", _), ("removeGestureRecognizer", _),
            ("setTitleColor", _), ("setAttributedTitle", _), ("setBackgroundImage", _), ("addInteraction", _),
            ("setPreferredSymbolConfiguration", _), ("setNeedsDisplay", _), ("sizeToFit", []),
            ("invalidateIntrinsicContentSize", []):  // an override's getter runs at every layout (`IntrinsicSizes`)
            return .void
        default: break
        }
        switch (name, arguments.first?.value) {
        case ("addSubview", let value?) where labels == [nil]:
            let subview = try layoutView(value, at: call)
            try movingSuperview(of: subview, to: view, at: call) { try view.addSubview(subview, tag: tag(call)) }
            journal.added(subview)
        case ("removeFromSuperview", nil):
            guard view.superview != nil else {
                view.removeFromSuperview(tag: tag(call))
                break
            }
            try movingSuperview(of: view, to: nil, at: call) { view.removeFromSuperview(tag: tag(call)) }
        case ("isDescendant", .item(let other as LayoutView)?) where labels == ["of"]:
            return .bool(view.isDescendant(of: other))
        case ("addLayoutGuide", .item(let guide as LayoutGuide)?):
            view.addLayoutGuide(guide, tag: tag(call))
            journal.added(guide)
        case ("removeLayoutGuide", .item(let guide as LayoutGuide)?):
            view.removeLayoutGuide(guide, tag: tag(call))
        case ("setNeedsLayout", nil):
            subviewLayouts[ObjectIdentifier(view)]?.needed = true
        default: return nil
        }
        return .void
    }

    /// A priority from `UILayoutPriority(750)`, a number, `.defaultHigh`, or
    /// `.init(999)` / `.init(rawValue: 999)` (the implicit initializer).
    func priority(_ value: Value, at node: some SyntaxProtocol) throws -> Priority {
        Priority(try priorityValue(value, at: node))
    }

    /// The raw value a priority is written with, before `Priority` clamps it to 1...1000.
    func priorityValue(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        switch value {
        case .priority(let raw), .number(let raw): return raw
        case .symbol(let name):
            if let raw = Self.namedPriority(name) { return raw }
            if let declared = try extensionStatic(name, of: ["UILayoutPriority"], at: node) { return try priorityValue(declared, at: node) }
        case .enumCase(let implicit) where implicit.typeName == nil && implicit.name == "init" && implicit.payload.count == 1:
            return try number(implicit.payload[0].value, at: node)
        default: break
        }
        throw unsupported(node, "a priority from \(value.kind)")
    }

    /// `.contentRest` where UIKit takes a `UILayoutPriority` (`.brandInset` a
    /// `CGFloat`): a static the files declare in an extension of one of `types`.
    private func extensionStatic(_ name: String, of types: [String], at node: some SyntaxProtocol) throws -> Value? {
        for type in types {
            if let model = source.types[type], model.kind == .frameworkExtension, let value = try staticValue(name, of: model, at: node) { return value }
        }
        return nil
    }

    func number(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        switch value {
        case .number(let number), .priority(let number), .boxed(let number, _): return number
        case .symbol(let name):
            if let declared = try extensionStatic(name, of: ["CGFloat", "Double", "TimeInterval", "Float", "Int"], at: node) { return try number(declared, at: node) }
        case .opaque(let description):
            assume(node, "the number \(description) depends on code no given file declares: taken as 0")
            return 0
        default: break
        }
        throw unsupported(node, "a number from \(value.kind)")
    }

    /// A view from a value: a model view, the view of an instance of a UIView
    /// subclass, or (stated as an assumption) a view standing for an unknown name.
    func layoutView(_ value: Value, at node: some SyntaxProtocol) throws -> LayoutView {
        guard let view = try layoutItem(value, at: node) as? LayoutView else { throw unsupported(node, "a view from \(value.kind)") }
        return view
    }

    /// A view or guide from a value (see `layoutView`).
    func layoutItem(_ value: Value, at node: some SyntaxProtocol) throws -> LayoutItem {
        switch value {
        case .item(let item): return hostedMap(value) ?? item
        case .object(let instance):
            if case .item(let item)? = instance.base { return item }
        case .opaque(let description):
            if let known = opaqueViews[description] { return known }
            assume(node, "\(description) is declared in no given file: taken as a plain view")
            let view = LayoutView(name: description)
            opaqueViews[description] = view
            return view
        default: break
        }
        throw unsupported(node, "a view from \(value.kind)")
    }

    /// Constraints from an array (nested arrays flattened).
    func constraintList(_ value: Value, at node: some SyntaxProtocol) throws -> [LayoutConstraint] {
        switch value {
        case .constraint(let constraint): return [constraint]
        case .array(let elements): return try elements.flatMap { try constraintList($0, at: node) }
        default: throw unsupported(node, "constraints from \(value.kind)")
        }
    }
}

extension Interpreter {
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
    /// the format read by the model (`VisualFormat`); UIKit raises on a format it rejects.
    func visualFormatConstraints(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard case .string(let format) = arguments[0].value else { throw unsupported(call, "a visual format from \(arguments[0].value.kind)") }
        var alignAll: [LayoutAttribute] = []
        var direction = VisualFormat.Direction.leadingToTrailing
        for option in try optionList(arguments[1].value, at: call) {
            switch option {
            case "directionLeadingToTrailing": direction = .leadingToTrailing
            case "directionLeftToRight": direction = .leftToRight
            case "directionRightToLeft": direction = .rightToLeft
            default:
                guard option.hasPrefix("alignAll"), let attribute = LayoutAttribute(rawValue: option.dropFirst(8).prefix(1).lowercased() + option.dropFirst(9))
                else { throw unsupported(call, "the format option .\(option)") }
                alignAll.append(attribute)
            }
        }
        var metrics: [String: Double] = [:]
        for entry in try stringKeyed(arguments[2].value, at: call) { metrics[entry.key] = try number(entry.value, at: call) }
        var views: [String: LayoutView] = [:]
        for entry in try stringKeyed(arguments[3].value, at: call) { views[entry.key] = try layoutView(entry.value, at: call) }
        do {
            let made = try VisualFormat.constraints(format, alignAll: alignAll, direction: direction, metrics: metrics, views: views, tag: tag(call))
            return .array(made.map(Value.constraint))
        } catch let failure as VisualFormat.Failure {
            throw LayoutError.invalidVisualFormat(failure.description, tag: tag(call))
        }
    }

    /// `view.convert(rect, to: other)` (or `from:`): a rect or point moved
    /// between the two views' coordinates, after the pending layout pass;
    /// `nil` for the map's (window) coordinates.
    func convert(_ value: Value, from view: LayoutView, _ otherValue: Value, toward: Bool, at call: FunctionCallExprSyntax) throws -> Value {
        let other = otherValue.isNull ? nil : try layoutView(otherValue, at: call)
        try settleLayout()
        for item in [view, other].compactMap({ $0 }) { worlds?.checkRead("frame", of: item) }
        func origin(_ view: LayoutView?) -> (x: Double, y: Double) {
            var (x, y, current) = (0.0, 0.0, view)
            while let next = current, next.superview != nil {
                (x, y, current) = (x + next.frame.x, y + next.frame.y, next.superview)
            }
            return (x, y)
        }
        let (source, target) = toward ? (origin(view), origin(other)) : (origin(other), origin(view))
        let (dx, dy) = (source.x - target.x, source.y - target.y)
        switch value {
        case .rect(let rect): return .rect(Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))
        case .tuple(let parts) where parts.map(\.label) == ["x", "y"]:
            return .tuple([("x", .number(try number(parts[0].value, at: call) + dx)), ("y", .number(try number(parts[1].value, at: call) + dy))])
        default: throw unsupported(call, "converting \(value.kind)")
        }
    }

    /// `[]`, `.x` or `[.x, .y]`: the names of an option set's framework options.
    private func optionList(_ value: Value, at node: some SyntaxProtocol) throws -> [String] {
        switch value {
        case .symbol(let name): return [name]
        case .array(let elements): return try elements.flatMap { try optionList($0, at: node) }
        default: throw unsupported(node, "options from \(value.kind)")
        }
    }

    /// A `[String: ...]` dictionary's entries by key (`nil` is none).
    private func stringKeyed(_ value: Value, at node: some SyntaxProtocol) throws -> [(key: String, value: Value)] {
        switch value {
        case .null: return []
        case .dictionary(let entries):
            return try entries.map {
                guard case .string(let key) = $0.key else { throw unsupported(node, "a \($0.key.kind) key where a string is expected") }
                return (key, $0.value)
            }
        default: throw unsupported(node, "a dictionary from \(value.kind)")
        }
    }
}
