import GoogleNavigation
import UIKit

/// Right-to-left, resolved by hand.
///
/// Semantic content attributes do not propagate down a hierarchy, so the team
/// never trusts a view's inherited direction: it asks the map once per layout
/// pass and forces the same direction on every panel it owns. Anchors stay
/// leading/trailing (UIKit mirrors those); what UIKit does not mirror for us
/// — insets computed from physical safe-area numbers, text alignment — is
/// mirrored here.
struct MirrorContext: Equatable {
    /// What the map resolved to on screen.
    let layoutDirection: UIUserInterfaceLayoutDirection
    /// What the map's own semantic attribute asks for.
    let attributeDirection: UIUserInterfaceLayoutDirection

    @MainActor
    init(map navMap: UIView) {
        layoutDirection = navMap.effectiveUserInterfaceLayoutDirection
        attributeDirection = UIView.userInterfaceLayoutDirection(for: navMap.semanticContentAttribute)
    }

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// Forced on our own panels so they always agree with the map they are
    /// pinned to (UIKit has no rule for leading/trailing between views that
    /// disagree).
    var panelAttribute: UISemanticContentAttribute {
        attributeDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    }

    var textAlignment: NSTextAlignment { isRightToLeft ? .right : .left }

    /// Physical insets (UIKit's safe area is physical) as directional ones.
    func directional(_ physical: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: physical.top,
            leading: isRightToLeft ? physical.right : physical.left,
            bottom: physical.bottom,
            trailing: isRightToLeft ? physical.left : physical.right)
    }

    /// The unsafe strip on the map's trailing edge (the notch side of a
    /// landscape phone is either one).
    func trailingUnsafeWidth(of safeArea: UIEdgeInsets) -> CGFloat {
        isRightToLeft ? safeArea.left : safeArea.right
    }

    /// Content margins for a panel that hugs the map's trailing edge: its edge
    /// side also clears the unsafe strip there, its inner side does not.
    func trailingPanelMargins(safeArea: UIEdgeInsets, inner: CGFloat, edge: CGFloat) -> NSDirectionalEdgeInsets {
        var physical = UIEdgeInsets(
            top: safeArea.top + edge, left: inner, bottom: safeArea.bottom + edge, right: inner)
        if isRightToLeft {
            physical.left = safeArea.left + edge
        } else {
            physical.right = safeArea.right + edge
        }
        return directional(physical)
    }
}

/// Trip summary shown beside the cards in wide mode. Lives on the map's
/// trailing side: right in left-to-right, left in right-to-left.
@MainActor
final class TripPanelView: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    private let stack: UIStackView

    override init(frame: CGRect) {
        stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        translatesAutoresizingMaskIntoConstraints = false
        // Margins come from MirrorContext, unsafe strip included: UIKit must
        // not add the safe area on top of them.
        insetsLayoutMarginsFromSafeArea = false
        accessibilityIdentifier = "trip.panel"

        titleLabel.text = NSLocalizedString("Your trip", comment: "Trip panel title")
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.text = NSLocalizedString("Next stop", comment: "Trip panel detail")
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)

        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Forces the map's direction on the panel and its stack, and takes the
    /// mirrored margins.
    func apply(_ mirror: MirrorContext, margins: NSDirectionalEdgeInsets) {
        semanticContentAttribute = mirror.panelAttribute
        stack.semanticContentAttribute = mirror.panelAttribute
        directionalLayoutMargins = margins
        titleLabel.textAlignment = mirror.textAlignment
        detailLabel.textAlignment = mirror.textAlignment
    }
}

extension ActiveGuidanceUIState {
    func buttonView(_ type: NavigationButtonKnownType) -> UIView? {
        buttons.first { $0.type == type }?.view
    }
}

extension NavigationReadyUIState {
    func buttonView(_ type: NavigationButtonKnownType) -> UIView? {
        buttons.first { $0.type == type }?.view
    }
}
