import UIKit

/// How deep into a navigation session the screen is. Later stages sit on top of
/// earlier ones in the journal, so undoing a stage undoes every later one too.
enum LayoutStage: Int, Comparable {
  case session
  case ready
  case guidance
  case prompt

  static func < (lhs: LayoutStage, rhs: LayoutStage) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// One thing done to the map, in the order it was done.
enum JournalEntry: CustomDebugStringConvertible {
  /// The stage starting here.
  case mark(LayoutStage)
  case view(UIView)
  case guide(UILayoutGuide)
  case pins([NSLayoutConstraint])

  /// True for the mark of `stage` or of a later one: where undoing `stage` starts.
  func opens(_ stage: LayoutStage) -> Bool {
    if case .mark(let opened) = self {
      return opened >= stage
    }
    return false
  }

  var debugDescription: String {
    switch self {
    case .mark(let stage): return "-- \(stage) --"
    case .view(let view): return "added \(type(of: view))"
    case .guide: return "added a layout guide"
    case .pins(let pins): return "activated \(pins.count) pins"
    }
  }
}

/// A write-ahead journal of the layout: every callback writes down what it does
/// to the map, and leaving a stage hands back what to undo, newest last.
struct LayoutJournal: CustomDebugStringConvertible {
  private(set) var entries: [JournalEntry] = []

  mutating func write(_ entry: JournalEntry) {
    entries.append(entry)
  }

  func isOpen(_ stage: LayoutStage) -> Bool {
    entries.contains { entry in
      if case .mark(let opened) = entry { return opened == stage }
      return false
    }
  }

  /// Cuts the journal back to before `stage`'s mark (or any later stage's) and
  /// returns the entries cut off, in the order they were written.
  mutating func unwind(_ stage: LayoutStage) -> [JournalEntry] {
    let undone = Array(entries.drop(while: { !$0.opens(stage) }))
    entries = Array(entries.prefix(while: { !$0.opens(stage) }))
    return undone
  }

  /// Newest first, the way we read it in the console when a layout looks wrong.
  var debugDescription: String {
    entries.enumerated().reversed()
      .map { "\($0.offset): \($0.element.debugDescription)" }
      .joined(separator: "\n")
  }
}
