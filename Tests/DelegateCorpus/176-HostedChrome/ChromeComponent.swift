import GoogleNavigation

/// `content`: the map's safe area (already inset by the navigation controller's bars) minus our
/// action bar; `floor`: a band at its bottom that floating chrome stays above.
@MainActor
struct ChromeContext {
    let map: GMSMapView
    let content: UILayoutGuide
    let floor: UILayoutGuide
    let wide: Bool
}

/// One self-contained piece of the drive screen chrome.
@MainActor
protocol ChromeComponent: AnyObject {
    var views: [UIView] { get }
    var guides: [UILayoutGuide] { get }
    var constraints: [NSLayoutConstraint] { get set }
    func makeConstraints(in context: ChromeContext) -> [NSLayoutConstraint]
    func install(in context: ChromeContext)
    func uninstall()
}

extension ChromeComponent {
    var guides: [UILayoutGuide] { [] }
    func install(in context: ChromeContext) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            context.map.addSubview(view)
        }
        guides.forEach(context.map.addLayoutGuide)
        constraints = makeConstraints(in: context)
        NSLayoutConstraint.activate(constraints)
    }
    func uninstall() {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        views.forEach { $0.removeFromSuperview() }
        guides.forEach { $0.owningView?.removeLayoutGuide($0) }
    }
}

@MainActor
extension Array where Element == any ChromeComponent {
    func install(in context: ChromeContext) { forEach { $0.install(in: context) } }
    func uninstall() { reversed().forEach { $0.uninstall() } }
}
