import GoogleNavigation
import UIKit

// VIPER contracts of the DriveChrome module (the navigation chrome over the map).
//
//   NavigationLayoutDelegate (entry) --events--> Presenter (ViewOutput)
//   Presenter --asks--> Interactor (owns the DriveSession entity)
//   Presenter --returns--> ChromeViewModel / PromptViewModel
//   entry --hands the model to--> View (ViewInput), which lays the map out
//   entry --prompts--> Router (RouterInput), which presents and dismisses them
//
// Only the View and the Router touch UIKit views: the Presenter and the
// Interactor see flags and button kinds, and are unit-tested without a map.

// MARK: - Entity

/// What the interactor knows about the navigation session.
struct DriveSession: Equatable {
    enum Phase: Equatable {
        case off
        case ready
        case guiding
    }

    var phase: Phase = .off
    var isWide = false
    var buttonKinds: Set<NavigationButtonKnownType> = []
}

// MARK: - View models

/// Everything the View needs to lay the chrome out for one state.
struct ChromeViewModel: Equatable {
    enum Arrangement: Equatable {
        /// Navigation ready: the map, the logo and the compass.
        case overview
        /// Guidance on a narrow map: turn card on top, ETA card along the bottom.
        case stacked
        /// Guidance on a wide map: both cards in the leading column, the map beside them.
        case column
    }

    let arrangement: Arrangement
    let edgeInset: CGFloat
    let elementGap: CGFloat
    /// Top to bottom in the button rail; kinds the SDK did not hand over are skipped.
    let buttonOrder: [NavigationButtonKnownType]
    let showsTripProgress: Bool
    let showsSpeedWidget: Bool

    var isGuidance: Bool { arrangement != .overview }
}

struct PromptViewModel: Equatable {
    let presentDuration: TimeInterval
    let dismissDuration: TimeInterval
    let springDamping: CGFloat
    /// Docked prompts keep the SDK's default: top corners only.
    let corners: CACornerMask
}

// MARK: - Contracts

/// Presenter -> View.
@MainActor
protocol DriveChromeViewInput: AnyObject {
    /// The guide the open map ends on; prompts push it up.
    var promptFloor: UILayoutGuide { get }
    func display(_ model: ChromeViewModel)
}

/// Entry -> Presenter. Each event returns what the View should show next.
@MainActor
protocol DriveChromeViewOutput: AnyObject {
    func navigationDidEnable(wide: Bool, buttons: [NavigationButtonKnownType]) -> ChromeViewModel
    func guidanceDidStart(wide: Bool, buttons: [NavigationButtonKnownType]) -> ChromeViewModel
    func guidanceDidStop(wide: Bool, buttons: [NavigationButtonKnownType]) -> ChromeViewModel
    func navigationDidDisable()
    /// `nil` when the new size does not change the layout.
    func mapDidResize(wide: Bool) -> ChromeViewModel?
    func promptWillAppear() -> PromptViewModel
    func promptWillDisappear() -> PromptViewModel
}

/// Presenter -> Interactor.
@MainActor
protocol DriveChromeInteractorInput: AnyObject {
    var session: DriveSession { get }
    func begin(wide: Bool, buttons: [NavigationButtonKnownType])
    func enterGuidance(wide: Bool, buttons: [NavigationButtonKnownType])
    func leaveGuidance(wide: Bool, buttons: [NavigationButtonKnownType])
    func resize(wide: Bool)
    func end()
}

/// Entry -> Router: prompts are routed like small modules of their own.
@MainActor
protocol DriveChromeRouterInput: AnyObject {
    func present(_ prompt: NavigationPromptView, with model: PromptViewModel, on map: GMSMapView, above floor: UILayoutGuide)
    func dismiss(_ prompt: NavigationPromptView, with model: PromptViewModel, on map: GMSMapView)
    /// Takes every prompt down at once (guidance or navigation ended under it).
    func dismissAll()
}
