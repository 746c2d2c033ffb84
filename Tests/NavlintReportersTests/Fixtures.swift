import Foundation
import NavlintCore

/// Reports the tests feed through every reporter.
enum Fixtures {
    static let mapPadding = RuleDescription(
        id: "legacy_map_padding", name: "Legacy map padding", defaultSeverity: .warning,
        summary: "GMSMapView.padding is replaced by layout guides.",
        description: "Setting padding on the map view moves the camera target and the map controls.",
        message: "Map padding is legacy; use the navigation layout guides",
        replacement: "Constrain your views to mapView.navigationSafeAreaLayoutGuide instead of setting padding.",
        symbols: [.init(kind: .property, owner: "GMSMapView", swift: "padding", objectiveC: "padding")],
        examples: .init())

    static let headerEnabled = RuleDescription(
        id: "legacy_navigation_header_enabled", name: "Legacy navigation header switch", defaultSeverity: .error,
        summary: "isNavigationHeaderEnabled is replaced by the header component.",
        description: "The built-in header is configured through GMSNavigationHeaderComponent now.",
        message: "isNavigationHeaderEnabled is legacy",
        replacement: "Use navigationUIComponents.header and set <isHidden> on it.",
        symbols: [
            .init(
                kind: .property, owner: "GMSUISettings", swift: "isNavigationHeaderEnabled",
                objectiveC: "navigationHeaderEnabled")
        ],
        examples: .init())

    /// A realistic run: two files with findings (one with a space, `#` and
    /// non-ASCII in its name), a clean file, an unreadable file, a syntax
    /// error, a column-less finding and two findings at one position.
    static let report = LintReport(
        findings: [
            Finding(
                ruleID: "legacy_navigation_header_enabled", severity: .error,
                message: "isNavigationHeaderEnabled is legacy",
                location: SourceLocation(file: "App/MapViewController.swift", line: 12, column: 26),
                sourceLine: "        mapView.settings.isNavigationHeaderEnabled = false"),
            Finding(
                ruleID: "legacy_map_padding", severity: .warning,
                message: "Map padding is legacy; use the navigation layout guides",
                location: SourceLocation(file: "App/MapViewController.swift", line: 30, column: 17),
                sourceLine: "        mapView.padding = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)"),
            Finding(
                ruleID: "legacy_map_padding", severity: .warning,
                message: "Map padding is legacy; use the navigation layout guides",
                location: SourceLocation(file: "App/MapViewController.swift", line: 30, column: 17),
                sourceLine: "        mapView.padding = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)"),
            Finding(
                ruleID: "legacy_map_padding", severity: .warning,
                message: "Map padding is legacy; use the navigation layout guides",
                location: SourceLocation(file: "App/Sub Dir/Näv #1.swift", line: 4, column: nil),
                sourceLine: nil),
            Finding(
                ruleID: "legacy_map_padding", severity: .warning,
                message: "Map padding is legacy; use the navigation layout guides",
                location: SourceLocation(file: "App/Sub Dir/Näv #1.swift", line: 9, column: 19),
                sourceLine: "let p = \"🚗\"; m.padding = .zero"),
        ],
        problems: [
            InputProblem(
                kind: .unreadable, location: SourceLocation(file: "App/Broken.swift", line: 1),
                message: "not valid UTF-8"),
            InputProblem(
                kind: .syntaxError, location: SourceLocation(file: "App/Sub Dir/Näv #1.swift", line: 2, column: 5),
                message: "expected '}' to end the class"),
        ],
        files: ["App/Broken.swift", "App/Clean.swift", "App/MapViewController.swift", "App/Sub Dir/Näv #1.swift"],
        rules: [mapPadding, headerEnabled],
        duration: 1.23456)

    /// Text that breaks naive reporters: markup, quotes, a CDATA end, C0
    /// controls, noncharacters, CR/LF, workflow-command syntax, emoji,
    /// right-to-left scripts, and invalid UTF-8 (a stray byte and an encoded
    /// lone surrogate), decoded the way the scanner decodes files.
    static let hostileText =
        "a < b && c > \"d\" 'e' ]]> \u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}\u{1F}\u{7F} \u{FFFE}\u{FFFF} tab\there "
        + String(decoding: [0xFF, 0x20, 0xED, 0xA0, 0x80] as [UInt8], as: UTF8.self) + " "
        + "cr\rlf\ncrlf\r\n 100% ::error::x, y: 🚗👩‍👩‍👧 שלום עולם مرحبا \u{202E}rtl"
    static let hostilePath = "Weird/<&\"]]>\u{1}\u{FFFE}🚗/שלום, a:b %20.swift"

    static let hostileReport = LintReport(
        findings: [
            Finding(
                ruleID: "legacy_map_padding", severity: .warning, message: hostileText,
                location: SourceLocation(file: hostilePath, line: 3, column: 7), sourceLine: "\t" + hostileText),
            Finding(
                ruleID: "legacy_navigation_header_enabled", severity: .error, message: hostileText,
                location: SourceLocation(file: hostilePath, line: 3, column: 7), sourceLine: hostileText),
        ],
        problems: [
            InputProblem(
                kind: .unreadable, location: SourceLocation(file: hostilePath + "2", line: 0),
                message: hostileText)
        ],
        files: [hostilePath, hostilePath + "2"],
        rules: [mapPadding, headerEnabled],
        duration: 0.0004,
        pictures: [
            .init(
                title: hostileText,
                svg:
                    "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"4\" height=\"4\"/></svg>"
            )
        ])

    /// A run that found nothing in two files.
    static let cleanReport = LintReport(
        findings: [], files: ["App/A.swift", "App/B.swift"], rules: [mapPadding, headerEnabled], duration: 0.25)
}

/// Paths the tests need, found from this file so they work in any clone.
enum TestPaths {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let golden = testsDirectory.appendingPathComponent("Golden")
    /// `Tests/Schemas`: the repository's copy of the report schemas CI uses (see its README).
    static let schemas = testsDirectory.deletingLastPathComponent().appendingPathComponent("Schemas")

    static func schema(_ name: String) -> String { schemas.appendingPathComponent(name).path }

    /// A fresh, empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("navlint-reporters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
