import GoogleNavigation
import UIKit

/// The things the table places: the Google views, our button column and the
/// prompt. The raw value is the drawing order (back to front) and the order
/// constraints are made in.
enum Slot: Int, CaseIterable {
    case viewport = 0
    case turnCard
    case etaCard
    case tripProgressBar
    case speedWidget
    case googleLogo
    case buttons
    case prompt

    /// `sorted(by:)` order for mounting and resolving.
    static func backToFront(_ lhs: Slot, _ rhs: Slot) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Navigation phase by width class: the table's rows.
enum NavPhase: String, CaseIterable {
    case readyCompact
    case readyWide
    case guidanceCompact
    case guidanceWide

    init(guiding: Bool, wide: Bool) {
        switch (guiding, wide) {
        case (false, false): self = .readyCompact
        case (false, true): self = .readyWide
        case (true, false): self = .guidanceCompact
        case (true, true): self = .guidanceWide
        }
    }

    var isGuidance: Bool {
        self == .guidanceCompact || self == .guidanceWide
    }
}

/// Where every slot goes in every phase. Review changes to this file with the
/// design team's redlines (Figma: "Drive / chrome / v7"); the code in
/// PhaseTableLayoutDelegate only mounts views and resolves this table.
///
/// - Compact guidance: turn card across the top, ETA card docked across the
///   bottom, the camera between them.
/// - Wide guidance: both cards in the leading column (turn card top, ETA card
///   bottom), the camera and the floating controls beside the column.
/// - Logo bottom leading of the camera, speed widget right above it, trip
///   progress bar and buttons on the trailing side.
@MainActor
enum ChromeTable {
    private static let edge: CGFloat = 12
    private static let wideEdge: CGFloat = 16
    private static let gap: CGFloat = 8

    /// Shared by both ready rows.
    private static let ready: [Slot: Placement<Slot>] = [
        .viewport: .region(top: .safeTop, leading: .safeLeading, bottom: .openFloor, trailing: .safeTrailing),
    ]

    /// Shared by both guidance rows.
    private static let guidance: [Slot: Placement<Slot>] = [
        .speedWidget: .stacked(above: .googleLogo, gap: gap),
        .buttons: .rail(top: .topOf(.tripProgressBar), bottom: .openFloor, trailing: .leadingOf(.tripProgressBar), gap: edge),
    ]

    static let placements: [NavPhase: [Slot: Placement<Slot>]] = [
        .readyCompact: ready.merging([
            .googleLogo: .bottomLeading(.openFloor, .safeLeading, inset: edge),
            .buttons: .rail(top: .safeTop, bottom: .openFloor, trailing: .safeTrailing, gap: edge),
        ]) { _, row in row },

        .readyWide: ready.merging([
            .googleLogo: .bottomLeading(.openFloor, .safeLeading, inset: wideEdge),
            .buttons: .rail(top: .safeTop, bottom: .openFloor, trailing: .safeTrailing, gap: wideEdge),
        ]) { _, row in row },

        .guidanceCompact: guidance.merging([
            .turnCard: .topLeading(.safeTop, .safeLeading, inset: 0),
            .etaCard: .bottomBand(.safeLeading),
            .viewport: .region(top: .bottomOf(.turnCard), leading: .safeLeading, bottom: .openFloor, trailing: .safeTrailing),
            .googleLogo: .bottomLeading(.openFloor, .safeLeading, inset: edge),
            .tripProgressBar: .rail(top: .bottomOf(.turnCard), bottom: .openFloor, trailing: .safeTrailing, gap: edge),
        ]) { _, row in row },

        .guidanceWide: guidance.merging([
            .turnCard: .topLeading(.safeTop, .safeLeading, inset: 0),
            .etaCard: .bottomLeading(.mapBottom, .safeLeading, inset: 0),
            .viewport: .region(top: .safeTop, leading: .trailingOf(.turnCard), bottom: .openFloor, trailing: .safeTrailing),
            .googleLogo: .bottomLeading(.openFloor, .leadingOf(.viewport), inset: wideEdge),
            .tripProgressBar: .rail(top: .safeTop, bottom: .openFloor, trailing: .safeTrailing, gap: wideEdge),
        ]) { _, row in row },
    ]

    /// Prompts dock across the bottom over the ETA card; the open map stays above them.
    static let prompt: Placement<Slot> = .bottomBand(.safeLeading)
}
