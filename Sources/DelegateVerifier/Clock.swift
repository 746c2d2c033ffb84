import LayoutModel
import SwiftSyntax

/// The clock an app times its layout by (`Date()`, `CACurrentMediaTime()`,
/// `ProcessInfo.processInfo.systemUptime` in `AppEnvironment`) reads the main queue's virtual
/// time (`MainQueue`): it stands still while code runs, and app events are a
/// minute apart (but in quick-succession scenarios), so a debounce (`guard Date().timeIntervalSince(last) > 0.3`)
/// lets each event through and work it queued sees the time it was due. Each
/// read is a `delegate_assumption`, as the layout then depends on timing.
///
/// A `Date` is its seconds since the reference date: its methods are
/// arithmetic on them (a `Double` has none of them, so a receiver that has is
/// a date), and comparing dates compares the numbers.
extension Interpreter {
    /// Seconds from the reference date to the run's start: any fixed instant.
    static let clockStart = 800_000_000.0
    private static let distant = 63_113_904_000.0  // `Date.distantFuture`'s seconds from the reference date
    private static let referenceFrom1970 = 978_307_200.0

    /// The clock's reading, stated once per place that reads it.
    func readClock(at node: some SyntaxProtocol) -> Double {
        assume(
            node, "the clock: code runs in no time, app events are \(Int(Scenario.eventSpacing)) s apart (\(Scenario.quickSpacing) s in quick succession) and deferred work runs when due",
            perCall: false)
        return Self.clockStart + mainQueue.now
    }

    /// `Date()`, `Date(timeIntervalSinceNow:)`, `Date(timeIntervalSinceReferenceDate:)`,
    /// `Date(timeIntervalSince1970:)`, `Date(timeInterval:since:)`, and `CACurrentMediaTime()`.
    func makeDate(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let labels = arguments.map(\.label)
        func seconds(_ index: Int) throws -> Double { try number(arguments[index].value, at: call) }
        switch (name, labels) {
        case ("Date", []), ("CACurrentMediaTime", []): return .number(readClock(at: call))
        case ("Date", ["timeIntervalSinceNow"]): return .number(readClock(at: call) + (try seconds(0)))
        case ("Date", ["timeIntervalSinceReferenceDate"]): return .number(try seconds(0))
        case ("Date", ["timeIntervalSince1970"]): return .number(try seconds(0) - Self.referenceFrom1970)
        case ("Date", ["timeInterval", "since"]): return .number(try seconds(0) + (try seconds(1)))
        default: return nil
        }
    }

    /// `Date.now`, `Date.distantPast`, `Date.distantFuture`.
    func clockMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) -> Value? {
        switch (typeName, name) {
        case ("Date", "now"): .number(readClock(at: node))
        case ("Date", "distantPast"): .number(-Self.distant)
        case ("Date", "distantFuture"): .number(Self.distant)
        default: nil
        }
    }

    /// `timeIntervalSinceNow`, `timeIntervalSinceReferenceDate`, `timeIntervalSince1970` of a date.
    func dateMember(_ name: String, of date: Double, at node: some SyntaxProtocol) -> Value? {
        switch name {
        case "timeIntervalSinceNow": .number(date - readClock(at: node))
        case "timeIntervalSinceReferenceDate": .number(date)
        case "timeIntervalSince1970": .number(date + Self.referenceFrom1970)
        default: nil
        }
    }

    /// `timeIntervalSince(_:)`, `addingTimeInterval(_:)` of a date.
    func dateMethod(_ name: String, of date: Double, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let other = try number(arguments[0].value, at: call)
        switch name {
        case "timeIntervalSince": return .number(date - other)
        case "addingTimeInterval": return .number(date + other)
        default: return nil
        }
    }
}
