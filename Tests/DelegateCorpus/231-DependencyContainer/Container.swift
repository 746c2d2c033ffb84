import GoogleNavigation
import UIKit

/// The app's tiny dependency-injection container. Registrations are keyed by the
/// metatype (`ObjectIdentifier(T.self)`), so protocols are registered as
/// `container.register(ChromeTheme.self) { _ in NightDriveTheme() }`.
@MainActor
final class Container {
    enum Lifetime {
        /// Built once, on first resolve, and kept.
        case singleton
        /// Built again on every resolve.
        case factory
    }

    private var factories: [ObjectIdentifier: (Container) -> Any] = [:]
    private var lifetimes: [ObjectIdentifier: Lifetime] = [:]
    private var instances: [ObjectIdentifier: Any] = [:]

    init() {}

    func register<T>(_ type: T.Type, lifetime: Lifetime = .singleton, factory: @escaping (Container) -> T) {
        let key = ObjectIdentifier(type)
        factories[key] = { container in factory(container) }
        lifetimes[key] = lifetime
        instances[key] = nil
    }

    func resolve<T>(_ type: T.Type) -> T {
        let key = ObjectIdentifier(type)
        if let cached = instances[key] as? T {
            return cached
        }
        guard let make = factories[key], let made = make(self) as? T else {
            fatalError("Container: nothing registered for \(type)")
        }
        if lifetimes[key, default: .singleton] == .singleton {
            instances[key] = made
        }
        return made
    }

    func isRegistered<T>(_ type: T.Type) -> Bool {
        factories[ObjectIdentifier(type)] != nil
    }
}

extension Container {
    /// The composition root the app installs the layout delegate from.
    static let app: Container = {
        let container = Container()
        container.register(ChromeTheme.self) { _ in DriveTheme() }
        container.register(ChromeMetrics.self) { _ in StyleValueMetrics() }
        container.register(ChromeLayoutBuilding.self, lifetime: .factory) { c in
            StandardChromeLayoutBuilder(metrics: c.resolve(ChromeMetrics.self))
        }
        return container
    }()
}
