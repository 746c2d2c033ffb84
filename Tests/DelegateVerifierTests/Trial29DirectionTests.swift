@testable import DelegateVerifier
@testable import LayoutModel
import Testing

/// Trial round 29, right-to-left teams: `semanticContentAttribute` is stored
/// per view and decides the view's effective direction, which resolves the
/// leading and trailing of its own arrangement (a stack's order, its
/// margins); a constraint between views whose directions differ stops the
/// run naming it rather than being laid out by the scenario's direction.
@Suite struct Trial29DirectionTests {
    /// A horizontal stack of a 40 pt and a 60 pt view, placed by its left and top edges.
    static func stack(_ attribute: SemanticContentAttribute, in direction: LayoutDirection) throws -> (MapView, LayoutView, LayoutView) {
        let map = MapView(device: DeviceProfile.standardDevices[0], direction: direction)
        let stack = StackView(name: "stack")
        stack.semanticContentAttribute = attribute
        stack.translatesAutoresizingMaskIntoConstraints = false
        let first = LayoutView(name: "first")
        first.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
        let second = LayoutView(name: "second")
        second.intrinsicContentSize = IntrinsicSize(width: 60, height: 20)
        try map.addSubview(stack)
        try stack.addArrangedSubview(first)
        try stack.addArrangedSubview(second)
        try LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
        ])
        return (map, first, second)
    }

    /// UIKit's order: a stack forced right to left puts its first view on the right, whatever the app's direction.
    @Test func aForcedStackArrangesByItsOwnDirection() throws {
        for direction in LayoutDirection.allCases {
            let (map, first, second) = try Self.stack(.forceRightToLeft, in: direction)
            let snapshot = map.layoutIfNeeded()
            #expect(snapshot.directionMismatches.isEmpty)
            #expect(first.frameInMap.x == 70 && second.frameInMap.x == 10, "\(direction): \(first.frameInMap) \(second.frameInMap)")
        }
        // `.playback` stays left to right in a right-to-left app; `.unspecified` follows the app.
        let (playback, first, _) = try Self.stack(.playback, in: .rightToLeft)
        playback.layoutIfNeeded()
        #expect(first.frameInMap.x == 10)
        let (unspecified, flipped, _) = try Self.stack(.unspecified, in: .rightToLeft)
        unspecified.layoutIfNeeded()
        #expect(flipped.frameInMap.x == 70)
    }

    /// `effectiveUserInterfaceLayoutDirection` and `userInterfaceLayoutDirection(for:)` as UIKit documents them.
    @Test func theAttributeDecidesTheDirection() {
        #expect(SemanticContentAttribute.unspecified.layoutDirection(relativeTo: .rightToLeft) == .rightToLeft)
        #expect(SemanticContentAttribute.spatial.layoutDirection(relativeTo: .rightToLeft) == .leftToRight)
        #expect(SemanticContentAttribute.forceRightToLeft.layoutDirection(relativeTo: .leftToRight) == .rightToLeft)
        // Not inherited: a subview left unspecified follows the app, not its forced superview.
        let parent = LayoutView(name: "parent")
        parent.semanticContentAttribute = .forceRightToLeft
        let child = LayoutView(name: "child")
        try? parent.addSubview(child)
        #expect(child.effectiveLayoutDirection(in: .leftToRight) == .leftToRight)
    }

    /// A leading constraint between a forced view and the map (the other direction) is not laid out by a guess.
    @Test func aConstraintBetweenDirectionsIsAMismatch() throws {
        let map = MapView(device: DeviceProfile.standardDevices[0], direction: .leftToRight)
        let panel = LayoutView(name: "panel")
        panel.translatesAutoresizingMaskIntoConstraints = false
        try map.addSubview(panel)
        let leading = panel.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor)
        try LayoutConstraint.activate([leading, panel.topAnchor.constraint(equalTo: map.topAnchor)])
        #expect(map.layoutIfNeeded().directionMismatches.isEmpty)
        panel.semanticContentAttribute = .forceRightToLeft
        #expect(map.layoutIfNeeded().directionMismatches.map { $0 === leading } == [true])
        panel.semanticContentAttribute = .forceLeftToRight  // the same as the app's: resolved
        #expect(map.layoutIfNeeded().directionMismatches.isEmpty)
    }

    static let portrait = Array(Fixture.portrait.filter { $0.name.hasSuffix("-prompt") })

    /// The sample's logo forced to `attribute` (an expression) before it is constrained.
    static func forcedLogo(_ attribute: String) -> String {
        Fixture.mutate(
            Fixture.sample, "      logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),\n",
            "      { logo.semanticContentAttribute = \(attribute); return logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor) }(),\n")
    }

    /// The trial's team forces each panel to the direction it resolved: verified, in both directions.
    @Test func aViewForcedToTheAppsDirectionIsVerified() throws {
        let text = Self.forcedLogo(
            "UIView.userInterfaceLayoutDirection(for: navMap.semanticContentAttribute) == .rightToLeft ? .forceRightToLeft : .forceLeftToRight")
        let result = try Fixture.verify(text, scenarios: Self.portrait)
        #expect(result.isFullyVerified && result.findings.isEmpty, "\(result.listing)")
    }

    /// A view forced against the app's direction and pinned by leading to the map stops, naming the constraint.
    @Test func aViewForcedAgainstTheAppsDirectionStops() throws {
        let text = Self.forcedLogo(".forceRightToLeft")
        let ltr = try Fixture.verify(text, scenarios: Self.portrait.filter { $0.direction == .leftToRight })
        #expect(ltr.ruleIDs == ["delegate_not_verified"], "\(ltr.listing)")
        #expect(ltr.findings.contains { $0.message.contains("different effective layout directions (semanticContentAttribute)") }, "\(ltr.listing)")
        let rtl = try Fixture.verify(text, scenarios: Self.portrait.filter { $0.direction == .rightToLeft })
        #expect(rtl.isFullyVerified && rtl.findings.isEmpty, "\(rtl.listing)")
    }

    /// Runs `probe()` of `members` in a delegate, in a map laid out in `direction`.
    static func probe(_ members: String, direction: LayoutDirection) throws -> String {
        let text = "import UIKit\nfinal class Probe: NSObject, NavigationLayoutDelegate {\n\(members)\n}\n"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0], direction: direction)
        let delegate = try interpreter.makeDelegate(interpreter.source.delegateClass)
        return interpreter.describe(try interpreter.callMethod("probe", on: delegate, [], at: interpreter.source.delegateClass.nameNode))
    }

    /// Setting and reading the attribute, a detached view's effective direction, `userInterfaceLayoutDirection(for:)`.
    @Test func theAttributeIsSetAndRead() throws {
        let members = """
            func probe() -> [Bool] {
              let v = UIView()
              let before = v.semanticContentAttribute == .unspecified && v.effectiveUserInterfaceLayoutDirection == .rightToLeft
              v.semanticContentAttribute = .forceLeftToRight
              return [before, v.semanticContentAttribute == UISemanticContentAttribute.forceLeftToRight,
                      v.effectiveUserInterfaceLayoutDirection == .leftToRight,
                      UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight,
                      UIView.userInterfaceLayoutDirection(for: UIView().semanticContentAttribute) == .rightToLeft,
                      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight]
            }
            """
        #expect(try Self.probe(members, direction: .rightToLeft) == "[true, true, true, true, true, true]")
    }
}
