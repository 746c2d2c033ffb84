@testable import DelegateVerifier
import LayoutModel
import Testing

/// Trial round 29, accessibility teams: `--content-size-category` makes every
/// run read that text size, and Dynamic Type's fonts, `UIFontMetrics` and
/// labels follow Apple's size tables for it, so a layout that changes at
/// accessibility sizes is checked there instead of passing silently.
@Suite struct Trial29TextSizeTests {
    /// Runs `probe()` of `members` at `category`; its value and the assumptions.
    static func run(_ members: String, at category: ContentSizeCategory) throws -> (value: String, assumptions: [String]) {
        let text = "import UIKit\nfinal class Probe: NSObject, NavigationLayoutDelegate {\n\(members)\n}\n"
        let interpreter = Interpreter(
            source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard, contentSizeCategory: category)
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        let delegate = try interpreter.makeDelegate(interpreter.source.delegateClass)
        let value = try interpreter.callMethod("probe", on: delegate, [], at: interpreter.source.delegateClass.nameNode)
        return (interpreter.describe(value), interpreter.assumptions.map(\.text))
    }

    static let members = """
        func probe() -> [CGFloat] {
          let label = UILabel()
          label.text = "abcd"
          label.font = .preferredFont(forTextStyle: .body)
          let accessible: CGFloat = UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 0
          return [accessible, UIFont.preferredFont(forTextStyle: .caption2).pointSize,
                  UIFontMetrics.default.scaledValue(for: 17), UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28),
                  round(label.intrinsicContentSize.width), round(label.intrinsicContentSize.height)]
        }
        """

    /// The default size reads as before; the largest accessibility size reads Apple's table (body 53, caption2 41, title1 58).
    @Test func theRunReadsTheCategoryItWasGiven() throws {
        let standard = try Self.run(Self.members, at: .large)
        #expect(standard.value == "[0, 11, 17, 28, 34, 21]")
        #expect(standard.assumptions.contains(
            "UIApplication.shared.preferredContentSizeCategory is read as the default text size, .large (not an accessibility size; --content-size-category sets another)"))
        let largest = try Self.run(Self.members, at: .accessibilityExtraExtraExtraLarge)
        #expect(largest.value == "[1, 41, 53, 58, 106, 64]")
        #expect(largest.assumptions.contains(
            "UIApplication.shared.preferredContentSizeCategory is read as the text size given by --content-size-category, .accessibilityExtraExtraExtraLarge (an accessibility size)"))
        #expect(largest.assumptions.contains(
            "UIFontMetrics.scaledValue(for:) is read at the text size given by --content-size-category, .accessibilityExtraExtraExtraLarge (an accessibility size): 17 scaled as body text, 53"))
    }

    /// A button's title font does not resize the button in the model: stated away from `.large`, not silent.
    @Test func aButtonsTitleFontIsStated() throws {
        let members = """
            func probe() -> Bool {
              let button = UIButton(type: .system)
              button.titleLabel?.font = .preferredFont(forTextStyle: .body)
              return true
            }
            """
        #expect(try Self.run(members, at: .large).assumptions.isEmpty)
        #expect(try Self.run(members, at: .accessibilityLarge).assumptions == [
            "a button's title font (body text) does not resize the button in the model: at .accessibilityLarge it is sized as at .large"
        ])
    }

    /// A layout that breaks only at accessibility sizes passes at the default and is caught at one.
    @Test func aLayoutBrokenAtAccessibilitySizesIsCaughtThere() throws {
        let text = Fixture.mutate(
            Fixture.sample, "      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n",
            "      logo.leadingAnchor.constraint(\n        equalTo: safeArea.leadingAnchor,"
                + " constant: navMap.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? -2000 : 0),\n")
        let scenarios = Array(Fixture.portrait.filter { $0.name.hasSuffix("-prompt") }.prefix(2))
        var options = DelegateVerifier.Options()
        options.scenarios = scenarios
        let source = try DelegateSource(text: text, displayPath: "Delegate.swift")
        let standard = try DelegateVerifier.verify(source, options: options)
        #expect(standard.isFullyVerified && standard.ruleIDs == ["delegate_assumption"], "\(standard.listing)")
        options.contentSizeCategory = .accessibilityMedium
        let accessible = try DelegateVerifier.verify(source, options: options)
        #expect(accessible.isFullyVerified)
        #expect(accessible.ruleIDs.contains { $0 != "delegate_assumption" && $0 != "delegate_not_verified" }, "\(accessible.listing)")
    }
}
