import GoogleNavigation
import UIKit

/// Commands are what the SDK asks of us; they may be rejected.
enum LayoutCommand {
  case enableNavigation(NavigationReadyUIState)
  case disableNavigation
  case startGuidance(ActiveGuidanceUIState)
  case stopGuidance(NavigationReadyUIState)
  case resize(NavigationUIState)
  case showPrompt(NavigationPromptView)
  case hidePrompt(NavigationPromptView)
  case changePrompt(new: NavigationPromptView, old: NavigationPromptView)
}

/// Immutable facts appended to the log. Never edited, only folded.
enum LayoutEvent {
  case navigationEnabled(NavigationReadyUIState, wideMode: Bool)
  case navigationDisabled
  case guidanceStarted(ActiveGuidanceUIState, wideMode: Bool)
  case guidanceStopped(NavigationReadyUIState, wideMode: Bool)
  case wideModeChanged(Bool)
  case promptPresented(NavigationPromptView)
  case promptDismissed
}

/// The read model: what should be on screen.
struct LayoutReadModel {
  enum Phase {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  var phase: Phase = .off
  var wideMode = false
  var prompt: NavigationPromptView?

  static let empty = LayoutReadModel()

  var isNavigating: Bool {
    if case .off = phase { return false }
    return true
  }

  var isGuiding: Bool {
    if case .guidance = phase { return true }
    return false
  }

  /// Identity of the shown state, so two read models can be diffed cheaply.
  var phaseIdentity: ObjectIdentifier? {
    switch phase {
    case .off: return nil
    case .ready(let state): return ObjectIdentifier(state)
    case .guidance(let state): return ObjectIdentifier(state)
    }
  }
}

/// The projection: a pure fold of events into the read model.
enum LayoutProjection {
  static func fold(_ model: LayoutReadModel, _ event: LayoutEvent) -> LayoutReadModel {
    var next = model
    switch event {
    case let .navigationEnabled(state, wideMode):
      next = LayoutReadModel(phase: .ready(state), wideMode: wideMode, prompt: nil)
    case .navigationDisabled:
      next = .empty
    case let .guidanceStarted(state, wideMode):
      next.phase = .guidance(state)
      next.wideMode = wideMode
      next.prompt = nil
    case let .guidanceStopped(state, wideMode):
      next.phase = .ready(state)
      next.wideMode = wideMode
      next.prompt = nil
    case .wideModeChanged(let wideMode):
      next.wideMode = wideMode
    case .promptPresented(let prompt):
      next.prompt = prompt
    case .promptDismissed:
      next.prompt = nil
    }
    return next
  }

  static func replay(_ events: [LayoutEvent]) -> LayoutReadModel {
    events.reduce(LayoutReadModel.empty, fold)
  }
}
