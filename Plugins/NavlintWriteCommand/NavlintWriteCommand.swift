import PackagePlugin

/// `swift package --allow-writing-to-package-directory navlint-write fix|generate ...`: navlint's
/// commands that write into the package (`fix` rewrites sources and adds layout delegates,
/// `generate` writes delegates), declared with the permission SwiftPM must grant for that.
@main
struct NavlintWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try NavlintInvocation(arguments: arguments, mayWriteSources: true).run(context: context, packageManager: packageManager)
    }
}
