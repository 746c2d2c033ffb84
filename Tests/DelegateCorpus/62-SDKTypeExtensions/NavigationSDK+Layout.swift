import GoogleNavigation
import UIKit

// App-side conveniences on the SDK's types, shared by the phone and tablet screens.

extension NavigationUIButton {
    var isCompass: Bool { type == .compass }
    var isReporting: Bool { type == .reporting }
}

extension NavigationUIState {
    /// Cards sit this far in from the leading safe edge in wide mode.
    var cardInset: CGFloat { wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0 }
}

extension NavigationReadyUIState {
    var chromeViews: [UIView] { [viewport, googleLogo] + buttons.map(\.view) }
    var compass: UIView? { buttons.first(where: \.isCompass)?.view }
}

extension ActiveGuidanceUIState {
    var cards: [UIView] { [turnCard, etaCard] }
    var chromeViews: [UIView] { [viewport] + cards + [speedWidget, googleLogo] + buttons.map(\.view) }
    var compass: UIView? { buttons.first(where: \.isCompass)?.view }
    var reportButton: UIView? { buttons.first { $0.isReporting }?.view }
}

extension GMSMapView {
    var safe: UILayoutGuide { safeAreaLayoutGuide }

    func install(_ views: [UIView]) {
        for view in views where view.superview !== self {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }
}

extension Array where Element == NSLayoutConstraint {
    @MainActor
    func activated() -> [NSLayoutConstraint] {
        NSLayoutConstraint.activate(self)
        return self
    }
}
