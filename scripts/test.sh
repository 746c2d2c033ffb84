#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs missing test dependencies,
# builds navlint and its tests optimized, runs them, then the checks that need
# outside tools (report schemas, the Examples type-check, a sample of the
# solver's differential test against kiwisolver; the full sweep is
# scripts/differential-kiwi-full.sh). Time and memory: see the README.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/install-test-deps.sh
# One optimized build serves the binary and the tests: the tests (interpreter-heavy verify runs
# above all) take 3-4x less CPU optimized, and nothing is compiled twice. -enable-testing
# keeps @testable imports working; `swift test` must get the same flags and --skip-build, or it
# compiles everything again with its own. A scratch path of its own leaves `.build/release`
# (the plain `swift build -c release` you install) alone.
build=(-c release -Xswiftc -enable-testing --scratch-path .build-tests)
# The tests type-check fixed trees against the SDK stubs dozens of times: build the stub modules once.
export NAVLINT_STUB_CACHE="$PWD/.build-tests/stub-modules"
swift build "${build[@]}" --build-tests
swift test "${build[@]}" --skip-build
navlint=.build-tests/release/navlint

# The SwiftPM plugins, from a consumer package that builds navlint again in its own build folder
# (debug). It runs beside the mostly single-threaded checks below; its log is printed at the end.
plugins_log=.build-tests/test-plugins.log
scripts/test-plugins.sh >"$plugins_log" 2>&1 &
plugins=$!
# A failing check below ends the run: the plugins test with it.
trap 'kill "$plugins" 2>/dev/null || true' EXIT

# Reports: the golden files, and a live run over Examples in every XML/SARIF format, against
# the schemas in Tests/Schemas (which must equal CI's ../shared/schemas where that exists).
reports=.build-tests/reports
mkdir -p "$reports"
"$navlint" lint Examples --quiet --reporter "junit:$reports/examples.junit.xml" \
    --reporter "checkstyle:$reports/examples.checkstyle.xml" --reporter "sarif:$reports/examples.sarif"
scripts/validate-reports.sh "$reports/examples.junit.xml" "$reports/examples.checkstyle.xml" "$reports/examples.sarif"

# The Examples app and the SDK's sample delegate compile against the SDK/UIKit stubs through
# swiftc's SIL diagnostics, in the default build and in the fleet screen's iPad split-view build.
NAVLINT_TYPECHECK_SIL=1 scripts/typecheck-examples.sh Examples Tests/Stubs/Fixtures
NAVLINT_TYPECHECK_SIL=1 NAVLINT_TYPECHECK_FLAGS="-D FLEET_SPLIT_VIEW" scripts/typecheck-examples.sh Examples

# The solver against kiwisolver on a seeded sample of the full sweep's random systems that keeps
# the large ones (scripts/differential_kiwi.py --sample).
scripts/differential-kiwi.sh "$navlint" --count 30 --sample 8 --sample-large 2 --timeout 20 --kiwi-timeout 20

# The plugins test started above: its log, and its verdict.
if wait "$plugins"; then
    cat "$plugins_log"
else
    cat "$plugins_log"
    echo "test-plugins failed" >&2
    exit 1
fi

echo "navlint tests: all passed"
