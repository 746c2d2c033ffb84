import UIKit
import GoogleNavigation

// MARK: - Team layout toolkit (shared by the navigation screens)

/// A small keyed store the screens use for constraint groups and view groups.
final class Registry<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]

    init() {}

    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
        get { storage[key] ?? defaultValue() }
        set { storage[key] = newValue }
    }

    var keys: [Key] { Array(storage.keys) }

    @discardableResult
    func removeValue(for key: Key) -> Value? {
        storage.removeValue(forKey: key)
    }
}

@MainActor
extension Registry where Value: Sequence, Value.Element == NSLayoutConstraint {
    /// Deactivates and forgets the constraints kept under `key`.
    func retire(_ key: Key) {
        removeValue(for: key)?.deactivate()
    }
}

@MainActor
extension Registry where Value == [UIView] {
    /// Removes the views kept under `key` from their superview and forgets them.
    func detach(_ key: Key) {
        removeValue(for: key)?.forEach { $0.removeFromSuperview() }
    }
}

@MainActor
extension Sequence where Element == NSLayoutConstraint {
    func activate() { NSLayoutConstraint.activate(Array(self)) }
    func deactivate() { NSLayoutConstraint.deactivate(Array(self)) }
}

extension UIView {
    func adopt<S: Sequence>(_ children: S) where S.Element: UIView {
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
        }
    }
}

/// What one UI state puts on the map: its views and how they are constrained.
@MainActor
struct Layout<State> {
    let state: State
    let views: (State) -> [UIView]
    let constraints: (State, GMSMapView) -> [NSLayoutConstraint]

    /// Adds the views to the map and returns the (inactive) constraints.
    func install(on map: GMSMapView) -> (views: [UIView], constraints: [NSLayoutConstraint]) {
        let added = views(state)
        map.adopt(added)
        return (added, constraints(state, map))
    }
}

enum NavMetrics {
    static var cardInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var edgeInset: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
}

extension Layout where State == NavigationReadyUIState {
    static func ready(_ state: NavigationReadyUIState) -> Layout {
        Layout(state: state, views: { s in
            [s.viewport, s.googleLogo] + s.buttons.filter { $0.type == .compass }.map(\.view)
        }, constraints: { s, map in
            let safe = map.safeAreaLayoutGuide
            var list = [
                s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.edgeInset),
                s.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavMetrics.buttonGap),
            ]
            for button in s.buttons where button.type == .compass {
                list.append(button.view.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavMetrics.buttonGap))
                list.append(button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.buttonInset))
            }
            return list
        })
    }
}

extension Layout where State == ActiveGuidanceUIState {
    static func guidance(_ state: ActiveGuidanceUIState, wide: Bool,
                         buttons: GMSNavigationHidingStackView) -> Layout {
        Layout(state: state, views: { s in
            [s.viewport, s.turnCard, s.etaCard, s.speedWidget, s.googleLogo, buttons]
        }, constraints: { s, map in
            let safe = map.safeAreaLayoutGuide
            var list = [
                s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.cardInset),
                s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.cardInset),
                s.speedWidget.topAnchor.constraint(equalTo: s.turnCard.layoutMarginsGuide.bottomAnchor),
                s.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.edgeInset),
                s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavMetrics.edgeInset),
                buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.buttonInset),
                buttons.topAnchor.constraint(greaterThanOrEqualTo: s.turnCard.layoutMarginsGuide.bottomAnchor),
                s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
            if wide {
                list += [
                    s.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                    s.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                    s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    s.viewport.leadingAnchor.constraint(equalTo: map.centerXAnchor),
                ]
            } else {
                list += [
                    s.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.cardInset),
                    s.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavMetrics.cardInset),
                    s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
                    s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ]
            }
            return list
        })
    }

    /// Bottom edges of the viewport, logo and buttons: on the prompt when one is up.
    static func bottomEdges(_ s: ActiveGuidanceUIState, wide: Bool, prompt: NavigationPromptView?,
                            buttons: GMSNavigationHidingStackView, map: GMSMapView) -> [NSLayoutConstraint] {
        let gap = NavMetrics.buttonGap
        if let prompt {
            return [
                s.viewport.bottomAnchor.constraint(equalTo: prompt.topAnchor),
                s.googleLogo.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -gap),
                buttons.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -gap),
            ]
        }
        let safeBottom = map.safeAreaLayoutGuide.bottomAnchor
        return [
            wide ? s.viewport.bottomAnchor.constraint(equalTo: safeBottom)
                 : s.viewport.bottomAnchor.constraint(equalTo: s.etaCard.topAnchor),
            s.googleLogo.bottomAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor),
            wide ? buttons.bottomAnchor.constraint(equalTo: safeBottom, constant: -gap)
                 : buttons.bottomAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor),
        ]
    }
}
