import Combine
import GoogleNavigation
import UIKit

/// The drive screen's navigation chrome, as a view model.
///
/// The layout delegate forwards every SDK callback here as an intent and lays
/// the map out from what this publishes; nothing in here touches a view, so the
/// view model is unit-tested with plain `sink`s (DriveChromeViewModelTests).
///
/// Publishing rules the team agreed on:
/// - `@Published` sends in `willSet`: subscribers use the value they are
///   handed, never the property (which still holds the old value then);
/// - the width class is set before the stage, so a transition that also
///   changes width reaches `layoutInputs` as one new stage in its final width;
/// - the prompt is a `CurrentValueSubject`: its `value` is already the new one
///   inside a sink, which the delegate's prompt presenter relies on.
@MainActor
final class DriveChromeViewModel: ObservableObject {
    /// What the SDK has handed us to show.
    enum Stage: Equatable {
        case offline
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)

        /// Two stages are the same when they carry the same SDK state object.
        static func == (lhs: Stage, rhs: Stage) -> Bool {
            switch (lhs, rhs) {
            case (.offline, .offline):
                return true
            case let (.ready(a), .ready(b)):
                return a === b
            case let (.guiding(a), .guiding(b)):
                return a === b
            default:
                return false
            }
        }

        var isGuiding: Bool {
            if case .guiding = self { return true }
            return false
        }

        var analyticsName: String {
            switch self {
            case .offline: return "offline"
            case .ready: return "ready"
            case .guiding: return "guiding"
            }
        }
    }

    /// The prompt the SDK wants on screen, and whether the change may animate
    /// (a prompt dropped because guidance ended goes at once).
    struct PromptSlot {
        var view: NavigationPromptView?
        var animated: Bool

        static let empty = PromptSlot(view: nil, animated: false)
    }

    /// Everything the layout depends on: the stage and the width class.
    struct LayoutInputs: Equatable {
        var stage: Stage
        var wide: Bool
    }

    @Published private(set) var stage: Stage = .offline
    @Published private(set) var isWide = false
    /// Derived from `stage` for the parts of the screen that only care whether
    /// a route is running (the button rail's rhythm, the idle timer).
    @Published private(set) var isGuiding = false

    let prompt = CurrentValueSubject<PromptSlot, Never>(.empty)

    /// Where stage changes are reported (analytics in the app, a recorder in tests).
    private let track: (String) -> Void
    private var bag = Set<AnyCancellable>()

    init(track: @escaping (String) -> Void = { _ in }) {
        self.track = track
        $stage
            .map { $0.isGuiding }
            .removeDuplicates()
            .assign(to: &$isGuiding)
        $stage
            .map { $0.analyticsName }
            .removeDuplicates()
            .dropFirst()
            .sink { [track] name in track("nav_chrome_stage_\(name)") }
            .store(in: &bag)
    }

    /// The stage and width class together, once per change.
    var layoutInputs: AnyPublisher<LayoutInputs, Never> {
        $stage
            .combineLatest($isWide) { stage, wide in LayoutInputs(stage: stage, wide: wide) }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    // MARK: - Intents (one per SDK callback)

    func navigationEnabled(_ state: NavigationReadyUIState, wide: Bool) {
        isWide = wide
        stage = .ready(state)
    }

    func navigationDisabled() {
        prompt.send(.empty)
        stage = .offline
    }

    func guidanceStarted(_ state: ActiveGuidanceUIState, wide: Bool) {
        isWide = wide
        stage = .guiding(state)
    }

    /// The SDK may stop guidance with its prompt still up: the prompt goes with guidance.
    func guidanceStopped(_ state: NavigationReadyUIState, wide: Bool) {
        prompt.send(.empty)
        isWide = wide
        stage = .ready(state)
    }

    func widthClassChanged(wide: Bool) {
        guard stage != .offline else { return }
        isWide = wide
    }

    func promptShown(_ view: NavigationPromptView) {
        guard stage.isGuiding else { return }
        prompt.send(PromptSlot(view: view, animated: true))
    }

    func promptHidden(_ view: NavigationPromptView) {
        guard prompt.value.view === view else { return }
        prompt.send(PromptSlot(view: nil, animated: true))
    }

    func promptChanged(to newView: NavigationPromptView, from oldView: NavigationPromptView) {
        guard stage.isGuiding else { return }
        prompt.send(PromptSlot(view: newView, animated: true))
    }
}
