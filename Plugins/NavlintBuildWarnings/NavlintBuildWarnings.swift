import Foundation
import PackagePlugin

/// Lints the target that applies it (`plugins: [.plugin(name: "NavlintBuildWarnings", package:
/// "navlint")]`) whenever its sources change, so legacy uses show up as warnings of the build,
/// in `swift build`'s output and in Xcode's issue navigator, like the compiler's.
///
/// SwiftPM runs only binary tools before the build (prebuild commands); navlint is built from
/// source, so this is a build command, which SwiftPM runs when one of its declared inputs (the
/// target's Swift and Objective-C files, `.navlint.json`, the navlint executable) is newer than
/// its declared output. `NavlintBuildStep` runs navlint and writes that output.
///
/// navlint is not a tool of this plugin: SwiftPM 6.3 builds a plugin's tools in a pass of their
/// own that does not run the build-tool plugins of the tools' targets, and navlint's
/// `RuleCatalog` needs its `EmbedRules` plugin (that pass fails with "cannot find
/// 'embeddedRuleFiles' in scope"). So the command names navlint's executable in the products
/// folder, where SwiftPM also puts the `NavlintBuildStep` tool, as an input: the build builds it
/// first, as any product, with its plugins. That folder holds host executables only when the
/// build is for the host; building for another platform, the input is missing and the build
/// fails, never passes silently.
@main
struct NavlintBuildWarnings: BuildToolPlugin {
    /// The file extensions `navlint lint` reads.
    static let lintedExtensions: Set<String> = ["swift", "m", "mm", "h"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles.map(\.url).filter { Self.lintedExtensions.contains($0.pathExtension) }
        guard !sources.isEmpty else { return [] }
        let step = try context.tool(named: "NavlintBuildStep").url
        let navlint = step.deletingLastPathComponent().appending(path: "navlint")
        // The step uses it when it exists at run time. SwiftPM does not ask the plugin for its
        // commands again when it appears or goes, and a declared input that is missing fails the
        // build: so the package's folder is the input, whose time changes when a file in it is
        // created, removed or saved by renaming over it (as most editors do).
        let configuration = context.package.directoryURL.appending(path: ".navlint.json")
        let marker = context.pluginWorkDirectoryURL.appending(path: "NavlintLinted.swift")
        return [
            .buildCommand(
                displayName: "navlint lint \(target.name)",
                executable: step,
                arguments: [marker.path, configuration.path, navlint.path, "lint", "--quiet", "--reporter", "text"]
                    + sources.map(\.path),
                inputFiles: sources + [context.package.directoryURL, navlint],
                outputFiles: [marker])
        ]
    }
}
