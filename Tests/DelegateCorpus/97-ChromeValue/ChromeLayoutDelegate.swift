import UIKit
import GoogleNavigation

/// Everything the navigation screen shows, as a value rebuilt from each UI state.
/// Two chromes are equal when they hold the very same view objects.
struct NavChrome: Equatable {
    var turnCard: UIView?
    var etaCard: UIView?
    var speedWidget: UIView?
    var logo: UIView
    var viewport: UIView
    var buttons: [UIView]
    var wide: Bool

    var googleViews: [UIView] {
        [turnCard, etaCard, speedWidget].compactMap { $0 } + [logo, viewport]
    }

    static func == (lhs: NavChrome, rhs: NavChrome) -> Bool {
        lhs.turnCard === rhs.turnCard
            && lhs.etaCard === rhs.etaCard
            && lhs.speedWidget === rhs.speedWidget
            && lhs.logo === rhs.logo
            && lhs.viewport === rhs.viewport
            && lhs.wide == rhs.wide
            && lhs.buttons.count == rhs.buttons.count
            && zip(lhs.buttons, rhs.buttons).allSatisfy { $0 === $1 }
    }

    @MainActor static func ready(_ state: NavigationReadyUIState) -> NavChrome {
        NavChrome(turnCard: nil, etaCard: nil, speedWidget: nil,
                  logo: state.googleLogo, viewport: state.viewport,
                  buttons: state.buttons.filter { $0.type == .compass }.map(\.view),
                  wide: state.wideMode)
    }

    @MainActor static func guidance(_ state: ActiveGuidanceUIState) -> NavChrome {
        let order: [NavigationButtonKnownType] = [.reporting, .compass]
        let buttons = order.compactMap { kind in state.buttons.first { $0.type == kind }?.view }
        return NavChrome(turnCard: state.turnCard, etaCard: state.etaCard, speedWidget: state.speedWidget,
                         logo: state.googleLogo, viewport: state.viewport,
                         buttons: buttons, wide: state.wideMode)
    }
}

final class ChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var current: NavChrome?
    private var installed: [NSLayoutConstraint] = []
    private var stack: GMSNavigationHidingStackView?
    private var floor: UILayoutGuide?
    private var floorConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: Rendering

    private func render(_ chrome: NavChrome?, on map: GMSMapView) {
        guard chrome != current else { return }
        NSLayoutConstraint.deactivate(installed)
        installed.removeAll()
        let keep = chrome?.googleViews ?? []
        for view in current?.googleViews ?? [] where !keep.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        stack?.removeFromSuperview()
        stack = nil
        current = chrome
        guard let chrome, let floor else { return }

        let safe = map.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        let inset = NavigationStyleValues.elementHorizontalPadding
        let gap = NavigationStyleValues.buttonVerticalPadding

        chrome.googleViews.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview($0)
        }
        let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        buttons.translatesAutoresizingMaskIntoConstraints = false
        buttons.spacing = gap
        buttons.arrangedSubviews = chrome.buttons
        map.addSubview(buttons)
        stack = buttons

        var c: [NSLayoutConstraint] = [
            chrome.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            chrome.viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            chrome.viewport.bottomAnchor.constraint(equalTo: floor.bottomAnchor),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            buttons.bottomAnchor.constraint(equalTo: floor.bottomAnchor, constant: -gap),
            chrome.logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
        ]

        if let turn = chrome.turnCard, let eta = chrome.etaCard, let speed = chrome.speedWidget {
            let floorDown = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            floorDown.priority = .defaultLow
            c += [
                turn.topAnchor.constraint(equalTo: safe.topAnchor),
                turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                floor.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
                floorDown,
                speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                speed.bottomAnchor.constraint(equalTo: floor.bottomAnchor),
                chrome.logo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap),
                chrome.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                buttons.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: gap),
            ]
            if chrome.wide {
                c += [turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                      eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor)]
            } else {
                c += [turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
                      eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side)]
            }
        } else {
            let floorOnSafeArea = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            c += [
                floorOnSafeArea,
                chrome.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                chrome.logo.bottomAnchor.constraint(equalTo: floor.bottomAnchor, constant: -gap),
                buttons.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
            ]
        }
        NSLayoutConstraint.activate(c)
        installed = c
        if let prompt { map.bringSubviewToFront(prompt) }
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let guide = UILayoutGuide()
        navMap.addLayoutGuide(guide)
        floorConstraints = [
            guide.topAnchor.constraint(equalTo: navMap.topAnchor),
            guide.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            guide.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
        ]
        NSLayoutConstraint.activate(floorConstraints)
        floor = guide
        render(.ready(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        render(nil, on: navMap)
        dismissPrompt()
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints = []
        if let floor { navMap.removeLayoutGuide(floor) }
        floor = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        render(.guidance(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dismissPrompt()
        render(.ready(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = newState as? ActiveGuidanceUIState {
            render(.guidance(guidance), on: navMap)
        } else if let ready = newState as? NavigationReadyUIState, current != nil {
            render(.ready(ready), on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let floor else { return }
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            self.dismissPrompt()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismissPrompt()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dismissPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
