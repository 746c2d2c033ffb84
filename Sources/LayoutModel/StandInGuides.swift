/// The generated delegate's stand-ins for the legacy layout guides a screen
/// uses as values (reads into a local it passes on, constrains views of the
/// controller's `view` to, stores in another object): ordinary
/// `UILayoutGuide`s of the delegate that reproduce the legacy guides' frames
/// in every state, added to the map once and kept for its life. `generate`
/// emits them, `fix` points the app's uses at them and `verify` compares
/// them with the legacy guides, so all three must agree on these names
/// (docs/generated-delegate-contract.md, "Stand-in guides").
public enum StandInGuides {
    /// The delegate's property standing in for each legacy guide that can
    /// have a stand-in. Not the alternate buttons guide: the SDK's is `nil`
    /// until the app assigns one, so there is nothing to stand in for.
    public static let properties: [String: String] = [
        LegacyLayout.TargetName.headerGuide: "headerGuide",
        LegacyLayout.TargetName.footerGuide: "footerGuide",
        LegacyLayout.TargetName.buttonsGuide: "buttonsGuide",
    ]

    /// The delegate's method the app calls right after `setLayoutDelegate`
    /// (`addStandInGuides(to: mapView)`): the guides join the map there, before
    /// the app constrains anything to them, and stay.
    public static let installMethod = "addStandInGuides"
    /// The label of `installMethod`'s map parameter.
    public static let installLabel = "to"
}
