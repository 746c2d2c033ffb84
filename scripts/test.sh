#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs missing test dependencies,
# builds the release binary, runs `swift test`, then the checks that need
# outside tools (report schemas, the Examples type-check, the solver's
# differential test against kiwisolver).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/install-test-deps.sh
swift build -c release
swift test

# Reports: the golden files, and a live run over Examples in every XML/SARIF format, against
# the schemas in Tests/Schemas (which must equal CI's ../shared/schemas where that exists).
mkdir -p .build/reports
.build/release/navlint lint Examples --quiet --reporter junit:.build/reports/examples.junit.xml \
    --reporter checkstyle:.build/reports/examples.checkstyle.xml --reporter sarif:.build/reports/examples.sarif
scripts/validate-reports.sh .build/reports/examples.junit.xml .build/reports/examples.checkstyle.xml \
    .build/reports/examples.sarif

# The Examples app and the SDK's sample delegate type-check against the SDK/UIKit stubs,
# in the default build and in the fleet screen's iPad split-view build.
scripts/typecheck-examples.sh Examples Tests/Stubs/Fixtures
NAVLINT_TYPECHECK_FLAGS="-D FLEET_SPLIT_VIEW" scripts/typecheck-examples.sh Examples

# The solver against kiwisolver on seeded random systems.
scripts/differential-kiwi.sh .build/release/navlint

echo "navlint tests: all passed"
