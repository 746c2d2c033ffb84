import UIKit

// Pure: Scene -> LayoutSnapshot. Snapshot tests record `snapshot.dump` as golden text.

enum Slot: String, CaseIterable, Comparable {
  case viewport, turnCard, etaCard, speedWidget, logo, buttons, prompt
  static func < (a: Slot, b: Slot) -> Bool { a.rawValue < b.rawValue }
}

enum YRef: Equatable {
  case safeTop, safeBottom, mapBottom, turnCardBottom, contentLine, etaMarginsTop
}

enum XRule: Equatable {
  case fill
  case leading(CGFloat)
  case trailing(CGFloat)
  case etaMarginsLeading
}

enum YRule: Equatable {
  case between(top: YRef, bottom: YRef)
  case top(YRef, CGFloat)
  case bottom(YRef, CGFloat)
  case span(top: YRef, CGFloat, bottom: YRef, CGFloat)
}

struct Placement: Equatable {
  var x: XRule
  var y: YRule
}

struct SnapshotMetrics: Equatable {
  var inset: CGFloat = 8
  var buttonInset: CGFloat = 16
  var roomyButtonInset: CGFloat = 24
  var roomyWidth: CGFloat = 600
  static let standard = SnapshotMetrics()
}

struct Scene: Equatable {
  enum Phase: Equatable { case ready, guidance }
  var phase: Phase
  var wideMode: Bool
  var mapWidth: CGFloat
  var hasPrompt: Bool
}

struct LayoutSnapshot: Equatable, CustomStringConvertible {
  var placements: [Slot: Placement]
  /// The content line rests on the safe bottom and stays above each of these.
  var contentAbove: [Slot]

  var description: String {
    placements.keys.sorted().map { "\($0.rawValue): \(placements[$0]!)" }.joined(separator: "\n")
      + "\ncontentAbove: \(contentAbove.map(\.rawValue))"
  }

  static func make(_ scene: Scene, metrics m: SnapshotMetrics) -> LayoutSnapshot {
    let roomy = scene.wideMode || scene.mapWidth >= m.roomyWidth
    let buttonInset = roomy ? m.roomyButtonInset : m.buttonInset
    var placements: [Slot: Placement] = [
      .logo: Placement(x: .leading(m.inset), y: .bottom(.contentLine, m.inset)),
    ]
    var above: [Slot] = []
    switch scene.phase {
    case .ready:
      placements[.viewport] = Placement(x: .fill, y: .between(top: .safeTop, bottom: .contentLine))
      placements[.buttons] = Placement(
        x: .trailing(buttonInset), y: .span(top: .safeTop, m.inset, bottom: .contentLine, m.inset))
    case .guidance:
      // Both modes: cards along the leading edge, turn card on top, ETA card at the bottom.
      placements[.turnCard] = Placement(x: .leading(0), y: .top(.safeTop, 0))
      placements[.etaCard] = Placement(x: .leading(0), y: .bottom(.safeBottom, 0))
      placements[.speedWidget] = Placement(x: .etaMarginsLeading, y: .bottom(.etaMarginsTop, 0))
      placements[.viewport] = Placement(x: .fill, y: .between(top: .turnCardBottom, bottom: .contentLine))
      placements[.buttons] = Placement(
        x: .trailing(buttonInset), y: .span(top: .turnCardBottom, m.inset, bottom: .contentLine, m.inset))
      above = [.etaCard, .speedWidget]
      if scene.hasPrompt {
        placements[.prompt] = Placement(x: .leading(0), y: .bottom(.mapBottom, 0))
        above.append(.prompt)
      }
    }
    return LayoutSnapshot(placements: placements, contentAbove: above)
  }
}
