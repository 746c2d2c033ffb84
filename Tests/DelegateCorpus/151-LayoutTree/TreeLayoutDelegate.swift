import UIKit
import GoogleNavigation

/// Mounts `LayoutNode` trees into the map view, diffing against the last tree by `id`.
@MainActor
final class TreeMounter {
    private var mountedViews: [String: UIView] = [:]
    private var mountedConstraints: [String: [NSLayoutConstraint]] = [:]

    func mount(_ root: LayoutNode, in map: GMSMapView) {
        let entries = root.children.flatMap { $0.flattened() }
        let newIDs = Set(entries.map { $0.node.id })

        // Diff: whatever the previous tree had and this one lacks goes away.
        for (id, view) in mountedViews where !newIDs.contains(id) {
            NSLayoutConstraint.deactivate(mountedConstraints[id] ?? [])
            mountedConstraints[id] = nil
            view.removeFromSuperview()
            mountedViews[id] = nil
        }
        for entry in entries {
            let host: UIView = entry.parent?.view ?? map
            if mountedViews[entry.node.id] !== entry.node.view || entry.node.view.superview !== host {
                mountedViews[entry.node.id]?.removeFromSuperview()
                entry.node.view.translatesAutoresizingMaskIntoConstraints = false
                host.addSubview(entry.node.view)
                mountedViews[entry.node.id] = entry.node.view
            }
        }
        for entry in entries {
            NSLayoutConstraint.deactivate(mountedConstraints[entry.node.id] ?? [])
            let made = constraints(for: entry.node, parent: entry.parent, map: map)
            NSLayoutConstraint.activate(made)
            mountedConstraints[entry.node.id] = made
        }
    }

    func unmountAll() {
        for (id, view) in mountedViews {
            NSLayoutConstraint.deactivate(mountedConstraints[id] ?? [])
            view.removeFromSuperview()
        }
        mountedViews = [:]
        mountedConstraints = [:]
    }

    private func constraints(for node: LayoutNode, parent: LayoutNode?, map: GMSMapView) -> [NSLayoutConstraint] {
        let view = node.view
        let guide: UILayoutGuide = parent?.view.layoutMarginsGuide ?? map.safeAreaLayoutGuide
        let pad = node.insets
        var result: [NSLayoutConstraint] = []
        if node.pinned.contains(.top) {
            result.append(view.topAnchor.constraint(equalTo: guide.topAnchor, constant: pad.top))
        }
        if node.pinned.contains(.bottom) {
            result.append(view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -pad.bottom))
        }
        if node.pinned.contains(.leading) {
            result.append(view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: pad.leading))
        }
        if node.pinned.contains(.trailing) {
            result.append(view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -pad.trailing))
        }
        if let id = node.below, let other = mountedViews[id] {
            result.append(view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: pad.top))
        }
        if let id = node.above, let other = mountedViews[id] {
            result.append(view.bottomAnchor.constraint(equalTo: other.layoutMarginsGuide.topAnchor, constant: -pad.bottom))
        }
        if let id = node.after, let other = mountedViews[id] {
            result.append(view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: pad.leading))
        }
        if let id = node.trailingMatches, let other = mountedViews[id] {
            result.append(view.trailingAnchor.constraint(equalTo: other.trailingAnchor))
        }
        if node.leadingHalf {
            result.append(view.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor))
        }
        return result
    }
}

@MainActor
final class TreeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let mounter = TreeMounter()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var prompt: NavigationPromptView?
    private let gap: CGFloat = 8

    // MARK: Trees

    private func readyTree(_ state: NavigationReadyUIState) -> LayoutNode {
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        // Landscape: keep the floating controls in line with where the cards will go.
        let side = state.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : gap
        return LayoutNode("root", UIView()) {
            LayoutNode("viewport", state.viewport).pinned(.all)
            LayoutNode("logo", state.googleLogo).pinned([.leading, .bottom]).padding([.leading, .bottom], side)
            LayoutNode("buttons", buttonStack).pinned([.trailing, .bottom]).padding([.trailing, .bottom], side)
        }
    }

    private func guidanceTree(_ state: ActiveGuidanceUIState) -> LayoutNode {
        let wide = state.wideMode
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            state.buttons.first { $0.type == type }?.view
        }
        // Everything floating at the bottom sits on the prompt while one is up.
        let floor = prompt == nil ? "etaCard" : "prompt"
        return LayoutNode("root", UIView()) {
            LayoutNode("turnCard", state.turnCard)
                .pinned(wide ? [.top, .leading] : [.top, .horizontal])
                .padding(.horizontal, side).padding(.top, NavigationStyleValues.headerTopPadding)
                .leadingColumn(wide)
            if wide {
                LayoutNode("etaCard", state.etaCard)
                    .pinned([.bottom, .leading]).padding(.leading, side).trailing(matching: "turnCard")
                LayoutNode("viewport", state.viewport)
                    .pinned([.top, .bottom, .trailing]).after("turnCard").padding(.leading, gap)
            } else {
                LayoutNode("etaCard", state.etaCard).pinned([.bottom, .horizontal]).padding(.horizontal, side)
            }
            if let prompt {
                LayoutNode("prompt", prompt)
                    .pinned(wide ? [.bottom, .leading] : [.bottom, .horizontal])
                    .padding(.horizontal, side)
                    .trailing(matching: wide ? "turnCard" : "")
            }
            if !wide {
                LayoutNode("viewport", state.viewport).pinned(.horizontal).below("turnCard").above(floor)
            }
            LayoutNode("logo", state.googleLogo).pinned(.leading).padding(.all, gap).above(floor)
            LayoutNode("speed", state.speedWidget).pinned(.leading).padding(.all, gap).above("logo")
            LayoutNode("buttons", buttonStack).pinned(.trailing).padding(.all, gap).above(floor)
        }
    }

    // MARK: NavigationLayoutDelegate

    private var guidanceState: ActiveGuidanceUIState?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        mounter.mount(readyTree(newState), in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt = nil
        mounter.unmountAll()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        mounter.mount(guidanceTree(newState), in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidanceState = nil
        mounter.mount(readyTree(newState), in: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let state = newState as? ActiveGuidanceUIState {
            guidanceState = state
            mounter.mount(guidanceTree(state), in: navMap)
        } else if let state = newState as? NavigationReadyUIState {
            mounter.mount(readyTree(state), in: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        remount(with: newPrompt, in: navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.2) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: { oldPrompt.alpha = 0 }, completion: { [weak self] _ in
            self?.remount(with: nil, in: navMap)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        remount(with: newPrompt, in: navMap)
    }

    private func remount(with newPrompt: NavigationPromptView?, in map: GMSMapView) {
        prompt = newPrompt
        guard let state = guidanceState else { return }
        mounter.mount(guidanceTree(state), in: map)
    }
}
