/// Names the Swift standard library, Foundation, Dispatch and Core Graphics
/// declare, beyond the prefixed UIKit / Core Graphics / SDK types
/// `FrameworkTypes.isFramework` recognises by prefix.
///
/// A name in these sets is never "a name no given file declares": the
/// interpreter runs what it models of it, and what it does not run is
/// `delegate_not_verified` (a `Value.library`), never a `delegate_assumption`.
/// Only names outside them and outside the given files (the app's own code)
/// are assumed opaque. Extend the sets when a new library name is met.
enum LibraryNames {
    /// Library types whose optional results are data the app decides on
    /// (`scanner.scanString("x") == nil`, `if let path = Bundle.main.path(...)`,
    /// `slice.first == nil` on a collection the run does not model): the run
    /// does not compute them, so whether one is `nil` is not known.
    static let dataSources: Set<String> = [
        "Scanner", "Bundle", "FileManager", "URL", "URLComponents", "NumberFormatter", "DateFormatter", "Formatter",
        "MeasurementFormatter", "ProcessInfo", "UserDefaults", "Calendar", "Locale", "TimeZone", "PropertyListSerialization",
        // standard library and Foundation collections the run does not model
        "Slice", "Substring", "AnySequence", "AnyCollection", "AnyIterator", "LazySequence", "ReversedCollection",
        "CharacterSet", "KeyValuePairs",
    ]

    /// Types (and generic type names) of the standard library and Foundation.
    static let types: Set<String> = [
        // Swift standard library
        "Any", "AnyObject", "AnyHashable", "AnyIterator", "AnySequence", "AnyCollection", "Array", "ArraySlice",
        "Bool", "Character", "ClosedRange", "CollectionOfOne", "ContiguousArray", "CustomStringConvertible",
        "Dictionary", "Double", "EmptyCollection", "Equatable", "Error", "Float", "Float80", "Hashable", "Identifiable",
        "Int", "Int8", "Int16", "Int32", "Int64", "KeyPath", "KeyValuePairs", "LazySequence", "Never", "ObjectIdentifier",
        "Optional", "PartialKeyPath", "Range", "RawRepresentable", "ReferenceWritableKeyPath", "Result", "Sequence",
        "Collection", "Set", "StaticString", "StrideThrough", "StrideTo", "String", "Substring", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Unicode", "UnicodeScalar", "Void", "WritableKeyPath", "Zip2Sequence",
        "Comparable", "CaseIterable", "Codable", "Decodable", "Encodable", "Sendable", "MemoryLayout", "Mirror",
        "DefaultStringInterpolation", "Slice", "Repeated", "ReversedCollection", "EnumeratedSequence",
        "FlattenSequence", "JoinedSequence", "Swift", "SIMD2", "SIMD3", "SIMD4", "Regex", "AnyRegexOutput",
        // Foundation, Dispatch, Core Graphics
        "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateFormatter", "DateInterval",
        "Decimal", "DispatchQueue", "DispatchTime", "DispatchWorkItem", "DispatchGroup", "FileManager",
        "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder", "JSONSerialization", "Locale", "Measurement",
        "Notification", "NotificationCenter", "NumberFormatter", "OperationQueue", "PropertyListDecoder",
        "PropertyListSerialization", "ProcessInfo", "Scanner", "Timer", "TimeInterval", "TimeZone", "URL",
        "URLComponents", "URLRequest", "URLSession", "UUID", "UserDefaults", "Formatter", "MeasurementFormatter",
        "Thread", "RunLoop", "AttributedString", "LocalizedStringKey", "Progress", "Float32", "Float64",
        "Unit", "Dimension", "UnitLength", "UnitAngle", "UnitDuration", "UnitConverter", "UnitConverterLinear",
        "Operation", "BlockOperation", "DispatchSemaphore", "DispatchSource", "DispatchSourceTimer", "DispatchQoS",
        "DispatchWallTime", "DispatchTimeInterval", "DispatchTimeoutResult", "DispatchSpecificKey", "DispatchIO",
        "NotificationQueue", "NSOperationQueue", "NSBlockOperation", "Observable", "ObservationIgnored",
        "ObservationRegistrar", "Observation", "UndoManager",
        "CGFloat", "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform",
        "CATransaction", "CALayer", "CAShapeLayer", "CAGradientLayer", "CABasicAnimation", "CAMediaTimingFunction",
        "Selector", "Unmanaged", "OSLog", "Logger",
        // Concurrency
        "Task", "TaskGroup", "ThrowingTaskGroup", "MainActor", "AsyncStream", "AsyncThrowingStream",
        "CheckedContinuation", "UnsafeContinuation", "TaskPriority", "Duration", "ContinuousClock",
        // Combine
        "Combine", "AnyPublisher", "Just", "Future", "Deferred", "Empty", "Fail", "PassthroughSubject", "CurrentValueSubject",
        "AnyCancellable", "Cancellable", "Publishers", "Subscribers", "AnySubscriber", "ObservableObject",
        "ObservableObjectPublisher", "Published",
    ]

    /// Free functions of the standard library, Foundation and Core Graphics.
    static let functions: Set<String> = [
        "abs", "assert", "assertionFailure", "ceil", "debugPrint", "dump", "fatalError", "floor", "max", "min",
        "precondition", "preconditionFailure", "print", "repeatElement", "round", "sequence", "stride", "swap",
        "type", "zip", "withExtendedLifetime", "withUnsafePointer", "numericCast", "unsafeBitCast", "sqrt",
        "pow", "sin", "cos", "tan", "atan2", "hypot", "exp", "log", "log2", "log10", "fabs", "fmax", "fmin",
        "trunc", "NSLocalizedString", "NSLog", "NSStringFromClass", "NSClassFromString", "NSStringFromSelector",
        "CGRectGetMidX", "CGRectGetMidY", "CGRectGetWidth", "CGRectGetHeight", "CGRectMake", "CGSizeMake",
        "CGPointMake", "UIEdgeInsetsMake", "UIAccessibilityPostNotification", "autoreleasepool", "isKnownUniquelyReferenced",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "withTaskGroup",
        "withThrowingTaskGroup", "withTaskCancellationHandler", "os_log", "dispatchPrecondition", "withObservationTracking",
    ]

    /// Dispatch's and Foundation's queues, groups, semaphores, sources and
    /// threads: what runs blocks, or blocks the thread. Where the verifier does
    /// not model one (`DispatchQueue(label:)`, a semaphore, `OperationQueue()`),
    /// a method of it and a block given to its initializer stop: no block is skipped in silence.
    static let concurrencyTypes: Set<String> = [
        "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchSource", "DispatchSourceTimer", "DispatchWorkItem",
        "DispatchIO", "OperationQueue", "Operation", "BlockOperation", "NSOperationQueue", "NSBlockOperation", "Thread",
        "RunLoop", "NotificationQueue",
    ]

    /// Whether a library value's description (`DispatchQueue(...)`,
    /// `DispatchSemaphore(...).wait(...)`) is one of `concurrencyTypes`'.
    static func isConcurrencyValue(_ description: String) -> Bool {
        concurrencyTypes.contains(String(description.prefix { $0 != "(" && $0 != "." }))
    }

    /// Whether `name` is a type or free function of the library.
    static func contains(_ name: String) -> Bool {
        types.contains(name) || functions.contains(name)
    }
}
