@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// What trial round 45 found: the files' operators and extensions on UIKit's
/// geometry values, `String(format:)` and localized text, framework enums'
/// extensions, value copies of statics, transforms on views, weakly held
/// temporaries, noncopyable `deinit`s and generic classes' casts.
@Suite struct Trial45Tests {
    let probe = ConstructsTests().probe

    /// The files' operators, computed properties and methods on `CGPoint`,
    /// `CGSize`, `UIEdgeInsets` and `NSDirectionalEdgeInsets` run; a protocol
    /// extension's `with` copies a value type; `NSDirectionalEdgeInsets()` is
    /// zero (trial 45b: each stopped the run).
    @Test func appOperatorsAndExtensionsOnGeometryValues() throws {
        let declarations = """
            extension CGPoint {
                static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
                static prefix func - (p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: -p.y) }
                var length: CGFloat { abs(x) + abs(y) }
            }
            extension CGSize {
                static func * (l: CGSize, r: CGFloat) -> CGSize { CGSize(width: l.width * r, height: l.height * r) }
            }
            extension UIEdgeInsets {
                static func + (l: UIEdgeInsets, r: UIEdgeInsets) -> UIEdgeInsets {
                    UIEdgeInsets(top: l.top + r.top, left: l.left + r.left, bottom: l.bottom + r.bottom, right: l.right + r.right)
                }
                var horizontal: CGFloat { left + right }
            }
            protocol Then {}
            extension Then {
                func with(_ block: (inout Self) -> Void) -> Self { var copy = self; block(&copy); return copy }
            }
            extension NSDirectionalEdgeInsets: Then {
                func scaled(by factor: CGFloat) -> NSDirectionalEdgeInsets {
                    NSDirectionalEdgeInsets(top: top * factor, leading: leading * factor, bottom: bottom * factor, trailing: trailing * factor)
                }
            }
            """
        let members = """
            func probe() -> String {
                let p = CGPoint(x: 3, y: 4) + -CGPoint(x: 1, y: 1)
                let s = CGSize(width: 8, height: 2) * 2
                let i = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) + UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
                let base = NSDirectionalEdgeInsets()
                let d = base.with { $0.top = 8 }.scaled(by: 2)
                return "\\(p.x) \\(p.y) \\(p.length) \\(s.width) \\(s.height) \\(i.horizontal) \\(d.top) \\(d.leading) \\(base.top)"
            }
            """
        #expect(try probe(members, declarations, nil) == "2.0 3.0 5.0 16.0 4.0 8.0 16.0 0.0 0.0")
    }

    /// `configure(.zero) { $0.bottom = 8 }` where a `NSDirectionalEdgeInsets`
    /// parameter or declared local takes the result: Swift infers `T`, and so
    /// `.zero`'s type, from it (trial 45b: it stopped the run).
    @Test func anImplicitMemberPassedAsAGenericTakesTheExpectedType() throws {
        let declarations = """
            func configure<T>(_ value: T, _ body: (inout T) -> Void) -> T { var copy = value; body(&copy); return copy }
            func sum(_ insets: NSDirectionalEdgeInsets) -> CGFloat { insets.top + insets.leading + insets.bottom + insets.trailing }
            """
        let members = #"""
            func probe() -> String {
                let local: NSDirectionalEdgeInsets = configure(.zero) { $0.leading = 4 }
                return "\(sum(configure(.zero) { $0.bottom = 8 })) \(local.leading)"
            }
            """#
        #expect(try probe(members, declarations, nil) == "8.0 4.0")
    }

    /// `String(format:)` formats as Foundation does (this test's oracle);
    /// `Locale.current`, `Bundle.main` and a bundle's
    /// `localizedString(forKey:value:table:)` are read as SwiftGen's `L10n.tr`
    /// reads them (trial 45c: both stopped the run).
    @Test func formattedAndLocalizedStrings() throws {
        let expected = [
            String(format: "%@.%d", "guide", 3), String(format: "%.1f|%5.2f|%%", 2.25, 3.14159),
            String(format: "%2$@-%1$@", "a", "b"), String(format: "%03d", 7),
        ].joined(separator: " ")
        let members = #"""
            func probe() -> String {
                let a = String(format: "%@.%d", "guide", 3)
                let b = String(format: "%.1f|%5.2f|%%", 2.25, 3.14159)
                let c = String(format: "%2$@-%1$@", locale: Locale.current, arguments: ["a", "b"])
                let d = String(format: "%03d", 7)
                let text = Bundle.main.localizedString(forKey: "chrome.title", value: nil, table: "Localizable")
                return "\(a) \(b) \(c) \(d)|\(text)"
            }
            """#
        #expect(try probe(members, "", nil) == "\(expected)|chrome.title")
    }

    /// An operator passed as a function value to the files' function runs
    /// (Sourcery's `compareArrays(lhs:rhs:compare: ==)`; trial 45c).
    @Test func operatorsPassedAsFunctions() throws {
        let declarations = """
            func compare<T>(_ a: [T], _ b: [T], by same: (T, T) -> Bool) -> Bool {
                a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
            }
            func combine(_ a: CGFloat, _ b: CGFloat, with op: (CGFloat, CGFloat) -> CGFloat) -> CGFloat { op(a, b) }
            """
        let members = """
            func probe() -> String { "\\(compare([1, 2], [1, 2], by: ==)) \\(compare([1, 2], [1, 3], by: ==)) \\(combine(3, 4, with: *))" }
            """
        #expect(try probe(members, declarations, nil) == "true false 12.0")
    }

    /// Instance members of the files' extensions of UIKit's and the SDK's enums
    /// run on an implicit case (trial 45c: `extension UIUserInterfaceSizeClass {
    /// var inset: CGFloat }` stopped the run); a trait collection's
    /// `userInterfaceIdiom` is the device's.
    @Test func frameworkEnumExtensionsAndTheTraitIdiom() throws {
        let declarations = """
            extension UIUserInterfaceSizeClass {
                var inset: CGFloat {
                    switch self {
                    case .compact: return 8
                    case .regular: return 24
                    default: return 0
                    }
                }
            }
            """
        let members = """
            func probe() -> String {
                let traits = UIView().traitCollection
                let idiom = traits.userInterfaceIdiom == .pad ? "pad" : "phone"
                return "\\(UIUserInterfaceSizeClass.regular.inset) \\(traits.horizontalSizeClass.inset) \\(idiom)"
            }
            """
        // The probe's map is the first standard device, a phone in portrait: compact width.
        #expect(try probe(members, declarations, nil) == "24.0 8.0 phone")
    }

    /// A stored property starting as a copy of a static struct does not share
    /// it (trial 45c: writing the property changed the static, and a diff
    /// against it hid the teardown: a false leftover in every scenario).
    @Test func aPropertyInitializedFromAStaticIsACopy() throws {
        let declarations = """
            struct Flags { var on = false; static let off = Flags(); static var current = Flags.off }
            """
        let members = """
            private var flags = Flags.off
            func probe() -> String {
                flags.on = true
                Flags.current.on = true
                return "\\(flags.on) \\(Flags.off.on) \\(Flags.current.on)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false true")
    }

    /// `CGAffineTransform`s are made and combined as CoreGraphics does (the
    /// values below are CoreGraphics' own, worked by hand).
    @Test func affineTransformsCombineAsCoreGraphics() throws {
        let members = """
            func probe() -> String {
                let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
                let u = CGAffineTransform.identity.translatedBy(x: 5, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
                let v = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted()
                return "\\(t.a) \\(t.d) \\(t.tx) \\(t.ty) | \\(u.a) \\(u.tx) | \\(v.a) \\(v.d) \\(v.tx) \\(v.ty) | \\(t.isIdentity) \\(CGAffineTransform.identity.isIdentity)"
            }
            """
        // translate(10, 20) then scaleBy: scale applied first: a = 2, d = 3, tx, ty unchanged.
        // translate(5, 0) concatenating scale(2): tx = 5 * 2. Inverse of (2, 4, 6, 8): (0.5, 0.25, -3, -2).
        #expect(try probe(members, "", nil) == "2 3 10 20 | 2 10 | 0.5 0.25 -3 -2 | false true")
    }

    /// An app view's transform moves where it is drawn: a solid app view slid
    /// over the logo overlaps it (trial 45b: a silent pass); slid back to
    /// `.identity` it does not. A Google view may be moved; scaled, it stops.
    @Test func transformsMoveWhereViewsAreDrawn() throws {
        func delegate(_ transform: String) -> String {
            Fixture.minimalDelegate(
                members: "private let panel = UIView()",
                enable: """
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    panel.backgroundColor = .white
                    navMap.addSubview(panel)
                    NSLayoutConstraint.activate([
                        panel.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor, constant: 8),
                        panel.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor, constant: 8),
                        panel.widthAnchor.constraint(equalToConstant: 120),
                        panel.heightAnchor.constraint(equalToConstant: 40),
                    ])
                    navMap.layoutIfNeeded()
                    \(transform)
                    """,
                disable: "panel.removeFromSuperview()"
            ).replacingOccurrences(  // above the logo
                of: "NSLayoutConstraint.activate(constraints)\n", with: "NSLayoutConstraint.activate(constraints)\nnavMap.bringSubviewToFront(panel)\n")
        }
        let scenarios = Array(Fixture.scenarios.prefix(1))
        let slid = try Fixture.verify(delegate("panel.transform = CGAffineTransform(translationX: 0, y: navMap.bounds.height - 120)"), scenarios: scenarios)
        #expect(slid.findings.contains { $0.ruleID == "delegate_overlap" && $0.message.contains("googleLogo") }, "\(slid.findings.map(\.message))")
        let back = try Fixture.verify(
            delegate("panel.transform = CGAffineTransform(translationX: 0, y: 600)\nUIView.animate(withDuration: 0.3) { self.panel.transform = .identity }"),
            scenarios: scenarios)
        #expect(!back.findings.contains { $0.ruleID == "delegate_overlap" }, "\(back.findings.map(\.message))")
        #expect(back.fullyCheckedRuns == 1)
        let scaledLogo = try Fixture.verify(delegate("newState.googleLogo.transform = CGAffineTransform(scaleX: 2, y: 2)"), scenarios: scenarios)
        #expect(scaledLogo.findings.contains { $0.ruleID == "delegate_not_verified" && $0.message.contains("scales or turns") })
    }

    /// In wide mode a card pinned to the map's centre is wider than the SDK's
    /// column: a custom width (three trials read it so; the SDK shrinks its cards).
    @Test func aWideModeCardPinnedToTheCentreIsACustomWidth() throws {
        func delegate(_ relation: String) -> String {
            Fixture.minimalDelegate(
                members: "private var cards: [NSLayoutConstraint] = []",
                enable: "",
                disable: "NSLayoutConstraint.deactivate(cards)"
            ).replacingOccurrences(
                of: "func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {}",
                with: """
                    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
                        let card = newState.turnCard
                        navMap.addSubview(card)
                        let safe = navMap.safeAreaLayoutGuide
                        cards = [
                            card.topAnchor.constraint(equalTo: safe.topAnchor),
                            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                            newState.wideMode ? card.trailingAnchor.constraint(\(relation): navMap.centerXAnchor)
                                : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        ]
                        NSLayoutConstraint.activate(cards)
                    }
                    """
            ).replacingOccurrences(
                of: "func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}",
                with: """
                    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
                        NSLayoutConstraint.deactivate(cards)
                        oldState.turnCard.removeFromSuperview()
                    }
                    """)
        }
        let pinned = try Fixture.verify(delegate("equalTo"), scenarios: Fixture.wide)
        #expect(pinned.findings.contains { $0.ruleID == "delegate_fixed_size_constraint" && $0.message.contains("turnCard is laid out") })
        let limited = try Fixture.verify(delegate("lessThanOrEqualTo"), scenarios: Fixture.wide)
        let fixedSizes = limited.findings.filter { $0.ruleID == "delegate_fixed_size_constraint" }
        // Turned to portrait, the card this delegate never lays out again is squeezed by the centre to 195 pt:
        // narrower than the SDK ever lays it out (`minimumCardWidth`), found in the resizes only.
        #expect(!fixedSizes.isEmpty && fixedSizes.allSatisfy { $0.message.contains("narrower than the SDK lays it out on any screen") && $0.message.contains("(in resize-") },
            "\(limited.findings.map(\.message))")
    }

    /// `WeakRef(Placer())`: an object made in an initializer's argument and
    /// kept only weakly is gone when the initializer returns, as ARC frees it
    /// (trial 45a: it lived to the end of the callback, a silent pass).
    @Test func aTemporaryHeldWeaklyIsReleasedAtOnce() throws {
        let declarations = """
            final class Placer { var placed = 1 }
            final class WeakRef { weak var value: Placer?; init(_ value: Placer) { self.value = value } }
            final class StrongRef { var value: Placer?; init(_ value: Placer) { self.value = value } }
            """
        let members = """
            func probe() -> String {
                let kept = Placer()
                let refs = [WeakRef(Placer()), WeakRef(kept)]
                let strong = StrongRef(Placer())
                return "\\(refs[0].value == nil) \\(refs[1].value == nil) \\(strong.value == nil)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true false false")
    }

    /// `item as? T` in a method of `Box<T>` casts to the type the instance was
    /// made with (trial 45a: a multicast delegate's cast stopped every scenario).
    @Test func castsToAGenericClassParameter() throws {
        let declarations = """
            protocol Part: AnyObject { var name: String { get } }
            final class Logo: Part { let name = "logo" }
            final class Other { }
            final class Box<T> {
                var items: [AnyObject] = []
                func names(_ body: (T) -> String) -> [String] { items.compactMap { $0 as? T }.map(body) }
            }
            """
        let members = """
            private let box = Box<Part>()
            func probe() -> String {
                box.items = [Logo(), Other(), Logo()]
                return box.names { $0.name }.joined(separator: ",")
            }
            """
        #expect(try probe(members, declarations, nil) == "logo,logo")
    }

    /// When a scenario stops, code no scenario reached is not stated as unrun
    /// (trial 45b, 45c: `hidePrompt` read as dead code behind a stop in `showPrompt`).
    @Test func unrunCodeIsNotStatedBehindAStop() throws {
        let stopping = Fixture.minimalDelegate(members: "func neverCalled() { }", enable: "navMap.autoresizesSubviews = false")
        let verification = try Fixture.verify(stopping)
        #expect(verification.findings.contains { $0.ruleID == "delegate_not_verified" })
        #expect(!verification.findings.contains { $0.message.contains("neverCalled") }, "\(verification.findings.map(\.message))")
        let running = try Fixture.verify(Fixture.minimalDelegate(members: "func neverCalled() { }"))
        #expect(running.findings.contains { $0.message.contains("neverCalled") })
    }

    /// `NSHashTable.allObjects` of several objects is read in the order they
    /// were added, stated (trial 45a: a delegate depending on that order passed
    /// with nothing said; Foundation documents no order).
    @Test func aHashTablesOrderIsStated() throws {
        let text = Fixture.minimalDelegate(
            members: "private let table = NSHashTable<UIView>.weakObjects()",
            enable: "table.add(newState.viewport)\ntable.add(newState.googleLogo)\n_ = table.allObjects.count")
        let verification = try Fixture.verify(text, scenarios: Array(Fixture.scenarios.prefix(1)))
        #expect(verification.findings.contains { $0.message.contains("NSHashTable.allObjects reads its 2 objects in the order they were added") },
                "\(verification.findings.map(\.message))")
    }

    /// Leftovers of one name are counted once (trial 45c: "stack, stack, stack, stack and 2 more").
    @Test func leftoversOfOneNameAreCounted() {
        #expect(Leftovers.summary(["stack", "logo", "stack", "stack"], []) == "stack (×3) and logo")
    }
}
