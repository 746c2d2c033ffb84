import Foundation
import PackagePlugin

/// One run of the `navlint` executable (built from source with the package that depends on
/// navlint) for the command plugins, `navlint` and `navlint-write`, which share this file.
///
/// navlint runs in the package's directory, as it would by hand: with no path `navlint lint`
/// lints the package, report and baseline paths are relative to it, and `.navlint.json` there
/// is found. `--target NAME` (repeatable) adds those targets' folders as paths; every other
/// argument goes to navlint as given. navlint's exit status becomes the plugin's: SwiftPM
/// fails the `swift package` command when navlint does.
///
/// The plugins build the `navlint` product (debug, as `swift build` does) instead of declaring
/// navlint as their tool: SwiftPM builds a plugin's tools as separate host copies of every
/// module, so the package would compile navlint twice, once for `NavlintBuildWarnings` (which
/// runs the product) and once for these plugins.
struct NavlintInvocation {
    /// The plugin's arguments: a navlint command and its arguments, with `--target` options.
    var arguments: [String]
    /// Whether the plugin declares the permission to write to the package directory (SwiftPM
    /// runs it only when that permission is granted).
    var mayWriteSources: Bool

    func run(context: PluginContext, packageManager: PackageManager) throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try context.package.targets(named: extractor.extractOption(named: "target"))
        let package = context.package.directoryURL.standardizedFileURL.path
        let navlintArguments = try extractor.remainingArguments
            + targets.map { relativePath(try directory(of: $0), to: package) }
        let command = navlintArguments.first ?? ""
        if !mayWriteSources && Self.writesSources(navlintArguments) {
            Diagnostics.error(
                "navlint \(command) writes into the package; run it as "
                    + "'swift package --allow-writing-to-package-directory navlint-write \(command) ...'")
            return
        }

        let build = try packageManager.build(.product("navlint"), parameters: .init(configuration: .debug))
        guard build.succeeded, let navlint = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("could not build navlint:\n\(build.logText)")
            return
        }
        let process = Process()
        process.executableURL = navlint.url
        process.arguments = navlintArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            return
        case (.exit, let status):
            Diagnostics.error("navlint \(command) exited with status \(status)")
        case (_, let signal):
            Diagnostics.error("navlint \(command) was terminated by signal \(signal)")
        }
    }

    /// Whether navlint's command line changes the package's files: `fix` (also spelled
    /// `lint --fix`) unless it is a `--dry-run`, and `generate`.
    static func writesSources(_ arguments: [String]) -> Bool {
        switch arguments.first {
        case "fix": !arguments.contains("--dry-run")
        case "lint": arguments.contains("--fix") && !arguments.contains("--dry-run")
        case "generate": true
        default: false
        }
    }

    /// The folder of a target named with `--target`; only source targets have files to lint.
    private func directory(of target: Target) throws -> URL {
        switch target {
        case let target as SwiftSourceModuleTarget: target.directoryURL
        case let target as ClangSourceModuleTarget: target.directoryURL
        default: throw PluginError("--target \(target.name) is not a Swift or C-family source target")
        }
    }

    /// `url`'s path relative to `directory` when it is inside it, so that findings and
    /// reports name files as they do when navlint runs in the package by hand.
    private func relativePath(_ url: URL, to directory: String) -> String {
        let path = url.standardizedFileURL.path
        if path == directory { return "." }
        return path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
    }
}

/// A usage error of the command plugins, shown by SwiftPM as the plugin's error.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
