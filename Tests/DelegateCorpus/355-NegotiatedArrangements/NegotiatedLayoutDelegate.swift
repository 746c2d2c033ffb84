import GoogleNavigation
import UIKit

/// The fleet app's navigation layout, negotiated.
///
/// Every callback only records what changed (the state, the mode, the prompt)
/// and negotiates again: the state offers its parts, `ArrangementCatalog` picks
/// the first arrangement that fits them and resolves it into constraints, and the
/// map is brought to that arrangement: the old constraints go, the parts that
/// left go, the parts that came are added in drawing order, the new constraints
/// come. The last choice and the arrangements passed over are kept for the
/// debug menu.
@MainActor
final class NegotiatedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Stage {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private let openMap = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var stage: Stage = .off
    private var wide = false
    private var prompt: NavigationPromptView?

    private var sessionPins: [NSLayoutConstraint] = []
    private var livePins: [NSLayoutConstraint] = []
    private var mounted: [Part: UIView] = [:]

    private(set) var lastChoice = "none"
    private(set) var passedOver: [(name: String, reason: PlacementError)] = []

    // MARK: - Navigation on and off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        openMap.identifier = "negotiated.openMap"
        navMap.addLayoutGuide(openMap)
        let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionPins = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionPins)

        stage = .ready(newState)
        wide = newState.wideMode
        negotiate(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt = nil
        stage = .off
        negotiate(on: navMap)
        NSLayoutConstraint.deactivate(sessionPins)
        sessionPins = []
        navMap.removeLayoutGuide(openMap)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        stage = .guidance(newState)
        wide = newState.wideMode
        negotiate(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // A prompt still up belongs to guidance and leaves with it.
        prompt = nil
        stage = .ready(newState)
        wide = newState.wideMode
        negotiate(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if case .off = stage { return }
        wide = newState.wideMode
        negotiate(on: navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        negotiate(on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        prompt = nil
        negotiate(on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt = newPrompt
        negotiate(on: navMap)
    }

    // MARK: - Negotiation

    /// What the current state offers to be placed.
    private func offer() -> [Part: UIView] {
        var parts: [Part: UIView] = [:]
        switch stage {
        case .off:
            return parts
        case .ready(let state):
            parts = [.viewport: state.viewport, .logo: state.googleLogo, .buttons: buttonStack]
        case .guidance(let state):
            parts = [
                .viewport: state.viewport, .turnCard: state.turnCard, .etaCard: state.etaCard,
                .speedWidget: state.speedWidget, .progressBar: state.tripProgressBar,
                .logo: state.googleLogo, .buttons: buttonStack,
            ]
            parts[.prompt] = prompt
        }
        return parts
    }

    private func buttonViews() -> [UIView] {
        let buttons: [NavigationUIButton]
        switch stage {
        case .off: buttons = []
        case .ready(let state): buttons = state.buttons
        case .guidance(let state): buttons = state.buttons
        }
        // The compass first: the hiding stack gives up views from the end when short of room.
        return ranked(buttons, by: \.type, order: [.compass, .reporting]).map(\.view)
    }

    private func negotiate(on navMap: GMSMapView) {
        let offered = offer()
        let offeredParts = Set(offered.keys)
        let board = Board(map: navMap, openMap: openMap, offered: offered)
        let mode: Arrangement.Mode = wide ? .wide : .narrow

        var choice: (arrangement: Arrangement, pins: [NSLayoutConstraint])?
        passedOver = []
        search: for arrangement in ArrangementCatalog.all where arrangement.modes.contains(mode) {
            for part in arrangement.requires where !offeredParts.contains(part) {
                continue search
            }
            guard arrangement.excludes.isDisjoint(with: offeredParts) else { continue search }
            switch board.resolve(arrangement.placement) {
            case .success(let pins):
                choice = (arrangement, pins)
                break search
            case .failure(let reason):
                passedOver.append((arrangement.name, reason))
            }
        }
        lastChoice = choice?.arrangement.name ?? "none"

        // Nothing fits when navigation is off: everything leaves.
        let wanted = choice.map { offeredParts.intersection($0.arrangement.places) } ?? []
        let moves = moves(to: wanted, offered: offered)

        NSLayoutConstraint.deactivate(livePins)
        livePins = []
        for part in moves.leaving.sorted(by: >) {
            mounted.removeValue(forKey: part)?.removeFromSuperview()
        }
        for part in wanted.sorted() {
            guard let view = offered[part] else { continue }
            if moves.joining.contains(part) {
                navMap.addSubview(view)
                mounted[part] = view
            } else {
                navMap.bringSubviewToFront(view)
            }
        }
        buttonStack.arrangedSubviews = wanted.contains(.buttons) ? buttonViews() : []
        if let choice {
            livePins = choice.pins
            NSLayoutConstraint.activate(livePins)
        }
    }

    /// The parts leaving the map, joining it, and staying on it. A part whose
    /// view the state replaced (a new prompt) leaves and joins again.
    private func moves(to wanted: Set<Part>, offered: [Part: UIView])
        -> (leaving: Set<Part>, joining: Set<Part>, staying: Set<Part>)
    {
        let present = Set(mounted.keys)
        let replaced = present.intersection(wanted).filter { mounted[$0] !== offered[$0] }
        let leaving = present.subtracting(wanted).union(replaced)
        let joining = wanted.subtracting(present).union(replaced)
        return (leaving, joining, wanted.subtracting(joining))
    }
}
