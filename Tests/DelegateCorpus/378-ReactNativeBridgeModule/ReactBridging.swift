// What Swift sees of React Native's bridge headers (React/RCTBridgeModule.h,
// React/RCTEventEmitter.h, React/RCTUIManager.h). On device the React pod is
// imported; the Linux unit-test target has no React, so the few declarations the
// module uses are repeated here with the same spelling.

#if canImport(React)
import React
#else
import UIKit

typealias RCTPromiseResolveBlock = (Any?) -> Void
typealias RCTPromiseRejectBlock = (String?, String?, Error?) -> Void

@MainActor
class RCTUIManager: NSObject {
  /// The native view React created for a component (`findNodeHandle(ref)` in JS).
  func view(forReactTag reactTag: NSNumber) -> UIView? { nil }
}

@MainActor
class RCTBridge: NSObject {
  var uiManager: RCTUIManager? { nil }
}

@MainActor
class RCTEventEmitter: NSObject {
  var bridge: RCTBridge?
  var methodQueue: DispatchQueue { .main }

  class func moduleName() -> String { String(describing: self) }
  class func requiresMainQueueSetup() -> Bool { false }
  func constantsToExport() -> [AnyHashable: Any]! { [:] }
  func supportedEvents() -> [String]! { [] }
  func startObserving() {}
  func stopObserving() {}
  func sendEvent(withName name: String!, body: Any!) {}
}
#endif
