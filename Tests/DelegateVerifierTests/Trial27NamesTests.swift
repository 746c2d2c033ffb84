@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial 27a: names the run did not know. Extensions of `UITraitCollection`
/// on a view's trait collection, UIKit's notification names, implicit members
/// typed by `Self` and by `reduce`'s result, Dynamic Type's font sizes, and
/// the turn card's margins above the viewport.
@Suite struct Trial27NamesTests {
    /// Runs each of the probe delegate's methods `names` (class body
    /// `members`, `declarations` beside it) as an app event: its result or
    /// `stop: reason`, and the assumptions stated.
    static func run(_ members: String, _ declarations: String = "", names: [String] = ["probe"]) throws
        -> (results: [String], assumptions: [String])
    {
        let text = "import UIKit\n\(declarations)\nfinal class ProbeDelegate: NSObject, NavigationLayoutDelegate {\n\(members)\n}"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        defer { interpreter.endTasks() }
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        let delegate = try interpreter.makeDelegate(interpreter.source.delegateClass)
        let results = names.map { name in
            interpreter.resetObservations()
            do {
                let result = try interpreter.callMethod(name, on: delegate, [], at: interpreter.source.delegateClass.nameNode)
                try interpreter.runMainQueue()
                return interpreter.describe(result)
            } catch let stop as Unsupported {
                return "stop: \(stop.reason)"
            } catch {
                return "stop: \(error)"
            }
        }
        return (results, interpreter.assumptions.map(\.text))
    }

    /// The trial's stop "the method navigationLayoutProfile(wideMode:) of
    /// tuple": the files' extension of `UITraitCollection` (a computed
    /// property and a method passing `self` on) applies to a view's trait
    /// collection, and a member no one declares names the framework type.
    @Test func extensionsOfUITraitCollectionApplyToAViewsTraits() throws {
        let declarations = """
            struct Profile { let roomy: Bool; let wide: Bool; let large: Bool
              init(traits: UITraitCollection, wideMode: Bool) {
                roomy = traits.isRoomy
                wide = wideMode
                large = traits.preferredContentSizeCategory == .large
              }
            }
            extension UITraitCollection {
              var isRoomy: Bool { horizontalSizeClass == .regular }
              func profile(wideMode: Bool) -> Profile { Profile(traits: self, wideMode: wideMode) }
            }
            """
        let members = """
            func probe() -> String {
              let traits = UIView().traitCollection
              let profile = traits.profile(wideMode: true)
              return "\\(traits.isRoomy) \\(traits.horizontalSizeClass == .compact) \\(profile.roomy) \\(profile.wide) \\(profile.large)"
            }
            func unknown() -> String { UIView().traitCollection.containsTraits(in: nil) ? "yes" : "no" }
            """
        let outcome = try Self.run(members, declarations, names: ["probe", "unknown"])
        #expect(outcome.results == ["false true false true true", "stop: the method containsTraits(in:) of UITraitCollection"])
    }

    /// The trial's stop "the member didChangeNotification of
    /// UIContentSizeCategory": UIKit's notification names are names the
    /// notification model knows. No scenario has UIKit post one, so an
    /// observer of one (block or selector) is registered, does not run, and
    /// that is stated; the delegate's own post of one runs it.
    @Test func uiKitNotificationNamesRegisterObserversStatedAsNeverPosted() throws {
        let members = """
            var observer: NSObjectProtocol?
            var log: [String] = []
            func probe() -> String {
              observer = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
              ) { [weak self] _ in self?.log.append("size") }
              NotificationCenter.default.addObserver(self, selector: #selector(background), name: UIApplication.didEnterBackgroundNotification, object: nil)
              return "\\(log)"
            }
            @objc func background() { log.append("background") }
            func post() -> String {
              NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
              return "\\(log)"
            }
            """
        let outcome = try Self.run(members, names: ["probe", "post"])
        #expect(outcome.results == ["[]", #"["size"]"#])
        #expect(outcome.assumptions == [
            "UIContentSizeCategory.didChangeNotification is posted by UIKit, which no scenario makes happen: this observer is registered and never runs, so what it does is not checked",
            "UIApplication.didEnterBackgroundNotification is posted by UIKit, which no scenario makes happen: this observer is registered and never runs, so what it does is not checked",
        ])
    }

    /// The trial's witness structs: `.empty` as `reduce`'s initial value in
    /// `-> Self`, `.one`/`.two` passed to `Self...` and to `Self` parameters
    /// from a constrained extension's computed property returning `.combine(...)`.
    static let chrome = """
        struct Chrome<Context> {
          var names: (Context) -> [String]
        }
        extension Chrome {
          static var empty: Self { Self(names: { _ in [] }) }
          func combined(with other: Self) -> Self { Self(names: { self.names($0) + other.names($0) }) }
          static func combine(_ pieces: Self...) -> Self { pieces.reduce(.empty) { $0.combined(with: $1) } }
          static func pair(_ a: Self, _ b: Self) -> Self { a.combined(with: b) }
        }
        extension Chrome where Context == Int {
          static var one: Self { Self(names: { ["one \\($0)"] }) }
          static var two: Self { Self(names: { _ in ["two"] }) }
          static var ready: Self { .combine(.one, .two) }
          static var paired: Self { .pair(.two, .one) }
        }
        func total(_ pieces: [Chrome<Int>]) -> Chrome<Int> {
          pieces.reduce(.empty, { (sum: Chrome<Int>, next: Chrome<Int>) -> Chrome<Int> in sum.combined(with: next) })
        }
        """

    @Test func implicitMembersTakeSelfAndReducesResultType() throws {
        let members = """
            func probe() -> String {
              "\\(Chrome<Int>.ready.names(1)) \\(Chrome<Int>.paired.names(2)) \\(total([.two, .one]).names(3)) \\(Chrome<Int>.combine().names(4))"
            }
            """
        let outcome = try Self.run(members, Self.chrome)
        #expect(outcome.results == [#"["one 1", "two"] ["two", "one 2"] ["two", "one 3"] []"#])
    }

    /// An implicit member whose type the run does not learn (a generic `T`
    /// inferred from another argument) stops where it is used, in another
    /// function, and the stop names the line where it is written.
    @Test func anUntypedImplicitMemberIsNamedWhereItIsWritten() throws {
        let declarations = """
            struct Piece {
              var names: [String]
              static var empty: Piece { Piece(names: []) }
              func combined(with other: Piece) -> Piece { Piece(names: names + other.names) }
            }
            func fold<T>(_ items: [T], _ start: T, _ join: (T, T) -> T) -> T { items.reduce(start, join) }
            """
        let members = """
            func probe() -> String {
              "\\(fold([Piece(names: ["a"])], .empty) { $0.combined(with: $1) }.names)"
            }
            """
        let outcome = try Self.run(members, declarations)
        #expect(outcome.results == [
            "stop: the method combined(with:) of .empty (the implicit member .empty written at Probe.swift:10, whose type the run did not learn: name it, T.empty)"
        ])
    }

    /// The trial's stop on `UIFont.preferredFont(forTextStyle: .body).pointSize / 15`:
    /// a text style's font has its documented size at the default text size
    /// (`.large`), and `UIFontMetrics` scales nothing there; both are stated
    /// as that one assumption.
    @Test func dynamicTypeSizesAreTheDefaultTextSizes() throws {
        let members = """
            func probe() -> String {
              let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2]
              return "\\(styles.map { UIFont.preferredFont(forTextStyle: $0).pointSize })"
            }
            func scaled() -> String {
              let ratio = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.subheadline).pointSize / 15
              return "\\(ratio) \\(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 44)) \\(UIFontMetrics.default.scaledValue(for: 8))"
            }
            func lineHeight() -> String { "\\(UIFont.preferredFont(forTextStyle: .body).lineHeight / 2)" }
            """
        let outcome = try Self.run(members, names: ["probe", "scaled", "lineHeight"])
        #expect(outcome.results[0] == "[34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]")
        #expect(outcome.results[1] == "1 44 8")
        #expect(outcome.results[2].hasPrefix("stop: "), "\(outcome.results[2])")
        #expect(outcome.assumptions.contains(
            "UIFont.preferredFont(forTextStyle: .subheadline).pointSize is read at the default text size, .large (not an accessibility size; --content-size-category sets another): 15 pt"))
        #expect(outcome.assumptions.contains(
            "UIFontMetrics.scaledValue(for:) is read at the default text size, .large (not an accessibility size; --content-size-category sets another): its value unscaled, 44"))
    }

    static let guidanceScenarios = Array(Fixture.portrait.filter { $0.events.contains(.startGuidance) && !$0.events.contains(.showPrompt) }.prefix(1))

    /// The trial's false finding: the viewport's top on the turn card's
    /// `layoutMarginsGuide` bottom leaves the card's drawn area open, as the
    /// ETA card's margins top does for its bottom; its top anywhere higher is caught.
    @Test func theTurnCardsMarginsBottomMayTopTheViewport() throws {
        let top = "viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor)"
        let margins = Fixture.mutate(Fixture.sample, top, "viewport.topAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.bottomAnchor)")
        let result = try Fixture.verify(margins, scenarios: Self.guidanceScenarios)
        #expect(result.findings.isEmpty, "\(result.listing)")
        let under = Fixture.mutate(Fixture.sample, top, "viewport.topAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.topAnchor)")
        #expect(try Fixture.verify(under, scenarios: Self.guidanceScenarios).ruleIDs.contains("delegate_viewport_not_below_turn_card"))
    }
}
