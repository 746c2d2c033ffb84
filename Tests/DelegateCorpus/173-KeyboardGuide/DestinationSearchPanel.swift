// DestinationSearchPanel.swift
// The "Search along route / change destination" field. It lives on the map
// for the whole navigation session and rides above the keyboard while typing.

import UIKit

enum SearchPanelMetrics {
    static let inset: CGFloat = 8
    static let iconSpacing: CGFloat = 8
    static let cornerRadius: CGFloat = 14
    static let gap: CGFloat = 8
}

protocol DestinationSearchPanelDelegate: AnyObject {
    func searchPanel(_ panel: DestinationSearchPanel, didSubmit query: String)
}

/// The stubs CI type-checks against have no UITextField: the panel's field is
/// a button styled as one, which starts editing in the search screen's
/// `inputAccessoryView` (not part of this sample).
final class DestinationSearchPanel: UIView, UITextFieldDelegate {
    weak var delegate: DestinationSearchPanelDelegate?

    let field = UITextField()
    private let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = SearchPanelMetrics.cornerRadius
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 6
        directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: SearchPanelMetrics.inset, leading: SearchPanelMetrics.inset * 1.5,
            bottom: SearchPanelMetrics.inset, trailing: SearchPanelMetrics.inset * 1.5)

        icon.translatesAutoresizingMaskIntoConstraints = false
        icon.tintColor = .secondaryLabel
        icon.setContentHuggingPriority(.required, for: .horizontal)

        field.translatesAutoresizingMaskIntoConstraints = false
        field.placeholder = NSLocalizedString("Search along route", comment: "Search field placeholder")
        field.accessibilityLabel = NSLocalizedString("Search along route", comment: "Search field placeholder")
        field.returnKeyType = .search
        field.clearButtonMode = .whileEditing
        field.delegate = self
        if traitCollection.horizontalSizeClass == .regular {
            layer.shadowRadius = 8
        }
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
            self.field.font = UIFont.preferredFont(forTextStyle: .body)
        }

        addSubview(icon)
        addSubview(field)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            field.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: SearchPanelMetrics.iconSpacing),
            field.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            field.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        submit(textField.text ?? "")
        return true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Called by the search screen when the driver submits a query.
    func submit(_ query: String) {
        guard !query.isEmpty else { return }
        field.resignFirstResponder()
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2) { self.alpha = 1 }
        delegate?.searchPanel(self, didSubmit: query)
    }
}
