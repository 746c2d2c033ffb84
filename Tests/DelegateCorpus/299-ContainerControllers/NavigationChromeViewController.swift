import UIKit

/// The child controller that owns the navigation chrome: its view is a
/// transparent container pinned over the map. The Google views go into
/// `contentContainer`; prompts go into `promptContainer`, above everything.
/// The containers come from NavigationChrome.xib when it is there; otherwise
/// they are made in code.
final class NavigationChromeViewController: UIViewController {
  // @IBOutlet on device (NavigationChrome.xib); the attribute needs @objc, which the
  // Linux stub build lacks, so it is spelled as a comment here.
  weak var contentContainer: UIView?
  weak var promptContainer: UIView?

  private var fallbackConstraints: [NSLayoutConstraint] = []

  override func loadView() {
    let root = PassthroughView(frame: .zero)
    root.translatesAutoresizingMaskIntoConstraints = false
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if contentContainer == nil {
      contentContainer = makeContainer()
    }
    // Prompts go into the root view, in front of the content.
    NSLayoutConstraint.activate(fallbackConstraints)
  }

  /// Where the Google views go.
  var content: UIView { contentContainer ?? view }

  /// Where prompts go, in front of the content.
  var prompts: UIView { promptContainer ?? view }

  private func makeContainer() -> UIView {
    let container = PassthroughView(frame: .zero)
    container.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(container)
    fallbackConstraints += container.edgeConstraints(to: view)
    return container
  }

  /// Adds the chrome as a child of `parent`, its view over `map`.
  func attach(to parent: UIViewController, over map: UIView) -> [NSLayoutConstraint] {
    parent.addChild(self)
    map.addSubview(view)
    let constraints = view.edgeConstraints(to: map)
    NSLayoutConstraint.activate(constraints)
    didMove(toParent: parent)
    return constraints
  }

  /// Takes the chrome off the map and out of its parent.
  func detach() {
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}
