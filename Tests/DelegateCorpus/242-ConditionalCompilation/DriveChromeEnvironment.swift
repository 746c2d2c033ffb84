// Build-dependent knobs for the drive screen's navigation chrome. One delegate
// ships in the iPhone app, the iPad app and the internal QA build; what differs
// between them is decided here at compile time.

#if canImport(GoogleNavigation)
import GoogleNavigation
#else
import GoogleMaps
#endif
import UIKit

enum DriveBuildFlavor {
    case debug, staging, release

    static var current: DriveBuildFlavor {
        #if DEBUG
        return .debug
        #elseif STAGING
        return .staging
        #else
        return .release
        #endif
    }

    /// QA builds outline the viewport so testers can see what the camera frames.
    var showsLayoutBounds: Bool {
        switch self {
        case .debug, .staging: return true
        case .release: return false
        }
    }
}

/// Spacing used by the drive chrome. Google's style values where the SDK has them.
enum DriveChromeMetrics {
    #if os(iOS)
    static let edgeInset: CGFloat = NavigationStyleValues.buttonHorizontalPadding
    static let stackSpacing: CGFloat = NavigationStyleValues.buttonVerticalPadding
    static let cardGap: CGFloat = NavigationStyleValues.elementHorizontalPadding
    #elseif os(visionOS)
    static let edgeInset: CGFloat = 24
    static let stackSpacing: CGFloat = 16
    static let cardGap: CGFloat = 16
    #else
    static let edgeInset: CGFloat = 16
    static let stackSpacing: CGFloat = 12
    static let cardGap: CGFloat = 12
    #endif

    #if targetEnvironment(simulator)
    /// Simulator screenshots have no home indicator: lift the logo a bit more.
    static let logoLift: CGFloat = 12
    #else
    static let logoLift: CGFloat = 4
    #endif

    #if compiler(>=5.9)
    static func sideInset(wide: Bool) -> CGFloat {
        if wide { edgeInset * 1.5 } else { edgeInset }
    }
    #else
    static func sideInset(wide: Bool) -> CGFloat {
        return wide ? edgeInset * 1.5 : edgeInset
    }
    #endif

    static let promptFadeDuration: TimeInterval = 0.25
}

#if DEBUG
extension NSLayoutConstraint {
    /// Names a constraint so Xcode's view debugger and the console show it.
    func identified(_ name: String) -> NSLayoutConstraint {
        identifier = name
        return self
    }
}

/// A hairline rectangle drawn behind the chrome, following the viewport, so the
/// camera frame is visible while developing. Clear background: it covers nothing.
final class LayoutBoundsOverlay: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemRed.cgColor
        accessibilityIdentifier = "debug.viewportBounds"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func constraints(tracking target: UIView) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: target.topAnchor),
            bottomAnchor.constraint(equalTo: target.bottomAnchor),
            leadingAnchor.constraint(equalTo: target.leadingAnchor),
            trailingAnchor.constraint(equalTo: target.trailingAnchor),
        ]
    }
}
#endif
