import GoogleNavigation
import UIKit

/// One reversible change to the navigation chrome. Every layout change the
/// delegate makes goes through a command, so that leaving a phase is just
/// undoing what that phase did, in reverse.
@MainActor
protocol LayoutCommand: AnyObject {
    func execute()
    func undo()
}

/// Adds a view to a container; undo takes it off again (only if it is still there).
@MainActor
final class AddViewCommand: LayoutCommand {
    private let view: UIView
    private unowned let container: UIView

    init(_ view: UIView, to container: UIView) {
        self.view = view
        self.container = container
    }

    func execute() { container.addSubview(view) }

    func undo() {
        guard view.superview === container else { return }
        view.removeFromSuperview()
    }
}

/// Adds a layout guide to its owning view; undo removes it.
@MainActor
final class AddGuideCommand: LayoutCommand {
    private let guide: UILayoutGuide
    private unowned let owner: UIView

    init(_ guide: UILayoutGuide, to owner: UIView) {
        self.guide = guide
        self.owner = owner
    }

    func execute() { owner.addLayoutGuide(guide) }
    func undo() { owner.removeLayoutGuide(guide) }
}

/// Activates a batch of constraints; undo deactivates the same batch.
@MainActor
final class ActivateCommand: LayoutCommand {
    let constraints: [NSLayoutConstraint]

    init(_ constraints: [NSLayoutConstraint]) { self.constraints = constraints }

    func execute() { NSLayoutConstraint.activate(constraints) }
    func undo() { NSLayoutConstraint.deactivate(constraints) }
}

/// Detaches a view from wherever it is; undo puts it back into that superview.
@MainActor
final class RemoveCommand: LayoutCommand {
    private let view: UIView
    private weak var formerSuperview: UIView?

    init(_ view: UIView) { self.view = view }

    func execute() {
        formerSuperview = view.superview
        view.removeFromSuperview()
    }

    func undo() {
        formerSuperview?.addSubview(view)
        formerSuperview = nil
    }
}

/// Hands buttons to the SDK's hiding stack; undo empties the stack, which takes
/// the buttons off it.
@MainActor
final class ArrangeCommand: LayoutCommand {
    private let stack: GMSNavigationHidingStackView
    private let views: [UIView]

    init(_ views: [UIView], in stack: GMSNavigationHidingStackView) {
        self.views = views
        self.stack = stack
    }

    func execute() { stack.arrangedSubviews = views }
    func undo() { stack.arrangedSubviews = [] }
}

/// A named group of commands run as one: executes in order, undoes in reverse.
@MainActor
final class MacroCommand: LayoutCommand {
    let name: String
    private(set) var commands: [LayoutCommand]

    init(_ name: String, _ commands: [LayoutCommand]) {
        self.name = name
        self.commands = commands
    }

    func append(_ command: LayoutCommand) { commands.append(command) }

    func execute() { commands.forEach { $0.execute() } }
    func undo() { commands.reversed().forEach { $0.undo() } }
}
