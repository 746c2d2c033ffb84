import UIKit

extension UIStackView {
    /// A stack the chrome uses: no background, Auto Layout placed.
    static func chrome(_ axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment,
                       spacing: CGFloat, margins: NSDirectionalEdgeInsets? = nil,
                       _ views: [UIView] = []) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = axis
        stack.alignment = alignment
        stack.distribution = .fill
        stack.spacing = spacing
        if let margins {
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = margins
        }
        return stack
    }

    /// Takes a view out of the stack and off the screen.
    func evict(_ view: UIView) {
        removeArrangedSubview(view)
        view.removeFromSuperview()
    }
}

extension UILabel {
    static func chromeCaption(_ text: String, style: UIFont.TextStyle = .footnote) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.textColor = .secondaryLabel
        label.setContentHuggingPriority(.required, for: .horizontal)
        return label
    }
}

extension UILayoutGuide {
    static func spacer(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        return guide
    }
}
