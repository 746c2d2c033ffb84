// DriveContainers.swift
// The nested containers the drive screen lays the SDK's views into:
//   GMSMapView
//   └─ DriveHostView            (fills the map; passes touches through)
//      ├─ viewport, logo, speed widget, trip progress bar, button stack, prompt
//      └─ CardColumnView        (turn card on top, ETA card at the bottom)

import GoogleNavigation

/// Full-map host. Transparent, and transparent to touches outside its subviews
/// so map gestures keep working.
final class DriveHostView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = "drive.host"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// Pins the host to every edge of `map`.
    func pinEdges(to map: UIView) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: map.topAnchor),
            bottomAnchor.constraint(equalTo: map.bottomAnchor),
            leadingAnchor.constraint(equalTo: map.leadingAnchor),
            trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ]
    }

    /// The host's safe inset on its leading side.
    var leadingSafeInset: CGFloat {
        effectiveUserInterfaceLayoutDirection == .leftToRight ? safeAreaInsets.left : safeAreaInsets.right
    }

    /// Distance from the host's leading edge to the trailing edge of `child`,
    /// a direct subview, read from its `center` and `bounds`.
    func leadingExtent(of child: UIView) -> CGFloat {
        let halfWidth = child.bounds.width / 2
        if effectiveUserInterfaceLayoutDirection == .leftToRight {
            return child.center.x + halfWidth
        }
        return bounds.width - (child.center.x - halfWidth)
    }
}

/// Column holding the turn card and the ETA card. Full height of the host; full
/// width when compact, as wide as the cards (down the leading edge) when wide.
final class CardColumnView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = "drive.cards"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func install(turnCard: UIView, etaCard: UIView) {
        for card in [turnCard, etaCard] {
            card.translatesAutoresizingMaskIntoConstraints = false
            addSubview(card)
        }
    }

    /// Constraints for the column inside `host` and the cards inside the column.
    func constraints(in host: DriveHostView, turnCard: UIView, etaCard: UIView, wide: Bool) -> [NSLayoutConstraint] {
        var cs = [
            topAnchor.constraint(equalTo: host.topAnchor),
            bottomAnchor.constraint(equalTo: host.bottomAnchor),
            turnCard.topAnchor.constraint(equalTo: topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: leadingAnchor),
        ]
        if wide {
            // The column hugs the cards, which the SDK sizes for the wide layout.
            cs += [
                leadingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.leadingAnchor),
                trailingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            ]
        } else {
            cs += [
                leadingAnchor.constraint(equalTo: host.leadingAnchor),
                trailingAnchor.constraint(equalTo: host.trailingAnchor),
                turnCard.trailingAnchor.constraint(equalTo: trailingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: trailingAnchor),
            ]
        }
        return cs
    }
}

/// Where the open map is, in host coordinates, measured after a layout pass.
struct OpenMapGeometry: Equatable {
    /// y where the open map starts (under the turn card, or the safe-area top).
    var top: CGFloat
    /// y where the open map ends (the ETA card's or the prompt's top, or the safe-area bottom).
    var floor: CGFloat
    /// Distance from the host's leading edge to the open map.
    var leadingInset: CGFloat
}

extension UIView {
    /// This view's bounds in `other`'s coordinate space.
    func frame(in other: UIView) -> CGRect {
        convert(bounds, to: other)
    }
}
