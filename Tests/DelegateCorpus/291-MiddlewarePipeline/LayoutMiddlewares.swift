import GoogleNavigation
import UIKit

/// Adds the content guide that keeps the map content above the ETA card and prompts.
struct ContentGuideMiddleware: LayoutMiddleware {
  func handle(_ request: inout LayoutRequest, next: (inout LayoutRequest) -> Void) {
    if case .off = request.stage {
      next(&request)
      return
    }
    let guide = request.contentBottom
    let resting = guide.bottomAnchor.constraint(equalTo: request.navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    request.guides.append(guide)
    request.constraints += [guide.heightAnchor.constraint(equalToConstant: 0), resting]
    next(&request)
  }
}

/// Right-to-left: every horizontal pin goes through the semantic edges, so the
/// layout mirrors itself.
struct DirectionMiddleware: LayoutMiddleware {
  func handle(_ request: inout LayoutRequest, next: (inout LayoutRequest) -> Void) {
    let safe = request.navMap.safeAreaLayoutGuide
    request.leadingEdge = safe.leadingAnchor
    request.trailingEdge = safe.trailingAnchor
    next(&request)
  }
}

/// Wide mode: read from the state of every transition, not only on resize.
struct WideModeMiddleware: LayoutMiddleware {
  func handle(_ request: inout LayoutRequest, next: (inout LayoutRequest) -> Void) {
    switch request.stage {
    case .off:
      request.wideMode = false
    case .ready(let state):
      request.wideMode = state.wideMode
    case .guidance(let state):
      request.wideMode = state.wideMode
    }
    request.buttonInset = request.wideMode ? 24 : 16
    next(&request)
  }
}

/// The base layout of each stage.
@MainActor
struct StageLayoutMiddleware: LayoutMiddleware {
  let readyButtons: GMSNavigationHidingStackView
  let guidanceButtons: GMSNavigationHidingStackView

  func handle(_ request: inout LayoutRequest, next: (inout LayoutRequest) -> Void) {
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    switch request.stage {
    case .off:
      break
    case .ready(let state):
      layoutReady(state, &request)
    case .guidance(let state):
      layoutGuidance(state, &request)
    }
    next(&request)
  }

  private func layoutReady(_ state: NavigationReadyUIState, _ request: inout LayoutRequest) {
    let safe = request.navMap.safeAreaLayoutGuide
    let content = request.contentBottom
    readyButtons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
    request.views += [state.viewport, state.googleLogo, readyButtons]
    request.constraints += [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: request.leadingEdge),
      state.viewport.trailingAnchor.constraint(equalTo: request.trailingEdge),
      state.viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: request.leadingEdge, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      readyButtons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      readyButtons.trailingAnchor.constraint(equalTo: request.trailingEdge, constant: -request.buttonInset),
      readyButtons.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
    ]
  }

  private func layoutGuidance(_ state: ActiveGuidanceUIState, _ request: inout LayoutRequest) {
    let safe = request.navMap.safeAreaLayoutGuide
    let content = request.contentBottom
    guidanceButtons.arrangedSubviews = state.buttons.map { $0.view }
    request.views += [state.viewport, state.turnCard, state.etaCard, state.googleLogo, guidanceButtons]
    request.constraints += [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: request.leadingEdge),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: request.leadingEdge),
      content.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: request.leadingEdge),
      state.viewport.trailingAnchor.constraint(equalTo: request.trailingEdge),
      state.viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: request.leadingEdge, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      guidanceButtons.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: 8),
      guidanceButtons.trailingAnchor.constraint(equalTo: request.trailingEdge, constant: -request.buttonInset),
      guidanceButtons.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
    ]
  }
}

/// Speed widget: sits above the logo; the SDK sizes it as its readouts come and go.
struct SpeedWidgetMiddleware: LayoutMiddleware {
  func handle(_ request: inout LayoutRequest, next: (inout LayoutRequest) -> Void) {
    if case .guidance(let state) = request.stage {
      let speed = state.speedWidget
      request.views.append(speed)
      request.constraints += [
        speed.leadingAnchor.constraint(equalTo: request.leadingEdge, constant: 8),
        speed.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
      ]
    }
    next(&request)
  }
}

/// Prompt placement: the prompt goes last (on top) at the bottom, and the map
/// content moves above it. Prompts fade in; one the SDK took back fades out
/// (kept pinned where it was) and is removed when the fade ends.
@MainActor
final class PromptPlacementMiddleware: LayoutMiddleware {
  private var onScreen: NavigationPromptView?

  func handle(_ request: inout LayoutRequest, next: (inout LayoutRequest) -> Void) {
    var incoming: NavigationPromptView?
    if case .guidance = request.stage {
      incoming = request.prompt
    }
    let leaving = onScreen.flatMap { $0 === incoming ? nil : $0 }
    let arriving = incoming.flatMap { $0 === onScreen ? nil : $0 }

    if let leaving {
      request.views.append(leaving)
      request.constraints += [
        leaving.bottomAnchor.constraint(equalTo: request.navMap.bottomAnchor),
        leaving.leadingAnchor.constraint(equalTo: request.leadingEdge),
      ]
    }
    if let prompt = incoming {
      if prompt === arriving { prompt.alpha = 0 }
      request.views.append(prompt)
      request.constraints += [
        prompt.bottomAnchor.constraint(equalTo: request.navMap.bottomAnchor),
        prompt.leadingAnchor.constraint(equalTo: request.leadingEdge),
        request.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
      ]
    }
    next(&request)
    onScreen = incoming

    if let arriving {
      UIView.animate(withDuration: 0.25) {
        arriving.alpha = 1
      }
    }
    if let leaving {
      UIView.animate(withDuration: 0.25, animations: {
        leaving.alpha = 0
      }, completion: { _ in
        leaving.removeFromSuperview()
      })
    }
  }
}
