#if !canImport(ObjectiveC)
import Foundation

// Linux type-check only. swift-corelibs-foundation has no Objective-C runtime:
// no `Selector`, `NSSelectorFromString`, `responds(to:)` or `perform(_:...)`.
// These stand-ins carry the Darwin signatures so the files type-check against the
// stub SDK; on iOS this file is empty and the runtime's own methods are used.
public struct Selector: Hashable, Sendable {
    public let name: String
}

public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(name: aSelectorName)
}

extension NSObjectProtocol {
    public func responds(to aSelector: Selector!) -> Bool { fatalError("no Objective-C runtime") }
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { fatalError("no Objective-C runtime") }
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { fatalError("no Objective-C runtime") }
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        fatalError("no Objective-C runtime")
    }
}
#endif
