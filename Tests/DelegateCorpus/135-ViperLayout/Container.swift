import UIKit

/// Tiny service locator used by the navigation module (no third-party DI in this target).
@MainActor
final class DependencyContainer {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]

    func register<T>(_ type: T.Type, factory: @escaping () -> T) {
        factories[ObjectIdentifier(type)] = factory
    }

    func registerSingleton<T>(_ type: T.Type, instance: T) {
        singletons[ObjectIdentifier(type)] = instance
    }

    func resolve<T>(_ type: T.Type) -> T {
        let key = ObjectIdentifier(type)
        if let shared = singletons[key] as? T {
            return shared
        }
        guard let factory = factories[key], let made = factory() as? T else {
            preconditionFailure("DependencyContainer: nothing registered for \(String(describing: type))")
        }
        return made
    }
}
