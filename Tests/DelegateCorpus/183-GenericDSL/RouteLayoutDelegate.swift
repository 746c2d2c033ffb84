import GoogleNavigation
import UIKit

@MainActor
final class RouteLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let panel = TripPanelView()
  private let content = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var phase: NavPhase?
  private var installed: [UIView] = []
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var phaseConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(content)
    sessionConstraints = layout {
      spanHorizontally(content, in: navMap)
      content.heightAnchor.constraint(equalToConstant: 0)
      pin(\.bottomAnchor, of: content, to: navMap.safeAreaLayoutGuide, relation: .atMost)
      pin(\.bottomAnchor, of: content, to: navMap.safeAreaLayoutGuide).prioritized(.defaultLow)
    }
    NSLayoutConstraint.activate(sessionConstraints)
    render(.ready(newState), wide: newState.wideMode, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removePrompt()
    render(nil, wide: oldState.wideMode, on: navMap)
    NSLayoutConstraint.deactivate(sessionConstraints)
    navMap.removeLayoutGuide(content)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    render(.guidance(newState), wide: newState.wideMode, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removePrompt()
    render(.ready(newState), wide: newState.wideMode, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let phase { render(phase, wide: newState.wideMode, on: navMap) }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    newPrompt.alpha = 0
    navMap.addSubview(newPrompt)
    NSLayoutConstraint.activate(layout {
      pin(\.leadingAnchor, of: newPrompt, to: navMap.safeAreaLayoutGuide)
      pin(\.bottomAnchor, of: newPrompt, to: navMap)
      pin(\.bottomAnchor, of: content, to: newPrompt, \.topAnchor, relation: .atMost)
    })
    UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { newPrompt.alpha = 1 }.startAnimation()
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if prompt === oldPrompt { prompt = nil }
    UIView.animate(withDuration: 0.3, animations: { oldPrompt.alpha = 0 }, completion: { _ in
      oldPrompt.removeFromSuperview()
      oldPrompt.alpha = 1
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    oldPrompt.removeFromSuperview()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func render(_ phase: NavPhase?, wide: Bool, on map: GMSMapView) {
    NSLayoutConstraint.deactivate(phaseConstraints)
    self.phase = phase
    let slots: [any LayoutSlot] = phase.map { self.slots(for: $0, wide: wide) } ?? []
    let views = slots.map { view(of: $0) }
    for view in installed where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
    for view in views where view.superview !== map {
      if let prompt { map.insertSubview(view, belowSubview: prompt) } else { map.addSubview(view) }
    }
    installed = views
    // Found by type, never by index (the SDK's order may change).
    buttonStack.arrangedSubviews = (phase?.buttons ?? []).filter { [.compass, .reporting].contains($0.type) }.map(\.view)
    let safe = map.safeAreaLayoutGuide
    let (leading, top): (NSLayoutXAxisAnchor, NSLayoutYAxisAnchor) = switch (phase, wide) {
    case (.ready?, true): (panel.trailingAnchor, safe.topAnchor)  // beside the docked panel
    case (.guidance(let state)?, true): (state.turnCard.trailingAnchor, safe.topAnchor)  // beside the card column
    case (.guidance(let state)?, false): (safe.leadingAnchor, state.turnCard.bottomAnchor)
    default: (safe.leadingAnchor, safe.topAnchor)
    }
    let context = LayoutContext(map: map, safe: safe, content: content, leadingEdge: leading, openTop: top, wide: wide)
    phaseConstraints = slots.flatMap { constraints(of: $0, in: context) }
    NSLayoutConstraint.activate(phaseConstraints)
  }

  private func slots(for phase: NavPhase, wide: Bool) -> [any LayoutSlot] {
    let placement = PanelPlacement.forPhase(phase, wide: wide)
    var slots: [any LayoutSlot] = [
      Placed(phase.viewport) { viewport, ctx in
        viewport.topAnchor.constraint(equalTo: ctx.openTop)
        viewport.leadingAnchor.constraint(equalTo: ctx.leadingEdge)
        pin(\.trailingAnchor, of: viewport, to: ctx.safe)
        pin(\.bottomAnchor, of: viewport, to: ctx.content, \.topAnchor)
      },
      Placed(phase.googleLogo) { logo, ctx in
        logo.leadingAnchor.constraint(equalTo: ctx.leadingEdge, constant: 8)
        pin(\.bottomAnchor, of: logo, to: ctx.content, \.topAnchor, constant: -8)
      },
      Placed(buttonStack) { stack, ctx in
        pin(\.trailingAnchor, of: stack, to: ctx.safe, constant: -8)
        stack.topAnchor.constraint(equalTo: ctx.openTop, constant: 8)
        pin(\.bottomAnchor, of: stack, to: ctx.content, \.topAnchor, constant: -8)
      },
    ]
    if case .guidance(let state) = phase {
      slots += [
        Placed(state.turnCard) { card, ctx in
          pin(\.topAnchor, of: card, to: ctx.safe)
          pin(\.leadingAnchor, of: card, to: ctx.safe)
        },
        Placed(state.etaCard) { card, ctx in
          if ctx.wide {
            pin(\.leadingAnchor, of: card, to: ctx.safe)
            pin(\.bottomAnchor, of: card, to: ctx.safe)
          } else {
            pin(\.leadingAnchor, of: card, to: ctx.map)
            pin(\.bottomAnchor, of: card, to: ctx.map)
            pin(\.bottomAnchor, of: ctx.content, to: card, \.topAnchor, relation: .atMost)
          }
        },
        Placed(state.speedWidget) { widget, ctx in
          widget.leadingAnchor.constraint(equalTo: ctx.leadingEdge, constant: 8)
          pin(\.bottomAnchor, of: widget, to: state.googleLogo, \.topAnchor, constant: -8)
        },
      ]
    }
    if placement != .hidden { slots.append(PanelSlot(view: panel, placement: placement, restingOn: phase.bottomCard)) }
    return slots
  }

  private func removePrompt() { prompt?.removeFromSuperview(); prompt = nil }
}

@MainActor private func view(of slot: some LayoutSlot) -> UIView { slot.view }

@MainActor private func constraints(of slot: some LayoutSlot, in context: LayoutContext) -> [NSLayoutConstraint] {
  slot.constraints(in: context)
}
