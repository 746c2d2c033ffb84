import GoogleNavigation
import UIKit

/// Layout delegate built as an event pipeline.
///
/// Each callback yields a `LayoutEvent` into an `AsyncStream`; a main-actor task
/// started in `enableNavigationUI` drains the stream and renders each event.
/// Rendering therefore happens on the next main-actor turn after the callback,
/// never inside it; UIKit lays the constraints out in its next layout pass either
/// way. `disableNavigationUI` tears the screen down synchronously, because the
/// task it cancels will not run the teardown for it.
@MainActor
final class StreamingLayoutDelegate: NSObject, NavigationLayoutDelegate {
    // MARK: Pipeline

    private var continuation: AsyncStream<LayoutEvent>.Continuation?
    private var renderTask: Task<Void, Never>?

    // MARK: Render state (touched only by `apply(_:)` and `tearDown(on:)`)

    var phase: ScreenPhase = .off
    var isWide = false
    var prompt: NavigationPromptView?
    var outgoingPrompts: [NavigationPromptView] = []
    var installedViews: [UIView] = []
    var liveConstraints: [NSLayoutConstraint] = []
    lazy var buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        startPipeline()
        send(.navigationEnabled(navMap, newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        send(.navigationDisabled(navMap, oldState))
        stopPipeline()
        // The cancelled task drops whatever is still buffered, this event included.
        tearDown(on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        send(.guidanceStarted(navMap, newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        send(.guidanceStopped(navMap, newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        send(.sizeChanged(navMap, newState))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        send(.promptShown(navMap, newPrompt))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        send(.promptHidden(navMap, oldPrompt))
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        send(.promptChanged(navMap, new: newPrompt, old: oldPrompt))
    }

    // MARK: Pipeline plumbing

    private func startPipeline() {
        stopPipeline()
        let (stream, continuation) = AsyncStream.makeStream(of: LayoutEvent.self, bufferingPolicy: .unbounded)
        self.continuation = continuation
        renderTask = Task { @MainActor [weak self] in
            for await event in stream {
                // A cancelled session must not render events still in the buffer.
                guard !Task.isCancelled, let self else { break }
                self.apply(event)
            }
        }
    }

    private func stopPipeline() {
        renderTask?.cancel()
        renderTask = nil
        continuation?.finish()
        continuation = nil
    }

    /// Events that arrive while navigation is off (a `sizeChanged` with no UI) are dropped.
    private func send(_ event: LayoutEvent) {
        guard let continuation else { return }
        continuation.yield(event)
    }

    // MARK: Reducer

    func apply(_ event: LayoutEvent) {
        switch event {
        case let .navigationEnabled(map, state):
            phase = .ready(state)
            isWide = state.wideMode
            render(on: map)
        case let .navigationDisabled(map, _):
            tearDown(on: map)
        case let .guidanceStarted(map, state):
            phase = .guidance(state)
            isWide = state.wideMode
            render(on: map)
        case let .guidanceStopped(map, state):
            if let prompt { dismiss(prompt) }
            phase = .ready(state)
            isWide = state.wideMode
            render(on: map)
        case let .sizeChanged(map, state):
            isWide = state.wideMode
            render(on: map)
        case let .promptShown(map, newPrompt):
            present(newPrompt, on: map)
            render(on: map)
        case let .promptHidden(map, oldPrompt):
            dismiss(oldPrompt)
            render(on: map)
        case let .promptChanged(map, newPrompt, oldPrompt):
            dismiss(oldPrompt)
            present(newPrompt, on: map)
            render(on: map)
        }
    }
}
