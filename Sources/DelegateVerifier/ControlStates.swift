import LayoutModel
import SwiftSyntax

/// The state of UIKit's controls that layout code sets and reads back
/// (`toggle.isOn = true`, `spinner.startAnimating()`): kept per view and read
/// as set, else as UIKit starts it. None of it moves a view; but a
/// `UIActivityIndicatorView` is hidden while it is stopped and
/// `hidesWhenStopped` (UIKit's default, so a new one is hidden until it
/// starts), which is what the checks see of it.
extension Interpreter {
    /// A state's initial value (a `Value` is not `Sendable`, so not a static constant).
    enum InitialState: Sendable {
        case flag(Bool)
        case number(Double)

        var value: Value {
            switch self {
            case .flag(let flag): .bool(flag)
            case .number(let number): .number(number)
            }
        }
    }

    /// Each control's state properties and their initial values.
    static let controlStates: [String: [String: InitialState]] = [
        "UISwitch": ["isOn": .flag(false)],
        "UIActivityIndicatorView": ["isAnimating": .flag(false), "hidesWhenStopped": .flag(true)],
        "UISegmentedControl": ["selectedSegmentIndex": .number(-1)],
        "UISlider": ["value": .number(0), "minimumValue": .number(0), "maximumValue": .number(1)],
        "UIProgressView": ["progress": .number(0)],
        "UIPageControl": ["currentPage": .number(0)],
        "UIStepper": ["value": .number(0)],
    ]

    /// What a new control starts as: a spinner is hidden until it animates.
    func startControl(_ view: LayoutView, className: String) {
        if className == "UIActivityIndicatorView" { view.isHidden = true }
    }

    /// A control's state property as set (or initially); `nil` for another member.
    func controlState(_ name: String, of view: LayoutView) -> Value? {
        guard let content = viewContents[ObjectIdentifier(view)], let initial = Self.controlStates[content.className]?[name] else { return nil }
        return content.controlState[name] ?? initial.value
    }

    /// `toggle.isOn = true`, `spinner.hidesWhenStopped = false`: stored; `false` for another member.
    func setControlState(_ name: String, of view: LayoutView, to value: Value) -> Bool {
        guard controlState(name, of: view) != nil, name != "isAnimating" else { return false }
        viewContents[ObjectIdentifier(view)]?.controlState[name] = value
        showSpinner(view)
        return true
    }

    /// `setOn(_:animated:)`, `setProgress(_:animated:)`, `setValue(_:animated:)`,
    /// `startAnimating()`, `stopAnimating()`; `nil` for another method.
    func callControlMethod(_ name: String, on view: LayoutView, _ arguments: [Argument]) -> Value? {
        let state: (name: String, value: Value)
        switch (name, arguments.map(\.label)) {
        case ("setOn", [nil, "animated"]): state = ("isOn", arguments[0].value)
        case ("setProgress", [nil, "animated"]): state = ("progress", arguments[0].value)
        case ("setValue", [nil, "animated"]): state = ("value", arguments[0].value)
        case ("startAnimating", []): state = ("isAnimating", .bool(true))
        case ("stopAnimating", []): state = ("isAnimating", .bool(false))
        default: return nil
        }
        guard controlState(state.name, of: view) != nil else { return nil }
        viewContents[ObjectIdentifier(view)]?.controlState[state.name] = state.value
        showSpinner(view)
        return .void
    }

    /// A spinner shows while it animates; stopped, it is hidden if it `hidesWhenStopped`
    /// ("if false, the receiver is not hidden when animation stops").
    private func showSpinner(_ view: LayoutView) {
        guard case .bool(let animating)? = controlState("isAnimating", of: view), case .bool(let hides)? = controlState("hidesWhenStopped", of: view) else { return }
        view.isHidden = !animating && hides
    }
}
