import UIKit
import GoogleNavigation

// Each state's layout is an immutable `Layout` value built by free functions.

precedencegroup ForwardApplication {
    associativity: left
    higherThan: AssignmentPrecedence
}

infix operator |>: ForwardApplication

@MainActor
func |> <A, B>(value: A, transform: (A) -> B) -> B {
    transform(value)
}

@MainActor
struct Placement {
    let view: UIView
    let constraints: [NSLayoutConstraint]
}

@MainActor
struct Layout {
    let placements: [Placement]
    let guides: [UILayoutGuide]
    let guideConstraints: [NSLayoutConstraint]

    var views: [UIView] { placements.map(\.view) }
    var constraints: [NSLayoutConstraint] { placements.flatMap(\.constraints) + guideConstraints }
}

@MainActor
struct GuidanceLayout {
    let layout: Layout
    let etaCard: UIView
    let openMap: UILayoutGuide
}

enum Metric {
    @MainActor static var inset: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    @MainActor static var cardInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    @MainActor static var cardTop: CGFloat { NavigationStyleValues.headerTopPadding }
    @MainActor static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
}
/// Most important first: the hiding stack drops views from the end.
let buttonPriority: [NavigationButtonKnownType] = [.compass, .reporting]

@MainActor
func pin(_ view: UIView, _ make: (UIView) -> [NSLayoutConstraint]) -> Placement {
    view.translatesAutoresizingMaskIntoConstraints = false
    return Placement(view: view, constraints: make(view))
}

@MainActor
func orderedButtonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    let rank = Dictionary(uniqueKeysWithValues: zip(buttonPriority, buttonPriority.indices))
    let byType = Dictionary(grouping: buttons, by: \.type)
    return byType.keys
        .sorted { (rank[$0] ?? Int.max) < (rank[$1] ?? Int.max) }
        .flatMap { byType[$0, default: []].map(\.view) }
}

@MainActor
func hidingStack(_ views: [UIView]) -> UIView {
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    stack.spacing = Metric.buttonGap
    stack.arrangedSubviews = views
    return stack
}

@MainActor
func readyLayout(map: GMSMapView, state: NavigationReadyUIState) -> Layout {
    let safe = map.safeAreaLayoutGuide
    let inset = state.wideMode ? Metric.cardInset : Metric.inset
    let viewport = pin(state.viewport) { v in
        [v.topAnchor.constraint(equalTo: safe.topAnchor),
         v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
         v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
         v.bottomAnchor.constraint(equalTo: safe.bottomAnchor)]
    }
    let logo = pin(state.googleLogo) { v in
        [v.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
         v.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset)]
    }
    let buttons = state.buttons |> orderedButtonViews |> hidingStack
    let stack = pin(buttons) { v in
        [v.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
         v.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
         v.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: inset)]
    }
    return Layout(placements: [viewport, logo, stack], guides: [], guideConstraints: [])
}

@MainActor
func cardEdges(_ card: UIView, safe: UILayoutGuide, map: UIView, wide: Bool) -> [NSLayoutConstraint] {
    let leading = card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metric.cardInset)
    let trailing = wide
        ? card.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor, constant: -Metric.inset)
        : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metric.cardInset)
    return [leading, trailing]
}

@MainActor
func guidanceLayout(map: GMSMapView, state: ActiveGuidanceUIState) -> GuidanceLayout {
    let safe = map.safeAreaLayoutGuide
    let wide = state.wideMode
    let openMap = UILayoutGuide()
    openMap.identifier = "openMap"

    let turnCard = pin(state.turnCard) { v in
        [v.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metric.cardTop)]
            + cardEdges(v, safe: safe, map: map, wide: wide)
    }
    let etaCard = pin(state.etaCard) { v in
        [v.bottomAnchor.constraint(equalTo: safe.bottomAnchor)]
            + cardEdges(v, safe: safe, map: map, wide: wide)
    }
    let pullDown = openMap.bottomAnchor.constraint(equalTo: map.bottomAnchor)
    pullDown.priority = .defaultLow
    let openConstraints = [
        openMap.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        openMap.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        openMap.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor),
        pullDown,
    ]
    let viewport = pin(state.viewport) { v in
        [v.topAnchor.constraint(equalTo: openMap.topAnchor),
         v.leadingAnchor.constraint(equalTo: openMap.leadingAnchor),
         v.trailingAnchor.constraint(equalTo: openMap.trailingAnchor),
         v.bottomAnchor.constraint(equalTo: openMap.bottomAnchor)]
    }
    let logo = pin(state.googleLogo) { v in
        [v.leadingAnchor.constraint(equalTo: openMap.leadingAnchor, constant: Metric.inset),
         v.bottomAnchor.constraint(equalTo: openMap.bottomAnchor, constant: -Metric.inset)]
    }
    let speed = pin(state.speedWidget) { v in
        [v.leadingAnchor.constraint(equalTo: openMap.leadingAnchor, constant: Metric.inset),
         v.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -Metric.inset)]
    }
    let progress = pin(state.tripProgressBar) { v in
        [v.trailingAnchor.constraint(equalTo: openMap.trailingAnchor),
         v.topAnchor.constraint(equalTo: openMap.topAnchor, constant: Metric.inset),
         v.bottomAnchor.constraint(equalTo: openMap.bottomAnchor, constant: -Metric.inset)]
    }
    let stack = pin(state.buttons |> orderedButtonViews |> hidingStack) { v in
        [v.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -Metric.inset),
         v.bottomAnchor.constraint(equalTo: openMap.bottomAnchor, constant: -Metric.inset),
         v.topAnchor.constraint(greaterThanOrEqualTo: openMap.topAnchor, constant: Metric.inset)]
    }
    let placements = [viewport, turnCard, etaCard, speed, logo, progress, stack]
    let layout = Layout(placements: placements, guides: [openMap], guideConstraints: openConstraints)
    return GuidanceLayout(layout: layout, etaCard: state.etaCard, openMap: openMap)
}

@MainActor
func promptLayout(_ prompt: UIView, in guidance: GuidanceLayout, map: GMSMapView) -> Layout {
    let placement = pin(prompt) { v in
        [v.leadingAnchor.constraint(equalTo: guidance.etaCard.leadingAnchor),
         v.trailingAnchor.constraint(equalTo: guidance.etaCard.trailingAnchor),
         v.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
         guidance.openMap.bottomAnchor.constraint(lessThanOrEqualTo: v.topAnchor)]
    }
    return Layout(placements: [placement], guides: [], guideConstraints: [])
}

@MainActor
func install(_ map: GMSMapView) -> (Layout) -> Layout {
    { layout in
        layout.guides.forEach(map.addLayoutGuide)
        layout.views.forEach(map.addSubview)
        NSLayoutConstraint.activate(layout.constraints)
        return layout
    }
}

@MainActor
func uninstall(_ map: GMSMapView, keeping kept: [UIView] = []) -> (Layout) -> Void {
    { layout in
        let keptIDs = kept.reduce(into: Set<ObjectIdentifier>()) { $0.insert(ObjectIdentifier($1)) }
        NSLayoutConstraint.deactivate(layout.constraints)
        layout.views.lazy
            .filter { !keptIDs.contains(ObjectIdentifier($0)) }
            .forEach { $0.removeFromSuperview() }
        layout.guides.forEach(map.removeLayoutGuide)
    }
}

// MARK: - Delegate

final class PipeLayoutDelegate: NavigationLayoutDelegate {
    private var ready: Layout?
    private var guidance: GuidanceLayout?
    private var prompt: Layout?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = readyLayout(map: navMap, state: newState) |> install(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        [prompt, guidance?.layout, ready].compactMap { $0 }.forEach(uninstall(navMap))
        (prompt, guidance, ready) = (nil, nil, nil)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        ready.map(uninstall(navMap, keeping: [oldState.viewport, oldState.googleLogo]))
        ready = nil
        let built = guidanceLayout(map: navMap, state: newState)
        _ = built.layout |> install(navMap)
        guidance = built
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        prompt.map(uninstall(navMap))
        prompt = nil
        guidance.map { uninstall(navMap, keeping: [newState.viewport, newState.googleLogo])($0.layout) }
        guidance = nil
        ready = readyLayout(map: navMap, state: newState) |> install(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let active = newState as? ActiveGuidanceUIState, let old = guidance {
            let shown = prompt?.views.first
            prompt.map(uninstall(navMap))
            uninstall(navMap)(old.layout)
            let rebuilt = guidanceLayout(map: navMap, state: active)
            _ = rebuilt.layout |> install(navMap)
            guidance = rebuilt
            prompt = shown.map { promptLayout($0, in: rebuilt, map: navMap) |> install(navMap) }
        } else if let readyState = newState as? NavigationReadyUIState, let old = ready {
            uninstall(navMap)(old)
            ready = readyLayout(map: navMap, state: readyState) |> install(navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        prompt = promptLayout(newPrompt, in: guidance, map: navMap) |> install(navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt.map(uninstall(navMap))
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
