import GoogleNavigation
import UIKit

/// The navigation screen's layout: Google's chrome plus the app's mute toggle.
///
/// Every phase rebuilds its constraints from the slots (nothing is cached
/// across guidances), activates them through a one-shot `LayoutToken`, and
/// the previous phase's batch is deactivated first, so states never overlap.
@MainActor
final class NavigationChromeLayout: NavigationLayoutDelegate {

    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private var phase: Phase = .off
    private var wide = false
    private var active: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?

    private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private lazy var muteButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "speaker.wave.2.fill"), for: .normal)
        return button
    }()

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        phase = .ready(newState)

        navMap.install(newState.viewport)
        navMap.install(newState.googleLogo)
        navMap.install(rail)
        navMap.install(muteButton)
        rail.arrangedSubviews = railButtons(from: newState.buttons, wanted: [.compass])

        relayout(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(active)
        active = []
        prompt?.removeFromSuperview()
        prompt = nil
        rail.arrangedSubviews = []
        navMap.uninstall(oldState.viewport, oldState.googleLogo, rail, muteButton)
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        NSLayoutConstraint.deactivate(active)
        active = []
        phase = .guidance(newState)

        let cards = GuidanceViews(newState)
        // Below the rail and the app's button in z-order: cards never cover them.
        for card in cards.all.reversed() {
            card.translatesAutoresizingMaskIntoConstraints = false
            navMap.insertSubview(card, aboveSubview: newState.viewport)
        }
        rail.arrangedSubviews = railButtons(from: newState.buttons, wanted: [.reporting, .compass])

        relayout(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(active)
        active = []
        prompt?.removeFromSuperview()
        prompt = nil
        navMap.uninstall(oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget)
        rail.arrangedSubviews = railButtons(from: newState.buttons, wanted: [.compass])

        wide = newState.wideMode
        phase = .ready(newState)
        relayout(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        if case .off = phase { return }
        relayout(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        relayout(on: navMap)
        dismiss(oldPrompt, animated: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, animated: false)
        present(newPrompt, on: navMap)
    }

    // MARK: Layout

    private func relayout(on map: GMSMapView) {
        NSLayoutConstraint.deactivate(active)
        adopt(makeToken(on: map))
    }

    private func adopt(_ token: consuming LayoutToken) {
        active = token.activate()
    }

    private func makeToken(on map: GMSMapView) -> LayoutToken {
        let cards: GuidanceViews? = switch phase {
        case .guidance(let state): GuidanceViews(state)
        case .ready, .off: nil
        }
        let (viewport, logo): (UIView, UIView) = switch phase {
        case .ready(let state): (state.viewport, state.googleLogo)
        case .guidance(let state): (state.viewport, state.googleLogo)
        case .off: (UIView(), UIView())
        }
        let frame = ChromeFrame(
            map: map, wide: wide, metrics: .current,
            viewport: viewport, mute: muteButton,
            guidance: cards, prompt: prompt)
        let slots = slots(viewport: viewport, logo: logo, cards: cards)
        let constraints = slots.flatMap { slot in slot.tagged(slot.constraints(in: frame)) }
        return LayoutToken(constraints)
    }

    private func slots(viewport: UIView, logo: UIView, cards: GuidanceViews?) -> [any ChromeSlot] {
        var slots: [any ChromeSlot] = [
            ViewportSlot(view: viewport),
            LogoSlot(view: logo),
            MuteSlot(view: muteButton),
            ButtonRailSlot(view: rail),
        ]
        if let cards {
            slots += [
                CardSlot(view: cards.turnCard, edge: .top),
                CardSlot(view: cards.etaCard, edge: .bottom),
                SpeedWidgetSlot(view: cards.speedWidget, etaCard: cards.etaCard),
                TripProgressSlot(view: cards.tripProgressBar, turnCard: cards.turnCard),
            ]
        }
        if let prompt {
            slots.append(CardSlot(view: prompt, edge: .bottom))
        }
        return slots
    }

    // MARK: Buttons

    private func railButtons(from buttons: [NavigationUIButton], wanted: [NavigationButtonKnownType]) -> [UIView] {
        var views: [UIView] = []
        for type in wanted {
            do throws(LayoutError) {
                views.append(try buttons.view(for: type))
            } catch {
                report(error)
            }
        }
        return views
    }

    private func report(_ error: LayoutError) {
        let message = switch error {
        case .buttonMissing(let type): "no \(type.rawValue) button in this state"
        case .duplicateButton(let type): "more than one \(type.rawValue) button"
        }
        print("[NavigationChromeLayout] \(message)")
    }

    // MARK: Prompts

    private func present(_ newPrompt: some UIView & NavigationRoundedCornerView, on map: GMSMapView) {
        guard let promptView = newPrompt as? NavigationPromptView else { return }
        promptView.roundedCorners = wide
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        promptView.alpha = 0
        map.install(promptView)
        prompt = promptView
        relayout(on: map)
        UIView.animate(withDuration: 0.25) {
            promptView.alpha = 1
        }
    }

    private func dismiss(_ oldPrompt: consuming NavigationPromptView, animated: Bool) {
        let view = consume oldPrompt
        guard animated else {
            view.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            view.alpha = 0
        }, completion: { _ in
            view.removeFromSuperview()
        })
    }
}
