@testable import DelegateVerifier
import LayoutModel
import Testing

/// Combine as the interpreter runs it (`Combine.swift`, `CombinePublishers.swift`):
/// `@Published` publishing in `willSet`, subjects, operator chains, `receive(on:)`
/// through the main queue, and the `AnyCancellable`'s lifetime.
@Suite struct CombineTests {
    let probe = ConstructsTests().probe

    /// Runs the delegate's methods `names` in turn as app events: each one's
    /// locals go as it returns (a subscription nothing keeps ends), then the
    /// main queue runs; the result or the stop of each.
    static func events(_ members: String, _ names: [String], declarations: String = "") throws -> [String] {
        let text = "import UIKit\nimport Combine\n\(declarations)\nfinal class ProbeDelegate: NSObject, NavigationLayoutDelegate {\n\(members)\n}"
        let interpreter = Interpreter(source: try DelegateSource(text: text, displayPath: "Probe.swift"), metrics: .standard)
        interpreter.resetObservations()
        interpreter.map = MapView(device: DeviceProfile.standardDevices[0])
        guard case .object(let delegate) = try interpreter.makeDelegate(interpreter.source.delegateClass) else { return ["no delegate"] }
        interpreter.delegateInstance = delegate
        return names.map { name in
            interpreter.resetObservations()
            do {
                let result = try interpreter.callMethod(name, on: .object(delegate), [], at: interpreter.source.delegateClass.nameNode)
                interpreter.releaseWeakReferences(delegate: delegate)
                try interpreter.runMainQueue()
                return interpreter.describe(result)
            } catch {
                return "stop: \(error)"
            }
        }
    }

    /// `@Published` publishes in `willSet`: the sink gets the new value while
    /// the property still holds the old one; a subscription gets the current value at once.
    @Test func publishedSendsTheNewValueBeforeItIsStored() throws {
        let members = """
            @Published var phase = 0
            var log: [String] = []
            var cancellables = Set<AnyCancellable>()
            func probe() -> String {
              $phase.sink { [unowned self] new in log.append("\\(new)/\\(phase)") }.store(in: &cancellables)
              phase = 1
              phase = 2
              return log.joined(separator: " ") + " now \\(phase)"
            }
            """
        #expect(try probe(members, "import Combine", nil) == "0/0 1/0 2/1 now 2")
    }

    /// `objectWillChange` of an `ObservableObject` fires before the property's own publisher, still before the store.
    @Test func objectWillChangeFiresFirst() throws {
        let declarations = """
            import Combine
            final class Store: ObservableObject {
              @Published var count = 0
            }
            """
        let members = """
            let store = Store()
            var log: [String] = []
            var cancellables: [AnyCancellable] = []
            func probe() -> String {
              store.objectWillChange.sink { [unowned self] in log.append("will \\(store.count)") }.store(in: &cancellables)
              store.$count.dropFirst().sink { [unowned self] in log.append("count \\($0)") }.store(in: &cancellables)
              store.count += 1
              return log.joined(separator: ", ")
            }
            """
        #expect(try probe(members, declarations, nil) == "will 0, count 1")
    }

    /// A `CurrentValueSubject` holds its value before it sends; `Just` sends
    /// once and finishes; after a completion nothing more is sent.
    @Test func subjectsAndCompletions() throws {
        let members = """
            let level = CurrentValueSubject<Int, Never>(1)
            var log: [String] = []
            var cancellables = Set<AnyCancellable>()
            func probe() -> String {
              level.sink(receiveCompletion: { [unowned self] _ in log.append("done") },
                         receiveValue: { [unowned self] in log.append("\\($0)=\\(level.value)") }).store(in: &cancellables)
              level.value = 2
              level.send(3)
              level.send(completion: .finished)
              level.send(4)
              Just(7).map { $0 * 2 }.sink { [unowned self] in log.append("just \\($0)") }.store(in: &cancellables)
              return log.joined(separator: " ")
            }
            """
        #expect(try probe(members, "import Combine", nil) == "1=1 2=2 3=3 done just 14")
    }

    /// `removeDuplicates()` drops a value equal to the one before it, by the
    /// files' own `==` too; `removeDuplicates(by:)` (here a trailing closure) by the closure.
    @Test func removeDuplicatesComparesWithSwiftsEquality() throws {
        let declarations = """
            import Combine
            struct Spec: Equatable {
              let height: Int
              let note: String
              static func == (a: Spec, b: Spec) -> Bool { a.height == b.height }
            }
            """
        let members = """
            let specs = PassthroughSubject<Spec, Never>()
            let numbers = PassthroughSubject<Int, Never>()
            var log: [String] = []
            var cancellables = Set<AnyCancellable>()
            func probe() -> String {
              specs.removeDuplicates().sink { [unowned self] in log.append($0.note) }.store(in: &cancellables)
              numbers.removeDuplicates { abs($0 - $1) < 2 }.sink { [unowned self] in log.append("\\($0)") }.store(in: &cancellables)
              specs.send(Spec(height: 1, note: "a"))
              specs.send(Spec(height: 1, note: "b"))
              specs.send(Spec(height: 2, note: "c"))
              for n in [1, 2, 5, 5, 1] { numbers.send(n) }
              return log.joined(separator: " ")
            }
            """
        #expect(try probe(members, declarations, nil) == "a c 1 5 1")
    }

    /// `combineLatest` sends once every upstream has a value, then on each;
    /// `merge`, `filter`, `compactMap`, `dropFirst`, `prepend` and key-path `map` on the way.
    @Test func combineLatestAndTheOtherOperators() throws {
        let members = """
            let wide = CurrentValueSubject<Bool, Never>(false)
            let inset = PassthroughSubject<Int, Never>()
            let more = PassthroughSubject<Int, Never>()
            var log: [String] = []
            var cancellables = Set<AnyCancellable>()
            func probe() -> String {
              wide.combineLatest(inset).sink { [unowned self] w, i in log.append("\\(w)+\\(i)") }.store(in: &cancellables)
              wide.combineLatest(inset) { $0 ? $1 * 2 : $1 }.sink { [unowned self] in log.append("=\\($0)") }.store(in: &cancellables)
              inset.merge(with: more).filter { $0 > 0 }.compactMap { $0 == 3 ? nil : $0 }.dropFirst().prepend(0)
                .map { "m\\($0)" }.sink { [unowned self] in log.append($0) }.store(in: &cancellables)
              inset.send(4)
              wide.send(true)
              more.send(3)
              more.send(5)
              return log.joined(separator: " ")
            }
            """
        #expect(try probe(members, "import Combine", nil) == "m0 false+4 =4 true+4 =8 m5")
    }

    /// `receive(on: DispatchQueue.main)` and `RunLoop.main` deliver later,
    /// after the code that sent, in the order sent; without it, at once.
    @Test func receiveOnTheMainQueueDeliversLater() throws {
        let members = """
            let events = PassthroughSubject<String, Never>()
            var log: [String] = []
            var cancellables = Set<AnyCancellable>()
            override init() {
              super.init()
              events.receive(on: DispatchQueue.main).sink { [unowned self] in log.append("queue " + $0) }.store(in: &cancellables)
              events.receive(on: RunLoop.main).sink { [unowned self] in log.append("loop " + $0) }.store(in: &cancellables)
              events.sink { [unowned self] in log.append("now " + $0) }.store(in: &cancellables)
            }
            func fire() { events.send("a"); events.send("b"); log.append("sent") }
            func read() -> String { log.joined(separator: ", ") }
            """
        #expect(try Self.events(members, ["fire", "read"]).last == "now a, now b, sent, queue a, loop a, queue b, loop b")
    }

    /// `debounce` on the main queue's clock: of values sent together, the last
    /// is delivered once the interval has passed.
    @Test func debounceDeliversTheLastValueAfterTheInterval() throws {
        let members = """
            let sizes = PassthroughSubject<Int, Never>()
            var log: [String] = []
            var cancellables = Set<AnyCancellable>()
            override init() {
              super.init()
              sizes.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .sink { [unowned self] in log.append("\\($0)") }.store(in: &cancellables)
            }
            func fire() { sizes.send(1); sizes.send(2) }
            func fireAgain() { sizes.send(3) }
            func read() -> String { log.joined(separator: " ") }
            """
        #expect(try Self.events(members, ["fire", "fireAgain", "read"]).last == "2 3")
    }

    /// An `AnyCancellable` nobody keeps ends its subscription: a discarded one
    /// at once (after the current value it got while subscribing), a local one
    /// when the callback returns; `cancel()` ends it too.
    @Test func aSubscriptionEndsWithItsCancellable() throws {
        let members = """
            let level = CurrentValueSubject<Int, Never>(0)
            var log: [String] = []
            var kept: AnyCancellable?
            func subscribe() {
              _ = level.sink { [unowned self] in log.append("dropped \\($0)") }
              subscribeLocally()
              kept = level.sink { [unowned self] in log.append("kept \\($0)") }
            }
            func subscribeLocally() {
              let local = level.sink { [unowned self] in log.append("local \\($0)") }
              _ = local
            }
            func send() { level.send(1) }
            func cancel() { kept?.cancel(); level.send(2) }
            func read() -> String { log.joined(separator: ", ") }
            """
        #expect(try Self.events(members, ["subscribe", "send", "cancel", "read"]).last
            == "dropped 0, local 0, kept 0, kept 1")
    }

    /// A set of cancellables goes with the object that holds it: once the
    /// delegate lets the object go, its subscriptions end, as in the app.
    @Test func cancellablesReleasedWithTheirOwnerEnd() throws {
        let declarations = """
            var received = 0
            final class Child {
              var cancellables = Set<AnyCancellable>()
              init(_ subject: PassthroughSubject<Int, Never>) { subject.sink { _ in received += 1 }.store(in: &cancellables) }
            }
            """
        let members = """
            let events = PassthroughSubject<Int, Never>()
            var child: Child?
            func start() { child = Child(events) }
            func send() { events.send(1) }
            func drop() { child = nil }
            func read() -> String { "\\(received)" }
            """
        #expect(try Self.events(members, ["start", "send", "drop", "send", "read"], declarations: declarations)
            == ["Void", "Void", "Void", "Void", "1"])
    }

    /// A value sent while only a local may keep the subscription's
    /// `AnyCancellable` stops: when Swift releases it is not known.
    @Test func aSendWhileOnlyALocalKeepsTheCancellableStops() throws {
        let members = """
            let events = PassthroughSubject<Int, Never>()
            var cancellables = Set<AnyCancellable>()
            func run() {
              let local = events.sink { _ in }
              events.send(1)
              local.cancel()
            }
            """
        let results = try Self.events(members, ["run"])
        #expect(results[0].contains("nothing but a local may keep"), "\(results)")
    }

    /// `assign(to:on:)`, `assign(to: &$x)` and `NotificationCenter`'s publisher.
    @Test func assignAndNotifications() throws {
        let members = """
            @Published var source = 1
            @Published var mirror = 0
            var inset = 0
            var names: [String] = []
            var cancellables = Set<AnyCancellable>()
            func probe() -> String {
              $source.map { $0 * 10 }.assign(to: &$mirror)
              $source.assign(to: \\.inset, on: self).store(in: &cancellables)
              NotificationCenter.default.publisher(for: Notification.Name("relayout"))
                .sink { [unowned self] _ in names.append("relayout") }.store(in: &cancellables)
              source = 2
              NotificationCenter.default.post(name: Notification.Name("relayout"), object: nil)
              return "\\(mirror) \\(inset) \\(names)"
            }
            """
        #expect(try probe(members, "import Combine", nil) == #"20 2 ["relayout"]"#)
    }

    /// A `@Published` property set in its class's initializer after a
    /// subscription to it stops: whether that goes through `Published`'s
    /// setter is not modelled. Before any subscription it is plain storage.
    @Test func settingAPublishedPropertyInItsInitializerAfterSubscribingStops() throws {
        let members = """
            @Published var phase = 0
            var c = Set<AnyCancellable>()
            override init() {
              super.init()
              phase = 1
              $phase.sink { _ in }.store(in: &c)
              phase = 2
            }
            func probe() -> String { "\\(phase)" }
            """
        #expect(throws: Unsupported.self) { try probe(members, "import Combine", nil) }
        #expect(try probe(members.replacingOccurrences(of: "  phase = 2\n", with: ""), "import Combine", nil) == "1")
    }

    /// Only methods no other type has are taken for a publisher's on code the
    /// files do not declare: an app's `store(_:)` is its own.
    @Test func anUnknownValuesOwnStoreMethodIsNoSubscription() throws {
        #expect(try probe("func probe() -> String { cache.store(8); return \"ran\" }", "", nil) == "ran")
    }

    /// What the model does not run stops, naming it: an operator it does not
    /// model, a scheduler off the main queue, a sink on a publisher it does not know.
    @Test func whatIsNotModelledStops() throws {
        let unmodelled: [(String, String)] = [
            ("subject.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true).sink { _ in }.store(in: &c)", "throttle"),
            ("subject.delay(for: .seconds(1), scheduler: RunLoop.main).sink { _ in }.store(in: &c)", "delay"),
            ("subject.receive(on: DispatchQueue.global()).sink { _ in }.store(in: &c)", "DispatchQueue"),
            ("Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }.store(in: &c)", "Timer"),
            ("Future<Int, Never> { $0(.success(1)) }.sink { _ in }.store(in: &c)", "Future"),
        ]
        for (line, named) in unmodelled {
            let members = """
                let subject = PassthroughSubject<Int, Never>()
                var c = Set<AnyCancellable>()
                func probe() -> String { \(line); return "ran" }
                """
            do {
                let result = try probe(members, "import Combine", nil)
                Issue.record("\(line) ran: \(result)")
            } catch {
                #expect("\(error)".contains(named), "\(line): \(error)")
            }
        }
    }
}
