import Testing

/// SwiftLint's disable-comment grammar, with the `navlint:` prefix.
@Suite struct SuppressionTests {
    private let use = "m.padding = .zero"

    private func findings(_ body: String) -> [String] {
        positions(scan("func f(_ m: GMSMapView) {\n\(body)\n}\n")).map { String($0.split(separator: "@")[1]) }
    }

    @Test func disableAndEnableRegions() {
        let lines = findings("""
            \(use)
            // navlint:disable legacy_map_padding
            \(use)
            \(use)
            // navlint:enable legacy_map_padding
            \(use)
            """)
        #expect(lines == ["2:3", "7:3"])
    }

    @Test func disableAllAndEnableAll() {
        let lines = findings("""
            // navlint:disable all
            \(use)
            // navlint:enable all
            \(use)
            """)
        #expect(lines == ["5:3"])
    }

    @Test func nextThisAndPrevious() {
        let lines = findings("""
            // navlint:disable:next legacy_map_padding
            \(use)
            \(use) // navlint:disable:this legacy_map_padding
            \(use)
            // navlint:disable:previous legacy_map_padding
            \(use)
            """)
        #expect(lines == ["7:3"])
    }

    @Test func severalIdsAndUnrelatedIds() {
        let lines = findings("""
            // navlint:disable:next legacy_header_layout_guide legacy_map_padding
            \(use)
            // navlint:disable:next legacy_header_layout_guide
            \(use)
            """)
        #expect(lines == ["5:3"])
    }

    @Test func blockCommentsWorkButStringsDoNot() {
        let lines = findings("""
            /* navlint:disable:next legacy_map_padding */
            \(use)
            let s = "// navlint:disable all"
            \(use)
            """)
        #expect(lines == ["5:3"])
    }

    @Test func aDisableAfterTheFindingOnItsLineDoesNotReachBack() {
        let lines = findings("\(use) // navlint:disable legacy_map_padding\n\(use)")
        #expect(lines == ["2:3"])
    }
}
