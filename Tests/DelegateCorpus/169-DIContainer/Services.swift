import UIKit
import GoogleNavigation

// MARK: - Protocols the navigation layout depends on

/// Spacing and sizes of the app's own chrome around the SDK's views.
@MainActor
protocol ChromeMetricsProviding: AnyObject {
    var edgeInset: CGFloat { get }
    var stackSpacing: CGFloat { get }
    var panelHeight: CGFloat { get }
    var sidePanelWidth: CGFloat { get }
    var progressBarShare: CGFloat { get }
}

/// Makes the app's own panels (the "next stop" panel of the delivery flow).
@MainActor
protocol PanelFactory: AnyObject {
    func makeNextStopPanel() -> UIView
}

enum FeatureFlag: String, CaseIterable {
    case nextStopPanel = "nav.nextStopPanel"
    case tripProgressBar = "nav.tripProgressBar"
}

@MainActor
protocol FeatureFlags: AnyObject {
    func isEnabled(_ flag: FeatureFlag) -> Bool
}

// MARK: - Production implementations

@MainActor
final class DesignSystemChromeMetrics: ChromeMetricsProviding {
    var edgeInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    var stackSpacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    let panelHeight: CGFloat = 72
    let sidePanelWidth: CGFloat = 320
    let progressBarShare: CGFloat = 0.4
}

@MainActor
final class DeliveryPanelFactory: PanelFactory {
    func makeNextStopPanel() -> UIView {
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 12
        panel.accessibilityIdentifier = "nav.nextStopPanel"

        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        title.text = "Next stop"
        title.font = .preferredFont(forTextStyle: .headline)
        panel.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            title.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
        ])
        return panel
    }
}

@MainActor
final class UserDefaultsFeatureFlags: FeatureFlags {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        defaults.register(defaults: [
            FeatureFlag.nextStopPanel.rawValue: true,
            FeatureFlag.tripProgressBar.rawValue: true,
        ])
    }

    func isEnabled(_ flag: FeatureFlag) -> Bool {
        defaults.bool(forKey: flag.rawValue)
    }
}

// MARK: - Assembly

@MainActor
enum NavigationAssembly {
    static func assemble(into container: Container) {
        container.register(ChromeMetricsProviding.self, scope: .container) { _ in DesignSystemChromeMetrics() }
        container.register(PanelFactory.self) { _ in DeliveryPanelFactory() }
        container.register(FeatureFlags.self, scope: .container) { _ in UserDefaultsFeatureFlags() }
        container.register(NavigationLayoutFactory.self, scope: .container) { r in
            NavigationLayoutFactory(resolver: r)
        }
    }
}

/// Builds the layout delegate of the navigation screen from the container.
@MainActor
final class NavigationLayoutFactory {
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func makeLayoutDelegate() -> NavigationScreenLayout {
        guard
            let metrics = resolver.resolve(ChromeMetricsProviding.self),
            let panels = resolver.resolve(PanelFactory.self),
            let flags = resolver.resolve(FeatureFlags.self)
        else {
            preconditionFailure("NavigationAssembly was not run")
        }
        return NavigationScreenLayout(metrics: metrics, panels: panels, flags: flags)
    }
}

extension NavigationScreenLayout {
    /// The production graph in a fresh container (used by the screen and by snapshot tests).
    static func live() -> NavigationScreenLayout {
        let container = Container()
        NavigationAssembly.assemble(into: container)
        return container.require(NavigationLayoutFactory.self).makeLayoutDelegate()
    }
}
