//  RDNavigationLayoutController.swift
//  RideDesk Driver
//
//  Swift port of RDNavigationLayoutController.m. The Objective-C original kept
//  one "-setUp<Phase><Width>:" method per layout and picked it by name at run
//  time, so the white-label category (RDNavigationLayoutController+Brand) could
//  override one layout without subclassing. The port keeps the names; on
//  platforms without the Objective-C runtime the same names index a table.

import GoogleNavigation

// MARK: - Constants (RDNavigationLayoutConstants.h)

let kRDChromeInset: CGFloat = 8
let kRDChromeWideInset: CGFloat = 16
let kRDPromptFadeDuration: TimeInterval = 0.25
let kRDFloorGuideIdentifier = "RDNavigationLayoutController.floor"

/// `RDNavigationPhase` in the original: the string goes into the selector name.
enum RDNavigationPhase: String {
    case none = "None"
    case ready = "Ready"
    case guidance = "Guidance"
}

/// What one `-setUp...:` method gets: the map and the views of the state.
/// An object (not a struct) because `-performSelector:withObject:` takes one.
@MainActor
final class RDLayoutContext: NSObject {
    let mapView: GMSMapView
    let floorGuide: UILayoutGuide
    let buttonStack: GMSNavigationHidingStackView
    let views: NSDictionary
    let constraints = NSMutableOrderedSet()

    init(mapView: GMSMapView, floorGuide: UILayoutGuide, buttonStack: GMSNavigationHidingStackView, views: NSDictionary) {
        self.mapView = mapView
        self.floorGuide = floorGuide
        self.buttonStack = buttonStack
        self.views = views
        super.init()
    }

    func view(_ key: String) -> UIView {
        guard let view = views.object(forKey: key) as? UIView else {
            preconditionFailure("RDLayoutContext: no view for \(key)")
        }
        return view
    }

    /// `[context.constraints addObjectsFromArray:@[...]]`
    func add(_ constraints: [NSLayoutConstraint]) {
        self.constraints.addObjects(from: constraints)
    }
}

// MARK: - View keys (NSString constants in the original)

enum RDViewKey {
    static let viewport = "viewport"
    static let logo = "googleLogo"
    static let turnCard = "turnCard"
    static let etaCard = "etaCard"
    static let tripProgress = "tripProgressBar"
    static let speedWidget = "speedWidget"
}

@MainActor
final class RDNavigationLayoutController: NSObject, NavigationLayoutDelegate {

    // MARK: KVO-observable state (the debug overlay observes these)

    #if canImport(ObjectiveC)
    @objc dynamic private(set) var phaseName: String = RDNavigationPhase.none.rawValue
    @objc dynamic private(set) var isWideLayout: Bool = false
    #else
    private(set) var phaseName: String = RDNavigationPhase.none.rawValue
    private(set) var isWideLayout: Bool = false
    #endif

    // MARK: Bookkeeping

    /// Views we put on the map, back to front, each once.
    private let mountedViews = NSMutableOrderedSet()
    /// The floor guide's own constraints: they live from enable to disable.
    private let sessionConstraints = NSMutableOrderedSet()
    /// The current phase's constraints (what the last `-setUp...:` made).
    private let phaseConstraints = NSMutableOrderedSet()
    private let promptConstraints = NSMutableOrderedSet()

    private let floorGuide = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var phase: RDNavigationPhase = .none
    private var phaseViews = NSDictionary()
    private weak var currentPrompt: NavigationPromptView?

    override init() {
        super.init()
        floorGuide.identifier = kRDFloorGuideIdentifier
        buttonStack.spacing = kRDChromeInset
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floorGuide)
        let resting = floorGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints.addObjects(from: [
            floorGuide.heightAnchor.constraint(equalToConstant: 0),
            floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            resting,
        ])
        NSLayoutConstraint.activate(constraintArray(sessionConstraints))
        enterReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeCurrentPrompt()
        tearDownPhase()
        NSLayoutConstraint.deactivate(constraintArray(sessionConstraints))
        sessionConstraints.removeAllObjects()
        navMap.removeLayoutGuide(floorGuide)
        setPhase(.none)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownPhase()
        setWide(newState.wideMode)
        buttonStack.arrangedSubviews = buttonViews(newState.buttons, types: [.compass, .reporting])
        let views = NSMutableDictionary()
        views.setObject(newState.viewport, forKey: RDViewKey.viewport as NSString)
        views.setObject(newState.turnCard, forKey: RDViewKey.turnCard as NSString)
        views.setObject(newState.etaCard, forKey: RDViewKey.etaCard as NSString)
        views.setObject(newState.tripProgressBar, forKey: RDViewKey.tripProgress as NSString)
        views.setObject(newState.speedWidget, forKey: RDViewKey.speedWidget as NSString)
        views.setObject(newState.googleLogo, forKey: RDViewKey.logo as NSString)
        mount([newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
               newState.speedWidget, newState.googleLogo, buttonStack], on: navMap)
        phaseViews = views
        setPhase(.guidance)
        runSetUp(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Guidance can end with a prompt still up: it goes with the guidance layout.
        removeCurrentPrompt()
        tearDownPhase()
        enterReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard phase != .none, newState.wideMode != isWideLayout else { return }
        setWide(newState.wideMode)
        NSLayoutConstraint.deactivate(constraintArray(phaseConstraints))
        phaseConstraints.removeAllObjects()
        runSetUp(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        promptConstraints.addObjects(from: [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        NSLayoutConstraint.activate(constraintArray(promptConstraints))
        currentPrompt = newPrompt
        UIView.animate(withDuration: kRDPromptFadeDuration) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === currentPrompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        removeCurrentPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Phases

    private func enterReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        setWide(state.wideMode)
        buttonStack.arrangedSubviews = buttonViews(state.buttons, types: [.compass])
        let views = NSMutableDictionary()
        views.setObject(state.viewport, forKey: RDViewKey.viewport as NSString)
        views.setObject(state.googleLogo, forKey: RDViewKey.logo as NSString)
        mount([state.viewport, state.googleLogo, buttonStack], on: navMap)
        phaseViews = views
        setPhase(.ready)
        runSetUp(on: navMap)
    }

    /// `@"setUp" + phase + width + @":"`, e.g. `setUpGuidanceWide:`.
    private func setUpSelectorName() -> String {
        "setUp" + phase.rawValue + (isWideLayout ? "Wide" : "Compact") + ":"
    }

    private func runSetUp(on navMap: GMSMapView) {
        let context = RDLayoutContext(mapView: navMap, floorGuide: floorGuide, buttonStack: buttonStack, views: phaseViews)
        let name = setUpSelectorName()
        #if canImport(ObjectiveC)
        let selector = NSSelectorFromString(name)
        guard responds(to: selector) else {
            assertionFailure("RDNavigationLayoutController: no -\(name)")
            return
        }
        _ = perform(selector, with: context)
        #else
        guard let setUp = Self.setUpTable[name] else {
            assertionFailure("RDNavigationLayoutController: no -\(name)")
            return
        }
        setUp(self)(context)
        #endif
        phaseConstraints.union(context.constraints)
        NSLayoutConstraint.activate(constraintArray(phaseConstraints))
    }

    #if !canImport(ObjectiveC)
    /// The runtime's method list, by hand: selector name to unapplied method.
    private static let setUpTable: [String: (RDNavigationLayoutController) -> (RDLayoutContext) -> Void] = [
        "setUpReadyCompact:": RDNavigationLayoutController.setUpReadyCompact,
        "setUpReadyWide:": RDNavigationLayoutController.setUpReadyWide,
        "setUpGuidanceCompact:": RDNavigationLayoutController.setUpGuidanceCompact,
        "setUpGuidanceWide:": RDNavigationLayoutController.setUpGuidanceWide,
    ]
    #endif

    /// Constraints off, then every view we mounted off the map, front to back.
    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(constraintArray(phaseConstraints))
        phaseConstraints.removeAllObjects()
        buttonStack.arrangedSubviews = []
        mountedViews.enumerateObjects(options: .reverse) { object, _, _ in
            (object as? UIView)?.removeFromSuperview()
        }
        mountedViews.removeAllObjects()
        phaseViews = NSDictionary()
    }

    private func mount(_ views: [UIView], on navMap: GMSMapView) {
        for view in views where !mountedViews.contains(view) {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
            mountedViews.add(view)
        }
    }

    private func removeCurrentPrompt() {
        NSLayoutConstraint.deactivate(constraintArray(promptConstraints))
        promptConstraints.removeAllObjects()
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
    }

    // MARK: - Helpers

    private func setPhase(_ newPhase: RDNavigationPhase) {
        phase = newPhase
        phaseName = newPhase.rawValue
    }

    private func setWide(_ wide: Bool) {
        if isWideLayout != wide { isWideLayout = wide }
    }

    /// Buttons by type, in the order asked for (never by index in `buttons`).
    private func buttonViews(_ buttons: [NavigationUIButton], types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in buttons.first(where: { $0.type == type })?.view }
    }

    private func constraintArray(_ set: NSOrderedSet) -> [NSLayoutConstraint] {
        set.array.compactMap { $0 as? NSLayoutConstraint }
    }
}
