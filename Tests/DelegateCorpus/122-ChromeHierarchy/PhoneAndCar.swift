import UIKit
import GoogleNavigation

/// Phone: adds the speed widget and the reporting button.
@MainActor
class PhoneChromeLayout: BaseChromeLayout {
    required init() { super.init() }

    override func layoutCards(map: GMSMapView, state: ActiveGuidanceUIState) {
        super.layoutCards(map: map, state: state)
        let safe = map.safeAreaLayoutGuide
        if let reporting = button(.reporting, in: state.buttons) {
            guidanceViews.append(pin(reporting, in: map))
            let anchor = button(.compass, in: state.buttons)?.leadingAnchor ?? safe.trailingAnchor
            guidanceConstraints += [
                reporting.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: edgeInset),
                reporting.trailingAnchor.constraint(equalTo: anchor, constant: -edgeInset),
            ]
        }
    }

    override func layoutFooter(map: GMSMapView, state: ActiveGuidanceUIState, floor: NSLayoutYAxisAnchor) {
        super.layoutFooter(map: map, state: state, floor: floor)
        let speed = pin(state.speedWidget, in: map)
        if !guidanceViews.contains(speed) { guidanceViews.append(speed) }
        let extra = [
            speed.leadingAnchor.constraint(equalTo: state.googleLogo.trailingAnchor, constant: edgeInset),
            speed.bottomAnchor.constraint(equalTo: floor, constant: -edgeInset),
        ]
        footerConstraints += extra
        NSLayoutConstraint.activate(extra)
    }
}

/// In-car dashboard build: the same chrome with roomier insets for glancing.
@MainActor
final class CarChromeLayout: PhoneChromeLayout {
    required init() { super.init() }

    override var edgeInset: CGFloat { 16 }

    override func layoutReady(map: GMSMapView, state: NavigationReadyUIState) {
        super.layoutReady(map: map, state: state)
        print("[CarChrome] ready layout, inset \(edgeInset)")
    }
}
