@testable import DelegateVerifier
import Testing

/// `JSONDecoder` on JSON text the files hold (trial 21: a layout
/// configuration decoded from an embedded default), as Swift's synthesized
/// `Decodable` does.
@Suite struct JSONDecodingTests {
    let probe = ConstructsTests().probe

    static let declarations = """
        struct Config: Codable {
          enum Variant: String, Codable { case bottom = "bottom_panel", side }
          struct Metrics: Codable { var inset: CGFloat; var columns: Int }
          var variant: Variant
          var metrics: Metrics
          var flags: [String: Bool]
          var widths: [CGFloat]
          var note: String?
          let version = 2
          var showsPanel: Bool
          enum CodingKeys: String, CodingKey { case variant = "wide_variant", metrics, flags, widths, note, showsPanel = "shows_panel" }
        }
        let json = \"\"\"
          {"wide_variant": "bottom_panel", "metrics": {"inset": 12.5, "columns": 2},
           "flags": {"b": true, "a": false}, "widths": [1, 2.5], "shows_panel": true, "version": 9}
          \"\"\"
        """

    @Test func synthesizedDecodableReadsKeysNestedTypesAndOptionals() throws {
        let members = """
            func probe() -> String {
              let config = try! JSONDecoder().decode(Config.self, from: Data(json.utf8))
              let again = try? JSONDecoder().decode(Config.self, from: json.data(using: .utf8)!)
              return "\\(config.variant == .bottom) \\(config.metrics.inset) \\(config.metrics.columns) \\(config.flags["b"]!) "
                + "\\(config.widths) \\(config.note == nil) \\(config.version) \\(config.showsPanel) \\(again != nil)"
            }
            """
        #expect(try probe(members, Self.declarations, nil) == "true 12.5 2 true [1, 2.5] true 2 true true")
    }

    /// A missing key or a value of another type throws, as `DecodingError` does.
    @Test func missingKeysAndMismatchesThrow() throws {
        let members = """
            func probe() -> String {
              let missing = try? JSONDecoder().decode(Config.Metrics.self, from: Data(#"{"inset": 4}"#.utf8))
              let mismatch = try? JSONDecoder().decode(Config.Metrics.self, from: Data(#"{"inset": "4", "columns": 1}"#.utf8))
              do {
                _ = try JSONDecoder().decode(Config.Metrics.self, from: Data("not json".utf8))
                return "decoded"
              } catch {
                return "\\(missing == nil) \\(mismatch == nil) caught"
              }
            }
            """
        #expect(try probe(members, Self.declarations, nil) == "true true caught")
    }

    /// Trial 60a: 0 and 1 are numbers, not booleans (Foundation bridges them to
    /// `Bool` too, which threw a type mismatch and ran the `catch` branch);
    /// `true` is a boolean, not a number.
    @Test func zeroAndOneDecodeAsNumbersAndTrueOnlyAsABool() throws {
        let members = """
            func probe() -> String {
              let metrics = try? JSONDecoder().decode(Config.Metrics.self, from: Data(#"{"inset": 1.5, "columns": 0}"#.utf8))
              let one = try? JSONDecoder().decode(Config.Metrics.self, from: Data(#"{"inset": 0, "columns": 1}"#.utf8))
              let boolAsNumber = try? JSONDecoder().decode(Config.Metrics.self, from: Data(#"{"inset": 2, "columns": true}"#.utf8))
              let numberAsBool = try? JSONDecoder().decode(
                Config.self, from: Data(#"{"wide_variant": "side", "metrics": {"inset": 1, "columns": 1}, "flags": {}, "widths": [], "shows_panel": 1}"#.utf8))
              let control = try? JSONDecoder().decode(
                Config.self, from: Data(#"{"wide_variant": "side", "metrics": {"inset": 1, "columns": 1}, "flags": {}, "widths": [], "shows_panel": true}"#.utf8))
              return "\\(metrics?.inset ?? -1) \\(metrics?.columns ?? -1) \\(one?.columns ?? -1) \\(boolAsNumber == nil) \\(numberAsBool == nil) \\(control != nil)"
            }
            """
        #expect(try probe(members, Self.declarations, nil) == "1.5 0 1 true true true")
    }

    /// A custom `init(from:)` is not run: a stop, never a guess.
    @Test func aCustomInitFromStops() throws {
        let declarations = """
            struct Custom: Decodable { var inset: CGFloat; init(from decoder: Decoder) throws { inset = 1 } }
            """
        let members = """
            func probe() -> String { "\\((try? JSONDecoder().decode(Custom.self, from: Data("{}".utf8)))?.inset ?? 0)" }
            """
        #expect(throws: Unsupported.self) { try probe(members, declarations, nil) }
    }
}
