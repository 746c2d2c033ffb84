import Foundation

// A small `os_log`-shaped logger for the navigation feature. Call sites read
// like `os_log` (a type, a category, a message) so the module can move to
// `Logger` once the minimum deployment target allows it; until then lines go
// to the console in debug builds and to a ring buffer attached to bug reports.

/// Mirrors `OSLogType`'s levels and raw values.
enum NavLogType: UInt8, Comparable, CustomStringConvertible, Sendable {
    case debug = 2
    case info = 1
    case `default` = 0
    case error = 16
    case fault = 17

    /// Severity order (the raw values are `OSLogType`'s, which are not ordered).
    private var severity: Int {
        switch self {
        case .debug: 0
        case .info: 1
        case .default: 2
        case .error: 3
        case .fault: 4
        }
    }

    static func < (lhs: NavLogType, rhs: NavLogType) -> Bool {
        lhs.severity < rhs.severity
    }

    var description: String {
        switch self {
        case .debug: "DEBUG"
        case .info: "INFO"
        case .default: "NOTICE"
        case .error: "ERROR"
        case .fault: "FAULT"
        }
    }
}

/// `OSLog` categories of the navigation feature.
struct NavLogCategory: RawRepresentable, Hashable, Sendable {
    let rawValue: String

    static let lifecycle = NavLogCategory(rawValue: "nav.lifecycle")
    static let layout = NavLogCategory(rawValue: "nav.layout")
    static let prompts = NavLogCategory(rawValue: "nav.prompts")
}

@MainActor
enum NavLog {
    #if DEBUG
    static var minimumType: NavLogType = .debug
    #else
    static var minimumType: NavLogType = .default
    #endif

    /// The newest lines, oldest first, for the "Report a problem" screen.
    private(set) static var recent: [String] = []
    static let capacity = 256

    static func log(_ type: NavLogType, _ category: NavLogCategory, _ message: @autoclosure () -> String,
                    file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) {
        guard type >= minimumType else { return }
        let entry = "\(type) [\(category.rawValue)] \(message()) — \(file):\(line) \(function)"
        recent.append(entry)
        if recent.count > capacity {
            recent.removeFirst(recent.count - capacity)
        }
        #if DEBUG
        print(entry)
        #endif
    }

    static func debug(_ category: NavLogCategory, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) {
        log(.debug, category, message(), file: file, function: function, line: line)
    }

    static func info(_ category: NavLogCategory, _ message: @autoclosure () -> String,
                     file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) {
        log(.info, category, message(), file: file, function: function, line: line)
    }

    static func error(_ category: NavLogCategory, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) {
        log(.error, category, message(), file: file, function: function, line: line)
    }

    static func fault(_ category: NavLogCategory, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) {
        log(.fault, category, message(), file: file, function: function, line: line)
    }
}
