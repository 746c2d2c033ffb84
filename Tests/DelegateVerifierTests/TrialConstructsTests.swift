@testable import DelegateVerifier
import LayoutModel
import Testing

/// Constructs of the trial-12 delegates (library names, labelled tuples
/// through typealiases, metatypes, trait collections, the files' result
/// builders and operator functions), each run by `ConstructsTests.probe`.
@Suite struct TrialConstructsTests {
    let probe = ConstructsTests().probe

    @Test func dictionaryGroupingRuns() throws {
        let members = """
            func probe() -> String {
              let byParity = Dictionary(grouping: [1, 2, 3, 5], by: { $0 % 2 })
              let counts = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
              return "\\(byParity.count) \\(byParity.keys.sorted()) \\(byParity[1] ?? []) \\(counts["b"] ?? 0) \\(Set([1, 1, 2]).count) \\(Optional(4) ?? 0)"
            }
            """
        #expect(try probe(members, "", nil) == "2 [0, 1] [1, 3, 5] 2 2 4")
    }

    /// A library value the interpreter does not run is not verified, never an
    /// assumption (the trial's silent pass); an unknown app name still is assumed.
    @Test func libraryValuesAreNeverAssumed() throws {
        let library = """
            func probe() -> String {
              if UIColor.red.cgColor.alpha > 0 { return "ran" }
              return "skipped"
            }
            """
        #expect(throws: Unsupported.self) { try probe(library, "", nil) }
        let unknownApp = """
            func probe() -> String {
              if AppSettings.shared.showsLogo { return "ran" }
              return "skipped"
            }
            """
        #expect(try probe(unknownApp, "", nil) == "skipped")
        #expect(LibraryNames.contains("Dictionary") && LibraryNames.contains("stride") && !LibraryNames.contains("AppSettings"))
    }

    /// The trial's silent pass: a branch on `Dictionary(grouping:by:)` that
    /// hides the logo was skipped as "assumed 0"; it now runs and is caught.
    @Test func aBranchOnALibraryValueRunsAndIsChecked() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n",
            "    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n"
                + "    if Dictionary(grouping: newState.buttons, by: { $0.type }).count > 0 { newState.googleLogo.isHidden = true }\n")
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.prefix(1)))
        #expect(result.ruleIDs.contains("delegate_missing_required_view"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_assumption") && !result.ruleIDs.contains("delegate_not_verified"))
    }

    @Test func tupleLabelsComeFromDeclaredTypes() throws {
        let declarations = """
            typealias Edge = (anchor: Int, gap: CGFloat)
            func makeEdge() -> Edge { (7, 1) }
            """
        let members = """
            func probe() -> String {
              var below: Edge = (1, 8)
              below = (2, 9)
              var list: [Edge] = []
              list.append((3, 4))
              list[0].gap += 1
              var spare: Edge = (5, 6)
              spare.gap = 7
              var groups: [(name: String, items: [Int])] = [("a", [])]
              groups[0].items.append(1)
              return "\\(below.anchor) \\(below.gap) \\(list[0].gap) \\(spare.gap) \\(makeEdge().anchor) \\(groups[0].items)"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 9.0 5.0 7.0 7 [1]")
    }

    @Test func metatypesAndTypeOf() throws {
        let declarations = "struct Spec { var inset: CGFloat = 0 }"
        let members = """
            func probe() -> String {
              let table: [String: Int] = [String(describing: NavigationReadyUIState.self): 1, "\\(Spec.self)": 2]
              let spec = Spec()
              return "\\(table["NavigationReadyUIState"] ?? 0) \\(table[String(describing: type(of: spec))] ?? 0) \\(type(of: spec) == Spec.self)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1 2 true")
    }

    @Test func traitCollectionFollowsTheDevice() throws {
        let members = """
            func probe() -> String {
              let traits = UIView().traitCollection
              switch traits.horizontalSizeClass {
              case .regular: return "regular"
              default: return "\\(traits.verticalSizeClass == .regular) \\(traits.layoutDirection == .leftToRight)"
              }
            }
            """
        #expect(try probe(members, "", nil) == "true true")  // phone portrait: compact width, regular height
    }

    @Test func keyPathsToAnchorsOfViewsAndGuides() throws {
        let declarations = """
            func pin<Anchor>(_ item: UIView, _ edge: KeyPath<UIView, Anchor>, to guide: UILayoutGuide,
                             _ otherEdge: KeyPath<UILayoutGuide, Anchor>) -> NSLayoutConstraint
              where Anchor: NSLayoutYAxisAnchor {
              item[keyPath: edge].constraint(equalTo: guide[keyPath: otherEdge], constant: 4)
            }
            """
        let members = """
            func probe() -> String {
              let view = UIView()
              let guide = UILayoutGuide()
              let paths: [KeyPath<UIView, NSLayoutYAxisAnchor>] = [\\.topAnchor, \\UIView.bottomAnchor]
              let constraint = pin(view, paths[1], to: guide, \\.topAnchor)
              return "\\(paths.count) \\(constraint.constant) \\(constraint.firstAnchor == view.bottomAnchor) \\(constraint.secondAnchor == guide.topAnchor)"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 4.0 true true")
    }

    @Test func guideIdentifierIsRead() throws {
        let members = """
            func probe() -> String {
              let guide = UILayoutGuide()
              let before = guide.identifier
              guide.identifier = "floor"
              return "[\\(before)] \\(guide.identifier)"
            }
            """
        #expect(try probe(members, "", nil) == "[] floor")
    }

    @Test func resultBuildersOfTheFilesRun() throws {
        let declarations = """
            @resultBuilder enum Numbers {
              static func buildExpression(_ n: Int) -> [Int] { [n] }
              static func buildExpression(_ ns: [Int]) -> [Int] { ns }
              static func buildBlock(_ parts: [Int]...) -> [Int] { parts.flatMap { $0 } }
              static func buildOptional(_ part: [Int]?) -> [Int] { part ?? [] }
              static func buildEither(first: [Int]) -> [Int] { first }
              static func buildEither(second: [Int]) -> [Int] { second + [100] }
              static func buildArray(_ parts: [[Int]]) -> [Int] { parts.flatMap { $0 } }
            }
            func numbers(@Numbers _ body: () -> [Int]) -> [Int] { body() }
            """
        let members = """
            func probe() -> String {
              let flag = false
              let list = numbers {
                1
                [2, 3]
                if flag { 4 } else { 5 }
                for i in 0..<2 { i * 10 }
                if flag { 99 }
              }
              return "\\(list)"
            }
            """
        #expect(try probe(members, declarations, nil) == "[1, 2, 3, 5, 100, 0, 10]")
    }

    @Test func operatorFunctionsOfTheFilesAreCalled() throws {
        let declarations = """
            struct Offset { let value: CGFloat }
            func + (lhs: Offset, rhs: Offset) -> Offset { Offset(value: lhs.value + rhs.value + 100) }
            func == (lhs: Offset, rhs: CGFloat) -> String { "compared \\(rhs)" }
            precedencegroup Low { lowerThan: ComparisonPrecedence }
            infix operator ~: Low
            func ~ (lhs: Bool, rhs: Int) -> String { "\\(lhs)~\\(rhs)" }
            prefix func - (offset: Offset) -> Offset { Offset(value: -offset.value) }
            """
        let members = """
            func probe() -> String {
              let sum = Offset(value: 1) + Offset(value: 2)
              return "\\(sum.value) \\(1 + 2) \\(Offset(value: 0) == 3) \\(1 == 1 ~ 5) \\((-sum).value) \\(2 == 2)"
            }
            """
        let result = try probe(members, declarations, nil)
        #expect(result == "103.0 3 compared 3.0 true~5 -103.0 true")  // numbers print as Swift prints them, by type
    }

    @Test func anUndeclaredOperatorIsNamed() throws {
        let members = """
            func probe() -> String {
              let a = 1 <=> 2
              return "\\(a)"
            }
            """
        do {
            _ = try probe(members, "", nil)
            Issue.record("an undeclared operator ran")
        } catch let error as Unsupported {
            #expect(error.reason.contains("<=>") && !error.reason.contains("sequenceExpr"))
        }
    }

    // MARK: - Second trial (trial 12b)

    /// An implicit member call resolved from its contextual type: a struct's,
    /// a class's or an enum's static factory (or `init`) in annotations
    /// (arrays and optionals too), parameters, returns and property assignments.
    @Test func implicitStaticFactoriesResolveFromTheirContext() throws {
        let declarations = """
            struct Pin { let gap: CGFloat
              static func to(_ gap: CGFloat, extra: CGFloat = 0) -> Pin { Pin(gap: gap + extra) }
              static let none = Pin(gap: -1) }
            final class Box { let size: CGFloat; init(size: CGFloat) { self.size = size }
              static func small() -> Box { Box(size: 2) } }
            enum Slot { case fixed(CGFloat)
              static func doubled(_ value: CGFloat) -> Slot { .fixed(value * 2) }
              var size: CGFloat { switch self { case .fixed(let value): return value } } }
            struct Screen { var pins: [Pin] = [] }
            """
        let members = """
            func gap(of pin: Pin) -> CGFloat { pin.gap }
            func make() -> Pin { .to(7) }
            func probe() -> String {
              let a: Pin = .to(1)
              let b: [Pin] = [.to(2, extra: 1), .none, .init(gap: 4)]
              let c: Pin? = .to(5)
              var screen = Screen()
              screen.pins = [.to(6)]
              screen.pins.append(.to(9))
              let table: [String: Pin] = ["a": .to(10)]
              let made = [11].map { n -> Pin in .to(CGFloat(n)) }
              let box: Box = .small()
              let slots: [Slot] = [.doubled(4), .fixed(1)]
              return "\\(a.gap) \\(b.map(\\.gap)) \\(c?.gap ?? 0) \\(screen.pins[0].gap) \\(gap(of: .to(8))) \\(make().gap) \\(box.size) \\(slots.map(\\.size)) \\(screen.pins[1].gap) \\(table["a"]?.gap ?? 0) \\(made[0].gap)"
            }
            """
        #expect(try probe(members, declarations, nil) == "1.0 [3.0, -1.0, 4.0] 5.0 6.0 8.0 7.0 2.0 [8.0, 1.0] 9.0 10.0 11.0")
        // Without a declared type (Swift would not compile it) the error names the implicit member.
        let untyped = """
            func probe() -> String { "\\([1].map { _ in .to(1) }[0].gap)" }
            """
        let error = #expect(throws: Unsupported.self) { try probe(untyped, declarations, nil) }
        #expect(error?.reason.contains("implicit member .to(...)") == true)
    }

    /// `.required - 1` and its kin: an implicit member beside a number is the
    /// numeric framework type that has it (a priority, a `CGFloat`).
    @Test func implicitMembersInPriorityArithmetic() throws {
        let members = """
            func probe() -> String {
              let c = UIView().widthAnchor.constraint(equalToConstant: 10)
              var seen: [Float] = []
              c.priority = .required - 1; seen.append(c.priority.rawValue)
              c.priority = .defaultHigh + 1; seen.append(c.priority.rawValue)
              c.priority = .init(998); seen.append(c.priority.rawValue)
              c.priority = UILayoutPriority(rawValue: 997); seen.append(c.priority.rawValue)
              let below = c.priority < .required
              let inset: CGFloat = .zero + 4
              return "\\(seen) \\(below) \\(inset)"
            }
            """
        #expect(try probe(members, "", nil) == "[999.0, 751.0, 998.0, 997.0] true 4.0")
    }

    /// `Optional.map`/`flatMap` on a wrapped value; `nil` stays `nil`; a
    /// sequence maps whole only where its syntax is optional, and `?.map` maps its elements.
    @Test func optionalMapRunsOnTheWrappedValue() throws {
        let members = """
            var shown: UIView? = UIView()
            var rows: [[Int]]? = [[1, 2], [3]]
            func probe() -> String {
              let firstBig = [1, 5, 9].first { $0 > 4 }.map { $0 * 10 }
              let none = [1].first(where: { $0 > 4 }).map { $0 * 10 }
              let counted = rows.map { $0.count }
              let elements = rows?.map { $0.count }
              let firstCount = [[7, 8, 9]].first.map(\\.count)
              let flat = [2].last.flatMap { Optional($0 + 1) }
              shown.map { $0.isHidden = true }
              let groups: [String: [Int]] = ["a": [4, 5]]
              let grouped = groups["a"].map { $0.count }
              return "\\(firstBig ?? 0) \\(none == nil) \\(counted ?? 0) \\(elements ?? []) \\(firstCount ?? 0) \\(flat ?? 0) \\(shown?.isHidden ?? false) \\(grouped ?? 0)"
            }
            """
        #expect(try probe(members, "", nil) == "50 true 2 [2, 1] 3 3 true 2")
    }

    /// One field of a view's insets or frame set in place, written back to the view.
    @Test func insetAndFrameFieldsAreSetInPlace() throws {
        let members = """
            func probe() -> String {
              let v = UIView()
              v.layoutMargins.left = 3
              v.directionalLayoutMargins.trailing = 5
              var m = v.directionalLayoutMargins
              m.top = 4
              v.directionalLayoutMargins = m
              v.frame.origin.x = 6
              v.frame.size.height = 40
              let margins = v.directionalLayoutMargins
              return "\\(margins.top) \\(margins.leading) \\(margins.trailing) \\(v.layoutMargins.bottom) \\(v.frame.minX) \\(v.frame.height)"
            }
            """
        #expect(try probe(members, "", nil) == "4.0 3.0 5.0 8.0 6.0 40.0")
    }

    /// A delegate whose only initializer takes arguments is created by its one
    /// static factory (stated as an assumption); with several, or none, it is
    /// not run with its stored properties unset.
    @Test func aDelegateWithoutInitIsMadeByItsSingleStaticFactory() throws {
        func delegate(_ factories: String) -> String {
            """
            import UIKit
            final class Split: NSObject, NavigationLayoutDelegate {
              private let inset: CGFloat
              private init(inset: CGFloat) { self.inset = inset; super.init() }
              \(factories)
            }
            """
        }
        let one = try DelegateSource(text: delegate("static func roomy() -> Split { Split(inset: 24) }"), displayPath: "Split.swift")
        let made = try InterpretedDelegate(source: one, metrics: .standard)
        #expect(made.instance.fields["inset"].map(made.interpreter.describe) == "24")
        #expect(made.interpreter.assumptions.contains { $0.text.contains("Split.roomy()") })
        for factories in ["", "static func a() -> Self { Split(inset: 1) }\n  static func b() -> Split { Split(inset: 2) }"] {
            let source = try DelegateSource(text: delegate(factories), displayPath: "Split.swift")
            let error = #expect(throws: Unsupported.self) { try InterpretedDelegate(source: source, metrics: .standard) }
            #expect(error?.reason.contains("creating Split") == true)
        }
    }

    /// A view's `readableContentGuide` is modelled (see `LayoutEngineTests`).
    @Test func readableContentGuideIsAGuideOfTheView() throws {
        let members = """
            func probe() -> String {
              let v = UIView()
              return "\\(v.readableContentGuide === v.layoutMarginsGuide) \\(v.readableContentGuide.owningView === v)"
            }
            """
        #expect(try probe(members, "", nil) == "false true")
    }

    // MARK: the third trial

    /// A property wrapper may run layout code on every read and write: never
    /// plain storage (false findings with "fully verified" before); the files'
    /// wrappers run (`TypeDispatchTests`). `@Published` is plain storage.
    @Test func propertyWrappersRunAndPublishedIsStorage() throws {
        let declarations = """
            @propertyWrapper struct Activated {
              var wrappedValue: [NSLayoutConstraint] { didSet { NSLayoutConstraint.activate(wrappedValue) } }
              init(wrappedValue: [NSLayoutConstraint]) { self.wrappedValue = wrappedValue }
            }
            """
        let wrapped = """
            @Activated private var constraints: [NSLayoutConstraint] = []
            func probe() -> String { "\\(constraints.count)" }
            """
        #expect(try probe(wrapped, declarations, nil) == "0")
        let published = """
            @Published var inset: CGFloat = 4
            @objc dynamic var gap: CGFloat = 2
            func probe() -> String { "\\(inset + gap)" }
            """
        #expect(try probe(published, "", nil) == "6.0")
    }

    @Test func transitionFromToSwapsTheViewsAndReadsOfGuidesAndCATransactionRun() throws {
        let members = """
            func probe() -> String {
              let container = UIView()
              let old = UIView(), new = UIView(), hidden = UIView()
              container.addSubview(old)
              container.addSubview(hidden)
              let guide = UILayoutGuide()
              container.addLayoutGuide(guide)
              CATransaction.begin()
              CATransaction.setDisableActions(true)
              UIView.transition(from: old, to: new, duration: 0.25, options: [.curveEaseInOut]) { _ in }
              UIView.transition(from: hidden, to: old, duration: 0, options: [.showHideTransitionViews], completion: nil)
              CATransaction.commit()
              return "\\(old.superview == nil) \\(new.superview === container) \\(hidden.isHidden) \\(container.layoutGuides.count)"
            }
            """
        #expect(try probe(members, "", nil) == "true true true 1")
    }

    @Test func aMutatingMethodAssignsSelf() throws {
        let declarations = """
            struct Applied { var count = 0
              mutating func add() { count += 1 }
              mutating func revert() { self = Applied() } }
            """
        let members = """
            func probe() -> String {
              var a = Applied()
              a.add(); a.add()
              let before = a.count
              a.revert()
              return "\\(before) \\(a.count)"
            }
            """
        #expect(try probe(members, declarations, nil) == "2 0")
    }
}
