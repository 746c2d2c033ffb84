import CClang

/// The classes and protocols a translation unit declares (in the file and in
/// every header it imports): superclasses, adopted protocols (from the
/// interface, its categories and class extensions) and protocol inheritance.
///
/// Clang resolves each member to its declaration; this graph answers what
/// clang does not say directly: whether the declaring class is the SDK owner
/// or a subclass of it, and whether an implementation's class conforms to a
/// listener protocol.
struct ObjCClassGraph: Sendable {
    private(set) var superclass: [String: String] = [:]
    private(set) var protocols: [String: Set<String>] = [:]
    /// Properties declared on a class or category, with the class their type points to.
    private(set) var propertyClasses: [(property: String, className: String)] = []

    init() {}

    init(_ unit: ClangTranslationUnit) {
        for declaration in Clang.children(unit.rootCursor) {
            switch declaration.kind {
            case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCCategoryDecl, CXCursor_ObjCProtocolDecl:
                record(declaration)
            default:
                continue
            }
        }
    }

    private mutating func record(_ declaration: CXCursor) {
        // A category names its class through an ObjCClassRef child; an interface or protocol is its own name.
        var name = Clang.spelling(declaration)
        var members: [CXCursor] = []
        for child in Clang.children(declaration) {
            switch child.kind {
            case CXCursor_ObjCClassRef where declaration.kind == CXCursor_ObjCCategoryDecl:
                name = Clang.spelling(child)
            case CXCursor_ObjCSuperClassRef:
                superclass[name] = Clang.spelling(child)
            case CXCursor_ObjCProtocolRef:
                protocols[name, default: []].insert(Clang.spelling(child))
            case CXCursor_ObjCPropertyDecl:
                members.append(child)
            default:
                continue
            }
        }
        for property in members {
            if let className = Self.className(of: clang_getCursorType(property)) {
                propertyClasses.append((Clang.spelling(property), className))
            }
        }
    }

    /// The class an object pointer type points to (`GMSMapView *`, `__kindof GMSMapView *`,
    /// `GMSMapView<P> *`, through typedefs); `nil` for `id`, `Class` and non-objects.
    static func className(of type: CXType) -> String? {
        let canonical = clang_getCanonicalType(type)
        guard canonical.kind == CXType_ObjCObjectPointer else { return nil }
        let declaration = clang_getTypeDeclaration(clang_getPointeeType(canonical))
        guard declaration.kind == CXCursor_ObjCInterfaceDecl else { return nil }
        return Clang.spelling(declaration)
    }

    /// Whether `name` is `ancestor` or inherits from it.
    func isClass(_ name: String, kindOf ancestor: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if type == ancestor { return true }
            current = superclass[type]
        }
        return false
    }

    /// Whether class (or protocol) `name` adopts `wanted`, through its superclasses and inherited protocols.
    func conforms(_ name: String, to wanted: String) -> Bool {
        var pending = [name]
        var seen: Set<String> = []
        while let type = pending.popLast() {
            guard seen.insert(type).inserted else { continue }
            if type == wanted { return true }
            pending += protocols[type, default: []].sorted()
            if let parent = superclass[type] { pending.append(parent) }
        }
        return false
    }
}
