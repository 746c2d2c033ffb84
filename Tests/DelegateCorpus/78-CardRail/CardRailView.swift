import GoogleNavigation
import UIKit

/// A transparent, full-map container that owns the guidance cards. The rail keeps a
/// content guide inset from its safe area; cards are mounted against that guide.
@MainActor
final class CardRailView: UIView {
    let contentGuide = UILayoutGuide()
    private var mountedConstraints: [NSLayoutConstraint] = []
    private(set) var mountedCards: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        isUserInteractionEnabled = true
        backgroundColor = .clear
        accessibilityIdentifier = "nav.cardRail"
        addLayoutGuide(contentGuide)
        NSLayoutConstraint.activate([
            contentGuide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            contentGuide.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            contentGuide.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
            contentGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Turn card at the top of the rail, ETA card at its bottom, both on the leading side.
    func mount(turnCard: UIView, etaCard: UIView, wide: Bool) {
        unmount()
        addSubview(turnCard)
        addSubview(etaCard)
        mountedCards = [turnCard, etaCard]
        mountedConstraints = [
            turnCard.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: wide ? contentGuide.leadingAnchor : leadingAnchor),
        ]
        NSLayoutConstraint.activate(mountedConstraints)
    }

    func unmount() {
        NSLayoutConstraint.deactivate(mountedConstraints)
        mountedConstraints = []
        mountedCards.forEach { $0.removeFromSuperview() }
        mountedCards = []
    }
}
