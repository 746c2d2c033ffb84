import PackagePlugin

/// `swift package navlint COMMAND ...`: navlint's commands that leave the package's files alone
/// (`lint`, `verify`, `rules`, `fix --dry-run`, `help`).
///
/// It asks for no permission, so that linting never stops at SwiftPM's permission prompt (or,
/// without a terminal, fails for want of `--allow-writing-to-package-directory`): SwiftPM asks
/// for a plugin's declared permissions on every run, whatever its arguments. Commands that
/// write into the package are refused here and pointed at `navlint-write`.
@main
struct NavlintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try NavlintInvocation(arguments: arguments, mayWriteSources: false).run(context: context, packageManager: packageManager)
    }
}
