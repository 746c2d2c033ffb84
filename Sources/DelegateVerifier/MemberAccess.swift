import LayoutModel
import SwiftSyntax

/// Reading `receiver.name`: the properties of states, buttons, views, guides,
/// anchors, constraints, rectangles, collections, tuples, enum cases and
/// instances; computed properties of extensions; methods as function values.
extension Interpreter {
    func member(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value {
        if name == "self" { return receiver }  // `NavigationReadyUIState.self`: a metatype is its type's name
        if name == "init", case .type = receiver { return receiver }  // `map(ObjectIdentifier.init)`: a type calls its initializer
        if let map = hostedMap(receiver) {
            return name == "subviews" ? hostSubviews(map) : try member(name, of: .item(map), at: node)
        }
        if let value = try builtInMember(name, of: receiver, at: node) { return value }
        // Computed properties of extensions (`extension UIView { var isOnScreen: Bool { ... } }`).
        for typeName in frameworkTypeNames(of: receiver) {
            if let model = source.types[typeName], let property = source.property(named: name, of: model, from: Syntax(node)),
                let getter = property.getter
            {
                try checkDecided(TypeModel.memberKey(property), of: model, at: node)
                return try computedValue(property, getter, on: Instance(type: model, base: receiver), at: node)
            }
        }
        if hasMethod(name, receiver) { return .method(BoundMethod(receiver: receiver, name: name)) }
        if let value = try optionalExtensionProperty(name, of: receiver, at: node) { return value }
        if case .opaque(let description) = receiver { return .opaque("\(description).\(name)") }
        if case .library(let description) = receiver, description.hasPrefix(Self.transitionCoordinator) {
            return try transitionCoordinatorMember(name, at: node)
        }
        if case .library(let description) = receiver {
            return environmentMember(name, of: description, at: node) ?? deviceMember(name, of: description, at: node)
                ?? fontMember(name, of: description, at: node) ?? .library("\(description).\(name)")
        }
        if case .item(let view as LayoutView) = receiver, name == "transform" { return transformValue(view.transform) }
        if name == "isIdentity", let transform = affineTransform(receiver) { return .bool(transform.isIdentity) }
        if case .item = receiver, Self.cosmeticMembers(name) { return .library(name) }
        if case .enumCase(let implicit) = receiver, implicit.typeName == nil {
            // `let a = .to(x)` reached no declared type: say so, as the error lands where it is used.
            throw unsupported(
                node, "the member \(name) of the implicit member .\(implicit.name)(...), whose type no declaration gave (name it: T.\(implicit.name)(...))")
        }
        // `participant.layoutDidChange?(...)`, `participant.preferredInset ?? 8`: an `@objc optional`
        // requirement the class does not implement is `nil`.
        let instance: Instance? = if case .object(let object) = receiver { object } else { attachedInstance(of: receiver) }
        if let instance, instance.type.lineage.contains(where: { $0.declaresOptionalRequirement(named: name) }) { return .null }
        throw unsupported(node, "the member \(name) of \(receiver.kind)\(implicitMemberOrigin(of: receiver))")
    }

    /// `super.name`: the superclass's computed property run on the same
    /// instance (an `override var` reads the one it overrides), else the member itself.
    func superMember(_ name: String, self instance: Instance?, at node: MemberAccessExprSyntax) throws -> Value {
        guard let instance else { throw unsupported(node, "super outside an instance") }
        if let property = enclosingClass(of: node)?.superclass?.property(named: name), !property.isStatic {
            guard let getter = property.getter else {
                // The stored property an `override var` overrides.
                if let stored = instance.fields[name] { return stored }
                return try member(name, of: instance.base ?? .object(instance), at: node)
            }
            return try computedValue(property, getter, on: instance, at: node)
        }
        if name == "intrinsicContentSize", case .item(let view as LayoutView)? = instance.base { return frameworkIntrinsicSize(of: view) }
        return try member(name, of: instance.base ?? .object(instance), at: node)
    }

    /// Whether `receiver.name` names a method (for `forEach(navMap.addSubview)`).
    func hasMethod(_ name: String, _ receiver: Value) -> Bool {
        switch receiver {
        case .object(let instance): if instance.type.hasMethod(named: name) { return true }
        case .item(let item):
            if attachedInstance(item)?.type.hasMethod(named: name) == true || Self.itemMethodNames.contains(name) { return true }
        case .controller(let controller): if controller.instance?.type.hasMethod(named: name) == true { return true }
        case .type(let typeName):
            if source.types[typeName]?.hasMethod(named: name) == true { return true }
            if typeName == "NSLayoutConstraint" && (name == "activate" || name == "deactivate") { return true }
        case .enumCase(let value): if value.typeName.flatMap({ source.types[$0] })?.hasMethod(named: name) == true { return true }
        case .array, .set, .dictionary, .range:
            // `filter(shown.contains)`: a collection's lookups as function values.
            if ["contains", "firstIndex", "lastIndex"].contains(name) { return true }
        default: break
        }
        return frameworkTypeNames(of: receiver).contains { source.types[$0]?.hasMethod(named: name) == true }
            || optionalExtension?.hasMethod(named: name) == true
    }

    /// Framework methods of views that code passes as function values.
    static let itemMethodNames: Set<String> = [
        "addSubview", "removeFromSuperview", "addLayoutGuide", "removeLayoutGuide", "addArrangedSubview",
        "removeArrangedSubview", "bringSubviewToFront", "sendSubviewToBack", "layoutIfNeeded",
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "addConstraint", "addConstraints", "removeConstraint",
        "removeConstraints",
    ]

    private func builtInMember(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value? {
        if let value = try contentSizeMember(name, of: receiver, at: node) { return value }
        if receiver.isTraitCollection, let value = traitMember(name, at: node) { return value }
        if let value = try textInputMember(name, of: receiver, at: node) { return value }
        switch receiver {
        case .object(let instance):
            if let value = try field(name, of: instance, at: node) { return value }
            if let value = try dynamicMember(name, of: receiver, at: node) { return value }
            if name == "isEmpty", isOptionSet(instance.type) { return .bool(try optionBits(receiver, of: instance.type, at: node) == 0) }
            if let value = try appCollectionMember(name, of: receiver, at: node) { return value }
        case .buttonType(let type) where name == "rawValue":
            return .string(type.rawValue)
        case .symbol(let caseName) where name == "rawValue":
            // Not when an enum of the files has a case of that name: the bare name may be its.
            if let raw = Self.frameworkRawValues[caseName], !source.types.values.contains(where: { $0.kind == .enum && $0.enumCase(named: caseName) != nil }) {
                return .number(raw)
            }
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let found = elements.first(where: { $0.label == name }) { return found.value }
            if let value = try differenceMember(name, of: receiver, nil, at: node) { return value }
            if let value = indexValueMember(name, of: receiver) { return value }
        case .enumCase(let value):
            if name == "rawValue", let model = value.typeName.flatMap({ source.types[$0] }) {
                return model.enumCase(named: value.name)?.rawValue
            }
            if let model = value.typeName.flatMap({ source.types[$0] }), let property = model.property(named: name) {
                if let getter = property.getter {
                    return try computedValue(property, getter, on: Instance(type: model, base: receiver), at: node)
                }
                if property.isStatic { return try staticValue(name, of: model, at: node) }
            }
        case .set(let elements):
            if let value = collectionMember(name, elements) { return value }
        case .dictionary(let entries):
            switch name {
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            default: if let value = collectionMember(name, try sequence(receiver, at: node)) { return value }
            }
        case .range(let lower, let upper, _):
            if name == "lowerBound" { return .number(lower) }
            if name == "upperBound" { return .number(upper) }
            if let value = collectionMember(name, try sequence(receiver, at: node)) { return value }
        case .item(let item) where name == "hashValue":
            return .number(Double(abs(ObjectIdentifier(item).hashValue % 100_000)))
        case .string(let text):
            if name == "isEmpty" { return .bool(text.isEmpty) }
            if name == "count" || name == "endIndex" { return .number(Double(text.count)) }
            if name == "startIndex" { return .number(0) }  // a `String.Index` is its character's offset (`StringMethods.swift`)
            if name == "utf8" { return .data(text) }  // for `Data(text.utf8)`
            // A `Unicode.Scalar` is held as its one-scalar `String` (its `value` is a `characterProperty`).
            if name == "unicodeScalars" { return .array(text.unicodeScalars.map { .string(String($0)) }) }
            if name == "first" || name == "last" { return (name == "first" ? text.first : text.last).map { .string(String($0)) } ?? .null }
            if let value = characterProperty(name, of: text) { return value }
        case .data(let text):
            if name == "isEmpty" { return .bool(text.isEmpty) }
            if name == "count" { return .number(Double(text.utf8.count)) }
        case .number(let number), .boxed(let number, _):
            if case .number = receiver, let value = dateMember(name, of: number, at: node) { return value }
            switch name {
            case "rounded": return nil
            case "magnitude": return .number(abs(number))
            case "nonzeroBitCount", "trailingZeroBitCount", "leadingZeroBitCount", "bitWidth":
                // Of a whole number the model holds without its width: only what the width does not change.
                guard let whole = Int(exactly: number), whole > 0 || (whole == 0 && name == "nonzeroBitCount"),
                    name == "nonzeroBitCount" || name == "trailingZeroBitCount"
                else { throw unsupported(node, "\(name) of \(describe(receiver)), which depends on the integer type's width,") }
                return .number(Double(name == "nonzeroBitCount" ? whole.nonzeroBitCount : whole.trailingZeroBitCount))
            // `NSNumber`'s accessors (a bridged number).
            case "doubleValue", "cgFloatValue": return .number(number)
            case "floatValue": return .number(Double(Float(number)))
            case "intValue", "integerValue", "int64Value", "int32Value", "uintValue": return .number(number.rounded(.towardZero))
            case "boolValue": return .bool(number != 0)
            case "isZero": return .bool(number == 0)
            case "isNaN": return .bool(number.isNaN)
            case "isFinite": return .bool(number.isFinite)
            case "isInfinite": return .bool(number.isInfinite)
            default: break
            }
        case .state(let state):
            if name == "wideMode", let latest = latestState, latest !== state, latest.wideMode != state.wideMode {
                assume(node, "wideMode read from a state an earlier callback gave, which says \(state.wideMode) where the latest callback's newState says \(latest.wideMode): taken as it was when given (whether a kept state's flags follow the map is not documented; newState.wideMode is the current mode)")
            }
            if let value = stateMember(name, of: state) { return value }
        case .button(let button):
            if let value = Self.buttonMember(name, of: button) { return value }
        case .item(let item):
            if let instance = attachedInstance(item), instance.type.property(named: name) != nil {
                return try field(name, of: instance, at: node)
            }
            if let map = item as? MapView, let value = try legacyMember(name, of: map, at: node) { return value }
            try prepareRead(name, of: item)
            if name == "readableContentGuide" { stateReadableWidth(at: node) }
            journal.used(name, of: item, at: tag(node))
            if let value = itemMember(name, of: item) { return value }
        case .constraint(let constraint):
            if let instance = attachedInstance(of: receiver), instance.type.property(named: name) != nil {
                return try field(name, of: instance, at: node)
            }
            if let value = try gapSide(name, of: constraint, at: node) { return value }
            switch name {
            case "constant": return .number(constraint.constant)
            case "priority": return .priority(constraint.priority.rawValue)
            case "isActive": return .bool(constraint.isActive)
            case "multiplier": return .number(constraint.multiplier)
            case "firstAnchor": return .anchor(constraint.firstAnchor)
            case "secondAnchor": return constraint.secondAnchor.map(Value.anchor) ?? .null
            case "firstItem": return .item(constraint.firstAnchor.item)
            case "secondItem": return constraint.secondAnchor.map { .item($0.item) } ?? .null
            case "firstAttribute": return .symbol(constraint.firstAnchor.attribute.rawValue)
            case "relation": return .symbol(constraint.relation.rawValue)
            case "secondAttribute": return .symbol(constraint.secondAnchor?.attribute.rawValue ?? "notAnAttribute")
            case "identifier": return constraint.identifier.map(Value.string) ?? .null
            default: break
            }
        case .rect(let rect):
            if let number = rectMember(name, of: rect) { return .number(number) }
            if let value = rectProperty(name, of: rect) { return value }
            if name == "origin" { return .tuple([("x", .number(rect.x)), ("y", .number(rect.y))]) }
            if name == "size" { return .tuple([("width", .number(rect.width)), ("height", .number(rect.height))]) }
        case .insets(let insets):
            switch name {
            case "top": return .number(insets.top)
            case "left": return .number(insets.left)
            case "bottom": return .number(insets.bottom)
            case "right": return .number(insets.right)
            default: break
            }
        case .array(let elements):
            if let value = collectionMember(name, elements) { return value }
        case .foundation(let collection):
            if let value = foundationMember(name, of: collection, at: node) { return value }
        case .priority(let raw):
            if name == "rawValue" { return .number(raw) }
        case .animator(let animator):
            return try animatorProperty(name, of: animator, at: node)
        case .undoManager(let history):
            if let value = undoMember(name, of: history) { return value }
        case .work(let work):
            return try workMember(name, of: work, at: node)
        case .channel(.group(let group)):
            if let value = groupMember(name, of: group) { return value }
        case .type(let typeName):
            if let value = try typeMember(name, of: typeName, at: node) { return value }
        case .controller(let controller):
            return try controllerMember(name, of: controller, at: node)
        default: break
        }
        return nil
    }

    /// `count`, `isEmpty`, `first`, `last`, `indices`, `lazy` of any collection.
    func collectionMember(_ name: String, _ elements: [Value]) -> Value? {
        switch name {
        case "count": .number(Double(elements.count))
        case "isEmpty": .bool(elements.isEmpty)
        case "first": elements.first ?? .null
        case "last": elements.last ?? .null
        case "indices": .array(elements.indices.map { .number(Double($0)) })
        case "lazy": .array(elements)
        default: nil
        }
    }

    /// Members of views that take no part in layout (read as opaque values).
    static func cosmeticMembers(_ name: String) -> Bool {
        ["layer", "backgroundColor", "tintColor", "alpha", "titleLabel", "imageView", "font", "textColor", "text",
         "image", "isUserInteractionEnabled", "gestureRecognizers", "window", "configuration",
         "transform", "isOpaque", "contentMode", "effect", "attributedText", "numberOfLines",
         "textAlignment", "lineBreakMode", "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth",
         "minimumScaleFactor", "overrideUserInterfaceStyle", "isEnabled", "isSelected", "isHighlighted"].contains(name)
            || name.hasPrefix("accessibility") || name.hasPrefix("isAccessibility")
            || name == "identifier"  // a view's or guide's, set as a cosmetic property
            || textInputTraits.contains(name)
    }

    /// Members whose value depends on the last layout pass.
    static let frameMembers: Set<String> = ["bounds", "frame", "layoutFrame", "safeAreaInsets"]

    /// A navigation button's members (`type`, `view`).
    static func buttonMember(_ name: String, of button: NavigationUIButton) -> Value? {
        switch name {
        case "type": .buttonType(button.type)
        case "view": .item(button.view)
        default: nil
        }
    }

    /// A state's Google views and `wideMode` (its read noted); `nil` for what the state does not have.
    func stateMember(_ name: String, of state: NavigationUIState) -> Value? {
        if name == "wideMode" {
            noteWideModeRead()
            return .bool(state.wideMode)
        }
        if let ready = state as? NavigationReadyUIState {
            switch name {
            case "googleLogo": return .item(ready.googleLogo)
            case "viewport": return .item(ready.viewport)
            case "buttons": return .array(ready.buttons.map(Value.button))
            default: return nil
            }
        }
        guard let guidance = state as? ActiveGuidanceUIState else { return nil }
        switch name {
        case "turnCard": return .item(guidance.turnCard)
        case "etaCard": return .item(guidance.etaCard)
        case "tripProgressBar": return .item(guidance.tripProgressBar)
        case "speedWidget": return .item(guidance.speedWidget)
        case "googleLogo": return .item(guidance.googleLogo)
        case "viewport": return .item(guidance.viewport)
        case "buttons": return .array(guidance.buttons.map(Value.button))
        default: return nil
        }
    }

    /// Before code reads what a layout decides: settles a requested layout
    /// first, and in a world bundle checks that the worlds agree on the value.
    private func prepareRead(_ name: String, of item: LayoutItem) throws {
        if Self.frameMembers.contains(name) || name == "center" {
            try settleLayout()
            worlds?.checkRead(name, of: item)
        } else if name == "intrinsicContentSize" {
            worlds?.checkIntrinsicSizeRead(of: item)
        } else if name == "effectiveUserInterfaceLayoutDirection" || name == "traitCollection" {
            worlds?.checkDirectionRead()
        }
    }

    /// A view's or guide's UIKit members the model answers (anchors, guides,
    /// frames, hierarchy); `nil` for others. It has no side effects.
    func itemMember(_ name: String, of item: LayoutItem) -> Value? {
        if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(rawValue: String(name.dropLast(6))) {
            return .anchor(item.anchor(attribute))
        }
        if let guide = item as? LayoutGuide {
            switch name {
            case "layoutFrame": return .rect(guide.layoutFrame)
            case "owningView": return guide.owningView.map { .item($0) } ?? .null
            case "identifier": return .string(guide.identifier ?? "")
            default: return nil
            }
        }
        guard let view = item as? LayoutView else { return nil }
        if let state = controlState(name, of: view) { return state }
        switch name {
        case "safeAreaLayoutGuide": return .item(view.safeAreaLayoutGuide)
        case "layoutMarginsGuide": return .item(view.layoutMarginsGuide)
        case "contentView" where view is EffectView: return .item((view as! EffectView).contentView)
        case "contentLayoutGuide" where view is ScrollView: return .item((view as! ScrollView).contentLayoutGuide)
        case "frameLayoutGuide" where view is ScrollView: return .item((view as! ScrollView).frameLayoutGuide)
        case "contentInset" where view is ScrollView: return .insets((view as! ScrollView).contentInset)
        case "readableContentGuide": return .item(view.readableContentGuide)
        case "bounds": return .rect(view.bounds)
        case "safeAreaInsets": return .insets(view.safeAreaInsets)
        case "frame": return .rect(view.frame)
        case "superview": return view.superview.map { .item($0) } ?? .null
        case "subviews": return .array(view.subviews.map { .item($0) })
        case "constraints": return .array(view.constraints.map(Value.constraint))
        case "layoutGuides": return .array(view.layoutGuides.map { .item($0) })
        case "isHidden": return .bool(view.isHidden)
        case "tag": return .number(Double(view.tag))
        case "alpha": return .number(view.alpha)
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "autoresizingMask": return .array(view.autoresizingMask.names.map(Value.symbol))
        case "arrangedSubviews":
            if let stack = view as? StackView { return .array(stack.arrangedSubviews.map { .item($0) }) }
            return (view as? HidingStackView).map { .array($0.arrangedSubviews.map { .item($0) }) }
        case "spacing": return (view as? StackView).map { .number($0.spacing) }
        case "axis": return (view as? StackView).map { .symbol($0.axis.rawValue) }
        case "alignment": return (view as? StackView).map { .symbol($0.alignment.rawValue) }
        case "distribution": return (view as? StackView).map { .symbol($0.distribution.rawValue) }
        case "layoutMargins":
            // `UIEdgeInsets` with left as leading, as `layoutMargins = ...` is set.
            let margins = view.directionalLayoutMargins
            return .insets(EdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
        case "directionalLayoutMargins":
            let margins = view.directionalLayoutMargins
            return .tuple([("top", .number(margins.top)), ("leading", .number(margins.leading)),
                           ("bottom", .number(margins.bottom)), ("trailing", .number(margins.trailing))])
        case "intrinsicContentSize": return intrinsicSizeValue(of: view)
        case "center":
            return .tuple([("x", .number(view.frame.midX)), ("y", .number(view.frame.midY))])
        case "effectiveUserInterfaceLayoutDirection":
            // The view's own attribute relative to the app's (the scenario's) direction, in the map or not yet.
            return (Self.mapView(above: view) ?? map).map { .layoutDirection(view.effectiveLayoutDirection(in: $0.layoutDirection)) }
        case "semanticContentAttribute": return .symbol(view.semanticContentAttribute.rawValue)
        case "traitCollection": return (Self.mapView(above: view) ?? map).map(Self.traitCollection)
        default: return nil
        }
    }

    /// A view's `traitCollection` as its fields: the size classes of the map's
    /// device and its layout direction. A side under 600 pt (a phone's short
    /// side, a narrow split view) is compact, as on current iPhones (landscape
    /// too) and iPads; both sizes come from the scenario's device.
    private static func traitCollection(of map: MapView) -> Value {
        traitCollection(of: map.device, direction: .layoutDirection(map.layoutDirection))
    }

    /// The trait collection of `device`'s screen with `direction` (`TextInputViews.swift` reads one before any map).
    static func traitCollection(of device: DeviceProfile, direction: Value) -> Value {
        let size = device.size
        func sizeClass(_ regular: Bool) -> Value { .symbol(regular ? "regular" : "compact") }
        let values = [sizeClass(size.width >= 600 && size.height >= 600), sizeClass(size.height >= 600), direction]
        return .tuple(Array(zip(traitCollectionLabels, values)))
    }

    /// The map view a view is in (views take their layout direction from it);
    /// `nil` outside the map, where the direction is not known.
    private static func mapView(above view: LayoutView) -> MapView? {
        var current: LayoutView? = view
        while let candidate = current {
            if let map = candidate as? MapView { return map }
            current = candidate.superview
        }
        return nil
    }

    private func rectMember(_ name: String, of rect: Rect) -> Double? {
        switch name {
        case "width": rect.width
        case "height": rect.height
        case "minX": rect.minX
        case "minY": rect.minY
        case "maxX": rect.maxX
        case "maxY": rect.maxY
        case "midX": rect.midX
        case "midY": rect.midY
        default: nil
        }
    }

    /// `NavigationStyleValues.x` from the metrics profile, `UILayoutPriority`
    /// constants, button types, static properties and enum cases of the
    /// files' types, and the cosmetic framework values (`UIColor.red`, `UIFont.x`: opaque).
    func typeMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Value? {
        if typeName.isEmpty { return try staticValue(name, of: source.globals, at: node) }
        // `Notification.Name.allNames`: a static of the files' `extension Notification.Name` (the model `Name`).
        if typeName == "Notification.Name" || typeName == "NSNotification.Name", let model = source.types["Name"],
            let value = try staticValue(name, of: model, at: node)
        {
            return value
        }
        if let model = source.types[typeName] {
            if let value = try staticValue(name, of: model, at: node) { return value }
            if let nested = model.nestedTypes[name] { return .type(nested.name) }  // `Theme.Spacing`
        }
        if let value = clockMember(name, of: typeName, at: node) { return value }
        if let value = measureTypeMember(name, of: typeName) { return value }
        if let value = Self.integerBound(name, of: typeName) { return value }
        if let value = systemNotificationName(name, of: typeName) { return value }
        switch (typeName, name) {
        case ("UIView", "noIntrinsicMetric"): return .number(-1)
        case ("UIView", "layoutFittingCompressedSize"): return .tuple([("width", .number(0)), ("height", .number(0))])
        case ("UIStackView", _): if let spacing = Self.stackSpacingConstant(name) { return .number(spacing) }
        case ("CGFloat", "zero"), ("Double", "zero"), ("Int", "zero"): return .number(0)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"), ("CGFloat", "infinity"): return .number(.greatestFiniteMagnitude)
        case ("CGFloat", "pi"), ("Double", "pi"): return .number(.pi)
        case ("CGFloat", "nan"), ("Double", "nan"), ("Float", "nan"): return .number(.nan)  // an unpinned edge's marker
        case ("Double", "infinity"), ("TimeInterval", "infinity"), ("Float", "infinity"): return .number(.infinity)
        case ("UIEdgeInsets", "zero"): return .insets(.zero)
        case ("NSDirectionalEdgeInsets", "zero"): return directionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        case ("CGRect", "zero"): return .rect(.zero)
        case ("CGRect", "null"): return .rect(.null)
        case ("CGSize", "zero"): return .tuple([("width", .number(0)), ("height", .number(0))])
        case ("CGPoint", "zero"): return .tuple([("x", .number(0)), ("y", .number(0))])
        case ("DispatchQueue", "main"): return .type("DispatchQueue")
        case ("OperationQueue", "main"): return .type("OperationQueue")  // the main queue (`OperationQueues.swift`)
        case ("OperationQueue", _): if let value = mainOperationQueueMember(name) { return value }
        case ("RunLoop", "main"), ("RunLoop", "current"): return .type("RunLoop")  // a scheduler (`Combine.swift`); the callbacks run on the main thread
        case ("Thread", "isMainThread"): return .bool(true)  // the SDK calls the delegate on the main thread
        case ("Task", "isCancelled"): return .bool(isCurrentTaskCancelled)
        case ("UserDefaults", _), ("ProcessInfo", _): if let object = environmentObject(typeName, name) { return object }
        case ("UIDevice", _): if let object = deviceObject(typeName, name) { return object }
        case ("CGAffineTransform", "identity"): return transformValue(.identity)
        case ("NotificationCenter", "default"): return .type("NotificationCenter")
        case ("MainActor", "shared"): return .library("MainActor.shared")  // `isolation: MainActor.shared`
        default: break
        }
        switch typeName {
        case "NavigationStyleValues": return styleValue(name).map(Value.number)
        case "UILayoutPriority": return Self.namedPriority(name).map(Value.priority)
        case "NavigationButtonKnownType": return NavigationButtonKnownType(rawValue: name).map(Value.buttonType)
        case "UIUserInterfaceLayoutDirection": return LayoutDirection(rawValue: name).map(Value.layoutDirection)
        case "UISemanticContentAttribute": return SemanticContentAttribute(rawValue: name).map { .symbol($0.rawValue) }
        case "UIUserInterfaceIdiom": return Self.idioms.contains(name) ? .symbol(name) : nil
        case "UIContentSizeCategory": return contentSizeCategory(named: name)
        case "UIViewAnimatingState", "UIViewAnimatingPosition": return Self.animatingCase(name, of: typeName)
        case "UIColor", "UIFont", "UIImage", "CALayer", "CGColor", "UIBlurEffect", "UIVisualEffect", "NSAttributedString",
            "UIAccessibility", "UIFontMetrics", "UIImageSymbolConfiguration", "UIButtonConfiguration", "UIScreen", "UIApplication",
            "Locale", "Bundle":  // `Locale.current`, `Bundle.main`: read for localized text (`LocalizedStrings.swift`)
            return .library("\(typeName).\(name)")
        default:
            // Nested framework types and their cases: `NSLayoutConstraint.Attribute.bottom`,
            // `UIStackView.Alignment.leading` (read like the implicit `.bottom`).
            guard FrameworkTypes.isFramework(String(typeName.split(separator: ".").first ?? "")) else { return nil }
            if name.first?.isUppercase == true { return .type("\(typeName).\(name)") }
            return typeName.contains(".") || Self.frameworkEnumNames.contains(typeName) ? .symbol(name) : nil
        }
    }

    /// `NSDirectionalEdgeInsets` as a labelled tuple.
    func directionalInsets(top: Double, leading: Double, bottom: Double, trailing: Double) -> Value {
        .tuple([("top", .number(top)), ("leading", .number(leading)), ("bottom", .number(bottom)), ("trailing", .number(trailing))])
    }

    private func styleValue(_ name: String) -> Double? {
        let style = metrics.styleValues
        return switch name {
        case "buttonHorizontalPadding": style.buttonHorizontalPadding
        case "buttonVerticalPadding": style.buttonVerticalPadding
        case "defaultCornerRadius": style.defaultCornerRadius
        case "elementHorizontalPadding": style.elementHorizontalPadding
        case "headerFooterHorizontalPadding": style.headerFooterHorizontalPadding
        case "headerNominalHeight": style.headerNominalHeight
        case "headerTopPadding": style.headerTopPadding
        default: nil
        }
    }

    /// `UILayoutPriority`'s named values.
    static func namedPriority(_ name: String) -> Double? {
        switch name {
        case "required": 1000
        case "defaultHigh": 750
        case "dragThatCanResizeScene": 510
        case "sceneSizeStayPut": 500
        case "dragThatCannotResizeScene": 490
        case "defaultLow": 250
        case "fittingSizeLevel": 50
        default: nil
        }
    }
}
