@testable import DelegateVerifier
import Foundation
import Testing

/// What trial round 53 found: a block observer on a background queue ran at
/// once (a silent pass); overloads told apart by a key path's optional value
/// type, or by an anchor's axis past a defaulted parameter, ran the first one
/// declared (a silent pass, a false crash); notification names compared with
/// the files' statics, a static array of them, and a controller's
/// `self.init(nibName:bundle:)` stopped.
@Suite struct Trial53Tests {
    let probe = ConstructsTests().probe

    /// `addObserver(forName:object:queue: OperationQueue())`: the block runs
    /// later, off the main thread; the run stops there instead of running it at
    /// once (trial 53a: a silent pass). `.main` and `nil` run it at the post.
    @Test func anObserverOnAnotherQueueStops() throws {
        let declarations = "extension Notification.Name { static let laidOut = Notification.Name(\"laidOut\") }"
        func members(_ queue: String) -> String {
            """
            func probe() -> String {
                var heard = 0
                let token = NotificationCenter.default.addObserver(forName: .laidOut, object: nil, queue: \(queue)) { _ in heard += 1 }
                NotificationCenter.default.post(name: .laidOut, object: nil)
                NotificationCenter.default.removeObserver(token)
                return "\\(heard)"
            }
            """
        }
        #expect(try probe(members(".main"), declarations, nil) == "1")
        #expect(try probe(members("nil"), declarations, nil) == "1")
        #expect(throws: Unsupported.self) { try probe(members("OperationQueue()"), declarations, nil) }
    }

    /// `note.name == .laidOut`, `switch note.name { case .laidOut: }` and a
    /// static array of the files' names, iterated (trial 53a: each stopped).
    @Test func notificationNamesCompareWithTheFilesStatics() throws {
        let declarations = """
            extension Notification.Name {
                static let started = Notification.Name("started")
                static let stopped = Notification.Name("stopped")
                static let all: [Notification.Name] = [.started, .stopped]
            }
            """
        let members = """
            func probe() -> String {
                var heard: [String] = []
                var tokens: [NSObjectProtocol] = []
                for name in Notification.Name.all {
                    tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                        switch note.name {
                        case .started: heard.append("started")
                        default: heard.append(note.name == .stopped ? "stopped" : "other")
                        }
                    })
                }
                NotificationCenter.default.post(name: .stopped, object: nil)
                NotificationCenter.default.post(name: .started, object: nil)
                return heard.joined(separator: " ") + " \\(tokens.count)"
            }
            """
        #expect(try probe(members, declarations, nil) == "stopped started 2")
    }

    /// `leading(\.logo)` with overloads on `KeyPath<Pins, UIView>` and
    /// `KeyPath<Pins, UIView?>`: Swift calls the one whose value type is the
    /// property's, `UIView?`, also for a generic root, `KeyPath<Global, Context?>`
    /// (trial 53c: the first ran, a silent pass).
    @Test func aKeyPathChoosesTheOverloadOfItsValueType() throws {
        let declarations = """
            struct Pins {
                var logo: UIView?
                var frame = UIView()
                func side(_ path: KeyPath<Pins, UIView>) -> String { "plain" }
                func side(_ path: KeyPath<Pins, UIView?>) -> String { "optional" }
            }
            struct Box<Context> {
                func pull<Global>(_ path: KeyPath<Global, Context>) -> String { "plain" }
                func pull<Global>(_ path: KeyPath<Global, Context?>) -> String { "optional" }
            }
            """
        let members = """
            func probe() -> String {
                let pins = Pins(logo: nil)
                return pins.side(\\.logo) + " " + pins.side(\\.frame) + " " + Box<UIView>().pull(\\Pins.logo)
            }
            """
        #expect(try probe(members, declarations, nil) == "optional plain optional")
    }

    /// `pin(view.topAnchor, to: safe.topAnchor)` with overloads taking
    /// `NSLayoutXAxisAnchor` and `NSLayoutYAxisAnchor` beside a defaulted
    /// `offset:`: each argument is compared with the parameter it binds to
    /// (trial 53b: the X overload ran and "crashed").
    @Test func anAnchorsAxisChoosesTheOverloadPastADefaultedParameter() throws {
        let declarations = """
            func pin(_ anchor: NSLayoutXAxisAnchor, offset: CGFloat = 0, to other: NSLayoutXAxisAnchor) -> String { "x" }
            func pin(_ anchor: NSLayoutYAxisAnchor, offset: CGFloat = 0, to other: NSLayoutYAxisAnchor) -> String { "y" }
            """
        let members = """
            func probe() -> String {
                let view = UIView()
                let other = UIView()
                return pin(view.topAnchor, to: other.topAnchor) + pin(view.leadingAnchor, offset: 4, to: other.leadingAnchor)
            }
            """
        #expect(try probe(members, declarations, nil) == "yx")
    }

    /// A convenience initializer of a controller subclass delegating to the
    /// `init(nibName:bundle:)` it inherits from UIKit (trial 53b stopped).
    @Test func aControllersConvenienceInitializerRunsTheInheritedOne() throws {
        let declarations = """
            final class ChromeController: UIViewController {
                var title2 = ""
                convenience init(chromeTitle: String) {
                    self.init(nibName: nil, bundle: nil)
                    title2 = chromeTitle
                }
            }
            """
        let members = """
            func probe() -> String { ChromeController(chromeTitle: "chrome").title2 }
            """
        #expect(try probe(members, declarations, nil) == "chrome")
    }
}
