import SwiftIfConfig
import SwiftSyntax

/// The app's build configuration `#if` is evaluated against: an iOS device
/// build in Swift 6 that can import the Apple and Google frameworks, with the
/// given custom conditions (`-D NAME`) defined; none by default.
public struct AppBuildConfiguration: BuildConfiguration, Sendable {
    /// Custom conditions (`#if NAME`) the build defines.
    public var customConditions: Set<String>

    /// Modules an iOS app target can import; `canImport` of others is false.
    static let importableModules: Set<String> = [
        "Swift", "Foundation", "UIKit", "CoreGraphics", "CoreLocation", "MapKit", "CarPlay", "SwiftUI", "Combine",
        "GoogleMaps", "GoogleNavigation", "Darwin", "ObjectiveC", "Dispatch",
    ]

    public init(customConditions: Set<String> = []) {
        self.customConditions = customConditions
    }

    public func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
    public func hasFeature(name: String) -> Bool { false }
    public func hasAttribute(name: String) -> Bool { false }

    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importableModules.contains($0.1) } ?? false
    }

    public func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    public func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    public func isActiveTargetEnvironment(name: String) -> Bool { false }
    public func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    public func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    public func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    public var targetPointerBitWidth: Int { 64 }
    public var targetAtomicBitWidths: [Int] { [32, 64] }
    public var endianness: Endianness { .little }
    public var languageVersion: VersionTuple { VersionTuple(6, 0) }
    public var compilerVersion: VersionTuple { VersionTuple(6, 0) }
}
