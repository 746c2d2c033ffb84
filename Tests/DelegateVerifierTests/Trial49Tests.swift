@testable import DelegateVerifier
import Foundation
import Testing

/// What trial round 49 found: Foundation's `NSCache`, a compound assignment
/// through an optional chain that ends.
@Suite struct Trial49Tests {
    let probe = ConstructsTests().probe

    /// An `NSCache` holds what the app put in it, its limits and name set
    /// (trial 49b: `NSCache()` stopped every scenario at setup).
    @Test func anNSCacheKeepsWhatItIsGiven() throws {
        let declarations = """
            final class Box: NSObject {
                let constraints: [NSLayoutConstraint]
                init(_ constraints: [NSLayoutConstraint]) { self.constraints = constraints }
            }
            """
        let members = """
            private let cache: NSCache<NSString, Box> = {
                let cache = NSCache<NSString, Box>()
                cache.name = "layouts"
                cache.countLimit = 6
                return cache
            }()
            func probe() -> String {
                let view = UIView()
                cache.setObject(Box([view.widthAnchor.constraint(equalToConstant: 8)]), forKey: "compact")
                let hit = cache.object(forKey: "compact")?.constraints.count ?? 0
                let miss = cache.object(forKey: "wide") == nil
                cache.removeAllObjects()
                return "\\(hit) \\(miss) \\(cache.object(forKey: "compact") == nil)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1 true true")
    }

    /// `edge?.offset += 8` does nothing when `edge` is `nil`, as in Swift
    /// (trial 49a: "the operator + on nil and number" stopped every wide run).
    @Test func aCompoundAssignmentThroughAnEndedChainDoesNothing() throws {
        let members = """
            private struct Edge { var offset: CGFloat = 0 }
            func probe() -> String {
                var missing: Edge? = nil
                var present: Edge? = Edge()
                missing?.offset += 8
                present?.offset += 8
                return "\\(missing == nil) \\(present?.offset ?? 0)"
            }
            """
        #expect(try probe(members, "", nil) == "true 8.0")
    }
}
