import UIKit
import GoogleNavigation

@MainActor
final class TupleSwitchLayout: NavigationLayoutDelegate {
    enum Phase { case off, ready, guidance }

    private var phase: Phase = .off
    private var wideMode = false
    private var ready: NavigationReadyUIState?
    private var active: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var constraints: [NSLayoutConstraint] = []
    private var onMap: [UIView] = []
    private let inset: CGFloat = 8

    init() {}

    lazy var pinLogo: (UIView, UILayoutGuide, NSLayoutYAxisAnchor) -> [NSLayoutConstraint] = { [unowned self] logo, safe, floor in
        [logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: self.inset),
         logo.bottomAnchor.constraint(equalTo: floor, constant: -self.inset)]
    }

    lazy var pinViewport: (UIView, NSLayoutYAxisAnchor, NSLayoutYAxisAnchor, UILayoutGuide) -> [NSLayoutConstraint] = { viewport, top, bottom, safe in
        [viewport.topAnchor.constraint(equalTo: top),
         viewport.bottomAnchor.constraint(equalTo: bottom),
         viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
         viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)]
    }

    private func compass(_ buttons: [NavigationUIButton]) -> UIView? {
        buttons.first { $0.type == .compass }?.view
    }

    private func relayout(_ map: GMSMapView) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
        var wanted: [UIView] = []
        let safe = map.safeAreaLayoutGuide

        func place(_ view: UIView, _ make: (UIView) -> [NSLayoutConstraint]) {
            if view.superview !== map { map.addSubview(view) }
            view.translatesAutoresizingMaskIntoConstraints = false
            wanted.append(view)
            constraints += make(view)
        }

        let key: (phase: Phase, wide: Bool, hasPrompt: Bool) = (phase, wideMode, prompt != nil)
        var floor: NSLayoutYAxisAnchor?

        switch key {
        case (.off, _, _):
            break
        case (.ready, _, _):
            guard let state = ready else { break }
            place(state.viewport) { pinViewport($0, safe.topAnchor, safe.bottomAnchor, safe) }
            place(state.googleLogo) { pinLogo($0, safe, safe.bottomAnchor) }
            if let compass = compass(state.buttons) {
                place(compass) { [inset] in
                    [$0.topAnchor.constraint(equalTo: safe.topAnchor, constant: key.wide ? inset * 2 : inset),
                     $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)]
                }
            }
        case (.guidance, _, true):
            guard let state = active, let prompt else { break }
            place(prompt) {
                [$0.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                 $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                 $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor)]
            }
            floor = prompt.topAnchor
            fallthrough
        case (.guidance, _, _):
            guard let state = active else { break }
            let bottom = floor ?? state.etaCard.layoutMarginsGuide.topAnchor
            let cardTrailing: NSLayoutXAxisAnchor
            switch key {
            case (_, true, _):
                cardTrailing = safe.centerXAnchor
            case (.guidance, false, _) where state.buttons.isEmpty:
                cardTrailing = safe.trailingAnchor
            default:
                cardTrailing = safe.trailingAnchor
            }
            place(state.turnCard) {
                [$0.topAnchor.constraint(equalTo: safe.topAnchor),
                 $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                 key.wide ? $0.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
                          : $0.trailingAnchor.constraint(equalTo: cardTrailing)]
            }
            place(state.etaCard) {
                [$0.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                 $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                 key.wide ? $0.trailingAnchor.constraint(lessThanOrEqualTo: cardTrailing)
                          : $0.trailingAnchor.constraint(equalTo: cardTrailing)]
            }
            place(state.viewport) { pinViewport($0, state.turnCard.bottomAnchor, bottom, safe) }
            place(state.googleLogo) { pinLogo($0, safe, bottom) }
            place(state.speedWidget) { [inset] in
                [$0.leadingAnchor.constraint(equalTo: state.googleLogo.trailingAnchor, constant: inset),
                 $0.bottomAnchor.constraint(equalTo: bottom, constant: -inset)]
            }
            let compassView = compass(state.buttons)
            for button in state.buttons {
                switch (button.type, compassView) {
                case (.compass, _):
                    place(button.view) { [inset] in
                        [$0.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: inset),
                         $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)]
                    }
                case (.reporting, let c?):
                    place(button.view) { [inset] in
                        [$0.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: inset),
                         $0.trailingAnchor.constraint(equalTo: c.leadingAnchor, constant: -inset)]
                    }
                default:
                    continue
                }
            }
        }

        for view in onMap where !wanted.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        onMap = wanted
        NSLayoutConstraint.activate(constraints)
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        (phase, wideMode, ready) = (.ready, newState.wideMode, newState)
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        (phase, ready, active, prompt) = (.off, nil, nil, nil)
        relayout(navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        (phase, wideMode, active) = (.guidance, newState.wideMode, newState)
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        (phase, wideMode, ready, active, prompt) = (.ready, newState.wideMode, newState, nil, nil)
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideMode = newState.wideMode
        switch newState {
        case let state as ActiveGuidanceUIState: active = state
        case let state as NavigationReadyUIState: ready = state
        default: break
        }
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        relayout(navMap)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0 }) { _ in
            self.prompt = nil
            self.relayout(navMap)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt = newPrompt
        relayout(navMap)
    }
}
