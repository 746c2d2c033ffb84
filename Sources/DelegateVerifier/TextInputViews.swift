import LayoutModel
import SwiftSyntax

/// UIKit's text-input views (`UITextField`, `UISearchBar`, `UITextView`) and
/// the responder and trait APIs that come with them.
///
/// No scenario shows the keyboard: text input never starts, so the input
/// traits (placeholder, return key, clear button, keyboard type, ...) are
/// cosmetic, a view's `delegate` is stored and read back but never called by
/// UIKit, and the first-responder methods change nothing the layout sees.
/// What the keyboard would do is stated, never checked.
extension Interpreter {
    /// Text and input traits of text-input views: no layout effect while the keyboard is down.
    static let textInputTraits: Set<String> = [
        "placeholder", "attributedPlaceholder", "returnKeyType", "clearButtonMode", "keyboardType", "autocorrectionType",
        "autocapitalizationType", "spellCheckingType", "smartDashesType", "smartQuotesType", "smartInsertDeleteType",
        "textContentType", "isSecureTextEntry", "enablesReturnKeyAutomatically", "keyboardAppearance", "borderStyle",
        "clearsOnBeginEditing", "inputAccessoryView", "inputView", "searchBarStyle", "barTintColor", "showsCancelButton",
        "showsBookmarkButton", "searchTextField", "isEditable", "isSelectable", "dataDetectorTypes", "typingAttributes",
        "allowsEditingTextAttributes", "selectedRange", "selectedTextRange", "textContainerInset", "prompt",
    ]

    /// `field.delegate = self` on a UIKit view the code made: stored for reads; UIKit never calls it in a run.
    func setTextInputDelegate(of view: LayoutView, to newValue: Value) -> Bool {
        let key = ObjectIdentifier(view)
        guard var content = viewContents[key] else { return false }
        content.delegate = newValue
        viewContents[key] = content
        return true
    }

    /// Members of views this file models: the stored `delegate`, `keyboardLayoutGuide`,
    /// `isFirstResponder`, the baseline anchors (`BaselineAnchors.swift`) and
    /// a trait collection read before the view is on a map; `UIAccessibility`'s
    /// settings; a boxed rectangle's `cgRectValue`.
    func textInputMember(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value? {
        if case .type("UIAccessibility") = receiver { return accessibilitySetting(name, at: node) }
        if case .type("UIResponder") = receiver, Self.keyboardUserInfoKeys.contains(name) {
            return .string("UI" + name.prefix(1).uppercased() + name.dropFirst())  // `keyboardFrameEndUserInfoKey`: "UIKeyboardFrameEndUserInfoKey"
        }
        if case .rect = receiver, name == "cgRectValue" { return receiver }  // `NSValue(cgRect:)` is the rectangle (`LocalizedStrings.swift`)
        guard case .item(let view as LayoutView) = receiver, attachedInstance(view)?.type.property(named: name) == nil else { return nil }
        switch name {
        case "delegate":
            guard let content = viewContents[ObjectIdentifier(view)] else { return nil }
            return content.delegate ?? .null
        case "keyboardLayoutGuide":
            assume(node, "keyboardLayoutGuide is laid out with the keyboard hidden (no scenario shows it): its top is the safe area's bottom; the keyboard-up layout is not checked", perCall: false)
            return .item(view.keyboardLayoutGuide)
        case "isFirstResponder": return .bool(false)
        case "canBecomeFirstResponder": return .bool(Self.textInputClasses.contains(viewClassName(view) ?? ""))
        case "firstBaselineAnchor", "lastBaselineAnchor": return try baselineAnchor(name, of: view, at: node)
        case "traitCollection": return try creationTraitCollection(of: view, at: node)
        default: return nil
        }
    }

    /// The keys of a keyboard notification's `userInfo` (a notification no scenario posts).
    static let keyboardUserInfoKeys: Set<String> = [
        "keyboardFrameBeginUserInfoKey", "keyboardFrameEndUserInfoKey", "keyboardAnimationDurationUserInfoKey",
        "keyboardAnimationCurveUserInfoKey", "keyboardIsLocalUserInfoKey",
    ]

    /// The UIKit classes that take text input.
    static let textInputClasses: Set<String> = ["UITextField", "UISearchBar", "UITextView"]

    /// `becomeFirstResponder()`, `resignFirstResponder()`, `endEditing(_:)` and
    /// `registerForTraitChanges(_:handler:)` on a view: what UIKit returns with
    /// no text input under way; the keyboard `becomeFirstResponder()` would show is stated.
    func callResponderMethod(_ name: String, on view: LayoutView, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("becomeFirstResponder", []):
            guard Self.textInputClasses.contains(viewClassName(view) ?? "") else { return .bool(false) }
            assume(call, "becomeFirstResponder() would show the keyboard, which no scenario shows: the keyboard-up layout is not checked")
            return .bool(true)
        case ("resignFirstResponder", []): return .bool(true)
        case ("endEditing", [nil]): return .bool(false)  // nothing is being edited: nothing resigns
        case ("registerForTraitChanges", let labels) where labels.first == .some(nil):
            return registerForTraitChanges(arguments, on: .item(view), at: call)
        case ("unregisterForTraitChanges", [nil]):
            unregisterForTraitChanges(arguments[0].value)
            return .void
        default: return nil
        }
    }

    /// `UIAccessibility`'s Bool settings: off, UIKit's default, stated.
    private func accessibilitySetting(_ name: String, at node: some SyntaxProtocol) -> Value? {
        guard Self.accessibilitySettings.contains(name) else { return nil }
        assume(node, "UIAccessibility.\(name) is read as false (the default); the layout with the setting on is not checked")
        return .bool(false)
    }

    static let accessibilitySettings: Set<String> = [
        "isReduceMotionEnabled", "isVoiceOverRunning", "isBoldTextEnabled", "isReduceTransparencyEnabled",
        "isDarkerSystemColorsEnabled", "isSwitchControlRunning", "isGrayscaleEnabled", "isInvertColorsEnabled",
        "isMonoAudioEnabled", "isClosedCaptioningEnabled", "isGuidedAccessEnabled", "isAssistiveTouchRunning",
        "isShakeToUndoEnabled", "isSpeakScreenEnabled", "isSpeakSelectionEnabled", "isVideoAutoplayEnabled",
        "shouldDifferentiateWithoutColor", "isOnOffSwitchLabelsEnabled", "buttonShapesEnabled", "prefersCrossFadeTransitions",
    ]

    /// `traitCollection` of a view read before there is a map (in its
    /// initializer, while the delegate is made): since iOS 13 UIKit gives a new
    /// view the traits it predicts for the screen, so the size classes are the
    /// scenario's device's; the layout direction is not known before the map
    /// (a run can serve both directions at once): it is `.unspecified`, stated.
    /// `nil` once there is a map (`MemberAccess.swift` reads it).
    func creationTraitCollection(of view: LayoutView, at node: some SyntaxProtocol) throws -> Value? {
        guard map == nil, let device = creationDevice else { return nil }
        var superview: LayoutView? = view
        while let current = superview {
            if current is MapView { return nil }
            superview = current.superview
        }
        assume(node, "traitCollection is read before the view is on the map: its size classes are the device's, its layoutDirection .unspecified (the direction is known once it is on the map)")
        return Self.traitCollection(of: device, direction: .symbol("unspecified"))
    }
}
