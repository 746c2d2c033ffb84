import DelegateGenerator
import LayoutModel
import SwiftSyntax

/// A legacy guide used as a value (`let footerGuide =
/// mapView.navigationFooterLayoutGuide` passed on, a view of the controller's
/// `view` constrained to it, a coordinator given it) becomes the delegate's
/// stand-in for it (`layoutDelegate.footerGuide`), which reproduces the
/// legacy guide in every state: the app's constraints stay as they were.
extension UseRewriter {
    /// The use rewritten to the delegate's stand-in guide, or `nil` when the
    /// delegate has no stand-in for it (the caller gives its own reason).
    /// Through an optional map the screen's delegate is no longer optional, so
    /// such a use is left; in an object holding the map weakly it is
    /// `layoutDelegate?.footerGuide`, optional like the map was.
    func standIn(for token: TokenSyntax) -> Outcome? {
        guard let guide = plan.standInGuides.first(where: { $0.legacyName == token.text }),
            let access = token.parent?.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init)
        else { return nil }
        let value = Self.unwrapping(access)
        let optional = access.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark }
        switch owner {
        case .screen where !optional, .holder where optional:
            return .edits([file.replacement(of: value, with: "\(delegateReference(replacing: access)).\(guide.propertyName)")])
        case .screen, .holder:
            return .left("`\(token.text)` is read through \(optional ? "an optional" : "a") map here; use the delegate's `\(guide.propertyName)` by hand")
        case .mapClass(let name):
            return .left("navlint does not rewrite this in the map view class `\(name)`; use the delegate's `\(guide.propertyName)` from the screen")
        }
    }
}

/// The installation's line for the stand-in guides: right after
/// `setLayoutDelegate`, before the screen constrains anything to them.
enum StandInGuideInstallation {
    static func lines(plan: ScreenPlan, map: String, delegate: String) -> [String] {
        guard !plan.standInGuides.isEmpty else { return [] }
        let call = "\(StandInGuides.installMethod)(\(StandInGuides.installLabel):"
        guard map.hasSuffix("?") else { return ["\(delegate).\(call) \(map))"] }
        let name = String(map.dropLast())
        return ["if let \(name) { \(delegate).\(call) \(name)) }"]
    }
}
