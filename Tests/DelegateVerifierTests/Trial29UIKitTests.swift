@testable import DelegateVerifier
import LayoutModel
import Testing

/// Everyday UIKit of the trial-29 delegates (issue 12): localized strings,
/// text-input views and their responder methods, `keyboardLayoutGuide`,
/// trait-change registration, accessibility settings, a view's traits in its
/// initializer, baseline anchors and keyboard frames boxed in `NSValue`. Each
/// runs, with what the run cannot know stated; a wrong layout through them is caught.
@Suite struct Trial29UIKitTests {
    /// Runs `probe(navMap:)` of a delegate with `members` on a phone's map;
    /// its value and the assumptions stated, or the stop's reason.
    static func run(_ members: String, _ declarations: String = "") throws -> (value: String, assumptions: [String]) {
        let text = "import UIKit\n\(declarations)\nfinal class ProbeDelegate: NSObject, NavigationLayoutDelegate {\n\(members)\n}\n"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        let map = MapView(device: DeviceProfile.standardDevices[0])
        interpreter.map = map
        do {
            guard case .object(let instance) = try interpreter.instantiate(interpreter.source.delegateClass, arguments: [], at: interpreter.source.delegateClass.nameNode),
                let method = instance.type.method(named: "probe", labels: ["navMap"])
            else { return ("no probe", []) }
            let value = try interpreter.call(method, on: instance, arguments: [("navMap", .item(map))])
            return (interpreter.describe(value), interpreter.assumptions.map(\.text))
        } catch let stop as Unsupported {
            return ("stopped: \(stop.reason)", interpreter.assumptions.map(\.text))
        }
    }

    /// 1. `NSLocalizedString` (both forms) and `String(localized:)` read as the development-language text, stated.
    @Test func localizedStringsAreTheirDevelopmentLanguageText() throws {
        let run = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let button = UIButton(type: .system)
              button.setTitle(NSLocalizedString("Search along route", comment: "button"), for: .normal)
              let a = NSLocalizedString("eta.key", tableName: nil, bundle: .main, value: "Arrival", comment: "")
              let b = String(localized: "Go")
              return "\\(a) \\(b) \\(button.intrinsicContentSize.width)"
            }
            """)
        #expect(run.value == "Arrival Go 153.0")  // 18 characters × 8.5 pt
        #expect(run.assumptions.contains { $0.hasPrefix("NSLocalizedString is read as its development-language text \"Search along route\"") })
        #expect(run.assumptions.contains { $0.hasPrefix("String(localized:) is read as its development-language text \"Go\"") })
    }

    /// 2. Text fields, search bars and text views are views: input traits cosmetic, `delegate` stored, sizes documented.
    @Test func textInputViewsAreViews() throws {
        let run = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let field = UITextField()
              field.placeholder = "Search"
              field.returnKeyType = .search
              field.clearButtonMode = .whileEditing
              field.keyboardType = .webSearch
              field.delegate = self
              let bar = UISearchBar()
              bar.placeholder = "Search"
              bar.delegate = self
              let text = UITextView()
              text.isEditable = false
              text.delegate = self
              return "\\(field.intrinsicContentSize.height) \\(bar.intrinsicContentSize.height) \\(text.intrinsicContentSize.height) \\(field.delegate === self) \\(bar.delegate === self)"
            }
            """)
        #expect(run.value == "34.0 56.0 -1.0 true true")
        #expect(run.assumptions.isEmpty)
    }

    /// 3. The responder methods change nothing: UIKit's results; the keyboard `becomeFirstResponder()` would show is stated.
    @Test func responderMethodsAreNoOpsWithUIKitsResults() throws {
        let run = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let field = UITextField()
              navMap.addSubview(field)
              let became = field.becomeFirstResponder()
              let resigned = field.resignFirstResponder()
              let ended = navMap.endEditing(true)
              return "\\(became) \\(resigned) \\(ended) \\(field.isFirstResponder) \\(UIView().becomeFirstResponder())"
            }
            """)
        #expect(run.value == "true true false false false")
        #expect(run.assumptions == ["becomeFirstResponder() would show the keyboard, which no scenario shows: the keyboard-up layout is not checked"])
    }

    /// 4. `keyboardLayoutGuide` with the keyboard hidden: from the safe area's bottom to the view's, full width; stated.
    @Test func keyboardLayoutGuideSitsAtTheSafeAreaBottom() throws {
        let run = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let panel = UIView()
              panel.translatesAutoresizingMaskIntoConstraints = false
              navMap.addSubview(panel)
              NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                panel.heightAnchor.constraint(equalToConstant: 40),
                panel.bottomAnchor.constraint(equalTo: navMap.keyboardLayoutGuide.topAnchor, constant: -8),
              ])
              navMap.layoutIfNeeded()
              let guide = navMap.keyboardLayoutGuide.layoutFrame
              return "\\(panel.frame.maxY) \\(navMap.bounds.height - navMap.safeAreaInsets.bottom - 8) \\(guide.height == navMap.safeAreaInsets.bottom) \\(guide.width == navMap.bounds.width)"
            }
            """)
        let parts = run.value.split(separator: " ")
        #expect(parts.count == 4 && parts[0] == parts[1] && parts[2] == "true" && parts[3] == "true", "\(run.value)")
        #expect(run.assumptions.contains { $0.hasPrefix("keyboardLayoutGuide is laid out with the keyboard hidden") })
    }

    /// 4. A panel pinned to the keyboard guide covers the ETA card (caught); one kept above the card is not.
    @Test func aPanelOnTheKeyboardGuideCoveringTheETACardIsCaught() throws {
        func delegate(_ panelBottom: String) -> String {
            Fixture.mutate(
                Fixture.mutate(
                    Fixture.sample, "    elements.activate()\n    activeGuidanceElements = elements\n",
                    """
                        elements.activate()
                        activeGuidanceElements = elements
                        let panel = UIView()
                        panel.backgroundColor = .white
                        panel.translatesAutoresizingMaskIntoConstraints = false
                        navMap.addSubview(panel)
                        keyboardPanel = panel
                        NSLayoutConstraint.activate([
                          panel.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                          panel.widthAnchor.constraint(equalToConstant: 120),
                          panel.heightAnchor.constraint(equalToConstant: 44),
                          \(panelBottom),
                        ])

                    """),
                "    activeGuidanceElements?.deactivate()\n", "    activeGuidanceElements?.deactivate()\n    keyboardPanel?.removeFromSuperview()\n")
                .replacingOccurrences(of: "  private var currentPrompt: NavigationPromptView?\n", with: "  private var currentPrompt: NavigationPromptView?\n  private var keyboardPanel: UIView?\n")
        }
        let scenarios = Array(Fixture.portrait.prefix(3))
        let covering = try Fixture.verify(delegate("panel.bottomAnchor.constraint(equalTo: navMap.keyboardLayoutGuide.topAnchor)"), scenarios: scenarios)
        #expect(covering.findings.contains { $0.message.contains("etaCard") || $0.message.contains("ETA") }, "\(covering.listing)")
        let above = try Fixture.verify(
            delegate("panel.bottomAnchor.constraint(lessThanOrEqualTo: navMap.keyboardLayoutGuide.topAnchor), panel.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor, constant: 8)"),
            scenarios: scenarios)
        #expect(!above.findings.contains { $0.message.contains("etaCard") || $0.message.contains("ETA") }, "\(above.listing)")
        #expect(above.findings.contains { $0.message.contains("keyboardLayoutGuide is laid out with the keyboard hidden") }, "\(above.listing)")
    }

    /// 5. `registerForTraitChanges` is registered and stated: its handler never runs.
    @Test func traitChangeRegistrationIsStatedAndNeverFires() throws {
        let run = try Self.run(
            """
            var fired = false
            func probe(navMap: GMSMapView) -> String {
              let view = UIView()
              let token = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _: UITraitCollection) in
                self.fired = true
              }
              view.unregisterForTraitChanges(token)
              return "\\(fired)"
            }
            """)
        #expect(run.value == "false")
        #expect(run.assumptions == ["registerForTraitChanges([UITraitPreferredContentSizeCategory]) is registered: no scenario changes those traits, so its handler never runs and what it does is not checked"])
    }

    /// 6. `UIAccessibility`'s settings read as off, stated.
    @Test func accessibilitySettingsAreOff() throws {
        let run = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              var duration = 0.0
              UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2) { duration = 1 }
              return "\\(duration) \\(UIAccessibility.isVoiceOverRunning || UIAccessibility.isBoldTextEnabled)"
            }
            """)
        #expect(run.value == "1.0 false")
        #expect(run.assumptions.contains("UIAccessibility.isReduceMotionEnabled is read as false (the default); the layout with the setting on is not checked"))
        #expect(run.assumptions.count == 3)
    }

    /// 7. A view reading `traitCollection` in its initializer, made with the delegate before any map: the device's size classes, stated.
    @Test func aViewReadsItsTraitsInItsInitializer() throws {
        let text = """
            import UIKit
            final class Badge: UIView {
              var wide = true
              override init(frame: CGRect) {
                super.init(frame: frame)
                wide = traitCollection.horizontalSizeClass == .regular
              }
              required init?(coder: NSCoder) { fatalError() }
            }
            final class ProbeDelegate: NSObject, NavigationLayoutDelegate {
              let badge = Badge()
              func probe() -> Bool { badge.wide }
            }
            """
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        interpreter.creationDevice = DeviceProfile.standardDevices[0]
        let delegate = try interpreter.makeDelegate(interpreter.source.delegateClass)
        let value = try interpreter.callMethod("probe", on: delegate, [], at: interpreter.source.delegateClass.nameNode)
        #expect(interpreter.describe(value) == "false")
        #expect(interpreter.assumptions.map(\.text).contains { $0.hasPrefix("traitCollection is read before the view is on the map") })
    }

    /// 8. Two labels' first baselines align (as their centres, one font); a view without text has its baseline at its bottom.
    @Test func baselineAlignedLabelsAreLaidOutWhereExpected() throws {
        let run = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let box = UIView()
              box.translatesAutoresizingMaskIntoConstraints = false
              let count = UILabel(), time = UILabel(), line = UIView()
              count.text = "3 stops"
              time.text = "12:40"
              navMap.addSubview(box)
              for v in [count, time, line] { v.translatesAutoresizingMaskIntoConstraints = false; box.addSubview(v) }
              NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: navMap.topAnchor, constant: 100),
                box.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                count.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                count.topAnchor.constraint(equalTo: box.topAnchor, constant: 6),
                count.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -6),
                time.leadingAnchor.constraint(equalTo: count.trailingAnchor, constant: 6),
                time.firstBaselineAnchor.constraint(equalTo: count.firstBaselineAnchor),
                time.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
                line.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                line.widthAnchor.constraint(equalToConstant: 10),
                line.heightAnchor.constraint(equalToConstant: 2),
                line.lastBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
              ])
              navMap.layoutIfNeeded()
              return "\\(count.frame.minY) \\(time.frame.minY) \\(time.frame.height) \\(line.frame.maxY) \\(box.frame.height)"
            }
            """)
        #expect(run.value == "6.0 6.0 \(UIKitViews.lineHeight) \(12 + UIKitViews.lineHeight) \(12 + UIKitViews.lineHeight)")
        #expect(run.assumptions.contains { $0.hasPrefix("the baselines of two text views are related as their centres") })
    }

    /// 8. A text baseline related to an edge, or with system spacing, stops, named: the model does not measure text.
    @Test func aTextBaselineAgainstAnEdgeStops() throws {
        let edge = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let label = UILabel()
              _ = label.firstBaselineAnchor.constraint(equalTo: navMap.topAnchor, constant: 20)
              return ""
            }
            """)
        #expect(edge.value == "stopped: a constraint between a text view's baseline and anchor (text is not measured: only two text views' baselines are related)")
        let spacing = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let a = UILabel(), b = UILabel()
              _ = b.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 1)
              return ""
            }
            """)
        #expect(spacing.value.hasPrefix("stopped: the baseline anchor method constraint(equalToSystemSpacingBelow:multiplier:)"), "\(spacing.value)")
        let stack = try Self.run("func probe(navMap: GMSMapView) -> String { _ = UIStackView().firstBaselineAnchor; return \"\" }")
        #expect(stack.value.hasPrefix("stopped: firstBaselineAnchor of a UIStackView"), "\(stack.value)")
    }

    /// 9. A keyboard frame boxed in `NSValue` reads back, through `as? CGRect` and `.cgRectValue`.
    @Test func rectanglesBoxInNSValue() throws {
        let run = try Self.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 500, width: 390, height: 344))]
              let a = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
              let b = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
              let c = info["missing"] as? CGRect
              return "\\(a?.minY ?? -1) \\(b?.height ?? -1) \\(c == nil) \\(3 as Any is CGRect)"
            }
            """)
        #expect(run.value == "500.0 344.0 true false")
    }
}
