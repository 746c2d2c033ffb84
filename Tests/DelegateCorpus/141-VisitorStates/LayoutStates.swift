import UIKit
import GoogleNavigation

/// Sealed hierarchy of navigation layout phases. Add a phase = add a visit method everywhere.
@MainActor
class LayoutState {
    let isWide: Bool

    init(isWide: Bool) { self.isWide = isWide }

    func accept(_ visitor: LayoutVisitor) { fatalError("LayoutState is abstract") }
    func accept<R>(_ visitor: Visitor<R>) -> R { fatalError("LayoutState is abstract") }
}

final class IdleLayoutState: LayoutState {
    init() { super.init(isWide: false) }
    override func accept(_ visitor: LayoutVisitor) { visitor.visit(self) }
    override func accept<R>(_ visitor: Visitor<R>) -> R { visitor.visitIdle(self) }
}

final class ReadyLayoutState: LayoutState {
    let ui: NavigationReadyUIState
    init(_ ui: NavigationReadyUIState, isWide: Bool) { self.ui = ui; super.init(isWide: isWide) }
    override func accept(_ visitor: LayoutVisitor) { visitor.visit(self) }
    override func accept<R>(_ visitor: Visitor<R>) -> R { visitor.visitReady(self) }
}

final class GuidanceLayoutState: LayoutState {
    let ui: ActiveGuidanceUIState
    init(_ ui: ActiveGuidanceUIState, isWide: Bool) { self.ui = ui; super.init(isWide: isWide) }
    override func accept(_ visitor: LayoutVisitor) { visitor.visit(self) }
    override func accept<R>(_ visitor: Visitor<R>) -> R { visitor.visitGuidance(self) }
}

@MainActor
protocol LayoutVisitor: AnyObject {
    func visit(_ state: IdleLayoutState)
    func visit(_ state: ReadyLayoutState)
    func visit(_ state: GuidanceLayoutState)
}

/// Result-returning flavour for queries that don't build anything.
@MainActor
class Visitor<Result> {
    func visitIdle(_ state: IdleLayoutState) -> Result { fatalError("subclass must override") }
    func visitReady(_ state: ReadyLayoutState) -> Result { fatalError("subclass must override") }
    func visitGuidance(_ state: GuidanceLayoutState) -> Result { fatalError("subclass must override") }
}

/// Which Google views a phase puts on the map (buttons go to the hiding stack).
final class ShownViewsVisitor: Visitor<[UIView]> {
    override func visitIdle(_ state: IdleLayoutState) -> [UIView] { [] }
    override func visitReady(_ state: ReadyLayoutState) -> [UIView] {
        [state.ui.viewport, state.ui.googleLogo]
    }
    override func visitGuidance(_ state: GuidanceLayoutState) -> [UIView] {
        [state.ui.viewport, state.ui.turnCard, state.ui.etaCard, state.ui.speedWidget, state.ui.googleLogo]
    }
}

final class StackedButtonsVisitor: Visitor<[UIView]> {
    override func visitIdle(_ state: IdleLayoutState) -> [UIView] { [] }
    override func visitReady(_ state: ReadyLayoutState) -> [UIView] {
        state.ui.buttons.filter { $0.type == .compass }.map(\.view)
    }
    override func visitGuidance(_ state: GuidanceLayoutState) -> [UIView] {
        let wanted: [NavigationButtonKnownType] = [.compass, .reporting]
        return wanted.compactMap { type in state.ui.buttons.first(where: { $0.type == type })?.view }
    }
}
