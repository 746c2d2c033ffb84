import GoogleNavigation
import UIKit

/// The app-owned layout objects, made once and reused by every state of every
/// session: spacer guides and the one fleet badge.
@MainActor
final class ChromePool {
    /// `floor`: the bottom of the open map, above the ETA card and any prompt.
    /// `column`: wide mode, the trailing edge of the leading card column.
    enum Spacer: String { case floor, column }

    private var idleGuides: [UILayoutGuide] = []
    private var idleBadge: UIView?
    private var badgeMade = false
    private(set) var guidesMade = 0

    func dequeue(_ spacer: Spacer, into host: UIView) -> UILayoutGuide {
        let guide = idleGuides.popLast() ?? makeGuide()
        guide.identifier = spacer.rawValue
        host.addLayoutGuide(guide)
        return guide
    }

    private func makeGuide() -> UILayoutGuide {
        guidesMade += 1
        return UILayoutGuide()
    }

    func enqueue(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        idleGuides.append(guide)
    }

    func dequeueBadge(into host: UIView) -> UIView {
        let badge: UIView
        if let idle = idleBadge {
            badge = idle
            idleBadge = nil
        } else {
            precondition(!badgeMade, "the badge is already checked out")
            badge = Self.makeBadge()
            badgeMade = true
        }
        host.addSubview(badge)
        return badge
    }

    func enqueue(badge: UIView) {
        badge.removeFromSuperview()
        idleBadge = badge
    }

    private static func makeBadge() -> UIView {
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = .systemGreen
        badge.layer.cornerRadius = FleetBadge.side / 2
        badge.accessibilityLabel = "On shift"
        return badge
    }
}

enum FleetBadge {
    static let side: CGFloat = 32
    static let margin: CGFloat = 8
}

/// What one navigation state has checked out of the pool.
@MainActor
final class StateLease {
    private let pool: ChromePool
    private unowned let host: UIView
    private var spacers: [ChromePool.Spacer: UILayoutGuide] = [:]
    private(set) var badge: UIView?
    var constraints: [NSLayoutConstraint] = []
    var promptConstraints: [NSLayoutConstraint] = []

    init(pool: ChromePool, host: UIView) { (self.pool, self.host) = (pool, host) }

    func spacer(_ role: ChromePool.Spacer) -> UILayoutGuide {
        if let leased = spacers[role] { return leased }
        let guide = pool.dequeue(role, into: host)
        spacers[role] = guide
        return guide
    }

    /// Gives one spacer back early, when the layout stops needing it.
    func release(_ role: ChromePool.Spacer) {
        guard let guide = spacers.removeValue(forKey: role) else { return }
        pool.enqueue(guide)
    }

    func leaseBadge() -> UIView {
        if let badge { return badge }
        let leased = pool.dequeueBadge(into: host)
        badge = leased
        return leased
    }

    /// Deactivates everything and gives the guides and the badge back.
    func returnAll() {
        NSLayoutConstraint.deactivate(promptConstraints + constraints)
        promptConstraints = []
        constraints = []
        spacers.values.forEach(pool.enqueue)
        spacers = [:]
        if let badge { pool.enqueue(badge: badge) }
        badge = nil
    }
}
