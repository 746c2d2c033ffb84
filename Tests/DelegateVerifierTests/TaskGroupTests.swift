@testable import DelegateVerifier
import Testing

/// Task groups (`TaskGroups.swift`, trial 26b): children are queued tasks,
/// results come in the order children end, the group waits for what is left.
@Suite struct TaskGroupTests {
    func run(_ members: String) throws -> String {
        let log = """
            var log: [String] = []
            func read() -> String { log.joined(separator: ",") }
            """
        return try Trial21FlowTests.events(log + "\n" + members, ["probe", "read"]).last ?? ""
    }

    /// A child sleeping longer ends later: `for await` takes the other one first.
    @Test func resultsComeInTheOrderChildrenEnd() throws {
        let got = try run("""
            func probe() {
              Task {
                let sum = await withTaskGroup(of: String.self) { group in
                  group.addTask { try? await Task.sleep(for: .seconds(2)); return "slow" }
                  group.addTask { "fast" }
                  var seen: [String] = []
                  for await name in group { seen.append(name) }
                  return seen.joined(separator: "+")
                }
                log.append(sum)
              }
            }
            """)
        #expect(got == "fast+slow", "\(got)")
    }

    /// The body returning early still waits for the children left; their side effects happen first.
    @Test func theGroupWaitsForChildrenLeft() throws {
        let got = try run("""
            func probe() {
              Task {
                await withTaskGroup(of: Void.self) { group in
                  group.addTask { try? await Task.sleep(for: .seconds(1)); self.log.append("child") }
                }
                log.append("after")
              }
            }
            """)
        #expect(got == "child,after", "\(got)")
    }

    /// A child's error comes out of `next()`; cancelling wakes the sleeping sibling with `CancellationError`.
    @Test func aThrowingChildAndCancelAll() throws {
        let got = try run("""
            struct Boom: Error {}
            func probe() {
              Task {
                do {
                  try await withThrowingTaskGroup(of: Int.self) { group in
                    group.addTask { try await Task.sleep(for: .seconds(5)); self.log.append("slept"); return 1 }
                    group.addTask { throw Boom() }
                    _ = try await group.next()
                  }
                } catch {
                  log.append("caught")
                }
                log.append(Task.isCancelled ? "cancelled" : "done")
              }
            }
            """)
        #expect(got == "caught,done", "\(got)")
    }
}
