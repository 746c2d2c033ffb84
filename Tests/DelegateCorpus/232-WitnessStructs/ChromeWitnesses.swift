import GoogleNavigation
import UIKit

// MARK: - Floating chrome

extension LayoutWitness where State == FloatingChrome {
    static var logoBottomLeading: LayoutWitness<FloatingChrome> {
        LayoutWitness { chrome, _ in
            [
                chrome.logo.leadingAnchor.constraint(equalTo: chrome.leadingEdge, constant: Spacing.element),
                chrome.logo.bottomAnchor.constraint(equalTo: chrome.bottomEdge, constant: -Spacing.vertical),
            ]
        }
    }

    static var buttonsBottomTrailing: LayoutWitness<FloatingChrome> {
        LayoutWitness { chrome, _ in
            [
                chrome.buttons.trailingAnchor.constraint(equalTo: chrome.trailingEdge, constant: -chrome.trailingInset),
                chrome.buttons.bottomAnchor.constraint(equalTo: chrome.bottomEdge, constant: -Spacing.vertical),
                chrome.buttons.topAnchor.constraint(greaterThanOrEqualTo: chrome.topLimit, constant: Spacing.vertical),
            ]
        }
    }

    static var floating: LayoutWitness<FloatingChrome> {
        logoBottomLeading.combined(with: buttonsBottomTrailing)
    }
}

// MARK: - Navigation ready

extension LayoutWitness where State == ReadyContext {
    static var viewportInSafeArea: LayoutWitness<ReadyContext> {
        LayoutWitness { ctx, map in
            let safe = map.safeAreaLayoutGuide
            return [
                ctx.state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                ctx.state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ctx.state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ctx.state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        }
    }

    static var readyFloating: LayoutWitness<ReadyContext> {
        LayoutWitness<FloatingChrome>.floating.pullback { ctx in
            let safe = ctx.map.safeAreaLayoutGuide
            return FloatingChrome(logo: ctx.state.googleLogo, buttons: ctx.buttons,
                                  leadingEdge: safe.leadingAnchor, trailingEdge: safe.trailingAnchor,
                                  trailingInset: Spacing.button, bottomEdge: safe.bottomAnchor,
                                  topLimit: safe.topAnchor)
        }
    }

    static var ready: LayoutWitness<ReadyContext> {
        .combine(.viewportInSafeArea, .readyFloating)
    }
}

// MARK: - Active guidance

extension LayoutWitness where State == GuidanceContext {
    static var turnCardTop: LayoutWitness<GuidanceContext> {
        LayoutWitness { ctx, map in
            [
                ctx.state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                ctx.state.turnCard.leadingAnchor.constraint(equalTo: ctx.safeArea.leadingAnchor),
                ctx.state.turnCard.trailingAnchor.constraint(equalTo: ctx.safeArea.trailingAnchor),
            ]
        }
    }

    static var etaBottom: LayoutWitness<GuidanceContext> {
        LayoutWitness { ctx, map in
            [
                ctx.state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                ctx.state.etaCard.leadingAnchor.constraint(equalTo: ctx.safeArea.leadingAnchor),
                ctx.state.etaCard.trailingAnchor.constraint(equalTo: ctx.safeArea.trailingAnchor),
            ]
        }
    }

    /// Wide mode: both cards in the leading column, the SDK sizes their width.
    static var cardsLeadingColumn: LayoutWitness<GuidanceContext> {
        LayoutWitness { ctx, map in
            [
                ctx.state.turnCard.topAnchor.constraint(equalTo: ctx.safeArea.topAnchor, constant: Spacing.cardTop),
                ctx.state.turnCard.leadingAnchor.constraint(equalTo: ctx.safeArea.leadingAnchor),
                ctx.state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                ctx.state.etaCard.leadingAnchor.constraint(equalTo: ctx.safeArea.leadingAnchor),
            ]
        }
    }

    static var viewportBetweenCards: LayoutWitness<GuidanceContext> {
        LayoutWitness { ctx, _ in
            [
                ctx.state.viewport.topAnchor.constraint(equalTo: ctx.state.turnCard.bottomAnchor),
                ctx.state.viewport.bottomAnchor.constraint(equalTo: ctx.openBottom),
                ctx.state.viewport.leadingAnchor.constraint(equalTo: ctx.safeArea.leadingAnchor),
                ctx.state.viewport.trailingAnchor.constraint(equalTo: ctx.safeArea.trailingAnchor),
            ]
        }
    }

    static var viewportBesideColumn: LayoutWitness<GuidanceContext> {
        LayoutWitness { ctx, _ in
            [
                ctx.state.viewport.topAnchor.constraint(equalTo: ctx.safeArea.topAnchor),
                ctx.state.viewport.bottomAnchor.constraint(equalTo: ctx.openBottom),
                ctx.state.viewport.leadingAnchor.constraint(equalTo: ctx.state.turnCard.trailingAnchor),
                ctx.state.viewport.trailingAnchor.constraint(equalTo: ctx.safeArea.trailingAnchor),
            ]
        }
    }

    static var tripProgressTrailing: LayoutWitness<GuidanceContext> {
        LayoutWitness { ctx, _ in
            [
                ctx.state.tripProgressBar.trailingAnchor.constraint(equalTo: ctx.safeArea.trailingAnchor),
                ctx.state.tripProgressBar.topAnchor.constraint(equalTo: ctx.columnTop, constant: Spacing.vertical),
                ctx.state.tripProgressBar.bottomAnchor.constraint(equalTo: ctx.openBottom, constant: -Spacing.vertical),
            ]
        }
    }

    static var speedWidgetAboveLogo: LayoutWitness<GuidanceContext> {
        LayoutWitness { ctx, _ in
            [
                ctx.state.speedWidget.leadingAnchor.constraint(equalTo: ctx.state.googleLogo.leadingAnchor),
                ctx.state.speedWidget.bottomAnchor.constraint(equalTo: ctx.state.googleLogo.layoutMarginsGuide.topAnchor),
            ]
        }
    }

    static var guidanceFloating: LayoutWitness<GuidanceContext> {
        LayoutWitness<FloatingChrome>.floating.pullback { ctx in
            FloatingChrome(logo: ctx.state.googleLogo, buttons: ctx.buttons,
                           leadingEdge: ctx.wide ? ctx.state.viewport.leadingAnchor : ctx.safeArea.leadingAnchor,
                           trailingEdge: ctx.state.tripProgressBar.leadingAnchor,
                           trailingInset: Spacing.beside, bottomEdge: ctx.openBottom,
                           topLimit: ctx.columnTop)
        }
    }

    static var compactCards: LayoutWitness<GuidanceContext> {
        LayoutWitness.turnCardTop.combined(with: .etaBottom).combined(with: .viewportBetweenCards)
    }

    static var wideCards: LayoutWitness<GuidanceContext> {
        LayoutWitness.cardsLeadingColumn.combined(with: .viewportBesideColumn)
    }

    static var sharedGuidance: LayoutWitness<GuidanceContext> {
        .combine(.tripProgressTrailing, .speedWidgetAboveLogo, .guidanceFloating)
    }

    static var promptLayer: LayoutWitness<GuidanceContext> {
        LayoutWitness<PromptContext>.bottomPrompt.optional().pullback(\.promptContext)
    }
}

// MARK: - Prompts

extension LayoutWitness where State == PromptContext {
    static var promptAtBottom: LayoutWitness<PromptContext> {
        LayoutWitness { ctx, map in
            [
                ctx.prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
                ctx.prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            ]
        }
    }

    static var promptFullWidth: LayoutWitness<PromptContext> {
        LayoutWitness { ctx, map in
            [ctx.prompt.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor)]
        }
    }

    static var bottomPrompt: LayoutWitness<PromptContext> {
        promptAtBottom.combined(with: promptFullWidth.when { !$0.wide })
    }
}
