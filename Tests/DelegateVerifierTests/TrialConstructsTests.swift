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
        #expect(try probe(members, declarations, nil) == "2 9 5 7 7 [1]")
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
        #expect(try probe(members, declarations, nil) == "2 4 true true")
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
        #expect(result == "103 3 compared 3 true~5 -103 true")  // numbers print as the interpreter prints them
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
}
