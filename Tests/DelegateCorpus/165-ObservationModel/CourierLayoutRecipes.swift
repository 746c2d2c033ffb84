import GoogleNavigation
import UIKit

/// One render's worth of layout: views bottom to top, guides, constraints.
struct CourierLayout {
  var views: [UIView] = []
  var guides: [UILayoutGuide] = []
  var constraints: [NSLayoutConstraint] = []

  mutating func merge(_ other: CourierLayout) {
    views += other.views
    guides += other.guides
    constraints += other.constraints
  }
}

/// The courier screen's layouts. Builds constraints, activates nothing.
@MainActor
struct CourierLayoutRecipes {
  let navMap: GMSMapView
  let stack: GMSNavigationHidingStackView
  /// The band along the bottom that map content keeps clear of (ETA card, prompt).
  let clearance: UILayoutGuide

  private var safe: UILayoutGuide { navMap.safeAreaLayoutGuide }
  private var pad: CGFloat { NavigationStyleValues.elementHorizontalPadding }
  private var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
  private var inset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }

  /// The SDK's buttons in the order it hands them, compass and reporting only.
  private func arrange(_ buttons: [NavigationUIButton]) {
    stack.arrangedSubviews = buttons
      .filter { $0.type == .compass || $0.type == .reporting }
      .map { $0.view }
  }

  func ready(
    viewport: UIView, logo: UIView, buttons: [NavigationUIButton],
    sheet: UIView?, sheetHeight: CGFloat, wide: Bool
  ) -> CourierLayout {
    arrange(buttons)
    var layout = CourierLayout()
    layout.views = [viewport, logo, stack]
    layout.constraints = [
      viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
    ]
    guard let sheet else {
      layout.constraints += [
        viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
      return layout
    }
    layout.views.insert(sheet, at: 1)
    if wide {
      // A floating card in the bottom leading corner; the map stays whole.
      layout.constraints += [
        sheet.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        sheet.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        sheet.widthAnchor.constraint(equalToConstant: CourierStyle.wideSheetWidth),
        sheet.heightAnchor.constraint(equalToConstant: sheetHeight),
        viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        logo.bottomAnchor.constraint(equalTo: sheet.topAnchor, constant: -gap),
        stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
    } else {
      layout.constraints += [
        sheet.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        sheet.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        sheet.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        sheet.heightAnchor.constraint(equalToConstant: sheetHeight),
        viewport.bottomAnchor.constraint(equalTo: sheet.topAnchor),
        logo.bottomAnchor.constraint(equalTo: sheet.topAnchor, constant: -gap),
        stack.bottomAnchor.constraint(equalTo: sheet.topAnchor, constant: -gap),
      ]
    }
    return layout
  }

  func guidance(_ state: ActiveGuidanceUIState, note: UIView?, wide: Bool) -> CourierLayout {
    arrange(state.buttons)
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo
    let speed = state.speedWidget
    let bar = state.tripProgressBar

    var layout = CourierLayout()
    layout.views = [viewport, turnCard, etaCard, bar, speed, logo, stack]
    layout.constraints = [
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -CourierStyle.floatingGap),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
    ]
    // The delivery note hangs under the turn card, in its column in wide mode.
    var belowHeader = turnCard.bottomAnchor
    if let note {
      layout.views.append(note)
      layout.constraints += [
        note.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        note.leadingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.leadingAnchor),
        note.trailingAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.trailingAnchor),
        note.heightAnchor.constraint(equalToConstant: CourierStyle.handoffNoteHeight),
      ]
      belowHeader = note.bottomAnchor
    }

    if wide {
      layout.constraints += [
        viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        bar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      ]
    } else {
      layout.guides = [clearance]
      let preferred = clearance.topAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
      preferred.priority = .defaultLow
      layout.constraints += [
        turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        clearance.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        clearance.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        clearance.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        clearance.topAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
        preferred,
        viewport.topAnchor.constraint(equalTo: belowHeader),
        viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        viewport.bottomAnchor.constraint(equalTo: clearance.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        logo.bottomAnchor.constraint(equalTo: clearance.topAnchor, constant: -gap),
        stack.topAnchor.constraint(equalTo: belowHeader, constant: gap),
        stack.bottomAnchor.constraint(equalTo: clearance.topAnchor, constant: -gap),
        bar.topAnchor.constraint(equalTo: belowHeader, constant: gap),
        bar.bottomAnchor.constraint(equalTo: clearance.topAnchor, constant: -gap),
      ]
    }
    return layout
  }

  func prompt(_ prompt: UIView, slot: CourierChromeModel.PromptSlot, etaCard: UIView) -> CourierLayout {
    var layout = CourierLayout()
    layout.views = [prompt]
    switch slot {
    case .none:
      return CourierLayout()
    case .bottom:
      layout.constraints = [
        prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        clearance.topAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
      ]
    case .leadingColumn:
      layout.constraints = [
        prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      ]
    }
    return layout
  }
}
