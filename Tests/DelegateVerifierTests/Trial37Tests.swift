import AppBuild
@testable import DelegateVerifier
import LayoutModel
import SwiftSyntax
import Testing

/// What trial round 37 found: arrays made by repetition, integer bit
/// operations and fixed-width integers, optionals spelled out, the SDK's views' sizes.
@Suite struct Trial37Tests {
    let probe = ConstructsTests().probe

    /// `[T](repeating:count:)` and `Array(repeating:count:)` hold their
    /// elements (trial 37a: an empty array, a silent pass), `[T](sequence)` its elements.
    @Test func arraysMadeByRepetition() throws {
        let members = """
            func probe() -> String {
              let a = [Int](repeating: 7, count: 3)
              var b = [UIView?](repeating: nil, count: 2)
              b[1] = UIView()
              let c = Array(repeating: "x", count: 2)
              let d = [Int](1...3)
              let e = [String]()
              return "\\(a) \\(b.count) \\(b[0] == nil) \\(b[1] == nil) \\(c) \\(d) \\(e.isEmpty)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == #"[7, 7, 7] 2 true false ["x", "x"] [1, 2, 3] true"#, "\(got)")
    }

    /// The compound bit assignments, the wrapping operators, and the bit
    /// counts that do not depend on the integer's width (trial 37a stopped).
    @Test func integerBitOperations() throws {
        let members = """
            func probe() -> String {
              var f = 0b1010
              f &= ~0b0010
              f |= 0b0001
              f ^= 0b1000
              f <<= 2
              f >>= 1
              var m = 7
              m %= 4
              let w = 5 &+ 3
              return "\\(f) \\(m) \\(w) \\(0b1011.nonzeroBitCount) \\(8.trailingZeroBitCount)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "2 3 8 3 3", "\(got)")
        let width = "func probe() -> String { \"\\(8.leadingZeroBitCount)\" }"
        #expect(throws: Unsupported.self) { try probe(width, "", nil) }
    }

    /// Fixed-width integers convert as Swift converts them; a value out of
    /// the declared type's range, where Swift wraps or traps, is not run on
    /// (trial 37a: `~7` as a `UInt8` was -8, a silent pass).
    @Test func fixedWidthIntegersConvertOrStop() throws {
        let members = """
            func probe() -> String {
              let small = UInt8(200)
              let clamped = UInt8(clamping: 300)
              return "\\(small) \\(UInt8(exactly: 3.5) == nil) \\(clamped) \\(Int8("12") ?? 0) \\(UInt16("70000") == nil)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "200 true 255 12 true", "\(got)")
        let overflow = "func probe() -> String { \"\\(UInt8(300))\" }"
        #expect(throws: Unsupported.self) { try probe(overflow, "", nil) }
        let wrapped = "func probe() -> String { let mask: UInt8 = ~7; return \"\\(mask)\" }"
        #expect(throws: Unsupported.self) { try probe(wrapped, "", nil) }
    }

    /// `constraint.relation`, `.some(x)`, `Optional.some(x)` (trial 37a
    /// stopped); a dictionary with optional values stops, as the run cannot
    /// tell a key holding nil from a missing one (trial 37a: a silent pass).
    @Test func relationsOptionalsSpelledOutAndOptionalValuedDictionaries() throws {
        let members = """
            func probe() -> String {
              let view = UIView()
              let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 5)
              let held: UIView? = .some(view)
              let three = Optional.some(3)
              return "\\(cap.relation == .lessThanOrEqual) \\(cap.relation == .equal) \\(held === view) \\(three ?? 0)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "true false true 3", "\(got)")
        let nested = "func probe() -> String { let d: [String: UIView?] = [\"a\": nil]; return \"\\(d.count)\" }"
        // A key holding nil is kept, as Swift keeps it (trial 63; it stopped before): `d.count` is 1.
        #expect(try probe(nested, "", nil) == "1")
    }

    /// A Google view's `intrinsicContentSize` is the size the SDK gives it in
    /// the world (trial 37b: -1, and a widget pushed into the ETA card passed).
    @Test func googleViewsReportTheirSDKSize() throws {
        let source = try DelegateSource(
            text: "import UIKit\nfinal class D: NSObject, NavigationLayoutDelegate {}", displayPath: "D.swift",
            build: AppBuildConfiguration(), context: [])
        let interpreter = Interpreter(source: source, metrics: .standard)
        let map = MapView(device: DeviceProfile.standardDevices[0])
        interpreter.map = map
        let site = ExprSyntax("x")
        for state in SpeedWidgetState.allCases {
            let components = GoogleComponents(for: map, speedWidgetState: state)
            let read = try interpreter.member("intrinsicContentSize", of: Value.item(components.speedWidget), at: site)
            let expected = components.speedWidget.sdkSize(in: map.context)
            #expect(interpreter.describe(read) == interpreter.describe(Interpreter.sizeValue(expected)), "\(state)")
        }
        let turnCard = try interpreter.member("intrinsicContentSize", of: Value.item(GoogleComponents(for: map).turnCard), at: site)
        #expect(!interpreter.describe(turnCard).contains("-1"), "\(interpreter.describe(turnCard))")
    }

    /// A label set to wrap is laid out one line high, and the run says so.
    @Test func aWrappingLabelIsStatedAsOneLine() throws {
        let result = try Fixture.verify(
            Fixture.mutate(
                Fixture.sample, "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n",
                "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n    let note = UILabel()\n    note.numberOfLines = 0\n"),
            scenarios: Array(Fixture.portrait.prefix(1)))
        #expect(result.findings.contains { $0.ruleID == "delegate_assumption" && $0.message.contains("laid out one line high") }, "\(result.listing)")
    }

    /// `systemLayoutSizeFitting` measures a view by its own subtree: its
    /// content's constraints and intrinsic sizes win over the fitting
    /// priority (trial 37b stopped on it and on `layoutFittingCompressedSize`).
    @Test func aViewIsMeasuredByItsOwnSubtree() throws {
        let members = """
            func probe() -> String {
              let panel = UIView()
              let title = UILabel()
              title.text = "Next"
              let body = UILabel()
              body.text = "Stop at 5"
              [title, body].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; panel.addSubview($0) }
              NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12),
                title.trailingAnchor.constraint(lessThanOrEqualTo: panel.trailingAnchor, constant: -12),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12),
                body.trailingAnchor.constraint(lessThanOrEqualTo: panel.trailingAnchor, constant: -12),
                body.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -8),
              ])
              let compressed = panel.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
              let wide = panel.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
              return "\\(compressed.width) \\(compressed.height) \\(wide.width) \\(wide.height)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "100.5 61.0 300.0 61.0", "\(got)")
    }

    /// `try?` of a library call the verifier does not model stops where its
    /// value is read: whether it threw is not known (trial 38a: `try? Regex(text)`,
    /// an opaque value, was taken as a match).
    @Test func aTriedUnmodelledCallStopsWhereRead() throws {
        let members = "func probe() -> String { let r = try? Data(contentsOf: URL(fileURLWithPath: \"/tmp/spec.json\")); return \"\\(r == nil)\" }"
        #expect { try probe(members, "", nil) } throws: { ($0 as? Unsupported)?.reason.contains("whether Data(...) throws") == true }
    }

    /// A `try?` whose value is not read runs on: nil or not does not matter.
    @Test func aDiscardedTryOfAnUnmodelledCallRunsOn() throws {
        let members = """
            func probe() -> String {
              _ = try? Data(contentsOf: URL(fileURLWithPath: "/tmp/spec.json"))
              try? Data(contentsOf: URL(fileURLWithPath: "/tmp/spec.json"))
              return "ran"
            }
            """
        #expect(try probe(members, "", nil) == "ran")
    }
}
