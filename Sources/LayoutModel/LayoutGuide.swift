/// A rectangle that takes part in layout without being drawn, like `UILayoutGuide`.
///
/// Delegates use their own guides (the SDK sample's `mapContentsBottomGuide`) and
/// every view's system guides, `safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide` and `keyboardLayoutGuide`
/// (and a scroll view's content and frame guides),
/// whose edges the layout engine derives from the view.
public final class LayoutGuide: LayoutItem {
    /// What a system guide stands for; `nil` for guides the delegate creates.
    public enum SystemRole: String, Hashable, Sendable {
        case safeArea, layoutMargins, readableContent
        /// `keyboardLayoutGuide`, with the keyboard hidden (`KeyboardLayoutGuide.swift`).
        case keyboard
        /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide` (`ScrollAndEffectViews.swift`).
        case scrollContent, scrollFrame

        /// The safe area and the guides UIKit derives from it.
        var isSafeAreaDerived: Bool { self != .scrollContent && self != .scrollFrame }
    }

    public let systemRole: SystemRole?
    /// `UILayoutGuide.identifier`: the name the code gave the guide, which findings then use.
    public var identifier: String? {
        didSet { if let identifier, !identifier.isEmpty, systemRole == nil { name = identifier } }
    }
    /// The view the guide was added to (for system guides, their view).
    public internal(set) weak var owningView: LayoutView?
    /// Where the guide was last added, for findings.
    public internal(set) var addedAt: SourceTag?
    /// Where the guide was last removed, for findings.
    public internal(set) var removedAt: SourceTag?

    override public init(name: String = "layoutGuide") {
        systemRole = nil
        super.init(name: name)
    }

    init(systemRole: SystemRole, of view: LayoutView) {
        self.systemRole = systemRole
        self.owningView = view
        let suffix = switch systemRole {
        case .safeArea: "safeAreaLayoutGuide"
        case .layoutMargins: "layoutMarginsGuide"
        case .readableContent: "readableContentGuide"
        case .keyboard: "keyboardLayoutGuide"
        case .scrollContent: "contentLayoutGuide"
        case .scrollFrame: "frameLayoutGuide"
        }
        super.init(name: "\(view.name).\(suffix)")
    }

    override var hostView: LayoutView? { owningView }

    /// The frame in the owning view's coordinates, like `UILayoutGuide.layoutFrame`.
    public var layoutFrame: Rect {
        guard let origin = owningView?.frameInMap else { return frameInMap }
        return Rect(
            x: frameInMap.x - origin.x, y: frameInMap.y - origin.y,
            width: frameInMap.width, height: frameInMap.height)
    }
}
