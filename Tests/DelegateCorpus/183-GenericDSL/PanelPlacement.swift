import GoogleNavigation
import UIKit

/// The app's trip panel (next stop, cargo notes): an opaque card.
@MainActor
final class TripPanelView: UIView {
  static let dockedHeight: CGFloat = 88, dockedWidth: CGFloat = 300, floatingHeight: CGFloat = 56

  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .secondarySystemBackground
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

@MainActor
enum NavPhase {
  case ready(NavigationReadyUIState)
  case guidance(ActiveGuidanceUIState)
  var viewport: UIView { switch self { case .ready(let s): s.viewport; case .guidance(let s): s.viewport } }
  var googleLogo: UIView { switch self { case .ready(let s): s.googleLogo; case .guidance(let s): s.googleLogo } }
  var buttons: [NavigationUIButton] { switch self { case .ready(let s): s.buttons; case .guidance(let s): s.buttons } }
  var bottomCard: UIView? { if case .guidance(let s) = self { s.etaCard } else { nil } }
}
enum PanelPlacement: Equatable {
  enum Edge: Equatable { case bottom, leading }
  case floating(offset: CGFloat)
  case docked(edge: Edge)
  case hidden
  static func forPhase(_ phase: NavPhase, wide: Bool) -> PanelPlacement {
    switch (phase, wide) {
    case (.ready, false): .docked(edge: .bottom)
    case (.ready, true): .docked(edge: .leading)
    case (.guidance, false): .floating(offset: 8)
    case (.guidance, true): .hidden
    }
  }
}

struct PanelSlot: LayoutSlot {
  let view: TripPanelView
  let placement: PanelPlacement
  let restingOn: UIView?  // the card a floating panel rests on (the ETA card)
  func constraints(in context: LayoutContext) -> [NSLayoutConstraint] {
    switch placement {
    case .floating(let offset):
      spanHorizontally(view, in: context.safe, inset: 8)
      view.heightAnchor.constraint(equalToConstant: TripPanelView.floatingHeight)
      if let card = restingOn { pin(\.bottomAnchor, of: view, to: card, \.topAnchor, constant: -offset) }
      pin(\.bottomAnchor, of: context.content, to: view, \.topAnchor, relation: .atMost)
    case .docked(edge: .bottom):
      spanHorizontally(view, in: context.map)
      pin(\.bottomAnchor, of: view, to: context.map)
      pin(\.topAnchor, of: view, to: context.safe, \.bottomAnchor, constant: -TripPanelView.dockedHeight)
      pin(\.bottomAnchor, of: context.content, to: view, \.topAnchor, relation: .atMost)
    case .docked(edge: .leading):
      pin(\.leadingAnchor, of: view, to: context.map)
      pin(\.trailingAnchor, of: view, to: context.safe, \.leadingAnchor, constant: TripPanelView.dockedWidth)
      pin(\.topAnchor, of: view, to: context.map)
      pin(\.bottomAnchor, of: view, to: context.map)
    case .hidden:
      [NSLayoutConstraint]()
    }
  }
}
