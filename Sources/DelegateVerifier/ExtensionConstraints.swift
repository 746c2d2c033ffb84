import SwiftSyntax

/// Which of several same-named members of constrained extensions a type has
/// (`extension Chrome where S == NavigationReadyUIState { func extra() }` next to
/// `extension Chrome where S == ActiveGuidanceUIState { func extra() }`): Swift
/// takes the one whose `where` clause the conforming type satisfies, the most
/// constrained one when several do. Worked out once per type when the files are
/// linked (`TypeModel.restrict`), from what the type declares: its name and
/// lineage (`Self == T`, `Self: P`), its typealiases and the property types that
/// bind its protocols' associated types (`let state: ActiveGuidanceUIState` for
/// `var state: S { get }`). A choice it cannot decide (a generic parameter, a
/// framework protocol it does not know) is recorded, and using it stops the run.
struct ExtensionConstraints {
    let types: [String: TypeModel]
    let aliases: [String: TypeSyntax]

    /// One requirement of a `where` clause: `left == right` or `left: right`.
    struct Requirement: Hashable {
        let left: String
        let right: String
        let isSameType: Bool
        var text: String { isSameType ? "\(left) == \(right)" : "\(left): \(right)" }
    }

    /// The requirements on a member: its extension's `where` clause and its own
    /// (those on the member's own generic parameters are the call's, not the type's).
    static func requirements(of member: Syntax) -> [Requirement] {
        var found: [Requirement] = []
        var current: Syntax? = member
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                let own = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
                found += read(function.genericWhereClause).filter { !own.contains(rootName($0.left)) }
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                return found + read(extensionDecl.genericWhereClause)
            } else if node.is(MemberBlockSyntax.self), node.parent?.is(ExtensionDeclSyntax.self) != true {
                return found  // a type's own declaration: no extension's clause
            }
            current = node.parent
        }
        return found
    }

    private static func read(_ clause: GenericWhereClauseSyntax?) -> [Requirement] {
        clause?.requirements.compactMap { element in
            switch element.requirement {
            case .sameTypeRequirement(let same):
                Requirement(left: same.leftType.trimmedDescription, right: same.rightType.trimmedDescription, isSameType: true)
            case .conformanceRequirement(let conformance):
                Requirement(left: conformance.leftType.trimmedDescription, right: conformance.rightType.trimmedDescription, isSameType: false)
            default: nil
            }
        } ?? []
    }

    /// `Self.S.Element` → `Self`; `S.Element` → `S`.
    private static func rootName(_ type: String) -> String { String(type.split(separator: ".").first ?? "") }

    /// Restricts `model`'s members: of each group of same-named members (of one
    /// type or protocol of its lineage) where one is constrained, those whose
    /// requirements `model` fails are excluded, the most constrained of those it
    /// meets is kept, and a group it cannot decide is recorded as undecided.
    func restrict(_ model: TypeModel) {
        guard model.kind != .protocol else { return }
        var excluded: Set<SyntaxIdentifier> = []
        var undecided: [String: String] = [:]
        for owner in model.lineage {
            for (key, members) in owner.memberGroups() where members.count > 1 {
                let constrained = members.map { (node: $0, requirements: Self.requirements(of: $0)) }
                guard constrained.contains(where: { !$0.requirements.isEmpty }) else { continue }
                var kept: [(node: Syntax, requirements: Set<Requirement>, decided: Bool)] = []
                for member in constrained {
                    let verdicts = member.requirements.map { holds($0, for: model) }
                    if verdicts.contains(false) {
                        excluded.insert(member.node.id)
                    } else {
                        kept.append((member.node, Set(member.requirements), !verdicts.contains(nil)))
                    }
                }
                guard kept.count > 1 else { continue }
                if let unknown = kept.first(where: { !$0.decided }) {
                    let open = unknown.requirements.map(\.text).sorted().joined(separator: ", ")
                    undecided[key] = "which \(key) \(model.name) has (whether it meets `where \(open)` is not known)"
                    continue
                }
                // The most constrained one wins when its requirements imply every other's.
                let winners = kept.filter { candidate in
                    kept.allSatisfy { other in other.requirements.allSatisfy { implied($0, by: candidate.requirements) } }
                }
                guard winners.count == 1, let winner = winners.first else {
                    undecided[key] = "which \(key) \(model.name) has (several constrained extensions declare it)"
                    continue
                }
                for other in kept where other.node.id != winner.node.id { excluded.insert(other.node.id) }
            }
        }
        model.restrict(excluding: excluded, undecided: undecided)
    }

    /// Whether meeting `requirements` means meeting `requirement`: it is one of
    /// them, or a conformance (`Self: AnyObject`) that one of theirs on the same
    /// type implies (`Self: Q` where `protocol Q: AnyObject`, or `Q: R`), as
    /// Swift ranks `extension P where Self: Q` above `where Self: AnyObject`.
    private func implied(_ requirement: Requirement, by requirements: Set<Requirement>) -> Bool {
        if requirements.contains(requirement) { return true }
        guard !requirement.isSameType else { return false }
        let given = requirements.filter { !$0.isSameType && $0.left == requirement.left }.flatMap { Self.parts(of: $0.right) }
        return Self.parts(of: requirement.right).allSatisfy { needed in given.contains { refines($0, needed) } }
    }

    /// `P & Q` → `P`, `Q`.
    private static func parts(of composition: String) -> [String] {
        composition.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Whether conforming to `name` (a protocol or class of the files) means conforming to `other`.
    private func refines(_ name: String, _ other: String) -> Bool {
        let (name, other) = (normalized(name), normalized(other))
        if name == other || other == "Any" { return true }
        guard let model = types[name], model.kind == .protocol || model.kind == .class else { return false }
        if other == "AnyObject" {
            return model.kind == .class || model.lineage.contains { $0.inheritedNames.contains { $0 == "AnyObject" || $0 == "class" } }
        }
        return model.lineage.contains { $0.name == other || $0.conforms(to: other) }
    }

    /// Whether `model` meets a requirement; `nil` when that is not known.
    private func holds(_ requirement: Requirement, for model: TypeModel) -> Bool? {
        guard let left = binding(of: requirement.left, in: model) else { return nil }
        if requirement.isSameType {
            guard let right = requirement.right == "Self" ? model.name : binding(of: requirement.right, in: model) else { return nil }
            if left == right { return true }
            // `Self == T` of a framework type's extension: `Self` may be a subclass.
            return requirement.left == "Self" && model.kind == .frameworkExtension ? nil : false
        }
        var verdict: Bool? = true
        for protocolName in requirement.right.split(separator: "&").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch isA(left, protocolName) {
            case false?:
                // A framework type's extension: `Self` may be a subclass that conforms, never one that is another class
                // (a `UILayoutGuide` is no `UIView`).
                if requirement.left == "Self" && model.kind == .frameworkExtension && !isClass(protocolName) { verdict = nil } else { return false }
            case nil: verdict = nil
            case true?: break
            }
        }
        return verdict
    }

    /// The type a name in a requirement stands for in `model`: `Self`, an
    /// associated type or typealias the type binds, or a concrete type.
    private func binding(of name: String, in model: TypeModel) -> String? {
        let parts = name.split(separator: ".").map(String.init)
        if parts == ["Self"] { return model.name }
        let member = parts.first == "Self" ? Array(parts.dropFirst()) : parts
        guard member.count == 1, let only = member.first else { return nil }
        if model.genericParameters.contains(only) { return nil }  // the instance's, not the type's
        if let aliased = model.lineage.lazy.compactMap({ $0.typeAliasMembers[only] }).first { return normalized(aliased) }
        if let inferred = inferredBinding(of: only, in: model) { return inferred }
        if model.lineage.contains(where: { $0.kind == .protocol && $0.associatedTypes.contains(only) }) { return nil }
        return parts.first == "Self" ? nil : normalized(only)
    }

    /// An associated type bound by the type of a property implementing a
    /// requirement (`var state: S { get }` met by `let state: ActiveGuidanceUIState`).
    private func inferredBinding(of associated: String, in model: TypeModel) -> String? {
        for owner in model.lineage where owner.kind == .protocol && owner.associatedTypes.contains(associated) {
            for (property, type) in owner.propertyRequirements where type == associated {
                if let declared = model.property(named: property)?.type { return normalized(declared.trimmedDescription) }
            }
        }
        return nil
    }

    /// A type name without its module and through the files' typealiases.
    private func normalized(_ name: String) -> String {
        var current = name
        for _ in 0..<8 {
            guard let next = aliases[current]?.trimmedDescription, next != current else { break }
            current = next
        }
        return String(current.split(separator: ".").last ?? Substring(current))
    }

    /// Whether `name` is a class: the files' or a framework class the model knows.
    private func isClass(_ name: String) -> Bool {
        let name = normalized(name)
        return types[name].map { $0.kind == .class } ?? false || FrameworkTypes.supertypes(of: name) != nil
    }

    /// Whether the type `name` is (or conforms to) `other`; `nil` when not known.
    private func isA(_ name: String, _ other: String) -> Bool? {
        let other = normalized(other)
        if other == "Any" || name == other { return true }
        var ancestors = [name]
        if let model = types[name], model.kind != .frameworkExtension {
            if model.kind == .protocol { return nil }
            if other == "AnyObject" { return model.kind == .class }
            if model.lineage.contains(where: { $0.name == other || $0.conforms(to: other) }) { return true }
            guard model.kind == .class, let framework = model.frameworkAncestor(in: types) else { return false }
            ancestors = [framework]
        }
        guard let framework = ancestors.first else { return nil }
        let known = FrameworkTypes.supertypes(of: framework)
        if other == "AnyObject" { return known.map { _ in true } }
        let names = known ?? [framework]
        if names.contains(other) { return true }
        if names.contains(where: { types[$0]?.lineage.contains { $0.name == other || $0.conforms(to: other) } == true }) { return true }
        // Not one of the files' protocols it is made to conform to: known only for a known framework type.
        return known != nil && (types[other]?.kind == .protocol || FrameworkTypes.isFramework(other)) ? false : nil
    }
}

extension FrameworkTypes {
    /// A framework class and its superclasses, for the SDK's and UIKit's
    /// classes the model has; `nil` for any other type (a struct, an unknown class).
    static func supertypes(of name: String) -> [String]? {
        switch name {
        case "NavigationReadyUIState", "ActiveGuidanceUIState": [name, "NavigationUIState", "NSObject"]
        case "NavigationUIState", "NavigationUIButton", "NSLayoutConstraint", "UILayoutGuide": [name, "NSObject"]
        case "NSObject": [name]
        case "GMSNavigationHidingStackView": [name, "UIStackView", "UIView", "UIResponder", "NSObject"]
        case "GMSMapView", "NavigationPromptView": [name, "UIView", "UIResponder", "NSObject"]
        default: UIKitViews.isView(name) ? [name, "UIView", "UIResponder", "NSObject"].reduce(into: []) { if !$0.contains($1) { $0.append($1) } } : nil
        }
    }
}

extension Interpreter {
    /// Stops where code uses a member of constrained extensions that the
    /// type's `where` clauses leave undecided, instead of running either one.
    func checkDecided(_ key: @autoclosure () -> String, of model: TypeModel, at node: some SyntaxProtocol) throws(Unsupported) {
        // The key is made only for a type with undecided members (most have none): every call asks.
        guard !model.undecided.isEmpty else { return }
        if let reason = model.undecided[key()] { throw unsupported(node, reason) }
    }
}

extension Interpreter {
    /// The property `name` an instance of a generic type has where constrained
    /// extensions declare it for different arguments (`extension Wrap where
    /// Root == NavigationReadyUIState` beside `where Root == ActiveGuidanceUIState`),
    /// which the type alone leaves undecided: the one whose same-type
    /// requirements the instance's arguments meet, given (`Wrap<X>(...)`) or
    /// inferred from what its property of that type holds (`Wrap(root: newState)`).
    /// `nil` when the instance's arguments do not decide it.
    func instanceProperty(_ name: String, of instance: Instance) -> TypeModel.Property? {
        let model = instance.type
        guard !model.undecided.isEmpty, !model.genericParameters.isEmpty else { return nil }
        let candidates = model.lineage.flatMap { $0.properties.filter { $0.name == name && !$0.isStatic } }
        guard candidates.count > 1 else { return nil }
        var met: [TypeModel.Property] = []
        for candidate in candidates {
            var meets = true
            for requirement in ExtensionConstraints.requirements(of: candidate.node) {
                guard requirement.isSameType, let bound = boundTypeName(of: requirement.left, in: instance) else { return nil }
                meets = meets && bound == requirement.right
            }
            if meets { met.append(candidate) }
        }
        let constrained = met.filter { !ExtensionConstraints.requirements(of: $0.node).isEmpty }
        return constrained.count == 1 ? constrained[0] : met.count == 1 ? met[0] : nil
    }

    /// The type a generic parameter of the instance stands for: given, or the
    /// type of the value its property declared of that type holds.
    private func boundTypeName(of parameter: String, in instance: Instance) -> String? {
        if let given = instance.genericArguments[parameter] { return given.trimmedDescription }
        guard instance.type.genericParameters.contains(parameter),
            let holder = instance.type.storedProperties.first(where: { $0.type?.trimmedDescription == parameter }),
            let held = instance.fields[holder.name]
        else { return nil }
        if case .object(let object) = held { return object.type.name }
        return frameworkTypeNames(of: held).first
    }
}
