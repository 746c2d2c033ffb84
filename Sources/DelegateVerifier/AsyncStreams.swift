import SwiftSyntax

/// `AsyncStream`/`AsyncThrowingStream`: Swift runs the build closure inside
/// the initializer, so it runs at once with the continuation. What the
/// continuation yields goes to the task waiting in `for await` (which pauses
/// until an element comes, `TaskSuspension.swift`) or into the stream's
/// buffer within its buffering policy; `finish()` ends the loop once the
/// buffer is taken.
extension Interpreter {
    private static let streamTypes: Set<String> = ["AsyncStream", "AsyncThrowingStream"]

    /// `AsyncStream { continuation in ... }`, `AsyncStream(Int.self, bufferingPolicy: ...) { ... }`;
    /// `AsyncStream(unfolding:)`'s closure runs only as the stream is iterated, which is not modelled.
    func makeAsyncStream(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let streamType = Self.streamType(name), !arguments.contains(where: { $0.label == "unfolding" }),
            let build = arguments.last?.value, build.isCallable
        else { return nil }
        let stream = try makeStream(streamType, arguments, at: call)
        _ = try callFunction(build, [(nil, .channel(.feed(stream)))], at: call)
        return .channel(.stream(stream))
    }

    /// `AsyncStream.makeStream(of:bufferingPolicy:)`: the stream and its continuation.
    func makeStreamPair(_ typeName: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let streamType = Self.streamType(typeName) else { return nil }
        let stream = try makeStream(streamType, arguments, at: call)
        return .tuple([("stream", .channel(.stream(stream))), ("continuation", .channel(.feed(stream)))])
    }

    /// A stream made by `AsyncStream { continuation in ... }` or `makeStream`,
    /// with its `bufferingPolicy`.
    private func makeStream(_ typeName: String, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> AsyncChannel.Stream {
        var limit: (count: Int, keepsNewest: Bool)?
        switch arguments.first(where: { $0.label == "bufferingPolicy" })?.value {
        case nil, .symbol("unbounded")?: break
        case .enumCase(let policy)? where ["bufferingNewest", "bufferingOldest"].contains(policy.name) && policy.payload.count == 1:
            limit = (Int(try number(policy.payload[0].value, at: node)), policy.name == "bufferingNewest")
        case let other?: throw unsupported(node, "the buffering policy \(other.kind)")
        }
        let stream = AsyncChannel.Stream(typeName: typeName, limit: limit)
        if case .type(let element)? = arguments.first(where: { $0.label == "of" || $0.label == nil })?.value { stream.elementType = element }
        return stream
    }

    /// `yield(_:)` and `finish()`/`finish(throwing:)` of a stream's continuation:
    /// an element goes to the task waiting for one, else into the buffer (within its policy).
    func callFeedMethod(_ name: String, on stream: AsyncChannel.Stream, _ arguments: [Argument]) -> Value? {
        switch (name, arguments.map(\.label)) {
        case ("yield", [nil]), ("yield", []):
            guard !stream.isFinished else { return .symbol("terminated") }
            let element = arguments.first?.value ?? .void
            if let waiter = stream.waiter {
                stream.waiter = nil
                mainQueue.resume(waiter, with: .value(.array([element])))
            } else {
                stream.buffer.append(element)
                if let limit = stream.limit, stream.buffer.count > limit.count {
                    if limit.keepsNewest { stream.buffer.removeFirst() } else { stream.buffer.removeLast() }
                }
            }
            return .symbol("enqueued")
        case ("finish", []), ("finish", ["throwing"]):
            guard !stream.isFinished else { return .void }
            stream.isFinished = true
            stream.failure = arguments.first?.value
            if let waiter = stream.waiter, stream.buffer.isEmpty {
                stream.waiter = nil
                mainQueue.resume(waiter, with: .value(.array([])))
            }
            return .void
        default: return nil
        }
    }

    /// The next element of `for await` or `iterator.next()`: a buffered one,
    /// else the task pauses until one is yielded; `nil` once finished.
    func nextElement(of stream: AsyncChannel.Stream, at node: some SyntaxProtocol) throws -> Value? {
        if !stream.buffer.isEmpty { return stream.buffer.removeFirst() }
        if stream.isFinished {
            if let failure = stream.failure { throw Thrown(value: failure) }
            return nil
        }
        if isCurrentTaskCancelled { return nil }
        let waited = try pauseRunningTask(waitingFor: .stream(stream), at: node, "waiting for the next element of \(stream.typeName)") {
            stream.waiter = $0
        }
        guard case .array(let next) = waited else { return nil }
        if next.isEmpty, let failure = stream.failure { throw Thrown(value: failure) }
        return next.first
    }

    /// The elements `for await` takes, one at a time: a stream's, a task
    /// group's, or the files' `AsyncSequence`'s, whose `makeAsyncIterator()`'s
    /// `next()` runs until `nil`, as Swift expands the loop.
    func asyncElements(of sequence: Value, at node: some SyntaxProtocol) throws -> () throws -> Value? {
        switch sequence {
        case .channel(.stream(let stream)): return { [unowned self] in try nextElement(of: stream, at: node) }
        case .channel(.group(let group)): return { [unowned self] in try nextResult(of: group, at: node) }
        case .object(let instance) where instance.type.method(named: "makeAsyncIterator", labels: []) != nil:
            let iterator = try callMethod("makeAsyncIterator", on: sequence, [], at: node)
            if case .object = iterator {
                return { [unowned self] in
                    let next = try callMethod("next", on: iterator, [], at: node)
                    return next.isNull ? nil : next
                }
            }
            return try asyncElements(of: iterator, at: node)  // a stream's iterator
        default: throw unsupported(node, "a for await loop over \(sequence.kind)")
        }
    }

    /// `AsyncStream` for `AsyncStream<Int>` too.
    private static func streamType(_ name: String) -> String? {
        let base = String(name.split(separator: "<").first ?? "")
        return streamTypes.contains(base) ? base : nil
    }
}
