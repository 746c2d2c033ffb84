@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// What trial round 63 found: the files' own `RangeReplaceableCollection`
/// (a batch type backed by a `ContiguousArray`) stopped the run at its first
/// `LayoutBatch([...])`, `+=` or `removeAll()`, which Swift's defaults build
/// on the type's `replaceSubrange(_:with:)`; a trait collection's
/// `displayScale` and `userInterfaceStyle` were not read.
@Suite struct Trial63Tests {
    let probe = ConstructsTests().probe

    /// A collection of the files with `init()`, positions and `replaceSubrange`: Swift's defaults.
    static let batch = """
        struct Batch<Element>: RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
          var storage: ContiguousArray<Element>
          var replacements = 0
          init() { storage = [] }
          init(arrayLiteral elements: Element...) { storage = ContiguousArray(elements) }
          var startIndex: Int { storage.startIndex }
          var endIndex: Int { storage.endIndex }
          subscript(position: Int) -> Element { storage[position] }
          mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
            storage.replaceSubrange(subrange, with: newElements)
            replacements += 1
          }
          static func + (lhs: Batch, rhs: Element) -> Batch { lhs + CollectionOfOne(rhs) }
        }
        """

    @Test func theFilesRangeReplaceableCollectionRunsOnSwiftsDefaults() throws {
        let members = """
            func probe() -> String {
              var batch: Batch<Int> = [1, 2]
              batch += Batch([3])
              batch += [4, 5]
              batch.append(6)
              batch.insert(0, at: 0)
              batch.remove(at: 1)
              let more = batch + 7
              let removedLast = batch.removeLast()
              let emptied = { () -> Int in var copy = batch; copy.removeAll(); return copy.count }()
              return "\\(Array(batch)) \\(Array(more)) \\(removedLast) \\(emptied) \\(batch.replacements)"
            }
            """
        // What Swift prints (swiftc): one replaceSubrange per change, `+=` one per element appended, the literal none.
        let text = try probe(members, Self.batch, nil)
        #expect(text == "[0, 2, 3, 4, 5] [0, 2, 3, 4, 5, 6, 7] 6 0 7")
    }

    @Test func aTraitCollectionTellsItsDisplayScaleAndStyle() throws {
        let members = """
            func probe() -> String {
              let traits = UIView().traitCollection
              let style = switch traits.userInterfaceStyle { case .dark: "dark"; case .light: "light"; default: "other" }
              return "\\(traits.displayScale) \\(style)"
            }
            """
        let text = try probe(members, "", nil)
        #expect(text == "3.0 light")
    }
}


/// Trial 63's state table: a `[Slot: UIView?]` literal with a nil value,
/// `compactMapValues { $0 }` after it (the run stopped at the literal).
@Suite struct Trial63OptionalValuesTests {
    let probe = ConstructsTests().probe

    @Test func aDictionaryOfOptionalsKeepsItsNilEntries() throws {
        let members = """
            func probe() -> String {
              let rail: UIView? = nil
              let candidates: [String: UIView?] = ["logo": UIView(), "rail": rail]
              let shown = candidates.compactMapValues { $0 }
              return "\\(candidates.count) \\(shown.count) \\(shown.keys.sorted())"
            }
            """
        // What Swift prints (swiftc).
        #expect(try probe(members, "", nil) == #"2 1 ["logo"]"#)
    }

    /// What would need Swift's `.some(nil)` stops: a read of the key holding nil, a nil optional stored.
    @Test func readingAKeyHoldingNilOrStoringANilOptionalStops() throws {
        let read = """
            func probe() -> String {
              let table: [String: UIView?] = ["rail": nil]
              if let entry = table["rail"] { return "present \\(entry == nil)" }
              return "missing"
            }
            """
        #expect(throws: Unsupported.self) { try probe(read, "", nil) }
        let store = """
            func probe() -> String {
              var table: [String: UIView?] = [:]
              let rail: UIView? = nil
              table["rail"] = rail
              return "\\(table.count)"
            }
            """
        #expect(throws: Unsupported.self) { try probe(store, "", nil) }
        let removal = """
            func probe() -> String {
              var table: [String: UIView?] = ["rail": UIView()]
              table["rail"] = nil
              return "\\(table.count)"
            }
            """
        #expect(try probe(removal, "", nil) == "0")
    }
}
