import GoogleNavigation
import UIKit

/// Prototype templates, keyed by name. Callers never touch a prototype:
/// they get a clone and customize it for the state and the wide mode.
@MainActor
final class TemplateRegistry {
    static let standard = TemplateRegistry.makeStandard()

    private var prototypes: [String: ChromeTemplate] = [:]

    func register(_ prototype: ChromeTemplate) {
        prototypes[prototype.name] = prototype
    }

    func clone(_ name: String) -> ChromeTemplate {
        guard let prototype = prototypes[name] else { fatalError("no prototype named \(name)") }
        let clone = prototype.copy() as! ChromeTemplate
        precondition(clone !== prototype && clone.prototype === prototype, "copy() returned the prototype")
        precondition(clone.isDetachedFromPrototype, "shallow copy of \(name)")
        return clone
    }

    // MARK: Customized clones

    func ready(wide: Bool) -> ChromeTemplate {
        let t = clone("ready")
        if wide {
            t.part(.logo).pin(.leading).constant = Spacing.wideInset
        }
        return t
    }

    func guidance(wide: Bool) -> ChromeTemplate {
        let t = clone("guidance")
        guard wide else { return t }
        // Wide: the cards keep the leading column; the open map is beside it.
        t.part(.floor).pins.removeAll()
        t.part(.viewport).retarget(.top, to: .safeArea, .top, 0)
        t.part(.viewport).retarget(.leading, to: .part(.turnCard), .trailing, 0)
        t.part(.progressBar).retarget(.top, to: .safeArea, .top, Spacing.gap)
        t.part(.buttons).retarget(.top, to: .safeArea, .top, Spacing.gap)
        t.part(.logo).retarget(.leading, to: .part(.viewport), .leading, Spacing.inset)
        t.part(.speedWidget).retarget(.leading, to: .part(.viewport), .leading, Spacing.inset)
        return t
    }

    // MARK: The standard prototypes

    private static func makeStandard() -> TemplateRegistry {
        let registry = TemplateRegistry()
        registry.register(ChromeTemplate(name: "session", parts: [
            PartSpec(.floor, [
                PinSpec(.height, to: .none, .height, 0),
                PinSpec(.leading, to: .safeArea, .leading),
                PinSpec(.trailing, to: .safeArea, .trailing),
                PinSpec(.bottom, to: .safeArea, .bottom, relation: .atMost),
                PinSpec(.bottom, to: .safeArea, .bottom, soft: true),
            ]),
        ]))
        registry.register(ChromeTemplate(name: "ready", parts: [
            PartSpec(.viewport, [
                PinSpec(.top, to: .safeArea, .top),
                PinSpec(.leading, to: .safeArea, .leading),
                PinSpec(.trailing, to: .safeArea, .trailing),
                PinSpec(.bottom, to: .part(.floor), .top),
            ]),
            PartSpec(.logo, [
                PinSpec(.leading, to: .safeArea, .leading, Spacing.inset),
                PinSpec(.bottom, to: .part(.floor), .top, -Spacing.gap),
            ]),
            PartSpec(.buttons, [
                PinSpec(.trailing, to: .safeArea, .trailing, -Spacing.button),
                PinSpec(.top, to: .safeArea, .top, Spacing.headerTop),
                PinSpec(.bottom, to: .part(.floor), .top, -Spacing.gap),
            ]),
        ]))
        registry.register(ChromeTemplate(name: "guidance", parts: [
            PartSpec(.viewport, [
                PinSpec(.top, to: .part(.turnCard), .bottom),
                PinSpec(.leading, to: .safeArea, .leading),
                PinSpec(.trailing, to: .safeArea, .trailing),
                PinSpec(.bottom, to: .part(.floor), .top),
            ]),
            PartSpec(.turnCard, [
                PinSpec(.leading, to: .safeArea, .leading),
                PinSpec(.top, to: .map, .top),
            ]),
            PartSpec(.etaCard, [
                PinSpec(.leading, to: .safeArea, .leading),
                PinSpec(.bottom, to: .map, .bottom),
            ]),
            PartSpec(.floor, [
                PinSpec(.bottom, to: .part(.etaCard), .top, relation: .atMost),
            ]),
            PartSpec(.progressBar, [
                PinSpec(.top, to: .part(.turnCard), .bottom, Spacing.gap),
                PinSpec(.trailing, to: .safeArea, .trailing, -Spacing.bar),
                PinSpec(.bottom, to: .part(.floor), .top, -Spacing.gap),
            ]),
            PartSpec(.speedWidget, [
                PinSpec(.leading, to: .safeArea, .leading, Spacing.inset),
                PinSpec(.bottom, to: .part(.logo), .top, -Spacing.gap),
            ]),
            PartSpec(.logo, [
                PinSpec(.leading, to: .safeArea, .leading, Spacing.inset),
                PinSpec(.bottom, to: .part(.floor), .top, -Spacing.gap),
            ]),
            PartSpec(.buttons, [
                PinSpec(.top, to: .part(.turnCard), .bottom, Spacing.gap),
                PinSpec(.trailing, to: .part(.progressBar), .leading, -Spacing.gap),
                PinSpec(.bottom, to: .part(.floor), .top, -Spacing.gap),
            ]),
        ]))
        registry.register(ChromeTemplate(name: "prompt", parts: [
            PartSpec(.prompt, [
                PinSpec(.leading, to: .safeArea, .leading),
                PinSpec(.bottom, to: .map, .bottom),
            ]),
            PartSpec(.floor, [
                PinSpec(.bottom, to: .part(.prompt), .top, relation: .atMost),
            ]),
        ]))
        return registry
    }
}
