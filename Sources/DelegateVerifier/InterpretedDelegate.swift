import LayoutModel

/// A `ModelLayoutDelegate` whose callbacks are the analysed file's, run by the
/// interpreter, so the `ScenarioDriver` drives real delegate source like it
/// drives the hand-written model delegates.
final class InterpretedDelegate: ModelLayoutDelegate {
    /// What one callback did that the checks need besides the layout.
    struct CallbackRecord {
        let name: String
        let readWideMode: Bool
        /// Where it reached inside Google views or hid a stack's arranged views.
        let misuses: [Journal.Misuse]
        /// The required views that were not on screen `MainQueue.promptness`
        /// after it, and were later in the same event (work it deferred placed them).
        let lateViews: [String]
    }

    let interpreter: Interpreter
    let instance: Instance
    /// The callback of the last event, `nil` when the event had none.
    var lastCallback: CallbackRecord?
    /// The map's device at the end of the last turn: a resize runs what UIKit does as it changes.
    private var lastDevice: DeviceProfile?
    /// The logo and viewport of the navigation state, from enabling to disabling (both states carry the same two).
    private var requiredViews: [GoogleView] = []

    /// Creates the delegate as the app would (`Interpreter.makeDelegate`), on
    /// `device`; a view-controller delegate making its own map gets `map` for it.
    init(
        source: DelegateSource, metrics: MetricsProfile, contentSizeCategory: ContentSizeCategory = .large,
        device: DeviceProfile? = nil, map: MapView? = nil, worlds: WorldBundle? = nil, standIns configuration: StandInConfiguration? = nil
    ) throws {
        let interpreter = Interpreter(source: source, metrics: metrics, contentSizeCategory: contentSizeCategory)
        self.interpreter = interpreter
        interpreter.worlds = worlds
        interpreter.standInConfiguration = configuration?.values ?? [:]
        interpreter.creationDevice = device
        if source.mapConstructions > 0, source.delegateClass.frameworkAncestor(in: source.types) == Interpreter.modelledControllerClass {
            interpreter.presentation.map = map
        }
        interpreter.resetObservations()
        do {
            // A delegate that is a view (a React Native or Flutter native view) or a view controller is the instance attached to it.
            try interpreter.checkNoncopyableEnumDeinitializers()
            let made = try interpreter.makeDelegate(source.delegateClass)
            if case .object(let object) = made {
                instance = object
            } else if let attached = interpreter.attachedInstance(of: made) {
                instance = attached
            } else {
                throw interpreter.unsupported(source.delegateClass.nameNode, "a delegate made as \(made.kind)")
            }
            interpreter.delegateInstance = instance
            try interpreter.runMainQueue()
        } catch {
            interpreter.endTasks()  // no run follows to end them
            throw error
        }
    }

    /// Assigns a property as the app would (running `didSet`).
    func assign(_ name: String, _ value: Value) throws {
        interpreter.resetObservations()
        interpreter.notedAppSetProperties.insert(name)  // the run sets it: no value is left unchecked
        try interpreter.setField(name, of: instance, to: value, at: source.delegateClass.nameNode)
        try interpreter.runMainQueue()
    }

    private var source: DelegateSource { interpreter.source }

    func enableNavigationUI(navMap: MapView, newState: NavigationReadyUIState) throws {
        requiredViews = [newState.googleLogo, newState.viewport]
        interpreter.latestState = newState
        try invoke("enableNavigationUI", navMap, [("navMap", .item(navMap)), ("newState", .state(newState))])
    }

    func disableNavigationUI(navMap: MapView, oldState: NavigationReadyUIState) throws {
        requiredViews = []
        try invoke("disableNavigationUI", navMap, [("navMap", .item(navMap)), ("oldState", .state(oldState))])
    }

    func startGuidance(navMap: MapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) throws {
        interpreter.latestState = newState
        try invoke(
            "startGuidance", navMap,
            [("navMap", .item(navMap)), ("newState", .state(newState)), ("oldState", .state(oldState))])
    }

    func stopGuidance(navMap: MapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) throws {
        interpreter.latestState = newState
        try invoke(
            "stopGuidance", navMap,
            [("navMap", .item(navMap)), ("newState", .state(newState)), ("oldState", .state(oldState))])
    }

    /// What UIKit runs as the window changes (`SystemEvents.swift`), then the callback, in one turn.
    func sizeChanged(navMap: MapView, newState: NavigationUIState) throws {
        let arguments: [Argument] = [("navMap", .item(navMap)), ("newState", .state(newState))]
        let previous = lastDevice
        interpreter.latestState = newState
        try turn("sizeChanged", on: navMap, origin: Leftovers.sizeChangedOrigin(inGuidance: newState is ActiveGuidanceUIState)) {
            let environment = try previous.map { try interpreter.environmentChanged(from: $0, on: navMap) } ?? false
            return try runMethod("sizeChanged", arguments) || environment
        }
    }

    func showPrompt(navMap: MapView, newPrompt: NavigationPromptView) throws {
        try invoke("showPrompt", navMap, [("navMap", .item(navMap)), ("newPrompt", .item(newPrompt))])
    }

    func hidePrompt(navMap: MapView, oldPrompt: NavigationPromptView) throws {
        try invoke("hidePrompt", navMap, [("navMap", .item(navMap)), ("oldPrompt", .item(oldPrompt))])
    }

    func changePrompt(navMap: MapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) throws {
        try invoke(
            "changePrompt", navMap,
            [("navMap", .item(navMap)), ("newPrompt", .item(newPrompt)), ("oldPrompt", .item(oldPrompt))])
    }

    /// Runs the delegate's method `name` (a callback, or what the app calls);
    /// what it adds and activates has `origin` (by default `name`) in `journal`.
    func invoke(_ name: String, _ map: MapView, _ arguments: [Argument], origin: String? = nil) throws {
        try turn(name, on: map, origin: origin ?? name) { try runMethod(name, arguments) }
    }

    /// Runs the delegate's method `name`; false when it has none.
    private func runMethod(_ name: String, _ arguments: [Argument]) throws -> Bool {
        guard let method = instance.type.method(named: name, labels: arguments.map(\.label)) else { return false }
        _ = try interpreter.call(method, on: instance, arguments: arguments)
        return true
    }

    /// Loads and shows a view-controller delegate that makes its own map, before the first event (`ControllerPresentation.swift`).
    func present(on map: MapView) throws {
        guard interpreter.presentsMap else { return }
        try turn(Interpreter.presentationOrigin, on: map, origin: Interpreter.presentationOrigin) {
            try interpreter.presentDelegateController(at: source.delegateClass.nameNode)
            return true
        }
    }

    /// In `map`'s hierarchy and not hidden (where it is laid out is the layout's, checked once the event is over).
    private func isOnScreen(_ view: GoogleView, in map: MapView) -> Bool { view.isDescendant(of: map) && view.isVisible }

    /// One turn of the main run loop: `body` (false when it ran no code), what it deferred, then the pass before layout.
    private func turn(_ name: String, on map: MapView, origin: String, _ body: () throws -> Bool) throws {
        interpreter.map = map
        interpreter.resetObservations()
        interpreter.journal.callback = origin
        if let left = Leftovers.stateLeft(by: origin) {
            let journal = interpreter.journal
            journal.beginTransition(leaving: map.subtree.flatMap(\.constraints).filter { journal.origin(of: $0).map(left.contains) ?? false })
        }
        var late: [GoogleView] = []
        defer {
            interpreter.journal.endTransition()
            lastDevice = map.device
            lastCallback = CallbackRecord(
                name: name, readWideMode: interpreter.readWideMode, misuses: interpreter.journal.takeMisuses(),
                lateViews: late.filter { isOnScreen($0, in: map) }.map(\.name))
        }
        guard try body() else { return }
        interpreter.releaseWeakReferences(delegate: instance)  // what the callback's locals held goes as it returns
        if !requiredViews.isEmpty && interpreter.mainQueue.gap > MainQueue.promptness {
            // The work due soon after the event, then the required views must be there (a layout deferred for long is late).
            try interpreter.runMainQueue(within: MainQueue.promptness)
            if interpreter.mainQueue.hasWorkBeforeNextEvent { late = requiredViews.filter { !isOnScreen($0, in: map) } }
        }
        try interpreter.runMainQueue()  // then the run loop runs what it deferred
        interpreter.endUndoEvents()  // and ends the undo groups `groupsByEvent` opened
        interpreter.releaseWeakReferences(delegate: instance)
        try interpreter.checkReleasedDeinitializers()
        try interpreter.updateConstraints(under: map)  // the run loop's pass before it lays out
        try interpreter.refreshIntrinsicSizes()  // asked for as the run loop lays out
        try interpreter.layOutSubviews()  // the run loop's layout pass, as far as the files' views take part
        try interpreter.checkTransforms()
        try interpreter.checkDefaultControllerViews()
    }
}
