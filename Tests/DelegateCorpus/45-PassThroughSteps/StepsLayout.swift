import GoogleNavigation
import UIKit

/// Each state is built by running an ordered list of small steps kept in lazy arrays.
@MainActor
final class StepsLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let overlay = PassThroughView()
  private let floor = UILayoutGuide()
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var overlayConstraints: [NSLayoutConstraint] = []
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var side: CGFloat = 12
  private var safe: UILayoutGuide { overlay.superview?.safeAreaLayoutGuide ?? overlay.safeAreaLayoutGuide }

  private func add(_ view: UIView, _ constraints: [NSLayoutConstraint]) {
    overlay.addSubview(view)
    stateViews.append(view)
    stateConstraints += constraints
  }

  private lazy var readySteps: [(NavigationReadyUIState) -> Void] = [
    { [unowned self] s in
      self.side = s.wideMode ? 24 : 12
    },
    { [unowned self] s in
      self.add(s.viewport, [
        s.viewport.topAnchor.constraint(equalTo: self.safe.topAnchor),
        s.viewport.leadingAnchor.constraint(equalTo: self.safe.leadingAnchor),
        s.viewport.trailingAnchor.constraint(equalTo: self.safe.trailingAnchor),
        s.viewport.bottomAnchor.constraint(equalTo: self.floor.topAnchor),
      ])
    },
    { [unowned self] s in
      self.add(s.googleLogo, [
        s.googleLogo.leadingAnchor.constraint(equalTo: self.safe.leadingAnchor, constant: self.side),
        s.googleLogo.bottomAnchor.constraint(equalTo: self.floor.topAnchor, constant: -8),
      ])
    },
    { [unowned self] s in
      self.stack.arrangedSubviews = s.buttons.map { $0.view }
      self.add(self.stack, [
        self.stack.topAnchor.constraint(equalTo: self.safe.topAnchor, constant: 8),
        self.stack.trailingAnchor.constraint(equalTo: self.safe.trailingAnchor, constant: -self.side),
        self.stack.bottomAnchor.constraint(equalTo: self.floor.topAnchor, constant: -8),
      ])
    },
  ]

  private lazy var guidanceSteps: [(ActiveGuidanceUIState) -> Void] = [
    { [unowned self] s in
      self.side = s.wideMode ? 24 : 12
    },
    { [unowned self] s in
      self.add(s.turnCard, [
        s.turnCard.topAnchor.constraint(equalTo: self.safe.topAnchor),
        s.turnCard.leadingAnchor.constraint(equalTo: self.safe.leadingAnchor),
      ])
      self.add(s.etaCard, [
        s.etaCard.bottomAnchor.constraint(equalTo: self.safe.bottomAnchor),
        s.etaCard.leadingAnchor.constraint(equalTo: self.safe.leadingAnchor),
        self.floor.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
      ])
    },
    { [unowned self] s in
      self.add(s.viewport, [
        s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
        s.viewport.leadingAnchor.constraint(equalTo: self.safe.leadingAnchor),
        s.viewport.trailingAnchor.constraint(equalTo: self.safe.trailingAnchor),
        s.viewport.bottomAnchor.constraint(equalTo: self.floor.topAnchor),
      ])
    },
    { [unowned self] s in
      self.add(s.googleLogo, [
        s.googleLogo.leadingAnchor.constraint(equalTo: self.safe.leadingAnchor, constant: self.side),
        s.googleLogo.bottomAnchor.constraint(equalTo: self.floor.topAnchor, constant: -8),
      ])
      self.stack.arrangedSubviews = s.buttons.map { $0.view }
      self.add(self.stack, [
        self.stack.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: 8),
        self.stack.trailingAnchor.constraint(equalTo: self.safe.trailingAnchor, constant: -self.side),
        self.stack.bottomAnchor.constraint(equalTo: self.floor.topAnchor, constant: -8),
      ])
    },
  ]

  private func clearState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    stack.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addSubview(overlay)
    overlay.addLayoutGuide(floor)
    let rest = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    overlayConstraints = [
      overlay.topAnchor.constraint(equalTo: navMap.topAnchor),
      overlay.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      overlay.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      overlay.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      floor.heightAnchor.constraint(equalToConstant: 0),
      rest,
    ]
    NSLayoutConstraint.activate(overlayConstraints)
    readySteps.forEach { $0(newState) }
    NSLayoutConstraint.activate(stateConstraints)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    clearState()
    NSLayoutConstraint.deactivate(overlayConstraints)
    overlayConstraints = []
    overlay.removeLayoutGuide(floor)
    overlay.removeFromSuperview()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearState()
    for step in guidanceSteps { step(newState) }
    NSLayoutConstraint.activate(stateConstraints)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    clearState()
    readySteps.forEach { $0(newState) }
    NSLayoutConstraint.activate(stateConstraints)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    overlay.addSubview(newPrompt)
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: overlay.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    oldPrompt.removeFromSuperview()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
