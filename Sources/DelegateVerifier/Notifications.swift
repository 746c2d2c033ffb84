import LayoutModel
import SwiftSyntax

/// `NotificationCenter.default` within the delegate's own code: block
/// observers added with `addObserver(forName:object:queue:using:)` run at once
/// on every matching `post` (a post waits for its observers; dispatch to the
/// main queue runs at once, as everywhere in the model) until removed. A
/// notification is a labelled tuple (`name`, `object`, `userInfo`); a name is
/// its raw string (`Notification.Name("x")`, or a static the files declare in
/// `extension Notification.Name`). Selector observers added with
/// `addObserver(_:selector:name:object:)` run their target's method the same
/// way (`Selectors.swift`); an observer given an `object` only hears that sender.
///
/// UIKit's own notifications (`UIContentSizeCategory.didChangeNotification`,
/// the keyboard's, the application's) are names too, their documented raw
/// strings: the system posts them (the user changes the text size, the app goes
/// to the background), which no scenario does, so an observer of one is
/// registered and its block not run, stated as an assumption where it is
/// registered, never passed over as checked; a `post` of one by the delegate's
/// own code runs its observers as any post does.
extension Interpreter {
    /// One block observer, or a selector observer (`block` is the selector, run on `target`).
    struct NotificationObserver {
        let token: Int
        let name: String?
        let block: Value
        var target: Value? = nil
        /// The `object` the observer hears from, `nil` for any.
        var sender: Value? = nil
        /// Where the delegate's code registered it; `nil` for a Combine publisher's.
        var registration: Registration? = nil
    }

    /// Where the delegate's code registered a handler (an observer, a Combine
    /// subscription, a trait-change handler), in which callback and app event.
    struct Registration {
        let tag: SourceTag
        let callback: String
        let event: Double
    }

    /// A registration made by `node` now.
    func registration(at node: some SyntaxProtocol) -> Registration {
        Registration(tag: tag(node), callback: journal.callback, event: mainQueue.eventTime)
    }

    /// Notes `what`, registered at `made`, as registered again when `earlier`,
    /// made at the same place and still registered, is given (`CleanupCheck`).
    func noteRegisteredAgain(_ what: String, at made: Registration, earlier: Registration?) {
        guard let earlier else { return }
        repeatedObservers.append(RepeatedObserver(what: what, tag: made.tag, callback: made.callback, earlierCallback: earlier.callback))
    }

    /// An observer registered again where one still registered was registered
    /// before, for the same name, sender and target (or a Combine subscription
    /// made again where a live one was made): each event now runs both
    /// (`CleanupCheck`: the state that registered the first did not remove it).
    struct RepeatedObserver {
        /// What is registered: "the NotificationCenter observer of X", "a Combine subscription".
        let what: String
        let tag: SourceTag
        let callback: String
        let earlierCallback: String
    }

    /// The repeated registrations since the last call, for the step that made them.
    func takeRepeatedObservers() -> [RepeatedObserver] {
        defer { repeatedObservers = [] }
        return repeatedObservers
    }

    /// A token no other observer of the run has had (`removeObserver` finds the one it names).
    func nextObserverToken() -> Int {
        observersRegistered += 1
        return observersRegistered
    }

    /// Registers an observer the delegate's code adds, with where and in which callback.
    private func register(_ make: (Int) -> NotificationObserver, at call: FunctionCallExprSyntax) -> Int {
        let token = nextObserverToken()
        var observer = make(token)
        let made = registration(at: call)
        observer.registration = made
        let same = { [self] (value: Value?, other: Value?) in value.map { a in other.map { equals(a, $0) == true } ?? false } ?? (other == nil) }
        let earlier = notificationObservers.first {
            // Two registered in one event (two listeners' `start()` in one callback) are two, not one made again.
            $0.registration.map { $0.tag == made.tag && $0.event < made.event } == true && $0.name == observer.name && same($0.sender, observer.sender) && same($0.target, observer.target)
        }
        noteRegisteredAgain("the NotificationCenter observer of \(observer.name ?? "every notification")", at: made, earlier: earlier?.registration)
        // A block no run's post reaches (the app's own name, posted by code not given) is stated as never run
        // (UIKit's names are stated where registered: `observedNotificationName`).
        if !Self.systemNotifications.values.contains(where: { $0 == observer.name }) { noteHandedClosures([observer.block]) }
        notificationObservers.append(observer)
        return token
    }

    /// A block observer runs at the post on `nil` (the posting thread: the
    /// main one) or `.main`; on another queue (`OperationQueue()`) its block runs
    /// later, off the main thread, which the run does not model (trial 53a: it ran
    /// at once, a silent pass).
    private func checkObserverQueue(_ queue: Value, at call: FunctionCallExprSyntax) throws {
        switch queue {
        case .null, .type("OperationQueue"), .symbol("main"): return
        default:
            throw unsupported(call, "a notification observer on \(describe(queue)), a queue other than the main queue (its block runs later, on another thread)")
        }
    }

    func callNotificationCenter(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        let labels = arguments.map(\.label)
        switch (name, labels) {
        case ("addObserver", ["forName", "object", "queue", "using"]), ("addObserver", ["forName", "object", "queue", nil]):
            try checkObserverQueue(arguments[2].value, at: call)
            let observed = arguments[0].value.isNull ? nil : try observedNotificationName(arguments[0].value, at: call)
            let token = register({ NotificationObserver(
                token: $0, name: observed, block: arguments[3].value, sender: arguments[1].value.isNull ? nil : arguments[1].value) }, at: call)
            return .library("NotificationCenter observer #\(token)")
        case ("addObserver", [nil, "selector", "name", "object"]):
            guard case .selector = arguments[1].value else { throw unsupported(call, "an observer's selector from \(arguments[1].value.kind)") }
            let observed = arguments[2].value.isNull ? nil : try observedNotificationName(arguments[2].value, at: call)
            _ = register({ NotificationObserver(
                token: $0, name: observed, block: arguments[1].value, target: arguments[0].value,
                sender: arguments[3].value.isNull ? nil : arguments[3].value) }, at: call)
            return .void
        case ("removeObserver", [nil]), ("removeObserver", [nil, "name", "object"]):
            if case .library(let description) = arguments[0].value {
                notificationObservers.removeAll { description == "NotificationCenter observer #\($0.token)" }
            } else {
                // A selector observer's target: all its observers, or those of the name (and sender) given.
                let name = labels.count == 3 && !arguments[1].value.isNull ? try notificationName(arguments[1].value, at: call) : nil
                let sender = labels.count == 3 && !arguments[2].value.isNull ? arguments[2].value : nil
                notificationObservers.removeAll { observer in
                    observer.target.map { equals($0, arguments[0].value) == true } == true && (name == nil || observer.name == name)
                        && (sender == nil || observer.sender.map { equals($0, sender!) == true } == true)
                }
            }
            return .void
        case ("post", ["name", "object"]), ("post", ["name", "object", "userInfo"]):
            let posted = try notificationName(arguments[0].value, at: call)
            try postNotification(posted, object: arguments[1].value, userInfo: arguments.count > 2 ? arguments[2].value : .null, at: call)
            return .void
        default:
            return nil
        }
    }

    /// Runs the observers of `posted` (all names, or its; any sender, or
    /// `object`) in the order they were registered; false when none did.
    @discardableResult
    func postNotification(_ posted: String, object: Value, userInfo: Value, at node: some SyntaxProtocol) throws -> Bool {
        let note = Value.tuple([("name", .string(posted)), ("object", object), ("userInfo", userInfo)])  // `Value.isNotification`
        var ran = false
        for observer in notificationObservers where observer.name == nil || observer.name == posted {
            if let sender = observer.sender, equals(sender, object) != true { continue }
            if let target = observer.target, case .selector(let selector) = observer.block {
                try deliver(note, to: target, selector, at: node)
            } else {
                _ = try callFunction(observer.block, [(nil, note)], at: node)
            }
            ran = true
        }
        return ran
    }

    /// UIKit's notifications the system posts, as written
    /// (`UIContentSizeCategory.didChangeNotification`), by their raw names.
    static let systemNotifications: [String: String] = [
        "UIContentSizeCategory.didChangeNotification": "UIContentSizeCategoryDidChangeNotification",
        "UIApplication.didBecomeActiveNotification": "UIApplicationDidBecomeActiveNotification",
        "UIApplication.willResignActiveNotification": "UIApplicationWillResignActiveNotification",
        "UIApplication.didEnterBackgroundNotification": "UIApplicationDidEnterBackgroundNotification",
        "UIApplication.willEnterForegroundNotification": "UIApplicationWillEnterForegroundNotification",
        "UIDevice.orientationDidChangeNotification": "UIDeviceOrientationDidChangeNotification",
        "UIResponder.keyboardWillShowNotification": "UIKeyboardWillShowNotification",
        "UIResponder.keyboardDidShowNotification": "UIKeyboardDidShowNotification",
        "UIResponder.keyboardWillHideNotification": "UIKeyboardWillHideNotification",
        "UIResponder.keyboardDidHideNotification": "UIKeyboardDidHideNotification",
        "UIResponder.keyboardWillChangeFrameNotification": "UIKeyboardWillChangeFrameNotification",
        "UIResponder.keyboardDidChangeFrameNotification": "UIKeyboardDidChangeFrameNotification",
    ]

    /// `UIContentSizeCategory.didChangeNotification`: the raw name, `nil` for other members.
    func systemNotificationName(_ name: String, of typeName: String) -> Value? {
        Self.systemNotifications["\(typeName).\(name)"].map(Value.string)
    }

    /// The name an observer (a block, a selector, a publisher) is registered
    /// for; one the system posts is stated: no scenario posts it (but the
    /// orientation change the resize scenarios post, `SystemEvents.swift`).
    func observedNotificationName(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        let raw = try notificationName(value, at: node)
        if raw == Self.orientationNotification && scenariosTurnDevices { return raw }
        if let written = Self.systemNotifications.first(where: { $0.value == raw })?.key {
            assume(node, "\(written) is posted by UIKit, which no scenario makes happen: this observer is registered and never runs, so what it does is not checked")
        }
        return raw
    }

    /// `note.name == .layoutDidChange`, `case .layoutDidChange:`: a name (its
    /// raw string) beside an implicit member of the files' `extension
    /// Notification.Name`, both as raw strings; `nil` for other operands.
    func notificationNames(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> (Value, Value)? {
        switch (left, right) {
        case (.string, _): return try implicitNotificationName(right, at: node).map { (left, .string($0)) }
        case (_, .string): return try implicitNotificationName(left, at: node).map { (.string($0), right) }
        default: return nil
        }
    }

    /// A notification name's raw string.
    func notificationName(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        if case .string(let raw) = value { return raw }
        if let raw = try implicitNotificationName(value, at: node) { return raw }
        throw unsupported(node, "a notification name from \(value.kind)")
    }

    /// `.layoutDidChange`, a static of the files' `extension Notification.Name`: its raw string.
    private func implicitNotificationName(_ value: Value, at node: some SyntaxProtocol) throws -> String? {
        let member: String
        switch value {
        case .symbol(let name): member = name
        case .enumCase(let implicit) where implicit.typeName == nil && implicit.payload.isEmpty: member = implicit.name
        default: return nil
        }
        guard let model = source.types["Name"], case .string(let raw)? = try staticValue(member, of: model, at: node) else { return nil }
        return raw
    }
}

extension Value {
    /// A posted notification (`Notification`'s fields), which the files' `extension Notification` members take as `self`.
    var isNotification: Bool {
        guard case .tuple(let parts) = self else { return false }
        return parts.map(\.label) == ["name", "object", "userInfo"]
    }
}
