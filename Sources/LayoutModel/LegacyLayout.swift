import Cassowary

/// What the SDK's built-in slot layout showed for a legacy configuration: the
/// reference the generated delegate is compared against.
///
/// `slots` is pure geometry (no solver): every assumption is listed in
/// `docs/legacy-layout-model.md` with its source. `layout` turns the slots into
/// a `LayoutSnapshot` of the same shape as the delegate world's (same view
/// names, map-view coordinates), solving only the app's custom views against
/// the legacy guides; `run` does that for every step of a scenario, so the
/// legacy run and the delegate run compare step by step.
public enum LegacyLayout {
    /// Names custom constraints can target, besides other custom items and
    /// Google views.
    public enum TargetName {
        public static let mapView = "mapView"
        public static let safeArea = "mapView.safeAreaLayoutGuide"
        /// The map view's `layoutMarginsGuide` (apps align custom views with it).
        public static let layoutMargins = "mapView.layoutMarginsGuide"
        public static let headerGuide = "navigationHeaderLayoutGuide"
        public static let footerGuide = "navigationFooterLayoutGuide"
        public static let buttonsGuide = "bottomTrailingButtonsLayoutGuide"
        public static let alternateButtonsGuide = "bottomTrailingButtonsAlternateLayoutGuide"

        /// Every name above.
        public static let all: Set<String> = [
            mapView, safeArea, layoutMargins, headerGuide, footerGuide, buttonsGuide, alternateButtonsGuide,
        ]
    }

    /// The moment of a scenario the legacy layout is asked about.
    public struct State: Hashable, Sendable {
        public var phase: NavigationPhase
        public var device: DeviceProfile
        public var direction: LayoutDirection
        public var speedWidgetState: SpeedWidgetState
        public var promptShown: Bool

        public init(
            phase: NavigationPhase, device: DeviceProfile, direction: LayoutDirection = .leftToRight,
            speedWidgetState: SpeedWidgetState = .both, promptShown: Bool = false
        ) {
            self.phase = phase
            self.device = device
            self.direction = direction
            self.speedWidgetState = speedWidgetState
            self.promptShown = promptShown
        }
    }

    /// Where the built-in layout put each slot, in map-view coordinates; `nil`
    /// for what it did not show.
    public struct Slots: Hashable, Sendable {
        public var turnCard: Rect?
        public var accessory: Rect?
        public var etaCard: Rect?
        public var prompt: Rect?
        /// Header (and accessory) frame; zero height at the top of the padded
        /// area when the header is hidden.
        public var headerGuide: Rect
        /// Footer frame; zero height at the bottom of the padded area when hidden.
        public var footerGuide: Rect
        /// The guide bottom-trailing buttons sit on: the footer guide, or in
        /// wide mode the alternate guide.
        public var buttonsGuide: Rect
        /// Zero height along the bottom of the open area beside the cards.
        public var alternateButtonsGuide: Rect
        public var compassButton: Rect?
        public var reportingButton: Rect?
        public var tripProgressBar: Rect?
        public var speedWidget: Rect?
        public var googleLogo: Rect?
        public var viewport: Rect?
    }

    /// A custom constraint names a target that does not exist.
    public struct UnknownTargetError: Error, Hashable, CustomStringConvertible {
        public let item: String
        public let target: String
        public var description: String { "\(item) is constrained to unknown \(target)" }
    }

    // MARK: - Geometry

    /// The slot geometry for `configuration` at `state` (pure).
    public static func slots(
        _ configuration: LegacyConfiguration, _ state: State, metrics: MetricsProfile = .standard
    ) -> Slots {
        // Work in a leading-is-left space, then mirror for right-to-left.
        let rtl = state.direction == .rightToLeft
        let size = state.device.size
        let safe = state.device.safeAreaInsets.leadingFirst(rtl)
        let insets = effectiveInsets(configuration.padding.leadingFirst(rtl), safe, configuration.paddingAdjustmentBehavior)
        let area = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: insets)
        let style = metrics.styleValues
        let context = LayoutContext(metrics: metrics, device: state.device, direction: state.direction)
        let wide = context.wideMode
        let active = state.phase == .activeGuidance
        let shown = state.phase != .noNavigation

        let cardWidth = context.cardWidth
        // Cards reach under the unsafe strip they touch, content inside it.
        func topCard(content: Double) -> Rect {
            Rect(x: safe.left, y: 0, width: cardWidth, height: safe.top + content)
        }
        func bottomCard(content: Double) -> Rect {
            Rect(x: safe.left, y: size.height - content - safe.bottom, width: cardWidth, height: content + safe.bottom)
        }
        let turnCard = active && configuration.headerEnabled ? topCard(content: style.headerNominalHeight) : nil
        let etaCard = active && configuration.footerEnabled ? bottomCard(content: metrics.etaCardHeight) : nil
        let prompt = active && state.promptShown ? bottomCard(content: metrics.promptHeight) : nil

        let accessory = turnCard.flatMap { header -> Rect? in
            guard let accessory = configuration.headerAccessory else { return nil }
            let frame = Rect(x: header.minX, y: header.maxY, width: header.width, height: accessory.height)
            let openBelow = (etaCard?.minY ?? area.maxY) - frame.maxY
            return openBelow >= metrics.legacyAccessoryMinimumOpenHeight ? frame : nil
        }
        let headerGuide = turnCard.map { header in
            Rect(x: header.minX, y: header.minY, width: header.width, height: (accessory?.maxY ?? header.maxY) - header.minY)
        } ?? Rect(x: area.minX, y: area.minY, width: area.width, height: 0)
        let footerGuide = etaCard ?? Rect(x: area.minX, y: area.maxY, width: area.width, height: 0)

        // The open map: beside the card column in wide mode, between the
        // header and the footer (or prompt) otherwise.
        let open: Rect
        if wide {
            let column = [turnCard, etaCard, prompt].compactMap { $0?.maxX }.max() ?? area.minX
            open = Rect.spanning(minX: max(area.minX, column), minY: area.minY, maxX: area.maxX, maxY: area.maxY)
        } else {
            open = Rect.spanning(
                minX: area.minX, minY: max(area.minY, headerGuide.maxY), maxX: area.maxX,
                maxY: min(area.maxY, footerGuide.minY, prompt?.minY ?? area.maxY))
        }
        let alternateGuide = Rect(x: open.minX, y: open.maxY, width: open.width, height: 0)
        let buttonsGuide = wide ? alternateGuide : footerGuide
        let buttonsBottom = min(open.maxY, buttonsGuide.minY)

        let button = metrics.buttonSize
        let buttonX = area.maxX - style.buttonHorizontalPadding - button.width
        let reporting = active && configuration.reportIncidentButtonEnabled
            ? Rect(x: buttonX, y: buttonsBottom - style.buttonVerticalPadding - button.height,
                   width: button.width, height: button.height)
            : nil
        let compass = shown && configuration.compassEnabled
            ? Rect(x: buttonX, y: open.minY + style.buttonVerticalPadding, width: button.width, height: button.height)
            : nil
        let barTop = open.minY + style.buttonVerticalPadding
        let tripProgressBar = active && configuration.tripProgressBarEnabled
            ? Rect(x: area.maxX - metrics.tripProgressBarWidth, y: barTop, width: metrics.tripProgressBarWidth,
                   height: max(0, buttonsBottom - style.buttonVerticalPadding - barTop))
            : nil
        let logoSize = metrics.googleLogoSize
        let logo = Rect(
            x: open.minX + style.elementHorizontalPadding,
            y: open.maxY - style.buttonVerticalPadding - logoSize.height,
            width: logoSize.width, height: logoSize.height)
        let speedSize = metrics.speedWidget.size(for: state.speedWidgetState)
        let speedWidget = active && state.speedWidgetState != .nothing
            ? Rect(x: open.minX + style.buttonHorizontalPadding,
                   y: logo.minY - style.buttonVerticalPadding - speedSize.height,
                   width: speedSize.width, height: speedSize.height)
            : nil

        let mirror = { (rect: Rect) in rtl ? rect.mirrored(width: size.width) : rect }
        return Slots(
            turnCard: turnCard.map(mirror), accessory: accessory.map(mirror), etaCard: etaCard.map(mirror),
            prompt: prompt.map(mirror), headerGuide: mirror(headerGuide), footerGuide: mirror(footerGuide),
            buttonsGuide: mirror(buttonsGuide), alternateButtonsGuide: mirror(alternateGuide),
            compassButton: compass.map(mirror), reportingButton: reporting.map(mirror),
            tripProgressBar: tripProgressBar.map(mirror), speedWidget: speedWidget.map(mirror),
            googleLogo: shown ? mirror(logo) : nil, viewport: shown ? mirror(open) : nil)
    }

    /// The insets padding and safe area leave, per `GMSMapView.paddingAdjustmentBehavior`.
    static func effectiveInsets(
        _ padding: EdgeInsets, _ safe: EdgeInsets, _ behavior: LegacyConfiguration.PaddingAdjustmentBehavior
    ) -> EdgeInsets {
        switch behavior {
        case .always:
            EdgeInsets(
                top: padding.top + safe.top, left: padding.left + safe.left,
                bottom: padding.bottom + safe.bottom, right: padding.right + safe.right)
        case .automatic:
            EdgeInsets(
                top: max(padding.top, safe.top), left: max(padding.left, safe.left),
                bottom: max(padding.bottom, safe.bottom), right: max(padding.right, safe.right))
        case .never: padding
        }
    }
}

extension EdgeInsets {
    /// The insets with left and right swapped under right-to-left, so that
    /// `left` is the leading edge.
    fileprivate func leadingFirst(_ rtl: Bool) -> EdgeInsets {
        rtl ? EdgeInsets(top: top, left: right, bottom: bottom, right: left) : self
    }
}

extension Rect {
    static func spanning(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Rect {
        Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The rectangle reflected across the vertical centre line of a map `width` wide.
    fileprivate func mirrored(width mapWidth: Double) -> Rect {
        Rect(x: mapWidth - x - width, y: y, width: width, height: height)
    }
}
