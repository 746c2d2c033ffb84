import Foundation

/// A deliberately small, Swinject-shaped dependency container.
/// We vendored this instead of pulling Swinject into the navigation module:
/// the navigation screen only needs `register` / `resolve` by type and two scopes.
@MainActor
public protocol Resolver: AnyObject {
    func resolve<Service>(_ serviceType: Service.Type) -> Service?
}

@MainActor
public final class Container: Resolver {

    public enum Scope {
        /// A new instance on every `resolve`.
        case transient
        /// One instance per container, made on first `resolve`.
        case container
    }

    private struct Entry {
        let scope: Scope
        let factory: (Resolver) -> Any
    }

    public static let shared = Container()

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var instances: [ObjectIdentifier: Any] = [:]
    private let parent: Container?

    public init(parent: Container? = nil) {
        self.parent = parent
    }

    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        scope: Scope = .transient,
        factory: @escaping (Resolver) -> Service
    ) -> Container {
        let key = ObjectIdentifier(serviceType)
        entries[key] = Entry(scope: scope, factory: { resolver in factory(resolver) })
        instances[key] = nil
        return self
    }

    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        let key = ObjectIdentifier(serviceType)
        guard let entry = entries[key] else {
            return parent?.resolve(serviceType)
        }
        switch entry.scope {
        case .transient:
            return entry.factory(self) as? Service
        case .container:
            if let existing = instances[key] as? Service {
                return existing
            }
            let made = entry.factory(self)
            instances[key] = made
            return made as? Service
        }
    }

    /// Crashes with a readable message when an assembly forgot a registration.
    public func require<Service>(_ serviceType: Service.Type) -> Service {
        guard let service = resolve(serviceType) else {
            preconditionFailure("Container: nothing registered for \(serviceType)")
        }
        return service
    }

    public func removeAll() {
        entries.removeAll()
        instances.removeAll()
    }
}
