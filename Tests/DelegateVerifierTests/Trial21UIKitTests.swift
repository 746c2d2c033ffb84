@testable import DelegateVerifier
import LayoutModel
import Testing

/// Constructs of the trial-21 delegates (an Objective-C port keeping its
/// constraints in `NSMutableArray`/`NSMutableDictionary` and its state in
/// view tags through category properties, stack views with custom spacing,
/// feature flags read through a defaulted parameter), each run by
/// `ConstructsTests.probe` or verified whole.
@Suite struct Trial21UIKitTests {
    let probe = ConstructsTests().probe

    /// Two names for one `NSMutableArray` see each other's changes; a cast to
    /// a Swift array is a copy, as bridging makes.
    @Test func foundationCollectionsAreSharedReferences() throws {
        let members = """
            func probe() -> String {
              let a = NSMutableArray()
              let b = a
              b.add(1)
              a.addObjects(from: [2, 3])
              let c = a.mutableCopy() as! NSMutableArray
              c.removeAllObjects()
              var sum = 0
              for x in a { sum += x as! Int }
              let d = NSMutableDictionary()
              d.setObject(a, forKey: "k" as NSString)
              let e = d.object(forKey: "k") as? NSMutableArray
              e?.add(4)
              d.removeObject(forKey: "missing")
              let swiftCopy = a as! [Int]
              a.removeObject(at: 0)
              let x = NSMutableArray(), y = NSMutableArray()
              return "\\(a.count) \\(b.count) \\(c.count) \\(sum) \\(d.count) \\(swiftCopy) \\(e === a) \\(a.firstObject as! Int) \\(x === y) \\(x == y)"
            }
            """
        #expect(try probe(members, "", nil) == "3 3 0 6 1 [1, 2, 3, 4] true 2 false true")
    }

    /// Trial 60a: `NSPredicate(block:)` filtering a bridged array, and evaluated.
    @Test func blockPredicatesFilterAndEvaluate() throws {
        let members = """
            func probe() -> String {
              let short = NSPredicate { object, _ in ((object as? String) ?? "").count < 3 }
              let kept = (["a", "bbb", "cc"] as NSArray).filtered(using: short).compactMap { $0 as? String }
              let long = NSPredicate(block: { object, _ in ((object as? String) ?? "").count > 2 })
              return "\\(kept) \\(short.evaluate(with: "x")) \\(long.evaluate(with: "x"))"
            }
            """
        #expect(try probe(members, "", nil) == #"["a", "cc"] true false"#)
    }

    /// Constraints kept in an `NSMutableArray` (also under a key of an
    /// `NSMutableDictionary`) are activated, deactivated and emptied through any name for it.
    @Test func constraintsKeptInFoundationCollections() throws {
        let members = """
            func probe() -> String {
              let kept = NSMutableArray()
              let alias = kept
              let v = UIView()
              alias.add(v.widthAnchor.constraint(equalToConstant: 10))
              kept.add(v.heightAnchor.constraint(equalToConstant: 20))
              NSLayoutConstraint.activate(kept as! [NSLayoutConstraint])
              let active = (alias as! [NSLayoutConstraint]).filter { $0.isActive }.count
              for c in alias { (c as! NSLayoutConstraint).isActive = false }
              let first = (kept.firstObject as? NSLayoutConstraint)?.isActive
              let byKey = NSMutableDictionary()
              byKey.setObject(kept, forKey: NSNumber(value: 7))
              (byKey.object(forKey: NSNumber(value: 7)) as? NSMutableArray)?.removeAllObjects()
              byKey[NSNumber(value: 8)] = alias
              return "\\(active) \\(first ?? true) \\(kept.count) \\(alias.count) \\(byKey.count)"
            }
            """
        #expect(try probe(members, "", nil) == "2 false 0 0 2")
    }

    /// `tag` is read and set on views (it was a cosmetic value, so `tag == 7`
    /// stopped at `==`), and `viewWithTag(_:)` searches the receiver, then
    /// its subtree depth-first.
    @Test func tagsAndViewWithTag() throws {
        let members = """
            func probe() -> String {
              let root = UIView(), a = UIView(), b = UIView(), c = UIView()
              root.addSubview(a)
              a.addSubview(b)
              root.addSubview(c)
              b.tag = 7
              c.tag = 7
              root.tag = 3
              return "\\(root.viewWithTag(7) === b) \\(root.viewWithTag(3) === root) \\(root.viewWithTag(9) == nil) \\(b.tag == 7) \\(a.tag)"
            }
            """
        #expect(try probe(members, "", nil) == "true true true true 0")
    }

    /// A computed property declared in an extension of a framework type is
    /// set through its setter, as it is read through its getter.
    @Test func extensionPropertiesOfFrameworkTypesAreSet() throws {
        let declarations = """
            extension UIView {
              var nlFlag: Bool {
                get { tag == 7 }
                set { tag = newValue ? 7 : 0 }
              }
            }
            """
        let members = """
            func probe() -> String {
              let v = UIView()
              v.nlFlag = true
              let set = v.nlFlag
              let tagged = v.tag
              v.nlFlag = false
              return "\\(set) \\(tagged) \\(v.nlFlag) \\(v.tag)"
            }
            """
        #expect(try probe(members, declarations, nil) == "true 7 false 0")
    }

    /// The Objective-C category's idiom: guidance kept as a hidden marker view
    /// found by its tag, through a `GMSMapView` extension property. It runs in
    /// every scenario, and a marker `stopGuidance` leaves behind is a leftover.
    @Test func aMarkerViewSetThroughAnExtensionPropertyIsChecked() throws {
        let category = """

            extension GMSMapView {
              var isGuiding: Bool {
                get { viewWithTag(4199) != nil }
                set {
                  if newValue {
                    guard viewWithTag(4199) == nil else { return }
                    let marker = UIView(frame: .zero)
                    marker.tag = 4199
                    marker.isHidden = true
                    addSubview(marker)
                  } else {
                    viewWithTag(4199)?.removeFromSuperview()
                  }
                }
              }
            }
            """
        let start = "    navigationReadyElements?.deactivate()\n\n    let safeArea"
        let stop = "    activeGuidanceElements?.deactivate()\n    activeGuidanceElements = nil\n"
        var text = Fixture.mutate(Fixture.sample, start, "    navigationReadyElements?.deactivate()\n    navMap.isGuiding = true\n\n    let safeArea")
        let clean = Fixture.mutate(text, stop, stop + "    navMap.isGuiding = false\n") + category
        text += category
        let scenarios = Array(Fixture.portrait.prefix(2))
        let verified = try Fixture.verify(clean, scenarios: scenarios)
        #expect(verified.findings.isEmpty, "\(verified.listing)")
        let leaky = try Fixture.verify(text, scenarios: scenarios)
        #expect(leaky.ruleIDs == ["delegate_incomplete_cleanup"], "\(leaky.listing)")
    }

    /// An implicit member as a default argument takes the parameter's type:
    /// `= .standard` for `UserDefaults` is `UserDefaults.standard`.
    @Test func implicitMemberDefaultArgumentOfALibraryType() throws {
        let members = """
            func flag(_ defaults: UserDefaults = .standard) -> Bool { defaults.bool(forKey: "compact") }
            func probe() -> String {
              UserDefaults.standard.set(true, forKey: "compact")
              return "\\(flag())"
            }
            """
        #expect(try probe(members, "", nil) == "true")
    }

    /// `setCustomSpacing(_:after:)`, `customSpacing(after:)` and
    /// `spacingUseDefault` on a `UIStackView`; `spacingUseSystem` is 8 points.
    @Test func stackCustomSpacingCalls() throws {
        let members = """
            func probe() -> String {
              let stack = UIStackView()
              let a = UILabel(), b = UILabel()
              stack.addArrangedSubview(a)
              stack.addArrangedSubview(b)
              let unset = stack.customSpacing(after: a) == UIStackView.spacingUseDefault
              stack.setCustomSpacing(12, after: a)
              let custom = stack.customSpacing(after: a)
              stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
              return "\\(unset) \\(custom) \\(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)"
            }
            """
        #expect(try probe(members, "", nil) == "true 12 true")
        // Trial 352: `spacingUseSystem` is the standard 8 points, stated.
        let system = try Trial29UIKitTests.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let stack = UIStackView()
              stack.spacing = UIStackView.spacingUseSystem
              stack.setCustomSpacing(UIStackView.spacingUseSystem, after: navMap)
              return "\\(stack.spacing)"
            }
            """)
        #expect(system.value == "8.0")
        #expect(system.assumptions.contains { $0.contains("UIStackView.spacingUseSystem is taken as 8 points") })
    }

    /// The model's stack: the spacing after a view with custom spacing is its
    /// own; a hidden view's is not used; it goes with the view's removal, and
    /// a view the stack does not arrange gets none.
    @Test func stackViewLaysOutCustomSpacing() throws {
        let map = MapView(device: DeviceProfile(name: "test", size: Size(width: 400, height: 800), safeAreaInsets: .zero))
        let stack = StackView(name: "stack")
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        let views = (0..<3).map { LayoutView(name: "v\($0)") }
        for view in views {
            view.intrinsicContentSize = IntrinsicSize(width: 10, height: 20)
            try stack.addArrangedSubview(view)
        }
        try map.addSubview(stack)
        try LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: map.topAnchor), stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        ])
        stack.setCustomSpacing(10, after: views[0])
        var snapshot = map.layoutIfNeeded()
        #expect(snapshot.frame(named: "v1")?.y == 30 && snapshot.frame(named: "v2")?.y == 54)
        views[1].isHidden = true
        snapshot = map.layoutIfNeeded()
        #expect(snapshot.frame(named: "v2")?.y == 30)
        views[1].isHidden = false
        views[0].isHidden = true
        snapshot = map.layoutIfNeeded()
        #expect(snapshot.frame(named: "v2")?.y == 24)
        stack.removeArrangedSubview(views[0])
        #expect(stack.customSpacing(after: views[0]) == nil)
        let stranger = LayoutView(name: "stranger")
        stack.setCustomSpacing(10, after: stranger)
        #expect(stack.customSpacing(after: stranger) == nil)
    }

    /// Selector observers run their target's method on each matching post
    /// until removed, and `perform(_:)`/`perform(_:with:)` run it at once,
    /// also a selector kept in a variable or made by `NSSelectorFromString`.
    @Test func selectorObserversAndPerformRun() throws {
        let members = """
            var log: [String] = []
            @objc func record(_ note: Notification) { log.append(note.userInfo?["k"] as? String ?? "?") }
            @objc func poke() { log.append("poke") }
            @objc func take(_ value: String) { log.append("take " + value) }
            func probe() -> String {
              let center = NotificationCenter.default
              let name = Notification.Name("nl.test")
              center.addObserver(self, selector: #selector(record(_:)), name: name, object: nil)
              center.post(name: name, object: nil, userInfo: ["k": "first"])
              perform(#selector(poke))
              _ = self.perform(#selector(ProbeDelegate.take(_:)), with: "x")
              center.removeObserver(self)
              center.post(name: name, object: nil, userInfo: ["k": "second"])
              return log.joined(separator: ",")
            }
            """
        #expect(try probe(members, "", nil) == "first,poke,take x")
        // A selector kept in a variable or picked by `?:` is run by the call that takes it later.
        let kept = """
            var log: [String] = []
            @objc func poke() { log.append("poke") }
            @objc func other() { log.append("other") }
            @objc func layout(forState state: String, map: String) { log.append(state + map) }
            func probe() -> String {
              let wide = log.isEmpty
              let action = wide ? #selector(poke) : #selector(other)
              perform(action)
              let named = NSSelectorFromString("layoutForState:map:")
              if self.responds(to: named) { perform(named, with: "a", with: "b") }
              return log.joined(separator: ",") + " \\(self.responds(to: NSSelectorFromString("missing")))"
            }
            """
        #expect(try probe(kept, "", nil) == "poke,ab false")
        // One handed to a call that runs no selector the interpreter knows is not interpreted.
        let elsewhere = """
            @objc func poke() {}
            func probe() -> String {
              _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(poke), userInfo: nil, repeats: false)
              return ""
            }
            """
        #expect { try probe(elsewhere, "", nil) } throws: { ($0 as? Unsupported)?.reason.contains("#selector(poke)") == true }
    }

    /// `NotificationCenter` does not keep a selector observer's target: a post
    /// reaching one that nothing else keeps stops the run, never runs a released object.
    @Test func aReleasedSelectorObserverStopsThePost() throws {
        let logger = """

            final class PromptLogger: NSObject {
              var shown = 0
              @objc func promptShown(_ note: Notification) { shown += 1 }
            }
            """
        let property = "  private var currentPrompt: NavigationPromptView?\n"
        let enable = "    let safeArea = navMap.safeAreaLayoutGuide\n    let bottomGuide = mapContentsBottomGuide\n    navMap.addLayoutGuide(bottomGuide)\n"
        let start = "    navigationReadyElements?.deactivate()\n\n    let safeArea"
        let show = "    navMap.addSubview(newPrompt)\n    currentPrompt = newPrompt\n"
        var text = Fixture.mutate(Fixture.sample, property, property + "  private var logger: PromptLogger?\n")
        text = Fixture.mutate(text, enable, enable + """
                if logger == nil {
                  let made = PromptLogger()
                  logger = made
                  NotificationCenter.default.addObserver(made, selector: #selector(PromptLogger.promptShown(_:)), name: Notification.Name("shown"), object: nil)
                }

            """)
        text = Fixture.mutate(text, show, show + "    NotificationCenter.default.post(name: Notification.Name(\"shown\"), object: nil)\n")
        let kept = try Fixture.verify(text + logger, scenarios: Fixture.portrait)
        #expect(kept.findings.isEmpty, "\(kept.listing)")
        let dropped = Fixture.mutate(text, start, "    navigationReadyElements?.deactivate()\n    logger = nil\n\n    let safeArea") + logger
        let result = try Fixture.verify(dropped, scenarios: Fixture.portrait)
        #expect(result.findings.contains { $0.ruleID == "delegate_not_verified" && $0.message.contains("does not keep") }, "\(result.listing)")
    }
}
