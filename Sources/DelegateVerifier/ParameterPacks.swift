import SwiftSyntax

/// Parameter packs (`func gather<each S>(_ sources: repeat each S)`, trial
/// 41a): a pack parameter takes its arguments as an array, as a variadic
/// one does; `repeat pattern` runs the pattern once per element, `each name`
/// standing for the element of that run, and makes the list of results
/// (iterated by `for x in repeat each xs`, spread into a call's arguments).
extension Interpreter {
    func expand(_ expansion: PackExpansionExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        let names = Self.packNames(in: expansion.repetitionPattern)
        var packs: [(name: String, elements: [Value])] = []
        for name in names.sorted() {
            guard case .array(let elements)? = try scope.lookup(name) ?? instance.flatMap({ try field(name, of: $0, at: expansion) }) else {
                throw unsupported(expansion, "the pack \(name)")
            }
            packs.append((name, elements))
        }
        guard let count = packs.first?.elements.count, packs.allSatisfy({ $0.elements.count == count }) else {
            throw unsupported(expansion, "a repetition over packs of different lengths (or none)")
        }
        let outer = packElements
        defer { packElements = outer }
        var results: [Value] = []
        for index in 0..<count {
            for pack in packs { packElements[pack.name] = pack.elements[index] }
            results.append(try value(of: expansion.repetitionPattern, in: scope, self: instance))
        }
        return .array(results)
    }

    /// `(repeat each views)`: a tuple of the pack's elements (with the
    /// tuple's other elements), as Swift makes it: of one element, that element.
    func packTuple(_ tuple: TupleExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        var parts: [(label: String?, value: Value)] = []
        for element in tuple.elements {
            let made = try value(of: element.expression, in: scope, self: instance)
            if element.expression.is(PackExpansionExprSyntax.self), case .array(let items) = made {
                parts += items.map { (nil, $0) }
            } else {
                parts.append((element.label?.text, made))
            }
        }
        return parts.count == 1 && parts[0].label == nil ? parts[0].value : .tuple(parts)
    }

    func packElement(_ element: PackElementExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        guard let name = element.pack.as(DeclReferenceExprSyntax.self)?.baseName.text, let current = packElements[name] else {
            throw unsupported(element, "each \(element.pack.trimmedDescription) outside a repetition over it")
        }
        return current
    }

    /// The names `each name` reads in a repetition's pattern.
    private static func packNames(in pattern: ExprSyntax) -> Set<String> {
        Set(pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenKind == .keyword(.each), let element = token.parent?.as(PackElementExprSyntax.self) else { return nil }
            return element.pack.as(DeclReferenceExprSyntax.self)?.baseName.text
        })
    }
}
