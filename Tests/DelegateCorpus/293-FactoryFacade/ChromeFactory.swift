import GoogleNavigation
import UIKit

/// Where the chrome sits on the map: the safe area, and a guide whose top is the
/// bottom of the open map content (above the ETA card and any prompt).
@MainActor
struct ChromeFrame {
  let map: GMSMapView
  let safe: UILayoutGuide
  let content: UILayoutGuide
}

/// Abstract factory: one per form factor, producing the layout for each state.
@MainActor
protocol ChromeFactory {
  func makeReadyLayout(_ chrome: ReadyChrome, in frame: ChromeFrame) -> [NSLayoutConstraint]
  func makeGuidanceLayout(_ chrome: GuidanceChrome, in frame: ChromeFrame) -> [NSLayoutConstraint]
  func makePromptLayout(_ prompt: PromptAdapter, in frame: ChromeFrame) -> [NSLayoutConstraint]
}

extension ChromeFactory {
  /// The ready layout is the same on every form factor apart from the button inset.
  func readyLayout(_ chrome: ReadyChrome, in frame: ChromeFrame, buttonInset: CGFloat) -> [NSLayoutConstraint] {
    let safe = frame.safe
    let content = frame.content
    let viewport = chrome.viewport.layoutView
    let logo = chrome.logo.layoutView
    let buttons = chrome.buttons.layoutView
    return [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      buttons.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
    ]
  }

  func makePromptLayout(_ prompt: PromptAdapter, in frame: ChromeFrame) -> [NSLayoutConstraint] {
    let view = prompt.layoutView
    return [
      view.bottomAnchor.constraint(equalTo: frame.map.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor),
      frame.content.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor),
    ]
  }
}

/// Phones in portrait: cards across the top and bottom, speed widget and buttons
/// in the bottom trailing corner.
@MainActor
final class CompactChromeFactory: ChromeFactory {
  private let buttonInset: CGFloat = 16

  func makeReadyLayout(_ chrome: ReadyChrome, in frame: ChromeFrame) -> [NSLayoutConstraint] {
    readyLayout(chrome, in: frame, buttonInset: buttonInset)
  }

  func makeGuidanceLayout(_ chrome: GuidanceChrome, in frame: ChromeFrame) -> [NSLayoutConstraint] {
    let safe = frame.safe
    let content = frame.content
    let turnCard = chrome.turnCard.layoutView
    let etaCard = chrome.etaCard.layoutView
    let viewport = chrome.viewport.layoutView
    let logo = chrome.logo.layoutView
    let speed = chrome.speedWidget.layoutView
    let buttons = chrome.buttons.layoutView
    return [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      content.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      speed.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      buttons.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8),
    ]
  }
}

/// Wide maps: turn card and ETA card in the leading column, the speed widget
/// stacked on the ETA card, the logo beside it, buttons on the trailing side.
@MainActor
final class RegularChromeFactory: ChromeFactory {
  private let buttonInset: CGFloat = 32

  func makeReadyLayout(_ chrome: ReadyChrome, in frame: ChromeFrame) -> [NSLayoutConstraint] {
    readyLayout(chrome, in: frame, buttonInset: buttonInset)
  }

  func makeGuidanceLayout(_ chrome: GuidanceChrome, in frame: ChromeFrame) -> [NSLayoutConstraint] {
    let safe = frame.safe
    let content = frame.content
    let turnCard = chrome.turnCard.layoutView
    let etaCard = chrome.etaCard.layoutView
    let viewport = chrome.viewport.layoutView
    let logo = chrome.logo.layoutView
    let speed = chrome.speedWidget.layoutView
    let buttons = chrome.buttons.layoutView
    // The SDK sizes its cards to the leading column in wide mode.
    let column = safe.leadingAnchor
    return [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: column),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: column),
      content.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      viewport.topAnchor.constraint(equalTo: chrome.turnCard.marginsGuide.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
      speed.leadingAnchor.constraint(equalTo: chrome.etaCard.marginsGuide.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: chrome.etaCard.marginsGuide.topAnchor),
      logo.leadingAnchor.constraint(equalTo: speed.trailingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
      buttons.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
    ]
  }
}

/// Picks the factory for a state's form factor.
@MainActor
enum ChromeFactories {
  static func factory(wideMode: Bool) -> ChromeFactory {
    wideMode ? RegularChromeFactory() : CompactChromeFactory()
  }
}
