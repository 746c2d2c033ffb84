import Foundation
import LayoutModel

/// One legacy configuration per combination of run-time values, and their
/// `// navlint-legacy-variant:` header lines (docs/generated-delegate-contract.md).
enum VariantExpander {
    /// The first variant has every value at its initial value and is named
    /// "default"; run-time flags multiply the variants, a run-time bottom
    /// padding adds one with its stand-in value.
    static func variants(of plan: ScreenPlan) -> [LegacyVariant] {
        var variants = [LegacyVariant(name: "default", properties: [:], configuration: plan.base)]
        if let accessory = plan.accessory {
            let header = LegacyConfiguration.Accessory(name: accessory.name, height: accessory.height)
            if accessory.canBeRemoved {
                variants += variants.map { variant in
                    var copy = variant
                    copy.name = accessory.name
                    copy.configuration.headerAccessory = header
                    return copy
                }
            } else {
                for position in variants.indices { variants[position].configuration.headerAccessory = header }
            }
        }
        for runtime in plan.runtimeFlags {
            variants += variants.map { variant in
                var copy = variant
                let value = !runtime.initialValue
                copy.properties[runtime.flag.propertyName] = .bool(value)
                copy.configuration[keyPath: runtime.flag.keyPath] = value
                let part = "\(runtime.flag.propertyName)=\(value)"
                copy.name = variant.name == "default" ? part : "\(variant.name),\(part)"
                return copy
            }
        }
        if plan.runtimePadding != nil {
            var copy = variants[0]
            copy.name = "\(RuntimePadding.propertyName)=\(DelegateEmitter.number(RuntimePadding.probeValue))"
            copy.properties[RuntimePadding.propertyName] = .number(RuntimePadding.probeValue)
            copy.configuration.padding.bottom = RuntimePadding.probeValue
            variants.append(copy)
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
