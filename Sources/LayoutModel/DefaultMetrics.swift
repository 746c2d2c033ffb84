/// navlint's default metrics: every value is an assumption, stated next to it.
///
/// The SDK publishes the names of `NavigationStyleValues` but not their values,
/// and no intrinsic size of its views. The defaults below are plausible values
/// for a current phone layout, chosen so that the documented relations hold
/// (the turn card is tall enough for any content, buttons fit between the
/// cards, wide mode starts at phone-landscape widths). Layout checks depend on
/// relations far more than on exact points; teams that measured their SDK
/// version override any subset from a JSON file read by
/// `MetricsProfile.load(contentsOf:)` (`docs/metrics-default.json` is this
/// profile as JSON, `docs/metrics-profile.md` explains every value).
extension MetricsProfile {
    public static let standard = MetricsProfile(
        styleValues: StyleValues(
            // Assumption: Material-style 16 pt side inset of floating buttons.
            buttonHorizontalPadding: 16,
            // Assumption: 12 pt between stacked buttons and from the cards.
            buttonVerticalPadding: 12,
            // Assumption: the rounded top corners of cards and prompts.
            defaultCornerRadius: 16,
            // Assumption: spacing between neighbouring elements.
            elementHorizontalPadding: 12,
            // Assumption: the inset of header and footer content from their sides.
            headerFooterHorizontalPadding: 8,
            // Assumption: tall enough for maneuver, distance and lane guidance
            // rows; the seeds only say "fixed, tall enough for any content".
            headerNominalHeight: 112,
            // Assumption: the seeds say a button placed headerTopPadding below
            // the top aligns with the turn card's top.
            headerTopPadding: 8),
        // Assumption: phone landscape (844 pt) is wide, split-view thirds and
        // phone portrait (390 pt) are not; 600 pt is the usual compact/regular
        // boundary of size classes.
        wideModeMinimumWidth: 600,
        // Assumption: cards in wide mode are as wide as a phone in portrait.
        wideModeCardWidth: 360,
        // Assumption: the narrowest iPhone screen is 320 pt wide, and in
        // portrait the SDK's cards span it; narrower, their content (the
        // maneuver, distance and street; the ETA, time and distance) is cut.
        minimumCardWidth: 320,
        // Assumption: one row of ETA, remaining time and distance.
        etaCardHeight: 72,
        // Assumption: a one-line message with an action row.
        promptHeight: 96,
        // Assumption: a thin vertical bar.
        tripProgressBarWidth: 12,
        // Assumption: the 48 pt minimum touch target for floating buttons.
        buttonSize: Size(width: 48, height: 48),
        // Assumption: the size of the Google wordmark in the Maps SDK.
        googleLogoSize: Size(width: 66, height: 26),
        // Assumption: round speedometer, speed-limit sign, and both side by side.
        speedWidget: SpeedWidgetSizes(
            speedOnly: Size(width: 56, height: 56),
            limitOnly: Size(width: 56, height: 68),
            both: Size(width: 120, height: 68)),
        // Assumption: UIKit's default 8 pt margins; the seeds only say Google
        // views have built-in margins to align with.
        googleViewLayoutMargins: DirectionalEdgeInsets(all: 8),
        // UIKit's default for a plain view (GMSMapView does not change it, assumed).
        mapViewLayoutMargins: DirectionalEdgeInsets(all: 8),
        // Assumption: the SDK's sizing beats everything but required
        // constraints; the seeds say not to constrain these sizes at all.
        googleViewSizePriority: 999,
        // Assumption: lower than any constraint a delegate writes, so the stack
        // fills the space it is given and hides buttons rather than breaking the
        // delegate's constraints. With UIKit's default 250 hugging the SDK
        // sample's stack would tie with its own 250 bottom-guide preference.
        hidingStackVerticalPriority: 50,
        // Assumption: the legacy accessory view disappeared when the map became
        // too short (seed 002); 160 pt of open map is taken as "too short".
        legacyAccessoryMinimumOpenHeight: 160,
        devices: DeviceProfile.standardDevices,
        resizeOnlyDevices: DeviceProfile.standardResizeOnlyDevices,
        // A phone turned, and a tablet window narrowed to a third and back (size
        // classes regular to compact, wide mode off): split view or Stage Manager.
        // Then two resizes that keep the mode: a tablet turned (wide both ways),
        // and a split-view third widened to a half (narrow both ways). Last, a
        // half widened to the whole screen: wide mode flips at a width the
        // phone's turn and the third do not pass (a breakpoint of the app's
        // own between them would hide the flip).
        resizes: [
            DevicePair("phonePortrait", "phoneLandscape"), DevicePair("tabletPortrait", "splitViewThird"),
            DevicePair("tabletPortrait", "tabletLandscape"), DevicePair("splitViewThird", "splitViewHalf"),
            DevicePair("splitViewHalf", "tabletPortrait"),
        ])
}

extension DeviceProfile {
    /// Screen sizes and safe areas of current devices (Apple's published
    /// values for a 6.1" iPhone and an 11" iPad).
    public static let standardDevices: [DeviceProfile] = [
        DeviceProfile(
            name: "phonePortrait", size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        DeviceProfile(
            name: "phoneLandscape", size: Size(width: 844, height: 390),
            safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        DeviceProfile(
            name: "tabletPortrait", size: Size(width: 820, height: 1180),
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        // One third of an 11" iPad in landscape, the narrowest split view.
        DeviceProfile(
            name: "splitViewThird", size: Size(width: 375, height: 820),
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    /// The window sizes only resize scenarios turn to: the 11" iPad in
    /// landscape, and half of it in split view (the screen less a 10 pt
    /// divider, halved; narrower than wide mode, like the third).
    public static let standardResizeOnlyDevices: [DeviceProfile] = [
        DeviceProfile(
            name: "tabletLandscape", size: Size(width: 1180, height: 820),
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        DeviceProfile(
            name: "splitViewHalf", size: Size(width: 585, height: 820),
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]
}
