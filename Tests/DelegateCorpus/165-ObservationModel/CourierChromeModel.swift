import Observation
import UIKit

/// The courier screen's chrome, as the rest of the app sees it. SwiftUI
/// overlays and the layout delegate both render from this one model.
@MainActor
@Observable
final class CourierChromeModel {
  enum Phase: Equatable {
    case off
    case ready
    case guiding
  }

  enum Panel: Equatable {
    case none
    /// "Next pickup" sheet: along the bottom, or a floating card in wide mode.
    case courierSheet
    /// A one-line delivery note right under the turn card.
    case handoffNote
  }

  enum PromptSlot: Equatable {
    case none
    /// Full width along the bottom; the map content moves above it.
    case bottom
    /// At the bottom of the leading column (wide mode), over the ETA card.
    case leadingColumn
  }

  var phase: Phase = .off
  var wideMode = false
  var panel: Panel = .none
  var sheetHeight: CGFloat = 0
  var prompt: PromptSlot = .none
  /// Bumped when the SDK swaps one prompt for another in the same slot.
  var promptRevision = 0
  var handoffText: String?
}

/// App logic of the courier screen: turns navigation events into chrome state.
@MainActor
final class CourierScreenCoordinator {
  private static let portraitSheetHeight: CGFloat = 176
  private static let wideSheetHeight: CGFloat = 188

  let model: CourierChromeModel
  /// From the order service; `nil` when the order has no note.
  var currentOrderNote: String? = "Leave at the door"

  init(model: CourierChromeModel) {
    self.model = model
  }

  func navigationUIEnabled(wide: Bool) {
    model.wideMode = wide
    model.phase = .ready
    model.panel = .courierSheet
    model.sheetHeight = wide ? Self.wideSheetHeight : Self.portraitSheetHeight
  }

  func navigationUIDisabled() {
    model.prompt = .none
    model.panel = .none
    model.phase = .off
  }

  func guidanceStarted(wide: Bool) {
    model.wideMode = wide
    model.phase = .guiding
    model.handoffText = currentOrderNote
    model.panel = currentOrderNote == nil ? .none : .handoffNote
  }

  func guidanceStopped(wide: Bool) {
    model.prompt = .none
    model.wideMode = wide
    model.phase = .ready
    model.panel = .courierSheet
    model.sheetHeight = wide ? Self.wideSheetHeight : Self.portraitSheetHeight
  }

  func mapResized(wide: Bool) {
    guard model.wideMode != wide else { return }
    model.wideMode = wide
    if model.panel == .courierSheet {
      model.sheetHeight = wide ? Self.wideSheetHeight : Self.portraitSheetHeight
    }
    if model.prompt != .none {
      model.prompt = wide ? .leadingColumn : .bottom
    }
  }

  func promptWillAppear() {
    model.prompt = model.wideMode ? .leadingColumn : .bottom
    model.promptRevision += 1
  }

  func promptDidDisappear() {
    model.prompt = .none
  }
}
