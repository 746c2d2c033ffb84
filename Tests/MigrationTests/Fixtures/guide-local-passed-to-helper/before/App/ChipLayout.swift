import UIKit

/// Pins a status chip above whatever guide it is given; the courier and
/// pickup flows share it.
@MainActor
enum ChipLayout {
    static func pin(_ chip: UIView, above guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            chip.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -12),
            chip.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        ])
    }
}
