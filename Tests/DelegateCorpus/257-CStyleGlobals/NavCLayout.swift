// NavCLayout.swift
// Free functions that build the constraint lists for each mode. They take the
// per-map bookkeeping struct inout and write the constraints into `out`.

import UIKit
import GoogleNavigation

/// Per-map bookkeeping, passed around by reference (inout) like a C struct*.
struct NavLayoutState {
    var mode: Int = 0
    var wide: Int = 0
    var promptPhase: Int = 0
    var buttonCount: Int = 0
    var relayouts: Int = 0
}

@MainActor var gNavState = NavLayoutState()

// MARK: - Buttons

/// Finds the compass and reporting buttons by type and puts them in their slots.
@MainActor
func navPickButtons(_ st: inout NavLayoutState, _ buttons: [NavigationUIButton], _ parent: UIView) {
    var i = 0
    let n = buttons.count
    st.buttonCount = 0
    while i < n {
        let b = buttons[i]
        if b.type == NavigationButtonKnownType.compass {
            slotAttach(kSlotCompass, b.view, parent)
            st.buttonCount += 1
        } else if b.type == NavigationButtonKnownType.reporting {
            slotAttach(kSlotReporting, b.view, parent)
            st.buttonCount += 1
        }
        i += 1
    }
}

// MARK: - Shared pieces

/// Logo bottom-leading in the viewport, compass top-trailing, reporting
/// bottom-trailing, speed widget above the logo. Everything floats on the
/// viewport, so moving the viewport moves the chrome.
@MainActor
func navPinChrome(_ st: inout NavLayoutState, _ out: inout [NSLayoutConstraint]) {
    let vp = slotGet(kSlotViewport)!
    let pad = padNow()
    let logo = slotGet(kSlotLogo)
    if logo != nil {
        out.append(logo!.leadingAnchor.constraint(equalTo: vp.leadingAnchor, constant: pad))
        out.append(logo!.bottomAnchor.constraint(equalTo: vp.bottomAnchor, constant: -pad))
    }
    let compass = slotGet(kSlotCompass)
    if compass != nil {
        out.append(compass!.topAnchor.constraint(equalTo: vp.topAnchor, constant: pad))
        out.append(compass!.trailingAnchor.constraint(equalTo: vp.trailingAnchor, constant: -pad))
    }
    let rep = slotGet(kSlotReporting)
    if rep != nil {
        out.append(rep!.bottomAnchor.constraint(equalTo: vp.bottomAnchor, constant: -pad))
        out.append(rep!.trailingAnchor.constraint(equalTo: vp.trailingAnchor, constant: -pad))
    }
    let speed = slotGet(kSlotSpeed)
    if speed != nil && logo != nil {
        out.append(speed!.leadingAnchor.constraint(equalTo: vp.leadingAnchor, constant: pad))
        out.append(speed!.bottomAnchor.constraint(equalTo: logo!.topAnchor, constant: -pad))
    }
}

// MARK: - Navigation ready

@MainActor
func navBuildReady(_ st: inout NavLayoutState, _ map: GMSMapView, _ out: inout [NSLayoutConstraint]) {
    let safe = map.safeAreaLayoutGuide
    let vp = slotGet(kSlotViewport)!
    out.append(vp.topAnchor.constraint(equalTo: safe.topAnchor))
    out.append(vp.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
    out.append(vp.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
    out.append(vp.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
    navPinChrome(&st, &out)
}

// MARK: - Active guidance

@MainActor
func navBuildGuiding(_ st: inout NavLayoutState, _ map: GMSMapView, _ out: inout [NSLayoutConstraint]) {
    let safe = map.safeAreaLayoutGuide
    let vp = slotGet(kSlotViewport)!
    let turn = slotGet(kSlotTurnCard)!
    let eta = slotGet(kSlotEtaCard)!
    let side = NavigationStyleValues.headerFooterHorizontalPadding
    let top = NavigationStyleValues.headerTopPadding

    out.append(turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: top))
    out.append(turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side))
    out.append(eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
    out.append(eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side))

    switch st.wide {
    case 1:
        // Leading column: cards keep the SDK's column width, the camera
        // frames the map beside them.
        out.append(turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor))
        out.append(eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor))
        out.append(vp.topAnchor.constraint(equalTo: safe.topAnchor))
        out.append(vp.leadingAnchor.constraint(equalTo: turn.trailingAnchor, constant: side))
        out.append(vp.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        out.append(vp.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
    default:
        out.append(turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side))
        out.append(eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side))
        out.append(vp.topAnchor.constraint(equalTo: turn.bottomAnchor))
        out.append(vp.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        out.append(vp.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        if st.promptPhase == kPromptShown {
            let p = slotGet(kSlotPrompt)!
            out.append(vp.bottomAnchor.constraint(equalTo: p.topAnchor))
        } else {
            out.append(vp.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor))
        }
    }

    // The prompt sits right above the ETA card, as wide as it.
    if st.promptPhase != kPromptNone {
        let p = slotGet(kSlotPrompt)
        if p != nil {
            out.append(p!.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor))
            out.append(p!.leadingAnchor.constraint(equalTo: eta.leadingAnchor))
            out.append(p!.trailingAnchor.constraint(equalTo: eta.trailingAnchor))
        }
    }
    navPinChrome(&st, &out)
}

// MARK: - Relayout

/// Throws away every live constraint and builds the ones of the current mode.
@MainActor
func navRelayout(_ st: inout NavLayoutState, _ map: GMSMapView) {
    consDropAll()
    var out: [NSLayoutConstraint] = []
    switch st.mode {
    case kModeReady:
        navBuildReady(&st, map, &out)
    case kModeGuiding:
        navBuildGuiding(&st, map, &out)
    default:
        break
    }
    consCommit(out)
    st.relayouts += 1
    gRelayoutCount = st.relayouts
    gLayoutMode = st.mode
    gPromptPhase = st.promptPhase
}

/// Empties every slot (views off the map) and forgets the constraints.
@MainActor
func navTearDown(_ st: inout NavLayoutState) {
    consDropAll()
    var i = 0
    while i < kSlotCount {
        slotDetach(i)
        i += 1
    }
    st.mode = kModeOff
    st.promptPhase = kPromptNone
    st.buttonCount = 0
    gLayoutMode = kModeOff
    gPromptPhase = kPromptNone
}
