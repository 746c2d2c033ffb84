#!/usr/bin/env bash
# navlint's SwiftPM plugins, used the way an app package uses them, offline. Copies the consumer
# package Tests/PluginConsumer to a temporary folder, points its navlint dependency at this
# checkout (by path), and checks:
#   - `swift build` builds navlint from source in the consumer's own build folder and prints
#     navlint's findings as warnings at their exact file:line:col (the NavlintBuildWarnings
#     build-tool plugin); lints again when a source or `.navlint.json` changes, and stops
#     running once up to date; fails on findings rated error and when navlint cannot run
#     (an invalid `.navlint.json`);
#   - `swift package navlint lint` prints what `navlint lint` prints in the package, and fails
#     when navlint fails (`--strict`); `--target` lints that target's folder; `navlint-write lint`
#     writes report files into the package (the README's CI recipe);
#   - `swift package navlint fix` is refused; `navlint-write fix` fails without
#     `--allow-writing-to-package-directory` and with it rewrites the package exactly as
#     `navlint fix` run by hand does.
# The by-hand runs use the navlint the consumer's build made, so the comparison is of the plugins
# alone. Nothing is shared with other builds. Time: README, "Running navlint from SwiftPM, Xcode
# and CI". Usage: scripts/test-plugins.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
checkout=$PWD
fixture=$checkout/Tests/PluginConsumer

work=$(mktemp -d "${TMPDIR:-/tmp}/navlint-plugins.XXXXXX")
consumer=$work/consumer
trap 'status=$?; if [ $status -eq 0 ]; then rm -rf "$work"; else echo "test-plugins: left $work for inspection" >&2; fi' EXIT

fail() {
    echo "test-plugins: FAIL: $*" >&2
    exit 1
}
step() { echo "test-plugins: $*"; }
# navlint's finding lines (Xcode's format) in the last run's output, sorted.
findings() { cat "$work/out" "$work/err" | grep -E '^[^ ].*:[0-9]+:[0-9]+: (warning|error): .*\([a-z_]+\)$' | sort || true; }
# Runs a command in the consumer with its output in $work/out and $work/err; sets $status.
run() {
    status=0
    (cd "$consumer" && "$@") >"$work/out" 2>"$work/err" </dev/null || status=$?
}
# Fails with the logs unless the last run() exited as expected (0, or "nonzero").
expect_status() {
    if { [ "$1" = 0 ] && [ "$status" -ne 0 ]; } || { [ "$1" = nonzero ] && [ "$status" -eq 0 ]; }; then
        cat "$work/out" "$work/err" >&2
        fail "$2: exit status $status, expected $1"
    fi
}
expect_in_err() { grep -qF -- "$1" "$work/err" || { cat "$work/err" >&2; fail "$2: no '$1' on standard error"; }; }
# Writes the consumer's .navlint.json as editors save: a new file renamed over the old one.
write_config() { echo "$1" >"$consumer/.navlint.json.new" && mv "$consumer/.navlint.json.new" "$consumer/.navlint.json"; }
# The sources of the consumer, for checking that a refused run changed nothing.
sources_digest() { (cd "$consumer" && find Sources -type f -print0 | sort -z | xargs -0 sha256sum); }

mkdir -p "$consumer"
cp -R "$fixture/." "$consumer/"
sed -i "s|path: \"../..\"|path: \"$checkout\"|" "$consumer/Package.swift"
grep -qF "path: \"$checkout\"" "$consumer/Package.swift" || fail "could not point Tests/PluginConsumer/Package.swift at $checkout"

step "swift build of the consumer (builds navlint from source)"
start=$SECONDS
run swift build
expect_status 0 "swift build"
step "  built in $((SECONDS - start)) s"
navlint=$consumer/.build/debug/navlint
[ -x "$navlint" ] || fail "the build made no $navlint"

# What navlint says when run by hand in the package: the reference for every check below.
(cd "$consumer" && "$navlint" lint --quiet) >"$work/by-hand.txt" || fail "navlint lint by hand failed"
sed -E 's/^(.*:[0-9]+:[0-9]+): warning: .* \(([a-z_]+)\)$/\1: \2/' "$work/by-hand.txt" | sort >"$work/positions.txt"
sort "$fixture/expected-findings.txt" | diff -u - "$work/positions.txt" ||
    fail "navlint lint by hand in the consumer does not report Tests/PluginConsumer/expected-findings.txt"

# The build's warnings are navlint's lines with absolute paths (what Xcode attaches to lines).
expect_build_warnings() {
    sed "s|^|$consumer/|" "$1" | sort >"$work/want"
    findings | diff -u "$work/want" - || fail "$2: the build's navlint warnings differ (- expected, + printed)"
}
expect_build_warnings "$work/by-hand.txt" "first build"

# SwiftPM 6.3.1 relinks the plugins' tools (and reruns navlint's own EmbedRules) in the first
# builds after a clean one, so navlint lints again then; after that, nothing changed, it must not.
step "swift build again until up to date: navlint stops running (at most 4 builds)"
for attempt in 1 2 3 4; do
    run swift build
    expect_status 0 "swift build with nothing changed"
    [ -n "$(findings)" ] || break
    [ "$attempt" -lt 4 ] || fail "navlint ran in each of 4 builds with nothing changed"
done
step "  up to date after $attempt builds"

step "swift build after a source change: navlint runs again"
echo "" >>"$consumer/Sources/RouteScreen/RouteViewController.swift"
run swift build
expect_status 0 "swift build after a source change"
expect_build_warnings "$work/by-hand.txt" "build after a source change"

step "swift build with a .navlint.json: it is read, and a change to it relints"
write_config '{ "disabled_rules": ["legacy_map_padding"] }'
run swift build
expect_status 0 "swift build with .navlint.json"
grep -v "(legacy_map_padding)$" "$work/by-hand.txt" >"$work/without-padding.txt"
expect_build_warnings "$work/without-padding.txt" "build with legacy_map_padding disabled"

step "swift build with findings rated error: the build fails"
write_config '{ "severity": { "legacy_map_padding": "error" } }'
run swift build
expect_status nonzero "swift build with legacy_map_padding rated error"
sed -E 's/: warning: (.*\(legacy_map_padding\))$/: error: \1/' "$work/by-hand.txt" >"$work/padding-error.txt"
expect_build_warnings "$work/padding-error.txt" "build with legacy_map_padding rated error"

step "swift build when navlint cannot run (invalid .navlint.json): the build fails"
write_config '{ "disabled_rule": [] }'
run swift build
expect_status nonzero "swift build with an invalid .navlint.json"
grep -qF "navlint exited with status 2" "$work/out" "$work/err" || { cat "$work/out" "$work/err" >&2; fail "the failed build does not say navlint exited with status 2"; }
rm "$consumer/.navlint.json"

step "swift package navlint lint: navlint's findings, its exit status"
start=$SECONDS
run swift package navlint lint --quiet
expect_status 0 "swift package navlint lint"
diff -u "$work/by-hand.txt" "$work/out" || fail "swift package navlint lint differs from navlint lint by hand"
step "  ran in $((SECONDS - start)) s"
run swift package navlint lint --quiet --strict --target RouteScreen
expect_status nonzero "swift package navlint lint --strict"
expect_in_err "error: navlint lint exited with status 1" "swift package navlint lint --strict"
(cd "$consumer" && "$navlint" lint --quiet Sources/RouteScreen) >"$work/target.txt" || true
diff -u "$work/target.txt" "$work/out" || fail "swift package navlint lint --target RouteScreen differs from navlint lint Sources/RouteScreen"

step "swift package navlint-write lint with report files (the README's CI recipe)"
run swift package --allow-writing-to-package-directory navlint-write lint --quiet \
    --reporter text --reporter sarif:build/navlint.sarif --reporter junit:build/navlint-junit.xml
expect_status 0 "swift package navlint-write lint with reports"
diff -u "$work/by-hand.txt" "$work/out" || fail "navlint-write lint's text report differs from navlint lint by hand"
for report in navlint.sarif navlint-junit.xml; do
    grep -q legacy_map_padding "$consumer/build/$report" || fail "navlint-write lint wrote no build/$report with the findings"
done

step "swift package navlint fix: refused; navlint-write fix: needs the permission"
before=$(sources_digest)
run swift package navlint fix
expect_status nonzero "swift package navlint fix"
expect_in_err "navlint-write fix" "swift package navlint fix"
run swift package navlint-write fix
expect_status nonzero "swift package navlint-write fix without --allow-writing-to-package-directory"
expect_in_err "--allow-writing-to-package-directory" "swift package navlint-write fix without the permission"
[ "$(sources_digest)" = "$before" ] || fail "a refused fix changed the consumer's sources"

step "swift package --allow-writing-to-package-directory navlint-write fix: as navlint fix by hand"
mkdir "$work/by-hand"
cp -R "$consumer/Sources" "$work/by-hand/"
(cd "$work/by-hand" && "$navlint" fix --quiet) || fail "navlint fix by hand failed"
run swift package --allow-writing-to-package-directory navlint-write fix --quiet
expect_status 0 "swift package navlint-write fix"
[ "$(sources_digest)" != "$before" ] || fail "navlint-write fix changed nothing"
diff -ru "$work/by-hand/Sources" "$consumer/Sources" || fail "navlint-write fix differs from navlint fix by hand"
[ ! -e "$consumer/.navlint" ] || fail "navlint-write fix left its journal"

echo "test-plugins: all passed"
