@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// What trial round 62 found: a whole number printed as an integer where
/// Swift prints its floating-point type's text (`"\(gap)"` of a `CGFloat` 8 is
/// `8.0`: a label's width and keys built from it differed, silently), arrays
/// printed without quoting their strings, values of the files' types printed
/// as their type's name; a `deinit` that only logs stopping the run; controls'
/// state (`UISwitch.isOn`, a spinner's animation) not interpreted;
/// `Bundle.main`'s Info.plist entries. Each expected text is what Swift
/// prints for the same code (checked with swiftc, a stand-in for UIKit).
@Suite struct Trial62Tests {
    let probe = ConstructsTests().probe

    /// Numbers by their declared type, collections as `debugPrint` shows their elements.
    @Test func valuesPrintAsSwiftPrintsThem() throws {
        let declarations = """
            struct Spec { var inset: CGFloat; var title: String; var count = 2 }
            struct Named: CustomStringConvertible { var n: Int; var description: String { "named-\\(n)" } }
            final class Region {}
            """
        let members = """
            func probe() -> String {
              let gap: CGFloat = 8
              let count = 8
              let widths: [CGFloat] = [8, 2.5]
              let labels = ["a", "b"]
              let pair = (1, "a")
              let spec = Spec(inset: 8, title: "Go")
              return "\\(gap) \\(count) \\(widths) \\(labels) \\(pair) \\(spec) \\(Named(n: 3)) \\(type(of: Region())) \\(Double(3)) \\(8) \\(2.5)"
            }
            """
        #expect(try probe(members, declarations, nil) == #"8.0 8 [8.0, 2.5] ["a", "b"] (1, "a") Spec(inset: 8.0, title: "Go", count: 2) named-3 Region 3.0 8 2.5"#)
    }

    /// The kinds of loop variables (`enumerated().reversed()`, `zip` with a
    /// `stride`), a closure's result and an observer's `newValue`/`oldValue`.
    @Test func numbersTakeTheirKindFromWhereTheyAreBound() throws {
        let members = """
            var log: [String] = []
            var inset: CGFloat = 8 {
              willSet { log.append("will \\(newValue)") }
              didSet { log.append("did \\(oldValue)") }
            }
            func probe() -> String {
              let widths: [CGFloat] = [8, 2.5]
              for (index, width) in widths.enumerated().reversed() { log.append("\\(index):\\(width)") }
              let lines = stride(from: 1, to: 3, by: 1)
              for (line, width) in zip(lines, widths) { log.append("\\(line)-\\(width)") }
              let maybe: CGFloat? = 4
              let made = maybe.map { CGFloat($0) } ?? 0
              inset = 16
              return "\\(log) \\(widths.map { $0 * 2 }) \\(made)"
            }
            """
        #expect(try probe(members, "", nil) == #"["1:2.5", "0:8.0", "1-8.0", "2-2.5", "will 16.0", "did 8.0"] [16.0, 5.0] 4.0"#)
    }

    /// Geometry as UIKit prints it (`view.frame` is `(0.0, 0.0, 390.0, 844.0)`),
    /// `String(repeating:count:)`, the kinds of a closure's pair of parameters
    /// (`zip`, `enumerated()`), and an `ObjectIdentifier`'s text one per object.
    @Test func geometryPairsAndIdentifiersPrint() throws {
        let run = try Trial29UIKitTests.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let a = UIView(), b = UIView()
              var names: [String] = []
              zip(stride(from: 1, to: 3, by: 1), [CGFloat(4), 5]).forEach { index, gap in names.append("\\(index):\\(gap)") }
              names += [a, b].enumerated().map { offset, _ in "v\\(offset)" }
              let ids = Set([a, b, a].map { String(describing: ObjectIdentifier($0)) })
              let insets = UIEdgeInsets(top: 8, left: 0, bottom: 4, right: 0)
              return "\\(navMap.frame) \\(navMap.bounds.size) \\(insets) \\(String(repeating: "ab", count: 2)) \\(names) \\(ids.count)"
            }
            """)
        #expect(run.value == #"(0.0, 0.0, 390.0, 844.0) (390.0, 844.0) UIEdgeInsets(top: 8.0, left: 0.0, bottom: 4.0, right: 0.0) abab ["1:4.0", "2:5.0", "v0", "v1"] 2"#, "\(run.value)")
        #expect(run.assumptions.isEmpty, "\(run.assumptions)")
    }

    /// A text only written to the console (`print`) reaches nothing the layout sees: not stated.
    @Test func consoleOutputIsNotStated() throws {
        let run = try Trial29UIKitTests.run(
            """
            final class Region {}
            func probe(navMap: GMSMapView) -> String {
              print("made \\(Region()) \\([1, 2].reduce(0, +))")
              return "\\(Region())"
            }
            """)
        #expect(run.assumptions.count == 1 && run.assumptions[0].contains("module-qualified"), "\(run.assumptions)")
    }

    /// What the run cannot tell or spell is stated, never printed silently:
    /// a whole number of untold type, a class's module-qualified name, a
    /// dictionary's order (it changes from launch to launch).
    @Test func textsTheRunCannotSpellAreStated() throws {
        let run = try Trial29UIKitTests.run(
            """
            final class Region {}
            func probe(navMap: GMSMapView) -> String {
              let sum = [1, 2].reduce(0, +)
              let sizes = ["a": 1, "b": 2]
              return "\\(Region()) \\(sizes) \\(sum)"
            }
            """)
        #expect(run.value.hasSuffix(" 3"), "\(run.value)")
        #expect(run.assumptions.contains { $0.contains("module-qualified type name") }, "\(run.assumptions)")
        #expect(run.assumptions.contains { $0.contains("in an order that changes from launch to launch") }, "\(run.assumptions)")
        #expect(run.assumptions.contains { $0.hasPrefix("the whole number 3 in a string is written as an integer (3)") }, "\(run.assumptions)")
    }

    /// `UISwitch.isOn` and `setOn(_:animated:)` are kept; a spinner is hidden
    /// until it animates and again when it stops (`hidesWhenStopped`, UIKit's default).
    @Test func controlStatesAreKeptAndASpinnerShowsWhileItAnimates() throws {
        let run = try Trial29UIKitTests.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let toggle = UISwitch()
              let before = toggle.isOn
              toggle.isOn = true
              let set = toggle.isOn
              toggle.setOn(false, animated: true)
              let spinner = UIActivityIndicatorView(style: .medium)
              let fresh = spinner.isHidden
              spinner.startAnimating()
              let running = (spinner.isHidden, spinner.isAnimating)
              spinner.stopAnimating()
              let stopped = spinner.isHidden
              spinner.hidesWhenStopped = false
              return "\\(before) \\(set) \\(toggle.isOn) \\(fresh) \\(running) \\(stopped) \\(spinner.isHidden)"
            }
            """)
        #expect(run.value == "false true false true (false, true) true false", "\(run.value)")
    }

    /// `Bundle.main.object(forInfoDictionaryKey:)`: the Info.plist is not among the files, so absent, stated.
    @Test func infoPlistEntriesAreReadAsAbsent() throws {
        let run = try Trial29UIKitTests.run(
            """
            func gapSteps(bundle: Bundle = .main) -> Int {
              (bundle.object(forInfoDictionaryKey: "Chrome") as? [String: Any])?["GapSteps"] as? Int ?? 2
            }
            func probe(navMap: GMSMapView) -> String { "\\(gapSteps())" }
            """)
        #expect(run.value == "2", "\(run.value)")
        #expect(run.assumptions.contains { $0.hasPrefix(#"Bundle.main.object(forInfoDictionaryKey: "Chrome") is read as absent (nil)"#) }, "\(run.assumptions)")
    }

    /// A `deinit` that only logs, released when a local last used earlier
    /// goes: when it runs changes nothing the layout sees, so the run goes on.
    @Test func aDeinitThatOnlyLogsDoesNotStopTheRun() throws {
        var text = Fixture.mutate(
            DeinitializerTests.leases, "  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}\n",
            "  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}\n  final class Note { deinit { print(\"released \\(type(of: self))\") } }\n  private var notes: [Note] = []\n")
        text = Fixture.mutate(text, "    promptLeases = [Lease {", "    notes.append(Note())\n    promptLeases = [Lease {")
        let mutant = Fixture.mutate(
            text, "oldPrompt: NavigationPromptView) { promptLeases.removeAll() }",
            "oldPrompt: NavigationPromptView) { promptLeases.removeAll(); let last = notes; notes.removeAll(); _ = last.count; _ = oldPrompt }")
        let result = try Fixture.verify(mutant, scenarios: DeinitializerTests.scenarios)
        #expect(result.isFullyVerified && result.findings.allSatisfy { $0.ruleID == "delegate_assumption" }, "\(result.listing)")
    }
}
