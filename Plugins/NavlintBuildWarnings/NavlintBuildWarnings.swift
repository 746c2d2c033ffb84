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
@main
struct NavlintBuildWarnings: BuildToolPlugin {
    /// The file extensions `navlint lint` reads.
    static let lintedExtensions: Set<String> = ["swift", "m", "mm", "h"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles.map(\.url).filter { Self.lintedExtensions.contains($0.pathExtension) }
        guard !sources.isEmpty else { return [] }
        let navlint = try context.tool(named: "navlint").url
        let configuration = context.package.directoryURL.appending(path: ".navlint.json")
        let configurations = FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []
        let marker = context.pluginWorkDirectoryURL.appending(path: "NavlintLinted.swift")
        return [
            .buildCommand(
                displayName: "navlint lint \(target.name)",
                executable: try context.tool(named: "NavlintBuildStep").url,
                arguments: [marker.path, navlint.path, "lint", "--quiet", "--reporter", "text"]
                    + configurations.flatMap { ["--config", $0.path] } + sources.map(\.path),
                inputFiles: sources + configurations + [navlint],
                outputFiles: [marker])
        ]
    }
}
