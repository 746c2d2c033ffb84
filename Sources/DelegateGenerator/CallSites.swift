import SwiftSyntax

/// Where a screen (or its map classes) calls one of its own methods, so that
/// extraction can follow a value through a parameter, or know whether a
/// method runs when the screen is set up.
public struct CallSites {
    let declarations: [TypeDeclaration]
    let paths: CodePaths

    /// A call and the file it is in.
    struct Site {
        let call: FunctionCallExprSyntax
        let file: ParsedFile
    }

    /// Methods UIKit calls once while a screen or view is set up.
    static let setUpMethods: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    /// The calls of `function` that run in the app's build (`name(label: ...)`
    /// or `receiver.name(label: ...)`, with the same argument labels).
    func calls(to function: FunctionDeclSyntax) -> [Site] {
        let labels = function.signature.parameterClause.parameters.map { parameter -> String? in
            parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        }
        return declarations.flatMap { declaration in
            declaration.node.descendants(FunctionCallExprSyntax.self).compactMap { call -> Site? in
                guard Self.calledName(of: call)?.text == function.name.text, Self.passes(call, labels: labels),
                    paths.reach(call, in: declaration.file) != .never
                else { return nil }
                return Site(call: call, file: declaration.file)
            }
        }
    }

    /// The argument every call passes for parameter `name` of `function`, as a
    /// name (`vehicleList`, `self.vehicleList`); `nil` when there is no call,
    /// or the calls pass different or unnamed values.
    func argument(for name: String, of function: FunctionDeclSyntax) -> String? {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else {
            return nil
        }
        let passed = calls(to: function).map { site -> String? in
            let arguments = Array(site.call.arguments)
            return arguments.indices.contains(position) ? SyntaxReading.referencedName(arguments[position].expression) : nil
        }
        guard let first = passed.first, let value = first, passed.allSatisfy({ $0 == value }) else { return nil }
        return value
    }

    /// Whether `call` passes the parameters with `labels`, trailing closures
    /// included (the first one's label cannot be spelled: it takes any).
    private static func passes(_ call: FunctionCallExprSyntax, labels: [String?]) -> Bool {
        let inParentheses = call.arguments.map { $0.label?.text }
        let trailing = call.additionalTrailingClosures.map { Optional($0.label.text) }
        return inParentheses.count + trailingClosureCount(of: call) == labels.count
            && labels.prefix(inParentheses.count).elementsEqual(inParentheses)
            && labels.suffix(trailing.count).elementsEqual(trailing)
    }

    /// How many closures `call` passes after its parentheses.
    public static func trailingClosureCount(of call: FunctionCallExprSyntax) -> Int {
        (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    }

    /// The called function's name: `apply` in `Chrome(footer: x).apply(to: map)`,
    /// `configure` in `configure(map)`.
    public static func calledName(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// Whether `node` runs while the screen is set up: in `init` or a set-up
    /// method, or unconditionally in a method one of those calls (to a small depth).
    func runsAtSetUp(_ node: some SyntaxProtocol, in file: ParsedFile, depth: Int = 3) -> Bool {
        guard depth > 0, paths.reach(node, in: file) == .always else { return false }
        if SyntaxReading.ancestor(of: node, as: InitializerDeclSyntax.self) != nil { return true }
        guard let function = SyntaxReading.ancestor(of: node, as: FunctionDeclSyntax.self) else { return false }
        if Self.setUpMethods.contains(function.name.text) { return true }
        return calls(to: function).contains { runsAtSetUp($0.call, in: $0.file, depth: depth - 1) }
    }
}
