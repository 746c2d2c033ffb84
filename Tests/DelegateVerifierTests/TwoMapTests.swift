@testable import DelegateVerifier
import Testing

/// Which delegates keep state per map view, and so run with a second map (`TwoMaps.swift`).
@Suite struct TwoMapTests {
    func keepsStatePerMap(_ members: String, _ declarations: String = "") throws -> Bool {
        let text = "import UIKit\n\(declarations)\nfinal class D: NSObject, NavigationLayoutDelegate {\n\(members)\n}"
        return try DelegateSource(text: text, displayPath: "D.swift").keepsStatePerMap
    }

    @Test func stateKeyedByMapViewsIsPerMap() throws {
        #expect(try keepsStatePerMap("""
            var layouts: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
            func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) { layouts[ObjectIdentifier(navMap)] = [] }
            """))
        #expect(try keepsStatePerMap("var cards: [GMSMapView: UIView] = [:]"))
        #expect(try keepsStatePerMap("let table = NSMapTable<GMSMapView, UIView>.weakToStrongObjects()"))
    }

    @Test func otherIdentitiesAreNot() throws {
        #expect(try !DelegateSource(text: Fixture.sample, displayPath: "Sample.swift").keepsStatePerMap)
        #expect(try !keepsStatePerMap("""
            var seen: Set<ObjectIdentifier> = []
            func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) { seen.insert(ObjectIdentifier(newPrompt)) }
            """))
    }
}
