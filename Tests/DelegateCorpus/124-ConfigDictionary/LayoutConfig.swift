import UIKit

/// Remote-config style layout constants, decoded by hand.
struct ChromeConfig {
    nonisolated(unsafe) static let defaults: [String: Any] = [
        "inset": CGFloat(8),
        "logo": ["bottomGap": CGFloat(8), "leadingGap": CGFloat(12)] as [String: Any],
        "buttons": ["spacing": CGFloat(8), "topGap": CGFloat(8)] as [String: Any],
        "cards": ["wideSplit": true] as [String: Any],
        "prompt": ["fadeDuration": 0.25] as [String: Any],
    ]

    let inset: CGFloat
    let logoBottomGap: CGFloat
    let logoLeadingGap: CGFloat
    let buttonSpacing: CGFloat
    let buttonTopGap: CGFloat
    let splitCardsWhenWide: Bool
    let promptFade: TimeInterval

    init(_ config: [String: Any] = ChromeConfig.defaults) {
        inset = config["inset"] as? CGFloat ?? 8
        let logo = config["logo"] as? [String: Any] ?? [:]
        logoBottomGap = logo["bottomGap"] as? CGFloat ?? inset
        logoLeadingGap = logo["leadingGap"] as? CGFloat ?? inset
        let buttons = config["buttons"] as? [String: Any] ?? [:]
        buttonSpacing = buttons["spacing"] as? CGFloat ?? inset
        buttonTopGap = buttons["topGap"] as? CGFloat ?? inset
        let cards = config["cards"] as? [String: Any]
        splitCardsWhenWide = cards?["wideSplit"] as? Bool ?? true
        let prompt = config["prompt"] as? [String: Any]
        promptFade = prompt?["fadeDuration"] as? Double ?? 0.25
    }

    // MARK: derived metrics

    /// Offsets are negative toward the trailing and bottom edges.
    var logoBottomOffset: CGFloat { -logoBottomGap }
    var buttonTrailingOffset: CGFloat { -inset }
    var speedWidgetGap: CGFloat { max(inset, buttonSpacing) }
    var readyCompassTop: CGFloat { buttonTopGap + inset }
    func compassTop(wide: Bool) -> CGFloat { wide ? readyCompassTop : buttonTopGap }
}
