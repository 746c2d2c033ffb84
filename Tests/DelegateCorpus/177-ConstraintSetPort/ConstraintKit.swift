import GoogleNavigation

/// Errors the layout code reports instead of crashing (we log them, like Timber.e on Android).
enum LayoutError: Error, CustomStringConvertible {
    case noMapView
    case attachedElsewhere(String)
    case missingButton(NavigationButtonKnownType)

    var description: String {
        switch self {
        case .noMapView: return "no map view"
        case .attachedElsewhere(let name): return "\(name) already has another parent"
        case .missingButton(let type): return "button \(type.rawValue) not provided"
        }
    }
}

enum Log {
    static func e(_ message: String) { print("E/NavScreen: \(message)") }
}

/// A small ConstraintLayout-style builder: collects constraints (with readable ids) and the
/// helper guides they need, then applies or clears them as one set.
@MainActor
final class ConstraintSet {
    enum Orientation { case horizontal, vertical }

    let tag: String
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []

    init(tag: String) { self.tag = tag }

    @discardableResult
    func connect(_ constraint: NSLayoutConstraint, _ id: String) -> NSLayoutConstraint {
        constraint.identifier = "\(tag).\(id)"
        constraints.append(constraint)
        return constraint
    }

    private func newGuide(_ id: String, in root: UIView) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "\(tag).\(id)"
        root.addLayoutGuide(guide)
        guides.append(guide)
        return guide
    }

    /// `app:layout_constraintGuide_percent`: a guide from the root's leading (top) edge to the
    /// guideline; use its trailing (bottom) anchor as the guideline.
    func guideline(percent: CGFloat, _ orientation: Orientation, in root: UIView) -> UILayoutGuide {
        let guide = newGuide("guideline\(orientation == .vertical ? "V" : "H")\(Int(percent * 100))", in: root)
        connect(guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), "\(guide.identifier).start")
        connect(guide.topAnchor.constraint(equalTo: root.topAnchor), "\(guide.identifier).top")
        switch orientation {
        case .vertical:
            connect(guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: percent), "\(guide.identifier).percent")
            connect(guide.heightAnchor.constraint(equalTo: root.heightAnchor), "\(guide.identifier).height")
        case .horizontal:
            connect(guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: percent), "\(guide.identifier).percent")
            connect(guide.widthAnchor.constraint(equalTo: root.widthAnchor), "\(guide.identifier).width")
        }
        return guide
    }

    /// A packed vertical chain growing upwards from `anchor`, all starting at `start`.
    func chain(bottomUp views: [UIView], above anchor: NSLayoutYAxisAnchor, start: NSLayoutXAxisAnchor, margin: CGFloat) {
        var below = anchor
        for (index, view) in views.enumerated() {
            connect(view.bottomAnchor.constraint(equalTo: below, constant: -margin), "chain\(index).bottom")
            connect(view.leadingAnchor.constraint(equalTo: start, constant: margin), "chain\(index).start")
            below = view.topAnchor
        }
    }

    /// `app:layout_constraintVertical_bias`: places `view` between two anchors, `bias` of the
    /// free space above it (0 = top, 0.5 = centred, 1 = bottom).
    func bias(_ view: UIView, _ bias: CGFloat, between top: NSLayoutYAxisAnchor, and bottom: NSLayoutYAxisAnchor, in root: UIView) {
        let before = newGuide("bias.before", in: root), after = newGuide("bias.after", in: root)
        for guide in [before, after] {
            connect(guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), "\(guide.identifier).x")
            connect(guide.widthAnchor.constraint(equalToConstant: 0), "\(guide.identifier).w")
        }
        connect(before.topAnchor.constraint(equalTo: top), "bias.before.top")
        connect(before.bottomAnchor.constraint(equalTo: view.topAnchor), "bias.before.bottom")
        connect(after.topAnchor.constraint(equalTo: view.bottomAnchor), "bias.after.top")
        connect(after.bottomAnchor.constraint(equalTo: bottom), "bias.after.bottom")
        connect(before.heightAnchor.constraint(equalTo: after.heightAnchor, multiplier: bias / (1 - bias)), "bias.ratio")
    }

    func apply() { NSLayoutConstraint.activate(constraints) }

    func clear() {
        NSLayoutConstraint.deactivate(constraints)
        guides.forEach { $0.owningView?.removeLayoutGuide($0) }
        constraints = []
        guides = []
    }
}
