import NavlintScanner
import ObjCScanner

/// Scans in-memory Objective-C files with every catalog rule, on one thread.
func scanObjC(_ files: [String: String]) -> ScanResult {
    ObjCScanner(rules: catalog.rules, options: ObjCOptions(jobs: 1))
        .scan(files.map { SourceInput(path: $0.key, contents: Array($0.value.utf8)) })
}

func scanObjC(_ source: String, path: String = "Example.m") -> ScanResult { scanObjC([path: source]) }
