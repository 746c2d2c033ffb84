import AppBuild
import SwiftIfConfig
import SwiftSyntax

/// Which code of a screen runs: `#if` clauses inactive in the app's build never
/// do, and an `if let x = <legacy guide>` on a guide that active code never
/// assigns (so it stays `nil`) takes its `else` branch only. Code in any
/// other branch may or may not run.
struct CodePaths {
    /// How sure extraction can be that a piece of code runs.
    enum Reach: Equatable {
        /// Runs whenever its function does.
        case always
        /// In a branch navlint cannot decide.
        case conditional
        /// Never runs in the app's build.
        case never
    }

    /// Optional legacy guides that no active code assigns: always `nil`.
    let nilGuides: Set<String>

    /// The optional legacy guides (only the alternate buttons guide has no default).
    static let optionalGuides: Set<String> = ["bottomTrailingButtonsAlternateLayoutGuide"]

    /// The optional guides no active code of `declarations` assigns.
    init(declarations: [TypeDeclaration]) {
        var assigned: Set<String> = []
        for declaration in declarations {
            for token in declaration.node.tokens(viewMode: .sourceAccurate) where Self.optionalGuides.contains(token.text) {
                guard declaration.file.isActive(token), let access = SyntaxReading.accessExpression(named: token),
                    SyntaxReading.assignedValue(to: access) != nil
                else { continue }
                assigned.insert(token.text)
            }
        }
        nilGuides = Self.optionalGuides.subtracting(assigned)
    }

    /// Whether `node` of `file` runs, up to its enclosing function.
    func reach(_ node: some SyntaxProtocol, in file: ParsedFile) -> Reach {
        guard file.isActive(node) else { return .never }
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return .always }
            if let branch = parent.as(IfExprSyntax.self) {
                switch decided(branch, child: child) {
                case .always?: break
                case .never?: return .never
                default: return .conditional
                }
            } else if parent.is(SwitchCaseSyntax.self) || parent.is(TernaryExprSyntax.self) {
                return .conditional
            }
            child = parent
        }
        return .always
    }

    /// For an `if let x = <nil guide> { A } else { B }`: whether `child` (the
    /// conditions, A, or B) runs; `nil` for any other `if`.
    private func decided(_ branch: IfExprSyntax, child: Syntax) -> Reach? {
        guard nilGuideBinding(branch) != nil else { return nil }
        if child.id == branch.body.id { return .never }
        return .always  // the conditions, and the else branch
    }

    /// The guide an `if let x = map.<guide>` with a single condition binds,
    /// when that guide is always `nil`.
    func nilGuideBinding(_ branch: IfExprSyntax) -> String? {
        guard branch.conditions.count == 1, let condition = branch.conditions.first,
            case .optionalBinding(let binding) = condition.condition,
            let value = binding.initializer?.value,
            let name = SyntaxReading.memberName(SyntaxReading.unwrapped(value)), nilGuides.contains(name)
        else { return nil }
        return name
    }

    /// Whether `access` (a read of a legacy guide) is the value of an
    /// `if let` this type resolves: then it is no use of the guide at all.
    func isResolvedBinding(_ access: ExprSyntax) -> Bool {
        guard let binding = access.parent?.as(InitializerClauseSyntax.self)?.parent?.as(OptionalBindingConditionSyntax.self),
            let branch = SyntaxReading.ancestor(of: binding, as: IfExprSyntax.self)
        else { return false }
        return nilGuideBinding(branch) != nil
    }
}
