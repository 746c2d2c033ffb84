import DelegateGenerator
import NavlintCore
import SourceEditing
import SwiftSyntax

/// Takes the screen's delegate to the code outside the screen that its
/// legacy uses were rewritten in, so that code compiles against it.
///
/// - Helpers the screen hands its map to (`MapChrome.apply(to:compact:)`, a
///   configuration's `apply(to:)`) take it as one more parameter, and each
///   of the screen's calls passes the screen's own.
/// - Objects the screen holds that keep a weak reference to its map (a
///   coordinator, a facade) get `weak var layoutDelegate`, after their map
///   property, which the screen sets when it installs the delegate.
///
/// Code whose rewritten uses do not need the delegate (only fixed settings,
/// now removed) is left as it was.
struct DelegateReach {
    let plan: ScreenPlan
    let files: [String: EditableFile]
    /// The screen's property holding the delegate, and the new parameter's name.
    let delegate: String

    /// The edits by file, or why a helper cannot take the delegate (then the
    /// rewrites inside it would not compile, and the screen is refused).
    func edits(after rewrites: [String: [TextEdit]]) -> Result<[String: [TextEdit]], InstallError> {
        var edits: [String: [TextEdit]] = [:]
        for holder in plan.screen.holders {
            guard let (file, type) = declaration(of: holder) else {
                return .failure(InstallError("navlint could not find `\(holder.typeName)` again"))
            }
            guard Self.uses(delegate, in: type, edits: rewrites[file.displayPath, default: []]) else { continue }
            guard let property = type.memberBlock.members.lazy.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).first(where: {
                $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == holder.mapProperty
            }) else { return .failure(InstallError("navlint could not find `\(holder.typeName).\(holder.mapProperty)` again")) }
            edits[file.displayPath, default: []].append(
                file.insertion(["weak var \(delegate): \(plan.screen.name)LayoutDelegate?"], after: property))
        }
        for helper in threaded {
            guard let function = function(of: helper), let body = function.body else {
                return .failure(InstallError("navlint could not find the helper at \(Self.place(helper.location)) again"))
            }
            guard Self.uses(delegate, in: body, edits: rewrites[helper.location.file, default: []]) else { continue }
            let name = "`\(function.name.text)`"
            if function.modifiers.contains(where: { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }) {
                return .failure(InstallError("\(name) is public, and the delegate it would take is internal; thread it by hand"))
            }
            let parameters = Array(function.signature.parameterClause.parameters)
            var calls: [(location: NavlintCore.SourceLocation, call: FunctionCallExprSyntax)] = []
            for location in helper.calls {
                guard let call = call(at: location) else {
                    return .failure(InstallError("navlint cannot pass the delegate to \(name) at \(Self.place(location))"))
                }
                calls.append((location, call))
            }
            // Calls with trailing closures pass the delegate before them: it goes before the parameters they take.
            let trailing = Set(calls.map { CallSites.trailingClosureCount(of: $0.call) })
            let inParentheses = parameters.count - (trailing.first ?? 0)
            guard trailing.count <= 1, inParentheses > 0,
                inParentheses < parameters.count || parameters.last?.trailingComma == nil,
                let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == helper.mapParameter }),
                position < inParentheses
            else { return .failure(InstallError("navlint cannot add a parameter to \(name)")) }
            let anchor = parameters[inParentheses - 1]
            edits[helper.location.file, default: []].append(
                .insert(
                    ", \(delegate): \(plan.screen.name)LayoutDelegate",
                    at: (anchor.trailingComma?.positionAfterSkippingLeadingTrivia ?? anchor.endPositionBeforeTrailingTrivia).utf8Offset))
            for (location, call) in calls {
                guard let lastArgument = call.arguments.last, lastArgument.trailingComma == nil, call.arguments.count == inParentheses
                else { return .failure(InstallError("navlint cannot pass the delegate to \(name) at \(Self.place(location))")) }
                let map = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: position)].expression
                // The screen's delegate, reached the way the call reaches the map.
                let fromSelf = map.firstToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self)
                edits[location.file, default: []].append(
                    .insert(", \(delegate): \(fromSelf ? "self." : "")\(delegate)", at: lastArgument.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        return .success(edits)
    }

    /// `holder.layoutDelegate = layoutDelegate` for each holder whose
    /// rewritten code uses the delegate: the installation's lines.
    func holderAssignments(after rewrites: [String: [TextEdit]]) -> [String] {
        plan.screen.holders.compactMap { holder in
            guard let (file, type) = declaration(of: holder), Self.uses(delegate, in: type, edits: rewrites[file.displayPath, default: []])
            else { return nil }
            return "\(holder.screenProperty).\(delegate) = \(delegate)"
        }
    }

    /// Whether an edit inside `node` writes the delegate.
    private static func uses(_ delegate: String, in node: some SyntaxProtocol, edits: [TextEdit]) -> Bool {
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        return edits.contains { range.contains($0.range.lowerBound) && $0.replacement.contains(delegate) }
    }

    /// The holder's class and its file.
    private func declaration(of holder: MapHolder) -> (EditableFile, ClassDeclSyntax)? {
        for file in files.values.sorted(by: { $0.displayPath < $1.displayPath }) {
            if let type = file.tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first(where: { $0.name.text == holder.typeName }) {
                return (file, type)
            }
        }
        return nil
    }

    /// The helpers only this screen calls: the ones that can take its delegate.
    private var threaded: [MapHelper] { plan.screen.helpers.filter { $0.callers == [plan.screen.name] } }

    /// The call whose function name is at `location`.
    private func call(at location: NavlintCore.SourceLocation) -> FunctionCallExprSyntax? {
        guard let file = files[location.file], let column = location.column, let token = file.token(line: location.line, column: column),
            let call = token.enclosing(FunctionCallExprSyntax.self),
            CallSites.calledName(of: call)?.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia
        else { return nil }
        return call
    }

    private func function(of helper: MapHelper) -> FunctionDeclSyntax? {
        guard let file = files[helper.location.file], let column = helper.location.column else { return nil }
        return file.token(line: helper.location.line, column: column)?.enclosing(FunctionDeclSyntax.self)
    }

    /// The byte ranges of the helpers and holders, which reach the delegate
    /// their own way, by file.
    func ownReferenceRanges() -> [String: [Range<Int>]] {
        var ranges: [String: [Range<Int>]] = [:]
        for helper in threaded {
            guard let function = function(of: helper) else { continue }
            ranges[helper.location.file, default: []].append(function.position.utf8Offset..<function.endPosition.utf8Offset)
        }
        for holder in plan.screen.holders {
            guard let (file, type) = declaration(of: holder) else { continue }
            ranges[file.displayPath, default: []].append(type.position.utf8Offset..<type.endPosition.utf8Offset)
        }
        return ranges
    }

    private static func place(_ location: NavlintCore.SourceLocation) -> String { "\(location.file):\(location.line)" }
}
