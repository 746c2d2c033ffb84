@testable import DelegateVerifier
import LayoutModel
import Testing

/// What trial round 38 found: views' `layoutSubviews()` overrides never ran,
/// unmodelled throwing calls under `try?`.
@Suite struct Trial38Tests {
    let probe = ConstructsTests().probe

    /// `UIKitConstraintPassTests.hostDelegate` with a `layoutSubviews()` override.
    static func host(layoutSubviews body: String, layoutCall: Bool = true) -> String {
        let text = Fixture.mutate(
            UIKitConstraintPassTests.hostDelegate, "    override class var requiresConstraintBasedLayout: Bool { true }\n",
            "    override class var requiresConstraintBasedLayout: Bool { true }\n    override func layoutSubviews() {\n        super.layoutSubviews()\n\(body)\n    }\n")
        return layoutCall ? text : Fixture.mutate(text, "        host.layoutIfNeeded()\n", "")
    }

    /// The override runs in the layout pass after the callback and in
    /// `layoutIfNeeded()`'s (trial 38b: hiding a view there passed), once its
    /// frame is set: what it does to the layout is laid out again.
    @Test func layoutSubviewsRunsInTheLayoutPass() throws {
        let idle = try UIKitConstraintPassTests.verify(Self.host(layoutSubviews: "        _ = bounds.width"))
        #expect(idle.findings.isEmpty && idle.isFullyVerified, "\(idle.listing)")
        for layoutCall in [true, false] {
            let hiding = try UIKitConstraintPassTests.verify(Self.host(layoutSubviews: "        state?.googleLogo.isHidden = bounds.width > 0", layoutCall: layoutCall))
            #expect(hiding.ruleIDs.contains("delegate_missing_required_view"), "\(hiding.listing)")
        }
        // A constraint set from the laid-out width: the logo leaves the screen in the second round of the pass.
        let pushed = try UIKitConstraintPassTests.verify(
            Self.host(layoutSubviews: "        constraints.first { $0.firstAttribute == .leading && $0.secondItem === self }?.constant = bounds.width"))
        #expect(!pushed.findings.isEmpty, "\(pushed.listing)")
    }

    /// An override that asks for another layout in every pass stops the run.
    @Test func aLayoutThatNeverSettlesStops() throws {
        let endless = try UIKitConstraintPassTests.verify(Self.host(layoutSubviews: "        setNeedsLayout()"))
        #expect(!endless.isFullyVerified)
        #expect(endless.findings.contains { $0.ruleID == "delegate_not_verified" && $0.message.contains("changes the layout in every pass") }, "\(endless.listing)")
    }

    /// `responds(to:)` with `self` left out, as `perform(_:)` already was (trial 38b stopped).
    @Test func respondsToOnImplicitSelf() throws {
        let members = """
            @objc func tick() {}
            func probe() -> String { "\\(responds(to: NSSelectorFromString("tick"))) \\(responds(to: #selector(tick))) \\(responds(to: NSSelectorFromString("nope")))" }
            """
        #expect(try probe(members, "", nil) == "true true false")
    }

    /// Key-value coding on the files' `NSObject` subclasses (trial 38b
    /// stopped): `@objc` properties set and read by name, numbers as
    /// `NSNumber`s, key paths through the files' objects, the undefined-key overrides.
    @Test func keyValueCodingReachesObjCProperties() throws {
        let declarations = """
            final class Flags: NSObject {
              @objc dynamic var isGuiding = false
              @objc var inset: CGFloat = 4 { didSet { log.append("inset \\(inset)") } }
              @objc var child: Flags?
              var log: [String] = []
              override func value(forUndefinedKey key: String) -> Any? { "undefined \\(key)" }
            }
            """
        let members = """
            func probe() -> String {
              let flags = Flags()
              flags.child = Flags()
              flags.setValue(NSNumber(value: true), forKey: "isGuiding")
              flags.setValue(12, forKey: "inset")
              flags.setValue(true, forKeyPath: "child.isGuiding")
              let guiding = flags.value(forKey: "isGuiding") as? Bool
              let inset = flags.value(forKeyPath: "inset") as? CGFloat
              return "\\(flags.isGuiding) \\(flags.inset) \\(flags.child!.isGuiding) \\(guiding!) \\(inset!) \\(flags.log) \\(flags.value(forKey: "nope")!)"
            }
            """
        #expect(try probe(members, declarations, nil) == #"true 12.0 true true 12.0 ["inset 12.0"] undefined nope"#)
    }

    /// A key that is no `@objc` property raises `NSUnknownKeyException`; `nil` for a property that is not optional raises too.
    @Test func keyValueCodingMisusesCrash() throws {
        let declarations = "final class Flags: NSObject { var plain = false; @objc var inset: CGFloat = 4 }"
        for statement in ["Flags().setValue(true, forKey: \"plain\")", "_ = Flags().value(forKey: \"missing\")", "Flags().setValue(nil, forKey: \"inset\")"] {
            let members = "func probe() -> String { \(statement); return \"ran\" }"
            #expect { try probe(members, declarations, nil) } throws: { ($0 as? Unsupported)?.crashes == true }
        }
    }

    /// A delegate's `@objc` property that key-value coding may set is not
    /// "set by no code": a `setValue(_:forKey:)` with a key not written out
    /// may set any of them (trial 38b's flags were said to be never set).
    @Test func keyValueCodingSetsCountAsAssignments() throws {
        let read = Fixture.mutate(
            UIKitConstraintPassTests.hostDelegate, "    let host = Host()\n", "    let host = Host()\n    @objc var showsLogo = true\n")
        let reading = Fixture.mutate(read, "        _ = newState.wideMode\n        host.", "        _ = newState.wideMode\n        _ = showsLogo\n        host.")
        func statements(_ text: String) throws -> [String] {
            let result = try UIKitConstraintPassTests.verify(text)
            #expect(result.isFullyVerified, "\(result.listing)")
            return result.findings.filter { $0.message.contains("showsLogo") }.map(\.message)
        }
        #expect(try statements(reading).contains { $0.contains("is set by no code of the given files") })
        for setter in ["setValue(value, forKey: key)", "setValue(value, forKey: \"showsLogo\")"] {
            let coded = Fixture.mutate(reading, "    let host = Host()\n", "    let host = Host()\n    func apply(_ value: Any?, key: String) { \(setter) }\n")
            let said = try statements(coded)
            #expect(!said.contains { $0.contains("is set by no code") }, "\(said)")
        }
    }
}
