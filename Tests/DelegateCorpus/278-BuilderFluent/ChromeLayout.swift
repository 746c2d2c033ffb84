import GoogleNavigation
import UIKit

/// Anything the builder can pin: views and layout guides.
@MainActor
protocol ChromeAnchorable: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: ChromeAnchorable {}
extension UILayoutGuide: ChromeAnchorable {}

/// A hiding stack and the buttons it arranges.
struct ButtonColumn {
    let stack: GMSNavigationHidingStackView
    let buttons: [UIView]
}

/// One finished layout: what to add, in z-order, and the constraints that
/// place it. Immutable once built; the delegate activates it and later tears
/// it down.
@MainActor
struct ChromeLayout {
    let name: String
    let views: [UIView]
    let columns: [ButtonColumn]
    let guides: [UILayoutGuide]
    let constraints: [NSLayoutConstraint]

    func activate(in container: UIView) {
        for view in views {
            container.addSubview(view)
        }
        for column in columns {
            column.stack.arrangedSubviews = column.buttons
        }
        for guide in guides {
            container.addLayoutGuide(guide)
        }
        NSLayoutConstraint.activate(constraints)
    }

    func tearDown() {
        NSLayoutConstraint.deactivate(constraints)
        for column in columns {
            column.stack.arrangedSubviews = []
        }
        for view in views.reversed() {
            view.removeFromSuperview()
        }
        for guide in guides {
            guide.owningView?.removeLayoutGuide(guide)
        }
    }

    /// A constraint the recipe tagged with `.named(_:)`.
    func constraint(named identifier: String) -> NSLayoutConstraint? {
        constraints.first { $0.identifier == identifier }
    }
}

/// Classic builder: pick an item with `place`/`select`, then chain edges.
/// Insets are always positive and point inwards.
@MainActor
final class ChromeLayoutBuilder {
    private let name: String
    private let container: UIView
    private var views: [UIView] = []
    private var columns: [ButtonColumn] = []
    private var guides: [UILayoutGuide] = []
    private var constraints: [NSLayoutConstraint] = []
    private var subject: ChromeAnchorable?

    init(_ name: String, in container: UIView) {
        self.name = name
        self.container = container
    }

    private var safeArea: UILayoutGuide { container.safeAreaLayoutGuide }

    private var current: ChromeAnchorable {
        guard let subject else { preconditionFailure("\(name): place(_:) or select(_:) first") }
        return subject
    }

    private func add(_ constraint: NSLayoutConstraint) -> Self {
        constraints.append(constraint)
        return self
    }

    // MARK: Subjects

    /// Adds the view to the layout (above what was placed before) and makes it the subject.
    @discardableResult
    func place(_ view: UIView) -> Self {
        if !views.contains(where: { $0 === view }) {
            views.append(view)
        }
        subject = view
        return self
    }

    /// Places a hiding stack holding `buttons`.
    @discardableResult
    func place(_ stack: GMSNavigationHidingStackView, arranging buttons: [UIView]) -> Self {
        columns.append(ButtonColumn(stack: stack, buttons: buttons))
        return place(stack)
    }

    /// Adds a guide the layout owns and makes it the subject.
    @discardableResult
    func guide(_ guide: UILayoutGuide) -> Self {
        guides.append(guide)
        subject = guide
        return self
    }

    /// Makes an item owned elsewhere (a session guide, an already placed view) the subject.
    @discardableResult
    func select(_ item: ChromeAnchorable) -> Self {
        subject = item
        return self
    }

    // MARK: Vertical

    @discardableResult
    func top(to anchor: NSLayoutYAxisAnchor? = nil, by inset: CGFloat = 0) -> Self {
        add(current.topAnchor.constraint(equalTo: anchor ?? safeArea.topAnchor, constant: inset))
    }

    @discardableResult
    func below(_ view: UIView, by gap: CGFloat = 0) -> Self {
        add(current.topAnchor.constraint(equalTo: view.bottomAnchor, constant: gap))
    }

    @discardableResult
    func bottom(to anchor: NSLayoutYAxisAnchor? = nil, by inset: CGFloat = 0) -> Self {
        add(current.bottomAnchor.constraint(equalTo: anchor ?? safeArea.bottomAnchor, constant: -inset))
    }

    @discardableResult
    func bottom(atMost anchor: NSLayoutYAxisAnchor) -> Self {
        add(current.bottomAnchor.constraint(lessThanOrEqualTo: anchor))
    }

    @discardableResult
    func height(_ points: CGFloat) -> Self {
        add(current.heightAnchor.constraint(equalToConstant: points))
    }

    // MARK: Horizontal

    @discardableResult
    func leading(to anchor: NSLayoutXAxisAnchor? = nil, by inset: CGFloat = 0) -> Self {
        add(current.leadingAnchor.constraint(equalTo: anchor ?? safeArea.leadingAnchor, constant: inset))
    }

    @discardableResult
    func leading(atLeast anchor: NSLayoutXAxisAnchor) -> Self {
        add(current.leadingAnchor.constraint(greaterThanOrEqualTo: anchor))
    }

    @discardableResult
    func trailing(to anchor: NSLayoutXAxisAnchor? = nil, by inset: CGFloat = 0) -> Self {
        add(current.trailingAnchor.constraint(equalTo: anchor ?? safeArea.trailingAnchor, constant: -inset))
    }

    @discardableResult
    func trailing(atMost anchor: NSLayoutXAxisAnchor) -> Self {
        add(current.trailingAnchor.constraint(lessThanOrEqualTo: anchor))
    }

    @discardableResult
    func width(lessThan points: CGFloat) -> Self {
        add(current.widthAnchor.constraint(lessThanOrEqualToConstant: points))
    }

    // MARK: Modifiers of the last constraint

    @discardableResult
    func priority(_ priority: UILayoutPriority) -> Self {
        constraints.last?.priority = priority
        return self
    }

    @discardableResult
    func named(_ identifier: String) -> Self {
        constraints.last?.identifier = identifier
        return self
    }

    func build() -> ChromeLayout {
        ChromeLayout(name: name, views: views, columns: columns, guides: guides, constraints: constraints)
    }
}
