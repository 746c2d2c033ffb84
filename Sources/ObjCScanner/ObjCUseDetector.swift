import CClang
import NavlintCore

/// Finds the uses of legacy symbols in one parsed Objective-C file.
///
/// Clang has already resolved every property access and message send to the
/// declaration it calls, from the receiver's static type (ivars, properties,
/// casts, categories, subclasses all included), so a use is a reference whose
/// declaration is a legacy member declared by the SDK owner or a subclass of
/// it. The app's own methods with SDK-like names resolve to the app's class;
/// strings, comments, `@selector` literals and inactive `#if` blocks have no
/// such reference. Only the main file is searched: headers are linted as
/// files of their own.
struct ObjCUseDetector {
    struct Use: Hashable, Sendable {
        var ruleID: String
        var line: Int
        var column: Int
    }

    let symbols: ObjCSymbolTable

    func uses(in unit: ClangTranslationUnit, graph: ObjCClassGraph) -> [Use] {
        var found: Set<Use> = []
        let root = unit.rootCursor
        Clang.visitChildren(root) { cursor, parent in
            let location = clang_getCursorLocation(cursor)
            if clang_equalCursors(parent, root) != 0, clang_Location_isFromMainFile(location) == 0 {
                return CXChildVisit_Continue
            }
            let hits: [ObjCSymbolTable.Entry]
            switch cursor.kind {
            case CXCursor_MemberRefExpr, CXCursor_ObjCMessageExpr:
                hits = memberUses(cursor, graph)
            case CXCursor_ObjCProtocolRef
            where [CXCursor_ObjCInterfaceDecl, CXCursor_ObjCCategoryDecl, CXCursor_ObjCProtocolDecl].contains(parent.kind):
                hits = symbols.protocols[Clang.spelling(cursor)] ?? []
            case CXCursor_ObjCInstanceMethodDecl
            where [CXCursor_ObjCImplementationDecl, CXCursor_ObjCCategoryImplDecl].contains(parent.kind):
                hits = listenerUses(cursor, in: Self.className(ofContainer: parent), graph)
            default:
                hits = []
            }
            // A message is reported at its selector, like clang's diagnostics; anything else at its name.
            let place = cursor.kind == CXCursor_ObjCMessageExpr
                ? clang_getRangeStart(clang_Cursor_getSpellingNameRange(cursor, 0, 0)) : location
            if !hits.isEmpty, let position = unit.mainFilePosition(place) {
                for ruleID in Set(hits.map(\.ruleID)) {
                    found.insert(Use(ruleID: ruleID, line: position.line, column: position.column))
                }
            }
            return CXChildVisit_Recurse
        }
        return found.sorted { ($0.line, $0.column, $0.ruleID) < ($1.line, $1.column, $1.ruleID) }
    }

    /// A property access or message whose declaration is a legacy member of its owner.
    private func memberUses(_ cursor: CXCursor, _ graph: ObjCClassGraph) -> [ObjCSymbolTable.Entry] {
        let declaration = clang_getCursorReferenced(cursor)
        guard !Clang.isNull(declaration),
            [CXCursor_ObjCPropertyDecl, CXCursor_ObjCInstanceMethodDecl].contains(declaration.kind),
            let entries = symbols.members[Clang.spelling(declaration)],
            let owner = Self.className(ofContainer: clang_getCursorSemanticParent(declaration))
        else { return [] }
        // `padding` and the like also need a receiver whose static type is known (not `id`).
        let typedReceiver = cursor.kind != CXCursor_ObjCMessageExpr
            || ObjCClassGraph.className(of: clang_Cursor_getReceiverType(cursor)) != nil
        return entries.filter { entry in
            graph.isClass(owner, kindOf: entry.symbol.owner) && (typedReceiver || !entry.symbol.requiresResolvedReceiver)
        }
    }

    /// A listener method implemented by a class that adopts the listener protocol.
    private func listenerUses(_ method: CXCursor, in className: String?, _ graph: ObjCClassGraph) -> [ObjCSymbolTable.Entry] {
        guard let className, let entries = symbols.listenerSelectors[Clang.spelling(method)],
            clang_isCursorDefinition(method) != 0 else { return [] }
        return entries.filter { graph.conforms(className, to: $0.symbol.owner) }
    }

    /// The class an interface, category, class extension or implementation belongs to.
    static func className(ofContainer container: CXCursor) -> String? {
        switch container.kind {
        case CXCursor_ObjCInterfaceDecl, CXCursor_ObjCImplementationDecl:
            return Clang.spelling(container)
        case CXCursor_ObjCCategoryDecl, CXCursor_ObjCCategoryImplDecl:
            return Clang.children(container).first { $0.kind == CXCursor_ObjCClassRef }.map(Clang.spelling)
        default:
            return nil
        }
    }
}
