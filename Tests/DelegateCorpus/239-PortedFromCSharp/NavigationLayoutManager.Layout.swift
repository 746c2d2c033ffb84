import GoogleNavigation
import UIKit

// partial class NavigationLayoutManager: layout passes, nested helper classes.
extension NavigationLayoutManager {

    // MARK: - Nested classes

    /// `ConstraintCollection : IDisposable`.
    @MainActor
    public final class ConstraintCollection {
        private(set) var Items: [NSLayoutConstraint] = []
        private var _isActive: Bool = false

        public func Add(_ constraint: NSLayoutConstraint) {
            self.Items.append(constraint)
        }

        public func AddRange(_ constraints: [NSLayoutConstraint]) {
            self.Items.append(contentsOf: constraints)
        }

        public func Activate() {
            NSLayoutConstraint.activate(self.Items)
            self._isActive = true
        }

        public func Dispose() {
            if self._isActive {
                NSLayoutConstraint.deactivate(self.Items)
            }
            self.Items.removeAll()
            self._isActive = false
        }
    }

    /// `ViewHost : IDisposable`: the views one phase put on the map.
    @MainActor
    public final class ViewHost {
        private(set) var Views: [UIView] = []
        private weak var _host: UIView?

        public init(host: UIView) {
            self._host = host
        }

        public func Attach(_ view: UIView) {
            view.translatesAutoresizingMaskIntoConstraints = false
            self._host?.addSubview(view)
            self.Views.append(view)
        }

        public func Dispose() {
            for view in self.Views {
                view.removeFromSuperview()
            }
            self.Views.removeAll()
        }
    }

    /// `static class LayoutMetrics`.
    @MainActor
    public final class LayoutMetrics {
        public static var ElementPadding: CGFloat {
            get { return NavigationStyleValues.elementHorizontalPadding }
        }

        public static var ButtonSpacing: CGFloat {
            get { return NavigationStyleValues.buttonVerticalPadding }
        }

        public static var ButtonInset: CGFloat {
            get { return NavigationStyleValues.buttonHorizontalPadding }
        }

        public static var PromptAnimationSeconds: TimeInterval {
            get { return 0.35 }
        }

        public static var PromptTravel: CGFloat {
            get { return 160 }
        }
    }

    // MARK: - Event raisers

    func Raise<TArgs>(_ handlers: [(TArgs) -> Void], _ args: TArgs) {
        for handler in handlers {
            handler(args)
        }
    }

    // MARK: - Event handlers

    func OnSizeChanged(_ size: CGSize) {
        switch self.Phase {
        case .Off:
            return
        case .Ready:
            guard let state = self._readyState else { return }
            self._readyConstraints.Dispose()
            self.ApplyReadyLayout(state)
        case .Guidance:
            guard let state = self._guidanceState else { return }
            self._guidanceConstraints.Dispose()
            self.ApplyGuidanceLayout(state)
        }
    }

    func OnPhaseChanged(_ phase: LayoutPhase) {
        self.SetPhase(phase)
        self.EndTripButton.accessibilityHint = phase == .Guidance ? "Ends the current trip" : nil
    }

    func OnPromptVisibilityChanged(_ visible: Bool) {
        self.EndTripButton.isAccessibilityElement = !visible
    }

    // MARK: - Layout passes

    static func FindButton(_ buttons: [NavigationUIButton], _ type: NavigationButtonKnownType) -> UIView? {
        for button in buttons where button.type == type {
            return button.view
        }
        return nil
    }

    /// Compass nearest the bottom, then the incident report button.
    static func OrderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        var ordered: [UIView] = []
        if let compass = NavigationLayoutManager.FindButton(buttons, .compass) {
            ordered.append(compass)
        }
        if let reporting = NavigationLayoutManager.FindButton(buttons, .reporting) {
            ordered.append(reporting)
        }
        return ordered
    }

    func ApplyReadyLayout(_ state: NavigationReadyUIState) {
        guard let map = self._map, let stack = self._buttonStack else { return }
        let safe = map.safeAreaLayoutGuide
        let bottom = self._contentBottomGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        let side: UILayoutGuide = self.IsWideMode ? map.layoutMarginsGuide : safe

        stack.arrangedSubviews = NavigationLayoutManager.OrderedButtons(state.buttons)

        let constraints = self._readyConstraints
        constraints.AddRange([
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: side.leadingAnchor, constant: LayoutMetrics.ElementPadding),
            logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),

            stack.trailingAnchor.constraint(equalTo: side.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safe.topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        ])
        constraints.Activate()
    }

    func ApplyGuidanceLayout(_ state: ActiveGuidanceUIState) {
        guard let map = self._map, let stack = self._buttonStack else { return }
        let safe = map.safeAreaLayoutGuide
        let bottom = self._contentBottomGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let speed = state.speedWidget
        let logo = state.googleLogo
        let viewport = state.viewport
        let endTrip = self.EndTripButton

        let constraints = self._guidanceConstraints
        constraints.AddRange([
            turnCard.topAnchor.constraint(equalTo: map.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

            etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: LayoutMetrics.ElementPadding),
            logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),

            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: LayoutMetrics.ElementPadding),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -LayoutMetrics.ElementPadding),

            endTrip.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -LayoutMetrics.ButtonInset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: endTrip.bottomAnchor, constant: LayoutMetrics.ButtonSpacing),
            stack.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        ])

        if self.IsWideMode {
            // Cards run down the leading edge; the camera frames the map beside them.
            constraints.AddRange([
                endTrip.topAnchor.constraint(equalTo: safe.topAnchor, constant: LayoutMetrics.ButtonSpacing),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            ])
        } else {
            constraints.AddRange([
                endTrip.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: LayoutMetrics.ButtonSpacing),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ])
        }
        constraints.Activate()
    }

    // MARK: - Prompts

    func PresentPrompt(_ prompt: NavigationPromptView, _ map: GMSMapView) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(prompt)

        let slide = prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: LayoutMetrics.PromptTravel)
        let constraints = ConstraintCollection()
        constraints.AddRange([
            slide,
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            self._contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ])
        constraints.Activate()
        self._promptConstraints[prompt] = constraints

        map.layoutIfNeeded()
        UIView.animate(withDuration: LayoutMetrics.PromptAnimationSeconds) {
            slide.constant = 0
            map.layoutIfNeeded()
        }
        self.Raise(self.PromptVisibilityChangedHandlers, true)
    }

    func DismissPrompt(_ prompt: NavigationPromptView, _ map: GMSMapView) {
        guard let constraints = self._promptConstraints[prompt] else { return }
        self._promptConstraints[prompt] = nil
        let slide = constraints.Items.first

        UIView.animate(withDuration: LayoutMetrics.PromptAnimationSeconds, animations: {
            slide?.constant = LayoutMetrics.PromptTravel
            map.layoutIfNeeded()
        }, completion: { _ in
            constraints.Dispose()
            prompt.removeFromSuperview()
        })
        self.Raise(self.PromptVisibilityChangedHandlers, false)
    }
}
