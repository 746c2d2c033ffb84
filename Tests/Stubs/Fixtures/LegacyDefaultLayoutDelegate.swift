// A hand-written delegate reproducing the legacy default layout (header,
// footer, report button; no compass, no trip progress bar, no padding; an app
// banner that hung below the header guide), in
// the shape `navlint generate` emits: the verifier's --against-legacy fixture.
// navlint-legacy-variant: {"configuration":{"customItems":[{"constraints":[{"attribute":"top","constant":8,"target":"navigationHeaderLayoutGuide","targetAttribute":"bottom"},{"attribute":"trailing","constant":-64,"target":"mapView.safeAreaLayoutGuide"}],"intrinsicSize":{"height":40,"width":200},"name":"banner"}]},"name":"default","properties":{}}
// navlint-legacy-variant: {"configuration":{"customItems":[{"constraints":[{"attribute":"top","constant":8,"target":"navigationHeaderLayoutGuide","targetAttribute":"bottom"},{"attribute":"trailing","constant":-64,"target":"mapView.safeAreaLayoutGuide"}],"intrinsicSize":{"height":40,"width":200},"name":"banner"}],"reportIncidentButtonEnabled":false},"name":"noReportButton","properties":{"showsReportButton":false}}
import GoogleNavigation
import UIKit

/// Rebuilds the legacy slots as constraints whenever the state changes, and
/// checks wide mode in every callback.
@MainActor
final class LegacyDefaultLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var views: [UIView] = []
  private var constraints: [NSLayoutConstraint] = []
  private var guidance: ActiveGuidanceUIState?
  private var ready: NavigationReadyUIState?
  private var prompt: NavigationPromptView?
  private var wide = false
  /// The app's banner, which hung below the legacy header guide.
  var banner: UIView?
  /// The former `isNavigationReportIncidentButtonEnabled`, decided at run time.
  var showsReportButton = true {
    didSet { reapply() }
  }
  private weak var map: GMSMapView?

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    map = navMap
    ready = newState
    wide = newState.wideMode
    rebuild(navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    ready = nil
    prompt?.removeFromSuperview()
    prompt = nil
    tearDown()
  }

  func startGuidance(
    navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
  ) {
    guidance = newState
    wide = newState.wideMode
    rebuild(navMap)
  }

  func stopGuidance(
    navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
  ) {
    guidance = nil
    ready = newState
    wide = newState.wideMode
    rebuild(navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    wide = newState.wideMode
    guard ready != nil || guidance != nil else { return }
    rebuild(navMap)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    rebuild(navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    oldPrompt.removeFromSuperview()
    prompt = nil
    rebuild(navMap)
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
  ) {
    oldPrompt.removeFromSuperview()
    prompt = newPrompt
    rebuild(navMap)
  }

  private func reapply() {
    guard let map else { return }
    rebuild(map)
  }

  private func tearDown() {
    NSLayoutConstraint.deactivate(constraints)
    views.forEach { $0.removeFromSuperview() }
    constraints = []
    views = []
  }

  private func rebuild(_ navMap: GMSMapView) {
    tearDown()
    let safe = navMap.safeAreaLayoutGuide
    guard let logo = guidance?.googleLogo ?? ready?.googleLogo,
      let viewport = guidance?.viewport ?? ready?.viewport
    else { return }
    views = [viewport, logo]
    if let banner {
      constraints += [
        banner.topAnchor.constraint(
          equalTo: guidance?.turnCard.bottomAnchor ?? safe.topAnchor, constant: 8),
        banner.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -64),
      ]
    }

    // The open map: the safe area, pushed down or in by the cards and up by a prompt.
    let openBottom = viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    openBottom.priority = .defaultLow
    constraints += [
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor), openBottom,
      logo.leadingAnchor.constraint(
        equalTo: viewport.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
      logo.bottomAnchor.constraint(
        equalTo: viewport.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
    ]
    if let guidance {
      let turnCard = guidance.turnCard
      let etaCard = guidance.etaCard
      views += [turnCard, etaCard]
      constraints += [
        turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
      if wide {
        constraints += [
          viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
          viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        ]
      } else {
        constraints += [
          viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
          viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
          viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        ]
      }
      if showsReportButton,
        let reporting = guidance.buttons.first(where: { $0.type == .reporting })?.view
      {
        views.append(reporting)
        constraints += [
          reporting.trailingAnchor.constraint(
            equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
          reporting.bottomAnchor.constraint(
            equalTo: viewport.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
        ]
      }
      let speed = guidance.speedWidget
      views.append(speed)
      constraints += [
        speed.leadingAnchor.constraint(
          equalTo: viewport.leadingAnchor, constant: NavigationStyleValues.buttonHorizontalPadding),
        speed.bottomAnchor.constraint(
          equalTo: logo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
      ]
      if let prompt {
        views.append(prompt)
        constraints += [
          prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
          prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if !wide { constraints.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)) }
      }
    } else {
      constraints += [
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      ]
    }
    views.forEach { navMap.addSubview($0) }
    NSLayoutConstraint.activate(constraints)
  }
}
