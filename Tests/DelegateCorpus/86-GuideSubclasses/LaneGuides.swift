import UIKit

/// A zero-height line across the map marking where the bottom chrome begins.
/// It rests on the safe area's bottom and rises above every obstacle it is told about.
final class BottomLaneGuide: UILayoutGuide {
    let restingGap: CGFloat
    private var baseConstraints: [NSLayoutConstraint] = []
    private var obstacles: [ObjectIdentifier: NSLayoutConstraint] = [:]

    init(identifier: String, restingGap: CGFloat = 8) {
        self.restingGap = restingGap
        super.init()
        self.identifier = identifier
    }

    required init?(coder: NSCoder) { nil }

    var isInstalled: Bool { owningView != nil }

    func install(in view: UIView) {
        guard !isInstalled else { return }
        view.addLayoutGuide(self)
        let safe = view.safeAreaLayoutGuide
        let rest = topAnchor.constraint(equalTo: safe.bottomAnchor)
        rest.priority = .defaultLow
        baseConstraints = [
            leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            heightAnchor.constraint(equalToConstant: 0),
            topAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            rest,
        ]
        NSLayoutConstraint.activate(baseConstraints)
    }

    /// The lane stays above `view` until `release(_:)`.
    func keepClear(of view: UIView) {
        let key = ObjectIdentifier(view)
        guard obstacles[key] == nil else { return }
        let c = topAnchor.constraint(lessThanOrEqualTo: view.topAnchor)
        c.isActive = true
        obstacles[key] = c
    }

    func release(_ view: UIView) {
        obstacles.removeValue(forKey: ObjectIdentifier(view))?.isActive = false
    }

    func releaseAll() {
        NSLayoutConstraint.deactivate(Array(obstacles.values))
        obstacles.removeAll()
    }

    /// A constraint resting `view`'s bottom on the lane, `restingGap` above it.
    func rest(_ view: UIView, flush: Bool = false) -> NSLayoutConstraint {
        view.bottomAnchor.constraint(equalTo: topAnchor, constant: flush ? 0 : -restingGap)
    }

    func uninstall() {
        releaseAll()
        NSLayoutConstraint.deactivate(baseConstraints)
        baseConstraints = []
        owningView?.removeLayoutGuide(self)
    }
}

/// The column the turn card and ETA card live in: the whole safe width on a phone,
/// the leading half in wide mode.
final class CardColumnGuide: UILayoutGuide {
    private var constraints: [NSLayoutConstraint] = []
    private(set) var isWide = false

    func install(in view: UIView, wide: Bool) {
        if owningView == nil { view.addLayoutGuide(self) }
        NSLayoutConstraint.deactivate(constraints)
        isWide = wide
        let safe = view.safeAreaLayoutGuide
        constraints = [
            topAnchor.constraint(equalTo: safe.topAnchor),
            bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            wide ? trailingAnchor.constraint(equalTo: view.centerXAnchor)
                 : trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }

    /// Cards fill the column on a phone and keep their own width in wide mode.
    func hold(_ card: UIView) -> [NSLayoutConstraint] {
        [
            card.leadingAnchor.constraint(equalTo: leadingAnchor),
            isWide ? card.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor)
                   : card.trailingAnchor.constraint(equalTo: trailingAnchor),
        ]
    }

    func uninstall() {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
        owningView?.removeLayoutGuide(self)
    }
}
