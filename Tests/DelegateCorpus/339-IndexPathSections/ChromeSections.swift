import GoogleNavigation
import UIKit

/// The navigation chrome seen the way our collection-view screens are: sections
/// of items addressed by `IndexPath`, changed in batch updates.
///
/// Sections are numbered in the order their constraints depend on one another,
/// so inserting them in ascending order always finds what an item pins to
/// already on the map: the cards first (the content sits below the turn card),
/// the gauges before the controls (the button column sits on the speed widget),
/// the prompt last (it is drawn above everything).
enum ChromeSection: Int, CaseIterable {
  case cards = 0
  case gauges
  case content
  case controls
  case prompt

  /// How many item slots the section has; a section's items end at its first empty slot.
  var itemCapacity: Int {
    switch self {
    case .cards, .gauges, .content: return 2
    case .controls, .prompt: return 1
    }
  }

  /// Sections on screen while navigation is ready.
  static let navigationReady: IndexSet = [ChromeSection.content.rawValue, ChromeSection.controls.rawValue]
  /// Sections on screen during guidance (the prompt comes and goes on its own).
  static let guidance = IndexSet(integersIn: ChromeSection.cards.rawValue...ChromeSection.controls.rawValue)
  static let prompts: IndexSet = [ChromeSection.prompt.rawValue]
}

extension IndexPath {
  /// `IndexPath(item:section:)` for a chrome section.
  static func item(_ item: Int, in section: ChromeSection) -> IndexPath {
    IndexPath(item: item, section: section.rawValue)
  }

  var chromeSection: ChromeSection? { ChromeSection(rawValue: section) }
}

/// One batch of section changes, applied like `performBatchUpdates`: every
/// deletion first (last index path first), then the insertions in section order.
struct ChromeBatch {
  private(set) var deletedSections = IndexSet()
  private(set) var insertedSections = IndexSet()

  mutating func deleteSections(_ sections: IndexSet) {
    deletedSections.formUnion(sections)
  }

  mutating func insertSections(_ sections: IndexSet) {
    insertedSections.formUnion(sections)
  }

  /// Deleted and inserted again, so its items are laid out afresh.
  mutating func reloadSections(_ sections: IndexSet) {
    deleteSections(sections)
    insertSections(sections)
  }
}

/// What the SDK handed over, read like a data source's model.
@MainActor
struct ChromeSnapshot {
  var viewport: UIView
  var logo: UIView
  var buttons: [NavigationUIButton]
  var wide: Bool
  var turnCard: UIView?
  var etaCard: UIView?
  var speedWidget: UIView?
  var tripProgressBar: UIView?
  var prompt: NavigationPromptView?

  init(_ state: NavigationReadyUIState) {
    viewport = state.viewport
    logo = state.googleLogo
    buttons = state.buttons
    wide = state.wideMode
  }

  init(_ state: ActiveGuidanceUIState) {
    viewport = state.viewport
    logo = state.googleLogo
    buttons = state.buttons
    wide = state.wideMode
    turnCard = state.turnCard
    etaCard = state.etaCard
    speedWidget = state.speedWidget
    tripProgressBar = state.tripProgressBar
  }

  /// Product decision: the progress bar only where there is room beside the cards.
  var visibleProgressBar: UIView? { wide ? tripProgressBar : nil }
}
