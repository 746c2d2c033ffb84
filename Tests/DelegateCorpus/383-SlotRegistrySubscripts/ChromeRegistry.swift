import GoogleNavigation
import UIKit

/// What the chrome places. Raw values are the SDK state properties' names
/// (see ChromeReflection.swift), so a handed-over view finds its slot by name;
/// `floor` and `buttons` are ours. Declaration order is stacking order.
enum ChromeSlot: String, CaseIterable {
    case floor
    case viewport
    case turnCard
    case etaCard
    case speedWidget
    case googleLogo
    case buttons
}

/// Which part of the session a constraint belongs to.
enum ChromeStage: String, CaseIterable {
    case session
    case ready
    case guidance
}

enum ChromeMetric: String, CaseIterable {
    case edgeInset
    case elementGap
    case controlsTopGap
}

/// A prompt on screen: its sliding bottom pin and everything it holds.
@MainActor
struct PromptEntry {
    let view: NavigationPromptView
    let slide: NSLayoutConstraint
    let constraints: [NSLayoutConstraint]
}

/// The one place the delegate keeps what it put on the map: views by slot,
/// constraints by slot and stage, prompts by identity, metrics by width class.
@MainActor
final class ChromeRegistry {
    private var views: [ChromeSlot: UIView] = [:]
    private var pins: [ChromeStage: [ChromeSlot: [NSLayoutConstraint]]] = [:]
    private var prompts: [ObjectIdentifier: PromptEntry] = [:]

    private static let metrics: [ChromeMetric: (compact: CGFloat, wide: CGFloat)] = [
        .edgeInset: (12, 20),
        .elementGap: (8, 8),
        .controlsTopGap: (12, 16),
    ]

    /// `ChromeRegistry[.edgeInset, wide: state.wideMode]`
    static subscript(metric: ChromeMetric, wide wide: Bool) -> CGFloat {
        guard let value = metrics[metric] else {
            assertionFailure("no value for \(String(describing: metric))")
            return 0
        }
        return wide ? value.wide : value.compact
    }

    /// The view mounted in a slot.
    subscript(slot: ChromeSlot) -> UIView? {
        get { views[slot] }
        set { views[slot] = newValue }
    }

    /// The constraints a stage made for a slot. Setting names them after both.
    subscript(slot: ChromeSlot, stage: ChromeStage) -> [NSLayoutConstraint] {
        get { pins[stage]?[slot] ?? [] }
        set {
            for (index, constraint) in newValue.enumerated() {
                constraint.identifier = "chrome.\(stage.rawValue).\(slot.rawValue).\(index)"
            }
            pins[stage, default: [:]][slot] = newValue
        }
    }

    subscript(prompt prompt: NavigationPromptView) -> PromptEntry? {
        get { prompts[ObjectIdentifier(prompt)] }
        set { prompts[ObjectIdentifier(prompt)] = newValue }
    }

    var promptViews: [NavigationPromptView] { prompts.values.map(\.view) }

    // MARK: Stages

    func activate(_ stage: ChromeStage) {
        for slot in ChromeSlot.allCases {
            NSLayoutConstraint.activate(self[slot, stage])
        }
    }

    /// Deactivates and forgets everything a stage made.
    func retire(_ stage: ChromeStage) {
        for slot in ChromeSlot.allCases.reversed() {
            NSLayoutConstraint.deactivate(self[slot, stage])
        }
        pins[stage] = nil
    }

    // MARK: Views

    /// Adds the slotted views to the map, back to front.
    func mount(on map: UIView) {
        for slot in ChromeSlot.allCases {
            if let view = self[slot] {
                map.addSubview(view)
            }
        }
    }

    /// Takes every slotted view off the map, front to back, and forgets it.
    func unmountAll() {
        for slot in ChromeSlot.allCases.reversed() {
            self[slot]?.removeFromSuperview()
            self[slot] = nil
        }
    }

    /// "edgeInset=12/20, ..." (compact/wide) for the debug overlay.
    static var metricsDescription: String {
        ChromeMetric.allCases
            .map { "\($0.rawValue)=\(ChromeRegistry[$0, wide: false])/\(ChromeRegistry[$0, wide: true])" }
            .joined(separator: ", ")
    }

    /// One line per stage for the debug overlay: "guidance: viewport×4 turnCard×2 ...".
    var summary: String {
        ChromeStage.allCases.map { stage in
            let counts = ChromeSlot.allCases
                .filter { !self[$0, stage].isEmpty }
                .map { "\($0.rawValue)×\(self[$0, stage].count)" }
            return "\(String(describing: stage)): \(counts.joined(separator: " "))"
        }.joined(separator: "\n")
    }
}
