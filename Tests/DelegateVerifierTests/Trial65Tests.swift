@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// What trial round 65 found: of nine new-user delegates, five stopped at
/// Swift or Foundation the run did not take (`NSMutableOrderedSet` and
/// `NSDictionary()`, `sorted(using:)` with `KeyPathComparator`s,
/// `repeatElement`, `Substring(_:)`, `Optional.map` on a constraint's
/// `identifier` read in an extension, `directionalLayoutMargins = .zero`,
/// a metatype cast `as? any P.Type`), and two correct-looking delegates had
/// real bugs verify reported (a pin activated before its second view was on
/// the map; a stack's pins built before its buttons were arranged).
@Suite struct Trial65Tests {
    let probe = ConstructsTests().probe

    /// The Swift of the round's stops, with what swiftc prints for it.
    @Test func theRoundsSwiftRunsAsSwiftcRunsIt() throws {
        let declarations = """
            struct Row { let layer: Int; let rank: Int; let name: String }
            protocol Slot { static var key: String { get } }
            protocol GuidanceOnly: Slot {}
            enum A: Slot { static let key = "a" }
            enum B: GuidanceOnly { static let key = "b" }
            """
        let members = """
            func probe() -> String {
              let rows = [Row(layer: 1, rank: 2, name: "x"), Row(layer: 0, rank: 5, name: "y"), Row(layer: 1, rank: 1, name: "z"), Row(layer: 0, rank: 5, name: "w")]
              let sorted = rows.sorted(using: [KeyPathComparator(\\Row.layer), KeyPathComparator(\\Row.rank, order: .reverse)]).map(\\.name).joined()
              var again = rows
              again.sort(using: KeyPathComparator(\\Row.rank))
              let slots: [any Slot.Type] = [A.self, B.self]
              let only = slots.compactMap { $0 as? any GuidanceOnly.Type }.map { $0.key }
              let gaps = [4] + repeatElement(8, count: 2)
              let parts = "nav.ready.logo".split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
              let ours = parts[0] == Substring("nav")
              return "\\(sorted) \\(again.map(\\.name).joined()) \\(only) \\(gaps) \\(ours) \\(parts.count)"
            }
            """
        #expect(try probe(members, declarations, nil) == #"ywxz zxyw ["b"] [4, 8, 8] true 3"#)
    }

    /// `x == .guidance(wide: w)` where the enum has a case `guidance` without
    /// a payload and a static factory `guidance(wide:)`: the factory's value,
    /// as swiftc picks it (387's sweep matched nothing, leaving both width classes' pins).
    @Test func anImplicitFactoryBesideACaseOfItsName() throws {
        let declarations = """
            enum Scope: String { case session, guidance, guidanceNarrow = "g/n", guidanceWide = "g/w"
              static func guidance(wide: Bool) -> Scope { wide ? .guidanceWide : .guidanceNarrow } }
            """
        let members = """
            func probe() -> String {
              let scopes: [Scope] = [.session, .guidanceWide, .guidance, .guidanceNarrow]
              let wide = scopes.filter { $0 == .guidance(wide: true) }.map(\\.rawValue)
              var picked = Scope.session
              picked = .guidance(wide: false)
              return "\\(wide) \\(picked.rawValue) \\(scopes.contains { $0 != .guidance(wide: false) })"
            }
            """
        #expect(try probe(members, declarations, nil) == #"["g/w"] g/n true"#)
    }

    /// A constraint's `identifier` is `String?`: `.flatMap` in the files'
    /// extension is `Optional`'s, not a map over its characters; a view
    /// subclass's `directionalLayoutMargins = .zero` zeroes its margins.
    @Test func frameworkOptionalsAndImplicitZeroMargins() throws {
        let declarations = """
            extension NSLayoutConstraint {
              var tag: String? { identifier.flatMap { $0.hasPrefix("nav.") ? String($0.dropFirst(4)) : nil } }
            }
            final class Slot: UIView {
              init() {
                super.init(frame: .zero)
                directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
                directionalLayoutMargins = .zero
              }
              required init?(coder: NSCoder) { fatalError() }
            }
            """
        let members = """
            func probe() -> String {
              let named = UIView().widthAnchor.constraint(equalToConstant: 4)
              named.identifier = "nav.logo"
              let other = UIView().widthAnchor.constraint(equalToConstant: 4)
              let slot = Slot()
              return "\\(named.tag ?? "-") \\(other.tag ?? "-") \\(slot.directionalLayoutMargins.leading)"
            }
            """
        #expect(try probe(members, declarations, nil) == "logo - 0.0")
    }

    /// `NSMutableOrderedSet` holds each object once, in the order first added;
    /// `enumerateObjects(options: .reverse)` walks it from the back.
    @Test func orderedSetsKeepEachObjectOnce() throws {
        let members = """
            func probe() -> String {
              let set = NSMutableOrderedSet()
              set.add("a"); set.add("b"); set.add("a")
              set.addObjects(from: ["c", "b"])
              let other = NSMutableOrderedSet(array: ["d", "a"])
              set.union(other)
              set.remove("b")
              var walked: [String] = []
              set.enumerateObjects(options: .reverse) { object, index, _ in walked.append("\\(index)\\(object)") }
              let empty = NSDictionary()
              return "\\(set.array.compactMap { $0 as? String }) \\(set.count) \\(set.contains("c")) \\(walked) \\(empty.count)"
            }
            """
        #expect(try probe(members, "", nil) == #"["a", "c", "d"] 3 true ["2d", "1c", "0a"] 0"#)
    }
}
