import UIKit
import GoogleNavigation

/// Computes a declarative plan for the current phase and hands it to `apply(_:)`.
/// Every callback re-plans from scratch; nothing is patched in place.
final class PlanLayoutDelegate: NavigationLayoutDelegate {

  enum Edge: CaseIterable {
    case top, bottom, leading, trailing
  }

  enum Placement {
    case pin(UIView, edges: [Edge], to: UILayoutGuide, inset: CGFloat)
    case span(UIView, in: UILayoutGuide, inset: CGFloat, halfWidth: Bool)
    case below(UIView, of: UIView, gap: CGFloat)
    case above(UIView, of: UIView, gap: CGFloat)
    case clear(UIView, of: UIView, gap: CGFloat)
    case stack([UIView], beside: UIView?, in: UILayoutGuide, gap: CGFloat)
    case hide(UIView)
  }

  enum Phase {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  private var phase: Phase = .off
  private var prompt: NavigationPromptView?
  private var wide = false
  private var mounted: [UIView] = []
  private var active: [NSLayoutConstraint] = []
  private weak var map: GMSMapView?

  // MARK: Callbacks

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    map = navMap
    wide = newState.wideMode
    phase = .ready(newState)
    render()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    phase = .off
    prompt = nil
    render()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    wide = newState.wideMode
    phase = .guidance(newState)
    render()
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    prompt = nil
    phase = .ready(newState)
    render()
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard wide != newState.wideMode else { return }
    wide = newState.wideMode
    render()
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    render()
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompt = nil
    render()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    prompt = newPrompt
    render()
  }

  private func render() {
    guard let map else { return }
    let plan = Self.plan(for: phase, prompt: prompt, wide: wide, safe: map.safeAreaLayoutGuide)
    apply(plan, on: map)
  }

  // MARK: Interpreter

  func apply(_ plan: [Placement], on map: GMSMapView) {
    NSLayoutConstraint.deactivate(active)
    active.removeAll()
    let wanted = plan.flatMap(\.views)
    for view in mounted where !wanted.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    mounted = mounted.filter { view in wanted.contains(where: { $0 === view }) }

    for step in plan {
      for view in step.views where !mounted.contains(where: { $0 === view }) {
        view.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(view)
        mounted.append(view)
      }
      switch step {
      case let .pin(view, edges, guide, inset):
        for edge in edges {
          switch edge {
          case .top: active.append(view.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset))
          case .bottom: active.append(view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset))
          case .leading: active.append(view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset))
          case .trailing: active.append(view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset))
          }
        }
      case let .span(view, guide, inset, halfWidth):
        active.append(view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset))
        active.append(halfWidth
          ? view.trailingAnchor.constraint(lessThanOrEqualTo: guide.centerXAnchor)
          : view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset))
      case let .below(view, other, gap):
        active.append(view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: gap))
      case let .above(view, other, gap):
        let preferred = view.bottomAnchor.constraint(equalTo: other.topAnchor, constant: -gap)
        preferred.priority = .defaultHigh
        active += [preferred, view.bottomAnchor.constraint(lessThanOrEqualTo: other.topAnchor, constant: -gap)]
      case let .clear(view, other, gap):
        active.append(view.bottomAnchor.constraint(lessThanOrEqualTo: other.topAnchor, constant: -gap))
      case let .stack(views, beside, guide, gap):
        var floor: NSLayoutYAxisAnchor = guide.bottomAnchor
        for (index, view) in views.enumerated() {
          let trailing = beside?.leadingAnchor ?? guide.trailingAnchor
          active.append(view.trailingAnchor.constraint(equalTo: trailing, constant: -gap))
          let preferred = view.bottomAnchor.constraint(equalTo: floor, constant: index == 0 ? -gap : -NavigationStyleValues.buttonVerticalPadding)
          preferred.priority = .defaultHigh - 1
          active += [preferred, view.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -gap)]
          floor = view.topAnchor
        }
      case let .hide(view):
        view.removeFromSuperview()
        mounted.removeAll { $0 === view }
      }
    }
    NSLayoutConstraint.activate(active)
  }
}
