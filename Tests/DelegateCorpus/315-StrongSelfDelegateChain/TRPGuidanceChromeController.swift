import GoogleNavigation
import UIKit

@MainActor
protocol TRPGuidanceChromeControllerDataSource: class {
    /// The anchor the bottom of the map content (viewport, logo, buttons) must stay above.
    func contentBottomAnchor(for controller: TRPGuidanceChromeController) -> NSLayoutYAxisAnchor
}

@MainActor
protocol TRPGuidanceChromeControllerDelegate: class {
    func guidanceChromeControllerDidLayout(_ controller: TRPGuidanceChromeController)
}

/// Lays out the active-guidance chrome (cards, progress bar, speed widget, buttons).
/// One instance per guidance session; the layout delegate owns it.
@MainActor
final class TRPGuidanceChromeController: NSObject {
    weak var dataSource: TRPGuidanceChromeControllerDataSource?
    weak var delegate: TRPGuidanceChromeControllerDelegate?

    unowned let mapView: GMSMapView
    let state: ActiveGuidanceUIState
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var installedViews: [UIView] = []
    private var layoutConstraints: [NSLayoutConstraint] = []
    private var buttonTrailingConstraint: NSLayoutConstraint!
    private var sizeObserver: NSObjectProtocol?
    private var wideMode = false

    init(mapView: GMSMapView, state: ActiveGuidanceUIState) {
        self.mapView = mapView
        self.state = state
        super.init()
    }

    func install(wideMode: Bool) {
        self.wideMode = wideMode
        installedViews = [state.viewport, state.turnCard, state.etaCard, state.tripProgressBar,
                          state.speedWidget, state.googleLogo, buttonStack]
        for view in installedViews {
            mapView.addSubview(view)
        }
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        applyConstraints()

        sizeObserver = NotificationCenter.default.addObserver(
            forName: .TRPChromeMapSizeDidChange, object: mapView, queue: nil
        ) { [weak self] notification in
            let wide = notification.userInfo?[TRPChromeWideModeKey] as? Bool ?? false
            let width = notification.userInfo?[TRPChromeMapWidthKey] as? CGFloat ?? 0
            MainActor.assumeIsolated {
                guard let strongSelf = self else { return }
                strongSelf.mapSizeDidChange(wideMode: wide, width: width)
            }
        }
    }

    func uninstall() {
        if let observer = sizeObserver {
            NotificationCenter.default.removeObserver(observer)
            sizeObserver = nil
        }
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = []
        buttonTrailingConstraint = nil
        buttonStack.arrangedSubviews = []
        for view in installedViews {
            view.removeFromSuperview()
        }
        installedViews = []
    }

    private func mapSizeDidChange(wideMode: Bool, width: CGFloat) {
        if wideMode != self.wideMode {
            self.wideMode = wideMode
            NSLayoutConstraint.deactivate(layoutConstraints)
            layoutConstraints = []
            applyConstraints()
        } else {
            buttonTrailingConstraint.constant = -TRPChromeMetrics.buttonInset(mapWidth: width, wideMode: wideMode)
        }
    }

    private func applyConstraints() {
        guard let dataSource = dataSource else { return }
        let contentBottom = dataSource.contentBottomAnchor(for: self)
        let safe = mapView.safeAreaLayoutGuide
        let spacing = TRPChromeMetrics.spacing
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        let progressBar = state.tripProgressBar
        let speedWidget = state.speedWidget
        let logo = state.googleLogo

        buttonTrailingConstraint = buttonStack.trailingAnchor.constraint(
            equalTo: progressBar.leadingAnchor,
            constant: -TRPChromeMetrics.buttonInset(mapWidth: mapView.bounds.width, wideMode: wideMode))

        var constraints: [NSLayoutConstraint] = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom),

            progressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            progressBar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: spacing),
            progressBar.bottomAnchor.constraint(equalTo: contentBottom, constant: -spacing),

            speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speedWidget.bottomAnchor.constraint(equalTo: contentBottom),

            logo.leadingAnchor.constraint(equalTo: speedWidget.trailingAnchor, constant: spacing),
            logo.bottomAnchor.constraint(equalTo: contentBottom, constant: -spacing),

            buttonTrailingConstraint,
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom, constant: -spacing),
        ]
        if wideMode {
            constraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: spacing),
            ]
        } else {
            constraints += [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: spacing),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        layoutConstraints = constraints
        delegate?.guidanceChromeControllerDidLayout(self)
    }
}
