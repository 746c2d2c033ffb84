/// UIKit's `keyboardLayoutGuide` (iOS 15) with the keyboard hidden, the only
/// keyboard state a scenario has (no scenario focuses a text field).
///
/// With the keyboard off screen UIKit docks the guide at the bottom of its
/// view: its top is the bottom of the view's safe area (`usesBottomSafeArea`,
/// true by default, "ties to the bottomAnchor of the view's safeAreaLayoutGuide"),
/// its bottom the view's bottom, so its height is the bottom safe-area inset,
/// and it spans the view's width. The keyboard-up layout is not checked.
extension LayoutView {
    public var keyboardLayoutGuide: LayoutGuide { systemGuide(.keyboard, in: &keyboardGuideStorage) }

    /// The hidden keyboard's guide: from the safe area's bottom to the view's, full width.
    func keyboardGuideConstraints(of keyboard: LayoutGuide) -> [LayoutConstraint] {
        [
            keyboard.leftAnchor.constraint(equalTo: leftAnchor),
            keyboard.rightAnchor.constraint(equalTo: rightAnchor),
            keyboard.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
            keyboard.bottomAnchor.constraint(equalTo: bottomAnchor),
        ].map { $0.markedSystem(.keyboardLayout) }
    }
}
