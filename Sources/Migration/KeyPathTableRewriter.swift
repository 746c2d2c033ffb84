import DelegateGenerator
import NavlintCore
import SourceEditing
import SwiftSyntax

/// A debug table of `ReferenceWritableKeyPath<GMSUISettings, Bool>` rows
/// (`static let toggles: [(title: String, keyPath: ...)]`), each written as
/// `map.settings[keyPath: Self.toggles[i].keyPath] = value`. A key path
/// cannot reach the delegate, so each row becomes a closure that sets the
/// delegate's property (the compass row keeps writing `compassButton` too: it
/// still drives the compass while navigation is off), and each write calls
/// it. All or nothing per table: one use navlint does not understand, in any
/// file, leaves the whole table with the reason, so `lostInputs` refuses the
/// screen rather than freeze the rows' values.
struct KeyPathTable {
    enum Outcome {
        case edits([String: [TextEdit]])
        case left(String)
    }

    let file: String
    let declaration: VariableDeclSyntax
    /// The run-time inputs the plan found in the table: its rows' key paths.
    let rows: [NavlintCore.SourceLocation]
    let outcome: Outcome

    /// Whether the legacy use at `token` of `file` is in the table.
    func contains(_ token: TokenSyntax, in file: String) -> Bool {
        file == self.file && declaration.range.contains(token.positionAfterSkippingLeadingTrivia)
    }

    /// What becomes of a row's legacy use: the table's edits are made once, for all rows.
    var rowOutcome: UseRewriter.Outcome {
        switch outcome {
        case .edits: .edits([])
        case .left(let reason): .left(reason)
        }
    }
}

/// Finds the screen's key-path tables and rewrites each, or says why it cannot.
struct KeyPathTableRewriter {
    /// The rows' new label.
    static let label = "set"
    static let settingsKeyPathType = "ReferenceWritableKeyPath<GMSUISettings, Bool>"
    /// Reads of the table that never see a row's key path.
    static let harmlessReads: Set<String> = ["count", "indices", "isEmpty"]

    let plan: ScreenPlan
    /// The files the screen's migration edits, by display path.
    let files: [String: EditableFile]
    let project: ProjectState

    private var screen: Screen { plan.screen }

    /// Every member `let`/`var` of the screen typed as an array of tuples with a settings key path.
    func tables() -> [KeyPathTable] {
        files.values.sorted { $0.displayPath < $1.displayPath }.flatMap { file in
            file.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> KeyPathTable? in
                guard let declaration = token.parent?.as(VariableDeclSyntax.self), token.id == declaration.bindingSpecifier.id,
                    declaration.parent?.is(MemberBlockItemSyntax.self) == true, declaration.enclosingTypeName == screen.name,
                    let row = declaration.bindings.first?.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.as(TupleTypeSyntax.self),
                    case let columns = Array(row.elements).filter({ $0.type.trimmedDescription == Self.settingsKeyPathType }), !columns.isEmpty
                else { return nil }
                let rows = plan.runtimeFlags.flatMap(\.locations).filter { location in
                    location.file == file.displayPath && location.column.flatMap { file.token(line: location.line, column: $0) }
                        .map { declaration.range.contains($0.positionAfterSkippingLeadingTrivia) } == true
                }
                let outcome: KeyPathTable.Outcome
                switch rewrite(declaration, row: row, columns: columns, in: file) {
                case .success(let edits): outcome = .edits(edits)
                case .failure(let refusal): outcome = .left(refusal.reason)
                }
                return KeyPathTable(file: file.displayPath, declaration: declaration, rows: rows, outcome: outcome)
            }
        }
    }

    /// Why a table is left as it is.
    private struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// What the rewrite of one table knows.
    private struct Table {
        let declaration: VariableDeclSyntax
        let name: String
        /// The key paths' tuple label (`keyPath`), renamed to `KeyPathTableRewriter.label`.
        let label: String
        let otherLabels: Set<String>
        let map: DelegateInstaller.MapProperty
    }

    private func rewrite(
        _ declaration: VariableDeclSyntax, row: TupleTypeSyntax, columns: [TupleTypeElementSyntax], in file: EditableFile
    ) -> Result<[String: [TextEdit]], Refusal> {
        let map: DelegateInstaller.MapProperty
        switch DelegateInstaller(plan: plan, file: files[screen.mainFile]!).mapProperty() {
        case .failure(let error): return .failure(Refusal(error.description))
        case .success(let found): map = found
        }
        let labels = row.elements.compactMap { $0.firstName?.text }
        guard let column = columns.first, let columnIndex = Array(row.elements).firstIndex(where: { $0.id == column.id }), columns.count == 1,
            declaration.bindingSpecifier.tokenKind == .keyword(.let), declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            declaration.bindings.count == 1, let binding = declaration.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let label = column.firstName?.text, labels.count == row.elements.count, !labels.contains(Self.label),
            let array = binding.initializer?.value.as(ArrayExprSyntax.self)
        else {
            return .failure(Refusal(
                "\(place(of: declaration, in: file)): the key-path table is not a `static let` array literal of tuples with one key-path column, labelled other than `\(Self.label)`"))
        }
        let table = Table(declaration: declaration, name: name, label: label, otherLabels: Set(labels).subtracting([label]), map: map)
        var edits: [String: [TextEdit]] = [:]
        edits[file.displayPath] = [
            TextEdit(
                range: column.positionAfterSkippingLeadingTrivia.utf8Offset..<column.type.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "\(Self.label): @MainActor (\(screen.name), Bool) -> Void")
        ]
        for element in array.elements {
            switch rowEdits(element, column: columnIndex, table: table, in: file) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let list): edits[file.displayPath]! += list
            }
        }
        for other in project.files {
            let text = String(decoding: other.bytes, as: UTF8.self)
            guard text.contains(name) || text.contains(label) else { continue }
            let editable = files[other.file.displayPath] ?? EditableFile(path: other.file.path, displayPath: other.file.displayPath, bytes: other.bytes)
            switch useEdits(of: table, in: editable) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let list): edits[editable.displayPath, default: []] += list
            }
        }
        return .success(edits.filter { !$0.value.isEmpty })
    }

    /// The row's key path replaced with a closure setting the delegate, and its label renamed.
    private func rowEdits(_ element: ArrayElementSyntax, column: Int, table: Table, in file: EditableFile) -> Result<[TextEdit], Refusal> {
        guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count > column,
            case let cell = tuple.elements[tuple.elements.index(tuple.elements.startIndex, offsetBy: column)],
            let keyPath = cell.expression.as(KeyPathExprSyntax.self),
            keyPath.root == nil || keyPath.root?.trimmedDescription == "GMSUISettings", keyPath.components.count == 1,
            let setting = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
            let flag = LegacyFlag.allCases.first(where: { $0.settingName == setting })
        else { return .failure(Refusal("\(place(of: element, in: file)): this row of `\(table.name)` is not a key path to a legacy flag of `GMSUISettings`")) }
        let location = file.location(of: keyPath)
        guard let runtime = plan.runtimeFlags.first(where: { $0.flag == flag }),
            runtime.locations.contains(where: { $0.file == location.file && $0.line == location.line })
        else {
            return .failure(Refusal(
                "\(place(of: element, in: file)): this row of `\(table.name)` does not decide the delegate's `\(flag.propertyName)` (it is fixed on this screen, or the use is suppressed), so its closure would set nothing"))
        }
        let setsDelegate = "screen.\(DelegateInstaller.propertyName).\(flag.propertyName) = isOn"
        let closure: String
        if flag == .compass {
            let isPrivate = table.map.declaration.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            guard file.displayPath == screen.mainFile || !isPrivate else {
                return .failure(Refusal("\(place(of: element, in: file)): this row must write `\(table.map.name).settings.compassButton`, private to \(screen.mainFile)"))
            }
            let indent = file.indentation(at: element.positionAfterSkippingLeadingTrivia.utf8Offset)
            closure = [
                "{ screen, isOn in",
                "screen.\(table.map.access).settings.compassButton = isOn  // still drives the compass while navigation is off",
                setsDelegate,
            ].joined(separator: "\n" + indent + file.indentStep) + "\n" + indent + "}"
        } else {
            closure = "{ screen, isOn in \(setsDelegate) }"
        }
        let renamed = cell.label.flatMap { $0.text == table.label ? file.replacement(of: $0, with: Self.label) : nil }
        return .success((renamed.map { [$0] } ?? []) + [file.replacement(of: keyPath, with: closure)])
    }

    /// Every use of the table (its name) and of its key-path label in `file`,
    /// each write rewritten to call the row's closure, or the first use navlint does not understand.
    private func useEdits(of table: Table, in file: EditableFile) -> Result<[TextEdit], Refusal> {
        var edits: [TextEdit] = []
        var understood: Set<SyntaxIdentifier> = []
        for token in file.tree.tokens(viewMode: .sourceAccurate)
        where token.identifier?.name == table.name && token.parent?.parent?.id != table.declaration.bindings.first?.id {
            guard files[file.displayPath] != nil else {
                return .failure(Refusal("\(place(of: token, in: file)): `\(table.name)` is used in a file the fix does not edit for \(screen.name)"))
            }
            guard let (list, access) = callEdits(for: token, table: table, in: file) else {
                return .failure(Refusal("\(place(of: token, in: file)): `\(table.name)` is used in a way navlint cannot rewrite to the delegate"))
            }
            edits += list
            if let access { understood.insert(access.id) }
        }
        // The label anywhere else in the screen (a signature, another read) may carry a row's key path.
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == table.label && token.enclosingTypeName == screen.name {
            let isTupleLabel = token.parent?.as(TupleTypeElementSyntax.self).map { $0.firstName?.id == token.id } ?? false
            let isAccess = token.parent?.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.id == token.id } ?? false
            guard isTupleLabel || isAccess, !table.declaration.range.contains(token.position),
                !(token.parent?.parent.map { understood.contains($0.id) } ?? false)
            else { continue }
            return .failure(Refusal("\(place(of: token, in: file)): `\(table.label)` may carry a row of `\(table.name)` here, where navlint cannot follow it"))
        }
        return .success(edits)
    }

    /// A use of the table navlint understands, with its edits and its
    /// `.<label>` access: `Self.<table>[i].<label>` written to the map's
    /// settings, directly or through a `let` the next statement writes with
    /// (the write calls the row's closure instead), or a read that never sees
    /// a key path (`Self.<table>.count`, `Self.<table>[i].title`: no edits).
    private func callEdits(for token: TokenSyntax, table: Table, in file: EditableFile) -> ([TextEdit], MemberAccessExprSyntax?)? {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
            let base = member.base, ["Self", screen.name].contains(base.trimmedDescription)
        else { return nil }
        if let read = member.parent?.as(MemberAccessExprSyntax.self), read.base?.id == member.id,
            Self.harmlessReads.contains(read.declName.baseName.text)
        {
            return ([], nil)
        }
        guard let row = member.parent?.as(SubscriptCallExprSyntax.self), row.calledExpression.id == member.id,
            let access = row.parent?.as(MemberAccessExprSyntax.self)
        else { return nil }
        if table.otherLabels.contains(access.declName.baseName.text) { return ([], nil) }
        guard access.declName.baseName.text == table.label else { return nil }
        let call = { (write: Assignment) in
            file.replacement(of: write.statement, with: "\(row.trimmedDescription).\(Self.label)(self, \(write.value.trimmedDescription))")
        }
        if let write = settingsWrite(of: access, map: table.map) { return ([call(write)], access) }
        guard let binding = access.parent?.parent?.as(PatternBindingSyntax.self),
            let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
            let statement = declaration.parent?.as(CodeBlockItemSyntax.self),
            let body = statement.parent?.as(CodeBlockItemListSyntax.self),
            case let uses = references(to: local, after: statement, in: body), uses.count == 1,
            let write = settingsWrite(of: uses[0], map: table.map),
            // Only in the very next statement: the row is still read where it was.
            case let statements = Array(body), let index = statements.firstIndex(where: { $0.id == statement.id }),
            index + 1 < statements.count, write.statement.parent?.id == statements[index + 1].id
        else { return nil }
        return ([file.removal(of: statement), call(write)], access)
    }

    /// `<map>.settings[keyPath: <path>] = value`, a whole statement of an
    /// instance method of the screen, where `<map>` is the screen's map property.
    private func settingsWrite(of path: some ExprSyntaxProtocol, map: DelegateInstaller.MapProperty) -> Assignment? {
        guard let argument = path.parent?.as(LabeledExprSyntax.self), argument.label?.text == "keyPath",
            let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let settings = subscriptCall.calledExpression.as(MemberAccessExprSyntax.self), settings.declName.baseName.text == "settings",
            let mapExpression = settings.base, reaches(mapExpression, map),
            let assignment = Assignment(target: subscriptCall), assignment.statement.parent?.is(CodeBlockItemSyntax.self) == true,
            subscriptCall.enclosingTypeName == screen.name,
            let function = subscriptCall.enclosing(FunctionDeclSyntax.self),
            !function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) })
        else { return nil }
        return assignment
    }

    /// `map`, `self.map`, `map?`, `map!` (or `self.map?` ...): the screen's map, reached through `self`.
    private func reaches(_ expression: ExprSyntax, _ map: DelegateInstaller.MapProperty) -> Bool {
        let unwrapped = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        if let reference = unwrapped.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == map.name }
        guard let member = unwrapped.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == map.name && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private func place(of node: some SyntaxProtocol, in file: EditableFile) -> String {
        "\(file.displayPath):\(file.location(of: node).line)"
    }
}
