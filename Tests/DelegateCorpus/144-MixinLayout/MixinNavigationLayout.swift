import GoogleNavigation
import UIKit

/// Everything the mixins need to remember between callbacks. One value, owned by the delegate.
struct NavLayoutState {
    var isWide = false
    var contentBottomGuide: UILayoutGuide?
    var sessionConstraints: [NSLayoutConstraint] = []
    var readyConstraints: [NSLayoutConstraint] = []
    var readyStack: GMSNavigationHidingStackView?
    var guidanceConstraints: [NSLayoutConstraint] = []
    var guidanceViews: [UIView] = []
    var guidanceStack: GMSNavigationHidingStackView?
    var guidanceStackTop: NSLayoutConstraint?
    var turnCard: UIView?
    var prompt: NavigationPromptView?
    var promptBottom: NSLayoutConstraint?
    var promptConstraints: [NSLayoutConstraint] = []
}

@MainActor
protocol NavLayoutStateOwner: AnyObject {
    var layoutState: NavLayoutState { get set }
}

@MainActor protocol PinsReadyChrome: NavLayoutStateOwner {}
@MainActor protocol PinsTurnCard: NavLayoutStateOwner {
    var viewportClearsTurnCard: Bool { get }
}
@MainActor protocol PinsEtaCard: NavLayoutStateOwner {}
@MainActor protocol StacksNavButtons: NavLayoutStateOwner {}
@MainActor protocol SlidesPrompts: NavLayoutStateOwner {}

extension PinsReadyChrome where Self: AnyObject {
    /// The bottom of the open map: above the ETA card and above any prompt.
    func installContentBottomGuide(in navMap: GMSMapView) {
        guard layoutState.contentBottomGuide == nil else { return }
        let guide = UILayoutGuide()
        guide.identifier = "mixin.contentBottom"
        navMap.addLayoutGuide(guide)
        let resting = guide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        layoutState.sessionConstraints = [guide.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(layoutState.sessionConstraints)
        layoutState.contentBottomGuide = guide
    }

    func pinLogoAndViewport(logo: UIView, viewport: UIView, below top: NSLayoutYAxisAnchor,
                            in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safeArea = navMap.safeAreaLayoutGuide
        let bottom = layoutState.contentBottomGuide.map(\.topAnchor) ?? safeArea.bottomAnchor
        [viewport, logo].filter { $0.superview !== navMap }.forEach(navMap.addSubview)
        return [
            logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: bottom),
            viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: top),
            viewport.bottomAnchor.constraint(equalTo: bottom),
        ]
    }

    func tearDownSession(in navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(layoutState.sessionConstraints)
        layoutState.sessionConstraints = []
        layoutState.contentBottomGuide.map(navMap.removeLayoutGuide)
        layoutState.contentBottomGuide = nil
    }
}

extension PinsTurnCard where Self: AnyObject {
    /// Off by default (a translucent card over the camera); opaque-card screens opt in.
    var viewportClearsTurnCard: Bool { false }

    func viewportTop(below turnCard: UIView, in navMap: GMSMapView) -> NSLayoutYAxisAnchor {
        viewportClearsTurnCard ? turnCard.bottomAnchor : navMap.safeAreaLayoutGuide.topAnchor
    }

    func pinTurnCard(_ turnCard: UIView, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        navMap.addSubview(turnCard)
        layoutState.turnCard = turnCard
        layoutState.guidanceViews.append(turnCard)
        return [
            turnCard.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
        ]
    }
}

extension PinsEtaCard where Self: AnyObject {
    func pinEtaCard(_ etaCard: UIView, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        navMap.addSubview(etaCard)
        layoutState.guidanceViews.append(etaCard)
        let keepContentAbove = layoutState.contentBottomGuide.map {
            $0.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor)
        }
        return [
            etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ] + [keepContentAbove].compactMap { $0 }
    }
}

extension StacksNavButtons where Self: AnyObject {
    /// Compass above reporting, whatever order the SDK hands them in.
    func orderedButtonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first(where: { $0.type == type }).map(\.view)
        }
    }

    func makeButtonStack(_ buttons: [NavigationUIButton], in navMap: GMSMapView)
        -> (stack: GMSNavigationHidingStackView, constraints: [NSLayoutConstraint]) {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = orderedButtonViews(buttons)
        navMap.addSubview(stack)
        let bottom = layoutState.contentBottomGuide.map(\.topAnchor) ?? navMap.safeAreaLayoutGuide.bottomAnchor
        return (stack, [
            stack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottom),
        ])
    }

    /// Wide: the turn card sits in the leading column, the trailing side is free to the top.
    func guidanceStackTop(_ stack: UIView, in navMap: GMSMapView) -> NSLayoutConstraint {
        let top = layoutState.isWide
            ? navMap.safeAreaLayoutGuide.topAnchor
            : (layoutState.turnCard?.bottomAnchor ?? navMap.safeAreaLayoutGuide.topAnchor)
        return stack.topAnchor.constraint(equalTo: top)
    }

    func dismantle(_ stack: GMSNavigationHidingStackView?) {
        stack?.removeFromSuperview()
        stack?.arrangedSubviews = []
    }
}

extension SlidesPrompts where Self: AnyObject {
    func slideIn(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        navMap.addSubview(prompt)
        let bottom = prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: prompt.bounds.height)
        let constraints = [bottom, prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)]
            + [layoutState.contentBottomGuide.map { $0.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor) }]
                .compactMap { $0 }
        NSLayoutConstraint.activate(constraints)
        layoutState.prompt = prompt
        layoutState.promptBottom = bottom
        layoutState.promptConstraints = constraints
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func slideOut(_ prompt: NavigationPromptView, on navMap: GMSMapView, animated: Bool = true) {
        guard layoutState.prompt === prompt else { return prompt.removeFromSuperview() }
        let constraints = layoutState.promptConstraints
        let bottom = layoutState.promptBottom
        (layoutState.prompt, layoutState.promptBottom, layoutState.promptConstraints) = (nil, nil, [])
        let finish = {
            NSLayoutConstraint.deactivate(constraints)
            prompt.removeFromSuperview()
        }
        guard animated else { return finish() }
        UIView.animate(withDuration: 0.3, animations: {
            bottom?.constant = prompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in finish() })
    }
}

@MainActor
final class MixinNavigationLayout: NSObject, NavigationLayoutDelegate,
    PinsReadyChrome, PinsTurnCard, PinsEtaCard, StacksNavButtons, SlidesPrompts {

    var layoutState = NavLayoutState()
    var viewportClearsTurnCard: Bool { true }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layoutState.isWide = newState.wideMode
        installContentBottomGuide(in: navMap)
        let (stack, stackConstraints) = makeButtonStack(newState.buttons, in: navMap)
        layoutState.readyStack = stack
        layoutState.readyConstraints = stackConstraints
            + [stack.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor)]
            + pinLogoAndViewport(logo: newState.googleLogo, viewport: newState.viewport,
                                 below: navMap.safeAreaLayoutGuide.topAnchor, in: navMap)
        NSLayoutConstraint.activate(layoutState.readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        layoutState.prompt.map { slideOut($0, on: navMap, animated: false) }
        NSLayoutConstraint.deactivate(layoutState.readyConstraints)
        layoutState.readyConstraints = []
        dismantle(layoutState.readyStack)
        layoutState.readyStack = nil
        [oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
        tearDownSession(in: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(layoutState.readyConstraints)
        dismantle(layoutState.readyStack)
        layoutState.isWide = newState.wideMode

        let cards = pinTurnCard(newState.turnCard, in: navMap) + pinEtaCard(newState.etaCard, in: navMap)
        let (stack, stackConstraints) = makeButtonStack(newState.buttons, in: navMap)
        let stackTop = guidanceStackTop(stack, in: navMap)
        layoutState.guidanceStack = stack
        layoutState.guidanceStackTop = stackTop
        layoutState.guidanceConstraints = cards + stackConstraints + [stackTop]
            + pinLogoAndViewport(logo: newState.googleLogo, viewport: newState.viewport,
                                 below: viewportTop(below: newState.turnCard, in: navMap), in: navMap)
        NSLayoutConstraint.activate(layoutState.guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(layoutState.guidanceConstraints)
        dismantle(layoutState.guidanceStack)
        (layoutState.guidanceConstraints, layoutState.guidanceStack, layoutState.guidanceStackTop) = ([], nil, nil)
        layoutState.guidanceViews.forEach { $0.removeFromSuperview() }
        (layoutState.guidanceViews, layoutState.turnCard) = ([], nil)

        layoutState.readyStack.map { stack in
            stack.arrangedSubviews = orderedButtonViews(newState.buttons)
            navMap.addSubview(stack)
        }
        NSLayoutConstraint.activate(layoutState.readyConstraints)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        layoutState.isWide = newState.wideMode
        guard let stack = layoutState.guidanceStack else { return }
        layoutState.guidanceStackTop.map { NSLayoutConstraint.deactivate([$0]) }
        let top = guidanceStackTop(stack, in: navMap)
        top.isActive = true
        layoutState.guidanceStackTop = top
        layoutState.guidanceConstraints = layoutState.guidanceConstraints.filter { $0.isActive } + [top]
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) { slideIn(newPrompt, on: navMap) }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) { slideOut(oldPrompt, on: navMap) }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        slideOut(oldPrompt, on: navMap)
        slideIn(newPrompt, on: navMap)
    }
}
