import GoogleNavigation
import UIKit

/// A trip summary panel made of nested stack views (a vertical stack holding a
/// horizontal row) that sits at the top before guidance and above the ETA card
/// during guidance. The map camera keeps clear of it.
@MainActor
final class TripPanelLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "Pickup: Main St"
    label.font = .preferredFont(forTextStyle: .headline)
    label.setContentHuggingPriority(.defaultHigh, for: .vertical)
    return label
  }()
  private let etaLabel = UILabel()
  private let carIcon = UIImageView(image: UIImage(systemName: "car.fill"))
  private let callButton = UIButton(type: .system)
  private lazy var row: UIStackView = {
    let row = UIStackView(arrangedSubviews: [carIcon, etaLabel, callButton])
    row.axis = .horizontal
    row.alignment = .center
    row.distribution = .fill
    row.spacing = 8
    return row
  }()
  private lazy var panel: UIStackView = {
    let panel = UIStackView(arrangedSubviews: [titleLabel, row])
    panel.axis = .vertical
    panel.alignment = .leading
    panel.spacing = 4
    panel.isLayoutMarginsRelativeArrangement = true
    panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    panel.backgroundColor = .systemBackground
    panel.layer.cornerRadius = 12
    panel.translatesAutoresizingMaskIntoConstraints = false
    return panel
  }()

  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var viewport: UIView?
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  override init() {
    super.init()
    etaLabel.text = "12 min"
    etaLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    etaLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
    callButton.setTitle("Call", for: .normal)
    callButton.setContentHuggingPriority(.required, for: .horizontal)
  }

  private func tearDown() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints.removeAll()
    buttonStack.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews.removeAll()
    viewport = nil
  }

  private func install(_ views: [UIView], in map: GMSMapView, _ constraints: [NSLayoutConstraint]) {
    views.forEach(map.addSubview)
    stateViews = views
    stateConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }

  private func readyLayout(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    let safe = map.safeAreaLayoutGuide
    let margin: CGFloat = state.wideMode ? 24 : 16
    let compass = state.buttons.first { $0.type == .compass }?.view
    var views: [UIView] = [state.viewport, state.googleLogo, panel]
    var constraints = [
      panel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: margin),
      panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
      state.viewport.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 8),
      state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
    ]
    if let compass {
      views.append(compass)
      constraints += [
        compass.topAnchor.constraint(equalTo: state.viewport.topAnchor, constant: 8),
        compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
      ]
    }
    viewport = state.viewport
    install(views, in: map, constraints)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    readyLayout(navMap, newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    tearDown()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDown()
    let safe = navMap.safeAreaLayoutGuide
    let margin: CGFloat = newState.wideMode ? 24 : 16
    buttonStack.arrangedSubviews = newState.buttons.map(\.view)
    let openBottom = newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    openBottom.priority = .defaultLow
    viewport = newState.viewport
    install(
      [newState.viewport, newState.turnCard, newState.etaCard, panel, newState.googleLogo, buttonStack], in: navMap,
      [
        newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        panel.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor, constant: -8),
        panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: margin),
        panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
        newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
        newState.viewport.bottomAnchor.constraint(lessThanOrEqualTo: panel.topAnchor),
        openBottom,
        newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        newState.googleLogo.bottomAnchor.constraint(equalTo: newState.viewport.bottomAnchor, constant: -8),
        buttonStack.topAnchor.constraint(equalTo: newState.viewport.topAnchor, constant: 8),
        buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
        buttonStack.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8),
      ])
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    tearDown()
    readyLayout(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let viewport else { return }
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
