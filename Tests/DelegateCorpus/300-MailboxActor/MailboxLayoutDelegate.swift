import GoogleNavigation
import UIKit

/// The SDK-facing side of the mailbox: every callback becomes a `LayoutMessage`
/// posted to the engine's stream. The consumer runs on the main actor and drains
/// messages in FIFO order.
///
/// Timing rules the team agreed on:
/// - `enable` yields its message before the consumer starts, so nothing is lost.
/// - `disable` yields `.disable` first and only then finishes the stream: a yield
///   after `finish()` is dropped and the views would stay on the map.
/// - a new consumer waits for the previous one to drain, so a quick
///   disable/enable cannot interleave two sessions.
@MainActor
final class MailboxLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let engine = NavigationLayoutEngine()
  private var continuation: AsyncStream<LayoutMessage>.Continuation?
  private var consumer: Task<Void, Never>?

  private func post(_ message: LayoutMessage) {
    continuation?.yield(message)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let (stream, continuation) = AsyncStream<LayoutMessage>.makeStream(bufferingPolicy: .unbounded)
    self.continuation = continuation
    continuation.yield(.enable(navMap: navMap, state: newState))
    let previous = consumer
    let engine = self.engine
    consumer = Task { @MainActor in
      await previous?.value
      for await message in stream {
        engine.receive(message)
      }
    }
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    post(.disable(navMap: navMap, state: oldState))
    continuation?.finish()
    continuation = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    post(.startGuidance(navMap: navMap, state: newState))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    post(.stopGuidance(navMap: navMap, state: newState))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    post(.resize(navMap: navMap, state: newState))
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    post(.showPrompt(navMap: navMap, prompt: newPrompt))
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    post(.hidePrompt(navMap: navMap, prompt: oldPrompt))
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    post(.changePrompt(navMap: navMap, new: newPrompt, old: oldPrompt))
  }
}
