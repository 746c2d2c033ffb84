import GoogleNavigation
import UIKit

/// What one navigation state wants on the map: views in z-order, and constraints keyed by a
/// stable identifier that names both ends ("viewport.top=turnCard.bottom"), so that a
/// constraint that keeps its meaning across states keeps its identifier and is left alone.
@MainActor
struct LayoutTransaction {
    static let prefix = "txn."

    private(set) var views: [(key: String, view: UIView, arranged: [UIView]?)] = []
    private(set) var constraints: [String: NSLayoutConstraint] = [:]
    private(set) var guides: [UILayoutGuide] = []

    mutating func place(_ key: String, _ view: UIView, arranging arranged: [UIView]? = nil) {
        views.append((key: key, view: view, arranged: arranged))
    }

    mutating func guide(_ guide: UILayoutGuide) {
        guides.append(guide)
    }

    mutating func pin(_ id: String, _ constraint: NSLayoutConstraint,
                      priority: UILayoutPriority = .required) {
        constraint.identifier = Self.prefix + id
        constraint.priority = priority
        constraints[Self.prefix + id] = constraint
    }
}

@MainActor
final class TransactionalNavLayout: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private var phase = Phase.off
    private var isWide = false
    private var prompt: NavigationPromptView?
    private var placedViews: [String: UIView] = [:]
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = LayoutTransaction.prefix + "contentBottom"
        return guide
    }()

    // MARK: Describing the layout

    private func desiredLayout(on navMap: GMSMapView) -> LayoutTransaction {
        var txn = LayoutTransaction()
        let safe = navMap.safeAreaLayoutGuide
        let logo: UIView, viewport: UIView, buttons: [NavigationUIButton]
        switch phase {
        case .off:
            return txn
        case .ready(let state):
            (logo, viewport, buttons) = (state.googleLogo, state.viewport, state.buttons)
            txn.pin("viewport.top=safe.top", viewport.topAnchor.constraint(equalTo: safe.topAnchor))
            txn.pin("buttons.top=safe.top", buttonStack.topAnchor.constraint(equalTo: safe.topAnchor))
        case .guidance(let state):
            (logo, viewport, buttons) = (state.googleLogo, state.viewport, state.buttons)
            let turnCard = state.turnCard, etaCard = state.etaCard
            txn.place("turnCard", turnCard)
            txn.place("etaCard", etaCard)
            txn.pin("turnCard.leading=safe.leading", turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            txn.pin("turnCard.top=map.top", turnCard.topAnchor.constraint(equalTo: navMap.topAnchor))
            txn.pin("etaCard.leading=map.leading", etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor))
            txn.pin("etaCard.bottom=map.bottom", etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))
            txn.pin("content.bottom<=etaCard.top",
                    contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
            txn.pin("viewport.top=turnCard.bottom", viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
            // Wide: the turn card is a leading column, so the buttons may rise to the top.
            if isWide {
                txn.pin("buttons.top=safe.top", buttonStack.topAnchor.constraint(equalTo: safe.topAnchor))
            } else {
                txn.pin("buttons.top=turnCard.bottom",
                        buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
            }
        }
        txn.guide(contentBottom)
        txn.pin("content.height=0", contentBottom.heightAnchor.constraint(equalToConstant: 0))
        txn.pin("content.bottom=safe.bottom", contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                priority: .defaultLow)

        let ordered = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
        txn.place("viewport", viewport)
        txn.place("logo", logo)
        txn.place("buttons", buttonStack, arranging: ordered)
        txn.pin("logo.leading=safe.leading", logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        txn.pin("logo.bottom=content.top", logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor))
        txn.pin("viewport.leading=safe.leading", viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        txn.pin("viewport.trailing=safe.trailing", viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        txn.pin("viewport.bottom=content.top", viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor))
        txn.pin("buttons.trailing=safe.trailing", buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        txn.pin("buttons.bottom=content.top", buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor))

        if let prompt {
            txn.place("prompt", prompt)
            txn.pin("prompt.bottom=map.bottom", prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))
            txn.pin("prompt.leading=safe.leading", prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
            txn.pin("content.bottom<=prompt.top", contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
        }
        return txn
    }

    // MARK: Committing it

    private func liveConstraints(on navMap: GMSMapView) -> [NSLayoutConstraint] {
        navMap.constraints.filter { $0.identifier?.hasPrefix(LayoutTransaction.prefix) ?? false }
    }

    /// Deactivates only what the new layout no longer names, and activates only what is new.
    private func commit(_ txn: LayoutTransaction, on navMap: GMSMapView) {
        let wanted = Set(txn.constraints.keys)
        NSLayoutConstraint.deactivate(liveConstraints(on: navMap).filter { !wanted.contains($0.identifier ?? "") })

        let staleViews = placedViews.filter { key, view in
            txn.views.first(where: { $0.key == key }).map { $0.view !== view } ?? true
        }
        for key in staleViews.keys.sorted() {
            let view = staleViews[key]
            (view as? GMSNavigationHidingStackView)?.arrangedSubviews = []
            view?.removeFromSuperview()
            placedViews[key] = nil
        }
        let wantedGuides = Set(txn.guides.map(\.identifier))
        navMap.layoutGuides
            .filter { $0.identifier.hasPrefix(LayoutTransaction.prefix) && !wantedGuides.contains($0.identifier) }
            .forEach(navMap.removeLayoutGuide)
        let liveGuides = Set(navMap.layoutGuides.map(\.identifier))
        txn.guides.filter { !liveGuides.contains($0.identifier) }.forEach(navMap.addLayoutGuide)

        for item in txn.views {
            if let arranged = item.arranged, let stack = item.view as? GMSNavigationHidingStackView,
               !stack.arrangedSubviews.elementsEqual(arranged, by: ===) {
                stack.arrangedSubviews = arranged
            }
            if placedViews[item.key] !== item.view {
                navMap.addSubview(item.view)
                placedViews[item.key] = item.view
            }
        }

        let liveIDs = Set(liveConstraints(on: navMap).compactMap(\.identifier))
        let fresh = wanted.subtracting(liveIDs).sorted().compactMap { txn.constraints[$0] }
        NSLayoutConstraint.activate(fresh)
    }

    private func relayout(_ navMap: GMSMapView) {
        commit(desiredLayout(on: navMap), on: navMap)
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        (phase, isWide) = (.ready(newState), newState.wideMode)
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        (phase, prompt) = (.off, nil)
        relayout(navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        (phase, isWide) = (.guidance(newState), newState.wideMode)
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        (phase, prompt) = (.ready(newState), nil)
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard isWide != newState.wideMode else { return }
        isWide = newState.wideMode
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        relayout(navMap)
        // Start just below the map, then slide up.
        let bottom = liveConstraints(on: navMap).first(where: { $0.identifier == "txn.prompt.bottom=map.bottom" })
        bottom?.constant = newPrompt.bounds.height
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            bottom?.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let bottom = liveConstraints(on: navMap).first(where: { $0.identifier == "txn.prompt.bottom=map.bottom" })
        UIView.animate(withDuration: 0.3, animations: {
            bottom?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            guard self.prompt === oldPrompt else { return }
            self.prompt = nil
            self.relayout(navMap)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        // The diff swaps the prompt view in place; its constraints go with the old view.
        prompt = newPrompt
        UIView.transition(with: navMap, duration: 0.25, options: .transitionCrossDissolve, animations: {
            self.relayout(navMap)
        })
    }
}
