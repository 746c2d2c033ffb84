import UIKit

/// The dispatcher's note for the stop the courier drives to ("Stop 3 of 12",
/// then the instructions), in a read-only text view the size of two lines.
@MainActor
enum StopNote {
    static func makeView() -> UITextView {
        let view = UITextView()
        view.isEditable = false
        view.isSelectable = false
        view.font = .preferredFont(forTextStyle: .callout)
        view.adjustsFontForContentSizeCategory = true
        view.textColor = .label
        view.textContainerInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        view.accessibilityIdentifier = "courier.stopNote"
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    static func text(index: Int, total: Int, instructions: String) -> String {
        let header = String(format: "Stop %d of %d", index, total)
        return instructions.isEmpty ? header : header + "\n" + instructions
    }
}
