import DelegateVerifier
import Testing

/// A delegate written with the idioms `navlint generate` emits (extensions,
/// `didSet`, wide mode in every callback, buttons by type, key paths,
/// priorities, multipliers, array building, animations with `[weak self]`,
/// closure properties called with `?()`, helpers with implicit returns,
/// `safeAreaInsets`, `max`, `switch` with `continue`)
/// verifies clean everywhere, so each idiom is interpreted, not skipped.
@Suite struct IdiomsTests {
    static let delegate = """
        import GoogleNavigation
        import UIKit

        @MainActor
        final class IdiomsLayoutDelegate: NSObject {
          var showsReportButton: Bool = true {
            didSet { reapply() }
          }
          private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
          private var constraints: [NSLayoutConstraint] = []
          private var views: [UIView] = []
          private weak var map: GMSMapView?
          private var guidance: ActiveGuidanceUIState?
          private var ready: NavigationReadyUIState?
          private var prompt: NavigationPromptView?
          private var wide = false
          /// Replaces a prompt listener; no layout effect.
          var willPresentPrompt: (() -> Void)?

          private func reapply() {
            guard let map else { return }
            layout(map)
          }
        }

        extension IdiomsLayoutDelegate: NavigationLayoutDelegate {
          func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
            map = navMap
            ready = newState
            wide = newState.wideMode
            layout(navMap)
          }

          func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
            ready = nil
            prompt?.removeFromSuperview()
            prompt = nil
            clear()
            map = nil
          }

          func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
            guidance = newState
            wide = newState.wideMode
            layout(navMap)
          }

          func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
            guidance = nil
            ready = newState
            wide = newState.wideMode
            layout(navMap)
          }

          func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
            wide = newState.wideMode
            if ready != nil || guidance != nil { layout(navMap) }
          }

          func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
            willPresentPrompt?()
            prompt = newPrompt
            UIView.animate(withDuration: 0.3, animations: { self.layout(navMap) })
          }

          func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
            prompt = nil
            UIView.animate(withDuration: 0.3) { [weak self] in
              guard let self else { return }
              self.layout(navMap)
            } completion: { _ in
              oldPrompt.removeFromSuperview()
            }
          }

          func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
            oldPrompt.removeFromSuperview()
            prompt = newPrompt
            layout(navMap)
          }
        }

        private extension IdiomsLayoutDelegate {
          /// A one-expression helper returning constraints (an implicit return).
          func edges(of view: UIView, matching guide: UILayoutGuide) -> [NSLayoutConstraint] {
            [
              view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
              view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ]
          }

          func clear() {
            NSLayoutConstraint.deactivate(constraints)
            constraints.removeAll()
            for view in views { view.removeFromSuperview() }
            views = []
          }

          func layout(_ navMap: GMSMapView) {
            clear()
            let safe = navMap.safeAreaLayoutGuide
            guard let logo = guidance?.googleLogo ?? ready?.googleLogo,
              let viewport = guidance?.viewport ?? ready?.viewport,
              let buttons = guidance?.buttons ?? ready?.buttons
            else { return }
            var compasses = 0
            for button in buttons {
              switch button.type {
              case .compass: compasses += 1
              default: continue
              }
            }
            if compasses > 1 { return }
            var shown = buttons.filter { $0.type == .compass }.map(\\.view)
            if showsReportButton, let reporting = buttons.first(where: { $0.type == .reporting }) {
              shown.append(reporting.view)
            }
            buttonStack.arrangedSubviews = shown
            views = [viewport, logo, buttonStack]
            // Room for the logo's padding above the bottom inset (always true here).
            let roomy = navMap.bounds.height - navMap.safeAreaInsets.bottom >= max(100, 50)
            var top = safe.topAnchor
            var bottom = safe.bottomAnchor
            if let guidance {
              let turnCard = guidance.turnCard
              let etaCard = guidance.etaCard
              views.append(contentsOf: [turnCard, etaCard])
              constraints += [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : navMap.leadingAnchor),
              ]
              top = turnCard.bottomAnchor
              bottom = etaCard.topAnchor
            }
            if let prompt {
              views.append(prompt)
              constraints += [
                prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
              ]
              bottom = prompt.topAnchor
            }
            let spare = viewport.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
            spare.priority = UILayoutPriority(750)
            constraints += [
              viewport.topAnchor.constraint(equalTo: top),
              viewport.bottomAnchor.constraint(equalTo: bottom),
              logo.leadingAnchor.constraint(
                equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
              logo.bottomAnchor.constraint(
                equalTo: bottom, constant: roomy ? -NavigationStyleValues.buttonVerticalPadding : 0),
              buttonStack.trailingAnchor.constraint(
                equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
              buttonStack.topAnchor.constraint(equalTo: top),
              buttonStack.bottomAnchor.constraint(
                equalTo: bottom, constant: -NavigationStyleValues.buttonVerticalPadding),
              buttonStack.widthAnchor.constraint(lessThanOrEqualTo: safe.widthAnchor, multiplier: 0.5),
              spare,
            ]
            constraints += edges(of: viewport, matching: safe)
            for view in views { navMap.addSubview(view) }
            NSLayoutConstraint.activate(constraints)
          }
        }
        """

    @Test func idiomaticDelegateVerifiesClean() throws {
        let result = try Fixture.verify(Self.delegate)
        // Its `showsReportButton`-style switches are the app's to set: stated, not errors.
        #expect(result.findingsBeyondConfiguration.isEmpty, "\(result.listing)")
        #expect(result.findings.allSatisfy { $0.severity == .warning }, "\(result.listing)")
    }
}
