import GoogleNavigation
import UIKit

/// One of the layouts the rule table can pick. Pure data: the delegate turns it
/// into constraints over the state's views.
struct ChromeLayout: Equatable {
    /// `.stacked`: turn card across the top, ETA card across the bottom (portrait).
    /// `.leadingColumn`: wide mode, both cards along the leading edge, turn card top.
    enum Cards: Equatable { case none, stacked, leadingColumn }
    enum SpeedWidgetPlacement: Equatable { case besideLogo, aboveLogo }
    /// Where a prompt sits: along the map's bottom edge (over the portrait ETA
    /// card) or at the bottom of the safe area (over the wide-mode ETA card).
    enum PromptDock: Equatable { case none, mapBottom, safeAreaBottom }

    let name: String
    let cards: Cards
    let speedWidget: SpeedWidgetPlacement
    let promptDock: PromptDock
}

extension ChromeLayout {
    static let ready = ChromeLayout(name: "ready", cards: .none, speedWidget: .besideLogo, promptDock: .none)
    static let guidanceStacked = ChromeLayout(
        name: "guidance.stacked", cards: .stacked, speedWidget: .besideLogo, promptDock: .none)
    /// Right-to-left scripts and the two-disc speed widget do not fit beside the
    /// logo on a third-of-an-iPad window, so they stack.
    static let guidanceStackedTall = ChromeLayout(
        name: "guidance.stacked.tall", cards: .stacked, speedWidget: .aboveLogo, promptDock: .none)
    static let guidanceStackedPrompt = ChromeLayout(
        name: "guidance.stacked.prompt", cards: .stacked, speedWidget: .aboveLogo, promptDock: .mapBottom)
    static let guidanceWide = ChromeLayout(
        name: "guidance.wide", cards: .leadingColumn, speedWidget: .aboveLogo, promptDock: .none)
    static let guidanceWidePrompt = ChromeLayout(
        name: "guidance.wide.prompt", cards: .leadingColumn, speedWidget: .aboveLogo, promptDock: .safeAreaBottom)
}

/// A row of the rule table.
typealias LayoutRule = (spec: any Spec, layout: ChromeLayout)

@MainActor
enum LayoutRules {
    /// Evaluated top to bottom; the first row whose spec holds wins.
    static let table: [LayoutRule] = [
        (Specs.guiding && Specs.wide && Specs.prompt, .guidanceWidePrompt),
        (Specs.guiding && Specs.wide, .guidanceWide),
        (Specs.guiding && Specs.prompt, .guidanceStackedPrompt),
        (Specs.guiding && (Specs.rightToLeft || Specs.bigSpeedWidget), .guidanceStackedTall),
        (Specs.guiding && !Specs.wide, .guidanceStacked),
        (Specs.always, .ready),
    ]

    static func layout(for context: LayoutContext) -> ChromeLayout {
        table.first { $0.spec.isSatisfied(by: context) }?.layout ?? .ready
    }
}
