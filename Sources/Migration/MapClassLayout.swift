import DelegateGenerator
import LayoutModel
import SourceEditing
import SwiftSyntax

/// What a project map view class (`class NavigationMapView: GMSMapView`)
/// needs from its screens' delegates once its legacy uses are rewritten.
///
/// Such a class configures the map of every screen that holds one, but it
/// cannot name their delegates. So it gets a protocol listing what it sets
/// and reads (`NavigationMapViewLayout`), and a weak property of that type
/// the screen sets when it installs its delegate; each delegate conforms,
/// answering from its own properties.
struct MapClassLayout {
    /// A member the class's rewritten code uses.
    enum Requirement: Hashable {
        /// A Bool the class sets (a run-time flag, `usesDockGuide`) or only reads.
        case flag(String, settable: Bool)
        /// A custom view or guide the class hands to the delegate.
        case item(String, isGuide: Bool)
        /// The legacy `padding` the class computes; each delegate takes its run-time edges.
        case padding

        var declaration: String {
            switch self {
            case .flag(let name, let settable): "var \(name): Bool { get\(settable ? " set" : "") }"
            case .item(let name, let isGuide): "var \(name): \(isGuide ? "UILayoutGuide" : "UIView")? { get set }"
            case .padding: "func \(Self.paddingMethod)(_ padding: UIEdgeInsets)"
            }
        }

        static let paddingMethod = "applyLegacyPadding"
    }

    let className: String
    var requirements: Set<Requirement> = []

    /// One class's layout as two screens (or two files) need it: everything either uses.
    static func merging(_ first: MapClassLayout, _ second: MapClassLayout) -> MapClassLayout {
        var merged = first
        merged.requirements.formUnion(second.requirements)
        return merged
    }

    /// `NavigationMapViewLayout` for `NavigationMapView`.
    var protocolName: String { className + "Layout" }
    /// The class's weak property holding the delegate: `navigationMapViewLayout`.
    var propertyName: String { Self.propertyName(of: className) }

    /// Where a map class keeps the legacy padding it sets.
    static let paddingProperty = "legacyPadding"

    static func propertyName(of className: String) -> String {
        className.prefix(1).lowercased() + className.dropFirst() + "Layout"
    }

    /// The protocol, after the class, and the property, first in its body.
    func declarationEdits(in file: EditableFile) -> [TextEdit]? {
        guard let type = file.tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first(where: { $0.name.text == className })
        else { return nil }
        let step = file.indentStep
        let comment = [
            "/// The screen's layout delegate, which took over the Navigation SDK's",
            "/// legacy layout slots this class used (navlint). The screen sets it",
            "/// when it installs the delegate, before navigation starts.",
        ]
        let method = Requirement.paddingMethod
        // The padding is kept, so a delegate set after it still gets it.
        let property = requirements.contains(.padding)
            ? comment + [
                "weak var \(propertyName): \(protocolName)? {", "\(step)didSet { \(propertyName)?.\(method)(\(Self.paddingProperty)) }", "}", "",
                "/// The legacy `padding` this class sets, for the delegate's viewport (navlint).",
                "private var \(Self.paddingProperty) = UIEdgeInsets.zero {",
                "\(step)didSet { \(propertyName)?.\(method)(\(Self.paddingProperty)) }", "}", "",
            ]
            : comment + ["weak var \(propertyName): \(protocolName)?", ""]
        let members = [
            "", "/// What `\(className)` sets and reads on its screen's layout delegate (navlint).",
            "@MainActor", "protocol \(protocolName): AnyObject {",
        ] + requirements.map { step + $0.declaration }.sorted() + ["}"]
        return [
            .insert(EditableFile.indented(property, by: step), at: file.lineEnd(of: type.memberBlock.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)),
            file.insertion(members, after: type, indent: ""),
        ]
    }

    /// The delegate's conformance, for its file: what the delegate has no
    /// property for it answers with the value it always has on this screen;
    /// `nil` when the class sets a value the delegate keeps constant.
    func conformance(of plan: ScreenPlan, delegate: String) -> [String]? {
        let owned = Self.delegateProperties(of: plan)
        var body: [String] = []
        for requirement in requirements.sorted(by: { $0.declaration < $1.declaration }) {
            switch requirement {
            case .flag(let name, let settable):
                guard !owned.contains(name) else { continue }
                guard !settable, let flag = LegacyFlag.allCases.first(where: { $0.propertyName == name }) else { return nil }
                body += ["", "    /// Always \(plan.base[keyPath: flag.keyPath]) on this screen.", "    var \(name): Bool { \(plan.base[keyPath: flag.keyPath]) }"]
            case .item(let name, _):
                guard owned.contains(name) else { return nil }
            case .padding:
                // A whole-value padding sets its edges and re-applies once through `padding`.
                let edges = plan.paddingIsValue
                    ? ["        self.padding = padding"]
                    : plan.runtimePaddings.map { "        \($0.edge.propertyName) = padding.\($0.edge.rawValue)" }
                body += ["", "    func \(Requirement.paddingMethod)(_ padding: UIEdgeInsets) {"] + edges + ["    }"]
            }
        }
        guard !body.isEmpty else { return ["", "extension \(delegate): \(protocolName) {}"] }
        return ["", "extension \(delegate): \(protocolName) {"] + body.dropFirst() + ["}"]
    }

    /// The delegate's properties the screen sets.
    static func delegateProperties(of plan: ScreenPlan) -> Set<String> {
        Set(
            plan.runtimeFlags.map(\.flag.propertyName) + plan.runtimePaddings.map(\.edge.propertyName)
                + plan.base.customItems.map(\.name) + (plan.runtimeButtonsGuide.map { [$0.propertyName] } ?? []))
    }
}
