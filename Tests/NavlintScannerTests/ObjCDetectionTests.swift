import Foundation
import NavlintCore
import NavlintScanner
import ObjCScanner
import Testing

/// How the Objective-C scanner decides what is a use, beyond the rules' examples.
@Suite struct ObjCDetectionTests {
    static let imports = "#import <GoogleNavigation/GoogleNavigation.h>\n"

    @Test func anUntypedReceiverCountsOnlyForDistinctiveNames() {
        let source = Self.imports + """
            void f(id anything) {
              [anything setPadding:UIEdgeInsetsZero];
              [anything setNavigationHeaderEnabled:NO];
            }
            """
        #expect(positions(scanObjC(source)) == ["legacy_navigation_header_enabled@4:13"])
    }

    @Test func aMissingThirdPartyHeaderIsReportedAndTheRestIsStillChecked() {
        let source = "#import <SomeVendor/SomeVendor.h>\n" + Self.imports + """
            void f(GMSMapView *map, SVThing *thing) {
              [thing spin];
              map.settings.navigationFooterEnabled = NO;
            }
            """
        let result = scanObjC(source)
        #expect(positions(result) == ["legacy_navigation_footer_enabled@5:16"])
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.kind == .syntaxError)
        #expect(result.problems.first?.location.line == 1)
        #expect(result.problems.first?.message.contains("'SomeVendor/SomeVendor.h' file not found") == true)
        #expect(result.problems.first?.message.hasSuffix("results for this file may be incomplete") == true)
    }

    @Test(arguments: ["Modules.m", "Modules.mm"])
    func moduleImportsFindNavlintsDeclarations(_ path: String) {
        let source = """
            @import UIKit;
            @import GoogleNavigation;
            void f(GMSMapView *map) { map.settings.navigationFooterEnabled = NO; }
            """
        let result = scanObjC(source, path: path)
        #expect(positions(result) == ["legacy_navigation_footer_enabled@3:40"])
        #expect(result.problems.isEmpty, "\(result.problems)")
    }

    @Test func manualReferenceCountingCodeIsReadWithoutARC() {
        let source = Self.imports + """
            @interface Screen : NSObject { GMSMapView *_map; }
            @end
            @implementation Screen
            - (void)dealloc {
              [_map release];
              [super dealloc];
            }
            - (void)hide { [_map.settings setNavigationFooterEnabled:NO]; }
            @end
            """
        let result = scanObjC(source)
        #expect(positions(result) == ["legacy_navigation_footer_enabled@9:31"])
        #expect(result.problems.isEmpty, "\(result.problems)")
    }

    @Test func headersNextToAnObjectiveCPlusPlusFileAreObjectiveCPlusPlus() {
        let header = Self.imports + """
            namespace courier { inline void hide(GMSMapView *map) { map.settings.navigationHeaderEnabled = NO; } }
            """
        let result = scanObjC(["Bridge.h": header, "Bridge.mm": "#import \"Bridge.h\"\n"])
        #expect(positions(result) == ["legacy_navigation_header_enabled@2:70"])
        #expect(result.problems.isEmpty, "\(result.problems)")
    }

    @Test func suppressionCommentsWorkAsInSwift() {
        let source = Self.imports + """
            void f(GMSMapView *map) {
              map.settings.navigationFooterEnabled = NO;  // navlint:disable:this legacy_navigation_footer_enabled
              // navlint:disable:next all
              map.settings.navigationHeaderEnabled = NO;
              /* navlint:disable legacy_map_padding */
              map.padding = UIEdgeInsetsZero;
              map.settings.navigationTripProgressBarEnabled = NO;
            }
            """
        #expect(positions(scanObjC(source)) == ["legacy_trip_progress_bar_enabled@8:16"])
    }

    @Test func onlyFilesNamingALegacyNameOrAnSDKTypeReachClang() {
        let result = scanObjC([
            "Plain.m": "@interface Plain @end\n@implementation Plain @end\n",
            "Padded.m": "void f(void) { int padding = 0; (void)padding; }\n",
            "Map.m": Self.imports + "void f(GMSMapView *map) { map.settings.navigationFooterEnabled = NO; }\n",
        ])
        #expect(result.statistics.filesRead == 3)
        #expect(result.statistics.filesParsed == 1)
        #expect(positions(result) == ["legacy_navigation_footer_enabled@2:40"])
    }

    @Test func aRealSDKOnTheCommandLineComesBeforeNavlintsDeclarations() throws {
        let sdk = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-real-sdk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sdk) }
        let header = sdk.appendingPathComponent("GoogleNavigation/GoogleNavigation.h")
        try FileManager.default.createDirectory(at: header.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A "real" SDK that only this test's marker macro tells apart.
        try Data("#define REAL_SDK 1\n@interface GMSUISettings\n@property BOOL navigationHeaderEnabled;\n@end\n".utf8).write(to: header)
        let source = "#import <GoogleNavigation/GoogleNavigation.h>\n#if REAL_SDK\nvoid f(GMSUISettings *s) { s.navigationHeaderEnabled = 0; }\n#endif\n"
        let input = [SourceInput(path: "Real.m", contents: Array(source.utf8))]
        let withSDK = ObjCScanner(rules: catalog.rules, options: ObjCOptions(jobs: 1, extraArguments: ["-I", sdk.path])).scan(input)
        #expect(positions(withSDK) == ["legacy_navigation_header_enabled@3:30"])
        #expect(positions(ObjCScanner(rules: catalog.rules, options: ObjCOptions(jobs: 1)).scan(input)).isEmpty)
    }

    @Test func aCompilationDatabaseGivesEachFileItsBuildsArguments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-ccdb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = #"[{"directory": "\#(folder.path)", "file": "Screen.m", "command": "clang -c -I include -DLEGACY=1 -fobjc-arc Screen.m"}]"#
        try Data(database.utf8).write(to: folder.appendingPathComponent("compile_commands.json"))
        let loaded = try CompilationDatabase.load(path: folder.appendingPathComponent("compile_commands.json").path)
        #expect(loaded.arguments == [folder.appendingPathComponent("Screen.m").path: ["-I", folder.appendingPathComponent("include").path, "-D", "LEGACY=1"]])
    }
}
