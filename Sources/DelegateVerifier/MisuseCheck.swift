import LayoutModel

/// Uses the rules forbid that the run sees wherever the view came from (lint
/// finds the syntax it can follow; the ids are shared with `navlint lint`):
/// `delegate_google_view_internals`, the callback walked or changed the
/// hierarchy inside a Google view, reading its `subviews` or adding,
/// inserting or reordering views in it (principles 4 and 5: Google views go on
/// the map or the app's container; their internals belong to the SDK);
/// `delegate_hidden_stack_item`, it set `isHidden` on a view a
/// `GMSNavigationHidingStackView` arranges (the stack hides them itself when
/// out of room); `legacy_api_with_delegate`, it used a legacy slot API, which
/// the SDK ignores under a layout delegate (principle 8; the run goes on as
/// the SDK does, without it); `delegate_incomplete_cleanup`, a transition
/// activated the next state's layout before it deactivated the state it
/// leaves (principle 6's order, `Journal.endTransition()`).
enum MisuseCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        report(observation.callback?.misuses ?? [], place: observation.place, into: &findings)
    }

    /// Reports `misuses` seen at `place` (also those of a callback the run stopped in).
    static func report(_ misuses: [Journal.Misuse], place: String, into findings: inout FindingCollector) {
        for misuse in misuses {
            let message = switch misuse.rule {
            case .hiddenStackItem:
                "`isHidden` is set on \(misuse.subject), which a GMSNavigationHidingStackView arranges and hides itself when out of room"
            case .incompleteCleanup:
                "\(misuse.member) is activated while \(misuse.subject), of the state this callback leaves, is still active (it is deactivated only after): both states place the view at once, and UIKit logs \"Unable to simultaneously satisfy constraints\" here where they disagree; deactivate the state left before activating the next one's layout (principle 6)"
            case .legacyAPIWithDelegate:
                "`\(misuse.member)`, a legacy slot API (\(misuse.subject)), has no effect here: the map view has a layout delegate, which replaces the legacy layout"
            default:
                "`\(misuse.member)` reaches inside the Google view \(misuse.subject), whose internals belong to the SDK"
            }
            findings.add(misuse.rule, at: misuse.tag, message, place: place)
        }
    }
}
