import UIKit
import GoogleNavigation

/// A piece of navigation chrome: one view and the constraints that place it.
@MainActor
protocol ChromeLayout {
    associatedtype Subject: UIView
    var subject: Subject { get }
    /// Adds `subject` where it belongs and returns its (inactive) constraints.
    func apply(to map: GMSMapView) -> [NSLayoutConstraint]
}

/// Type-erased chrome so heterogeneous layouts can live in one array.
@MainActor
struct AnyChromeLayout: ChromeLayout {
    private let _subject: () -> UIView
    private let _apply: (GMSMapView) -> [NSLayoutConstraint]

    init<L: ChromeLayout>(_ base: L) {
        _subject = { base.subject }
        _apply = { map in base.apply(to: map) }
    }

    var subject: UIView { _subject() }
    func apply(to map: GMSMapView) -> [NSLayoutConstraint] { _apply(map) }
}

/// The leaf: puts the view on the map, no constraints yet.
struct Placed<V: UIView>: ChromeLayout {
    let subject: V
    func apply(to map: GMSMapView) -> [NSLayoutConstraint] {
        subject.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(subject)
        return []
    }
}

enum ChromeEdge: Hashable { case top, bottom, leading, trailing }

/// Pins some edges of the content to the map's safe area.
struct Pinned<Content: ChromeLayout>: ChromeLayout {
    let content: Content
    let edges: [ChromeEdge: CGFloat]

    var subject: Content.Subject { content.subject }

    func apply(to map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let view = content.subject
        var result = content.apply(to: map)
        for edge in [ChromeEdge.top, .leading, .trailing, .bottom] {
            guard let inset = edges[edge] else { continue }
            switch edge {
            case .top: result.append(view.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset))
            case .leading: result.append(view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset))
            case .trailing: result.append(view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset))
            case .bottom: result.append(view.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset))
            }
        }
        return result
    }
}

/// Adds one free-form constraint on the content's subject.
struct Attached<Content: ChromeLayout>: ChromeLayout {
    let content: Content
    let make: (Content.Subject, GMSMapView) -> NSLayoutConstraint

    var subject: Content.Subject { content.subject }

    func apply(to map: GMSMapView) -> [NSLayoutConstraint] {
        content.apply(to: map) + [make(content.subject, map)]
    }
}

extension ChromeLayout {
    func pinned(_ edges: [ChromeEdge: CGFloat]) -> Pinned<Self> { Pinned(content: self, edges: edges) }
    func attached(_ make: @escaping (Subject, GMSMapView) -> NSLayoutConstraint) -> Attached<Self> {
        Attached(content: self, make: make)
    }
    func erased() -> AnyChromeLayout { AnyChromeLayout(self) }
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
