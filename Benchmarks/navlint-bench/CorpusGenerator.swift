import Foundation

/// Writes a large, deterministic Swift codebase that looks like an app's:
/// models, view controllers, styles with their own `padding` (look-alikes
/// that hit the prefilter), and a handful of navigation screens with real
/// legacy uses, among them a `GMSMapView` subclass chain spread over files.
struct CorpusGenerator {
    var files: Int
    /// Whether the codebase uses the SDK; without it, the same names stand for the app's own
    /// types (`BaseNavigationMap` with a `padding` of its own): an unrelated codebase.
    var usesSDK: Bool
    /// Whether every file also configures a map (one legacy use each), so the prefilter selects
    /// every file: what parsing, memory and detection cost when nothing can be skipped.
    var everyFileACandidate: Bool
    private var random: SplitMix64

    init(files: Int, seed: UInt64, usesSDK: Bool = true, everyFileACandidate: Bool = false) {
        self.files = files
        self.usesSDK = usesSDK
        self.everyFileACandidate = everyFileACandidate
        self.random = SplitMix64(seed: seed)
    }

    /// Writes the corpus below `root`; returns (files, lines, bytes, expected legacy uses).
    mutating func write(to root: URL) throws -> (files: Int, lines: Int, bytes: Int, legacyUses: Int) {
        var lines = 0
        var bytes = 0
        var uses = 0
        for index in 0..<files {
            let module = "Module\(index % 40)"
            var (name, text, hits) = file(index)
            if everyFileACandidate && index > 1 {
                text += "\nimport GoogleNavigation\n\nfunc hideFooter\(index)(on map: GMSMapView) {\n"
                    + "  map.settings.isNavigationFooterEnabled = false\n}\n"
                hits += 1
            }
            let folder = root.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).swift"))
            lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            bytes += text.utf8.count
            uses += hits
        }
        return (files, lines, bytes, uses)
    }

    private mutating func file(_ index: Int) -> (String, String, Int) {
        switch index {
        case 0 where usesSDK: return ("BaseNavigationMap", "import GoogleNavigation\n\nclass BaseNavigationMap: GMSMapView {}\n", 0)
        case 0: return ("BaseNavigationMap", "class BaseNavigationMap {\n  var padding = 0.0\n}\n", 0)
        case 1: return ("CourierMap", "final class CourierMap: BaseNavigationMap {\n  var courierID = 0\n}\n", 0)
        default: break
        }
        if index % 250 == 7 && usesSDK { return navigationScreen(index) }
        switch random.next() % 10 {
        case 0...5: return model(index)
        case 6...8: return viewController(index)
        default: return style(index)
        }
    }

    private mutating func model(_ index: Int) -> (String, String, Int) {
        let name = "Record\(index)"
        var text = "import Foundation\n\n/// A record of the \(name) feed.\nstruct \(name): Codable, Hashable {\n"
        let fields = 8 + Int(random.next() % 10)
        for field in 0..<fields {
            text += "  var field\(field): \(["String", "Int", "Double", "Bool", "[String]"][Int(random.next() % 5)])\n"
        }
        text += "\n  enum CodingKeys: String, CodingKey {\n"
        for field in 0..<fields { text += "    case field\(field) = \"field_\(field)\"\n" }
        text += "  }\n"
        for helper in 0..<(5 + Int(random.next() % 5)) {
            text += """

                  /// Derived value \(helper).
                  func derived\(helper)(scale: Double) -> Double {
                    let base = Double(field0.hashValue % 97)
                    guard scale > 0 else { return base }
                    return (base * scale).rounded() / Double(\(helper + 1))
                  }

                """
        }
        text += "}\n"
        return (name, text, 0)
    }

    private mutating func viewController(_ index: Int) -> (String, String, Int) {
        let name = "Feature\(index)ViewController"
        var text = """
            import UIKit

            final class \(name): UIViewController {
              private let titleLabel = UILabel()
              private let stack = UIStackView()
              private var items: [String] = []

              override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stack)
                stack.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                  stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                  stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                  stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                ])
                titleLabel.text = "Feature \(index)"
              }

            """
        for method in 0..<(8 + Int(random.next() % 8)) {
            text += """

                  func update\(method)(with values: [String]) {
                    items = values.filter { !$0.isEmpty }
                    for (offset, value) in items.enumerated() where offset % \(method + 2) == 0 {
                      titleLabel.text = "\\(value) #\\(offset)"
                    }
                    stack.spacing = CGFloat(items.count) * 0.5
                  }

                """
        }
        text += "}\n"
        return (name, text, 0)
    }

    /// App styles: their own `padding`, which the prefilter notices but which never resolve to the map.
    private mutating func style(_ index: Int) -> (String, String, Int) {
        let name = "Style\(index)"
        var text = "import UIKit\n\nstruct \(name) {\n  var padding: CGFloat = \(random.next() % 16)\n  var cornerRadius: CGFloat = 8\n"
        for variant in 0..<(6 + Int(random.next() % 6)) {
            text += """

                  func variant\(variant)() -> \(name) {
                    var copy = self
                    copy.padding += \(variant)
                    copy.cornerRadius = max(0, copy.cornerRadius - \(variant))
                    return copy
                  }

                """
        }
        text += "}\n"
        return (name, text, 0)
    }

    /// A navigation screen with three real legacy uses.
    private mutating func navigationScreen(_ index: Int) -> (String, String, Int) {
        let name = "Navigation\(index)ViewController"
        let text = """
            import GoogleNavigation
            import UIKit

            final class \(name): UIViewController {
              private let mapView = CourierMap(frame: .zero)

              override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                // Keep the header for turn-by-turn, hide the footer.
                mapView.settings.isNavigationHeaderEnabled = true
                mapView.settings.isNavigationFooterEnabled = false
                mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: 120, right: 0)
              }
            }

            """
        return (name, text, 3)
    }
}

/// A small, fast, seedable generator, so every run writes the same corpus.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
