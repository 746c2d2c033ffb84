import Foundation
import UIKit

/// Where the ride screen is in the navigation lifecycle, as the layout sees it.
enum NavPhase: Sendable, Equatable {
  case off
  case ready
  case guiding
}

/// The app panel shown next to the map. Decided by the store, drawn by the delegate.
enum ChromePanel: Sendable, Equatable {
  case none
  /// The destination sheet along the bottom edge, `height` points tall.
  case bottomSheet(height: CGFloat)
  /// The destination sheet as a leading column, `width` points wide (wide mode).
  case sidePanel(width: CGFloat)
}

/// Everything the store needs to decide a layout. Plain values only, so it can
/// cross into the actor.
struct LayoutInputs: Sendable, Equatable {
  var phase: NavPhase
  var isWide: Bool
  var promptVisible: Bool
  var mapHeight: CGFloat
}

/// One layout decision. `revision` lets the main actor drop answers that were
/// overtaken by a newer request while they were in flight.
struct ChromeDecision: Sendable, Equatable {
  let revision: Int
  let phase: NavPhase
  let isWide: Bool
  let panel: ChromePanel
  let showsNextStopChip: Bool
  let promptVisible: Bool
}

/// Owns the ride screen's chrome decisions. Shared with the trip feature, which
/// updates the next stop and the user's sheet preference from its own tasks.
actor ChromeDecisionStore {
  static let shared = ChromeDecisionStore()

  private static let compactSheetHeight: CGFloat = 168
  private static let expandedSheetHeight: CGFloat = 232
  private static let sidePanelWidth: CGFloat = 320
  /// Below this map height the expanded sheet would leave too little map.
  private static let expandedSheetMinimumMapHeight: CGFloat = 700

  private(set) var revision = 0
  private var prefersExpandedSheet = true
  private var nextStopName = "Pickup"
  private var lastDecision: ChromeDecision?

  /// Makes a new decision and bumps the revision: any older decision still in
  /// flight is stale from now on.
  func decide(for inputs: LayoutInputs) -> ChromeDecision {
    revision += 1
    let decision = ChromeDecision(
      revision: revision,
      phase: inputs.phase,
      isWide: inputs.isWide,
      panel: panel(for: inputs),
      showsNextStopChip: inputs.phase == .guiding,
      promptVisible: inputs.promptVisible
    )
    lastDecision = decision
    return decision
  }

  func isCurrent(_ candidate: Int) -> Bool {
    candidate == revision
  }

  func nextStopTitle() -> String {
    "Next: \(nextStopName)"
  }

  func updateNextStop(_ name: String) {
    nextStopName = name
  }

  func setPrefersExpandedSheet(_ expanded: Bool) {
    prefersExpandedSheet = expanded
  }

  /// Navigation UI went away: forget the last decision, keep user preferences.
  func reset() {
    revision += 1
    lastDecision = nil
  }

  private func panel(for inputs: LayoutInputs) -> ChromePanel {
    switch (inputs.phase, inputs.isWide) {
    case (.off, _), (.guiding, _):
      return .none
    case (.ready, true):
      return .sidePanel(width: Self.sidePanelWidth)
    case (.ready, false):
      let roomy = inputs.mapHeight >= Self.expandedSheetMinimumMapHeight
      let height = prefersExpandedSheet && roomy ? Self.expandedSheetHeight : Self.compactSheetHeight
      return .bottomSheet(height: height)
    }
  }
}
