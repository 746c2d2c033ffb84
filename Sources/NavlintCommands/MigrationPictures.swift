import AppBuild
import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import NavlintReporters

/// The migration report's before/after pictures: each delegate run by the
/// verifier against the legacy layout it records, drawn at a few moments.
///
/// The moments, all left to right: a phone in portrait in active guidance
/// (every slot the legacy settings showed: turn card, accessory, ETA card,
/// buttons, trip progress bar, padding), the same phone with a prompt up
/// (the legacy layout put it over the footer; a delegate places it itself),
/// and a phone in landscape in active guidance (wide mode: the cards move to
/// a leading column and the buttons to the alternate guide). Three moments of
/// two scenario runs per screen, in the first variant: enough to see the
/// layout and the places it changes, and cheap (the verifier runs only those).
enum MigrationPictures {
    /// Each moment with why it is drawn; those the metrics profile has no scenario for are left out.
    static func moments(metrics: MetricsProfile = .standard) -> [(moment: DelegateVerifier.Moment, why: String)] {
        let scenarios = ScenarioCatalog.standard(metrics: metrics)
        func scenario(device: Int, prompt: Bool) -> String? {
            guard device < metrics.devices.count else { return nil }
            return scenarios.first {
                $0.device == metrics.devices[device] && $0.direction == .leftToRight && $0.speedWidgetState == .both
                    && $0.events.contains(.showPrompt) == prompt
            }?.name
        }
        let chosen: [(String?, ScenarioEvent, String)] = [
            (scenario(device: 0, prompt: true), .startGuidance, "active guidance on a phone in portrait: every slot the legacy settings show"),
            (scenario(device: 0, prompt: true), .showPrompt, "a prompt up: the legacy layout put it over the footer, a delegate places it itself"),
            (scenario(device: 1, prompt: false), .startGuidance, "a phone in landscape: wide mode, cards in a leading column"),
        ]
        return chosen.compactMap { name, event, why in name.map { (DelegateVerifier.Moment(scenario: $0, event: event), why) } }
    }

    /// The moments as the report lists them.
    static var reportMoments: [MigrationReport.Moment] {
        moments().map { .init(scenario: $0.moment.scenario, step: $0.moment.event.description, why: $0.why) }
    }

    /// A delegate to draw: its source and where it goes.
    struct Delegate: Sendable {
        var screen: String
        var text: String
        var displayPath: String
    }

    /// Each screen's pictures and the variant drawn, by screen; screens whose
    /// delegate cannot be run are left out (the report then shows none).
    static func draw(_ delegates: [Delegate], jobs: Int) -> [String: (variant: String?, pictures: [MigrationReport.BeforeAfter])] {
        let moments = moments()
        let names = Set(moments.map(\.moment.scenario))
        var options = DelegateVerifier.Options()
        options.againstLegacy = true
        options.scenarios = ScenarioCatalog.standard().filter { names.contains($0.name) }
        options.pictures = .moments(moments.map(\.moment))
        options.jobs = 1
        let drawn = delegates.parallelMap(jobs: jobs) { [options] delegate -> (String, String?, [MigrationReport.BeforeAfter])? in
            guard let source = try? DelegateSource(text: delegate.text, displayPath: delegate.displayPath),
                let result = try? DelegateVerifier.verify(source, options: options)
            else { return nil }
            // In the order of `moments`, whatever order the runs came back in.
            let pictures = moments.compactMap { moment in
                result.beforeAfter.first { $0.moment == moment.moment }.map {
                    MigrationReport.BeforeAfter(
                        scenario: $0.moment.scenario, step: $0.moment.event.description, legacySVG: $0.legacySVG ?? "",
                        delegateSVG: $0.delegateSVG)
                }
            }
            return (delegate.screen, result.beforeAfter.first?.variant, pictures)
        }
        return Dictionary(drawn.compactMap { $0 }.map { ($0.0, ($0.1, $0.2)) }, uniquingKeysWith: { first, _ in first })
    }
}
