import GoogleNavigation
import UIKit

// MARK: - Instruction set of the layout VM
//
// Every navigation state is described as a small program. The VM keeps an
// operand stack of layout items: `pin` relates the item under the top of the
// stack (the subject) to the item on top (the target) and pops nothing;
// `pop` drops the top item. `activate` commits what was emitted since the
// last `activate` into the register the program runs in.

/// A named item the VM can resolve to a view or a layout guide.
enum Slot: String {
    case map, safeArea, floor
    case logo, viewport, turnCard, etaCard, progressBar, speedWidget
    case buttonStack, prompt
}

/// The edges a program can pin. Left/right are deliberately absent.
enum Edge {
    case top, bottom, leading, trailing

    var isHorizontal: Bool { self == .leading || self == .trailing }
}

/// A register holds what one program run made, so it can be undone as a unit.
enum Register: String {
    case session, ready, guidance, prompt
}

enum Op {
    case label(String)                   // jump target, no-op
    case mount(Slot)                     // add the slot's view/guide to the map once
    case stackButtons                    // fill the hiding stack from `buttons`, by type
    case push(Slot)
    case pushMargins(Slot)               // the slot's layoutMarginsGuide
    case pin(Edge, Edge, CGFloat)        // subject.edge == target.edge + c
    case pinAtMost(Edge, Edge, CGFloat)  // subject.edge <= target.edge + c
    case pinSoft(Edge, Edge, CGFloat)    // == at .defaultLow
    case flatten                         // guide height == 0
    case mark(String)                    // name the last emitted constraint
    case activate                        // commit pending constraints to the register
    case pop
    case jumpIfWide(String)
    case jump(String)
    case call(String)
    case ret
    case halt
}

/// Spacing the programs use, from Google's style values.
enum Metric {
    static var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var inset: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var wideInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var headerTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static let barInset: CGFloat = 4
}
