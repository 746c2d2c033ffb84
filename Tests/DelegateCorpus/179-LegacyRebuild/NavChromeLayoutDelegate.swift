import GoogleNavigation
import UIKit

/// Ported from our old padding/header-guide screen. Every callback records what the SDK
/// handed us and rebuilds the whole chrome from scratch: nothing survives between calls.
@MainActor
final class NavChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    enum Chrome {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState, prompt: NavigationPromptView?)
    }

    private var chrome: Chrome = .off
    private var wide = false
    private var all: [NSLayoutConstraint] = []
    private var managedViews: [UIView] = []
    private var isRebuilding = false
    private let details = TripDetailsPanel()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private weak var navMap: GMSMapView?

    private let inset = NavigationStyleValues.headerFooterHorizontalPadding
    private let topInset = NavigationStyleValues.headerTopPadding
    private let detailsHeight: CGFloat = 168
    private let detailsSideWidth: CGFloat = 300
    private let progressBarWidth: CGFloat = 8

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        wide = newState.wideMode
        layoutChrome(for: .ready(newState), reason: "enable")
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        layoutChrome(for: .off, reason: "disable")
        self.navMap = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        layoutChrome(for: .guidance(newState, prompt: nil), reason: "start")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        wide = newState.wideMode
        layoutChrome(for: .ready(newState), reason: "stop")
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        layoutChrome(for: chrome, reason: "size")
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guidance(let state, _) = chrome else { return assertionFailure("prompt outside guidance") }
        newPrompt.alpha = 0
        layoutChrome(for: .guidance(state, prompt: newPrompt), reason: "prompt")
        UIView.animate(withDuration: 0.3) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard case .guidance(let state, _) = chrome else { return }
        layoutChrome(for: .guidance(state, prompt: nil), reason: "hide prompt")
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard case .guidance(let state, _) = chrome else { return }
        layoutChrome(for: .guidance(state, prompt: newPrompt), reason: "change prompt")
    }

    // MARK: - The one layout pass

    private func layoutChrome(for next: Chrome, reason: String) {
        precondition(!isRebuilding, "layoutChrome re-entered")
        assert(Thread.isMainThread, "layout off the main thread")
        guard let map = navMap else { return }
        isRebuilding = true
        defer { isRebuilding = false }
        #if DEBUG
        print("[NavChrome] \(reason) wide=\(wide) views=\(managedViews.count)")
        #endif

        // Tear everything down.
        NSLayoutConstraint.deactivate(all)
        all.removeAll()
        managedViews.forEach { $0.removeFromSuperview() }
        managedViews.removeAll()
        buttonStack.arrangedSubviews = []
        chrome = next

        let safe = map.safeAreaLayoutGuide
        func add(_ view: UIView) {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
            managedViews.append(view)
        }

        switch next {
        case .off:
            return

        case .ready(let state):
            add(state.viewport)
            add(details)
            add(state.googleLogo)
            add(buttonStack)
            buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
            if wide {
                all += [
                    details.topAnchor.constraint(equalTo: safe.topAnchor, constant: topInset),
                    details.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                    details.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                    details.widthAnchor.constraint(equalToConstant: detailsSideWidth),
                    state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    state.viewport.trailingAnchor.constraint(equalTo: details.leadingAnchor, constant: -inset),
                ]
            } else {
                all += [
                    details.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                    details.trailingAnchor.constraint(equalTo: map.trailingAnchor),
                    details.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                    details.topAnchor.constraint(equalTo: safe.bottomAnchor, constant: -detailsHeight),
                    state.viewport.bottomAnchor.constraint(equalTo: details.topAnchor),
                    state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ]
            }
            all += [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -8),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: topInset),
                buttonStack.trailingAnchor.constraint(equalTo: state.viewport.trailingAnchor, constant: -inset),
                buttonStack.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -8),
            ]

        case .guidance(let state, let prompt):
            let turn = state.turnCard, eta = state.etaCard, viewport = state.viewport, logo = state.googleLogo
            let bar = state.tripProgressBar
            [viewport, turn, eta, bar, state.speedWidget, logo, buttonStack].forEach(add)
            let wanted: [NavigationButtonKnownType] = [.compass, .reporting]
            buttonStack.arrangedSubviews = state.buttons.filter { wanted.contains($0.type) }.map { $0.view }
            let fillDown = viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            fillDown.priority = .defaultLow
            all += [
                turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: topInset),
                turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                fillDown,
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
                logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
                state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
                bar.widthAnchor.constraint(equalToConstant: progressBarWidth),
                bar.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
                buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -8),
                buttonStack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
            ]
            if wide {
                let hugLeading = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
                hugLeading.priority = .defaultLow
                all += [
                    turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                    eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turn.trailingAnchor, constant: inset),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: eta.trailingAnchor, constant: inset),
                    hugLeading,
                    bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: topInset),
                    buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: topInset),
                ]
            } else {
                all += [
                    turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                    eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                    viewport.topAnchor.constraint(equalTo: turn.layoutMarginsGuide.bottomAnchor),
                    viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    bar.topAnchor.constraint(equalTo: turn.layoutMarginsGuide.bottomAnchor, constant: 8),
                    buttonStack.topAnchor.constraint(equalTo: turn.layoutMarginsGuide.bottomAnchor, constant: 8),
                ]
            }
            if let prompt {
                add(prompt)
                if #available(iOS 17.0, *) {
                    prompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                }
                all += [
                    prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    wide ? prompt.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor)
                         : prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ]
                if !wide {
                    all.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor))
                }
            }
        }
        NSLayoutConstraint.activate(all)
    }
}
