//  NSObject+NavChrome.swift
//  Helpers in the style of the old Objective-C chrome controller (NCChromeController.m).

import GoogleNavigation

/// Keys of the view registry (`NSMutableDictionary`), as in the Objective-C original.
enum NCViewKey {
    static let logo = "googleLogo"
    static let viewport = "viewport"
    static let compass = "compass"
    static let reporting = "reporting"
    static let turnCard = "turnCard"
    static let etaCard = "etaCard"
    static let tripProgress = "tripProgressBar"
    static let speedWidget = "speedWidget"
    static let buttonStack = "buttonStack"
    static let prompt = "prompt"
}

/// Spacing constants (NCChromeMetrics.h).
enum NCMetrics {
    static let compactGap: CGFloat = 8
    static let wideGap: CGFloat = 16
}

extension NSMutableArray {
    /// `[array makeObjectsPerformSelector:@selector(setActive:) withObject:@YES]`
    @MainActor func nc_setConstraintsActive(_ active: Bool) {
        for object in self {
            guard let constraint = object as? NSLayoutConstraint else { continue }
            constraint.isActive = active
        }
    }

    /// Deactivates and forgets every constraint held.
    @MainActor func nc_deactivateAndRemoveAll() {
        nc_setConstraintsActive(false)
        removeAllObjects()
    }
}

extension NSMutableDictionary {
    /// `[registry objectForKey:key]` checked with `isKindOfClass:`.
    @MainActor func nc_view(forKey key: String) -> UIView? {
        guard let object = self.object(forKey: key) as? NSObject else { return nil }
        guard object.isKind(of: UIView.self) else { return nil }
        return object as? UIView
    }

    /// Removes the views under `keys` from their superview and from the registry.
    @MainActor func nc_removeViews(forKeys keys: [String]) {
        for key in keys {
            nc_view(forKey: key)?.removeFromSuperview()
        }
        removeObjects(forKeys: keys)
    }
}

extension UIView {
    /// Adds `view` for Auto Layout, like `NCAddSubviewForAutoLayout()`.
    @MainActor func nc_addAutoLayoutSubview(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }
}
