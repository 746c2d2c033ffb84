import GoogleNavigation
import UIKit

/// Navigation layout written by the team that owns our collection-view screens:
/// every Google view is a "cell" at an `IndexPath`, sections are inserted,
/// deleted and reloaded in batches, and each cell's constraints are its
/// "layout attributes", kept by index path until the cell is deleted.
@MainActor
final class SectionedLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let gap: CGFloat = 8
  private static let fadeDuration: TimeInterval = 0.2

  /// Rows of the button column, as the settings screen orders them (one section).
  private static let columnRows: [NavigationButtonKnownType: IndexPath] = [
    .compass: IndexPath(row: 0, section: 0),
    .reporting: IndexPath(row: 1, section: 0),
  ]

  /// Marks the bottom of the open map: above the ETA card and any prompt.
  private let floor = UILayoutGuide()
  private var floorPins: [NSLayoutConstraint] = []
  private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var snapshot: ChromeSnapshot?
  private var cells: [IndexPath: UIView] = [:]
  private var attributes: [IndexPath: [NSLayoutConstraint]] = [:]
  private var liveSections = IndexSet()

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    floorPins = [floor.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(floorPins)
    snapshot = ChromeSnapshot(newState)
    performBatchUpdates(in: navMap) { $0.insertSections(ChromeSection.navigationReady) }
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    let everything = liveSections
    performBatchUpdates(in: navMap) { $0.deleteSections(everything) }
    snapshot = nil
    NSLayoutConstraint.deactivate(floorPins)
    floorPins = []
    navMap.removeLayoutGuide(floor)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    snapshot = ChromeSnapshot(newState)
    performBatchUpdates(in: navMap) { batch in
      batch.deleteSections(ChromeSection.navigationReady)
      batch.insertSections(ChromeSection.guidance)
    }
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // The SDK may stop guidance with its prompt still up: the prompt section goes too.
    let leaving = liveSections
    snapshot = ChromeSnapshot(newState)
    performBatchUpdates(in: navMap) { batch in
      batch.deleteSections(leaving)
      batch.insertSections(ChromeSection.navigationReady)
    }
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard let current = snapshot else { return }
    var next: ChromeSnapshot
    if let guidance = newState as? ActiveGuidanceUIState {
      next = ChromeSnapshot(guidance)
    } else if let ready = newState as? NavigationReadyUIState {
      next = ChromeSnapshot(ready)
    } else {
      return
    }
    next.prompt = current.prompt
    snapshot = next
    let onScreen = liveSections
    guard !onScreen.isEmpty else { return }
    performBatchUpdates(in: navMap) { $0.reloadSections(onScreen) }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    snapshot?.prompt = newPrompt
    newPrompt.alpha = 0
    performBatchUpdates(in: navMap) { $0.insertSections(ChromeSection.prompts) }
    UIView.animate(withDuration: Self.fadeDuration) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    snapshot?.prompt = nil
    performBatchUpdates(in: navMap) { $0.deleteSections(ChromeSection.prompts) }
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    snapshot?.prompt = newPrompt
    performBatchUpdates(in: navMap) { $0.reloadSections(ChromeSection.prompts) }
  }

  // MARK: - Batch updates

  private func performBatchUpdates(in navMap: GMSMapView, _ updates: (inout ChromeBatch) -> Void) {
    var batch = ChromeBatch()
    updates(&batch)

    // Deletions: every cell of a deleted section, from the last index path back.
    let doomed = cells.keys.filter { batch.deletedSections.contains($0.section) }.sorted(by: >)
    NSLayoutConstraint.deactivate(doomed.flatMap { attributes[$0] ?? [] })
    for indexPath in doomed {
      attributes[indexPath] = nil
      guard let cell = cells.removeValue(forKey: indexPath) else { continue }
      prepareForReuse(cell)
      cell.removeFromSuperview()
    }
    liveSections.subtract(batch.deletedSections)

    guard let snapshot, !batch.insertedSections.isEmpty else { return }

    // Insertions: dequeue each section's items in order, all cells on the map
    // before any attributes are applied (an item may pin to a later one).
    var inserted: [IndexPath] = []
    sections: for section in batch.insertedSections {
      guard let kind = ChromeSection(rawValue: section) else { continue }
      for item in 0..<kind.itemCapacity {
        let indexPath = IndexPath.item(item, in: kind)
        guard let cell = dequeueCell(at: indexPath, from: snapshot) else { continue sections }
        navMap.addSubview(cell)
        cells[indexPath] = cell
        inserted.append(indexPath)
      }
    }
    liveSections.formUnion(batch.insertedSections)

    for indexPath in inserted {
      guard let cell = cells[indexPath] else { continue }
      let pins = layoutAttributesForItem(at: indexPath, cell: cell, in: navMap, snapshot: snapshot)
      NSLayoutConstraint.activate(pins)
      attributes[indexPath] = pins
    }
  }

  /// The data source: the view at an index path in this snapshot, if any.
  private func dequeueCell(at indexPath: IndexPath, from s: ChromeSnapshot) -> UIView? {
    switch (indexPath.chromeSection, indexPath.item) {
    case (.cards?, 0): return s.turnCard
    case (.cards?, 1): return s.etaCard
    case (.gauges?, 0): return s.speedWidget
    case (.gauges?, 1): return s.visibleProgressBar
    case (.content?, 0): return s.viewport
    case (.content?, 1): return s.logo
    case (.controls?, 0):
      buttonColumn.arrangedSubviews = Self.columnOrder(of: s.buttons)
      return buttonColumn
    case (.prompt?, 0): return s.prompt
    default: return nil
    }
  }

  private func prepareForReuse(_ cell: UIView) {
    if cell === buttonColumn {
      buttonColumn.arrangedSubviews = []
    }
  }

  /// The SDK's buttons in the column's row order; unknown buttons go last.
  private static func columnOrder(of buttons: [NavigationUIButton]) -> [UIView] {
    let unlisted = IndexPath(row: Int.max, section: 0)
    return buttons
      .sorted { (columnRows[$0.type] ?? unlisted) < (columnRows[$1.type] ?? unlisted) }
      .map(\.view)
  }

  // MARK: - Layout attributes

  private func layoutAttributesForItem(
    at indexPath: IndexPath, cell: UIView, in navMap: GMSMapView, snapshot s: ChromeSnapshot
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    let sideInset = s.wide
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    // The controls and the speed widget keep clear of the progress bar when it shows.
    let controlsEdge: (anchor: NSLayoutXAxisAnchor, inset: CGFloat) =
      s.visibleProgressBar.map { ($0.leadingAnchor, gap) } ?? (safe.trailingAnchor, sideInset)

    switch (indexPath.chromeSection, indexPath.item) {
    case (.cards?, 0):
      return [
        cell.topAnchor.constraint(equalTo: safe.topAnchor),
        cell.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    case (.cards?, 1):
      var pins = [
        cell.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        cell.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
      if !s.wide {
        pins.append(floor.bottomAnchor.constraint(lessThanOrEqualTo: cell.topAnchor))
      }
      return pins
    case (.gauges?, 0):
      return [
        cell.trailingAnchor.constraint(equalTo: controlsEdge.anchor, constant: -controlsEdge.inset),
        cell.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
    case (.gauges?, 1):
      return [
        cell.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        cell.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        cell.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
      ]
    case (.content?, 0):
      var pins = [
        cell.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        cell.bottomAnchor.constraint(equalTo: floor.topAnchor),
      ]
      if let turnCard = s.turnCard, let etaCard = s.etaCard, s.wide {
        pins += [
          cell.topAnchor.constraint(equalTo: safe.topAnchor),
          cell.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
          cell.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
        ]
      } else if let turnCard = s.turnCard {
        pins += [
          cell.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
          cell.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
      } else {
        pins += [
          cell.topAnchor.constraint(equalTo: safe.topAnchor),
          cell.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
      }
      return pins
    case (.content?, 1):
      return [
        cell.leadingAnchor.constraint(equalTo: s.viewport.leadingAnchor, constant: gap),
        cell.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
    case (.controls?, 0):
      let top: NSLayoutConstraint
      if let turnCard = s.turnCard, !s.wide {
        top = cell.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap)
      } else {
        top = cell.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap)
      }
      let bottom = s.speedWidget.map { cell.bottomAnchor.constraint(equalTo: $0.topAnchor, constant: -gap) }
        ?? cell.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap)
      return [
        top, bottom,
        cell.trailingAnchor.constraint(equalTo: controlsEdge.anchor, constant: -controlsEdge.inset),
      ]
    case (.prompt?, 0):
      return [
        cell.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        cell.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        floor.bottomAnchor.constraint(lessThanOrEqualTo: cell.topAnchor),
      ]
    default:
      assertionFailure("no layout attributes for \(indexPath)")
      return []
    }
  }
}
