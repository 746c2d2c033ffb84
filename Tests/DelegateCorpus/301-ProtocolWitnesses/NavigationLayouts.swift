import GoogleNavigation
import UIKit

enum Spacing {
  static let logo: CGFloat = 8
  static func buttons(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }
}

extension Layouting where Context == LayoutContext {
  /// Logo bottom leading, just above the map content's bottom.
  static var logo: Layouting {
    Layouting { c in
      [
        c.logo.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor, constant: Spacing.logo),
        c.logo.bottomAnchor.constraint(equalTo: c.contentBottom.topAnchor, constant: -Spacing.logo),
      ]
    }
  }

  static var buttonColumn: Layouting {
    Layouting { c in
      [
        c.buttonStack.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor, constant: -Spacing.buttons(wide: c.wideMode)),
        c.buttonStack.bottomAnchor.constraint(equalTo: c.contentBottom.topAnchor, constant: -Spacing.logo),
      ]
    }
  }

  static var ready: Layouting {
    Layouting { c in
      [
        c.viewport.topAnchor.constraint(equalTo: c.safe.topAnchor),
        c.viewport.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
        c.viewport.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor),
        c.viewport.bottomAnchor.constraint(equalTo: c.contentBottom.topAnchor),
        c.buttonStack.topAnchor.constraint(equalTo: c.safe.topAnchor, constant: Spacing.logo),
      ]
    }
    .when(\.isReady)
  }

  static var compactGuidance: Layouting {
    Layouting<GuidanceContext>.cards
      .combined(with: .buttonsBelowTurnCard)
      .when { !$0.wideMode }
      .pullback(\LayoutContext.guidance)
  }

  static var wideGuidance: Layouting {
    Layouting<GuidanceContext>.cards
      .combined(with: .buttonsBesideColumn)
      .when(\.wideMode)
      .pullback(\LayoutContext.guidance)
  }

  /// Every state: the logo and the trailing button column.
  static var chrome: Layouting {
    Layouting.logo.combined(with: .buttonColumn)
  }

  static var navigation: Layouting {
    Layouting.chrome
      .combined(with: .ready)
      .combined(with: .compactGuidance)
      .combined(with: .wideGuidance)
  }
}

extension Layouting where Context == GuidanceContext {
  /// Turn card top leading, ETA card bottom leading, viewport between them,
  /// speed widget stacked above the logo.
  static var cards: Layouting {
    Layouting { g in
      let c = g.base
      let turnCard = g.cards.turnCard
      let etaCard = g.cards.etaCard
      return [
        turnCard.topAnchor.constraint(equalTo: c.safe.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: c.safe.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
        c.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        c.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        c.viewport.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
        c.viewport.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor),
        c.viewport.bottomAnchor.constraint(equalTo: c.contentBottom.topAnchor),
        g.cards.speedWidget.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor, constant: Spacing.logo),
        g.cards.speedWidget.bottomAnchor.constraint(equalTo: c.logo.topAnchor, constant: -Spacing.logo),
      ]
    }
  }

  static var buttonsBelowTurnCard: Layouting {
    Layouting { g in
      [g.base.buttonStack.topAnchor.constraint(equalTo: g.cards.turnCard.bottomAnchor, constant: Spacing.logo)]
    }
  }

  /// Wide maps: the cards form the leading column, so the buttons can use the
  /// full height of the trailing side.
  static var buttonsBesideColumn: Layouting {
    Layouting { g in
      [g.base.buttonStack.topAnchor.constraint(equalTo: g.base.safe.topAnchor, constant: Spacing.logo)]
    }
  }
}

extension Layouting where Context == PromptContext {
  /// Prompt along the bottom; the map content ends above it.
  static var bottomPrompt: Layouting {
    Layouting { p in
      [
        p.prompt.bottomAnchor.constraint(equalTo: p.navMap.bottomAnchor),
        p.prompt.leadingAnchor.constraint(equalTo: p.navMap.safeAreaLayoutGuide.leadingAnchor),
        p.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: p.prompt.topAnchor),
      ]
    }
  }
}

extension Placement where Context == LayoutContext {
  static var navigation: Placement {
    Placement(
      views: { c in
        [c.viewport]
          + (c.cards.map { [$0.turnCard, $0.etaCard] } ?? [])
          + [c.logo]
          + (c.cards.map { [$0.speedWidget] } ?? [])
          + [c.buttonStack]
      },
      arrange: { c in c.buttonStack.arrangedSubviews = c.buttonViews }
    )
  }
}

extension Cleanup {
  static var deactivateAndRemove: Cleanup {
    Cleanup { installed in
      NSLayoutConstraint.deactivate(installed.constraints)
      installed.views.forEach { view in
        (view as? GMSNavigationHidingStackView)?.arrangedSubviews = []
        view.removeFromSuperview()
      }
    }
  }
}
