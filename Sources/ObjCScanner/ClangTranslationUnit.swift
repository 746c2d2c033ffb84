import CClang
import Foundation

/// One Objective-C or Objective-C++ file parsed by clang through libclang.
///
/// Each translation unit owns its `CXIndex`: libclang does not allow one index
/// to be used from several threads at once, and an index per file costs far
/// less than the parse itself, so files parse in parallel without locks.
final class ClangTranslationUnit {
    /// The clang language of a file, from its extension.
    enum Language: String {
        case objectiveC = "objective-c"
        case objectiveCPlusPlus = "objective-c++"
    }

    private let index: CXIndex
    let unit: CXTranslationUnit
    let mainFile: CXFile

    /// Parses `path` (with `contents` standing in for the file on disk) with
    /// clang's error recovery on: a missing header or an unknown macro is a
    /// diagnostic, and the rest of the file is still analyzed.
    init?(path: String, contents: [UInt8], language: Language, arguments: [String]) {
        let index = clang_createIndex(0, 0)!
        let options = CXTranslationUnit_KeepGoing.rawValue | CXTranslationUnit_DetailedPreprocessingRecord.rawValue
            | CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles.rawValue
        var parsed: CXTranslationUnit?
        let argv = (["-x", language.rawValue] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        // The bytes already read (and prefiltered) are what clang parses, also for in-memory inputs.
        let code = path.withCString { name in
            contents.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { text in
                    var unsaved = CXUnsavedFile(Filename: name, Contents: text.baseAddress, Length: UInt(text.count))
                    return argv.withUnsafeBufferPointer { arguments in
                        arguments.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: arguments.count) {
                            clang_parseTranslationUnit2(index, name, $0, Int32(arguments.count), &unsaved, 1, options, &parsed)
                        }
                    }
                }
            }
        }
        guard code == CXError_Success, let parsed, let file = clang_getFile(parsed, path) else {
            if let parsed { clang_disposeTranslationUnit(parsed) }
            clang_disposeIndex(index)
            return nil
        }
        self.index = index
        unit = parsed
        mainFile = file
    }

    deinit {
        clang_disposeTranslationUnit(unit)
        clang_disposeIndex(index)
    }

    var rootCursor: CXCursor { clang_getTranslationUnitCursor(unit) }

    /// Where clang's diagnostics would put `location`: macro arguments at
    /// their spelling, macro bodies at the expansion. `nil` outside the main file.
    func mainFilePosition(_ location: CXSourceLocation) -> (line: Int, column: Int)? {
        var file: CXFile?
        var line: UInt32 = 0
        var column: UInt32 = 0
        clang_getFileLocation(location, &file, &line, &column, nil)
        guard let file, clang_File_isEqual(file, mainFile) != 0 else { return nil }
        return (Int(line), Int(column))
    }

    /// The errors clang recovered from, in order.
    var errors: [Diagnostic] {
        (0..<clang_getNumDiagnostics(unit)).compactMap { position in
            let diagnostic = clang_getDiagnostic(unit, position)
            defer { clang_disposeDiagnostic(diagnostic) }
            guard clang_getDiagnosticSeverity(diagnostic).rawValue >= CXDiagnostic_Error.rawValue else { return nil }
            var file: CXFile?
            var line: UInt32 = 0
            var column: UInt32 = 0
            clang_getFileLocation(clang_getDiagnosticLocation(diagnostic), &file, &line, &column, nil)
            let inMainFile = file.map { clang_File_isEqual($0, mainFile) != 0 } ?? false
            return Diagnostic(
                message: Clang.string(clang_getDiagnosticSpelling(diagnostic)),
                file: file.map { Clang.string(clang_getFileName($0)) },
                line: Int(line), column: Int(column), inMainFile: inMainFile)
        }
    }

    struct Diagnostic {
        var message: String
        var file: String?
        var line: Int
        var column: Int
        var inMainFile: Bool

        /// ARC's complaints about `retain`/`release`/`dealloc`: the file is manual reference counting code.
        var isAboutManualMemoryManagement: Bool {
            message.hasPrefix("ARC forbids") || message.contains("automatic reference counting mode")
        }
    }

    /// The comments of the main file, with where each starts.
    func comments() -> [(text: String, line: Int, column: Int)] {
        let range = clang_getCursorExtent(rootCursor)
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang_tokenize(unit, range, &tokens, &count)
        guard let tokens else { return [] }
        defer { clang_disposeTokens(unit, tokens, count) }
        return (0..<Int(count)).compactMap { position in
            let token = tokens[position]
            guard clang_getTokenKind(token) == CXToken_Comment,
                let start = mainFilePosition(clang_getTokenLocation(unit, token)) else { return nil }
            return (Clang.string(clang_getTokenSpelling(unit, token)), start.line, start.column)
        }
    }
}

/// Small conveniences over libclang's C API.
enum Clang {
    /// Takes ownership of a `CXString`.
    static func string(_ value: CXString) -> String {
        defer { clang_disposeString(value) }
        guard let pointer = clang_getCString(value) else { return "" }
        return String(cString: pointer)
    }

    static func spelling(_ cursor: CXCursor) -> String { string(clang_getCursorSpelling(cursor)) }

    /// Visits the children of `cursor`; `body` gets each child and its parent.
    static func visitChildren(_ cursor: CXCursor, _ body: (CXCursor, CXCursor) -> CXChildVisitResult) {
        withoutActuallyEscaping(body) { body in
            var box = body
            withUnsafeMutablePointer(to: &box) { pointer in
                _ = clang_visitChildren(cursor, { child, parent, context in
                    context!.assumingMemoryBound(to: ((CXCursor, CXCursor) -> CXChildVisitResult).self).pointee(child, parent)
                }, pointer)
            }
        }
    }

    /// The direct children of `cursor`.
    static func children(_ cursor: CXCursor) -> [CXCursor] {
        var found: [CXCursor] = []
        visitChildren(cursor) { child, _ in
            found.append(child)
            return CXChildVisit_Continue
        }
        return found
    }

    static func isNull(_ cursor: CXCursor) -> Bool { clang_Cursor_isNull(cursor) != 0 }
}
