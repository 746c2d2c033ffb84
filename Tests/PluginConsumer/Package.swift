// swift-tools-version:6.0
import PackageDescription

// An app package that uses navlint's SwiftPM plugins, for scripts/test-plugins.sh: it depends on
// the navlint checkout it sits in (the test points a copy at the checkout under test).
let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(name: "navlint", path: "../..")],
    targets: [
        // Declarations of the Navigation SDK and UIKit that RouteScreen uses, so that it compiles on Linux.
        .target(name: "NavigationSDKStandIn"),
        .target(
            name: "RouteScreen", dependencies: ["NavigationSDKStandIn"],
            plugins: [.plugin(name: "NavlintBuildWarnings", package: "navlint")]),
    ]
)
