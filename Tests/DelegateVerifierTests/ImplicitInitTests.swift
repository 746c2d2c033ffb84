@testable import DelegateVerifier
import Testing

/// `.init(...)` of framework types where Swift takes the type from the
/// context: a declared type, or the framework property being set.
@Suite struct ImplicitInitTests {
    let probe = ConstructsTests().probe

    @Test func aDeclaredFrameworkTypeMakesTheValue() throws {
        let members = """
            func probe() -> String {
              let margins: NSDirectionalEdgeInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
              let insets: UIEdgeInsets = .init(top: 5, left: 6, bottom: 7, right: 8)
              let size: CGSize = .init(width: 9, height: 10)
              let rest: UILayoutPriority = .init(rawValue: 900)
              return "\\(Int(margins.leading)) \\(Int(insets.right)) \\(Int(size.height)) \\(Int(rest.rawValue))"
            }
            """
        #expect(try probe(members, "", nil) == "2 8 10 900")
    }

    @Test func aFrameworkPropertyTypesTheInitializerByItsLabels() throws {
        let members = """
            func probe() -> String {
              let card = UIView()
              card.directionalLayoutMargins = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
              let banner = UIView()
              banner.translatesAutoresizingMaskIntoConstraints = true
              banner.frame = .init(x: 0, y: 0, width: 30, height: 40)
              return "\\(Int(card.directionalLayoutMargins.trailing)) \\(Int(banner.frame.height))"
            }
            """
        #expect(try probe(members, "", nil) == "4 40")
    }
}
