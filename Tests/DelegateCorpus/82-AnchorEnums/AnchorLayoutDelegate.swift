import GoogleNavigation
import UIKit

@MainActor
final class AnchorLayoutDelegate: NSObject, NavigationLayoutDelegate {
    /// Set by the app when the route has lane data; off by default.
    var showsLaneBanner = false
    private let laneBanner = UILabel()
    private let floorGuide = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []
    private var active: [NSLayoutConstraint] = []
    private var placed: [UIView] = []
    private var prompt: NavigationPromptView?
    private var promptSlide: NSLayoutConstraint?

    private func commit(_ placements: [Placement], extra: [NSLayoutConstraint], navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(active)
        placed.forEach { $0.removeFromSuperview() }
        placed = placements.filter(\.shown).map(\.view)
        placed.forEach { navMap.addSubview($0) }
        active = AnchorResolver.constraints(for: placements, in: navMap) + extra
        NSLayoutConstraint.activate(active)
    }

    private func readyPlacements(_ state: NavigationReadyUIState, stack: UIView) -> [Placement] {
        let gap: CGFloat = state.wideMode ? NavigationStyleValues.buttonVerticalPadding : 0
        return [
            Placement(view: state.viewport, anchor: .safeTop(0), floor: .guide(floorGuide), side: nil),
            Placement(view: state.googleLogo, anchor: nil, floor: .guide(floorGuide), side: .leading(0)),
            Placement(view: stack, anchor: .safeTop(gap), floor: .guide(floorGuide), side: .trailing(0)),
        ]
    }

    private func widthPins(_ view: UIView, _ navMap: GMSMapView) -> [NSLayoutConstraint] {
        [view.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
         view.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor)]
    }

    private func showReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        commit(readyPlacements(state, stack: stack), extra: widthPins(state.viewport, navMap), navMap: navMap)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floorGuide)
        let rest = floorGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        rest.priority = .defaultLow
        floorConstraints = [rest, floorGuide.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(floorConstraints)
        showReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        commit([], extra: [], navMap: navMap)
        NSLayoutConstraint.deactivate(floorConstraints)
        navMap.removeLayoutGuide(floorGuide)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let turn = newState.turnCard, eta = newState.etaCard
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.map(\.view)
        laneBanner.text = "Keep left"
        laneBanner.translatesAutoresizingMaskIntoConstraints = false
        let etaSide: Side = newState.wideMode ? .leading(0) : .mapLeading
        let placements = [
            Placement(view: turn, anchor: .safeTop(0), floor: nil, side: .leading(0)),
            Placement(view: laneBanner, anchor: .below(turn, 4), floor: nil, side: .leading(8), shown: showsLaneBanner),
            Placement(view: eta, anchor: nil, floor: .mapBottom, side: etaSide),
            Placement(view: newState.viewport, anchor: .below(turn, 0), floor: .guide(floorGuide), side: nil),
            Placement(view: newState.googleLogo, anchor: nil, floor: .guide(floorGuide), side: .leading(0)),
            Placement(view: stack, anchor: .below(laneBanner, 8), floor: .guide(floorGuide), side: .trailing(0)),
        ]
        commit(placements,
               extra: widthPins(newState.viewport, navMap) + [floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor)],
               navMap: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        showReady(navMap, newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let slide = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptSlide = slide
        NSLayoutConstraint.activate([slide, AnchorResolver.horizontal(newPrompt, .leading(0), in: navMap)])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            slide.isActive = false
            let settled = AnchorResolver.bottom(newPrompt, .mapBottom, in: navMap)
            self.promptSlide = settled
            NSLayoutConstraint.activate([settled, self.floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)])
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        promptSlide = nil
        if prompt === oldPrompt { prompt = nil }
        UIView.animate(withDuration: 0.3, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
