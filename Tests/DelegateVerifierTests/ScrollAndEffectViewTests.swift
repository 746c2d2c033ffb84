@testable import DelegateVerifier
import LayoutModel
import Testing

/// `UIVisualEffectView.contentView` and `UIScrollView`'s guides, laid out as
/// UIKit does (trial rounds 30 and 31: blur panels and scrolling rows stopped
/// the run, and `contentView.addSubview` left views out of the hierarchy).
@Suite struct ScrollAndEffectViewTests {
    /// The content view fills the effect view; what it holds is in the hierarchy.
    @Test func anEffectViewsContentViewFillsIt() throws {
        let run = try Trial29UIKitTests.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
              blur.translatesAutoresizingMaskIntoConstraints = false
              navMap.addSubview(blur)
              let label = UILabel()
              label.translatesAutoresizingMaskIntoConstraints = false
              blur.contentView.addSubview(label)
              NSLayoutConstraint.activate([
                blur.leadingAnchor.constraint(equalTo: navMap.leadingAnchor, constant: 10),
                blur.topAnchor.constraint(equalTo: navMap.topAnchor, constant: 100),
                blur.widthAnchor.constraint(equalToConstant: 200), blur.heightAnchor.constraint(equalToConstant: 80),
                label.leadingAnchor.constraint(equalTo: blur.contentView.layoutMarginsGuide.leadingAnchor),
                label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -4),
              ])
              navMap.layoutIfNeeded()
              let content = blur.contentView.frame
              return "\\(content.minX) \\(content.minY) \\(content.width) \\(content.height) \\(label.superview?.superview === blur) \\(label.frame.maxY)"
            }
            """)
        #expect(run.value == "0.0 0.0 200.0 80.0 true 76.0", "\(run.value)")
    }

    /// Rows pinned to the content guide and as wide as the frame guide; a
    /// constraint to the scroll view's own edges from inside attaches to the
    /// content area; the content's height is the content's, beyond the frame.
    @Test func scrollViewContentSitsInTheContentArea() throws {
        let run = try Trial29UIKitTests.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let scroll = UIScrollView()
              scroll.translatesAutoresizingMaskIntoConstraints = false
              scroll.alwaysBounceVertical = true
              navMap.addSubview(scroll)
              let rows = UIView(), footer = UIView()
              for view in [rows, footer] { view.translatesAutoresizingMaskIntoConstraints = false; scroll.addSubview(view) }
              NSLayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                scroll.topAnchor.constraint(equalTo: navMap.topAnchor, constant: 200),
                scroll.widthAnchor.constraint(equalToConstant: 300), scroll.heightAnchor.constraint(equalToConstant: 100),
                rows.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
                rows.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                rows.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
                rows.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
                rows.heightAnchor.constraint(equalToConstant: 400),
                footer.topAnchor.constraint(equalTo: rows.bottomAnchor),
                footer.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
                footer.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                footer.widthAnchor.constraint(equalToConstant: 50), footer.heightAnchor.constraint(equalToConstant: 20),
              ])
              navMap.layoutIfNeeded()
              let row = rows.frame
              return "\\(row.minX) \\(row.minY) \\(row.width) \\(row.height) \\(footer.frame.maxY) \\(scroll.contentLayoutGuide.layoutFrame.height) \\(scroll.frame.height)"
            }
            """)
        #expect(run.value == "16.0 10.0 268.0 400.0 430.0 430.0 100.0", "\(run.value)")
    }

    /// Content scrolled out of a panel is clipped: rows running on below a
    /// short scroll view mid-screen do not cover the logo and ETA card under it.
    @Test func contentBeyondAScrollViewIsNotAnOverlap() throws {
        let panel = """
                let scroll = UIScrollView()
                scroll.translatesAutoresizingMaskIntoConstraints = false
                navMap.addSubview(scroll)
                let rows = UIView()
                rows.translatesAutoresizingMaskIntoConstraints = false
                rows.backgroundColor = .white
                scroll.addSubview(rows)
                NSLayoutConstraint.activate([
                  scroll.leadingAnchor.constraint(equalTo: navMap.leadingAnchor), scroll.widthAnchor.constraint(equalToConstant: 40),
                  scroll.centerYAnchor.constraint(equalTo: navMap.centerYAnchor), scroll.heightAnchor.constraint(equalToConstant: 60),
                  rows.topAnchor.constraint(equalTo: scroll.topAnchor), rows.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
                  rows.leadingAnchor.constraint(equalTo: scroll.leadingAnchor), rows.widthAnchor.constraint(equalTo: scroll.widthAnchor),
                  rows.heightAnchor.constraint(equalToConstant: 2000),
                ])
            """
        let text = Fixture.mutate(
            Fixture.sample, "    navigationReadyElements = elements\n", "    navigationReadyElements = elements\n\(panel)\n")
        let scenarios = Array(Fixture.portrait.prefix(1) + Fixture.wide.prefix(2))
        let result = try Fixture.verify(text, scenarios: scenarios)
        #expect(!result.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_overlap"), "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
        // Without the scroll view's clipping the same rows cover the map's Google views.
        let unclipped = Fixture.mutate(
            Fixture.mutate(text, "let scroll = UIScrollView()", "let scroll = UIView()"), "rows.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),", "")
        #expect(try Fixture.verify(unclipped, scenarios: scenarios).ruleIDs.contains("delegate_overlap"))
    }

    /// `contentInset` moves where the content rests; `contentInsetAdjustmentBehavior`
    /// adds the safe area the scroll view reaches under on the axes it
    /// scrolls (`.automatic`), on every axis (`.always`) or on none (`.never`)
    /// (trial 40a: each of them stopped the run).
    @Test(arguments: [
        ("scroll.contentInset = UIEdgeInsets(top: 12, left: 8, bottom: 0, right: 0)", 400, "24.0 69.0 12.0"),
        ("scroll.contentInset = .zero", 400, "16.0 57.0 0.0"),
        ("scroll.contentInsetAdjustmentBehavior = .never", 400, "16.0 10.0 0.0"),
        ("scroll.contentInsetAdjustmentBehavior = .automatic", 400, "16.0 57.0 0.0"),
        ("scroll.contentInsetAdjustmentBehavior = .automatic", 40, "16.0 10.0 0.0"),
        ("scroll.alwaysBounceVertical = true", 40, "16.0 57.0 0.0"),
        ("scroll.contentInsetAdjustmentBehavior = .always", 40, "16.0 57.0 0.0"),
        ("scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0)", 400, "16.0 57.0 0.0"),
    ])
    func contentInsetsMoveTheContent(setting: String, rowsHeight: Int, expected: String) throws {
        let run = try Trial29UIKitTests.run(
            """
            func probe(navMap: GMSMapView) -> String {
              let scroll = UIScrollView()
              scroll.translatesAutoresizingMaskIntoConstraints = false
              navMap.addSubview(scroll)
              \(setting)
              let rows = UIView()
              rows.translatesAutoresizingMaskIntoConstraints = false
              scroll.addSubview(rows)
              NSLayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                scroll.topAnchor.constraint(equalTo: navMap.topAnchor),
                scroll.widthAnchor.constraint(equalToConstant: 300), scroll.heightAnchor.constraint(equalToConstant: 100),
                rows.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
                rows.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                rows.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                rows.widthAnchor.constraint(equalToConstant: 200), rows.heightAnchor.constraint(equalToConstant: \(rowsHeight)),
              ])
              navMap.layoutIfNeeded()
              return "\\(rows.frame.minX) \\(rows.frame.minY) \\(scroll.contentInset.top)"
            }
            """)
        #expect(run.value == expected, "\(run.value)")
    }
}
