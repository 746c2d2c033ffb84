import Foundation
import NavlintCore
import NavlintReporters
import NavlintXML
import Testing

/// Messages and paths full of markup, controls, noncharacters, line breaks,
/// emoji and right-to-left text go through every reporter; every output must
/// stay well-formed for its format and keep the text (minus what the format
/// cannot carry).
@Suite struct HostileTextTests {
    let report = Fixtures.hostileReport
    let sanitizedText = XMLCharacters.sanitized(Fixtures.hostileText)

    @Test func sanitizingReplacesOnlyWhatXMLForbids() {
        #expect(XMLCharacters.sanitized("a\u{0}b\u{1F}c\u{FFFE}d\u{FFFF}e") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        #expect(XMLCharacters.sanitized("tab\tlf\ncr\r 🚗 שלום \u{7F}") == "tab\tlf\ncr\r 🚗 שלום \u{7F}")
    }

    @Test(arguments: ["junit", "checkstyle"])
    func xmlReportsKeepTheTextAndAvoidCDATA(_ name: String) throws {
        let output = try ReporterRegistry.reporter(named: name).render(report)
        #expect(!output.contains("CDATA"))
        #expect(output.unicodeScalars.allSatisfy(XMLCharacters.isAllowed))
        let root = try XMLReader.parse(Array(output.utf8), path: name)
        let messages = Self.attributes("message", in: root)
        #expect(messages.count == 3)
        // Attribute values come back as written, line breaks included (they are character references).
        #expect(messages.allSatisfy { $0 == sanitizedText })
    }

    @Test func junitFailureTextIsTheXcodeLine() throws {
        let root = try XMLReader.parse(Array(try JUnitReporter().render(report).utf8), path: "junit")
        let failures = root.children.flatMap(\.children).flatMap { $0.children(named: "failure") }
        #expect(failures.count == 2)
        for failure in failures {
            #expect(failure.text.hasPrefix(XMLCharacters.sanitized(Fixtures.hostilePath) + ":3:7: "))
            #expect(!failure.text.contains("\n"))
        }
    }

    @Test(arguments: ["json", "sarif"])
    func jsonReportsParseAndKeepTheExactText(_ name: String) throws {
        let output = try ReporterRegistry.reporter(named: name).render(report)
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8))
        let strings = Self.strings(in: json)
        #expect(strings.contains(Fixtures.hostileText))
    }

    @Test func githubCommandsCannotBeBrokenOrInjected() throws {
        let output = try GitHubReporter().render(report)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasPrefix("::") && !$0.contains("\r") })
        let warning = try #require(lines.first { $0.hasPrefix("::warning ") })
        // Properties: `:` and `,` escaped; data: `%`, CR and LF escaped.
        #expect(warning.hasPrefix("::warning file=Weird/<&\"]]>\u{1}\u{FFFE}🚗/שלום%2C a%3Ab %2520.swift,line=3,col=7,"))
        #expect(warning.hasSuffix("cr%0Dlf%0Acrlf%0D%0A 100%25 ::error::x, y: 🚗👩‍👩‍👧 שלום עולם مرحبا \u{202E}rtl"))
    }

    @Test func textKeepsOneLinePerDiagnostic() throws {
        let output = try TextReporter().render(report)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3)
        let oneLine = Fixtures.hostileText.map { $0.isNewline ? " " : String($0) }.joined()
        #expect(lines[0] == "\(Fixtures.hostilePath):3:7: warning: \(oneLine) (legacy_map_padding)")
    }

    @Test func htmlEscapesEverything() throws {
        let output = try HTMLReporter().render(report)
        #expect(output.unicodeScalars.allSatisfy(XMLCharacters.isAllowed))
        #expect(!output.contains("]]>"))
        #expect(!output.contains("<&"))
        #expect(output.contains("a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39; ]]&gt;"))
        #expect(output.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!output.contains("<?xml"))
        // Every tag opened by the page is closed: count the structural ones.
        for tag in ["html", "body", "table", "section", "div", "figure", "pre", "code", "p"] {
            let opened =
                output.components(separatedBy: "<\(tag)>").count + output.components(separatedBy: "<\(tag) ").count - 2
            #expect(opened == output.components(separatedBy: "</\(tag)>").count - 1, "<\(tag)> not balanced")
        }
    }

    static func attributes(_ name: String, in element: XMLElement) -> [String] {
        element.attributes.filter { $0.name == name }.map(\.value)
            + element.children.flatMap { attributes(name, in: $0) }
    }

    static func strings(in json: Any) -> [String] {
        switch json {
        case let string as String: [string]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.values.flatMap(strings)
        default: []
        }
    }
}
