import GoogleNavigation
import UIKit

enum LayoutCommandError: Error {
  case notNavigating
  case alreadyNavigating
  case notGuiding
  case alreadyGuiding
  case unknownPrompt
}

/// Append-only event log plus the command handlers that validate and append.
@MainActor
final class LayoutEventStore {
  private(set) var log: [LayoutEvent] = []

  /// The read model, replayed from the log.
  var current: LayoutReadModel { LayoutProjection.replay(log) }

  func handle(_ command: LayoutCommand) throws {
    let model = current
    switch command {
    case .enableNavigation(let state):
      guard !model.isNavigating else { throw LayoutCommandError.alreadyNavigating }
      append(.navigationEnabled(state, wideMode: state.wideMode))
    case .disableNavigation:
      guard model.isNavigating else { throw LayoutCommandError.notNavigating }
      append(.navigationDisabled)
    case .startGuidance(let state):
      guard model.isNavigating else { throw LayoutCommandError.notNavigating }
      guard !model.isGuiding else { throw LayoutCommandError.alreadyGuiding }
      append(.guidanceStarted(state, wideMode: state.wideMode))
    case .stopGuidance(let state):
      guard model.isGuiding else { throw LayoutCommandError.notGuiding }
      append(.guidanceStopped(state, wideMode: state.wideMode))
    case .resize(let state):
      guard model.isNavigating, state.wideMode != model.wideMode else { return }
      append(.wideModeChanged(state.wideMode))
    case .showPrompt(let prompt):
      guard model.isGuiding else { throw LayoutCommandError.notGuiding }
      append(.promptPresented(prompt))
    case .hidePrompt(let prompt):
      guard model.prompt === prompt else { throw LayoutCommandError.unknownPrompt }
      append(.promptDismissed)
    case let .changePrompt(new, old):
      guard model.isGuiding else { throw LayoutCommandError.notGuiding }
      if model.prompt === old { append(.promptDismissed) }
      append(.promptPresented(new))
    }
  }

  private func append(_ event: LayoutEvent) {
    log.append(event)
  }
}
