import CClang
import CClangLocation
import Foundation

/// The clang command line for each file: the language from the extension,
/// the project's own arguments first (`compile_commands.json` for that file,
/// then `--objc-flags`), so a real SDK they point to is found before
/// navlint's declarations, which come last (`-idirafter`).
struct ClangArguments: Sendable {
    private let common: [String]
    private let stubs: [String]
    private let fileArguments: [String: [String]]
    /// Base names of the `.mm` files, whose headers are Objective-C++.
    private let objectiveCPlusPlusNames: Set<String>

    init(stubs folder: String, sources: [String], options: ObjCOptions) {
        // An app target's headers are found by name from any of its files (Xcode's header maps).
        let headerFolders = Set(sources.filter { $0.hasSuffix(".h") }.map { ($0 as NSString).deletingLastPathComponent })
        common = options.extraArguments + headerFolders.sorted().flatMap { ["-iquote", $0] }
        // Modules, for `@import`: the stubs' module map, built once per run into the stub folder.
        stubs = [
            "-target", "arm64-apple-ios15.0", "-isysroot", folder, "-fblocks",
            "-fmodules", "-fmodules-cache-path=\(folder)/ModuleCache",
            "-Wno-everything", "-idirafter", folder,
        ] + (Self.resourceDirectory.map { ["-resource-dir", $0] } ?? [])
        fileArguments = options.fileArguments
        objectiveCPlusPlusNames = Set(sources.filter { $0.hasSuffix(".mm") }.map { ($0 as NSString).deletingPathExtension })
    }

    func language(of path: String) -> ClangTranslationUnit.Language {
        switch (path as NSString).pathExtension {
        case "mm": return .objectiveCPlusPlus
        case "h" where objectiveCPlusPlusNames.contains((path as NSString).deletingPathExtension): return .objectiveCPlusPlus
        default: return .objectiveC
        }
    }

    /// Files are read as ARC unless clang says a file manages memory by hand
    /// (`release`, `[super dealloc]`): then it is read again without ARC, as its build would.
    func `for`(_ path: String, automaticReferenceCounting: Bool = true) -> [String] {
        let standard = language(of: path) == .objectiveCPlusPlus ? ["-std=gnu++17", "-fcxx-modules"] : ["-std=gnu11"]
        let memory = automaticReferenceCounting ? "-fobjc-arc" : "-fno-objc-arc"
        return (fileArguments[path] ?? []) + common + standard + [memory] + stubs
    }

    /// Clang's builtin headers (`stddef.h`, `stdint.h`, `stdarg.h`) for the files that include them:
    /// `NAVLINT_CLANG_RESOURCE_DIR`, or `lib/clang/<version>` (or `<major>`) below the LLVM prefix
    /// navlint was built with. libclang finds them itself only for the host's target.
    static let resourceDirectory: String? = {
        if let override = ProcessInfo.processInfo.environment["NAVLINT_CLANG_RESOURCE_DIR"], !override.isEmpty {
            return override
        }
        let version = Clang.string(clang_getClangVersion())  // "Debian clang version 14.0.6"
        guard let number = version.split(separator: " ").first(where: { $0.first?.isNumber == true }) else { return nil }
        let base = String(cString: navlint_libclang_prefix()) + "/lib/clang/"
        let candidates = [String(number), String(number.prefix { $0 != "." })].map { base + $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/include/stddef.h") }
    }()
}
