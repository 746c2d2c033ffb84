import GoogleNavigation

/// The content guide, the floor band and our action bar: live for the whole session.
final class ContentAreaComponent: ChromeComponent {
    let content: UILayoutGuide, floor: UILayoutGuide, bar: DriveActionBar
    var constraints: [NSLayoutConstraint] = []
    var views: [UIView] { [bar] }
    var guides: [UILayoutGuide] { [content, floor] }
    init(content: UILayoutGuide, floor: UILayoutGuide, bar: DriveActionBar) { self.content = content; self.floor = floor; self.bar = bar }
    func makeConstraints(in c: ChromeContext) -> [NSLayoutConstraint] {
        let safe = c.map.safeAreaLayoutGuide
        return [bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: DriveActionBar.height),
                content.topAnchor.constraint(equalTo: safe.topAnchor),
                content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: bar.topAnchor),
                floor.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                floor.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                floor.bottomAnchor.constraint(equalTo: content.bottomAnchor)]
    }
}

/// Turn card (top) or ETA card (bottom); in wide mode both keep the SDK's leading column (<= centre).
final class CardComponent: ChromeComponent {
    enum Edge { case top, bottom }
    let card: UIView, edge: Edge
    var constraints: [NSLayoutConstraint] = []
    var views: [UIView] { [card] }
    init(card: UIView, edge: Edge) { self.card = card; self.edge = edge }
    func makeConstraints(in c: ChromeContext) -> [NSLayoutConstraint] {
        [edge == .top ? card.topAnchor.constraint(equalTo: c.content.topAnchor)
                      : card.bottomAnchor.constraint(equalTo: c.content.bottomAnchor),
         card.leadingAnchor.constraint(equalTo: c.content.leadingAnchor),
         c.wide ? card.trailingAnchor.constraint(lessThanOrEqualTo: c.content.centerXAnchor)
                : card.trailingAnchor.constraint(equalTo: c.content.trailingAnchor)]
    }
}

/// Wide guidance: the cards own the leading column, so the camera is framed beside them.
final class ViewportComponent: ChromeComponent {
    let viewport: UIView, turnCard: UIView?
    var constraints: [NSLayoutConstraint] = []
    var views: [UIView] { [viewport] }
    init(viewport: UIView, turnCard: UIView?) { self.viewport = viewport; self.turnCard = turnCard }
    func makeConstraints(in c: ChromeContext) -> [NSLayoutConstraint] {
        let besideCards = c.wide && turnCard != nil
        return [viewport.topAnchor.constraint(equalTo: besideCards ? c.content.topAnchor : turnCard?.bottomAnchor ?? c.content.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: besideCards ? c.content.bottomAnchor : c.floor.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: besideCards ? turnCard!.trailingAnchor : c.content.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: c.content.trailingAnchor)]
    }
}

final class LogoComponent: ChromeComponent {
    let logo: UIView
    var constraints: [NSLayoutConstraint] = []
    var views: [UIView] { [logo] }
    init(logo: UIView) { self.logo = logo }
    func makeConstraints(in c: ChromeContext) -> [NSLayoutConstraint] {
        [logo.leadingAnchor.constraint(equalTo: c.content.leadingAnchor),
         logo.bottomAnchor.constraint(equalTo: c.floor.topAnchor)]
    }
}

final class SpeedWidgetComponent: ChromeComponent {
    let widget: UIView, logo: UIView, turnCard: UIView
    var constraints: [NSLayoutConstraint] = []
    var views: [UIView] { [widget] }
    init(widget: UIView, logo: UIView, turnCard: UIView) { self.widget = widget; self.logo = logo; self.turnCard = turnCard }
    func makeConstraints(in c: ChromeContext) -> [NSLayoutConstraint] {
        c.wide ? [widget.topAnchor.constraint(equalTo: c.content.topAnchor, constant: 8),
                  widget.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor, constant: 8)]
               : [widget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -4),
                  widget.leadingAnchor.constraint(equalTo: c.content.leadingAnchor)]
    }
}

final class ButtonStackComponent: ChromeComponent {
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    let turnCard: UIView?
    var constraints: [NSLayoutConstraint] = []
    var views: [UIView] { [stack] }
    init(buttons: [NavigationUIButton], turnCard: UIView?) {
        self.turnCard = turnCard
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        stack.arrangedSubviews = order.compactMap { type in buttons.first { $0.type == type }?.view }
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
    }
    func makeConstraints(in c: ChromeContext) -> [NSLayoutConstraint] {
        let ceiling = c.wide ? c.content.topAnchor : turnCard?.bottomAnchor ?? c.content.topAnchor
        return [stack.trailingAnchor.constraint(equalTo: c.content.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: c.wide ? c.content.bottomAnchor : c.floor.topAnchor),
                stack.topAnchor.constraint(greaterThanOrEqualTo: ceiling)]
    }
}

final class PromptComponent: ChromeComponent {
    let prompt: NavigationPromptView, turnCard: UIView?
    var constraints: [NSLayoutConstraint] = []
    var views: [UIView] { [prompt] }
    init(prompt: NavigationPromptView, turnCard: UIView?) { self.prompt = prompt; self.turnCard = turnCard }
    func makeConstraints(in c: ChromeContext) -> [NSLayoutConstraint] {
        let trailing = c.wide ? (turnCard?.trailingAnchor ?? c.content.centerXAnchor) : c.content.trailingAnchor
        return [prompt.bottomAnchor.constraint(equalTo: c.content.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: c.content.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: trailing)]
    }
}
