import GoogleNavigation
import UIKit

// ACXNavigationLayoutDefines.h / ACXNavigationLayoutDefines.m, ported to Swift.
// Keep the names in sync with the Objective-C targets that still read them
// (ACXTripViewController.m, ACXDriverSettingsViewController.m).

// MARK: - Metrics (points)

let kACXStandardSpacing: CGFloat = 8.0
let kACXWideLogoSpacing: CGFloat = 16.0
let kACXPromptSlideDistance: CGFloat = 320.0
let kACXPromptAnimationDuration: TimeInterval = 0.3
let kACXLayoutDebugLogging = false

// MARK: - Option keys (ACXNavigationLayoutDelegate.options)

let ACXLayoutOptionShowsTripProgressBarKey = "ACXLayoutOptionShowsTripProgressBar"
let ACXLayoutOptionEdgeSpacingKey = "ACXLayoutOptionEdgeSpacing"
let ACXLayoutOptionPromptAnimationDurationKey = "ACXLayoutOptionPromptAnimationDuration"

// MARK: - Phase names (sent to the host, logged)

let ACXNavigationLayoutPhaseOff = "ACXNavigationLayoutPhaseOff"
let ACXNavigationLayoutPhaseReady = "ACXNavigationLayoutPhaseReady"
let ACXNavigationLayoutPhaseGuidance = "ACXNavigationLayoutPhaseGuidance"

/// +[ACXNavigationLayoutDelegate defaultOptions]. A new mutable dictionary each
/// call, as the Objective-C method returned `[defaults mutableCopy]`.
func ACXNavigationLayoutDefaultOptions() -> NSMutableDictionary {
  let options = NSMutableDictionary()
  options.setObject(NSNumber(value: true), forKey: ACXLayoutOptionShowsTripProgressBarKey as NSString)
  options.setObject(NSNumber(value: 8.0), forKey: ACXLayoutOptionEdgeSpacingKey as NSString)
  options.setObject(NSNumber(value: 0.3), forKey: ACXLayoutOptionPromptAnimationDurationKey as NSString)
  return options
}

// MARK: - Constraint array helpers (ACXConstraintArrayActivate / ...Deactivate)

/// Activates every constraint in `constraints`, one at a time, as the
/// Objective-C loop did (`for (NSLayoutConstraint *c in constraints) c.active = YES;`).
@MainActor
func ACXConstraintArrayActivate(_ constraints: NSMutableArray) {
  for case let constraint as NSLayoutConstraint in constraints {
    constraint.isActive = true
  }
}

/// Deactivates every constraint in `constraints` and empties the array.
@MainActor
func ACXConstraintArrayDeactivate(_ constraints: NSMutableArray) {
  for case let constraint as NSLayoutConstraint in constraints {
    constraint.isActive = false
  }
  constraints.removeAllObjects()
}

/// Removes every view in `views` from its superview and empties the array.
@MainActor
func ACXViewArrayRemoveFromSuperview(_ views: NSMutableArray) {
  for case let view as UIView in views {
    view.removeFromSuperview()
  }
  views.removeAllObjects()
}

/// `ACXLog(...)`: NSLog behind the debug flag, as the old macro was.
func ACXLog(_ message: String) {
  if kACXLayoutDebugLogging {
    NSLog("[ACXNavigationLayout] %@", message)
  }
}

// MARK: - Host protocol (ACXNavigationLayoutHost)

#if canImport(ObjectiveC)
/// The screen that owns the map. Every method is optional, as in the header;
/// the delegate asks `respondsToSelector:` before sending.
@objc protocol ACXNavigationLayoutHost: NSObjectProtocol {
  @objc optional func navigationLayoutDelegate(_ delegate: ACXNavigationLayoutDelegate, didEnterPhase phase: String)
}
#else
/// No Objective-C runtime (the Linux type-check job): no optional methods.
protocol ACXNavigationLayoutHost: AnyObject {}
#endif
