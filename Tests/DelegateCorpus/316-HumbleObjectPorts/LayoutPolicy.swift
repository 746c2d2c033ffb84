import UIKit

// Pure layout rules: value in, value out. No UIKit objects, only roles and edges,
// so `LayoutPolicyTests` asserts on `[Pin]` without a window.

enum Role: Hashable {
  case safeArea
  case mapBounds
  case contentBottom
  case viewport
  case logo
  case buttons
  case turnCard
  case etaCard
  case etaCardMargins
  case speedWidget
  case prompt
}

enum YEdge: Hashable { case top, bottom }
enum XEdge: Hashable { case leading, trailing }

enum Relation: Hashable { case equal, lessOrEqual }

enum Axis: Hashable {
  case vertical(YEdge, to: YEdge)
  case horizontal(XEdge, to: XEdge)
  /// A guide that marks a line: height pinned to zero (target ignored).
  case zeroHeight
}

struct Pin: Hashable {
  var item: Role
  var axis: Axis
  var target: Role
  var relation: Relation = .equal
  var constant: CGFloat = 0
  var lowPriority: Bool = false
}

struct LayoutMetrics: Equatable {
  var edgeInset: CGFloat
  var buttonInsetCompact: CGFloat
  var buttonInsetRoomy: CGFloat
  var roomyWidth: CGFloat

  static let standard = LayoutMetrics(
    edgeInset: 8, buttonInsetCompact: 16, buttonInsetRoomy: 24, roomyWidth: 600)
}

/// The inputs that decide the layout; equal inputs give equal pins.
struct LayoutInputs: Equatable {
  var wideMode: Bool
  var mapWidth: CGFloat
}

struct LayoutPolicy: Equatable {
  var metrics: LayoutMetrics

  func buttonInset(_ inputs: LayoutInputs) -> CGFloat {
    inputs.wideMode || inputs.mapWidth >= metrics.roomyWidth
      ? metrics.buttonInsetRoomy : metrics.buttonInsetCompact
  }

  /// Present for the whole session: the bottom of the open map content.
  func sessionPins() -> [Pin] {
    [
      Pin(item: .contentBottom, axis: .zeroHeight, target: .contentBottom),
      Pin(item: .contentBottom, axis: .vertical(.bottom, to: .bottom), target: .safeArea, lowPriority: true),
    ]
  }

  func readyPins(_ inputs: LayoutInputs) -> [Pin] {
    let e = metrics.edgeInset
    return [
      Pin(item: .viewport, axis: .vertical(.top, to: .top), target: .safeArea),
      Pin(item: .viewport, axis: .horizontal(.leading, to: .leading), target: .safeArea),
      Pin(item: .viewport, axis: .horizontal(.trailing, to: .trailing), target: .safeArea),
      Pin(item: .viewport, axis: .vertical(.bottom, to: .top), target: .contentBottom),
      Pin(item: .logo, axis: .horizontal(.leading, to: .leading), target: .safeArea, constant: e),
      Pin(item: .logo, axis: .vertical(.bottom, to: .top), target: .contentBottom, constant: -e),
      Pin(item: .buttons, axis: .vertical(.top, to: .top), target: .safeArea, constant: e),
      Pin(item: .buttons, axis: .horizontal(.trailing, to: .trailing), target: .safeArea, constant: -buttonInset(inputs)),
      Pin(item: .buttons, axis: .vertical(.bottom, to: .top), target: .contentBottom, constant: -e),
    ]
  }

  func guidancePins(_ inputs: LayoutInputs) -> [Pin] {
    let e = metrics.edgeInset
    // Cards hug the leading edge in both modes (the SDK narrows them in wide mode).
    return [
      Pin(item: .turnCard, axis: .vertical(.top, to: .top), target: .safeArea),
      Pin(item: .turnCard, axis: .horizontal(.leading, to: .leading), target: .safeArea),
      Pin(item: .etaCard, axis: .vertical(.bottom, to: .bottom), target: .safeArea),
      Pin(item: .etaCard, axis: .horizontal(.leading, to: .leading), target: .safeArea),
      Pin(item: .speedWidget, axis: .vertical(.bottom, to: .top), target: .etaCardMargins),
      Pin(item: .speedWidget, axis: .horizontal(.leading, to: .leading), target: .etaCardMargins),
      Pin(item: .contentBottom, axis: .vertical(.bottom, to: .top), target: .etaCard, relation: .lessOrEqual),
      Pin(item: .contentBottom, axis: .vertical(.bottom, to: .top), target: .speedWidget, relation: .lessOrEqual),
      Pin(item: .viewport, axis: .vertical(.top, to: .bottom), target: .turnCard),
      Pin(item: .viewport, axis: .horizontal(.leading, to: .leading), target: .safeArea),
      Pin(item: .viewport, axis: .horizontal(.trailing, to: .trailing), target: .safeArea),
      Pin(item: .viewport, axis: .vertical(.bottom, to: .top), target: .contentBottom),
      Pin(item: .logo, axis: .horizontal(.leading, to: .leading), target: .safeArea, constant: e),
      Pin(item: .logo, axis: .vertical(.bottom, to: .top), target: .contentBottom, constant: -e),
      Pin(item: .buttons, axis: .vertical(.top, to: .bottom), target: .turnCard, constant: e),
      Pin(item: .buttons, axis: .horizontal(.trailing, to: .trailing), target: .safeArea, constant: -buttonInset(inputs)),
      Pin(item: .buttons, axis: .vertical(.bottom, to: .top), target: .contentBottom, constant: -e),
    ]
  }

  func promptPins() -> [Pin] {
    [
      Pin(item: .prompt, axis: .vertical(.bottom, to: .bottom), target: .mapBounds),
      Pin(item: .prompt, axis: .horizontal(.leading, to: .leading), target: .safeArea),
      Pin(item: .contentBottom, axis: .vertical(.bottom, to: .top), target: .prompt, relation: .lessOrEqual),
    ]
  }
}
