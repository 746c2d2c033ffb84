@testable import DelegateVerifier
import Foundation
import NavlintCommands
import Testing

/// What trial round 46 found: overloads taking an array beside variadic
/// ones, source-location macros, attributed conformances, protocol-extension
/// dispatch through optionals, generic subscripts' casts, the SDK's default
/// `sizeChanged`, and delegates wrapping the files' other delegates.
@Suite struct Trial46Tests {
    let probe = ConstructsTests().probe

    /// `release(cs)` with `release(_: NSLayoutConstraint...)` beside
    /// `release(_: [NSLayoutConstraint])` calls the array overload, as Swift
    /// does (trial 46b: the variadic one ran, a silent pass of a cleanup the
    /// app never does, and a false leftover the other way round).
    @Test func anArrayArgumentTakesTheArrayOverload() throws {
        let declarations = """
            enum Pins {
                static func count(_ items: UIView...) -> String { "variadic \\(items.count)" }
                static func count(_ items: [UIView]) -> String { "array \\(items.count)" }
            }
            """
        let members = """
            func probe() -> String { "\\(Pins.count([UIView(), UIView()])) \\(Pins.count(UIView(), UIView(), UIView()))" }
            """
        #expect(try probe(members, declarations, nil) == "array 2 variadic 3")
    }

    /// `#isolation`, `#function`, `#line` and `MainActor.shared` run (trial
    /// 46c: Swift 6's `isolation: isolated (any Actor)? = #isolation` stopped every scenario).
    @Test func sourceLocationMacrosAndTheMainActor() throws {
        let members = """
            func batch(isolation: isolated (any Actor)? = #isolation, name: String = #function, _ body: () -> Void) -> String {
                body()
                return name
            }
            func probe() -> String {
                var ran = 0
                let name = batch { ran += 1 }
                _ = batch(isolation: MainActor.shared) { ran += 1 }
                return "\\(ran) \\(name) \\(#line > 0)"
            }
            """
        #expect(try probe(members, "", nil) == "2 batch(isolation:name:_:) true")
    }

    /// `: @MainActor NavigationLayoutDelegate` and `: @preconcurrency
    /// NavigationLayoutDelegate` conform (trial 46c: the file was taken for one
    /// declaring no delegate).
    @Test func anAttributedConformanceDeclaresTheDelegate() throws {
        for attribute in ["@MainActor", "@preconcurrency"] {
            let text = Fixture.minimalDelegate().replacingOccurrences(
                of: "final class Repro: NavigationLayoutDelegate", with: "final class Repro: \(attribute) NavigationLayoutDelegate")
            #expect(DelegateSource.Input(text: text, displayPath: "Repro.swift").declaresConformance)
            #expect(try Fixture.verify(text, scenarios: Array(Fixture.scenarios.prefix(1))).fullyCheckedRuns == 1)
        }
    }

    /// `head?.handle(r)` where `head: Handler?` and both the protocol's
    /// extension and the conforming class declare `handle`: Swift calls the
    /// extension's, by the optional's static type; so after `if let` (trial
    /// 46a: it stopped, the static type "not known").
    @Test func protocolExtensionDispatchThroughAnOptional() throws {
        let declarations = """
            protocol Handler: AnyObject {}
            extension Handler { func handle() -> String { "extension" } }
            final class Cards: Handler { func handle() -> String { "class" } }
            """
        let members = """
            private var head: Handler? = Cards()
            func probe() -> String {
                var seen = [head?.handle() ?? "none"]
                if let head { seen.append(head.handle()) }
                if let first: Handler = head { seen.append(first.handle()) }
                return seen.joined(separator: " ")
            }
            """
        #expect(try probe(members, declarations, nil) == "extension extension extension")
    }

    /// `subscript<V: UIView>(_ id: String, as type: V.Type) -> V?` casts to
    /// the type its metatype argument names (trial 46b: the cast stopped).
    @Test func aGenericSubscriptCastsToItsMetatypeArgument() throws {
        let declarations = """
            final class Box {
                var views: [String: UIView] = ["label": UILabel(), "plain": UIView()]
                subscript<V: UIView>(_ id: String, as type: V.Type) -> V? { views[id] as? V }
            }
            """
        let members = """
            private let box = Box()
            func probe() -> String { "\\(box["label", as: UILabel.self] != nil) \\(box["plain", as: UILabel.self] != nil)" }
            """
        #expect(try probe(members, declarations, nil) == "true false")
    }

    /// A wrapper calling `inner.sizeChanged(...)` on a delegate that declares
    /// none runs the SDK's empty default (trial 46a: it stopped).
    @Test func anInnerDelegateWithoutSizeChangedTakesTheDefault() throws {
        let declarations = """
            final class Inner: NavigationLayoutDelegate {
                func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {}
                func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {}
                func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}
                func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
                func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {}
                func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {}
                func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {}
            }
            """
        let text = Fixture.minimalDelegate(declarations: declarations, members: """
            private let inner = Inner()
            func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) { inner.sizeChanged(navMap: navMap, newState: newState) }
            """)
        let resizes = Fixture.scenarios.filter { $0.events.contains { if case .resize = $0 { true } else { false } } }
        let verification = try Fixture.verify(text, scenarios: Array(resizes.prefix(2)))
        #expect(!verification.ruleIDs.contains("delegate_not_verified"), "\(verification.listing)")
    }

    /// A decorator whose only initializer takes the delegate it wraps is made
    /// as the files' own code makes it, stated (trial 46a: it stopped every
    /// scenario); a folder's delegate using another delegate file's class gets
    /// that file as context (trial 46a: the inner class was unknown, five false errors).
    @Test func decoratorsAreMadeAsTheFilesMakeThem() throws {
        let sample = try String(contentsOf: Fixture.directory.appendingPathComponent("BasicLayoutDelegate.swift"), encoding: .utf8)
        let callbacks: [(String, String)] = [
            ("enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState)", "enableNavigationUI(navMap: navMap, newState: newState)"),
            ("disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState)", "disableNavigationUI(navMap: navMap, oldState: oldState)"),
            ("startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState)",
             "startGuidance(navMap: navMap, newState: newState, oldState: oldState)"),
            ("stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState)",
             "stopGuidance(navMap: navMap, newState: newState, oldState: oldState)"),
            ("sizeChanged(navMap: GMSMapView, newState: NavigationUIState)", "sizeChanged(navMap: navMap, newState: newState)"),
            ("showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView)", "showPrompt(navMap: navMap, newPrompt: newPrompt)"),
            ("hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView)", "hidePrompt(navMap: navMap, oldPrompt: oldPrompt)"),
            ("changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView)",
             "changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt)"),
        ]
        let forwarding = callbacks.map { "    func \($0.0) { inner.\($0.1) }" }.joined(separator: "\n")
        let decorator = """
            import GoogleNavigation
            import UIKit

            final class LoggingLayoutDelegate: NSObject, NavigationLayoutDelegate {
                private let inner: NavigationLayoutDelegate
                init(_ inner: NavigationLayoutDelegate) { self.inner = inner }
            \(forwarding)
            }

            final class Assembly {
                let layout = LoggingLayoutDelegate(BasicLayoutDelegate())
            }
            """
        let command = VerifyCommandTests()
        let folder = try command.folder(["BasicLayoutDelegate.swift": sample, "Decorator.swift": decorator])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = command.run([folder.path, "--reporter", "json"])
        #expect(result.code == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("it is made as"), "\(result.output)")
        #expect(!result.output.contains("delegate_not_verified"), "\(result.output)")
    }
}
