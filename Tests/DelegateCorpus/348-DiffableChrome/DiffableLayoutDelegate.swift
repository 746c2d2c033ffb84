import GoogleNavigation
import UIKit

/// The drive screen's navigation layout, written by the team that owns the app's
/// collection views: every callback builds a `ChromeSnapshot` of what the state shows and
/// hands it to a `ChromeDataSource`, which inserts, deletes and lays out the difference.
/// The constraints of each role live in one provider method below.
@MainActor
final class DiffableLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Spacing {
    static let gap: CGFloat = 8
    static func railInset(wide: Bool) -> CGFloat {
      wide ? NavigationStyleValues.buttonHorizontalPadding * 1.5 : NavigationStyleValues.buttonHorizontalPadding
    }
  }

  /// The bottom of the open map: the viewport, the logo, the rail and the trip progress
  /// bar end on it. It rests on the safe area and the bottom cards and prompts push it up.
  private let openMap = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var dataSource: ChromeDataSource?

  // MARK: - Navigation on and off

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    openMap.identifier = "DiffableChrome.openMap"
    navMap.addLayoutGuide(openMap)
    let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)

    let source = ChromeDataSource(map: navMap, openMap: openMap) { [unowned self] item, context in
      self.constraints(for: item, in: context)
    }
    dataSource = source
    source.isWide = newState.wideMode
    rail.arrangedSubviews = railViews(newState.buttons)
    source.apply(readySnapshot(newState))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    // An empty snapshot deletes every item, a prompt still up included.
    rail.arrangedSubviews = []
    dataSource?.apply(ChromeSnapshot(), animatingDifferences: false)
    dataSource = nil
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(openMap)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    guard let source = dataSource else { return }
    source.isWide = newState.wideMode
    rail.arrangedSubviews = railViews(newState.buttons)
    source.apply(guidanceSnapshot(newState))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    guard let source = dataSource else { return }
    // The ready snapshot has no cards and no alerts: a prompt guidance stops with is
    // deleted with the cards.
    source.isWide = newState.wideMode
    rail.arrangedSubviews = railViews(newState.buttons)
    source.apply(readySnapshot(newState), animatingDifferences: false)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard let source = dataSource, source.isWide != newState.wideMode else { return }
    source.isWide = newState.wideMode
    source.apply(source.snapshot, animatingDifferences: false)
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let source = dataSource else { return }
    var snapshot = source.snapshot
    snapshot.appendItems([ChromeItem(role: .prompt, view: newPrompt)], toSection: .alerts)
    source.apply(snapshot)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let source = dataSource else { return }
    var snapshot = source.snapshot
    snapshot.deleteItems([ChromeItem(role: .prompt, view: oldPrompt)])
    source.apply(snapshot)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    guard let source = dataSource else { return }
    var snapshot = source.snapshot
    let old = ChromeItem(role: .prompt, view: oldPrompt)
    let new = ChromeItem(role: .prompt, view: newPrompt)
    if snapshot.sectionIdentifier(containingItem: old) == .alerts {
      snapshot.insertItems([new], afterItem: old)
      snapshot.deleteItems([old])
    } else {
      snapshot.appendItems([new], toSection: .alerts)
    }
    source.apply(snapshot)
  }

  // MARK: - Snapshots

  private func readySnapshot(_ state: NavigationReadyUIState) -> ChromeSnapshot {
    var snapshot = ChromeSnapshot()
    snapshot.appendSections(ChromeSection.allCases)
    snapshot.appendItems([ChromeItem(role: .viewport, view: state.viewport)], toSection: .backdrop)
    snapshot.appendItems(
      [ChromeItem(role: .logo, view: state.googleLogo), ChromeItem(role: .rail, view: rail)], toSection: .floating)
    return snapshot
  }

  private func guidanceSnapshot(_ state: ActiveGuidanceUIState) -> ChromeSnapshot {
    var snapshot = ChromeSnapshot()
    snapshot.appendSections(ChromeSection.allCases)
    snapshot.appendItems([ChromeItem(role: .viewport, view: state.viewport)], toSection: .backdrop)
    snapshot.appendItems(
      [
        ChromeItem(role: .turnCard, view: state.turnCard),
        ChromeItem(role: .etaCard, view: state.etaCard),
        ChromeItem(role: .speedWidget, view: state.speedWidget),
        ChromeItem(role: .progressBar, view: state.tripProgressBar),
      ], toSection: .cards)
    snapshot.appendItems(
      [ChromeItem(role: .logo, view: state.googleLogo), ChromeItem(role: .rail, view: rail)], toSection: .floating)
    return snapshot
  }

  /// The compass first, then reporting, then anything newer: the rail hides from its end.
  private func railViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    let rank: [NavigationButtonKnownType: Int] = [.compass: 0, .reporting: 1]
    return buttons
      .sorted { rank[$0.type, default: 2] < rank[$1.type, default: 2] }
      .map(\.view)
  }

  // MARK: - Layout provider

  private func constraints(for item: ChromeItem, in c: ChromeLayoutContext) -> [NSLayoutConstraint] {
    let view = item.view
    let safe = c.safe
    let gap = Spacing.gap
    let turnCard = c[.turnCard]

    switch (item.role, c.wide) {
    case (.viewport, _) where turnCard == nil:
      // Navigation ready: all of the open map.
      return [
        view.topAnchor.constraint(equalTo: safe.topAnchor),
        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        view.bottomAnchor.constraint(equalTo: c.openMap.topAnchor),
      ]
    case (.viewport, false):
      // Compact guidance: between the turn card and the bottom cards.
      guard let turnCard else { return [] }
      return [
        view.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        view.bottomAnchor.constraint(equalTo: c.openMap.topAnchor),
      ]
    case (.viewport, true):
      // Wide guidance: beside the leading card column, full height.
      let hug = view.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      var pins = [
        view.topAnchor.constraint(equalTo: safe.topAnchor),
        view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        view.bottomAnchor.constraint(equalTo: c.openMap.topAnchor),
        hug,
      ]
      for card in [turnCard, c[.etaCard]].compactMap({ $0 }) {
        pins.append(view.leadingAnchor.constraint(greaterThanOrEqualTo: card.trailingAnchor))
      }
      return pins
    case (.turnCard, _):
      return [
        view.topAnchor.constraint(equalTo: safe.topAnchor),
        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    case (.etaCard, _):
      return [
        view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    case (.speedWidget, let wide):
      guard let eta = c[.etaCard] else { return [] }
      var pins = [
        view.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
        view.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      ]
      if !wide {
        // Across the width, the open map ends above the widget and the card under it.
        pins.append(c.openMap.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor))
      }
      return pins
    case (.progressBar, let wide):
      let top = (wide ? nil : turnCard?.bottomAnchor) ?? safe.topAnchor
      return [
        view.topAnchor.constraint(equalTo: top, constant: gap),
        view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
        view.bottomAnchor.constraint(equalTo: c.openMap.topAnchor, constant: -gap),
      ]
    case (.logo, true) where turnCard != nil:
      guard let viewport = c[.viewport] else { return [] }
      return [
        view.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        view.bottomAnchor.constraint(equalTo: c.openMap.topAnchor, constant: -gap),
      ]
    case (.logo, _):
      return [
        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
        view.bottomAnchor.constraint(equalTo: c.openMap.topAnchor, constant: -gap),
      ]
    case (.rail, let wide):
      let top = (wide ? nil : turnCard?.bottomAnchor) ?? safe.topAnchor
      let trailing: NSLayoutConstraint
      if let bar = c[.progressBar] {
        trailing = view.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap)
      } else {
        trailing = view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.railInset(wide: wide))
      }
      return [
        view.topAnchor.constraint(equalTo: top, constant: gap),
        trailing,
        view.bottomAnchor.constraint(equalTo: c.openMap.topAnchor, constant: -gap),
      ]
    case (.prompt, _):
      return [
        view.bottomAnchor.constraint(equalTo: c.map.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        c.openMap.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor),
      ]
    }
  }
}
