import UIKit
import GoogleNavigation

/// Native side of `<NavLayout promptPlacement="bottom" insets={{edge: 12}} />`.
/// The React Native view manager creates this view and hands it to the map as
/// its layout delegate; props arrive from JS through the `@objc` setters.
// The app declares this class `@objc(RNNavLayoutView)` and its props `@objc` (React Native reads them through the
// Objective-C runtime); the Linux stubs the corpus type-checks against have no Objective-C runtime.
final class RNNavLayoutView: UIView, NavigationLayoutDelegate {

  enum PromptPlacement: String {
    case bottom
    case floating
  }

  // MARK: Props (set from JS)

  var promptPlacement: NSString = "bottom" {
    didSet { placement = PromptPlacement(rawValue: promptPlacement as String) ?? .bottom }
  }

  var insets: NSDictionary = [:] {
    didSet { edgeInset = Self.inset(from: insets) }
  }

  var showsTripProgress: Bool = true

  // MARK: State

  private var placement: PromptPlacement = .bottom
  private var edgeInset: CGFloat = 8
  var readyInset: CGFloat { edgeInset }
  private var isWide = false

  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var narrowConstraints: [NSLayoutConstraint] = []
  private var wideConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []

  private weak var currentPrompt: NavigationPromptView?
  private var logoBottom: NSLayoutYAxisAnchor?
  private var buttonsBottom: NSLayoutYAxisAnchor?
  private var viewportBottom: NSLayoutYAxisAnchor?

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func setReady(_ list: [NSLayoutConstraint]) {
    readyConstraints = list
    NSLayoutConstraint.activate(list)
  }

  private static func inset(from dict: NSDictionary) -> CGFloat {
    guard let number = dict["edge"] as? NSNumber else { return 8 }
    return max(0, min(CGFloat(number.doubleValue), 24))
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    isWide = newState.wideMode
    layoutReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(readyConstraints + promptConstraints)
    readyConstraints.removeAll()
    promptConstraints.removeAll()
    currentPrompt?.removeFromSuperview()
    currentPrompt = nil
    oldState.viewport.removeFromSuperview()
    oldState.googleLogo.removeFromSuperview()
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints.removeAll()
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    isWide = newState.wideMode

    let safe = navMap.safeAreaLayoutGuide
    let pad = NavigationStyleValues.headerFooterHorizontalPadding
    let views = [newState.viewport, newState.turnCard, newState.etaCard,
                 newState.tripProgressBar, newState.speedWidget, newState.googleLogo]
    for view in views + newState.buttons.map(\.view) {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    newState.tripProgressBar.isHidden = !showsTripProgress

    guidanceConstraints = [
      newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
      newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
      newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
      newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
      newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      newState.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
      newState.tripProgressBar.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: edgeInset),
      newState.tripProgressBar.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor, constant: -edgeInset),
      newState.tripProgressBar.widthAnchor.constraint(equalToConstant: 6),
      newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
      newState.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
      newState.speedWidget.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -edgeInset),
    ]
    guidanceConstraints += clearance(newState.viewport.bottomAnchor, above: newState.etaCard.topAnchor, gap: 0)
    guidanceConstraints += clearance(newState.googleLogo.bottomAnchor, above: newState.etaCard.topAnchor, gap: edgeInset)
    guidanceConstraints += stackButtons(newState.buttons,
                                        trailing: newState.tripProgressBar.leadingAnchor,
                                        bottom: newState.etaCard.topAnchor)
    viewportBottom = newState.viewport.bottomAnchor
    logoBottom = newState.googleLogo.bottomAnchor
    buttonsBottom = newState.buttons.first(where: { $0.type == .reporting })?.view.bottomAnchor
      ?? newState.buttons.first?.view.bottomAnchor

    narrowConstraints = [
      newState.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
      newState.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
    ]
    wideConstraints = [
      newState.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
      newState.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
    ]
    NSLayoutConstraint.activate(guidanceConstraints)
    NSLayoutConstraint.activate(isWide ? wideConstraints : narrowConstraints)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let currentPrompt { hidePrompt(navMap: navMap, oldPrompt: currentPrompt) }
    NSLayoutConstraint.deactivate(guidanceConstraints + narrowConstraints + wideConstraints)
    guidanceConstraints.removeAll()
    narrowConstraints.removeAll()
    wideConstraints.removeAll()
    [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget]
      .forEach { $0.removeFromSuperview() }
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    viewportBottom = nil
    logoBottom = nil
    buttonsBottom = nil
    layoutReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard newState.wideMode != isWide else { return }
    isWide = newState.wideMode
    guard !guidanceConstraints.isEmpty else { return }
    NSLayoutConstraint.deactivate(isWide ? narrowConstraints : wideConstraints)
    NSLayoutConstraint.activate(isWide ? wideConstraints : narrowConstraints)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let safe = navMap.safeAreaLayoutGuide
    newPrompt.translatesAutoresizingMaskIntoConstraints = false
    newPrompt.roundedCorners = placement == .bottom
      ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    navMap.addSubview(newPrompt)
    let gap: CGFloat = placement == .bottom ? 0 : edgeInset
    promptConstraints = [
      newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
      newPrompt.bottomAnchor.constraint(equalTo: placement == .bottom ? navMap.bottomAnchor : safe.bottomAnchor,
                                        constant: -gap),
    ]
    if let viewportBottom { promptConstraints.append(viewportBottom.constraint(lessThanOrEqualTo: newPrompt.topAnchor)) }
    if let logoBottom {
      promptConstraints.append(logoBottom.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -edgeInset))
    }
    if let buttonsBottom {
      promptConstraints.append(buttonsBottom.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -edgeInset))
    }
    NSLayoutConstraint.activate(promptConstraints)
    currentPrompt = newPrompt
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints.removeAll()
    oldPrompt.removeFromSuperview()
    currentPrompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
