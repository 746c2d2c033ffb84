// KeyboardCompat.swift
// The keyboard notification and user-info names, spelled as UIKit's raw
// values. The CI type-check stubs do not declare UIResponder's keyboard
// constants (nor `keyboardLayoutGuide`), so the layout uses these; on a
// device they are the very strings UIKit posts.

import UIKit

enum KeyboardNotification {
    static let willChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    static let frameEndKey = UIResponder.keyboardFrameEndUserInfoKey
    static let animationDurationKey = UIResponder.keyboardAnimationDurationUserInfoKey

    /// The keyboard's end frame `note` describes, in screen coordinates.
    static func endFrame(of note: Notification) -> CGRect? {
        note.userInfo?[frameEndKey] as? CGRect
    }

    /// How far a keyboard ending at `frame` reaches into `view`'s safe area.
    @MainActor
    static func overlap(of frame: CGRect?, in view: UIView) -> CGFloat {
        guard let frame else { return 0 }
        let keyboard = view.convert(frame, from: nil)
        return max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
    }

    static func animationDuration(of note: Notification) -> TimeInterval {
        (note.userInfo?[animationDurationKey] as? Double) ?? 0.25
    }
}
