import GoogleNavigation
import UIKit

/// Port of `Fleet.iOS.Navigation.NavigationLayoutManager` (Xamarin.iOS).
/// Member names follow the C# source so the two code bases diff cleanly;
/// the UIKit and SDK callbacks keep their Swift names.
@MainActor
public final class NavigationLayoutManager: NSObject, NavigationLayoutDelegate {

    public enum LayoutPhase { case Off, Ready, Guidance }

    // MARK: - Events (were C# `event` fields)

    public var SizeChangedHandlers: [(CGSize) -> Void] = []
    public var PhaseChangedHandlers: [(LayoutPhase) -> Void] = []
    public var PromptVisibilityChangedHandlers: [(Bool) -> Void] = []

    // MARK: - State

    private(set) var Phase: LayoutPhase = .Off
    private var _isWideMode: Bool = false
    private var _endTripButton: UIButton?

    public var IsWideMode: Bool {
        get { return self._isWideMode }
        set { self._isWideMode = newValue }
    }

    public var EndTripButton: UIButton {
        get {
            if let button = self._endTripButton {
                return button
            }
            let button = UIButton(type: .system)
            button.setTitle("End", for: .normal)
            button.accessibilityIdentifier = "nav.endTrip"
            button.translatesAutoresizingMaskIntoConstraints = false
            self._endTripButton = button
            return button
        }
    }

    // internal, not private: the partial class in NavigationLayoutManager.Layout.swift uses them.
    weak var _map: GMSMapView?
    var _readyState: NavigationReadyUIState?
    var _guidanceState: ActiveGuidanceUIState?
    var _buttonStack: GMSNavigationHidingStackView?

    let _contentBottomGuide = UILayoutGuide()
    let _sessionConstraints = ConstraintCollection()
    let _readyConstraints = ConstraintCollection()
    let _guidanceConstraints = ConstraintCollection()
    var _promptConstraints: [NavigationPromptView: ConstraintCollection] = [:]
    var _readyViews: ViewHost?
    var _guidanceViews: ViewHost?

    public override init() {
        super.init()
        self._contentBottomGuide.identifier = "Fleet.ContentBottom"
        self.SizeChangedHandlers.append { [weak self] size in
            self?.OnSizeChanged(size)
        }
        self.PhaseChangedHandlers.append { [weak self] phase in
            self?.OnPhaseChanged(phase)
        }
        self.PromptVisibilityChangedHandlers.append { [weak self] visible in
            self?.OnPromptVisibilityChanged(visible)
        }
    }

    // MARK: - NavigationLayoutDelegate

    public func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self._map = navMap
        self._readyState = newState
        self.IsWideMode = newState.wideMode

        navMap.addLayoutGuide(self._contentBottomGuide)
        let resting = self._contentBottomGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        self._sessionConstraints.AddRange([
            self._contentBottomGuide.heightAnchor.constraint(equalToConstant: 0),
            self._contentBottomGuide.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            self._contentBottomGuide.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            resting,
        ])
        self._sessionConstraints.Activate()

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = LayoutMetrics.ButtonSpacing
        self._buttonStack = stack

        let views = ViewHost(host: navMap)
        views.Attach(newState.viewport)
        views.Attach(newState.googleLogo)
        views.Attach(stack)
        self._readyViews = views

        self.ApplyReadyLayout(newState)
        self.Raise(self.PhaseChangedHandlers, .Ready)
    }

    public func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        self.Dispose()
        self.Raise(self.PhaseChangedHandlers, .Off)
    }

    public func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        self._readyConstraints.Dispose()
        self._guidanceState = newState
        self.IsWideMode = newState.wideMode

        let views = ViewHost(host: navMap)
        views.Attach(newState.turnCard)
        views.Attach(newState.etaCard)
        views.Attach(newState.speedWidget)
        views.Attach(self.EndTripButton)
        self._guidanceViews = views

        self._buttonStack?.arrangedSubviews = NavigationLayoutManager.OrderedButtons(newState.buttons)
        self.ApplyGuidanceLayout(newState)
        self.Raise(self.PhaseChangedHandlers, .Guidance)
    }

    public func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        self._guidanceConstraints.Dispose()
        self._guidanceViews?.Dispose()
        self._guidanceViews = nil
        self._guidanceState = nil

        self._readyState = newState
        self.IsWideMode = newState.wideMode
        self.ApplyReadyLayout(newState)
        self.Raise(self.PhaseChangedHandlers, .Ready)
    }

    public func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        self.IsWideMode = newState.wideMode
        self.Raise(self.SizeChangedHandlers, navMap.bounds.size)
    }

    public func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        self.PresentPrompt(newPrompt, navMap)
    }

    public func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        self.DismissPrompt(oldPrompt, navMap)
    }

    public func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        self.DismissPrompt(oldPrompt, navMap)
        self.PresentPrompt(newPrompt, navMap)
    }

    func SetPhase(_ phase: LayoutPhase) {
        self.Phase = phase
    }

    // MARK: - IDisposable

    public func Dispose() {
        for (prompt, constraints) in self._promptConstraints {
            constraints.Dispose()
            prompt.removeFromSuperview()
        }
        self._promptConstraints.removeAll()
        self._guidanceConstraints.Dispose()
        self._readyConstraints.Dispose()
        self._sessionConstraints.Dispose()
        self._guidanceViews?.Dispose()
        self._guidanceViews = nil
        self._readyViews?.Dispose()
        self._readyViews = nil
        self._buttonStack?.arrangedSubviews = []
        self._buttonStack = nil
        self._map?.removeLayoutGuide(self._contentBottomGuide)
        self._readyState = nil
        self._guidanceState = nil
    }
}
