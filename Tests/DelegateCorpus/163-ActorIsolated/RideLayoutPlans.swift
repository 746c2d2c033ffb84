import GoogleNavigation
import UIKit

/// What one decision puts on the map: the views (bottom to top) and their
/// constraints. The delegate commits a plan and tears it down as a whole.
struct RideLayoutPlan {
  var views: [UIView] = []
  var constraints: [NSLayoutConstraint] = []
}

/// Builds the ride screen's plans. Pure: reads the views it is given, activates nothing.
@MainActor
struct RideLayoutPlanner {
  let navMap: GMSMapView
  let buttonStack: GMSNavigationHidingStackView
  let destinationPanel: UIView
  let nextStopChip: UIView

  private var safe: UILayoutGuide { navMap.safeAreaLayoutGuide }
  private var pad: CGFloat { NavigationStyleValues.elementHorizontalPadding }
  private var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
  private var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }

  // MARK: Navigation ready

  func readyPlan(viewport: UIView, logo: UIView, buttons: [UIView], panel kind: ChromePanel) -> RideLayoutPlan {
    buttonStack.arrangedSubviews = buttons
    var plan = RideLayoutPlan()
    plan.views = kind == .none ? [viewport, logo, buttonStack] : [viewport, destinationPanel, logo, buttonStack]
    let panel = destinationPanel
    plan.constraints = [
      viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
      viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
    ]
    switch kind {
    case .bottomSheet(let height):
      plan.constraints += [
        panel.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        panel.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        panel.heightAnchor.constraint(equalToConstant: height),
        viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        viewport.bottomAnchor.constraint(equalTo: panel.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: panel.topAnchor, constant: -gap),
        buttonStack.bottomAnchor.constraint(equalTo: panel.topAnchor, constant: -gap),
      ]
    case .sidePanel(let width):
      plan.constraints += [
        panel.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        panel.topAnchor.constraint(equalTo: navMap.topAnchor),
        panel.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        panel.trailingAnchor.constraint(equalTo: safe.leadingAnchor, constant: width),
        viewport.leadingAnchor.constraint(equalTo: panel.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
    case .none:
      plan.constraints += [
        viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
    }
    return plan
  }

  // MARK: Active guidance

  func guidancePlan(
    turnCard: UIView, etaCard: UIView, tripProgressBar: UIView, speedWidget: UIView,
    viewport: UIView, logo: UIView, buttons: [UIView],
    prompt: UIView?, wide: Bool
  ) -> RideLayoutPlan {
    buttonStack.arrangedSubviews = buttons
    var plan = RideLayoutPlan()
    plan.views = [viewport, turnCard, etaCard, tripProgressBar, speedWidget, logo, buttonStack, nextStopChip]
    plan.constraints = [
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      nextStopChip.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: RideMetrics.chipGap),
      nextStopChip.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),
      speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -RideMetrics.floatingGap),
      tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
    ]
    if let prompt {
      plan.constraints += [
        prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      ]
    }

    if wide {
      // Leading column: turn card on top, ETA card (and any prompt over it) at the bottom.
      plan.constraints += [
        viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        speedWidget.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: pad),
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        tripProgressBar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
    } else {
      // Full-width cards; whatever sits at the bottom (the prompt, else the ETA
      // card) is what the map content must clear.
      let bottomEdge = prompt?.layoutMarginsGuide.topAnchor ?? etaCard.layoutMarginsGuide.topAnchor
      plan.constraints += [
        turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        viewport.bottomAnchor.constraint(equalTo: bottomEdge),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: bottomEdge, constant: -gap),
        speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
        buttonStack.bottomAnchor.constraint(equalTo: bottomEdge, constant: -gap),
        tripProgressBar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
        tripProgressBar.bottomAnchor.constraint(equalTo: bottomEdge, constant: -gap),
      ]
      if let prompt {
        plan.constraints.append(prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
      }
    }
    return plan
  }
}
