import UIKit

// Ported from NVLayoutConstants.h / .m (2016). Group keys stay NSString-valued
// so the registry can keep using them as NSMutableDictionary keys.
nonisolated(unsafe) let kNVGroupSession: NSString = "NVGroupSession"
nonisolated(unsafe) let kNVGroupReady: NSString = "NVGroupReady"
nonisolated(unsafe) let kNVGroupGuidance: NSString = "NVGroupGuidance"
nonisolated(unsafe) let kNVGroupPrompt: NSString = "NVGroupPrompt"

nonisolated(unsafe) let kNVFlagWideMode: NSString = "NVFlagWideMode"
nonisolated(unsafe) let kNVFlagGuidanceActive: NSString = "NVFlagGuidanceActive"
nonisolated(unsafe) let kNVFlagLastMapWidth: NSString = "NVFlagLastMapWidth"

let kNVPromptFadeDuration: TimeInterval = 0.25
let kNVStandardSpacing: CGFloat = 8.0
/// Above this map width the trailing buttons get the roomier inset (iPad / Plus landscape).
let kNVRegularWidthThreshold: CGFloat = 600.0
