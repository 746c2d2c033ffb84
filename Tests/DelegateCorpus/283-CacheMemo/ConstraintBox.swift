import GoogleNavigation
import UIKit

/// Which layout a constraint set belongs to. Used in cache keys and in the
/// registry of placed views.
enum LayoutPhase: String {
    /// Views both states carry (logo, viewport): placed once per session.
    case shared
    case ready
    case guidance

    var registryValue: NSString { rawValue as NSString }
}

/// A built constraint set, boxed so it can live in an `NSCache` (which wants
/// class values). Owns the button stack it lays out, so a cache hit brings
/// back the stack as well.
@MainActor
final class ConstraintBox: NSObject {
    let signature: String
    let phase: LayoutPhase
    /// Views this set places, bottom of the z-order first, with the phase
    /// that owns each (the registry removes them by phase).
    let placements: [(view: UIView, phase: LayoutPhase)]
    let constraints: [NSLayoutConstraint]
    let buttonStack: GMSNavigationHidingStackView
    let buttonViews: [UIView]
    private(set) var isInstalled = false

    init(
        signature: String, phase: LayoutPhase, placements: [(view: UIView, phase: LayoutPhase)],
        buttonStack: GMSNavigationHidingStackView, buttonViews: [UIView],
        constraints: [NSLayoutConstraint]
    ) {
        self.signature = signature
        self.phase = phase
        self.placements = placements
        self.buttonStack = buttonStack
        self.buttonViews = buttonViews
        self.constraints = constraints
        super.init()
    }

    /// Adds what is not on the map yet (keeping the z-order of what is) and
    /// activates the set.
    func install(on navMap: GMSMapView, registry: NSMapTable<UIView, NSString>) {
        guard !isInstalled else { return }
        for (view, owner) in placements {
            registry.setObject(owner.registryValue, forKey: view)
            if view.superview !== navMap {
                navMap.addSubview(view.preparedForAutoLayout())
            }
        }
        buttonStack.arrangedSubviews = buttonViews
        if buttonStack.superview !== navMap {
            navMap.addSubview(buttonStack)
        }
        NSLayoutConstraint.activate(constraints)
        isInstalled = true
    }

    /// Deactivates the set and takes the button stack down. The Google views
    /// themselves are the registry's to remove (some outlive the set).
    func uninstall() {
        guard isInstalled else { return }
        NSLayoutConstraint.deactivate(constraints)
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        isInstalled = false
    }

    override var description: String {
        "ConstraintBox(\(signature), \(constraints.count) constraints)"
    }
}

/// Builds cache keys. Everything the built constraints depend on goes in:
/// the phase, wide mode, the map's size, and the identity of the Google views
/// (the SDK does not promise the same card objects for every guidance).
enum LayoutSignature {
    static func make(
        _ phase: LayoutPhase, wide: Bool, size: CGSize, views: [UIView]
    ) -> String {
        let ids = views.map { String(describing: ObjectIdentifier($0)) }
        return "\(phase.rawValue)|\(wide ? "wide" : "narrow")|\(Int(size.width))x\(Int(size.height))|"
            + ids.joined(separator: ",")
    }
}

/// Spacing the team uses around the Google views.
enum Spacing {
    static var edge: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var stack: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var gap: CGFloat { 8 }
}

extension NavigationReadyUIState {
    var compassView: UIView? {
        buttons.first { $0.type == .compass }?.view
    }
}

extension ActiveGuidanceUIState {
    /// Compass first (nearest the bottom of the stack), then reporting.
    var orderedButtonViews: [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first { $0.type == type }?.view }
    }
}

extension UIView {
    /// The Google views arrive with autoresizing on; every view the team
    /// places goes through here first.
    func preparedForAutoLayout() -> UIView {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
}
