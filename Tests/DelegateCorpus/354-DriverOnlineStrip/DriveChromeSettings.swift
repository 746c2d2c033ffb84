import Foundation
import UIKit

/// The drive screen's tunables. Release builds take them from the `DriveChrome`
/// dictionary in the Info.plist; QA schemes override them with launch arguments
/// and environment variables, so nothing here needs a rebuild to try.
struct DriveChromeSettings {
    var gap: CGFloat
    var wideButtonInset: CGFloat
    var startsOnline: Bool
    var showsSurge: Bool

    static let standard = DriveChromeSettings(
        gap: .grid(2), wideButtonInset: .grid(6), startsOnline: false, showsSurge: true)

    static func load(bundle: Bundle = .main, process: ProcessInfo = .processInfo) -> DriveChromeSettings {
        var settings = standard
        if let plist = bundle.object(forInfoDictionaryKey: "DriveChrome") as? [String: Any] {
            if let steps = plist["GapSteps"] as? Int {
                settings.gap = CGFloat.grid(steps).clamped(to: 4...16)
            }
            if let inset = plist["WideButtonInset"] as? Double {
                settings.wideButtonInset = CGFloat(inset).snappedToGrid.clamped(to: 16...40)
            }
            if let surge = plist["ShowsSurge"] as? Bool {
                settings.showsSurge = surge
            }
        }
        if process.arguments.contains("-DriveStartsOnline") {
            settings.startsOnline = true
        }
        if let raw = process.environment["DRIVE_CHROME_GAP"], let value = Double(raw) {
            settings.gap = CGFloat(value).snappedToGrid.clamped(to: 4...16)
        }
        return settings
    }
}
