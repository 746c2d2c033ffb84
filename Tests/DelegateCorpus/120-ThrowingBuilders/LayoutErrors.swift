import UIKit
import GoogleNavigation

enum LayoutError: Error, Equatable {
    case missingSuperview(String)
    case missingButton(String)
    case wrongState(expected: String)
}

/// Lightweight logger; swap for os.Logger in the app target.
enum NavLayoutLogger {
    static func error(_ message: String) { print("🧭❌ \(message)") }
    static func info(_ message: String) { print("🧭 \(message)") }
}

@MainActor
enum Pin {
    /// Pins `view` to `guide` on the given edges; the view must already be in the hierarchy.
    static func edges(_ view: UIView, to guide: UILayoutGuide, name: String,
                      top: CGFloat? = nil, leading: CGFloat? = nil,
                      trailing: CGFloat? = nil, bottom: CGFloat? = nil) throws -> [NSLayoutConstraint] {
        guard view.superview != nil else { throw LayoutError.missingSuperview(name) }
        var result: [NSLayoutConstraint] = []
        if let top { result.append(view.topAnchor.constraint(equalTo: guide.topAnchor, constant: top)) }
        if let leading { result.append(view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: leading)) }
        if let trailing { result.append(view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -trailing)) }
        if let bottom { result.append(view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -bottom)) }
        return result
    }

    /// Keeps `view`'s bottom on `anchor`, but lets something else push it higher.
    static func resting(_ view: UIView, on anchor: NSLayoutYAxisAnchor, name: String) throws -> [NSLayoutConstraint] {
        guard view.superview != nil else { throw LayoutError.missingSuperview(name) }
        let preferred = view.bottomAnchor.constraint(equalTo: anchor)
        preferred.priority = .defaultHigh
        return [preferred, view.bottomAnchor.constraint(lessThanOrEqualTo: anchor)]
    }

    static func below(_ view: UIView, _ other: UIView, gap: CGFloat, name: String) throws -> NSLayoutConstraint {
        guard view.superview != nil, other.superview != nil else { throw LayoutError.missingSuperview(name) }
        return view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: gap)
    }
}

extension GMSMapView {
    /// Adds a Google view for Auto Layout and hands it back.
    @discardableResult
    func host(_ view: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        return view
    }
}
