import GoogleNavigation
import UIKit

/// One bit per Google view slot. The bit position is also the index into the
/// delegate's parallel arrays (`views[i]`, `slotConstraints[i]`, `insets[i]`).
enum ChromeBit {
    static let logo: UInt8 = 1 << 0
    static let viewport: UInt8 = 1 << 1
    static let compass: UInt8 = 1 << 2
    static let turnCard: UInt8 = 1 << 3
    static let etaCard: UInt8 = 1 << 4
    static let progress: UInt8 = 1 << 5
    static let speed: UInt8 = 1 << 6
    static let reporting: UInt8 = 1 << 7

    static let slotCount = 8

    /// What each phase shows.
    static let ready: UInt8 = logo | viewport | compass
    static let guidance: UInt8 = 0xFF
    static let guidanceOnly: UInt8 = guidance & ~ready

    /// Views that must stay above a prompt.
    static let clearOfPrompt: UInt8 = logo | viewport | reporting
    /// Views that need both buttons on screen before they can be placed.
    static let needsButtons: UInt8 = compass | reporting
    /// Views placed in the leading column in wide mode.
    static let leadingColumn: UInt8 = turnCard | etaCard

    /// Slot order for adding subviews (z-order, back to front).
    static let zOrder: [UInt8] = [viewport, turnCard, etaCard, progress, speed, logo, compass, reporting]

    /// Buttons are found by type; these two arrays are parallel.
    static let buttonKinds: [NavigationButtonKnownType] = [.compass, .reporting]
    static let buttonBits: [UInt8] = [compass, reporting]

    static let names = ["logo", "viewport", "compass", "turnCard", "etaCard", "progress", "speed", "reporting"]

    @inline(__always)
    static func index(of bit: UInt8) -> Int { bit.trailingZeroBitCount }

    @inline(__always)
    static func bit(at index: Int) -> UInt8 { UInt8(1) << UInt8(index) }

    /// Calls `body` with the index of each set bit, lowest first.
    static func forEachIndex(in mask: UInt8, _ body: (Int) -> Void) {
        var rest = mask
        while rest != 0 {
            body(rest.trailingZeroBitCount)
            rest &= rest - 1
        }
    }

    static func describe(_ mask: UInt8) -> String {
        var parts: [String] = []
        forEachIndex(in: mask) { parts.append(names[$0]) }
        return "[\(mask.nonzeroBitCount): " + parts.joined(separator: ",") + "]"
    }
}

/// Layout flags, also raw bits.
enum LayoutFlag {
    static let wide = 1 << 0
    static let guiding = 1 << 1
    static let prompt = 1 << 2
}

/// Per-slot spacing, indexed by bit position (same order as `ChromeBit`).
enum SlotMetrics {
    /// Distance from the slot's anchoring edge.
    static let insets: [CGFloat] = [8, 0, 16, 0, 0, 4, 0, 16]
    /// Extra inset in wide mode.
    static let wideExtra: [CGFloat] = [8, 0, 0, 0, 0, 0, 0, 0]
    /// Gap kept above a prompt, for the slots in `ChromeBit.clearOfPrompt`.
    static let promptGap: [CGFloat] = [0, 0, 0, 0, 0, 0, 0, 12]
    static let verticalGap: CGFloat = 12
}
