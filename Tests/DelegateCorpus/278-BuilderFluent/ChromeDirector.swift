import GoogleNavigation
import UIKit

/// The chrome's own spacing, derived from Google's style values.
enum ChromeMetrics {
    static var edgeInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var wideEdgeInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding + NavigationStyleValues.elementHorizontalPadding }
    static var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var headerTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static var progressInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    /// Buttons are 48 pt; the column never grows into the map beyond that.
    static let buttonColumnMaxWidth: CGFloat = 64
}

/// Knows the recipes: which items go where, per navigation state and wide mode.
@MainActor
struct ChromeDirector {
    let map: GMSMapView
    /// Session-long guide marking the bottom of the open map.
    let contentBottom: UILayoutGuide

    func session() -> ChromeLayout {
        let builder = ChromeLayoutBuilder("session", in: map)
        builder.guide(contentBottom)
            .height(0)
            .leading()
            .trailing()
            .bottom().priority(.defaultLow)
        return builder.build()
    }

    func navigationReady(_ state: NavigationReadyUIState, wide: Bool) -> ChromeLayout {
        let inset = wide ? ChromeMetrics.wideEdgeInset : ChromeMetrics.edgeInset
        let builder = ChromeLayoutBuilder(wide ? "ready.wide" : "ready", in: map)
        builder.place(state.viewport)
            .top()
            .leading()
            .trailing()
            .bottom(to: contentBottom.topAnchor)
        builder.place(state.googleLogo)
            .leading(by: inset)
            .bottom(to: contentBottom.topAnchor)
        builder.place(GMSNavigationHidingStackView(position: .bottom, alignment: .trailing),
                      arranging: buttonViews(state.buttons))
            .top(by: ChromeMetrics.headerTop)
            .trailing(by: inset)
            .bottom(to: contentBottom.topAnchor, by: ChromeMetrics.gap)
            .width(lessThan: ChromeMetrics.buttonColumnMaxWidth)
        return builder.build()
    }

    func activeGuidance(_ state: ActiveGuidanceUIState, wide: Bool) -> ChromeLayout {
        let builder = ChromeLayoutBuilder(wide ? "guidance.wide" : "guidance", in: map)
        if wide {
            wideCards(state, into: builder)
        } else {
            compactCards(state, into: builder)
        }
        floatingControls(state, wide: wide, into: builder)
        return builder.build()
    }

    /// A prompt starting just below the map; its `prompt.slide` constraint animates it in.
    func prompt(_ prompt: NavigationPromptView) -> ChromeLayout {
        let builder = ChromeLayoutBuilder("prompt", in: map)
        builder.place(prompt)
            .leading()
            .bottom(to: map.bottomAnchor, by: -prompt.bounds.height).named("prompt.slide")
        builder.select(contentBottom)
            .bottom(atMost: prompt.topAnchor)
        return builder.build()
    }

    // MARK: Recipes

    /// Portrait: turn card on top, ETA card at the bottom, camera in between.
    private func compactCards(_ state: ActiveGuidanceUIState, into builder: ChromeLayoutBuilder) {
        builder.place(state.viewport)
            .below(state.turnCard)
            .leading()
            .trailing()
            .bottom(to: contentBottom.topAnchor)
        builder.place(state.turnCard)
            .top(to: map.topAnchor)
            .leading()
        builder.place(state.etaCard)
            .bottom(to: map.bottomAnchor)
            .leading()
        builder.select(contentBottom)
            .bottom(atMost: state.etaCard.topAnchor)
        builder.place(state.speedWidget)
            .leading(by: ChromeMetrics.edgeInset)
            .bottom(to: state.googleLogo.topAnchor, by: ChromeMetrics.gap)
    }

    /// Wide: the cards share the leading column, the camera frames the rest.
    private func wideCards(_ state: ActiveGuidanceUIState, into builder: ChromeLayoutBuilder) {
        builder.place(state.viewport)
            .top()
            .leading(to: state.turnCard.trailingAnchor)
            .leading(atLeast: state.etaCard.trailingAnchor)
            .trailing()
            .bottom(to: contentBottom.topAnchor)
        builder.place(state.turnCard)
            .top(to: map.topAnchor)
            .leading()
            .trailing(atMost: map.centerXAnchor)
        builder.place(state.etaCard)
            .bottom(to: map.bottomAnchor)
            .leading()
            .trailing(atMost: map.centerXAnchor)
        builder.place(state.speedWidget)
            .leading(to: state.etaCard.layoutMarginsGuide.leadingAnchor)
            .bottom(to: state.etaCard.layoutMarginsGuide.topAnchor)
    }

    /// Logo, trip progress bar and the button column, in both variants.
    private func floatingControls(_ state: ActiveGuidanceUIState, wide: Bool, into builder: ChromeLayoutBuilder) {
        let inset = wide ? ChromeMetrics.wideEdgeInset : ChromeMetrics.edgeInset
        let topEdge = wide ? map.safeAreaLayoutGuide.topAnchor : state.turnCard.bottomAnchor
        builder.place(state.googleLogo)
            .leading(to: state.viewport.leadingAnchor, by: inset)
            .bottom(to: contentBottom.topAnchor)
        builder.place(state.tripProgressBar)
            .top(to: topEdge, by: ChromeMetrics.gap)
            .trailing(by: ChromeMetrics.progressInset)
            .bottom(to: contentBottom.topAnchor, by: ChromeMetrics.gap)
        builder.place(GMSNavigationHidingStackView(position: .bottom, alignment: .trailing),
                      arranging: buttonViews(state.buttons))
            .top(to: topEdge, by: ChromeMetrics.gap)
            .trailing(to: state.tripProgressBar.leadingAnchor, by: ChromeMetrics.edgeInset)
            .bottom(to: contentBottom.topAnchor, by: ChromeMetrics.gap)
            .width(lessThan: ChromeMetrics.buttonColumnMaxWidth)
    }

    /// The compass below the reporting button; found by type, never by position.
    private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        let known = order.compactMap { type in buttons.first(where: { $0.type == type })?.view }
        let others = buttons.filter { !order.contains($0.type) }.map { $0.view }
        return known + others
    }
}
