import LayoutModel

/// The views the app keeps owning under a generated delegate: one per legacy
/// custom item and the header accessory view, added to the map view with the
/// autoresizing mask off and assigned to the delegate's property of the same
/// name; the views the app positions itself also get their constraints (see
/// `docs/generated-delegate-contract.md`).
enum AppViews {
    /// Assigns the variant's properties, creates the app's views; returns the
    /// custom view names and the identities of everything the app owns.
    static func install(
        _ variant: DelegateSource.LegacyVariant, in map: MapView, delegate: InterpretedDelegate
    ) throws -> (names: [String], owned: Set<ObjectIdentifier>) {
        for (name, value) in variant.properties.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .bool(let flag): try delegate.assign(name, .bool(flag))
            case .number(let number): try delegate.assign(name, .number(number))
            case .string(let text): try delegate.assign(name, .string(text))
            }
        }
        var owned: Set<ObjectIdentifier> = []
        var names: [String] = []
        let configuration = variant.configuration
        var targets: [String: LayoutItem] = [
            LegacyLayout.TargetName.mapView: map, LegacyLayout.TargetName.safeArea: map.safeAreaLayoutGuide,
        ]
        for custom in configuration.customItems {
            let item = try custom.install(in: map)
            if !custom.isGuide { names.append(custom.name) }
            owned.insert(ObjectIdentifier(item))
            targets[custom.name] = item
            try delegate.assign(custom.name, .item(item))
        }
        // Views the app positions itself keep the app's constraints.
        for custom in configuration.customItems where custom.placedByApp {
            guard let item = targets[custom.name] else { continue }
            // The margins guide exists only when asked for (it adds system constraints).
            if custom.constraints.contains(where: { $0.target == LegacyLayout.TargetName.layoutMargins }) {
                targets[LegacyLayout.TargetName.layoutMargins] = map.layoutMarginsGuide
            }
            let constraints = try custom.layoutConstraints(for: item, targets: targets)
            try LayoutConstraint.activate(constraints)
            owned.formUnion(constraints.map(ObjectIdentifier.init))
        }
        if let accessory = configuration.headerAccessory {
            let view = try LegacyConfiguration.CustomItem(name: accessory.name, constraints: []).install(in: map)
            let height = view.heightAnchor.constraint(equalToConstant: accessory.height)
            try height.activate()
            owned.formUnion([ObjectIdentifier(view), ObjectIdentifier(height)])
            names.append(accessory.name)
            try delegate.assign(accessory.name, .item(view))
        }
        return (names, owned)
    }
}
