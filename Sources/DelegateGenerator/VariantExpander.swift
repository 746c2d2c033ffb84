import Foundation
import LayoutModel

/// One legacy configuration per combination of run-time values, and their
/// `// navlint-legacy-variant:` header lines (docs/generated-delegate-contract.md).
enum VariantExpander {
    /// The first variant has every value at its initial value and is named
    /// "default"; run-time flags (and a buttons guide the screen resets)
    /// multiply the variants; each run-time number
    /// (a padding edge, the accessory's height) adds one variant that changes
    /// only it to its stand-in value, so the count stays small; a padding set
    /// as a whole value adds two: its bottom alone, and every edge at once. A measured
    /// accessory height is set wherever the accessory shows, since the screen
    /// measures the view when it sets it.
    static func variants(of plan: ScreenPlan) -> [LegacyVariant] {
        var variants = [LegacyVariant(name: "default", properties: [:], configuration: plan.base)]
        if let accessory = plan.accessory {
            let measured = accessory.heightIsProperty
            let header = LegacyConfiguration.Accessory(
                name: accessory.name, height: measured ? AccessoryPlan.measuredHeight : accessory.height)
            func showingIt(_ variant: LegacyVariant) -> LegacyVariant {
                var copy = variant
                copy.configuration.headerAccessory = header
                if measured { copy.properties[AccessoryPlan.heightPropertyName] = .number(header.height) }
                return copy
            }
            if accessory.canBeRemoved {
                variants += variants.map { showingIt($0) }.map { variant in
                    var copy = variant
                    copy.name = accessory.name
                    return copy
                }
            } else {
                variants = variants.map(showingIt)
            }
        }
        for runtime in plan.runtimeFlags {
            variants += variants.map { variant in
                let value = !runtime.initialValue
                return variant.with(runtime.flag.propertyName, .bool(value)) { $0[keyPath: runtime.flag.keyPath] = value }
            }
        }
        if let guide = plan.runtimeButtonsGuide {
            variants += variants.map { variant in
                let value = !guide.initialValue
                return variant.with(guide.propertyName, .bool(value)) { $0.buttonsLayoutGuide = value ? guide.guide : nil }
            }
        }
        // A whole-value padding: zero (the default), a sheet at the bottom, every edge at once.
        for padding in plan.runtimePaddings where !plan.paddingIsValue || padding.edge == .bottom {
            let value = padding.edge.probeValue
            variants.append(variants[0].with(padding.edge.propertyName, .number(value)) { $0.padding[keyPath: padding.edge.keyPath] = value })
        }
        if plan.paddingIsValue {
            variants.append(
                plan.runtimePaddings.reduce(variants[0]) { variant, padding in
                    let value = padding.edge.allEdgesProbeValue
                    return variant.with(padding.edge.propertyName, .number(value)) { $0.padding[keyPath: padding.edge.keyPath] = value }
                })
        }
        if let accessory = plan.accessory, accessory.heightIsProperty,
            let shown = variants.first(where: { $0.configuration.headerAccessory != nil })
        {
            let value = AccessoryPlan.probeHeight
            variants.append(shown.with(AccessoryPlan.heightPropertyName, .number(value)) { $0.headerAccessory?.height = value })
        }
        return variants
    }

    /// `// navlint-legacy-variant: {...}`, single-line JSON with sorted keys.
    static func headerLine(_ variant: LegacyVariant) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let record = Record(name: variant.name, properties: variant.properties, configuration: variant.configuration)
        let json = String(decoding: try encoder.encode(record), as: UTF8.self)
        return "// navlint-legacy-variant: \(json)"
    }

    private struct Record: Encodable {
        var name: String
        var properties: [String: PropertyValue]
        var configuration: LegacyConfiguration
    }
}

extension LegacyVariant {
    /// This variant with one more property set, named after it
    /// (`name,property=value`, or `property=value` from the default).
    fileprivate func with(
        _ property: String, _ value: PropertyValue, _ change: (inout LegacyConfiguration) -> Void
    ) -> LegacyVariant {
        var copy = self
        copy.properties[property] = value
        change(&copy.configuration)
        let part = "\(property)=\(value)"
        copy.name = name == "default" ? part : "\(name),\(part)"
        return copy
    }
}
