import GoogleNavigation
import UIKit

/// A layout item on the operand stack.
@MainActor
enum Operand {
    case view(UIView)
    case guide(UILayoutGuide)

    func x(_ edge: Edge) -> NSLayoutXAxisAnchor {
        switch (self, edge) {
        case (.view(let v), .leading): return v.leadingAnchor
        case (.view(let v), .trailing): return v.trailingAnchor
        case (.guide(let g), .leading): return g.leadingAnchor
        case (.guide(let g), .trailing): return g.trailingAnchor
        default: fatalError("\(edge) is not a horizontal edge")
        }
    }

    func y(_ edge: Edge) -> NSLayoutYAxisAnchor {
        switch (self, edge) {
        case (.view(let v), .top): return v.topAnchor
        case (.view(let v), .bottom): return v.bottomAnchor
        case (.guide(let g), .top): return g.topAnchor
        case (.guide(let g), .bottom): return g.bottomAnchor
        default: fatalError("\(edge) is not a vertical edge")
        }
    }
}

/// Runs layout programs against one map view.
@MainActor
final class LayoutVM {
    let map: GMSMapView
    /// Marks the bottom of the open map: above the ETA card and any prompt.
    let floor = UILayoutGuide()
    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    /// Google views of the current state, by slot.
    var slots: [Slot: UIView] = [:]
    var buttons: [NavigationUIButton] = []
    var wide = false

    private(set) var registers: [Register: [NSLayoutConstraint]] = [:]
    private var mountedViews: [Register: [UIView]] = [:]
    private var mountedGuides: [Register: [UILayoutGuide]] = [:]
    private(set) var marks: [String: NSLayoutConstraint] = [:]

    private var operands: [Operand] = []
    private var pending: [NSLayoutConstraint] = []
    private var returnStack: [Int] = []

    /// The order buttons take in the hiding stack (it hides from the end).
    private static let buttonOrder: [NavigationButtonKnownType] = [.reporting, .compass]

    init(map: GMSMapView) {
        self.map = map
        floor.identifier = "vm.floor"
    }

    // MARK: Execution

    func run(_ program: [Op], as register: Register) {
        let labels = resolveLabels(program)
        operands.removeAll()
        pending.removeAll()
        returnStack.removeAll()
        var pc = 0
        while pc < program.count {
            let op = program[pc]
            pc += 1
            switch op {
            case .label:
                continue
            case .mount(let slot):
                mount(slot, in: register)
            case .stackButtons:
                buttonStack.arrangedSubviews = Self.buttonOrder.compactMap { type in
                    buttons.first { $0.type == type }?.view
                }
            case .push(let slot):
                operands.append(operand(slot))
            case .pushMargins(let slot):
                operands.append(.guide(view(slot).layoutMarginsGuide))
            case .pin(let a, let b, let c):
                emit(a, b, c, relation: .equal)
            case .pinAtMost(let a, let b, let c):
                emit(a, b, c, relation: .lessThanOrEqual)
            case .pinSoft(let a, let b, let c):
                emit(a, b, c, relation: .equal, priority: .defaultLow)
            case .flatten:
                guard case .guide(let g)? = operands.last else { fatalError("flatten needs a guide") }
                pending.append(g.heightAnchor.constraint(equalToConstant: 0))
            case .mark(let name):
                marks[name] = pending.last
            case .activate:
                NSLayoutConstraint.activate(pending)
                registers[register, default: []].append(contentsOf: pending)
                pending.removeAll()
            case .pop:
                _ = operands.popLast()
            case .jumpIfWide(let label):
                if wide { pc = target(label, labels) }
            case .jump(let label):
                pc = target(label, labels)
            case .call(let label):
                returnStack.append(pc)
                pc = target(label, labels)
            case .ret:
                pc = returnStack.popLast() ?? program.count
            case .halt:
                pc = program.count
            }
        }
        precondition(pending.isEmpty, "program ended with constraints not activated")
    }

    private func resolveLabels(_ program: [Op]) -> [String: Int] {
        var labels: [String: Int] = [:]
        for (index, op) in program.enumerated() {
            if case .label(let name) = op { labels[name] = index + 1 }
        }
        return labels
    }

    private func target(_ label: String, _ labels: [String: Int]) -> Int {
        guard let pc = labels[label] else { fatalError("unknown label \(label)") }
        return pc
    }

    private func emit(_ a: Edge, _ b: Edge, _ c: CGFloat,
                      relation: NSLayoutConstraint.Relation,
                      priority: UILayoutPriority = .required) {
        precondition(operands.count >= 2, "pin needs a subject and a target")
        let target = operands[operands.count - 1]
        let subject = operands[operands.count - 2]
        precondition(a.isHorizontal == b.isHorizontal, "pin across axes")
        let constraint = a.isHorizontal
            ? relate(subject.x(a), target.x(b), c, relation)
            : relate(subject.y(a), target.y(b), c, relation)
        constraint.priority = priority
        pending.append(constraint)
    }

    private func relate<T>(_ s: NSLayoutAnchor<T>, _ t: NSLayoutAnchor<T>, _ c: CGFloat,
                           _ relation: NSLayoutConstraint.Relation) -> NSLayoutConstraint {
        switch relation {
        case .lessThanOrEqual: return s.constraint(lessThanOrEqualTo: t, constant: c)
        case .greaterThanOrEqual: return s.constraint(greaterThanOrEqualTo: t, constant: c)
        case .equal: return s.constraint(equalTo: t, constant: c)
        }
    }

    // MARK: Slots

    private func view(_ slot: Slot) -> UIView {
        switch slot {
        case .map: return map
        case .buttonStack: return buttonStack
        default:
            guard let view = slots[slot] else { fatalError("slot \(slot.rawValue) is empty") }
            return view
        }
    }

    private func operand(_ slot: Slot) -> Operand {
        switch slot {
        case .safeArea: return .guide(map.safeAreaLayoutGuide)
        case .floor: return .guide(floor)
        default: return .view(view(slot))
        }
    }

    private func mount(_ slot: Slot, in register: Register) {
        if slot == .floor {
            guard !mountedGuides.values.contains(where: { $0.contains { $0 === floor } }) else { return }
            map.addLayoutGuide(floor)
            mountedGuides[register, default: []].append(floor)
            return
        }
        let v = view(slot)
        // addSubview of a subview would bring it to the front, over a prompt.
        guard v.superview !== map else { return }
        map.addSubview(v)
        mountedViews[register, default: []].append(v)
    }

    // MARK: Undo

    /// Deactivates the register's constraints; its views stay where they are.
    func undoConstraints(_ register: Register) {
        NSLayoutConstraint.deactivate(registers[register] ?? [])
        registers[register] = nil
    }

    /// Deactivates the register's constraints and removes its views and guides.
    func undo(_ register: Register) {
        undoConstraints(register)
        for v in mountedViews[register] ?? [] {
            v.removeFromSuperview()
            if v === buttonStack { buttonStack.arrangedSubviews = [] }
        }
        mountedViews[register] = nil
        for g in mountedGuides[register] ?? [] { map.removeLayoutGuide(g) }
        mountedGuides[register] = nil
    }

    /// Takes the register's contents out, so a new run can use it while the
    /// old contents animate away.
    func detach(_ register: Register) -> (constraints: [NSLayoutConstraint], views: [UIView]) {
        let taken = (registers[register] ?? [], mountedViews[register] ?? [])
        registers[register] = nil
        mountedViews[register] = nil
        return taken
    }
}
