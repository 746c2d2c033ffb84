// NavCGlobals.swift
// Shared state of the navigation layout, kept at module level the way the
// embedded team keeps it in the C core: integer modes, slot tables, one
// array of the constraints that are live right now.

import UIKit
import GoogleNavigation

// MARK: - Modes (ints, mirrored from nav_layout.h)

let kModeOff = 0
let kModeReady = 1
let kModeGuiding = 2

// MARK: - Prompt phases

let kPromptNone = 0
let kPromptShown = 1
let kPromptLeaving = 2

// MARK: - View slots (index into gSlots)

let kSlotViewport = 0
let kSlotLogo = 1
let kSlotCompass = 2
let kSlotReporting = 3
let kSlotTurnCard = 4
let kSlotEtaCard = 5
let kSlotSpeed = 6
let kSlotPrompt = 7
let kSlotCount = 8

// MARK: - Metrics (points)

let kEdgePad: CGFloat = 8
let kEdgePadWide: CGFloat = 16
let kPromptFadeIn: TimeInterval = 0.25
let kPromptFadeOut: TimeInterval = 0.2

// MARK: - Globals

/// Mode the layout is in right now (kModeOff / kModeReady / kModeGuiding).
nonisolated(unsafe) var gLayoutMode = 0

/// 1 when the SDK reported wide mode on the last callback, else 0.
nonisolated(unsafe) var gWideMode = 0

/// Prompt phase (kPromptNone / kPromptShown / kPromptLeaving).
nonisolated(unsafe) var gPromptPhase = 0

/// Number of relayouts done since the delegate was installed (debug counter).
nonisolated(unsafe) var gRelayoutCount = 0

/// Every constraint this file activated and has not deactivated yet.
@MainActor var gActiveConstraints: [NSLayoutConstraint] = []

/// The Google views we placed, by slot. A fixed-size table: nil = empty slot.
@MainActor var gSlots: (UIView?, UIView?, UIView?, UIView?, UIView?, UIView?, UIView?, UIView?) =
    (nil, nil, nil, nil, nil, nil, nil, nil)

/// The map the layout lives on (set by enable, cleared by disable).
@MainActor weak var gNavMap: GMSMapView?

// MARK: - Slot access

@MainActor
func slotGet(_ i: Int) -> UIView? {
    switch i {
    case 0: return gSlots.0
    case 1: return gSlots.1
    case 2: return gSlots.2
    case 3: return gSlots.3
    case 4: return gSlots.4
    case 5: return gSlots.5
    case 6: return gSlots.6
    case 7: return gSlots.7
    default: return nil
    }
}

@MainActor
func slotSet(_ i: Int, _ v: UIView?) {
    switch i {
    case 0: gSlots.0 = v
    case 1: gSlots.1 = v
    case 2: gSlots.2 = v
    case 3: gSlots.3 = v
    case 4: gSlots.4 = v
    case 5: gSlots.5 = v
    case 6: gSlots.6 = v
    case 7: gSlots.7 = v
    default: break
    }
}

/// Adds the view in slot `i` to `parent` (once) and remembers it.
@MainActor
func slotAttach(_ i: Int, _ v: UIView, _ parent: UIView) {
    v.translatesAutoresizingMaskIntoConstraints = false
    if v.superview !== parent {
        parent.addSubview(v)
    }
    slotSet(i, v)
}

/// Takes the view in slot `i` off screen and empties the slot.
@MainActor
func slotDetach(_ i: Int) {
    let v = slotGet(i)
    if v != nil {
        v!.removeFromSuperview()
    }
    slotSet(i, nil)
}

// MARK: - Constraint list

@MainActor
func consDropAll() {
    NSLayoutConstraint.deactivate(gActiveConstraints)
    gActiveConstraints.removeAll()
}

@MainActor
func consCommit(_ list: [NSLayoutConstraint]) {
    var i = 0
    let n = list.count
    while i < n {
        list[i].isActive = true
        gActiveConstraints.append(list[i])
        i += 1
    }
}

/// Current edge padding: wider in wide mode.
func padNow() -> CGFloat {
    if gWideMode != 0 {
        return kEdgePadWide
    }
    return kEdgePad
}
