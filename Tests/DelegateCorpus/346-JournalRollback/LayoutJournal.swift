import GoogleNavigation
import UIKit

/// What a journal entry belongs to. Its raw value starts the entry's label.
enum JournalPhase: String {
  case session
  case ready
  case guidance
  /// The pins that differ between compact and wide mode, in either phase.
  case mode
  case prompt
}

extension DefaultStringInterpolation {
  /// `"\(entry: .guidance, 3)"` is `"guidance#3"`: how every journal label is spelled.
  mutating func appendInterpolation(entry phase: JournalPhase, _ serial: Int) {
    appendLiteral(phase.rawValue)
    appendLiteral("#")
    appendInterpolation(serial)
  }
}

/// The journal's log: the last lines of what was committed and undone, for the
/// "layout journal" debug screen and crash reports.
struct JournalLog: TextOutputStream {
  private(set) var lines: [String] = []
  var capacity = 40

  mutating func write(_ string: String) {
    let line = string.trimmingCharacters(in: .newlines)
    guard !line.isEmpty else { return }
    lines.append(line)
    if lines.count > capacity {
      lines.removeFirst(lines.count - capacity)
    }
  }
}

/// One undoable change to the map: views to add (in order, bottom first), layout
/// guides, constraints to activate and button stacks to fill. Its debug description
/// reads its views, so the conformance is isolated to the main actor as the type is.
@MainActor
struct LayoutTransaction: @MainActor CustomDebugStringConvertible {
  let label: String
  var views: [UIView] = []
  var guides: [UILayoutGuide] = []
  var constraints: [NSLayoutConstraint] = []
  var arrangements: [(stack: GMSNavigationHidingStackView, views: [UIView])] = []

  init(label: String) {
    self.label = label
  }

  /// The phase its label starts with.
  var phase: JournalPhase? {
    JournalPhase(rawValue: String(label.prefix(while: { $0 != "#" })))
  }

  func commit(on map: GMSMapView) {
    views.forEach(map.addSubview)
    guides.forEach(map.addLayoutGuide)
    for (stack, arranged) in arrangements {
      stack.arrangedSubviews = arranged
    }
    NSLayoutConstraint.activate(constraints)
  }

  func undo() {
    NSLayoutConstraint.deactivate(constraints)
    for (stack, _) in arrangements {
      stack.arrangedSubviews = []
    }
    for guide in guides {
      guide.owningView?.removeLayoutGuide(guide)
    }
    views.reversed().forEach { $0.removeFromSuperview() }
  }

  var debugDescription: String {
    let name = label.padding(toLength: 12, withPad: " ", startingAt: 0)
    return "\(name)| \(views.count) views, \(guides.count) guides, \(constraints.count) pins"
  }
}

/// A stack of committed transactions. Leaving a phase rolls the stack back to it,
/// newest first, the way an undo manager would.
@MainActor
struct LayoutJournal {
  private(set) var stack: [LayoutTransaction] = []
  private var serial = 0
  var log = JournalLog()

  /// A fresh, unique label for a transaction of `phase`.
  mutating func label(_ phase: JournalPhase) -> String {
    serial += 1
    return "\(entry: phase, serial)"
  }

  mutating func push(_ transaction: LayoutTransaction, on map: GMSMapView) {
    transaction.commit(on: map)
    stack.append(transaction)
    print("+ \(transaction.debugDescription)", to: &log)
  }

  /// Undoes transactions newest first, down to and including the newest of `phase`.
  /// Does nothing when no transaction of `phase` is on the stack.
  mutating func rollBack(through phase: JournalPhase) {
    guard stack.contains(where: { $0.phase == phase }) else { return }
    while let transaction = stack.popLast() {
      transaction.undo()
      print("- \(transaction.debugDescription)", to: &log)
      if transaction.phase == phase {
        break
      }
    }
  }

  /// Swaps the newest transaction of `phase` for `fresh` where it stands in the stack,
  /// so what was pushed after it (a prompt) stays above it. Nothing of `phase` on the
  /// stack (no navigation UI yet), nothing to replace.
  mutating func replace(_ phase: JournalPhase, with fresh: LayoutTransaction, on map: GMSMapView) {
    guard let index = stack.lastIndex(where: { $0.phase == phase }) else { return }
    stack[index].undo()
    fresh.commit(on: map)
    stack.replaceSubrange(index...index, with: [fresh])
    print("~ \(fresh.debugDescription)", to: &log)
  }

  /// Undoes the transaction labelled `label` wherever it is; false when it is gone
  /// already (rolled back with its phase).
  @discardableResult
  mutating func discard(_ label: String) -> Bool {
    guard let index = stack.firstIndex(where: { $0.label == label }) else { return false }
    let transaction = stack.remove(at: index)
    transaction.undo()
    print("x \(transaction.debugDescription)", to: &log)
    return true
  }
}
