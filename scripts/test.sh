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

# Reports: the golden files, and a live run over Examples in every XML/SARIF format.
scripts/validate-reports.sh
mkdir -p .build/reports
.build/release/navlint lint Examples --quiet --reporter junit:.build/reports/examples.junit.xml \
    --reporter checkstyle:.build/reports/examples.checkstyle.xml --reporter sarif:.build/reports/examples.sarif
schemas="${NAVLINT_SCHEMAS:-$PWD/../shared/schemas}"
xmllint --noout --schema "$schemas/junit-10.xsd" .build/reports/examples.junit.xml
xmllint --noout --schema "$schemas/checkstyle-lint.xsd" .build/reports/examples.checkstyle.xml
python3 scripts/validate_sarif.py --schema "$schemas/sarif-schema-2.1.0.json" .build/reports/examples.sarif

# The Examples app and the SDK's sample delegate type-check against the SDK/UIKit stubs,
# in the default build and in the fleet screen's iPad split-view build.
scripts/typecheck-examples.sh Examples Tests/Stubs/Fixtures
NAVLINT_TYPECHECK_FLAGS="-D FLEET_SPLIT_VIEW" scripts/typecheck-examples.sh Examples

# The solver against kiwisolver on seeded random systems.
scripts/differential-kiwi.sh .build/release/navlint

echo "navlint tests: all passed"
