//  ChromeSpacing.swift
//  Spacing and anchor choices per iOS version (deployment target iOS 14).

import GoogleNavigation

#if os(iOS)

/// Spacing used around the Google views.
struct ChromeSpacing {
    let edge: CGFloat
    let stack: CGFloat

    static var current: ChromeSpacing {
        if #unavailable(iOS 15) {
            // iOS 14: the older, tighter chrome.
            return ChromeSpacing(edge: 6, stack: 6)
        }
        if #available(iOS 16, *) {
            return ChromeSpacing(edge: 8, stack: 8)
        }
        return ChromeSpacing(edge: 8, stack: 6)
    }
}

/// Picks the guide the chrome is anchored to.
@available(iOS 15, *)
@MainActor
func chromeGuide(in map: GMSMapView) -> UILayoutGuide {
    if #available(iOS 16, *) {
        return map.safeAreaLayoutGuide
    }
    return map.safeAreaLayoutGuide
}

@MainActor
func anchorGuide(in map: GMSMapView) -> UILayoutGuide {
    if #available(iOS 15, *) {
        return chromeGuide(in: map)
    } else {
        return map.safeAreaLayoutGuide
    }
}

/// Debug logging, compiled out of release builds.
@inline(__always)
func chromeLog(_ message: @autoclosure () -> String) {
    #if DEBUG
    #if targetEnvironment(simulator)
    print("[chrome][sim] \(message())")
    #else
    print("[chrome] \(message())")
    #endif
    #endif
}

#endif
