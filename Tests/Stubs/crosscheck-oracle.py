#!/usr/bin/env python3
"""Cross-checks Examples/expected-findings.txt against the compiler.

The oracle is written by hand. This script gives an independent check: it copies
the GoogleNavigation stub, marks every legacy API `@available(*, deprecated)`,
type-checks Examples/ against it (with and without each `-D` flag below, so both
branches of `#if` are seen) and collects swiftc's deprecation warnings. swiftc
resolves receivers exactly, so its warnings are the legacy uses (with the
compiler's line and UTF-8 column). Implementing `navigatorWillPresentPrompt(_:)`
/ `navigatorDidDismissPrompt(_:)` draws no warning, so those oracle lines are only
checked to sit on the `func` name of a type that conforms to GMSNavigatorListener.

Usage: Tests/Stubs/crosscheck-oracle.py   (exit 0 when the oracle matches)
"""
import os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STUBS = os.path.join(ROOT, "Tests", "Stubs")
EXAMPLES = os.path.join(ROOT, "Examples")
DEFINES = [[], ["-D", "FLEET_SPLIT_VIEW"]]

RULES = {
    "isNavigationHeaderEnabled": "legacy_navigation_header_enabled",
    "isNavigationFooterEnabled": "legacy_navigation_footer_enabled",
    "isNavigationTripProgressBarEnabled": "legacy_trip_progress_bar_enabled",
    "isNavigationReportIncidentButtonEnabled": "legacy_report_incident_button_enabled",
    "setHeaderAccessoryView": "legacy_header_accessory_view",
    "setHeaderAccessory": "legacy_header_accessory_view",
    "invalidateLayout(forAccessoryView:)": "legacy_header_accessory_view",
    "GMSNavigationAccessoryView": "legacy_header_accessory_view",
    "padding": "legacy_map_padding",
    "paddingAdjustmentBehavior": "legacy_map_padding",
    "navigationHeaderLayoutGuide": "legacy_header_layout_guide",
    "navigationFooterLayoutGuide": "legacy_footer_layout_guide",
    "bottomTrailingButtonsLayoutGuide": "legacy_buttons_layout_guide",
    "bottomTrailingButtonsAlternateLayoutGuide": "legacy_buttons_alternate_layout_guide",
}
DEPRECATE = [
    r"open var isNavigation(Header|Footer|TripProgressBar|ReportIncidentButton)Enabled\b",
    r"open var padding(AdjustmentBehavior)?:", r"open var navigation(Header|Footer)LayoutGuide\b",
    r"open var bottomTrailingButtons", r"open func setHeaderAccessory", r"open func invalidateLayout",
    r"^public protocol GMSNavigationAccessoryView\b",
]


def swiftc(*args):
    return subprocess.run([shutil.which("swiftc") or "swiftc", *args], capture_output=True, text=True)


def main():
    tmp = tempfile.mkdtemp(prefix="navlint-oracle.")
    try:
        lines = []
        for line in open(os.path.join(STUBS, "GoogleNavigation", "GoogleNavigation.swift")):
            if any(re.search(p, line) for p in DEPRECATE):
                lines.append(re.match(r"\s*", line).group(0) + '@available(*, deprecated, message: "LEGACY")\n')
            lines.append(line)
        stub = os.path.join(tmp, "GoogleNavigation.swift")
        open(stub, "w").writelines(lines)
        for module, source in [("UIKit", os.path.join(STUBS, "UIKit", "UIKit.swift")), ("GoogleNavigation", stub),
                               ("CarPlay", os.path.join(STUBS, "CarPlay", "CarPlay.swift")),
                               ("Combine", os.path.join(STUBS, "Combine", "Combine.swift"))]:
            r = swiftc("-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                       "-I", tmp, "-emit-module-path", os.path.join(tmp, module + ".swiftmodule"), source)
            if r.returncode:
                sys.exit(r.stderr)
        files = sorted(os.path.relpath(os.path.join(d, f), EXAMPLES)
                       for d, _, fs in os.walk(EXAMPLES) for f in fs if f.endswith(".swift"))
        found = set()
        for defines in DEFINES:
            r = subprocess.run([shutil.which("swiftc") or "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
                                "-I", tmp, *defines, *files], capture_output=True, text=True, cwd=EXAMPLES)
            if r.returncode:
                sys.exit(r.stderr)
            for m in re.finditer(r"^(\S+\.swift):(\d+):(\d+): warning: '([^']+)' is deprecated: LEGACY", r.stderr, re.M):
                found.add((m[1], int(m[2]), int(m[3]), RULES[m[4]]))
        expected, listeners = set(), []
        for line in open(os.path.join(EXAMPLES, "expected-findings.txt")):
            path, ln, col, rule = re.fullmatch(r"(.+?):(\d+):(\d+): (\w+)\n?", line).groups()
            item = (path, int(ln), int(col), rule)
            if rule == "legacy_prompt_listener":
                listeners.append(item)
            else:
                expected.add(item)
        ok = True
        for item in sorted(found - expected):
            ok = False; print("compiler only: %s:%d:%d: %s" % item)
        for item in sorted(expected - found):
            ok = False; print("oracle only:   %s:%d:%d: %s" % item)
        for path, ln, col, rule in listeners:
            text = open(os.path.join(EXAMPLES, path), "rb").read().split(b"\n")[ln - 1]
            m = re.match(rb"\s*func (navigatorWillPresentPrompt|navigatorDidDismissPrompt)\(", text)
            if not m or m.start(1) + 1 != col:
                ok = False; print("listener position wrong: %s:%d:%d" % (path, ln, col))
        print("%d compiler-confirmed uses, %d listener implementations: %s"
              % (len(found & expected), len(listeners), "oracle OK" if ok else "MISMATCH"))
        return 0 if ok else 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
