@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 26a: names across files. A `private`/`fileprivate` declaration is
/// seen only in its own file and a file's own declaration shadows another
/// file's, whatever the order the files are given in; a module's name
/// qualifies the files' declarations; a key path passes as a function.
@Suite struct Trial26NamesTests {
    let probe = ConstructsTests().probe

    /// `probe()` of a delegate whose class body is `members`, with each of
    /// `files` (path, text) given beside it, in that order.
    func probe(_ members: String, files: [(String, String)], declarations: String = "") throws -> String {
        try ConstructsTests().probe(members, declarations, files: files.map { DelegateSource.ContextFile(text: $0.1, displayPath: $0.0) })
    }

    /// The same answer with the files given in either order.
    func probeBothOrders(_ members: String, _ first: (String, String), _ second: (String, String)) throws -> [String] {
        [try probe(members, files: [first, second]), try probe(members, files: [second, first])]
    }

    /// Two files' `private let inset` (and `private var hits`): each file's code reads and writes its own.
    @Test func privateTopLevelValuesOfTwoFiles() throws {
        let banner = ("Banner.swift", """
            import UIKit
            private let inset: CGFloat = -8
            private var hits = 0
            @MainActor func bannerInset() -> CGFloat { inset }
            @MainActor func hitBanner() -> Int { hits += 1; return hits }
            """)
        let metrics = ("D+Metrics.swift", """
            import UIKit
            private let inset: CGFloat = 200
            private var hits = 10
            extension ProbeDelegate {
              func logoInset() -> CGFloat { inset }
              func hitLogo() -> Int { hits = hits + 1; return hits }
            }
            """)
        let members = """
            func probe() -> String { "\\(Int(bannerInset())) \\(Int(logoInset())) \\(hitBanner()) \\(hitLogo()) \\(hitBanner())" }
            """
        #expect(try probeBothOrders(members, banner, metrics) == ["-8 200 1 11 2", "-8 200 1 11 2"])
    }

    /// Two files' `private func fade`: each file's call runs its own.
    @Test func privateFunctionsOfTwoFiles() throws {
        let animations = ("Animations.swift", """
            import UIKit
            @MainActor func showBanner() -> String { fade() }
            @MainActor private func fade() -> String { "in" }
            """)
        let reveal = ("D+Reveal.swift", """
            import UIKit
            extension ProbeDelegate { func reveal() -> String { fade() } }
            @MainActor private func fade() -> String { "out" }
            """)
        #expect(try probeBothOrders("func probe() -> String { showBanner() + reveal() }", animations, reveal) == ["inout", "inout"])
    }

    /// Two files' `fileprivate extension UIView` members, methods and computed properties.
    @Test func fileprivateExtensionMembersOfTwoFiles() throws {
        func file(_ name: String, _ mark: String) -> (String, String) {
            ("\(name).swift", """
                import UIKit
                @MainActor func mark\(name)(_ view: UIView) -> String { view.mark() + view.tone }
                fileprivate extension UIView {
                  func mark() -> String { "\(mark)" }
                  var tone: String { "\(mark.lowercased())" }
                }
                """)
        }
        let members = "func probe() -> String { markA(UIView()) + markB(UIView()) }"
        #expect(try probeBothOrders(members, file("A", "A"), file("B", "B")) == ["AaBb", "AaBb"])
    }

    /// A file's own `fileprivate extension UIView { func fadeIn() }` shadows
    /// another file's public one there; elsewhere the public one runs.
    @Test func aFilesOwnExtensionMemberShadowsAnotherFiles() throws {
        let design = ("DesignSystem/Fade.swift", """
            import UIKit
            @MainActor public extension UIView { func fadeIn() -> String { "design" } }
            """)
        let reveal = ("Feature/D+Reveal.swift", """
            import UIKit
            extension ProbeDelegate { func reveal(_ view: UIView) -> String { view.fadeIn() } }
            fileprivate extension UIView { func fadeIn() -> String { "own" } }
            """)
        let members = #"func probe() -> String { "\(reveal(UIView())) \(UIView().fadeIn())" }"#
        #expect(try probeBothOrders(members, design, reveal) == ["own design", "own design"])
    }

    /// Two files declaring a type of one name: types are kept by name, so the run stops at the second.
    @Test func aTypeDeclaredInTwoFilesStops() throws {
        let delegate = """
            import GoogleNavigation
            import UIKit
            private enum Metrics { static let inset: CGFloat = 8 }
            final class D: NavigationLayoutDelegate {
              func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                navMap.addSubview(newState.viewport)
                navMap.addSubview(newState.googleLogo)
                _ = Metrics.inset
              }
              func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {}
              func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}
              func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
              func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
              func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
              func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
            }
            """
        let other = DelegateSource.ContextFile(text: "import UIKit\nprivate enum Metrics { static let inset: CGFloat = 200 }", displayPath: "Banner.swift")
        var options = DelegateVerifier.Options()
        options.scenarios = Array(Fixture.portrait.prefix(1))
        let result = try DelegateVerifier.verify(DelegateSource(text: delegate, displayPath: "Delegate.swift", context: [other]), options: options)
        let stop = result.findings.first { $0.ruleID == "delegate_not_verified" }
        #expect(stop?.location.file == "Banner.swift" && stop?.message.contains("two types are named Metrics (Metrics here, Metrics at Delegate.swift:") == true, "\(result.listing)")
    }

    /// `DesignSystem.Spacing.small`, `DesignSystem.gap()`: the module the files
    /// under `Sources/DesignSystem` form (imported), and a folder's module
    /// without an import, qualify the files' declarations.
    @Test func moduleQualifiedNames() throws {
        let spacing = ("Pkg/Sources/DesignSystem/Spacing.swift", """
            import UIKit
            public enum Spacing { public static let small: CGFloat = 8 }
            @MainActor public func gap(_ scale: CGFloat) -> CGFloat { 4 * scale }
            """)
        let tokens = ("Pkg/Sources/Tokens/Radius.swift", "import UIKit\npublic let cornerRadius: CGFloat = 12")
        let members = """
            func probe() -> String {
              "\\(Int(DesignSystem.Spacing.small)) \\(Int(DesignSystem.gap(2))) \\(Int(Tokens.cornerRadius))"
            }
            """
        #expect(try probe(members, files: [spacing, tokens], declarations: "import DesignSystem") == "8 8 12")
    }

    /// SE-0249: a key path literal passed to the files' function taking a closure.
    @Test func aKeyPathPassedAsAFunction() throws {
        let declarations = """
            @MainActor func apply<T, R>(_ value: T, _ transform: (T) -> R) -> R { transform(value) }
            enum Phase: String { case ready }
            final class Observable<T> {
              var value: T
              init(_ value: T) { self.value = value }
              func map<U>(_ transform: @escaping (T) -> U) -> Observable<U> { Observable<U>(transform(value)) }
            }
            """
        let members = """
            func probe() -> String {
              let view = UIView()
              view.isHidden = true
              return "\\(apply(view, \\.isHidden)) \\(Observable(Phase.ready).map(\\.rawValue).value)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true ready")
    }
}

/// Generic parameters bound by a declared type (trial 26a's dependency containers).
@Suite struct Trial26GenericsTests {
    let probe = ConstructsTests().probe

    static let container = """
        protocol Logging: AnyObject { var name: String { get } }
        final class Console: Logging { var name: String { "console" } }
        final class Box {
          static let shared = Box()
          var made: [ObjectIdentifier: Any] = [ObjectIdentifier(Logging.self): Console()]
          func resolve<T>(_ type: T.Type) -> T { made[ObjectIdentifier(type)] as! T }
          func resolve<T>() -> T { resolve(T.self) }
        }
        """

    /// `@Injected private var log: Logging` (`Service` from the wrapped
    /// property's type, `resolve(Service.self)`), `init(log: Logging =
    /// Box.shared.resolve())` and `let local: Logging = Box.shared.resolve()`
    /// (`T` from the declared type the call's result is).
    @Test func genericParametersBoundByDeclaredTypes() throws {
        let declarations = Self.container + """

            @propertyWrapper struct Injected<Service> {
              var wrappedValue: Service
              init() { wrappedValue = Box.shared.resolve(Service.self) }
            }
            final class Screen {
              let log: Logging
              init(log: Logging = Box.shared.resolve()) { self.log = log }
            }
            """
        let members = """
            @Injected private var log: Logging
            func probe() -> String {
              let local: Logging = Box.shared.resolve()
              return "\\(log.name) \\(Screen().log.name) \\(local.name)"
            }
            """
        #expect(try probe(members, declarations, nil) == "console console console")
    }

    /// A metatype argument the run does not know: the stop says so, not that none was passed.
    @Test func aCastToAParameterWhoseMetatypeIsUnknownSaysSo() throws {
        let members = "func probe() -> String { Box.shared.resolve(Unknown.self).name }"
        let error = #expect(throws: Unsupported.self) { try probe(members, Self.container, nil) }
        #expect(error?.reason.contains("whose T.Type argument names no type the run knows") == true, "\(String(describing: error))")
    }
}
