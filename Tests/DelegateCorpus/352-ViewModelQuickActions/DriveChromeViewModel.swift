import UIKit

/// What the drive screen's chrome should look like, as plain values. The layout
/// delegate feeds it the SDK's events and renders what it publishes; the view
/// model never touches a view, so its rules are unit-tested without a map.
@MainActor
final class DriveChromeViewModel {
    enum Phase: String, CustomStringConvertible {
        case off, ready, guiding
        var description: String { rawValue }
    }

    struct Presentation: Equatable, CustomStringConvertible {
        var phase: Phase = .off
        var isWide = false
        /// Prompts the SDK has shown and not yet hidden.
        var promptsUp = 0

        /// Quick actions only while guiding, and out of the way while the SDK
        /// asks the driver something.
        var showsQuickActions: Bool { phase == .guiding && promptsUp == 0 }

        var description: String {
            var text = phase.description
            if isWide { text += "/wide" }
            if promptsUp > 0 { text += "+\(promptsUp) prompt(s)" }
            return text
        }

        func changes(since old: Presentation) -> Changes {
            var changes: Changes = []
            if phase != old.phase { changes.insert(.phase) }
            if isWide != old.isWide { changes.insert(.width) }
            if showsQuickActions != old.showsQuickActions { changes.insert(.quickActions) }
            return changes
        }
    }

    /// What a new presentation changed, so the view renders only that.
    struct Changes: OptionSet, CustomStringConvertible {
        let rawValue: UInt8
        static let phase = Changes(rawValue: 1 << 0)
        static let width = Changes(rawValue: 1 << 1)
        static let quickActions = Changes(rawValue: 1 << 2)

        var description: String {
            let names: [(Changes, String)] = [(.phase, "phase"), (.width, "width"), (.quickActions, "quickActions")]
            return names.filter { contains($0.0) }.map(\.1).joined(separator: ",")
        }
    }

    private(set) var presentation = Presentation()
    /// Called with the new presentation, the one before it and what changed.
    var onChange: ((Presentation, Presentation, Changes) -> Void)?

    // MARK: Inputs

    func navigationEnabled(wide: Bool) {
        update { $0 = Presentation(phase: .ready, isWide: wide, promptsUp: 0) }
    }

    func navigationDisabled() {
        update { $0 = Presentation() }
    }

    func guidanceStarted(wide: Bool) {
        update {
            $0.phase = .guiding
            $0.isWide = wide
            $0.promptsUp = 0
        }
    }

    func guidanceStopped(wide: Bool) {
        update {
            $0.phase = .ready
            $0.isWide = wide
            $0.promptsUp = 0
        }
    }

    func containerResized(wide: Bool) {
        update { $0.isWide = wide }
    }

    func promptShown() {
        update { $0.promptsUp += 1 }
    }

    func promptHidden() {
        update { $0.promptsUp = max(0, $0.promptsUp - 1) }
    }

    private func update(_ mutate: (inout Presentation) -> Void) {
        var next = presentation
        mutate(&next)
        let old = presentation
        guard next != old else { return }
        presentation = next
        onChange?(next, old, next.changes(since: old))
    }
}
