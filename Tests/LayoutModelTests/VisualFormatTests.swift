import Cassowary
import LayoutModel
import Testing

/// The visual format language read as UIKit reads it: each format's
/// constraints, written out, and the formats UIKit rejects.
@Suite struct VisualFormatTests {
    let map = MapView(device: DeviceProfile(name: "test", size: Size(width: 400, height: 800), safeAreaInsets: .zero))

    private func views(_ names: String...) throws -> [String: LayoutView] {
        var made: [String: LayoutView] = [:]
        for name in names {
            let view = LayoutView(name: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            try map.addSubview(view)
            made[name] = view
        }
        return made
    }

    private func read(_ format: String, _ views: [String: LayoutView], metrics: [String: Double] = [:], alignAll: [LayoutAttribute] = []) throws -> [String] {
        try VisualFormat.constraints(format, alignAll: alignAll, metrics: metrics, views: views).map(\.description)
    }

    @Test func horizontalChainWithSpacesSizesAndEdges() throws {
        let named = try views("logo", "compass")
        let made = try read("H:|-16-[logo(44)]-(>=8@750)-[compass(==logo)]-|", named)
        #expect(made == [
            "logo.widthAnchor == 44",
            "logo.leadingAnchor == navMap.leadingAnchor + 16",
            "compass.widthAnchor == logo.widthAnchor",
            "compass.leadingAnchor >= logo.trailingAnchor + 8 @750",
            "navMap.trailingAnchor == compass.trailingAnchor + 20",
        ], "\(made)")
    }

    @Test func verticalFlushStandardAndMetrics() throws {
        let named = try views("banner", "panel")
        let made = try read("V:|[banner]-[panel(height)]-(bottom)-|", named, metrics: ["height": 120, "bottom": 34])
        #expect(made == [
            "banner.topAnchor == navMap.topAnchor",
            "panel.heightAnchor == 120",
            "panel.topAnchor == banner.bottomAnchor + 8",
            "navMap.bottomAnchor == panel.bottomAnchor + 34",
        ], "\(made)")
    }

    @Test func alignmentOptionsRelateNeighbours() throws {
        let named = try views("a", "b")
        #expect(try read("[a]-4-[b]", named, alignAll: [.centerY]) == [
            "b.leadingAnchor == a.trailingAnchor + 4",
            "b.centerYAnchor == a.centerYAnchor",
        ])
    }

    /// UIKit raises `NSInvalidArgumentException` for these: the app crashes.
    @Test func formatsUIKitRejects() throws {
        let named = try views("a")
        let orphan = ["loose": LayoutView(name: "loose")]
        for (format, views, align) in [
            ("H:|[missing]|", named, [LayoutAttribute]()), ("H:|[a", named, []), ("H:|-(>=x)-[a]", named, []),
            ("H:|[loose]", orphan, []), ("H:[a]", named, [LayoutAttribute.leading]),
        ] {
            #expect(throws: VisualFormat.Failure.self, "\(format)") { try read(format, views, alignAll: align) }
        }
    }
}
