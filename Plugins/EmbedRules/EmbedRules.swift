import Foundation
import PackagePlugin

/// Embeds the files of the top-level `Rules/` folder into the target that
/// uses this plugin, so that the `navlint` binary carries its catalog and
/// works from any directory.
@main
struct EmbedRules: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rules = context.package.directoryURL.appending(path: "Rules")
        let inputs = try FileManager.default
            .contentsOfDirectory(at: rules, includingPropertiesForKeys: nil)
            .filter { ["xml", "xsd"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRuleFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) rule files",
                executable: try context.tool(named: "RuleEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
