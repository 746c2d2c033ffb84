import GoogleNavigation
import UIKit

/// What a piece of navigation chrome is for; the factories lay out by role.
enum ChromeRole {
  case viewport, logo, turnCard, etaCard, speedWidget, buttons, prompt
}

/// The app's own abstraction over anything the navigation chrome places on the map.
@MainActor
protocol ChromeElement: AnyObject {
  var role: ChromeRole { get }
  /// The view that gets constrained.
  var layoutView: UIView { get }
  func install(in container: UIView)
  func uninstall()
}

/// Adapts a Google-provided view (turn card, ETA card, logo, viewport, speed widget).
@MainActor
final class GoogleViewAdapter: ChromeElement {
  let role: ChromeRole
  private let googleView: UIView

  init(_ googleView: UIView, role: ChromeRole) {
    self.googleView = googleView
    self.role = role
  }

  var layoutView: UIView { googleView }

  /// Anchor stacked chrome to this, not to the edges: Google views carry built-in margins.
  var marginsGuide: UILayoutGuide { googleView.layoutMarginsGuide }

  func install(in container: UIView) {
    container.addSubview(googleView)
  }

  func uninstall() {
    googleView.removeFromSuperview()
  }
}

/// Adapts the SDK's floating buttons into one hiding stack, compass first.
@MainActor
final class ButtonStackAdapter: ChromeElement {
  let role = ChromeRole.buttons
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let buttonViews: [UIView]

  init(buttons: [NavigationUIButton]) {
    let order: [NavigationButtonKnownType] = [.compass, .reporting]
    buttonViews = order.compactMap { type in buttons.first { $0.type == type }?.view }
  }

  var layoutView: UIView { stack }

  func install(in container: UIView) {
    stack.spacing = NavigationStyleValues.buttonVerticalPadding
    stack.arrangedSubviews = buttonViews
    container.addSubview(stack)
  }

  func uninstall() {
    stack.removeFromSuperview()
    stack.arrangedSubviews = []
  }
}

/// Adapts a prompt: the SDK does not animate prompts, so the adapter fades them.
@MainActor
final class PromptAdapter: ChromeElement {
  let role = ChromeRole.prompt
  let prompt: NavigationPromptView
  private static let fadeDuration: TimeInterval = 0.25

  init(_ prompt: NavigationPromptView) {
    self.prompt = prompt
  }

  var layoutView: UIView { prompt }

  func install(in container: UIView) {
    prompt.alpha = 0
    container.addSubview(prompt)
    UIView.animate(withDuration: Self.fadeDuration) { [prompt] in
      prompt.alpha = 1
    }
  }

  func uninstall() {
    prompt.removeFromSuperview()
    prompt.alpha = 1
  }

  /// Fades the prompt out, then runs `completion` (which uninstalls it).
  func fadeOut(completion: @escaping @MainActor () -> Void) {
    UIView.animate(withDuration: Self.fadeDuration, animations: { [prompt] in
      prompt.alpha = 0
    }, completion: { _ in
      MainActor.assumeIsolated { completion() }
    })
  }
}

/// The elements of the navigation-ready state.
@MainActor
struct ReadyChrome {
  let viewport: GoogleViewAdapter
  let logo: GoogleViewAdapter
  let buttons: ButtonStackAdapter

  var all: [ChromeElement] { [viewport, logo, buttons] }
}

/// The elements of the active guidance state.
@MainActor
struct GuidanceChrome {
  let viewport: GoogleViewAdapter
  let logo: GoogleViewAdapter
  let turnCard: GoogleViewAdapter
  let etaCard: GoogleViewAdapter
  let speedWidget: GoogleViewAdapter
  let buttons: ButtonStackAdapter

  var all: [ChromeElement] { [viewport, turnCard, etaCard, speedWidget, logo, buttons] }
}
