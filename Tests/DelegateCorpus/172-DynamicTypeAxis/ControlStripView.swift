// ControlStripView.swift
// The app's trip controls (mute, overview, stops). The strip is a row of
// buttons at default text sizes and a column at accessibility sizes, so that
// large labels never truncate.

import UIKit

final class ControlStripView: UIView {
    enum Item: String, CaseIterable {
        case mute = "Mute"
        case overview = "Overview"
        case stops = "Stops"
    }

    /// Base spacing between the controls at the default text size.
    static let baseSpacing: CGFloat = 8
    static let baseInset: CGFloat = 8

    /// Keeps the controls in a row even at accessibility sizes: set where the
    /// strip has no height to spare (the wide layout's leading column).
    var prefersRow = false {
        didSet { if prefersRow != oldValue { updateForContentSize() } }
    }

    private let stack = UIStackView()
    private(set) var buttons: [Item: UIButton] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        accessibilityIdentifier = "nav.controlStrip"

        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])

        for item in Item.allCases {
            let button = UIButton(type: .system)
            button.setTitle(item.rawValue, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            button.titleLabel?.numberOfLines = 0
            button.accessibilityLabel = item.rawValue
            stack.addArrangedSubview(button)
            buttons[item] = button
        }

        // iOS 17's registerForTraitChanges([UITraitPreferredContentSizeCategory.self])
        // is the new spelling; the CI stubs do not have it yet, so the strip
        // keeps traitCollectionDidChange (still called on iOS 17). The first
        // update happens once the strip is on screen (a detached view has no
        // real text size yet): the layout calls updateForContentSize().
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        updateForContentSize()
    }

    /// Lays the controls out for the current text size.
    func updateForContentSize() {
        let isAccessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let stacksVertically = isAccessibilitySize && !prefersRow
        stack.axis = stacksVertically ? .vertical : .horizontal
        stack.alignment = stacksVertically ? .fill : .center
        let metrics = UIFontMetrics(forTextStyle: .body)
        stack.spacing = metrics.scaledValue(for: Self.baseSpacing)
        let inset = metrics.scaledValue(for: Self.baseInset)
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
    }
}
