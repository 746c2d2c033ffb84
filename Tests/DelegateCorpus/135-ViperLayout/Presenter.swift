import UIKit
import GoogleNavigation

@MainActor
protocol LayoutInteractorProtocol: AnyObject {
    var phase: NavigationPhase { get }
    func enterReady(_ state: NavigationReadyUIState)
    func enterGuidance(_ state: ActiveGuidanceUIState)
    func updateWidth(wide: Bool)
    func leave()
}

@MainActor
final class LayoutInteractor: LayoutInteractorProtocol {
    private(set) var phase: NavigationPhase = .idle

    func enterReady(_ state: NavigationReadyUIState) { phase = .ready(state, wide: state.wideMode) }
    func enterGuidance(_ state: ActiveGuidanceUIState) { phase = .guidance(state, wide: state.wideMode) }
    func leave() { phase = .idle }

    func updateWidth(wide: Bool) {
        switch phase {
        case .idle: break
        case .ready(let state, _): phase = .ready(state, wide: wide)
        case .guidance(let state, _): phase = .guidance(state, wide: wide)
        }
    }
}

@MainActor
protocol LayoutPresenterProtocol: AnyObject {
    func viewModel(for phase: NavigationPhase) -> LayoutViewModel
}

@MainActor
final class LayoutPresenter: LayoutPresenterProtocol {
    private let edgeInset: CGFloat = 8

    func viewModel(for phase: NavigationPhase) -> LayoutViewModel {
        switch phase {
        case .idle:
            return .empty
        case .ready(let state, let wide):
            return readyModel(state, wide: wide)
        case .guidance(let state, let wide):
            return guidanceModel(state, wide: wide)
        }
    }

    private func readyModel(_ state: NavigationReadyUIState, wide: Bool) -> LayoutViewModel {
        let logo = LayoutItem.view(state.googleLogo)
        let viewport = LayoutItem.view(state.viewport)
        let pins: [LayoutPin] = [
            LayoutPin(viewport, .top, to: .safeArea),
            LayoutPin(viewport, .bottom, to: .safeArea),
            LayoutPin(viewport, .leading, to: .safeArea),
            LayoutPin(viewport, .trailing, to: .safeArea),
            LayoutPin(logo, .leading, to: .safeArea, constant: edgeInset),
            LayoutPin(logo, .bottom, to: .safeArea, constant: -edgeInset),
            LayoutPin(.buttonStack, .trailing, to: .safeArea, constant: -edgeInset),
            LayoutPin(.buttonStack, .bottom, to: .safeArea, constant: -edgeInset),
            LayoutPin(.buttonStack, .top, .greaterOrEqual, to: .safeArea),
        ]
        return LayoutViewModel(views: [state.viewport, state.googleLogo],
                               stackedButtons: state.buttons.filter { $0.type == .compass }.map(\.view),
                               usesObstacleGuide: false, pins: pins, isWide: wide)
    }

    private func guidanceModel(_ state: ActiveGuidanceUIState, wide: Bool) -> LayoutViewModel {
        let turn = LayoutItem.view(state.turnCard)
        let eta = LayoutItem.view(state.etaCard)
        let logo = LayoutItem.view(state.googleLogo)
        let viewport = LayoutItem.view(state.viewport)
        let speed = LayoutItem.view(state.speedWidget)
        let cardInset = NavigationStyleValues.headerFooterHorizontalPadding
        var pins: [LayoutPin] = [
            LayoutPin(turn, .top, to: .safeArea),
            LayoutPin(turn, .leading, to: .safeArea, constant: cardInset),
            LayoutPin(eta, .bottom, to: .safeArea),
            LayoutPin(eta, .leading, to: .safeArea, constant: cardInset),
            LayoutPin(.obstacleGuide, .leading, to: .map),
            LayoutPin(.obstacleGuide, .trailing, to: .map),
            LayoutPin(.obstacleGuide, .bottom, to: .map),
            LayoutPin(viewport, .bottom, to: .item(.obstacleGuide), .top),
            LayoutPin(viewport, .trailing, to: .safeArea),
            LayoutPin(logo, .bottom, to: .item(.obstacleGuide), .top),
            LayoutPin(speed, .leading, to: .item(logo), .leading),
            LayoutPin(speed, .bottom, to: .item(logo), .top, constant: -edgeInset),
            LayoutPin(.buttonStack, .trailing, to: .safeArea, constant: -edgeInset),
            LayoutPin(.buttonStack, .bottom, to: .item(.obstacleGuide), .top),
        ]
        if wide {
            pins += [
                LayoutPin(turn, .trailing, .lessOrEqual, to: .map, .centerX),
                LayoutPin(eta, .trailing, .lessOrEqual, to: .map, .centerX),
                LayoutPin(.obstacleGuide, .top, .lessOrEqual, to: .safeArea, .bottom),
                LayoutPin(.obstacleGuide, .top, to: .safeArea, .bottom, priority: .defaultLow),
                LayoutPin(viewport, .top, to: .safeArea),
                LayoutPin(viewport, .leading, .greaterOrEqual, to: .item(turn), .trailing),
                LayoutPin(viewport, .leading, .greaterOrEqual, to: .item(eta), .trailing),
                LayoutPin(viewport, .leading, to: .safeArea, priority: .defaultLow),
                LayoutPin(logo, .leading, to: .item(viewport), constant: edgeInset),
                LayoutPin(.buttonStack, .top, .greaterOrEqual, to: .safeArea),
            ]
        } else {
            pins += [
                LayoutPin(turn, .trailing, to: .safeArea, constant: -cardInset),
                LayoutPin(eta, .trailing, to: .safeArea, constant: -cardInset),
                LayoutPin(.obstacleGuide, .top, .lessOrEqual, to: .margins(state.etaCard), .top),
                LayoutPin(.obstacleGuide, .top, to: .margins(state.etaCard), .top, priority: .defaultLow),
                LayoutPin(viewport, .top, to: .item(turn), .bottom),
                LayoutPin(viewport, .leading, to: .safeArea),
                LayoutPin(logo, .leading, to: .safeArea, constant: edgeInset),
                LayoutPin(.buttonStack, .top, .greaterOrEqual, to: .item(turn), .bottom),
            ]
        }
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        let buttons = order.compactMap { type in state.buttons.first { $0.type == type }?.view }
        return LayoutViewModel(views: [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo],
                               stackedButtons: buttons, usesObstacleGuide: true, pins: pins, isWide: wide)
    }
}
