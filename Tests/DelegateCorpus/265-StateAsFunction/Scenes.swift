import GoogleNavigation
import UIKit

// The values the states carry: what is on the map in each state, and the
// constraints that place it. Building a scene makes its constraints; `show()`
// and `hide(...)` are the effects the transitions perform.

/// Lives from `enableNavigationUI` to `disableNavigationUI`: a zero-height
/// guide marking the bottom of the open map. It rests on the safe area and
/// is pushed up by the ETA card (portrait guidance) and by a prompt.
@MainActor
final class Session {
    unowned let map: GMSMapView
    let contentBottom = UILayoutGuide()
    private var resting: [NSLayoutConstraint] = []

    init(map: GMSMapView) {
        self.map = map
    }

    func open() {
        contentBottom.identifier = "contentBottom"
        map.addLayoutGuide(contentBottom)
        let safe = map.safeAreaLayoutGuide
        let rest = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        rest.priority = .defaultLow
        resting = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            rest,
        ]
        NSLayoutConstraint.activate(resting)
    }

    func close() {
        NSLayoutConstraint.deactivate(resting)
        resting = []
        map.removeLayoutGuide(contentBottom)
    }
}

/// A hiding stack of the SDK's buttons of the given types, in that order.
@MainActor
func makeButtonStack(
    _ buttons: [NavigationUIButton], _ types: [NavigationButtonKnownType], _ env: Env
) -> GMSNavigationHidingStackView {
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = env.buttonSpacing
    stack.arrangedSubviews = types.compactMap { type in
        buttons.first(where: { $0.type == type })?.view
    }
    return stack
}

// MARK: - Navigation ready

@MainActor
struct ReadyScene {
    let ui: NavigationReadyUIState
    let session: Session
    let env: Env
    let wide: Bool
    let buttons: GMSNavigationHidingStackView
    let constraints: [NSLayoutConstraint]

    init(
        ui: NavigationReadyUIState, session: Session, env: Env,
        wide: Bool? = nil, buttons: GMSNavigationHidingStackView? = nil
    ) {
        self.ui = ui
        self.session = session
        self.env = env
        self.wide = wide ?? ui.wideMode
        self.buttons = buttons ?? makeButtonStack(ui.buttons, [.compass], env)
        self.constraints = readyConstraints(
            logo: ui.googleLogo, viewport: ui.viewport, buttons: self.buttons,
            session: session, wide: self.wide)
    }

    func show() {
        let map = session.map
        for view in [ui.viewport, ui.googleLogo, buttons] where view.superview !== map {
            map.addSubview(view)
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Takes the scene down; the logo and viewport stay when the next state
    /// places them again.
    func hide(keepingSharedViews: Bool) {
        NSLayoutConstraint.deactivate(constraints)
        buttons.arrangedSubviews = []
        buttons.removeFromSuperview()
        if !keepingSharedViews {
            ui.googleLogo.removeFromSuperview()
            ui.viewport.removeFromSuperview()
        }
    }

    func relaidOut(wide: Bool) -> ReadyScene {
        NSLayoutConstraint.deactivate(constraints)
        let scene = ReadyScene(ui: ui, session: session, env: env, wide: wide, buttons: buttons)
        NSLayoutConstraint.activate(scene.constraints)
        return scene
    }
}

@MainActor
func readyConstraints(
    logo: UIView, viewport: UIView, buttons: UIView, session: Session, wide: Bool
) -> [NSLayoutConstraint] {
    let safe = session.map.safeAreaLayoutGuide
    let bottom = session.contentBottom
    // Wide: the compass keeps the padding the guidance layout gives buttons.
    let inset = wide ? NavigationStyleValues.buttonHorizontalPadding : 0
    return [
        buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        buttons.topAnchor.constraint(equalTo: safe.topAnchor),
        buttons.bottomAnchor.constraint(equalTo: bottom.topAnchor),

        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),

        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
    ]
}

// MARK: - Active guidance

@MainActor
struct GuidanceScene {
    let ui: ActiveGuidanceUIState
    let session: Session
    let env: Env
    let wide: Bool
    let buttons: GMSNavigationHidingStackView
    let constraints: [NSLayoutConstraint]

    init(
        ui: ActiveGuidanceUIState, session: Session, env: Env,
        wide: Bool? = nil, buttons: GMSNavigationHidingStackView? = nil
    ) {
        self.ui = ui
        self.session = session
        self.env = env
        self.wide = wide ?? ui.wideMode
        self.buttons = buttons ?? makeButtonStack(ui.buttons, [.compass, .reporting], env)
        self.constraints = guidanceConstraints(ui, buttons: self.buttons, session: session, wide: self.wide)
    }

    /// The views only guidance shows.
    private var ownViews: [UIView] { [ui.turnCard, ui.etaCard, ui.speedWidget, buttons] }

    func show() {
        let map = session.map
        for view in [ui.viewport, ui.googleLogo] + ownViews where view.superview !== map {
            map.addSubview(view)
        }
        NSLayoutConstraint.activate(constraints)
    }

    func hide(keepingSharedViews: Bool) {
        NSLayoutConstraint.deactivate(constraints)
        buttons.arrangedSubviews = []
        ownViews.forEach { $0.removeFromSuperview() }
        if !keepingSharedViews {
            ui.googleLogo.removeFromSuperview()
            ui.viewport.removeFromSuperview()
        }
    }

    func relaidOut(wide: Bool) -> GuidanceScene {
        NSLayoutConstraint.deactivate(constraints)
        let scene = GuidanceScene(ui: ui, session: session, env: env, wide: wide, buttons: buttons)
        NSLayoutConstraint.activate(scene.constraints)
        return scene
    }
}

@MainActor
func guidanceConstraints(
    _ ui: ActiveGuidanceUIState, buttons: UIView, session: Session, wide: Bool
) -> [NSLayoutConstraint] {
    let map = session.map
    let safe = map.safeAreaLayoutGuide
    let bottom = session.contentBottom
    let turnCard = ui.turnCard, etaCard = ui.etaCard, speed = ui.speedWidget
    let logo = ui.googleLogo, viewport = ui.viewport

    var constraints = [
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        turnCard.topAnchor.constraint(equalTo: map.topAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),

        speed.trailingAnchor.constraint(
            equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
        speed.bottomAnchor.constraint(equalTo: bottom.topAnchor),
        buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        buttons.bottomAnchor.constraint(
            equalTo: speed.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),

        logo.bottomAnchor.constraint(equalTo: bottom.topAnchor),

        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
    ]

    if wide {
        // Cards down the leading edge; the camera frames the map beside them,
        // as far toward the leading edge as the wider card allows.
        let hugLeading = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        hugLeading.priority = .defaultHigh
        constraints += [
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
            hugLeading,
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            logo.leadingAnchor.constraint(
                equalTo: viewport.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            buttons.topAnchor.constraint(
                equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
        ]
    } else {
        constraints += [
            bottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        ]
    }
    return constraints
}

// MARK: - Prompts

/// A prompt on screen and the constraints that hold it.
@MainActor
struct PromptSlot {
    let view: NavigationPromptView
    let slide: NSLayoutConstraint
    let placement: [NSLayoutConstraint]

    /// Adds the prompt below the map's bottom edge and slides it up.
    static func slideIn(
        _ prompt: NavigationPromptView, on map: GMSMapView, above session: Session, env: Env
    ) -> PromptSlot {
        map.addSubview(prompt)
        let slide = prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: prompt.bounds.height)
        let placement = [
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            session.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate([slide] + placement)
        map.layoutIfNeeded()
        env.animate(env.promptSlideDuration, {
            slide.constant = 0
            map.layoutIfNeeded()
        }, {})
        return PromptSlot(view: prompt, slide: slide, placement: placement)
    }

    /// Slides the prompt down, then removes it.
    func slideOut(on map: GMSMapView, env: Env) {
        env.animate(env.promptSlideDuration, {
            slide.constant = view.bounds.height
            map.layoutIfNeeded()
        }, {
            remove()
        })
    }

    func remove() {
        NSLayoutConstraint.deactivate([slide] + placement)
        view.removeFromSuperview()
    }
}
