import GoogleNavigation
import UIKit

/// Drive screen layout for the dispatch app.
///
/// House rule from the map team: we never hold on to `NSLayoutConstraint`
/// references. Every constraint gets a `NavConstraintID` name when it is made
/// and is found again by that name, on the map view and on the views we
/// mounted, when a state ends (`sweep`) or the map resizes (`retune`). Views
/// are kept by item name in `mounted` so that the names and the views agree.
///
/// Layout, both states: the open map ends at the `openFloor` guide (a session
/// guide resting on the safe area's bottom, pushed up by the docked ETA card
/// and by a prompt); the logo sits bottom leading on it, the buttons on the
/// trailing side. Guidance: narrow maps stack turn card / camera / ETA card;
/// wide maps put both cards in the leading column and the camera beside it.
@MainActor
final class IdentifierLedgerLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private typealias ID = NavConstraintID

    private enum Item {
        static let viewport = "viewport"
        static let logo = "logo"
        static let buttons = "buttons"
        static let turnCard = "turnCard"
        static let etaCard = "etaCard"
        static let speedWidget = "speedWidget"
        static let progressBar = "progressBar"
        static let prompt = "prompt"
        static let openFloor = "openFloor"
    }

    private enum Metrics {
        static func edge(wide: Bool) -> CGFloat { wide ? 16 : 12 }
        static let stackGap: CGFloat = 8
        static let promptFadeIn: TimeInterval = 0.25
    }

    /// Which side of the safe area an inset pushes away from, by attribute name:
    /// `retune` flips the sign for trailing and bottom pins.
    private static let insetSigns: [String: CGFloat] = ["leading": 1, "top": 1, "trailing": -1, "bottom": -1]

    private let openFloor = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var mounted: [String: UIView] = [:]
    private var guiding = false
    private var wide = false

    override init() {
        super.init()
        openFloor.identifier = "\(ID.namespace).\(ID.Scope.session.rawValue).\(Item.openFloor)"
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(openFloor)
        NSLayoutConstraint.activate([
            openFloor.heightAnchor.constraint(equalToConstant: 0)
                .named(.session, Item.openFloor, "height"),
            openFloor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor)
                .named(.session, Item.openFloor, "leading"),
            openFloor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor)
                .named(.session, Item.openFloor, "trailing"),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor)
                .named(.session, Item.openFloor, "bottom.max"),
            openFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
                .named(.session, Item.openFloor, "bottom.rest").at(.defaultLow),
        ])
        mountReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dismissPrompt(on: navMap)
        sweep(on: navMap) { $0.scope != .session }
        unmountAll()
        // Session constraints all sit on the map: the floor guide is the map's.
        navMap.removeConstraints(navMap.navConstraints { $0.scope == .session })
        navMap.removeLayoutGuide(openFloor)
        guiding = false
    }

    // MARK: - Navigation ready

    private func mountReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        let logo = state.googleLogo
        buttonStack.arrangedSubviews = state.buttons
            .filter { $0.type == .compass }
            .map(\.view)
        mount([(Item.viewport, viewport), (Item.logo, logo), (Item.buttons, buttonStack)], on: navMap)

        wide = state.wideMode
        NSLayoutConstraint.activate([
            viewport.topAnchor.constraint(equalTo: safe.topAnchor).named(.ready, Item.viewport, "top"),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).named(.ready, Item.viewport, "leading"),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor).named(.ready, Item.viewport, "trailing"),
            viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor).named(.ready, Item.viewport, "bottom"),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor).named(.ready, Item.logo, "leading"),
            logo.bottomAnchor.constraint(equalTo: openFloor.topAnchor).named(.ready, Item.logo, "bottom"),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor).named(.ready, Item.buttons, "top"),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor).named(.ready, Item.buttons, "trailing"),
            buttonStack.bottomAnchor.constraint(equalTo: openFloor.topAnchor).named(.ready, Item.buttons, "bottom"),
        ])
        retune(.ready, wide: wide, on: navMap)
    }

    /// Sets the inset of every ready pin except the camera's from its name:
    /// the same constraints serve both width classes.
    private func retune(_ scope: ID.Scope, wide: Bool, on navMap: GMSMapView) {
        let edge = Metrics.edge(wide: wide)
        for constraint in navMap.navConstraints(where: { $0.scope == scope && $0.item != Item.viewport }) {
            guard let id = constraint.navID, let sign = Self.insetSigns[id.attribute] else { continue }
            constraint.constant = sign * edge
        }
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // The ready layout lets go before anything of guidance is pinned.
        sweep(on: navMap) { $0.scope == .ready }
        unmountAll()

        buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            newState.buttons.first { $0.type == type }?.view
        }
        mount([
            (Item.viewport, newState.viewport),
            (Item.turnCard, newState.turnCard),
            (Item.etaCard, newState.etaCard),
            (Item.progressBar, newState.tripProgressBar),
            (Item.speedWidget, newState.speedWidget),
            (Item.logo, newState.googleLogo),
            (Item.buttons, buttonStack),
        ], on: navMap)
        guiding = true

        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        let logo = newState.googleLogo
        NSLayoutConstraint.activate([
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor).named(.guidance, Item.turnCard, "top"),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor).named(.guidance, Item.turnCard, "leading"),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor).named(.guidance, Item.etaCard, "bottom"),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor).named(.guidance, Item.etaCard, "leading"),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor).named(.guidance, Item.viewport, "trailing"),
            viewport.bottomAnchor.constraint(equalTo: openFloor.topAnchor).named(.guidance, Item.viewport, "bottom"),
            newState.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor)
                .named(.guidance, Item.speedWidget, "leading"),
            newState.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Metrics.stackGap)
                .named(.guidance, Item.speedWidget, "bottom"),
            buttonStack.trailingAnchor.constraint(equalTo: newState.tripProgressBar.leadingAnchor, constant: -Metrics.stackGap)
                .named(.guidance, Item.buttons, "trailing.bar"),
        ])
        wide = newState.wideMode
        activateGuidance(wide: wide, on: navMap)
    }

    /// The pins that differ between the width classes, all under one scope so
    /// a resize can swap them by name.
    private func activateGuidance(wide: Bool, on navMap: GMSMapView) {
        guard let turnCard = mounted[Item.turnCard], let etaCard = mounted[Item.etaCard],
              let viewport = mounted[Item.viewport], let logo = mounted[Item.logo],
              let bar = mounted[Item.progressBar]
        else { return }
        let safe = navMap.safeAreaLayoutGuide
        let scope = ID.Scope.guidance(wide: wide)
        let edge = Metrics.edge(wide: wide)
        var pins: [NSLayoutConstraint]
        if wide {
            pins = [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor).named(scope, Item.viewport, "top"),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor)
                    .named(scope, Item.viewport, "leading.turnCard"),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor)
                    .named(scope, Item.viewport, "leading.etaCard"),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
                    .named(scope, Item.viewport, "leading.rest").at(.defaultLow),
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge)
                    .named(scope, Item.logo, "leading"),
                bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge).named(scope, Item.progressBar, "top"),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge).named(scope, Item.buttons, "top"),
            ]
        } else {
            pins = [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor).named(scope, Item.viewport, "top"),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor).named(scope, Item.viewport, "leading"),
                openFloor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor)
                    .named(scope, Item.openFloor, "clear.etaCard"),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge)
                    .named(scope, Item.logo, "leading"),
                bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: edge)
                    .named(scope, Item.progressBar, "top"),
                buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: edge)
                    .named(scope, Item.buttons, "top"),
            ]
        }
        pins += [
            logo.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -edge).named(scope, Item.logo, "bottom"),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge)
                .named(scope, Item.progressBar, "trailing"),
            bar.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -edge)
                .named(scope, Item.progressBar, "bottom"),
            buttonStack.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -edge)
                .named(scope, Item.buttons, "bottom"),
        ]
        NSLayoutConstraint.activate(pins)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPrompt(on: navMap)
        sweep(on: navMap) { $0.scope.isGuidance }
        unmountAll()
        guiding = false
        mountReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard !mounted.isEmpty else { return }
        let nowWide = newState.wideMode
        guard nowWide != wide else { return }
        wide = nowWide
        if guiding {
            sweep(on: navMap) { $0.scope == .guidance(wide: !nowWide) }
            activateGuidance(wide: nowWide, on: navMap)
        } else {
            retune(.ready, wide: nowWide, on: navMap)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        mounted[Item.prompt] = newPrompt
        NSLayoutConstraint.activate([
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor).named(.prompt, Item.prompt, "bottom"),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
                .named(.prompt, Item.prompt, "leading"),
            openFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
                .named(.prompt, Item.openFloor, "clear.prompt"),
        ])
        UIView.animate(withDuration: Metrics.promptFadeIn) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard mounted[Item.prompt] === oldPrompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        dismissPrompt(on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Takes the prompt down at once; its pins are all installed on the map.
    private func dismissPrompt(on navMap: GMSMapView) {
        guard let prompt = mounted.removeValue(forKey: Item.prompt) else { return }
        navMap.removeConstraints(navMap.navConstraints { $0.scope == .prompt })
        prompt.removeFromSuperview()
    }

    // MARK: - Bookkeeping

    /// Deactivates our constraints that `matches` selects wherever UIKit
    /// installed them: on the map for pins between its subviews and guides,
    /// on a mounted view for any constraint of that view alone.
    private func sweep(on navMap: GMSMapView, where matches: (ID) -> Bool) {
        let hosts: [UIView] = [navMap] + mounted.keys.sorted().compactMap { mounted[$0] }
        NSLayoutConstraint.deactivate(hosts.flatMap { $0.navConstraints(where: matches) })
    }

    private func mount(_ items: [(name: String, view: UIView)], on navMap: GMSMapView) {
        for (name, view) in items {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
            mounted[name] = view
        }
    }

    private func unmountAll() {
        for name in mounted.keys.sorted() where name != Item.prompt {
            mounted.removeValue(forKey: name)?.removeFromSuperview()
        }
        buttonStack.arrangedSubviews = []
    }
}
