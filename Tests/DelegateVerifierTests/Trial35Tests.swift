@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 35 found: the files' own collection types.
@Suite struct Trial35Tests {
    let probe = ConstructsTests().probe

    static let collections = """
        enum Slot { case logo, viewport, cards }
        struct Bag: Sequence, ExpressibleByArrayLiteral {
          var items: [String]
          init(arrayLiteral elements: String...) { items = elements.map { $0.uppercased() } }
          struct Iterator: IteratorProtocol {
            var rest: [String]
            mutating func next() -> String? { rest.isEmpty ? nil : rest.removeFirst() }
          }
          func makeIterator() -> Iterator { Iterator(rest: items) }
        }
        struct SlotMap: ExpressibleByDictionaryLiteral {
          var entries: [Slot: Int] = [:]
          init(dictionaryLiteral elements: (Slot, Int)...) {
            for (slot, value) in elements where slot != .cards { entries[slot] = value }
          }
          subscript(slot slot: Slot) -> Int { entries[slot] ?? -1 }
        }
        func empty() -> Bag { [] }
        struct Shelf: Collection {
          var slots: [Slot] = [.logo, .viewport]
          var startIndex: Int { 0 }
          var endIndex: Int { slots.count }
          func index(after i: Int) -> Int { i + 1 }
          subscript(position: Int) -> Slot { slots[position] }
        }
        """

    /// `let map: SlotMap = [.logo: 1, ...]` runs `init(dictionaryLiteral:)` (trial 35a: the
    /// literal stayed a `Dictionary` and the initializer never ran, a silent pass).
    @Test func aDictionaryLiteralOfTheFilesTypeRunsItsInitializer() throws {
        let members = """
            func probe() -> String {
              let map: SlotMap = [.logo: 1, .cards: 3, .viewport: 2]
              return "\\(map[slot: .logo]) \\(map[slot: .viewport]) \\(map[slot: .cards])"
            }
            """
        let got = try probe(members, Self.collections, nil)
        #expect(got == "1 2 -1", "\(got)")
    }

    /// `let bag: Bag = ["a"]` runs `init(arrayLiteral:)`; `for` and `map` go
    /// through its `makeIterator()`; `[]` returned as a `Bag` is one.
    @Test func theFilesSequenceIteratesThroughItsIterator() throws {
        let members = """
            func probe() -> String {
              let bag: Bag = ["a", "b"]
              var seen: [String] = []
              for item in bag { seen.append(item) }
              let mapped = bag.map { $0 + "!" }
              return "\\(seen) \\(mapped) \\(Array(empty()).count) \\(bag.contains("B"))"
            }
            """
        let got = try probe(members, Self.collections, nil)
        #expect(got == #"["A", "B"] ["A!", "B!"] 0 true"#, "\(got)")
    }

    /// The files' `Collection` without an iterator of its own iterates by its indices.
    @Test func theFilesCollectionIteratesByItsIndices() throws {
        let members = """
            func probe() -> String {
              let shelf = Shelf()
              var count = 0
              for slot in shelf where slot == .viewport { count += 1 }
              return "\\(count) \\(shelf.map { $0 == .logo })"
            }
            """
        let got = try probe(members, Self.collections, nil)
        #expect(got == "1 [true, false]", "\(got)")
    }
}
