// Generated using Sourcery 2.2.5 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT
// swiftlint:disable all

import GoogleNavigation
import UIKit

// MARK: - AutoEquatable helpers

fileprivate func compareOptionals<T>(lhs: T?, rhs: T?, compare: (_ lhs: T, _ rhs: T) -> Bool) -> Bool {
    switch (lhs, rhs) {
    case let (lValue?, rValue?):
        return compare(lValue, rValue)
    case (nil, nil):
        return true
    default:
        return false
    }
}

fileprivate func compareArrays<T>(lhs: [T], rhs: [T], compare: (_ lhs: T, _ rhs: T) -> Bool) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (idx, lhsItem) in lhs.enumerated() {
        guard compare(lhsItem, rhs[idx]) else { return false }
    }
    return true
}

// MARK: - AutoEquatable for classes, protocols, structs

// MARK: - ChromeSpec AutoEquatable
extension ChromeSpec: Equatable {}
public func == (lhs: ChromeSpec, rhs: ChromeSpec) -> Bool {
    guard lhs.phase == rhs.phase else { return false }
    guard lhs.isWide == rhs.isWide else { return false }
    guard lhs.sizeClass == rhs.sizeClass else { return false }
    guard compareArrays(lhs: lhs.buttons, rhs: rhs.buttons, compare: ==) else { return false }
    guard compareOptionals(lhs: lhs.promptID, rhs: rhs.promptID, compare: ==) else { return false }
    return true
}
// MARK: - GuidanceDetail AutoEquatable
extension GuidanceDetail: Equatable {}
public func == (lhs: GuidanceDetail, rhs: GuidanceDetail) -> Bool {
    guard lhs.ordinal == rhs.ordinal else { return false }
    guard lhs.hasReportingButton == rhs.hasReportingButton else { return false }
    return true
}

// MARK: - AutoEquatable for Enums

// MARK: - ChromePhase AutoEquatable
extension ChromePhase: Equatable {}
public func == (lhs: ChromePhase, rhs: ChromePhase) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle):
        return true
    case (.ready, .ready):
        return true
    case (.guiding(let lhs), .guiding(let rhs)):
        return lhs == rhs
    default: return false
    }
}

// MARK: - AutoCases

// MARK: - ChromeSlot AutoCases
extension ChromeSlot {
    internal static let count: Int = 8
    internal static let allCases: [ChromeSlot] = [
        .viewport,
        .buttonStack,
        .googleLogo,
        .turnCard,
        .etaCard,
        .tripProgressBar,
        .speedWidget,
        .prompt
    ]
}

// MARK: - Annotations

extension ChromeSlot {
    internal var isGuidanceOnly: Bool {
        switch self {
        case .viewport: return false
        case .buttonStack: return false
        case .googleLogo: return false
        case .turnCard: return true
        case .etaCard: return true
        case .tripProgressBar: return true
        case .speedWidget: return true
        case .prompt: return true
        }
    }

    internal var isTransient: Bool {
        switch self {
        case .viewport: return false
        case .buttonStack: return false
        case .googleLogo: return false
        case .turnCard: return false
        case .etaCard: return false
        case .tripProgressBar: return false
        case .speedWidget: return false
        case .prompt: return true
        }
    }
}

extension ChromePhase {
    internal var isGuiding: Bool {
        switch self {
        case .idle: return false
        case .ready: return false
        case .guiding: return true
        }
    }

    internal var guiding: GuidanceDetail? {
        switch self {
        case .idle: return nil
        case .ready: return nil
        case .guiding(let detail): return detail
        }
    }
}

// MARK: - Design tokens (Tokens/chrome.json)

extension UIUserInterfaceSizeClass {
    internal var chromeEdgeInset: CGFloat {
        switch self {
        case .unspecified: return Metrics.Spacing.edge
        case .compact: return Metrics.Spacing.edge
        case .regular: return Metrics.Spacing.edgeRegular
        @unknown default: return Metrics.Spacing.edge
        }
    }
}

extension GMSNavigationHidingStackView.Position {
    internal var tokenName: String {
        switch self {
        case .top: return "top"
        case .bottom: return "bottom"
        @unknown default: return "unknown"
        }
    }
}

internal enum Metrics {
    internal enum Spacing {
        /// 8pt
        internal static let edge: CGFloat = 8
        /// 16pt
        internal static let edgeRegular: CGFloat = 16
        /// 12pt
        internal static let stack: CGFloat = 12
    }
    internal enum Duration {
        /// 250ms
        internal static let promptIn: TimeInterval = 0.25
        /// 200ms
        internal static let promptOut: TimeInterval = 0.2
    }
}

// MARK: - Strings (Chrome.strings)

internal enum L10n {
    internal enum Chrome {
        internal enum Accessibility {
            /// Map buttons
            internal static let buttonStack = L10n.tr("Chrome", "accessibility.button_stack", fallback: "Map buttons")
        }
        internal enum Guide {
            /// chrome.bottomBoundary
            internal static let bottomBoundary = L10n.tr("Chrome", "guide.bottom_boundary", fallback: "chrome.bottomBoundary")
            /// chrome.stack.%@
            internal static func stack(_ p1: Any) -> String {
                return L10n.tr("Chrome", "guide.stack", String(describing: p1), fallback: "chrome.stack.%@")
            }
        }
    }
}

extension L10n {
    fileprivate static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

fileprivate final class BundleToken {
    static let bundle: Bundle = {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: BundleToken.self)
        #endif
    }()
}
