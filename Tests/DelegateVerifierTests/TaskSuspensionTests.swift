@testable import DelegateVerifier
import Testing

/// Tasks pause at `await` and the main queue runs other work meanwhile
/// (`TaskSuspension.swift`), as Swift's main actor does: sleeps, continuations,
/// awaited tasks and `AsyncStream` loops. Each case runs events with
/// `Trial21FlowTests.events`, which drains the queue after each.
@Suite struct TaskSuspensionTests {
    static let log = """
        var log: [String] = []
        func read() -> String { log.joined(separator: ",") }
        """

    func run(_ members: String, _ names: [String] = ["probe", "read"]) throws -> [String] {
        try Trial21FlowTests.events(Self.log + "\n" + members, names)
    }

    /// A task asleep lets a task queued after it run first.
    @Test func aSleepingTaskLetsOthersRun() throws {
        let members = """
            func probe() {
              Task { log.append("a1"); try? await Task.sleep(nanoseconds: 300_000_000); log.append("a2") }
              Task { log.append("b") }
            }
            """
        let got = try run(members)
        #expect(got.last == "a1,b,a2", "\(got)")
    }

    /// The task goes on when the animation's completion resumes its
    /// continuation, after work queued before the completion was due.
    @Test func aContinuationResumedByACompletion() throws {
        let members = """
            func probe() {
              Task {
                await withCheckedContinuation { c in
                  UIView.animate(withDuration: 0.3, animations: {}) { _ in c.resume() }
                }
                log.append("after")
              }
              Task { log.append("other") }
            }
            """
        let got = try run(members)
        #expect(got.last == "other,after", "\(got)")
    }

    /// A value given to `resume(returning:)` is the await's value, also when resumed at once.
    @Test func aResumedValueIsTheAwaitsValue() throws {
        let members = """
            func probe() {
              Task {
                let seven: Int = await withCheckedContinuation { c in c.resume(returning: 7) }
                let eight: Int = await withCheckedContinuation { c in
                  DispatchQueue.main.async { c.resume(returning: 8) }
                }
                log.append("\\(seven + eight)")
              }
            }
            """
        let got = try run(members)
        #expect(got.last == "15", "\(got)")
    }

    /// Nothing resumes the continuation: the rest of the task never runs, as in the app.
    @Test func aContinuationNothingResumesLeavesTheTaskPaused() throws {
        let members = """
            var kept: CheckedContinuation<Void, Never>?
            func probe() {
              Task {
                log.append("before")
                await withCheckedContinuation { c in kept = nil }
                log.append("after")
              }
            }
            """
        let got = try run(members, ["probe", "read", "read"])
        #expect(got.dropFirst() == ["before", "before"], "\(got)")
    }

    /// Resuming a checked continuation twice traps: a crash, at the second resume.
    @Test func aSecondResumeIsACrash() throws {
        let members = """
            func probe() {
              Task {
                await withCheckedContinuation { c in
                  c.resume()
                  c.resume()
                }
              }
            }
            """
        let stop = try #require(try run(members, ["probe"]).first)
        #expect(stop.contains("resumed a second time"), "\(stop)")
    }

    /// `await task.value` waits for the task to end, while others run.
    @Test func awaitingATaskPausesUntilItEnds() throws {
        let members = """
            func probe() {
              let five = Task { () -> Int in try? await Task.sleep(nanoseconds: 100_000_000); log.append("five"); return 5 }
              Task { let value = await five.value; log.append("got \\(value)") }
              Task { log.append("c") }
            }
            """
        let got = try run(members)
        #expect(got.last == "c,five,got 5", "\(got)")
    }

    /// Cancelling a task asleep wakes it at once with `CancellationError`.
    @Test func cancellingASleepingTaskWakesIt() throws {
        let members = """
            func probe() {
              let sleeper = Task {
                do { try await Task.sleep(nanoseconds: 5_000_000_000); log.append("slept") } catch { log.append("cancelled") }
              }
              Task { log.append("cancel"); sleeper.cancel() }
            }
            """
        let got = try run(members)
        #expect(got.last == "cancel,cancelled", "\(got)")
    }

    /// A `for await` loop takes each element as it is yielded, across
    /// events, and ends when the stream finishes.
    @Test func forAwaitTakesElementsAsTheyCome() throws {
        let members = """
            let pair = AsyncStream.makeStream(of: String.self)
            var feed: AsyncStream<String>.Continuation { pair.continuation }
            override init() {
              super.init()
              Task { for await event in pair.stream { log.append(event) }; log.append("done") }
            }
            func first() { feed.yield("a"); feed.yield("b") }
            func second() { feed.yield("c"); feed.finish(); feed.yield("d") }
            """
        let got = try run(members, ["first", "read", "second", "read"])
        #expect([got[1], got[3]] == ["a,b", "a,b,c,done"], "\(got)")
    }

    /// `bufferingNewest(1)` keeps only the last element yielded while no one waits.
    @Test func aBufferingPolicyDropsElements() throws {
        let members = """
            var feed: AsyncStream<Int>.Continuation?
            func probe() {
              let stream = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(1)) { feed = $0 }
              feed?.yield(1)
              feed?.yield(2)
              feed?.finish()
              Task {
                var iterator = stream.makeAsyncIterator()
                while let value = await iterator.next() { log.append("\\(value)") }
              }
            }
            """
        let got = try run(members)
        #expect(got.last == "2", "\(got)")
    }

    /// A `for await` over a sequence the run does not model stops the run rather than guessing.
    @Test func forAwaitOverAnotherSequenceStops() throws {
        let members = """
            func probe() {
              Task { for await n in NotificationCenter.default.notifications(named: .init("x")) { log.append("\\(n)") } }
            }
            """
        let stop = try #require(try run(members, ["probe"]).first)
        #expect(stop.hasPrefix("stop: "), "\(stop)")
    }
}
