import UIKit

/// Remote-configurable switches for the navigation screen.
struct FeatureFlags: Equatable {
    var showsReportButton: Bool  // the SDK's incident-report button during guidance
    var compactEta: Bool         // the ETA card keeps its own width instead of the full row
    static let launch = FeatureFlags(showsReportButton: true, compactEta: false)
}

struct Theme {
    var edgeInset: CGFloat, buttonSpacing: CGFloat, promptFadeDuration: TimeInterval
    static let standard = Theme(edgeInset: 0, buttonSpacing: 8, promptFadeDuration: 0.3)
}

/// Everything a coordinator hands down to the objects it makes.
struct Dependencies {
    let theme: Theme
    let flags: FeatureFlags
}
