import Cassowary

/// Auto Layout's visual format language, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// reads it: `"H:|-16-[logo(44)]-(>=8)-[compass]-|"` into the constraints
/// between the named views (not activated, as UIKit returns them).
public struct VisualFormat {
    /// The order views are laid out in on the horizontal axis (`directionLeadingToTrailing`, the default, ...).
    public enum Direction: Sendable {
        case leadingToTrailing, leftToRight, rightToLeft
    }

    /// A format UIKit rejects with `NSInvalidArgumentException`: the app crashes.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// UIKit's standard spaces: between sibling views, and between a view and its superview's edge.
    public static let standardSiblingSpace = 8.0
    public static let standardSuperviewSpace = 20.0

    private struct Predicate {
        var relation = LayoutRelation.equal
        var constant = 0.0
        var view: LayoutView?
        var priority = Priority.required
    }

    private enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    private let format: [Character]
    private var position = 0
    private let metrics: [String: Double]
    private let views: [String: LayoutView]

    /// The constraints of `format`. `alignAll` are the `alignAll...` options'
    /// attributes (perpendicular to the format's axis), relating each view to the next.
    public static func constraints(
        _ format: String, alignAll: [LayoutAttribute] = [], direction: Direction = .leadingToTrailing,
        metrics: [String: Double] = [:], views: [String: LayoutView], tag: SourceTag? = nil
    ) throws -> [LayoutConstraint] {
        var reader = VisualFormat(format: Array(format.filter { !$0.isWhitespace }), metrics: metrics, views: views)
        return try reader.read(alignAll: alignAll, direction: direction, tag: tag)
    }

    private init(format: [Character], metrics: [String: Double], views: [String: LayoutView]) {
        self.format = format
        self.metrics = metrics
        self.views = views
    }

    private mutating func read(alignAll: [LayoutAttribute], direction: Direction, tag: SourceTag?) throws -> [LayoutConstraint] {
        var vertical = false
        if format.count > 1, format[1] == ":", format[0] == "H" || format[0] == "V" {
            vertical = format[0] == "V"
            position = 2
        }
        let (start, end, size) = vertical ? (LayoutAttribute.top, LayoutAttribute.bottom, LayoutAttribute.height) : Self.horizontalEdges(direction)
        for attribute in alignAll where (attribute.axis == .verticalPosition) == vertical || attribute.axis == .dimension {
            throw failure("alignment .\(attribute) is not perpendicular to the format's \(vertical ? "vertical" : "horizontal") axis")
        }
        var constraints: [LayoutConstraint] = []
        func relate(
            _ first: AnyAnchor, _ second: AnyAnchor?, _ predicate: Predicate, constant: Double
        ) {
            let constraint = LayoutConstraint(
                first: first, relation: predicate.relation, second: second, constant: constant, tag: tag)
            constraint.priority = predicate.priority
            constraints.append(constraint)
        }
        let leadingEdge = take("|")
        let leadingConnection = leadingEdge ? try connection() : nil
        var previous: LayoutView?
        var previousConnection = leadingConnection
        var arranged: [LayoutView] = []
        while true {
            let (view, sizes) = try viewTerm()
            for predicate in sizes {
                relate(view.anchor(size), predicate.view?.anchor(size), predicate, constant: predicate.view == nil ? predicate.constant : 0)
            }
            if let previous {
                for predicate in spaces(previousConnection!, sibling: true) {
                    relate(view.anchor(start), previous.anchor(end), predicate, constant: predicate.constant)
                }
            } else if leadingEdge {
                let superview = try superview(of: view)
                for predicate in spaces(leadingConnection!, sibling: false) {
                    relate(view.anchor(start), superview.anchor(start), predicate, constant: predicate.constant)
                }
            }
            if let before = arranged.last {
                for attribute in alignAll {
                    relate(view.anchor(attribute), before.anchor(attribute), Predicate(), constant: 0)
                }
            }
            arranged.append(view)
            previous = view
            if position == format.count { break }
            let next = try connection()
            if take("|") {
                let superview = try superview(of: view)
                for predicate in spaces(next, sibling: false) {
                    relate(superview.anchor(end), view.anchor(end), predicate, constant: predicate.constant)
                }
                guard position == format.count else { throw failure("nothing may follow the closing |") }
                break
            }
            previousConnection = next
        }
        return constraints
    }

    private static func horizontalEdges(_ direction: Direction) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
        switch direction {
        case .leadingToTrailing: (.leading, .trailing, .width)
        case .leftToRight: (.left, .right, .width)
        case .rightToLeft: (.right, .left, .width)
        }
    }

    /// The spaces a connection asks for: none for `[a][b]`, the standard space for `-`.
    private func spaces(_ connection: Connection, sibling: Bool) -> [Predicate] {
        switch connection {
        case .flush: [Predicate()]
        case .standard: [Predicate(constant: sibling ? Self.standardSiblingSpace : Self.standardSuperviewSpace)]
        case .predicates(let predicates): predicates
        }
    }

    private func superview(of view: LayoutView) throws -> LayoutView {
        guard let superview = view.superview else {
            throw failure("| relates \(view.name) to its superview, and it has none")
        }
        return superview
    }

    /// `-`, `-8-`, `-(>=8@750)-` or nothing.
    private mutating func connection() throws -> Connection {
        guard take("-") else { return .flush }
        if peek == "[" || peek == "|" { return .standard }
        let predicates = peek == "(" ? try predicateList() : [Predicate(constant: try constant())]
        guard take("-") else { throw failure("expected - after the space") }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func viewTerm() throws -> (LayoutView, [Predicate]) {
        guard take("[") else { throw failure("expected a view, [name]") }
        let name = identifier()
        guard let view = views[name] else { throw failure("\(name.isEmpty ? "a view name" : name) is not a key in the views dictionary") }
        let sizes = peek == "(" ? try predicateList() : []
        guard take("]") else { throw failure("expected ] after \(name)") }
        return (view, sizes)
    }

    /// `(==44, >=wide@750, ==other)`.
    private mutating func predicateList() throws -> [Predicate] {
        _ = take("(")
        var predicates: [Predicate] = []
        repeat {
            var predicate = Predicate()
            if take("==") {
            } else if take(">=") {
                predicate.relation = .greaterThanOrEqual
            } else if take("<=") {
                predicate.relation = .lessThanOrEqual
            }
            let name = identifier()
            if name.isEmpty {
                predicate.constant = try number()
            } else if let metric = metrics[name] {
                predicate.constant = metric
            } else if let view = views[name] {
                predicate.view = view
            } else {
                throw failure("\(name) is neither a metric nor a view")
            }
            if take("@") { predicate.priority = Priority(try constant()) }
            predicates.append(predicate)
        } while take(",")
        guard take(")") else { throw failure("expected )") }
        return predicates
    }

    /// A number or a metric's name.
    private mutating func constant() throws -> Double {
        let name = identifier()
        if name.isEmpty { return try number() }
        guard let metric = metrics[name] else { throw failure("\(name) is not a key in the metrics dictionary") }
        return metric
    }

    private mutating func number() throws -> Double {
        let start = position
        if peek == "-" || peek == "+" { position += 1 }
        while let next = peek, next.isNumber || next == "." { position += 1 }
        guard let value = Double(String(format[start..<position])) else { throw failure("expected a number") }
        return value
    }

    private mutating func identifier() -> String {
        let start = position
        while let next = peek, next.isLetter || next == "_" || (position > start && next.isNumber) { position += 1 }
        return String(format[start..<position])
    }

    private var peek: Character? { position < format.count ? format[position] : nil }

    private mutating func take(_ token: String) -> Bool {
        let characters = Array(token)
        guard format[position...].starts(with: characters) else { return false }
        position += characters.count
        return true
    }

    private func failure(_ reason: String) -> Failure {
        Failure(description: "Unable to parse constraint format \"\(String(format))\" at \(position): \(reason)")
    }
}
