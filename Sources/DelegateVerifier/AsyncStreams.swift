import SwiftSyntax

/// `AsyncStream`/`AsyncThrowingStream`: Swift runs the build closure inside
/// the initializer, so it runs at once with the continuation. What a
/// continuation yields is kept by the stream for whoever iterates it; the
/// files' code that would (`for await x in stream`) stops, as its elements are
/// not delivered, so `yield` and `finish` change nothing the run checks.
extension Interpreter {
    private static let streamTypes: Set<String> = ["AsyncStream", "AsyncThrowingStream"]

    /// `AsyncStream { continuation in ... }`, `AsyncStream(Int.self, bufferingPolicy: ...) { ... }`;
    /// `AsyncStream(unfolding:)`'s closure runs only as the stream is iterated, so never here.
    func makeAsyncStream(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let streamType = Self.streamType(name), !arguments.contains(where: { $0.label == "unfolding" }),
            let build = arguments.last?.value, build.isCallable
        else { return nil }
        _ = try callFunction(build, [(nil, .library("\(streamType).Continuation"))], at: call)
        return .library(streamType)
    }

    /// `AsyncStream.makeStream(of:)`: the stream and its continuation.
    func makeStreamPair(_ typeName: String) -> Value? {
        guard let streamType = Self.streamType(typeName) else { return nil }
        return .tuple([("stream", .library(streamType)), ("continuation", .library("\(streamType).Continuation"))])
    }

    /// `AsyncStream` for `AsyncStream<Int>` too.
    private static func streamType(_ name: String) -> String? {
        let base = String(name.split(separator: "<").first ?? "")
        return streamTypes.contains(base) ? base : nil
    }
}
