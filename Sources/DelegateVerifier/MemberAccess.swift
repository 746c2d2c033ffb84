import LayoutModel
import SwiftSyntax

/// Reading `receiver.name`: the properties of states, buttons, views, guides,
/// anchors, constraints, rectangles, arrays and instances.
extension Interpreter {
    func member(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value {
        switch receiver {
        case .object(let instance):
            if let value = try field(name, of: instance, at: node) { return value }
        case .state(let state):
            if let value = stateMember(name, of: state) { return value }
        case .button(let button):
            if name == "type" { return .buttonType(button.type) }
            if name == "view" { return .item(button.view) }
        case .item(let item):
            if Self.frameMembers.contains(name) { settleLayout() }
            if let value = itemMember(name, of: item) { return value }
        case .constraint(let constraint):
            switch name {
            case "constant": return .number(constraint.constant)
            case "priority": return .priority(constraint.priority.rawValue)
            case "isActive": return .bool(constraint.isActive)
            case "multiplier": return .number(constraint.multiplier)
            case "firstAnchor": return .anchor(constraint.firstAnchor)
            default: break
            }
        case .rect(let rect):
            if let number = rectMember(name, of: rect) { return .number(number) }
        case .insets(let insets):
            switch name {
            case "top": return .number(insets.top)
            case "left": return .number(insets.left)
            case "bottom": return .number(insets.bottom)
            case "right": return .number(insets.right)
            default: break
            }
        case .array(let elements):
            switch name {
            case "count": return .number(Double(elements.count))
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? .null
            case "last": return elements.last ?? .null
            default: break
            }
        case .priority(let raw):
            if name == "rawValue" { return .number(raw) }
        case .type(let typeName):
            if let value = try typeMember(name, of: typeName, at: node) { return value }
        default: break
        }
        throw unsupported(node, "the member \(name) of \(receiver.kind)")
    }

    /// Members whose value depends on the last layout pass.
    static let frameMembers: Set<String> = ["bounds", "frame", "layoutFrame", "safeAreaInsets"]

    private func stateMember(_ name: String, of state: NavigationUIState) -> Value? {
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

    private func itemMember(_ name: String, of item: LayoutItem) -> Value? {
        if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(rawValue: String(name.dropLast(6))) {
            return .anchor(item.anchor(attribute))
        }
        if let guide = item as? LayoutGuide {
            switch name {
            case "layoutFrame": return .rect(guide.layoutFrame)
            case "owningView": return guide.owningView.map { .item($0) } ?? .null
            default: return nil
            }
        }
        guard let view = item as? LayoutView else { return nil }
        switch name {
        case "safeAreaLayoutGuide": return .item(view.safeAreaLayoutGuide)
        case "layoutMarginsGuide": return .item(view.layoutMarginsGuide)
        case "bounds": return .rect(view.bounds)
        case "safeAreaInsets": return .insets(view.safeAreaInsets)
        case "frame": return .rect(view.frame)
        case "superview": return view.superview.map { .item($0) } ?? .null
        case "subviews": return .array(view.subviews.map { .item($0) })
        case "isHidden": return .bool(view.isHidden)
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "arrangedSubviews": return (view as? HidingStackView).map { .array($0.arrangedSubviews.map { .item($0) }) }
        case "effectiveUserInterfaceLayoutDirection": return Self.mapView(above: view).map { .layoutDirection($0.layoutDirection) }
        default: return nil
        }
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
    /// constants, button types and static properties of the file's classes.
    private func typeMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Value? {
        switch typeName {
        case "NavigationStyleValues": return styleValue(name).map(Value.number)
        case "UILayoutPriority": return Self.namedPriority(name).map(Value.priority)
        case "NavigationButtonKnownType": return NavigationButtonKnownType(rawValue: name).map(Value.buttonType)
        case "UIUserInterfaceLayoutDirection": return LayoutDirection(rawValue: name).map(Value.layoutDirection)
        default:
            guard let model = source.classes[typeName] else { return nil }
            return try staticValue(name, of: model, at: node)
        }
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
