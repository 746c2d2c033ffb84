import GoogleNavigation
import UIKit

/// Layout built as collection pipelines: every state is a list of
/// (role, view) placements plus a list of role-tagged constraints, and the
/// map is synced to it by set difference.
@MainActor
final class PipelineLayoutDelegate: NSObject, NavigationLayoutDelegate {
    enum Role: Int, CaseIterable, Comparable {
        case viewport, turnCard, etaCard, speedWidget, logo, buttons

        static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct Tagged {
        let role: Role
        let constraint: NSLayoutConstraint
    }

    private let contentBottom = UILayoutGuide()
    private var mounted: [ObjectIdentifier: UIView] = [:]
    private var constraintsByRole: [Role: [NSLayoutConstraint]] = [:]
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var prompts: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var stack: GMSNavigationHidingStackView?

    // MARK: Transitions

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [resting, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)
        apply(readyLayout(navMap, newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompts.values.forEach(NSLayoutConstraint.deactivate)
        prompts.removeAll()
        navMap.subviews.lazy.filter { $0 is NavigationPromptView }.forEach { $0.removeFromSuperview() }
        apply(([], []), on: navMap)
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let buttons = makeStack(from: newState.buttons)
        let views: [UIView] = [newState.viewport, newState.turnCard, newState.etaCard,
                               newState.speedWidget, newState.googleLogo, buttons]
        let byRole = Dictionary(uniqueKeysWithValues: zip(Role.allCases, views))
        let view = { (role: Role) in byRole[role] ?? UIView() }

        let cardInset = newState.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        var tagged: [Tagged] = [
            Tagged(role: .turnCard, constraint: view(.turnCard).topAnchor.constraint(equalTo: navMap.topAnchor)),
            Tagged(role: .etaCard, constraint: view(.etaCard).bottomAnchor.constraint(equalTo: navMap.bottomAnchor)),
            Tagged(role: .etaCard, constraint: contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: view(.etaCard).topAnchor)),
            Tagged(role: .viewport, constraint: view(.viewport).topAnchor.constraint(equalTo: view(.turnCard).bottomAnchor)),
            Tagged(role: .viewport, constraint: view(.viewport).bottomAnchor.constraint(equalTo: contentBottom.topAnchor)),
            Tagged(role: .buttons, constraint: buttons.topAnchor.constraint(equalTo: view(.turnCard).bottomAnchor)),
            Tagged(role: .buttons, constraint: buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)),
            Tagged(role: .logo, constraint: view(.logo).bottomAnchor.constraint(equalTo: contentBottom.topAnchor)),
        ]
        // Leading edges: cards along the leading edge, the rest on the safe area.
        tagged += [Role.turnCard, .etaCard, .viewport, .logo, .speedWidget].map { role in
            let inset = [Role.turnCard, .etaCard].contains(role) ? cardInset : 0
            return Tagged(role: role, constraint: view(role).leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset))
        }
        tagged += [Role.viewport, .buttons].map {
            Tagged(role: $0, constraint: view($0).trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        }
        // The leading column stacks bottom-up on each other's margins.
        let column = [Role.logo, .speedWidget].compactMap { byRole[$0] }
        tagged += stride(from: 1, to: column.count, by: 1).map { index in
            Tagged(role: .speedWidget,
                   constraint: column[index].bottomAnchor.constraint(equalTo: column[index - 1].layoutMarginsGuide.topAnchor))
        }
        apply((views.enumerated().map { (Role(rawValue: $0.offset) ?? .buttons, $0.element) }, tagged), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        apply(readyLayout(navMap, newState), on: navMap)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let constraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        prompts[ObjectIdentifier(newPrompt)] = constraints
        NSLayoutConstraint.activate(constraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let key = ObjectIdentifier(oldPrompt)
        NSLayoutConstraint.deactivate(prompts[key] ?? [])
        prompts[key] = nil
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Pipelines

    private func readyLayout(_ navMap: GMSMapView, _ state: NavigationReadyUIState) -> ([(Role, UIView)], [Tagged]) {
        let safe = navMap.safeAreaLayoutGuide
        let buttons = makeStack(from: state.buttons)
        let topGap = state.wideMode ? 0 : NavigationStyleValues.buttonVerticalPadding
        let placed: [(Role, UIView)] = [(.viewport, state.viewport), (.logo, state.googleLogo), (.buttons, buttons)]
        let tagged = [
            Tagged(role: .viewport, constraint: state.viewport.topAnchor.constraint(equalTo: safe.topAnchor)),
            Tagged(role: .viewport, constraint: state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)),
            Tagged(role: .viewport, constraint: state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
            Tagged(role: .viewport, constraint: state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
            Tagged(role: .logo, constraint: state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
            Tagged(role: .logo, constraint: state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)),
            Tagged(role: .buttons, constraint: buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: topGap)),
            Tagged(role: .buttons, constraint: buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
            Tagged(role: .buttons, constraint: buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)),
        ]
        return (placed, tagged)
    }

    private func makeStack(from buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        let byType = Dictionary(grouping: buttons, by: \.type)
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = order.compactMap { byType[$0]?.first?.view }
            + buttons.filter { !order.contains($0.type) }.map(\.view)
        stack.spacing = buttons.first(where: { $0.type == .reporting }).map { _ in NavigationStyleValues.buttonVerticalPadding } ?? 0
        return stack
    }

    /// Syncs the map to a placement list: deactivates everything, removes the
    /// views that are not placed any more, adds the new ones in role order.
    private func apply(_ layout: ([(Role, UIView)], [Tagged]), on navMap: GMSMapView) {
        let (placed, tagged) = layout
        NSLayoutConstraint.deactivate(constraintsByRole.values.flatMap { $0 })

        let next = Dictionary(uniqueKeysWithValues: placed.map { (ObjectIdentifier($0.1), $0.1) })
        let stale = Set(mounted.keys).subtracting(next.keys)
        stale.compactMap { mounted[$0] }.forEach { $0.removeFromSuperview() }
        if let old = stack, stale.contains(ObjectIdentifier(old)) { old.arrangedSubviews = [] }

        placed.sorted { $0.0 < $1.0 }
            .lazy.filter { self.mounted[ObjectIdentifier($0.1)] == nil || $0.1.superview !== navMap }
            .forEach { navMap.addSubview($0.1) }
        mounted = next
        stack = placed.first(where: { $0.0 == .buttons }).flatMap { $0.1 as? GMSNavigationHidingStackView }

        constraintsByRole = tagged.reduce(into: [:]) { $0[$1.role, default: []].append($1.constraint) }
        let all = Role.allCases.flatMap { constraintsByRole[$0] ?? [] }
        assert(all.allSatisfy { !$0.isActive }, "stale constraint survived the sync")
        NSLayoutConstraint.activate(all)
    }
}
