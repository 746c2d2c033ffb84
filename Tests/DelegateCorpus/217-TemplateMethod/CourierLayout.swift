import GoogleNavigation
import UIKit

/// The courier app's layout: the turn card across the top and the ETA card
/// across the bottom in portrait, both in a leading column in wide mode, and
/// a small "on duty" badge at the top leading corner of the open map.
final class CourierLayout: ClearanceLayout {
    override class var chromeIdentifier: String { "courier" }
    override class var promptFadeDuration: TimeInterval { 0.2 }

    private let dutyBadge = UILabel()

    /// A little more room from the edges in wide mode, where the map is large.
    override var edgeInset: CGFloat {
        super.edgeInset + (isWide ? NavigationStyleValues.headerFooterHorizontalPadding : 0)
    }

    override func makeChrome() -> [UIView] {
        dutyBadge.translatesAutoresizingMaskIntoConstraints = false
        dutyBadge.font = UIFont.preferredFont(forTextStyle: .caption1)
        dutyBadge.textColor = .white
        dutyBadge.backgroundColor = .systemGreen
        dutyBadge.layer.cornerRadius = 6
        dutyBadge.layer.masksToBounds = true
        dutyBadge.textAlignment = .center
        return super.makeChrome() + [dutyBadge]
    }

    override func readyConstraints() -> [NSLayoutConstraint] {
        guard let map else { return super.readyConstraints() }
        let safe = map.safeAreaLayoutGuide
        return super.readyConstraints() + [
            dutyBadge.topAnchor.constraint(equalTo: safe.topAnchor, constant: stackGap),
            dutyBadge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
        ]
    }

    override func guidanceConstraints() -> [NSLayoutConstraint] {
        guard let map, let state = guidanceState else { return super.guidanceConstraints() }
        let cards = isWide ? columnCards(state, in: map) : stackedCards(state, in: map)
        return super.guidanceConstraints() + cards
    }

    override func promptConstraints(for prompt: NavigationPromptView) -> [NSLayoutConstraint] {
        guard let map, let state = guidanceState else { return [] }
        if isWide {
            // In the leading column the prompt covers the ETA card only: the
            // clearance across the map stays where it is.
            return [
                prompt.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: state.etaCard.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: state.etaCard.bottomAnchor),
            ]
        }
        return super.promptConstraints(for: prompt) + [
            prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ]
    }

    override func didLayOut(_ phase: ChromePhase) {
        super.didLayOut(phase)
        dutyBadge.text = phase == .guidance ? " On a delivery " : " On duty "
    }

    // MARK: Placements

    private func stackedCards(_ state: ActiveGuidanceUIState, in map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let etaTop = state.etaCard.layoutMarginsGuide.topAnchor
        let restingClearance = clearance.bottomAnchor.constraint(equalTo: etaTop)
        restingClearance.priority = .defaultLow
        let logoOnWidget = state.googleLogo.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -stackGap)
        logoOnWidget.priority = .defaultHigh
        return [
            state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.turnCard.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.etaCard.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            clearance.bottomAnchor.constraint(lessThanOrEqualTo: etaTop),
            restingClearance,
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
            state.speedWidget.bottomAnchor.constraint(equalTo: etaTop),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: clearance.bottomAnchor, constant: -stackGap),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor, constant: -stackGap),
            logoOnWidget,
            dutyBadge.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: stackGap),
            dutyBadge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
        ]
    }

    private func columnCards(_ state: ActiveGuidanceUIState, in map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let column = NavigationStyleValues.headerFooterHorizontalPadding
        let top = NavigationStyleValues.headerTopPadding
        return [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: top),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: column),
            state.etaCard.leadingAnchor.constraint(equalTo: state.turnCard.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -top),
            clearance.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor, constant: edgeInset),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: edgeInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -stackGap),
            dutyBadge.topAnchor.constraint(equalTo: safe.topAnchor, constant: stackGap),
            dutyBadge.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: edgeInset),
        ]
    }
}
