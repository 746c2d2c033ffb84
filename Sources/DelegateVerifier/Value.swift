import LayoutModel
import SwiftSyntax

/// A value of interpreted delegate code.
///
/// The interpreter only needs the values layout code handles: model objects
/// (items, anchors, constraints, states, buttons), plain Swift values, helper
/// class instances and closures. Anything else is "not verified here".
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case item(LayoutItem)
    case anchor(AnyAnchor)
    case constraint(LayoutConstraint)
    case array([Value])
    case rect(Rect)
    case insets(EdgeInsets)
    case state(NavigationUIState)
    case button(NavigationUIButton)
    case buttonType(NavigationButtonKnownType)
    /// `UIUserInterfaceLayoutDirection`: the scenario's direction, read from a view.
    case layoutDirection(LayoutDirection)
    case priority(Double)
    /// An implicit member (`.defaultLow`, `.bottom`, `.reporting`) whose meaning
    /// the consumer decides.
    case symbol(String)
    case object(Instance)
    case closure(Closure)
    /// `\.view`: property names applied in order.
    case keyPath([String])
    /// A type name used as a value (`NSLayoutConstraint`, `Self`).
    case type(String)

    /// A short name for messages.
    var kind: String {
        switch self {
        case .void: "Void"
        case .null: "nil"
        case .bool: "Bool"
        case .number: "number"
        case .string: "String"
        case .item(let item): item is LayoutGuide ? "layout guide" : "view"
        case .anchor: "anchor"
        case .constraint: "constraint"
        case .array: "array"
        case .rect: "CGRect"
        case .insets: "UIEdgeInsets"
        case .state: "UI state"
        case .button: "NavigationUIButton"
        case .buttonType: "button type"
        case .layoutDirection: "UIUserInterfaceLayoutDirection"
        case .priority: "priority"
        case .symbol(let name): ".\(name)"
        case .object(let instance): instance.type.name
        case .closure: "closure"
        case .keyPath: "key path"
        case .type(let name): name
        }
    }
}

/// An instance of a class declared in the analysed file (the delegate itself,
/// or a helper like the sample's `StateElements`): reference semantics, as in Swift.
final class Instance {
    let type: ClassModel
    var fields: [String: Value] = [:]
    /// False while the initial values are being set, so `didSet` does not run.
    var isInitialized = false

    init(type: ClassModel) {
        self.type = type
    }
}

/// A closure with the scope it captured.
struct Closure {
    let syntax: ClosureExprSyntax
    let scope: Scope
    let selfInstance: Instance?
}

/// Local variables, chained to the enclosing scope; closures keep theirs alive.
final class Scope {
    private var variables: [String: Value] = [:]
    let parent: Scope?

    init(parent: Scope? = nil) {
        self.parent = parent
    }

    func declare(_ name: String, _ value: Value) {
        variables[name] = value
    }

    func lookup(_ name: String) -> Value? {
        variables[name] ?? parent?.lookup(name)
    }

    /// Assigns an existing variable; false when no scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        if variables[name] != nil {
            variables[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}
