import Cassowary

/// The constraints UIKit adds behind the delegate's back, built fresh for each
/// layout pass from the views' current state.
extension LayoutView {
    /// Pins the view to `rect` (map coordinates); used for the root map view.
    func absolutePositionConstraints(_ rect: Rect) -> [LayoutConstraint] {
        [
            LayoutConstraint(first: anchor(.left), relation: .equal, second: nil, constant: rect.minX),
            LayoutConstraint(first: anchor(.top), relation: .equal, second: nil, constant: rect.minY),
            widthAnchor.constraint(equalToConstant: rect.width),
            heightAnchor.constraint(equalToConstant: rect.height),
        ].map { $0.markedSystem(.mapFrame) }
    }

    /// `NSAutoresizingMaskLayoutConstraint`s: the frame set by code, relative to
    /// the superview, required. Margins and size are fixed except the one
    /// flexible part of each axis the mask names (`flexibleWidth` keeps both
    /// margins, `flexibleLeftMargin` the right one), measured, as UIKit does,
    /// against the superview's size when the constraints are made
    /// (`autoresizingBounds`). Several flexible parts on one axis share a
    /// change in proportion, which the interpreter does not accept.
    func autoresizingConstraints() -> [LayoutConstraint] {
        guard translatesAutoresizingMaskIntoConstraints, let parent = superview else { return [] }
        let frame = autoresizingFrame
        let bounds = autoresizingBounds ?? parent.currentFrame.size
        autoresizingBounds = bounds
        let horizontal = Self.autoresizingAxis(
            near: (leftAnchor, parent.leftAnchor), far: (rightAnchor, parent.rightAnchor), length: widthAnchor,
            start: frame.minX, extent: frame.width, room: bounds.width,
            flexibleLength: autoresizingMask.contains(.flexibleWidth), flexibleNearMargin: autoresizingMask.contains(.flexibleLeftMargin))
        let vertical = Self.autoresizingAxis(
            near: (topAnchor, parent.topAnchor), far: (bottomAnchor, parent.bottomAnchor), length: heightAnchor,
            start: frame.minY, extent: frame.height, room: bounds.height,
            flexibleLength: autoresizingMask.contains(.flexibleHeight), flexibleNearMargin: autoresizingMask.contains(.flexibleTopMargin))
        // In UIKit's order for a fixed frame: left, top, width, height.
        return [horizontal[0], vertical[0], horizontal[1], vertical[1]].map { $0.markedSystem(.autoresizingMask) }
    }

    /// One axis of the mask's constraints: the near edge and the size kept, or
    /// (`room` being the superview's length) the far margin instead of the part the mask makes flexible.
    private static func autoresizingAxis<Kind>(
        near: (Anchor<Kind>, Anchor<Kind>), far: (Anchor<Kind>, Anchor<Kind>), length: Anchor<DimensionAnchorKind>,
        start: Double, extent: Double, room: Double, flexibleLength: Bool, flexibleNearMargin: Bool
    ) -> [LayoutConstraint] {
        func nearEdge() -> LayoutConstraint { near.0.constraint(equalTo: near.1, constant: start) }
        func farEdge() -> LayoutConstraint { far.0.constraint(equalTo: far.1, constant: start + extent - room) }
        func size() -> LayoutConstraint { length.constraint(equalToConstant: extent) }
        return flexibleLength ? [nearEdge(), farEdge()] : flexibleNearMargin ? [farEdge(), size()] : [nearEdge(), size()]
    }

    /// `NSContentSizeLayoutConstraint`s: at most the intrinsic size at the
    /// hugging priority, at least it at the compression-resistance priority.
    func intrinsicSizeConstraints(in context: LayoutContext) -> [LayoutConstraint] {
        let size = intrinsicContentSize(in: context)
        var constraints: [LayoutConstraint] = []
        func add(_ anchor: Anchor<DimensionAnchorKind>, _ value: Double?, hugging: Priority, resistance: Priority) {
            guard let value else { return }
            constraints.append(
                anchor.constraint(lessThanOrEqualToConstant: value).markedSystem(.contentHugging, hugging))
            constraints.append(
                anchor.constraint(greaterThanOrEqualToConstant: value)
                    .markedSystem(.compressionResistance, resistance))
        }
        let (hugging, resistance) = sizePriorities(in: context)
        add(widthAnchor, size.width, hugging: hugging.horizontal, resistance: resistance.horizontal)
        add(heightAnchor, size.height, hugging: hugging.vertical, resistance: resistance.vertical)
        return constraints
    }

    /// The safe area guide inset by `safeAreaInsets`, the margins guide
    /// inset from the safe area (or the view's edges: `insetsLayoutMarginsFromSafeArea`)
    /// by the directional layout margins, and the readable content guide inside the margins.
    func systemGuideConstraints(direction: LayoutDirection) -> [LayoutConstraint] {
        let guides = allGuides.filter { $0.systemRole?.isSafeAreaDerived == true }
        guard !guides.isEmpty else { return [] }
        let safeArea = safeAreaLayoutGuide
        var constraints = Self.insetConstraints(of: safeArea, in: self, by: safeAreaInsets)
            .map { $0.markedSystem(.safeArea) }
        if guides.contains(where: { $0.systemRole == .layoutMargins }) {
            constraints += Self.insetConstraints(
                of: layoutMarginsGuide, in: insetsLayoutMarginsFromSafeArea ? safeArea : self,
                by: directionalLayoutMargins.resolved(for: direction)
            ).map { $0.markedSystem(.layoutMargins) }
        }
        if let readable = guides.first(where: { $0.systemRole == .readableContent }) {
            constraints += readableContentConstraints(of: readable)
        }
        if let keyboard = guides.first(where: { $0.systemRole == .keyboard }) { constraints += keyboardGuideConstraints(of: keyboard) }
        return constraints
    }

    /// The readable content guide inside the margins guide: the same top and
    /// bottom, centred, as wide as the margins up to `readableWidth` (the
    /// margins' width at priority 999 under two required maxima).
    private func readableContentConstraints(of readable: LayoutGuide) -> [LayoutConstraint] {
        let margins = layoutMarginsGuide
        return [
            readable.topAnchor.constraint(equalTo: margins.topAnchor),
            readable.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            readable.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            readable.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            readable.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableWidth),
        ].map { $0.markedSystem(.readableContent) }
            + [readable.widthAnchor.constraint(equalTo: margins.widthAnchor).markedSystem(.readableContent, 999)]
    }

    private static func insetConstraints(
        of inner: LayoutItem, in outer: LayoutItem, by insets: EdgeInsets
    ) -> [LayoutConstraint] {
        [
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: insets.left),
            inner.rightAnchor.constraint(equalTo: outer.rightAnchor, constant: -insets.right),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: insets.top),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -insets.bottom),
        ]
    }
}

extension LayoutConstraint {
    /// Marks a constraint the engine made, with its priority.
    func markedSystem(_ kind: SystemConstraintKind, _ priority: Priority = .required) -> LayoutConstraint {
        systemKind = kind
        self.priority = priority
        return self
    }
}
