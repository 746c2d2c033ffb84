import SwiftSyntax

/// Which classes of a hierarchy are verified alone. A leaf (a class no other
/// delegate class of the files extends) is what an app installs. A base is
/// often incomplete without a subclass (a proxy forwarding to listeners only
/// its subclass adds, a template whose hooks subclasses fill in), so it is
/// verified alone only when the files create it themselves (`Base()`,
/// `Base.init(...)`): otherwise it runs through its subclasses, which run its
/// code, and the verification states that it was not checked alone.
extension DelegateSource {
    /// `candidates` without the bases no file creates, and those bases.
    static func leavesAndCreatedBases(_ candidates: [TypeModel], in trees: [SourceFileSyntax])
        -> (verified: [TypeModel], throughSubclasses: [TypeModel])
    {
        let bases = Set(candidates.flatMap { $0.lineage.dropFirst().map(ObjectIdentifier.init) })
        let created = createdTypeNames(in: trees)
        let left = candidates.filter { bases.contains(ObjectIdentifier($0)) && !created.contains($0.name) }
        return (candidates.filter { candidate in !left.contains { $0 === candidate } }, left)
    }

    /// The names of the types some code of the files creates: `Name(...)` or `Name.init(...)`.
    private static func createdTypeNames(in trees: [SourceFileSyntax]) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                var called = node.calledExpression
                if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
                    called = base
                }
                if let reference = called.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        trees.forEach { collector.walk($0) }
        return collector.names
    }

    /// States, once per verification, each base left to its subclasses.
    func noteBasesThroughSubclasses(into collector: inout FindingCollector) {
        for base in basesThroughSubclasses {
            let subclasses = delegates.map(\.delegateClass).filter { $0.lineage.dropFirst().contains { $0 === base } }.map(\.name)
            collector.add(
                .assumption, at: tag(base.nameNode),
                "\(base.name) is verified only through its \(subclasses.count == 1 ? "subclass" : "subclasses") \(subclasses.joined(separator: ", ")): no given file creates it (\(base.name)()), so the app is taken to install a subclass; give the file that creates it to verify it alone",
                place: "every scenario")
        }
    }
}
