import GoogleNavigation
import UIKit

// Seams between the layout code and the SDK, so the layout engine can be unit-tested with
// plain UIKit views standing in for the map and the SDK's states.

/// What the layout needs of the map view.
@MainActor
protocol NavigationMapHosting: AnyObject {
    var safeAreaLayoutGuide: UILayoutGuide { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    func addSubview(_ view: UIView)
    func bringSubviewToFront(_ view: UIView)
    func layoutIfNeeded()
}

extension GMSMapView: NavigationMapHosting {}

/// What every navigation state hands the layout.
@MainActor
protocol ChromeState: AnyObject {
    var googleLogo: UIView { get }
    var viewport: UIView { get }
    var buttons: [NavigationUIButton] { get }
    var wideMode: Bool { get }
}

/// The extra views of active guidance.
@MainActor
protocol GuidanceChromeState: ChromeState {
    var turnCard: UIView { get }
    var etaCard: UIView { get }
    var speedWidget: UIView { get }
}

extension NavigationReadyUIState: ChromeState {}
extension ActiveGuidanceUIState: GuidanceChromeState {}

extension ChromeState {
    /// Buttons are found by type; their order in `buttons` may change.
    func buttonView(_ type: NavigationButtonKnownType) -> UIView? {
        buttons.first { $0.type == type }?.view
    }
}

/// The SDK's hiding stack, as the engine sees it.
@MainActor
protocol ButtonStacking: UIView {
    var arrangedSubviews: [UIView] { get set }
    var spacing: CGFloat { get set }
}

extension GMSNavigationHidingStackView: ButtonStacking {}

/// A prompt the SDK hands over.
typealias PromptView = UIView & NavigationRoundedCornerView

/// Spacing, read from the SDK's style values by default; tests inject fixed numbers.
struct ChromeMetrics {
    var cardInset: CGFloat
    var buttonInset: CGFloat
    var buttonSpacing: CGFloat
    var topPadding: CGFloat

    @MainActor static var sdk: ChromeMetrics {
        ChromeMetrics(
            cardInset: NavigationStyleValues.headerFooterHorizontalPadding,
            buttonInset: NavigationStyleValues.buttonHorizontalPadding,
            buttonSpacing: NavigationStyleValues.buttonVerticalPadding,
            topPadding: NavigationStyleValues.headerTopPadding)
    }
}

#if DEBUG
/// Test double of the map: records what the engine adds.
@MainActor
final class RecordingMapHost: NavigationMapHosting {
    let root = UIView()
    private(set) var added: [UIView] = []
    var safeAreaLayoutGuide: UILayoutGuide { root.safeAreaLayoutGuide }
    var centerXAnchor: NSLayoutXAxisAnchor { root.centerXAnchor }
    func addSubview(_ view: UIView) {
        added.append(view)
        root.addSubview(view)
    }
    func bringSubviewToFront(_ view: UIView) { root.bringSubviewToFront(view) }
    func layoutIfNeeded() { root.layoutIfNeeded() }
}
#endif
