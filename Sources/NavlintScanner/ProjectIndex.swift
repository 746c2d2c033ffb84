/// What the scanner knows about the project's declarations, merged from
/// every parsed file, plus the SDK types it models. It answers the two
/// questions detection asks: what type does this member have, and is this
/// type (a subclass of) that SDK type.
struct ProjectIndex: Sendable {
    /// A declared property or method of a type, or a global.
    struct Member: Hashable, Sendable {
        /// The property's type, or for a method, its signature as a function type.
        var type: TypeRef?
        var isMethod: Bool
        /// For methods: the argument labels (`_` for none), to pick overloads.
        var labels: [String]
    }

    /// A type and everything its declarations and extensions say about it.
    struct TypeInfo: Sendable {
        var inherited: [String] = []
        /// Members by base name; overloads keep every signature, in source order.
        var members: [String: [Member]] = [:]
        /// Declared by the SDK model rather than by the project.
        var isSDK = false
    }

    private(set) var types: [String: TypeInfo] = [:]
    private(set) var globals: [String: [Member]] = [:]
    private(set) var aliases: [String: TypeRef] = [:]

    init() {}

    /// Adds one file's declarations. Files must be merged in a stable order
    /// so that overload order (and therefore results) never vary.
    mutating func merge(_ summary: DeclarationSummary) {
        for declaration in summary.types {
            var info = types[declaration.name] ?? TypeInfo()
            for name in declaration.inherited where !info.inherited.contains(name) {
                info.inherited.append(name)
            }
            for (name, member) in declaration.members {
                info.members[name, default: []].append(member)
            }
            types[declaration.name] = info
        }
        for (name, member) in summary.globals { globals[name, default: []].append(member) }
        for (name, type) in summary.aliases where aliases[name] == nil { aliases[name] = type }
    }

    /// Adds the SDK's own types, which take part in lookups like project types.
    mutating func mergeSDK(_ types: [String: TypeInfo]) {
        for (name, var info) in types {
            info.isSDK = true
            self.types[name] = info
        }
    }

    /// Resolves type aliases (`typealias Map = GMSMapView`), guarding against cycles.
    func canonical(_ type: TypeRef) -> TypeRef {
        var current = type
        var seen: Set<String> = []
        while case .named(let name) = current, let target = aliases[name], seen.insert(name).inserted {
            current = target
        }
        return current
    }

    /// `true` when `type` is `ancestor` or inherits from it, through any
    /// number of project or SDK declarations (classes and protocols alike).
    func isSubtype(_ type: TypeRef, of ancestor: String) -> Bool {
        guard case .named(let start) = canonical(type) else { return false }
        var queue = [start]
        var seen: Set<String> = []
        while let name = queue.popLast() {
            if name == ancestor { return true }
            guard seen.insert(name).inserted, let info = types[name] else { continue }
            queue.append(contentsOf: info.inherited.map { name in
                if case .named(let resolved) = canonical(.named(name)) { return resolved }
                return name
            })
        }
        return false
    }

    /// Where a member is declared, searching the type, then what it inherits
    /// (breadth first, in declaration order).
    func lookupMember(_ name: String, in type: TypeRef) -> (owner: String, members: [Member])? {
        guard case .named(let start) = canonical(type) else { return nil }
        var queue = [start]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let typeName = queue.removeFirst()
            guard seen.insert(typeName).inserted, let info = types[typeName] else { continue }
            if let members = info.members[name] { return (typeName, members) }
            queue.append(contentsOf: info.inherited)
        }
        return nil
    }

    /// `true` when the type is declared by the project or modelled SDK.
    func isKnown(_ name: String) -> Bool { types[name] != nil || aliases[name] != nil }

    func isSDKType(_ name: String) -> Bool { types[name]?.isSDK ?? false }
}

extension ProjectIndex {
    /// An index of the modelled SDK types plus the given files' declarations.
    static func build(summaries: [DeclarationSummary], sdk: [String: TypeInfo]) -> ProjectIndex {
        var index = ProjectIndex()
        index.mergeSDK(sdk)
        for summary in summaries { index.merge(summary) }
        return index
    }

    /// The names whose mention makes a file matter: the SDK types and every
    /// project type tied to them (subclasses, conformers, aliases, types with
    /// members of such types, types declaring look-alike members), and the
    /// members that hold or return such types.
    func relevantNames(lookAlikes: Set<String>) -> (types: Set<String>, members: Set<String>) {
        var relevant = Set(types.filter { $0.value.isSDK }.keys)
        for (name, info) in types where !info.isSDK && info.members.keys.contains(where: lookAlikes.contains) {
            relevant.insert(name)
        }
        var memberNames: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, info) in types.sorted(by: { $0.key < $1.key }) {
                if !relevant.contains(name), info.inherited.contains(where: relevant.contains) {
                    relevant.insert(name)
                    changed = true
                }
                // The SDK's own members (`navigator`, `settings`) are reached only through a
                // receiver of an SDK or project type, whose names select the file already.
                for (member, entries) in info.members
                where !info.isSDK && entries.contains(where: { $0.type?.mentionedNames.contains(where: relevant.contains) == true }) {
                    if memberNames.insert(member).inserted { changed = true }
                    if !relevant.contains(name) && !info.isSDK {
                        relevant.insert(name)
                        changed = true
                    }
                }
            }
            for (name, target) in aliases where !relevant.contains(name) && target.mentionedNames.contains(where: relevant.contains) {
                relevant.insert(name)
                changed = true
            }
            for (name, entries) in globals
            where entries.contains(where: { $0.type?.mentionedNames.contains(where: relevant.contains) == true }) {
                if memberNames.insert(name).inserted { changed = true }
            }
        }
        return (relevant, memberNames)
    }
}
