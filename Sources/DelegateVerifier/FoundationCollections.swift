import SwiftSyntax

/// `NSMutableArray`, `NSMutableOrderedSet`, `NSMutableDictionary`, `NSHashTable` and `NSMapTable`, where code
/// ported from Objective-C keeps its constraints and observers. Unlike Swift's collections they are
/// reference types: two names for one collection see each other's changes,
/// so the value is shared, never copied on assignment. `contents` is an
/// `.array` or a `.dictionary`; iteration, `count` and the sequence methods
/// (`NSArray` is a `Sequence` of `Any`, `NSDictionary` of `(key:value:)`)
/// read it, and a cast to a Swift collection type (`as! [NSLayoutConstraint]`)
/// copies it out, as bridging does.
final class FoundationCollection {
    /// Numbers in it are `NSNumber`s, as Foundation's collections hold objects (`BoxedNumbers.swift`).
    var contents: Value {
        didSet { contents = contents.asObjects }
    }
    /// What the collection holds without keeping it alive (`WeakReferences.swift` removes the
    /// entries whose weak part nothing else keeps): an `NSHashTable.weakObjects()`'s objects,
    /// an `NSMapTable.weakToStrongObjects()`'s keys.
    struct Weakness: OptionSet {
        let rawValue: Int
        static let keys = Weakness(rawValue: 1)
        static let objects = Weakness(rawValue: 2)
    }
    let weakly: Weakness
    /// An `NSMapTable`: a dictionary with only the map table's own methods.
    let isMapTable: Bool
    /// An `NSMutableOrderedSet`: an array holding each object (by `isEqual:`) once.
    let isOrderedSet: Bool

    init(_ contents: Value, weakly: Weakness = [], isMapTable: Bool = false, isOrderedSet: Bool = false) {
        self.contents = contents.asObjects
        self.weakly = weakly
        self.isMapTable = isMapTable
        self.isOrderedSet = isOrderedSet
    }

    /// Whether it keeps some of what it holds only weakly.
    var holdsWeakly: Bool { !weakly.isEmpty }

    var isDictionary: Bool {
        if case .dictionary = contents { return true }
        return false
    }

    /// An `NSHashTable`, whose contents are a `.set`.
    var isHashTable: Bool {
        if case .set = contents { return true }
        return false
    }

    var typeName: String { typeNames[0] }

    /// The Foundation types the collection is an instance of (casts, extensions).
    var typeNames: [String] {
        if isHashTable { return ["NSHashTable", "NSObject"] }
        if isMapTable { return ["NSMapTable", "NSObject"] }
        if isOrderedSet { return ["NSMutableOrderedSet", "NSOrderedSet", "NSObject", "Sequence"] }
        return isDictionary ? ["NSMutableDictionary", "NSDictionary", "NSObject", "Sequence"] : ["NSMutableArray", "NSArray", "NSObject", "Sequence"]
    }
}

extension Interpreter {
    /// `NSMutableArray()`, `(array:)`, `(capacity:)`; `NSMutableDictionary()`,
    /// `(dictionary:)`, `(capacity:)`; `NSHashTable()` (which keeps its
    /// objects); `nil` for other constructors.
    func makeFoundationCollection(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let contents: Value
        switch (name, arguments.map(\.label)) {
        case ("NSHashTable", []): contents = .set([])
        case ("NSMutableArray", []), ("NSMutableArray", ["capacity"]): contents = .array([])
        case ("NSMutableArray", ["array"]), ("NSArray", ["array"]): contents = .array(try sequence(bridged(arguments[0].value), at: call))
        case ("NSMutableArray", ["array", "copyItems"]), ("NSArray", ["array", "copyItems"]):
            // The Objective-C deep copy: each element's `copy(with: nil)`, when `copyItems` is true.
            let elements = try sequence(bridged(arguments[0].value), at: call)
            guard case .bool(let copies) = arguments[1].value else { throw unsupported(call, "copyItems: \(arguments[1].value.kind)") }
            contents = .array(copies ? try elements.map { try copiedItem($0, at: call) } : elements)
        case ("NSMutableOrderedSet", []), ("NSMutableOrderedSet", ["capacity"]): return .foundation(FoundationCollection(.array([]), isOrderedSet: true))
        case ("NSMutableOrderedSet", ["array"]), ("NSOrderedSet", ["array"]):
            var elements: [Value] = []
            for element in try sequence(bridged(arguments[0].value), at: call) where !elements.contains(where: { equals($0, element) == true }) {
                elements.append(element)
            }
            return .foundation(FoundationCollection(.array(elements), isOrderedSet: true))
        case ("NSMutableDictionary", []), ("NSMutableDictionary", ["capacity"]), ("NSDictionary", []): contents = .dictionary([])
        // A cache that never evicts: what the app finds in it is what it put there (the system may evict under memory pressure).
        case ("NSCache", []): contents = .dictionary([])
        case ("NSMutableDictionary", ["dictionary"]):
            guard case .dictionary = bridged(arguments[0].value) else { throw unsupported(call, "an NSMutableDictionary from \(arguments[0].value.kind)") }
            contents = bridged(arguments[0].value)
        default: return nil
        }
        return .foundation(FoundationCollection(contents))
    }

    /// What `NSCopying`'s `copy()` gives for an element: the files' `copy(with:)`.
    private func copiedItem(_ element: Value, at call: some SyntaxProtocol) throws -> Value {
        let instance: Instance? = if case .object(let object) = element { object } else { attachedInstance(of: element) }
        guard let instance, let method = instance.type.method(named: "copy", labels: ["with"]) else {
            throw unsupported(call, "copying \(element.kind) (no copy(with:) of the files)")
        }
        return try self.call(method, on: instance, arguments: [("with", .null)])
    }

    /// `NSHashTable.weakObjects()` and `.strongObjects()`; `NSMapTable.weakToStrongObjects()`
    /// and its three siblings (keys and objects compared with `isEqual:`, as their object
    /// personality does); `nil` for other type methods.
    func makeWeakTable(_ name: String, of typeName: String, _ arguments: [Argument]) -> Value? {
        guard arguments.isEmpty else { return nil }
        let table: FoundationCollection
        switch (typeName, name) {
        case ("NSHashTable", "weakObjects"), ("NSHashTable", "strongObjects"):
            table = FoundationCollection(.set([]), weakly: name == "weakObjects" ? .objects : [])
        case ("NSMapTable", _):
            let parts = name.split(separator: "To").map(String.init)
            guard parts.count == 2, name.hasSuffix("Objects"), let keys = parts[0] == "weak" ? true : parts[0] == "strong" ? false : nil,
                let objects = parts[1] == "WeakObjects" ? true : parts[1] == "StrongObjects" ? false : nil
            else { return nil }
            var weakly: FoundationCollection.Weakness = []
            if keys { weakly.insert(.keys) }
            if objects { weakly.insert(.objects) }
            table = FoundationCollection(.dictionary([]), weakly: weakly, isMapTable: true)
        default: return nil
        }
        if table.holdsWeakly { weakTables.append(table) }
        return .foundation(table)
    }

    /// A Foundation collection as the Swift collection it bridges to (a copy); other values as they are.
    func bridged(_ value: Value) -> Value {
        if case .foundation(let collection) = value { return collection.contents.copied() }
        return value
    }

    /// A Foundation collection cast to a Swift collection type (`as! [NSLayoutConstraint]`) is bridged: a copy.
    func bridged(_ value: Value, toward type: TypeSyntax) -> Value {
        guard case .foundation = value else { return value }
        let unwrapped = declaredType(type).unwrapped
        return unwrapped.is(ArrayTypeSyntax.self) || unwrapped.is(DictionaryTypeSyntax.self) ? bridged(value) : value
    }

    /// `count`, `firstObject`, `lastObject`, `allKeys`, `allValues`; `allObjects`, `anyObject`
    /// (of a hash table in the order its objects were added, stated: Foundation documents none).
    func foundationMember(_ name: String, of collection: FoundationCollection, at node: some SyntaxProtocol) -> Value? {
        if case .set(let elements) = collection.contents, elements.count > 1, name == "allObjects" || name == "anyObject" {
            assume(node, "NSHashTable.\(name) reads its \(elements.count) objects in the order they were added (Foundation does not document an order)")
        }
        switch (collection.contents, name) {
        case (.set(let elements), "count"): return .number(Double(elements.count))
        case (.set(let elements), "allObjects"): return .array(elements)
        case (.set(let elements), "anyObject"): return elements.first ?? .null
        case (.array(let elements), "count"), (.array(let elements), "firstObject"), (.array(let elements), "lastObject"):
            return name == "count" ? .number(Double(elements.count)) : (name == "firstObject" ? elements.first : elements.last) ?? .null
        case (.dictionary(let entries), "count"): return .number(Double(entries.count))
        case (.array(let elements), "allObjects"): return .array(elements)  // an `NSEnumerator`'s remaining objects
        case (.array(let elements), "array") where collection.isOrderedSet: return .array(elements)
        case (.dictionary(let entries), "allKeys"): return .array(entries.map(\.key))
        case (.dictionary(let entries), "allValues"): return .array(entries.map(\.value))
        default: return nil
        }
    }

    /// The methods of `NSMutableArray` and `NSMutableDictionary` (changing
    /// the one shared collection), then the sequence methods over its elements.
    func callFoundationMethod(_ name: String, on collection: FoundationCollection, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("copy", []) where collection.isOrderedSet, ("mutableCopy", []) where collection.isOrderedSet:
            return .foundation(FoundationCollection(collection.contents.copied(), isOrderedSet: true))
        case ("copy", []) where !collection.isHashTable: return collection.contents.copied()
        case ("mutableCopy", []) where !collection.isHashTable: return .foundation(FoundationCollection(collection.contents.copied()))
        case ("removeAllObjects", []):
            collection.contents = collection.isDictionary ? .dictionary([]) : collection.isHashTable ? .set([]) : .array([])
            return .void
        default: break
        }
        switch collection.contents {
        case .set(var elements):  // not a `Sequence`: only its own methods
            guard let result = hashTableMethod(name, &elements, arguments) else { return nil }
            collection.contents = .set(elements)
            return result
        case .array(var elements):
            if try enumerateObjects(name, elements, arguments, at: call) { return .void }
            if collection.isOrderedSet {
                guard let result = try orderedSetMethod(name, &elements, arguments, at: call) else {
                    return try callSequenceMethod(name, on: .array(elements), arguments, at: call)
                }
                collection.contents = .array(elements)
                return result
            }
            guard let result = try mutableArrayMethod(name, &elements, arguments, at: call) else {
                return try callSequenceMethod(name, on: .array(elements), arguments, at: call)
            }
            collection.contents = .array(elements)
            return result
        case .dictionary(let entries) where collection.isMapTable:
            return try mapTableMethod(name, of: collection, entries, arguments, at: call)
        case .dictionary(var entries):
            guard let result = try mutableDictionaryMethod(name, &entries, arguments, at: call) else {
                return try callSequenceMethod(name, on: .array(sequence(collection.contents, at: call)), arguments, at: call)
            }
            collection.contents = .dictionary(entries)
            return result
        default: return nil
        }
    }

    /// `NSMutableArray`'s own methods; an index out of bounds raises `NSRangeException`, which crashes the app.
    private func mutableArrayMethod(_ name: String, _ elements: inout [Value], _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        func index(_ position: Int, within count: Int) throws -> Int {
            let index = Int(try number(arguments[position].value, at: call))
            guard index >= 0 && index < count else { throw crash(call, "NSMutableArray.\(name) with an index out of bounds (NSRangeException)") }
            return index
        }
        switch (name, arguments.map(\.label)) {
        case ("add", [nil]): elements.append(arguments[0].value)
        case ("addObjects", ["from"]): elements += try sequence(bridged(arguments[0].value), at: call)
        case ("setArray", [nil]): elements = try sequence(bridged(arguments[0].value), at: call)
        case ("insert", [nil, "at"]): elements.insert(arguments[0].value, at: try index(1, within: elements.count + 1))
        case ("replaceObject", ["at", "with"]): elements[try index(0, within: elements.count)] = arguments[1].value
        case ("removeObject", ["at"]): elements.remove(at: try index(0, within: elements.count))
        case ("removeLastObject", []):
            guard !elements.isEmpty else { throw crash(call, "NSMutableArray.removeLastObject of an empty array (NSRangeException)") }
            elements.removeLast()
        case ("remove", [nil]):  // `removeObject:`: every element equal to it
            elements.removeAll { equals($0, arguments[0].value) == true }
        case ("object", ["at"]): return elements[try index(0, within: elements.count)]
        case ("nextObject", []): return elements.isEmpty ? .null : elements.removeFirst()  // an `NSEnumerator`
        case ("contains", [nil]): return .bool(elements.contains { equals($0, arguments[0].value) == true })
        case ("index", ["of"]):
            return .number(Double(elements.firstIndex { equals($0, arguments[0].value) == true } ?? Int.max))  // `NSNotFound`
        default: return nil
        }
        return .void
    }

    /// `NSMutableOrderedSet`'s own methods: each object (by `isEqual:`) is held
    /// once, where it was first added; out-of-bounds indexes raise `NSRangeException`.
    private func orderedSetMethod(_ name: String, _ elements: inout [Value], _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        func position(of object: Value) -> Int? { elements.firstIndex { equals($0, object) == true } }
        func add(_ objects: [Value]) {
            for object in objects where position(of: object) == nil { elements.append(object) }
        }
        func others() throws -> [Value] { try sequence(bridged(arguments[0].value), at: call) }
        switch (name, arguments.map(\.label)) {
        case ("add", [nil]): add([arguments[0].value])
        case ("addObjects", ["from"]), ("union", [nil]): add(try others())
        case ("insert", [nil, "at"]):
            let index = Int(try number(arguments[1].value, at: call))
            guard index >= 0 && index <= elements.count else { throw crash(call, "NSMutableOrderedSet.insert with an index out of bounds (NSRangeException)") }
            if position(of: arguments[0].value) == nil { elements.insert(arguments[0].value, at: index) }
        case ("minus", [nil]):
            let removed = try others()
            elements.removeAll { element in removed.contains { equals($0, element) == true } }
        case ("intersect", [nil]):
            let kept = try others()
            elements.removeAll { element in !kept.contains { equals($0, element) == true } }
        case ("remove", [nil]): if let found = position(of: arguments[0].value) { elements.remove(at: found) }
        case ("removeObject", ["at"]), ("object", ["at"]):
            let index = Int(try number(arguments[0].value, at: call))
            guard elements.indices.contains(index) else { throw crash(call, "NSMutableOrderedSet.\(name) with an index out of bounds (NSRangeException)") }
            if name == "object" { return elements[index] }
            elements.remove(at: index)
        case ("contains", [nil]): return .bool(position(of: arguments[0].value) != nil)
        case ("index", ["of"]): return .number(Double(position(of: arguments[0].value) ?? Int.max))  // `NSNotFound`
        default: return nil
        }
        return .void
    }

    /// `enumerateObjects(_:)` and `enumerateObjects(options:using:)` of an
    /// array or ordered set: the block gets each object and its index, from the
    /// back with `.reverse`; its `stop` pointer is not modelled.
    private func enumerateObjects(_ name: String, _ elements: [Value], _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Bool {
        guard name == "enumerateObjects", let block = arguments.last?.value, block.isCallable else { return false }
        var reverse = false
        switch arguments.map(\.label) {
        case [nil], ["using"]: break
        case ["options", "using"], ["options", nil]:
            let options: [Value] = if case .array(let given) = arguments[0].value { given } else { [arguments[0].value] }
            for option in options {
                guard Self.memberName(of: option) == "reverse" else {
                    throw unsupported(call, "enumerateObjects with the option \(option.kind) (only .reverse is run)")
                }
                reverse = true
            }
        default: return false
        }
        let indexed = Array(elements.enumerated())
        for (index, element) in reverse ? indexed.reversed() : indexed {
            _ = try callFunction(block, [(nil, element), (nil, .number(Double(index))), (nil, .null)], at: call)
        }
        return true
    }

    /// The name of an implicit member (`.reverse`), or `nil`.
    private static func memberName(of value: Value) -> String? {
        switch value {
        case .symbol(let name): name
        case .enumCase(let member) where member.payload.isEmpty: member.name
        default: nil
        }
    }

    /// `NSHashTable`'s own methods: objects are compared with `isEqual:`, each kept once.
    private func hashTableMethod(_ name: String, _ elements: inout [Value], _ arguments: [Argument]) -> Value? {
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let object = arguments[0].value
        let index = elements.firstIndex { equals($0, object) == true }
        switch name {
        case "add": if index == nil && !object.isNull { elements.append(object) }
        case "remove": if let index { elements.remove(at: index) }
        case "contains": return .bool(index != nil)
        case "member": return index.map { elements[$0] } ?? .null
        default: return nil
        }
        return .void
    }

    /// `NSMapTable`'s own methods; its enumerators are arrays of what it holds now, read from the
    /// front (`nextObject()`, `allObjects`, `for key in`).
    private func mapTableMethod(
        _ name: String, of table: FoundationCollection, _ entries: [Entry], _ arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("keyEnumerator", []): return .foundation(FoundationCollection(.array(entries.map(\.key))))
        case ("objectEnumerator", []): return .foundation(FoundationCollection(.array(entries.map(\.value))))
        case ("dictionaryRepresentation", []): return .dictionary(entries)
        case ("setObject", [nil, "forKey"]), ("object", ["forKey"]), ("removeObject", ["forKey"]):
            var changed = entries
            let result = try mutableDictionaryMethod(name, &changed, arguments, at: call)
            table.contents = .dictionary(changed)
            return result
        default: return nil
        }
    }

    /// `NSMutableDictionary`'s own methods (`setValue(nil, forKey:)` removes the key, as on a dictionary).
    private func mutableDictionaryMethod(_ name: String, _ entries: inout [Entry], _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        func position(of key: Value) -> Int? { entries.firstIndex { equals($0.key, key) == true } }
        switch (name, arguments.map(\.label)) {
        case ("setObject", [nil, "forKey"]), ("setValue", [nil, "forKey"]):
            let (value, key) = (arguments[0].value, arguments[1].value)
            if let found = position(of: key) {
                if value.isNull { entries.remove(at: found) } else { entries[found].value = value }
            } else if !value.isNull {
                entries.append(Entry(key: key, value: value))
            }
        case ("object", ["forKey"]), ("value", ["forKey"]):
            return position(of: arguments[0].value).map { entries[$0].value } ?? .null
        case ("removeObject", ["forKey"]):
            if let found = position(of: arguments[0].value) { entries.remove(at: found) }
        case ("removeObjects", ["forKeys"]):
            for key in try sequence(bridged(arguments[0].value), at: call) {
                if let found = position(of: key) { entries.remove(at: found) }
            }
        case ("addEntries", ["from"]):
            guard case .dictionary(let added) = bridged(arguments[0].value) else { throw unsupported(call, "adding entries from \(arguments[0].value.kind)") }
            for entry in added {
                if let found = position(of: entry.key) { entries[found].value = entry.value } else { entries.append(entry) }
            }
        default: return nil
        }
        return .void
    }
}
