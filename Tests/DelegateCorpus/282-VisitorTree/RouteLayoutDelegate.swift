import GoogleNavigation
import UIKit

/// Builds the screen's layout tree for the current state and renders it:
/// one visitor lists what goes on the map, one makes the constraints, one
/// describes the tree for the debug menu.
@MainActor
final class RouteLayoutDelegate: NSObject, NavigationLayoutDelegate {

    private enum Screen {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private var screen: Screen = .off
    private var isWide = false
    private var prompt: NavigationPromptView?
    private var onMap: [LayoutItem] = []
    private var active: [NSLayoutConstraint] = []
    private(set) var layoutDescription = ""

    private let buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = Metrics.gap
        return stack
    }()

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        screen = .ready(newState)
        isWide = newState.wideMode
        render(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        screen = .off
        prompt = nil
        render(on: navMap)
        buttonStack.arrangedSubviews = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState,
                       oldState: NavigationReadyUIState) {
        screen = .guidance(newState)
        isWide = newState.wideMode
        render(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState,
                      oldState: ActiveGuidanceUIState) {
        screen = .ready(newState)
        isWide = newState.wideMode
        prompt = nil
        render(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        if case .off = screen { return }
        render(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        render(on: navMap)
        UIView.animate(withDuration: Metrics.fade) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: Metrics.fade, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            if self.prompt === oldPrompt { self.prompt = nil }
            self.render(on: navMap)
            oldPrompt.alpha = 1
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView,
                      oldPrompt: NavigationPromptView) {
        // Cross-fade: the old prompt leaves the tree but stays on the new one's
        // place until it has faded out.
        onMap.removeAll { $0 == .view(oldPrompt) }
        prompt = newPrompt
        newPrompt.alpha = 0
        render(on: navMap)
        let ghost = [oldPrompt.topAnchor.constraint(equalTo: newPrompt.topAnchor),
                     oldPrompt.bottomAnchor.constraint(equalTo: newPrompt.bottomAnchor),
                     oldPrompt.leadingAnchor.constraint(equalTo: newPrompt.leadingAnchor),
                     oldPrompt.trailingAnchor.constraint(equalTo: newPrompt.trailingAnchor)]
        NSLayoutConstraint.activate(ghost)
        UIView.animate(withDuration: Metrics.fade, animations: {
            newPrompt.alpha = 1
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(ghost)
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
        })
    }

    // MARK: Rendering

    private func render(on map: GMSMapView) {
        NSLayoutConstraint.deactivate(active)
        active = []
        syncButtons()
        let tree = makeTree()
        let items = tree?.accept(ItemCollector(isWide: isWide)) ?? []
        for item in onMap where !items.contains(item) {
            switch item {
            case .view(let view): view.removeFromSuperview()
            case .guide(let guide): map.removeLayoutGuide(guide)
            }
        }
        for item in items where !onMap.contains(item) {
            switch item {
            case .view(let view): map.addSubview(view)
            case .guide(let guide): map.addLayoutGuide(guide)
            }
        }
        onMap = items
        guard let tree else {
            layoutDescription = ""
            return
        }
        let safeArea = Region(map.safeAreaLayoutGuide)
        active = tree.accept(ConstraintVisitor(region: safeArea, isWide: isWide)).constraints
        NSLayoutConstraint.activate(active)
        layoutDescription = tree.accept(DebugDescriber(isWide: isWide))
    }

    private func syncButtons() {
        let buttons: [NavigationUIButton]
        switch screen {
        case .off: buttons = []
        case .ready(let state): buttons = state.buttons
        case .guidance(let state): buttons = state.buttons
        }
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        buttonStack.arrangedSubviews = order.compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
    }

    // MARK: Trees

    private func makeTree() -> LayoutNode? {
        switch screen {
        case .off: return nil
        case .ready(let state): return readyTree(state)
        case .guidance(let state): return guidanceTree(state)
        }
    }

    private func readyTree(_ state: NavigationReadyUIState) -> LayoutNode {
        let chrome = LayoutNode.overlay(guide("readyChrome"), [
            .leaf(state.googleLogo, "logo", [.leading, .bottom]),
            .leaf(buttonStack, "buttons", [.trailing, .bottom, .within]),
        ])
        return .overlay(guide("ready"), [
            .leaf(state.viewport, "viewport", .all),
            .wide(.inset(Metrics.wideChromeInsets, chrome), otherwise: .inset(Metrics.chromeInsets, chrome)),
        ])
    }

    private func guidanceTree(_ state: ActiveGuidanceUIState) -> LayoutNode {
        let logoColumn = LayoutNode.stack(guide("logoColumn"), .vertical, gravity: .end, spacing: Metrics.gap, [
            .leaf(state.speedWidget, "speedWidget", [.leading]),
            .leaf(state.googleLogo, "logo", [.leading]),
        ])
        let rail = LayoutNode.stack(guide("rail"), .horizontal, gravity: .end, spacing: Metrics.gap, [
            .leaf(buttonStack, "buttons", [.bottom, .within]),
            .leaf(state.tripProgressBar, "tripProgressBar", [.top, .bottom]),
        ])
        let mapArea = LayoutNode.overlay(guide("mapArea"), [
            .leaf(state.viewport, "viewport", .all),
            .inset(Metrics.chromeInsets, .overlay(guide("chrome"), [logoColumn, rail])),
        ])
        let turnCard = LayoutNode.card(state.turnCard, "turnCard")
        var bottom: [LayoutNode] = []
        if let prompt { bottom.append(.card(prompt, "prompt")) }
        bottom.append(.card(state.etaCard, "etaCard"))

        let portrait = LayoutNode.stack(guide("screen"), .vertical, gravity: .fill, spacing: 0,
                                        [turnCard, mapArea] + bottom)
        let column = LayoutNode.stack(guide("column"), .vertical, gravity: .fill, spacing: 0,
                                      [turnCard, .overlay(guide("columnGap"), [])] + bottom)
        let wide = LayoutNode.stack(guide("screen"), .horizontal, gravity: .fill, spacing: 0, [
            .inset(Metrics.columnInsets, column),
            mapArea,
        ])
        return .wide(wide, otherwise: portrait)
    }

    private func guide(_ name: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = name
        return guide
    }
}

enum Metrics {
    static let fade: TimeInterval = 0.2
    static var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    static var chromeInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: gap, leading: NavigationStyleValues.elementHorizontalPadding,
                                bottom: gap, trailing: NavigationStyleValues.headerFooterHorizontalPadding)
    }

    static var wideChromeInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: gap, leading: NavigationStyleValues.headerFooterHorizontalPadding,
                                bottom: gap, trailing: NavigationStyleValues.headerFooterHorizontalPadding)
    }

    /// Wide mode: the card column sits off the leading edge by the SDK's padding.
    static var columnInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: NavigationStyleValues.headerTopPadding,
                                leading: NavigationStyleValues.headerFooterHorizontalPadding,
                                bottom: NavigationStyleValues.headerTopPadding, trailing: 0)
    }
}
