import NavlintCore
import Testing

/// The flow analysis of `delegate_set_after_navigation_enabled`, case by case.
@Suite struct NavigationFlowTests {
    private static let rule = "delegate_set_after_navigation_enabled"

    private func hits(_ files: [String: String]) -> [String] {
        positions(scan(files), rule: Self.rule)
    }

    private func hits(_ source: String) -> [String] { hits(["example.swift": source]) }

    /// A view controller around `body`, with `mapView`, `layout` and `session`.
    private func controller(_ body: String) -> String {
        """
        final class NavViewController: UIViewController {
          let mapView = GMSMapView(frame: .zero)
          let layout = NavLayout()
          let session = GMSNavigationSession()
        \(body)
        }
        """
    }

    @Test func bothCallsInOneFunctionInEitherOrder() {
        #expect(hits(controller("""
              func start() throws {
                mapView.isNavigationEnabled = true
                try mapView.setLayoutDelegate(layout)
              }
            """)) == ["\(Self.rule)@7:17"])
        #expect(hits(controller("""
              func start() throws {
                try mapView.setLayoutDelegate(layout)
                mapView.isNavigationEnabled = true
              }
            """)).isEmpty)
    }

    @Test func differentMapViewsAndDisablingAreToldApart() {
        #expect(hits(controller("""
              var replacement = GMSMapView(frame: .zero)
              func rebuild() throws {
                replacement.isNavigationEnabled = true
                replacement = GMSMapView(frame: .zero)
                try replacement.setLayoutDelegate(layout)
              }
            """)).isEmpty)
        #expect(hits(controller("""
              let carMap = GMSMapView(frame: .zero)
              func start() throws {
                carMap.enableNavigation(with: session)
                self.mapView.isNavigationEnabled = true
                mapView.isNavigationEnabled = false
                try mapView.setLayoutDelegate(layout)
              }
            """)).isEmpty)
    }

    @Test func aCalledMethodThatReturnsEarlyStillEnabledNavigation() {
        #expect(hits(controller("""
              func start(_ ready: Bool) throws {
                guard startNavigation(ready) else { return }
                try mapView.setLayoutDelegate(layout)
              }
              func startNavigation(_ ready: Bool) -> Bool {
                if !ready { return false }
                mapView.isNavigationEnabled = true
                return true
              }
            """)) == ["\(Self.rule)@7:17"])
    }

    @Test func unwrappingTheMapViewKeepsItTheSameMapView() {
        #expect(hits("""
            final class NavViewController: UIViewController {
              var mapView: GMSMapView?
              let layout = NavLayout()
              func start(_ session: GMSNavigationSession) {
                mapView?.enableNavigation(with: session)
                install()
              }
              func install() {
                guard let mapView else { return }
                do { try mapView.setLayoutDelegate(layout) } catch { print(error) }
              }
            }
            """) == ["\(Self.rule)@10:22"])
    }

    @Test func viewDidLoadAgainstALazyPropertyInitializer() {
        let enabledInInitializer = """
            final class NavViewController: UIViewController {
              let layout = NavLayout()
              lazy var mapView: GMSMapView = {
                let map = GMSMapView(frame: .zero)
                map.isNavigationEnabled = true
                return map
              }()
              override func viewDidLoad() {
                super.viewDidLoad()
                try? mapView.setLayoutDelegate(layout)
              }
            }
            """
        #expect(hits(enabledInInitializer) == ["\(Self.rule)@10:18"])
        #expect(scan(enabledInInitializer).findings.first?.severity == .error)
        let setInInitializer = """
            final class NavViewController: UIViewController {
              let layout = NavLayout()
              lazy var mapView: GMSMapView = {
                let map = GMSMapView(frame: .zero)
                do { try map.setLayoutDelegate(layout) } catch { print(error) }
                return map
              }()
              override func viewDidLoad() {
                super.viewDidLoad()
                mapView.isNavigationEnabled = true
              }
            }
            """
        #expect(hits(setInInitializer).isEmpty)
    }

    @Test func acrossIfAndGuardBranches() {
        // Enabled in a branch that falls through to the call: may be on.
        #expect(hits(controller("""
              func start(_ ready: Bool) throws {
                if ready { mapView.enableNavigation(with: session) }
                try mapView.setLayoutDelegate(layout)
              }
            """)) == ["\(Self.rule)@7:17"])
        // Exclusive branches: never both.
        #expect(hits(controller("""
              func start(_ custom: Bool) throws {
                if custom {
                  try mapView.setLayoutDelegate(layout)
                } else {
                  mapView.enableNavigation(with: session)
                }
              }
            """)).isEmpty)
        // A guard's condition runs on the way to the call; its `else` exits.
        #expect(hits(controller("""
              func start() throws {
                guard mapView.enableNavigation(with: session) else { return }
                try mapView.setLayoutDelegate(layout)
              }
            """)) == ["\(Self.rule)@7:17"])
        #expect(hits(controller("""
              func start(_ custom: Bool) throws {
                guard custom else {
                  mapView.isNavigationEnabled = true
                  return
                }
                try mapView.setLayoutDelegate(layout)
              }
            """)).isEmpty)
        // Every case of a switch, one of which enables.
        #expect(hits(controller("""
              func start(_ mode: Int) throws {
                switch mode {
                case 0: mapView.isNavigationEnabled = true
                default: break
                }
                try mapView.setLayoutDelegate(layout)
              }
            """)) == ["\(Self.rule)@10:17"])
    }

    @Test func aMethodCalledEarlierFromTheSameInitializerInAnotherFile() {
        func files(_ calls: String) -> [String: String] {
            [
                "NavViewController.swift": controller("""
                      init() {
                        super.init(nibName: nil, bundle: nil)
                        \(calls)
                      }
                    """),
                "NavViewController+Setup.swift": """
                    extension NavViewController {
                      func startNavigation() { mapView.enableNavigation(with: session) }
                      func installLayout() {
                        do { try mapView.setLayoutDelegate(layout) } catch { print(error) }
                      }
                    }
                    """,
            ]
        }
        let result = scan(files("startNavigation(); installLayout()"))
        #expect(positions(result, rule: Self.rule) == ["\(Self.rule)@4:22"])
        #expect(result.findings.map(\.location.file) == ["NavViewController+Setup.swift"])
        #expect(hits(files("installLayout(); startNavigation()")).isEmpty)
    }

    @Test func topLevelCodeAsInTheSDKGuide() {
        let guide = """
            let mapView = GMSMapView(frame: .zero)
            // Set the layout delegate before you enable navigation.
            do {
              try mapView.setLayoutDelegate(MyLayoutDelegate())
            } catch {
              print("Couldn't set the layout delegate: \\(error)")
            }
            mapView.isNavigationEnabled = true
            """
        #expect(hits(guide).isEmpty)
        #expect(hits("let mapView = GMSMapView(frame: .zero)\nmapView.isNavigationEnabled = true\ntry? mapView.setLayoutDelegate(nil)\n")
            == ["\(Self.rule)@3:14"])
    }

    @Test func closuresThatRunLaterAreNotFollowed() {
        #expect(hits(controller("""
              func start() {
                DispatchQueue.main.async { self.mapView.isNavigationEnabled = true }
                do { try mapView.setLayoutDelegate(layout) } catch { print(error) }
              }
            """)).isEmpty)
    }

    @Test func howTheErrorIsHandled() {
        let result = scan(controller("""
              func handled() {
                do { try mapView.setLayoutDelegate(layout) } catch { print(error) }
              }
              func rethrown() throws { try mapView.setLayoutDelegate(layout) }
              func dropped() { try? mapView.setLayoutDelegate(layout) }
              func swallowed() {
                do { try mapView.setLayoutDelegate(layout) } catch {}
              }
              func crashing() { try! mapView.setLayoutDelegate(layout) }
            """))
        let found = result.findings.map { "\($0.location.line):\($0.severity)" }
        #expect(found == ["9:warning", "11:warning", "13:error"])
    }
}
