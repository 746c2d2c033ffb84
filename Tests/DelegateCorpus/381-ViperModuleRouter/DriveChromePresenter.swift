import GoogleNavigation
import UIKit

// MARK: - Interactor

@MainActor
final class DriveChromeInteractor: DriveChromeInteractorInput {
    private(set) var session = DriveSession()

    func begin(wide: Bool, buttons: [NavigationButtonKnownType]) {
        session = DriveSession(phase: .ready, isWide: wide, buttonKinds: Set(buttons))
    }

    func enterGuidance(wide: Bool, buttons: [NavigationButtonKnownType]) {
        session.phase = .guiding
        session.isWide = wide
        session.buttonKinds = Set(buttons)
    }

    func leaveGuidance(wide: Bool, buttons: [NavigationButtonKnownType]) {
        session.phase = .ready
        session.isWide = wide
        session.buttonKinds = Set(buttons)
    }

    func resize(wide: Bool) {
        session.isWide = wide
    }

    func end() {
        session = DriveSession()
    }
}

// MARK: - Presenter

/// Product settings of the chrome, injected by the module builder.
struct DriveChromeConfiguration {
    var showsTripProgress = true
    var showsSpeedWidget = true
    var reducedMotion = false

    static let standard = DriveChromeConfiguration()
}

@MainActor
final class DriveChromePresenter: DriveChromeViewOutput {
    private let interactor: DriveChromeInteractorInput
    private let configuration: DriveChromeConfiguration

    init(interactor: DriveChromeInteractorInput, configuration: DriveChromeConfiguration) {
        self.interactor = interactor
        self.configuration = configuration
    }

    // MARK: DriveChromeViewOutput

    func navigationDidEnable(wide: Bool, buttons: [NavigationButtonKnownType]) -> ChromeViewModel {
        interactor.begin(wide: wide, buttons: buttons)
        return makeViewModel(for: interactor.session)
    }

    func guidanceDidStart(wide: Bool, buttons: [NavigationButtonKnownType]) -> ChromeViewModel {
        interactor.enterGuidance(wide: wide, buttons: buttons)
        return makeViewModel(for: interactor.session)
    }

    func guidanceDidStop(wide: Bool, buttons: [NavigationButtonKnownType]) -> ChromeViewModel {
        interactor.leaveGuidance(wide: wide, buttons: buttons)
        return makeViewModel(for: interactor.session)
    }

    func navigationDidDisable() {
        interactor.end()
    }

    func mapDidResize(wide: Bool) -> ChromeViewModel? {
        let before = interactor.session
        guard before.phase != .off, before.isWide != wide else { return nil }
        interactor.resize(wide: wide)
        return makeViewModel(for: interactor.session)
    }

    func promptWillAppear() -> PromptViewModel {
        promptViewModel
    }

    func promptWillDisappear() -> PromptViewModel {
        promptViewModel
    }

    // MARK: Mapping

    private var promptViewModel: PromptViewModel {
        PromptViewModel(
            presentDuration: configuration.reducedMotion ? 0 : 0.35,
            dismissDuration: configuration.reducedMotion ? 0 : 0.25,
            springDamping: 0.85,
            corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    private func makeViewModel(for session: DriveSession) -> ChromeViewModel {
        let arrangement: ChromeViewModel.Arrangement
        switch (session.phase, session.isWide) {
        case (.guiding, true): arrangement = .column
        case (.guiding, false): arrangement = .stacked
        case (.ready, _), (.off, _): arrangement = .overview
        }
        // Compass above reporting; both only if the SDK handed them over.
        let preferred: [NavigationButtonKnownType] = arrangement == .overview ? [.compass] : [.compass, .reporting]
        let isGuidance = arrangement != .overview
        return ChromeViewModel(
            arrangement: arrangement,
            edgeInset: session.isWide ? 16 : 10,
            elementGap: 8,
            buttonOrder: preferred.filter(session.buttonKinds.contains),
            showsTripProgress: isGuidance && configuration.showsTripProgress,
            showsSpeedWidget: isGuidance && configuration.showsSpeedWidget)
    }
}
