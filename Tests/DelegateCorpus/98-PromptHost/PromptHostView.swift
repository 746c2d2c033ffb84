import UIKit
import GoogleNavigation

/// A bottom container that holds at most one prompt. Empty, it collapses to nothing;
/// holding a prompt, it takes the prompt's height.
final class PromptHostView: UIView {
    private(set) var prompt: NavigationPromptView?
    private var pins: [NSLayoutConstraint] = []
    private lazy var collapsed: NSLayoutConstraint = heightAnchor.constraint(equalToConstant: 0)
    private let slide = CGAffineTransform(translationX: 0, y: 80)

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .clear
        collapsed.isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func present(_ newPrompt: NavigationPromptView, animated: Bool = true) {
        clear(animated: false)
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        addSubview(newPrompt)
        pins = [
            newPrompt.topAnchor.constraint(equalTo: topAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        collapsed.isActive = false
        NSLayoutConstraint.activate(pins)
        prompt = newPrompt
        guard animated else { return }
        newPrompt.transform = slide
        superview?.setNeedsLayout()
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            newPrompt.transform = .identity
            self.superview?.layoutIfNeeded()
        }
    }

    func clear(animated: Bool) {
        guard let current = prompt else { return }
        let finish = {
            NSLayoutConstraint.deactivate(self.pins)
            self.pins = []
            current.removeFromSuperview()
            current.transform = .identity
            self.collapsed.isActive = true
            self.superview?.layoutIfNeeded()
        }
        prompt = nil
        if animated {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn, .allowUserInteraction],
                           animations: { current.transform = self.slide }, completion: { _ in finish() })
        } else {
            finish()
        }
    }
}
