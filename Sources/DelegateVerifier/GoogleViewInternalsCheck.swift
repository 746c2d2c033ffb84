import LayoutModel

/// `delegate_google_view_internals` (shared with `navlint lint`, which finds
/// the syntax it can follow): the callback walked or changed the hierarchy
/// inside a Google view, reading its `subviews` or adding, inserting or
/// reordering views in it (principles 4 and 5: Google views go on the map or
/// the app's container; their internals belong to the SDK). The run knows a
/// Google view however the code reached it.
enum GoogleViewInternalsCheck: StepCheck {
    static func check(_ observation: StepObservation, into findings: inout FindingCollector) {
        for reach in observation.callback?.reaches ?? [] {
            findings.add(
                .googleViewInternals, at: reach.tag,
                "`\(reach.member)` reaches inside the Google view \(reach.view), whose internals belong to the SDK",
                place: observation.place)
        }
    }
}
