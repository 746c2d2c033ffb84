import SwiftSyntax

/// A `perform(_:with:afterDelay:)` request on the main queue, until it runs
/// or `cancelPreviousPerformRequests` drops it.
struct DelayedPerform {
    let work: MainQueue.Work
    let target: Value
    let selector: SelectorName
    let object: Value
}

/// NSObject's messages by selector beyond `perform(_:with:)` (`Selectors.swift`).
/// `responds(to:)` on an object of the files: whether its class declares the
/// method (an `@objc optional` requirement it implements or not).
/// Delayed messages: `perform(sel, with: x, afterDelay: t)` puts
/// the message on the main run loop `t` seconds on (0 included: never at
/// once), so it is queued on the main queue as `asyncAfter` is, keeping the
/// target and the object until it runs, as NSObject does.
/// `NSObject.cancelPreviousPerformRequests(withTarget:)` drops the target's
/// requests not yet run; `(withTarget:selector:object:)` only those of that
/// selector and an equal object.
extension Interpreter {
    /// `target.perform(...)`, `target.responds(to:)`, `NSObject.cancelPreviousPerformRequests(...)`; `nil` for other methods.
    func callSelectorMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        if name == "perform", case .selector(let selector)? = arguments.first?.value {
            return try performRequest(selector, on: receiver, arguments, at: call)
        }
        if name == "responds", arguments.map(\.label) == ["to"], case .selector(let selector) = arguments[0].value {
            let model: TypeModel? = if case .object(let instance) = receiver { instance.type } else { attachedInstance(of: receiver)?.type }
            guard let model else {
                throw unsupported(call, "responds(to: \(selector.written)) of \(receiver.kind), whose methods are not the files'")
            }
            return .bool(method(for: selector, in: model) != nil || hasAccessor(for: selector, in: model))
        }
        guard name == "cancelPreviousPerformRequests", case .type = receiver else { return nil }
        switch arguments.map(\.label) {
        case ["withTarget"]:
            cancelPerformRequests(of: arguments[0].value) { _ in true }
        case ["withTarget", "selector", "object"]:
            guard case .selector(let selector) = arguments[1].value else { return nil }
            cancelPerformRequests(of: arguments[0].value) {
                $0.selector.name == selector.name && $0.selector.labels == selector.labels && equals($0.object, arguments[2].value) == true
            }
        default: return nil
        }
        return .void
    }

    /// `perform(sel)`, `perform(sel, with:)`, `perform(sel, with:, with:)` at
    /// once; `perform(sel, with:, afterDelay:)` queued.
    func performRequest(_ selector: SelectorName, on target: Value, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        let objects = arguments.dropFirst()
        guard objects.map(\.label) == ["with", "afterDelay"] else { return try perform(selector, on: target, objects.map(\.value), at: call) }
        let object = objects.first!.value
        let delay = try seconds(objects.last!.value, at: call)
        let work = MainQueue.Work(closures: [target, object], isTask: false) { interpreter in
            try interpreter.perform(selector, on: target, [object], at: call)
        }
        delayedPerforms.removeAll { $0.work.result != nil }
        delayedPerforms.append(DelayedPerform(work: work, target: target, selector: selector, object: object))
        mainQueue.enqueue(work, after: delay)
        return .void
    }

    private func cancelPerformRequests(of target: Value, where matches: (DelayedPerform) -> Bool) {
        for request in delayedPerforms where request.work.result == nil && Self.isSameObject(request.target, target) && matches(request) {
            request.work.isCancelled = true
        }
        delayedPerforms.removeAll { $0.work.isCancelled || $0.work.result != nil }
    }

    /// Identity, as the run loop compares targets.
    private static func isSameObject(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): x === y
        case (.item(let x), .item(let y)): x === y
        case (.controller(let x), .controller(let y)): x === y
        default: false
        }
    }
}
