import SwiftSyntax

/// `deinit` of the files' classes. Swift runs it the moment the last strong
/// reference goes (`mounted = nil` releasing a token whose `deinit` removes
/// its view), and the run does not know that moment: a local may hold the
/// object until its last use, and the locals of the calls under way are not
/// tracked. So a `deinit` is never run, nor skipped in silence (leaving what
/// it would undo as a false leftover): when a callback, with the work it
/// deferred, leaves an instance of such a class that nothing keeps (as
/// `WeakReferences` finds, keeping more alive, never less), the scenario stops there.
extension Interpreter {
    func checkReleasedDeinitializers() throws {
        let deinitializers = source.types.values.compactMap { model in Self.deinitializer(of: model).map { (ObjectIdentifier(model), $0) } }
        guard !deinitializers.isEmpty, let instances = RunLedger.current?.recordedInstances else { return }
        let byType = Dictionary(deinitializers, uniquingKeysWith: { first, _ in first })
        for instance in instances where instance.isInitialized {
            guard let found = instance.type.lineage.lazy.compactMap({ byType[ObjectIdentifier($0)] }).first, !isKeptAlive(instance) else {
                continue
            }
            throw unsupported(
                found.deinitKeyword,
                "the deinit of \(instance.type.name), which the app runs as the last strong reference to it goes, in this callback or the work it deferred (when exactly is not known to the run)")
        }
    }

    /// A `~Copyable` struct's `deinit` runs where the value is dropped or a
    /// `consuming` method ends without `discard self`: where exactly is not
    /// tracked, so making such a value stops (never a deinit skipped in silence).
    func checkNoncopyableDeinit(of model: TypeModel) throws {
        guard model.kind == .struct, let declaration = model.nameNode.parent?.as(StructDeclSyntax.self),
            let found = declaration.memberBlock.members.lazy.compactMap({ $0.decl.as(DeinitializerDeclSyntax.self) }).first
        else { return }
        throw unsupported(
            found.deinitKeyword,
            "the deinit of the noncopyable \(model.name), which Swift runs where a value of it is dropped or consumed (when exactly is not known to the run)")
    }

    /// The `deinit` a class declares (extensions cannot).
    private static func deinitializer(of model: TypeModel) -> DeinitializerDeclSyntax? {
        guard model.kind == .class, let declaration = model.nameNode.parent?.as(ClassDeclSyntax.self) else { return nil }
        return declaration.memberBlock.members.lazy.compactMap { $0.decl.as(DeinitializerDeclSyntax.self) }.first
    }
}
