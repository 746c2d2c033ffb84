import GoogleNavigation
import UIKit

/// One navigation state's part of the screen: what it adds and how it is placed.
@MainActor
protocol LayoutStage: AnyObject {
    var views: [UIView] { get }
    func constraints(in navMap: GMSMapView) -> [NSLayoutConstraint]
}

/// What every stage does with its views and constraints.
@MainActor
final class StageHost {
    private(set) var active: [NSLayoutConstraint] = []
    private var stage: LayoutStage?

    func present(_ next: LayoutStage?, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(active)
        stage?.views.forEach { $0.removeFromSuperview() }
        active = []
        stage = next
        guard let next else { return }
        next.views.forEach { navMap.addSubview($0) }
        active = next.constraints(in: navMap)
        NSLayoutConstraint.activate(active)
    }
}

/// Buttons in the SDK's hiding stack, shared by both stages.
@MainActor
protocol ButtonColumnStage: LayoutStage {
    var buttonStack: GMSNavigationHidingStackView { get }
    var buttonInset: CGFloat { get }
}

extension ButtonColumnStage {
    func buttonConstraints(top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, in navMap: GMSMapView)
        -> [NSLayoutConstraint]
    {
        [
            buttonStack.topAnchor.constraint(equalTo: top, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: bottom, constant: -8),
            buttonStack.trailingAnchor.constraint(
                equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -buttonInset),
        ]
    }
}
