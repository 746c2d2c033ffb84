import GoogleNavigation
import UIKit

// TRPChromeNotifications: the trip screen broadcasts map size changes so that
// child chrome controllers can re-layout without the delegate knowing them all.
extension Notification.Name {
    static let TRPChromeMapSizeDidChange = Notification.Name("TRPChromeMapSizeDidChangeNotification")
}

let TRPChromeWideModeKey = "TRPChromeWideModeKey"
let TRPChromeMapWidthKey = "TRPChromeMapWidthKey"

struct TRPChromeMetrics {
    static let spacing: CGFloat = 8.0
    static let promptAnimationDuration: TimeInterval = 0.3
    static let regularWidth: CGFloat = 600.0

    static func buttonInset(mapWidth: CGFloat, wideMode: Bool) -> CGFloat {
        if wideMode || mapWidth > regularWidth {
            return NavigationStyleValues.buttonHorizontalPadding * 2.0
        }
        return NavigationStyleValues.buttonHorizontalPadding
    }
}
