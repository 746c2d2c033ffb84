import DelegateVerifier
import Testing

/// A delegate written in the Swift apps use for layout code: its own enums
/// (raw and associated values, a caseless namespace of static helpers),
/// structs with value semantics, dictionaries keyed by enums, sets, tuples,
/// `Sequence` methods, casts, patterns, every loop and `defer`/`do`/`throw`,
/// string interpolation, a `UIView` subclass holding a `UIStackView` of a
/// label and a button, cosmetic APIs, a `lazy var`, `willSet`, method
/// references, extensions of `UIView` and of a protocol, GCD and property
/// animators, system spacing and `NSLayoutConstraint(item:...)`. It verifies
/// in full and clean everywhere, so each construct is run, not skipped; each
/// test below breaks one of them and expects the right finding.
@Suite struct BreadthTests {
    static let delegate = #"""
        import GoogleNavigation
        import UIKit

        enum Phase: String {
          case ready
          case guidance
        }

        enum Slot: Equatable {
          case top(CGFloat)
          case bottom(CGFloat)
          case none
        }

        /// A caseless namespace of helpers calling each other unqualified.
        enum Metrics {
          static let padding: CGFloat = 16
          static let gap: CGFloat = 8
          static func inset(_ count: Int) -> CGFloat { padding * CGFloat(count) }
          static func doubleInset() -> CGFloat { inset(2) - padding }
        }

        struct Insets {
          var leading: CGFloat = Metrics.padding
          var bottom: CGFloat = 0
          mutating func grow(by amount: CGFloat) { bottom += amount }
        }

        enum LayoutError: Error { case missing(String) }

        protocol Pinning {}
        extension Pinning {
          func constant(for phase: Phase) -> CGFloat { phase == .guidance ? 0 : 0 }
        }

        extension UIView {
          func pinHorizontally(to guide: UILayoutGuide, inset: CGFloat = 0) -> [NSLayoutConstraint] {
            [leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset),
             trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset)]
          }
        }

        final class InfoPanel: UIView {
          let stack = UIStackView()
          private let title = UILabel()
          private let action = UIButton(type: .system)

          override init(frame: CGRect) {
            super.init(frame: frame)
            translatesAutoresizingMaskIntoConstraints = false
            backgroundColor = .systemBackground
            layer.cornerRadius = 12
            layer.shadowOpacity = 0.2
            title.text = "Route \(2) of \(3)"
            title.font = UIFont.preferredFont(forTextStyle: .headline)
            action.setTitle("Details", for: .normal)
            action.addTarget(nil, action: nil, for: .touchUpInside)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = Metrics.gap
            stack.translatesAutoresizingMaskIntoConstraints = false
            [title, action].forEach(stack.addArrangedSubview)
            addSubview(stack)
            NSLayoutConstraint.activate([
              stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
              stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
              stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
              layoutMarginsGuide.bottomAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 1),
            ])
          }

          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class BreadthLayoutDelegate: NSObject, NavigationLayoutDelegate, Pinning {
          private var constraints: [NSLayoutConstraint] = []
          private var added: Set<UIView> = []
          private var phase: Phase = .ready {
            willSet { previousPhase = phase }
          }
          private var previousPhase: Phase?
          private var prompt: NavigationPromptView?
          private lazy var panel: InfoPanel = {
            let panel = InfoPanel(frame: .zero)
            panel.accessibilityIdentifier = "panel.\(Phase.ready.rawValue)"
            return panel
          }()
          private let bottomGaps: [Phase: CGFloat] = [.ready: 0, .guidance: 0]

          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            phase = .ready
            apply(navMap, newState)
          }

          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
            tearDown()
            prompt?.removeFromSuperview()
            prompt = nil
          }

          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
            phase = .guidance
            apply(navMap, newState)
          }

          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
            oldState.turnCard.removeFromSuperview()
            oldState.etaCard.removeFromSuperview()
            phase = .ready
            apply(navMap, newState)
          }

          func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
            if let guidance = newState as? ActiveGuidanceUIState {
              apply(navMap, guidance)
            } else if newState is NavigationReadyUIState, let ready = newState as? NavigationReadyUIState {
              apply(navMap, ready)
            }
          }

          func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
            prompt = newPrompt
            DispatchQueue.main.async { [weak self] in
              self?.refresh(navMap)
            }
          }

          func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
            prompt = nil
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) {
              oldPrompt.alpha = 0
            }
            animator.addCompletion { _ in
              oldPrompt.removeFromSuperview()
              self.refresh(navMap)
            }
            animator.startAnimation()
          }

          func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
            oldPrompt.removeFromSuperview()
            prompt = newPrompt
            refresh(navMap)
          }

          // MARK: - Layout

          private var state: NavigationUIState?

          private func refresh(_ navMap: GMSMapView) {
            if let guidance = state as? ActiveGuidanceUIState {
              apply(navMap, guidance)
            } else if let ready = state as? NavigationReadyUIState {
              apply(navMap, ready)
            }
          }

          private func tearDown() {
            defer { constraints.removeAll() }
            NSLayoutConstraint.deactivate(constraints)
            for view in added where !(view is NavigationPromptView) {
              view.removeFromSuperview()
            }
            added.removeAll()
          }

          private func slot(for index: Int, wide: Bool) -> Slot {
            switch (index, wide) {
            case (0, _): return .top(0)
            case (let n, false) where n > 5: return .none
            case (1...5, _): return .bottom(CGFloat(index))
            default: return .none
            }
          }

          private func label(for slot: Slot) throws -> String {
            switch slot {
            case .top(let offset) where offset == 0:
              return "top"
            case .top:
              fallthrough
            case .bottom:
              return "bottom"
            case .none:
              throw LayoutError.missing("slot")
            }
          }

          private func apply(_ navMap: GMSMapView, _ state: NavigationUIState) {
            tearDown()
            self.state = state
            let wide = state.wideMode
            let safe = navMap.safeAreaLayoutGuide
            var views: [UIView] = []
            var top = safe.topAnchor
            var bottomItem: Any = safe
            var bottomAttribute = NSLayoutConstraint.Attribute.bottom
            let logo: UIView
            let viewport: UIView
            let buttons: [NavigationUIButton]
            if let guidance = state as? ActiveGuidanceUIState {
              logo = guidance.googleLogo
              viewport = guidance.viewport
              buttons = guidance.buttons
              let cards = [guidance.turnCard, guidance.etaCard]
              views += cards
              constraints += zip(cards, [navMap.topAnchor, navMap.bottomAnchor]).flatMap { card, anchor -> [NSLayoutConstraint] in
                let vertical = card === guidance.turnCard
                  ? card.topAnchor.constraint(equalTo: anchor)
                  : card.bottomAnchor.constraint(equalTo: anchor)
                return [vertical, card.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
              }
              top = guidance.turnCard.bottomAnchor
              bottomItem = guidance.etaCard
              bottomAttribute = .top
            } else if let ready = state as? NavigationReadyUIState {
              logo = ready.googleLogo
              viewport = ready.viewport
              buttons = ready.buttons
            } else {
              return
            }
            var insets = Insets()
            var copy = insets
            copy.grow(by: 500)
            insets.grow(by: bottomGaps[phase, default: 0] + constant(for: phase))
            var bottom: NSLayoutYAxisAnchor
            if wide {
              // No room for the panel beside the cards: the map keeps the height.
              bottom = (bottomItem as? UIView)?.topAnchor ?? safe.bottomAnchor
            } else {
              views.append(panel)
              constraints += panel.pinHorizontally(to: safe)
              constraints.append(
                NSLayoutConstraint(
                  item: panel, attribute: .bottom, relatedBy: .equal, toItem: bottomItem, attribute: bottomAttribute,
                  multiplier: 1, constant: -insets.bottom))
              bottom = panel.topAnchor
            }
            if let prompt {
              views.append(prompt)
              constraints += [
                prompt.bottomAnchor.constraint(equalTo: bottom),
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              ]
              bottom = prompt.topAnchor
            }

            let ordered = buttons.enumerated().sorted { $0.offset > $1.offset }.map(\.element)
            let counts = ordered.reduce(into: [NavigationButtonKnownType: Int]()) { counts, button in
              counts[button.type, default: 0] += 1
            }
            var seen = 0
            var index = 0
            while index < ordered.count {
              seen += 1
              index += 1
            }
            repeat { seen -= 1 } while seen > ordered.count
            let kept = ordered.filter { counts[$0.type, default: 0] > 0 }
            let names = Set(kept.map { "\($0.type)" })
            var previous: NSLayoutYAxisAnchor = bottom
            for (offset, button) in kept.reversed().enumerated() where names.contains("\(button.type)") {
              let position: String
              do {
                position = try label(for: slot(for: offset + 1, wide: wide))
              } catch LayoutError.missing(let what) {
                position = what
              } catch {
                position = "unknown"
              }
              guard position == "bottom" else { continue }
              views.append(button.view)
              constraints += [
                button.view.bottomAnchor.constraint(equalTo: previous, constant: -Metrics.gap),
                button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.padding),
              ]
              previous = button.view.topAnchor
            }
            let smallest = [Metrics.doubleInset(), copy.bottom, 40].min(by: <) ?? 0
            let padding = [(Phase.ready, smallest), (.guidance, Metrics.padding)].first { $0.0 == phase }?.1 ?? 0
            views = [viewport, logo] + views
            constraints += [
              viewport.topAnchor.constraint(equalTo: top),
              viewport.bottomAnchor.constraint(equalTo: bottom),
              viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
              logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
              logo.bottomAnchor.constraint(equalTo: bottom, constant: -Metrics.gap),
            ]
            views.forEach(navMap.addSubview)
            added.formUnion(views)
            if let prompt { navMap.bringSubviewToFront(prompt) }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseInOut]) {
              NSLayoutConstraint.activate(self.constraints)
              navMap.layoutIfNeeded()
            } completion: { finished in
              if finished, let previous = self.previousPhase, previous != self.phase {
                print("moved from \(previous) to \(self.phase)")
              }
            }
          }
        }
        """#

    @Test func everyConstructRunsAndTheDelegateVerifiesClean() throws {
        let result = try Fixture.verify(Self.delegate)
        #expect(result.findings.isEmpty, "\(result.listing)")
        #expect(result.isFullyVerified)
    }

    /// A struct is copied on assignment: the delegate grows a copy of its
    /// insets by 500 pt and places the panel with the original. Made a class
    /// (reference semantics), the same code moves the panel 500 pt up.
    @Test func structsAreCopiedOnAssignment() throws {
        let shared = Fixture.mutate(Self.delegate, "struct Insets {", "final class Insets {")
            .replacingOccurrences(of: "mutating func grow", with: "func grow")
        let scenarios = Array(Fixture.portrait.prefix(2))
        let result = try Fixture.verify(shared, scenarios: scenarios)
        #expect(result.isFullyVerified && !result.findings.isEmpty, "\(result.listing)")
        #expect(try Fixture.verify(Self.delegate, scenarios: scenarios).findings.isEmpty)
    }

    /// The dictionary lookup keyed by the file's enum decides the panel's gap.
    @Test func enumKeyedDictionaryDecidesTheLayout() throws {
        let moved = Fixture.mutate(Self.delegate, "[.ready: 0, .guidance: 0]", "[.ready: 0, .guidance: 2000]")
        let result = try Fixture.verify(moved, scenarios: Array(Fixture.portrait.prefix(2)))
        #expect(result.isFullyVerified && !result.findings.isEmpty, "\(result.listing)")
    }

    /// Range and tuple patterns pick the branch: the mutant places no button,
    /// so the pictures differ.
    @Test func switchPatternsPickTheBranch() throws {
        let dropped = Fixture.mutate(Self.delegate, "case (1...5, _): return .bottom(CGFloat(index))", "case (1...5, _): return .none")
        let clean = try Fixture.verify(Self.delegate, scenarios: Array(Fixture.portrait.prefix(1)), pictures: true)
        let mutant = try Fixture.verify(dropped, scenarios: Array(Fixture.portrait.prefix(1)), pictures: true)
        #expect(mutant.isFullyVerified, "\(mutant.listing)")
        #expect(clean.pictures.map(\.svg) != mutant.pictures.map(\.svg))
    }
}
