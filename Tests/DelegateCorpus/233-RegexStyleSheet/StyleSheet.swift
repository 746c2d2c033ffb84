import UIKit

/// One parsed line of a layout sheet.
struct SheetRule: Equatable {
    enum Relation: String { case equal = "==", atMost = "<=", atLeast = ">=" }

    var view: String
    var edge: String
    var relation: Relation
    var target: [String]          // ["safe", "top"], ["eta", "margins", "top"], ["0"]
    var constant: CGFloat = 0
    var priority: Float = 1000
}

/// A parsed sheet: rules by section name.
struct StyleSheet {
    private(set) var sections: [String: [SheetRule]] = [:]
    private(set) var skipped: [String] = []

    // `view.edge REL target +-const`
    nonisolated(unsafe) private static let rulePattern =
        /(?<view>\w+)\.(?<edge>\w+)\s*(?<rel>==|<=|>=)\s*(?<target>[\w.]+)(?:\s*(?<const>[-+]?\d+))?/
    nonisolated(unsafe) private static let headerPattern = /\[(?<section>[\w.]+)\]/
    private static let namedPriorities: [String: Float] = ["low": 250, "high": 750, "required": 1000]
    private static let edgeNames = ["top", "bottom", "leading", "trailing", "centerX", "centerY", "width", "height"]

    /// `@low`, `@high`, `@required` or `@750`, built from the names above.
    nonisolated(unsafe) private static let priorityPattern: Regex<AnyRegexOutput> = {
        let names = namedPriorities.keys.sorted().joined(separator: "|")
        return try! Regex("@(" + names + #"|\d+)\s*$"#)
    }()

    /// Only the edges the resolver knows; anything else is a typo and the line is skipped.
    nonisolated(unsafe) private static let edgePattern: Regex<AnyRegexOutput> = try! Regex("(" + edgeNames.joined(separator: "|") + ")")

    static func parse(_ text: String) -> StyleSheet {
        var sheet = StyleSheet()
        var section = "default"
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if let header = line.wholeMatch(of: headerPattern) {
                section = String(header.section)
                continue
            }
            guard let rule = rule(from: line) else {
                sheet.skipped.append(line)
                continue
            }
            sheet.sections[section, default: []].append(rule)
        }
        return sheet
    }

    private static func rule(from line: String) -> SheetRule? {
        let matches = line.matches(of: rulePattern)
        guard let match = matches.first, matches.count == 1 else { return nil }
        guard String(match.edge).wholeMatch(of: edgePattern) != nil,
              let relation = SheetRule.Relation(rawValue: String(match.rel)) else { return nil }

        var rule = SheetRule(
            view: String(match.view), edge: String(match.edge), relation: relation,
            target: match.target.split(separator: ".").map(String.init))
        if let text = match.const, let value = Double(text) {
            rule.constant = CGFloat(value)
        }
        if let level = line.firstMatch(of: priorityPattern), let name = level[1].substring {
            rule.priority = namedPriorities[String(name)] ?? Float(String(name)) ?? 1000
        }
        return rule
    }

    /// The rules of `name`, or of `name.wide` when wide and the sheet has that variant.
    func rules(for name: String, wide: Bool) -> [SheetRule] {
        if wide, let variant = sections[name + ".wide"] { return variant }
        return sections[name] ?? []
    }
}

/// An anchor of any axis, so a rule can be resolved before its kind is known.
enum SheetAnchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
    case size(NSLayoutDimension)
}

/// Something with anchors: a view or a layout guide.
@MainActor
protocol SheetItem: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var centerXAnchor: NSLayoutXAxisAnchor { get }
    var centerYAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: SheetItem {}
extension UILayoutGuide: SheetItem {}

extension SheetItem {
    func anchor(_ edge: String) -> SheetAnchor? {
        switch edge {
        case "top": return .y(topAnchor)
        case "bottom": return .y(bottomAnchor)
        case "centerY": return .y(centerYAnchor)
        case "leading": return .x(leadingAnchor)
        case "trailing": return .x(trailingAnchor)
        case "centerX": return .x(centerXAnchor)
        case "width": return .size(widthAnchor)
        case "height": return .size(heightAnchor)
        default: return nil
        }
    }
}

/// The names a sheet may use, bound to this map's objects.
@MainActor
struct SheetScope {
    private var items: [String: SheetItem] = [:]

    subscript(name: String) -> SheetItem? {
        get { items[name] }
        set { items[name] = newValue }
    }

    /// `["eta", "margins", "top"]` -> the ETA card's margins guide's top.
    private func resolve(_ path: [String]) -> SheetAnchor? {
        guard let first = path.first, let item = items[first], let edge = path.last else { return nil }
        if path.count == 3 && path[1] == "margins", let view = item as? UIView {
            return view.layoutMarginsGuide.anchor(edge)
        }
        return path.count == 2 ? item.anchor(edge) : nil
    }

    /// The constraint a rule describes, or nil when a name is not bound in this state.
    func constraint(for rule: SheetRule) -> NSLayoutConstraint? {
        guard let item = items[rule.view], let first = item.anchor(rule.edge) else { return nil }
        let made: NSLayoutConstraint?
        if rule.target.count == 1, let number = Double(rule.target[0]) {
            guard case .size(let dimension) = first else { return nil }
            made = dimension.constraint(rule.relation, constant: CGFloat(number) + rule.constant)
        } else {
            switch (first, resolve(rule.target)) {
            case (.x(let a), .x(let b)?): made = a.constraint(rule.relation, b, rule.constant)
            case (.y(let a), .y(let b)?): made = a.constraint(rule.relation, b, rule.constant)
            default: made = nil
            }
        }
        made?.priority = UILayoutPriority(rule.priority)
        made?.identifier = "sheet:\(rule.view).\(rule.edge)"
        return made
    }
}

extension NSLayoutAnchor {
    func constraint(_ relation: SheetRule.Relation, _ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: return constraint(equalTo: other, constant: c)
        case .atMost: return constraint(lessThanOrEqualTo: other, constant: c)
        case .atLeast: return constraint(greaterThanOrEqualTo: other, constant: c)
        }
    }
}

extension NSLayoutDimension {
    func constraint(_ relation: SheetRule.Relation, constant c: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: return constraint(equalToConstant: c)
        case .atMost: return constraint(lessThanOrEqualToConstant: c)
        case .atLeast: return constraint(greaterThanOrEqualToConstant: c)
        }
    }
}
