import SwiftIfConfig
import SwiftSyntax

/// The app's build configuration `#if` is evaluated against: an iOS device
/// build by Xcode 26's Swift 6.2 in the Swift 6 language mode that can import
/// the iOS SDK's frameworks and Google's, with the given custom conditions
/// (`-D NAME`) defined; none by default.
public struct AppBuildConfiguration: BuildConfiguration, Sendable {
    /// Custom conditions (`#if NAME`) the build defines.
    public var customConditions: Set<String>

    /// What the build is, for messages about code it leaves out.
    public static let description = "an iOS device build by Swift 6.2 that imports the iOS SDK's frameworks and Google's"

    /// Modules an iOS app target can import (the iOS SDK's and Google's); `canImport` of others
    /// (third-party packages, macOS-only frameworks) is false.
    static let importableModules: Set<String> = [
        "Swift", "Foundation", "UIKit", "CoreGraphics", "CoreLocation", "MapKit", "CarPlay", "SwiftUI", "Combine",
        "GoogleMaps", "GoogleNavigation", "Darwin", "ObjectiveC", "Dispatch", "Accelerate", "ActivityKit", "AppIntents",
        "ARKit", "AudioToolbox", "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit", "BackgroundTasks",
        "CallKit", "Charts", "CloudKit", "Contacts", "ContactsUI", "CoreAnimation", "CoreBluetooth", "CoreData",
        "CoreFoundation", "CoreHaptics", "CoreImage", "CoreML", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight",
        "CoreTelephony", "CoreText", "CoreVideo", "CryptoKit", "DeviceCheck", "EventKit", "EventKitUI", "GameController",
        "GameKit", "HealthKit", "ImageIO", "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication", "MediaPlayer",
        "MessageUI", "Metal", "MetalKit", "MobileCoreServices", "MultipeerConnectivity", "NaturalLanguage", "Network",
        "NotificationCenter", "Observation", "os", "OSLog", "PDFKit", "PencilKit", "Photos", "PhotosUI", "PushKit",
        "QuartzCore", "QuickLook", "RealityKit", "ReplayKit", "SafariServices", "SceneKit", "Security", "Social", "Speech",
        "SpriteKit", "StoreKit", "SwiftData", "SystemConfiguration", "TipKit", "UniformTypeIdentifiers", "UserNotifications",
        "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity", "WebKit", "WidgetKit",
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
    public var languageVersion: VersionTuple { VersionTuple(6, 2) }
    public var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
