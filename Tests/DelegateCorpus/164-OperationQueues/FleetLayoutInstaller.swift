import GoogleNavigation
import UIKit

/// Installs and removes the fleet screen's constraints, one group per concern,
/// so that each state change removes exactly what the previous state added.
@MainActor
final class FleetLayoutInstaller {
  enum Group: Hashable {
    case ready
    case guidance
    case deliveryStrip
    case promptClearance
  }

  private var constraints: [Group: [NSLayoutConstraint]] = [:]
  private var views: [Group: [UIView]] = [:]

  func install(_ group: Group, views added: [UIView], on navMap: GMSMapView, constraints made: [NSLayoutConstraint]) {
    for view in added {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    views[group, default: []] += added
    constraints[group, default: []] += made
    NSLayoutConstraint.activate(made)
  }

  func remove(_ group: Group) {
    NSLayoutConstraint.deactivate(constraints[group] ?? [])
    constraints[group] = nil
    for view in views[group] ?? [] {
      view.removeFromSuperview()
    }
    views[group] = nil
  }

  func removeAll() {
    for group in [Group.promptClearance, .deliveryStrip, .guidance, .ready] {
      remove(group)
    }
  }

  // MARK: - Navigation ready

  func readyLayout(
    navMap: GMSMapView, state: NavigationReadyUIState, banner: ShiftBannerView
  ) -> (views: [UIView], constraints: [NSLayoutConstraint]) {
    let safe = navMap.safeAreaLayoutGuide
    var views: [UIView] = [state.viewport, banner, state.googleLogo]
    var made: [NSLayoutConstraint] = [
      banner.topAnchor.constraint(equalTo: navMap.topAnchor),
      banner.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      banner.bottomAnchor.constraint(equalTo: safe.topAnchor, constant: FleetTheme.bannerHeight),

      state.viewport.topAnchor.constraint(equalTo: banner.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),

      state.googleLogo.leadingAnchor.constraint(
        equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
      state.googleLogo.bottomAnchor.constraint(
        equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
    ]
    if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
      views.append(compass)
      made += [
        compass.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding),
        compass.trailingAnchor.constraint(
          equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
      ]
    }
    return (views, made)
  }

  // MARK: - Active guidance

  func guidanceLayout(
    navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool,
    reportingStack: GMSNavigationHidingStackView
  ) -> (views: [UIView], constraints: [NSLayoutConstraint]) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = NavigationStyleValues.buttonVerticalPadding
    let inset = NavigationStyleValues.buttonHorizontalPadding
    let pad = NavigationStyleValues.elementHorizontalPadding
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo
    let speed = state.speedWidget

    reportingStack.arrangedSubviews = state.buttons.filter { $0.type == .reporting }.map { $0.view }
    var views: [UIView] = [viewport, turnCard, etaCard, speed, logo, reportingStack]
    var made: [NSLayoutConstraint] = [
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

      speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -FleetTheme.floatingGap),
      reportingStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
    ]

    let compass = state.buttons.first(where: { $0.type == .compass })?.view
    if let compass {
      views.append(compass)
      made.append(compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset))
    }

    if wide {
      // Cards, strip and prompts share the leading column; the map gets the rest.
      made += [
        viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        reportingStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
      if let compass {
        made.append(compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap))
        made.append(reportingStack.topAnchor.constraint(equalTo: compass.bottomAnchor, constant: gap))
      } else {
        made.append(reportingStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap))
      }
    } else {
      let etaTop = etaCard.layoutMarginsGuide.topAnchor
      made += [
        turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        // Preferred: down to the ETA card. The strip and prompts push these up.
        priority(.defaultHigh, viewport.bottomAnchor.constraint(equalTo: etaTop)),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaTop),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        priority(.defaultHigh, logo.bottomAnchor.constraint(equalTo: etaTop, constant: -gap)),
        logo.bottomAnchor.constraint(lessThanOrEqualTo: etaTop, constant: -gap),
        priority(.defaultHigh, reportingStack.bottomAnchor.constraint(equalTo: etaTop, constant: -gap)),
        reportingStack.bottomAnchor.constraint(lessThanOrEqualTo: etaTop, constant: -gap),
      ]
      if let compass {
        made.append(compass.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap))
        made.append(reportingStack.topAnchor.constraint(equalTo: compass.bottomAnchor, constant: gap))
      } else {
        made.append(reportingStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap))
      }
    }
    return (views, made)
  }

  // MARK: - Delivery strip

  /// The strip sits on the ETA card once its content has loaded; outside wide
  /// mode the map content moves up to clear it.
  func stripLayout(
    strip: DeliveryProgressStripView, etaCard: UIView, wide: Bool,
    viewport: UIView, logo: UIView, reportingStack: UIView
  ) -> [NSLayoutConstraint] {
    let gap = NavigationStyleValues.buttonVerticalPadding
    var made = [
      strip.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
      strip.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.trailingAnchor),
      strip.heightAnchor.constraint(equalToConstant: FleetTheme.stripHeight),
    ]
    if !wide {
      made += [
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: strip.topAnchor),
        logo.bottomAnchor.constraint(lessThanOrEqualTo: strip.topAnchor, constant: -gap),
        reportingStack.bottomAnchor.constraint(lessThanOrEqualTo: strip.topAnchor, constant: -gap),
      ]
    }
    return made
  }

  // MARK: - Prompts

  /// Keeps the map content clear of a prompt at the bottom (portrait only: in
  /// wide mode the prompt sits in the leading column, over the ETA card).
  func promptLayout(
    navMap: GMSMapView, prompt: NavigationPromptView, wide: Bool,
    viewport: UIView, logo: UIView, reportingStack: UIView
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = NavigationStyleValues.buttonVerticalPadding
    var made = [
      prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
    ]
    if !wide {
      let promptTop = prompt.layoutMarginsGuide.topAnchor
      made += [
        prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: promptTop),
        logo.bottomAnchor.constraint(lessThanOrEqualTo: promptTop, constant: -gap),
        reportingStack.bottomAnchor.constraint(lessThanOrEqualTo: promptTop, constant: -gap),
      ]
    }
    return made
  }
}

@MainActor
private func priority(_ value: UILayoutPriority, _ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
  constraint.priority = value
  return constraint
}
