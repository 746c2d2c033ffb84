#!/usr/bin/env bash
# Validates the golden reports in Tests/NavlintReportersTests/Golden against
# the schemas CI tools use: JUnit (junit-10.xsd) and Checkstyle with xmllint
# (Debian package libxml2-utils), SARIF with scripts/validate_sarif.py
# (Python package jsonschema). Schemas are read from <repo root>/../shared/schemas
# unless NAVLINT_SCHEMAS names another directory.
# Exit status: 0 when every report is valid, 1 otherwise, 2 when a tool is missing.
set -u

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
schemas="${NAVLINT_SCHEMAS:-$root/../shared/schemas}"
golden="$root/Tests/NavlintReportersTests/Golden"

command -v xmllint >/dev/null || { echo "xmllint not found: install libxml2-utils" >&2; exit 2; }
python3 -c 'import jsonschema' 2>/dev/null || { echo "Python jsonschema not found: pip install jsonschema" >&2; exit 2; }

passed=0
failed=0
check() {
    local file="$1"
    shift
    if "$@"; then
        passed=$((passed + 1))
    else
        echo "FAILED: ${file#"$root"/}" >&2
        failed=$((failed + 1))
    fi
}

shopt -s nullglob
for file in "$golden"/*.junit.xml; do
    check "$file" xmllint --noout --schema "$schemas/junit-10.xsd" "$file"
done
for file in "$golden"/*.checkstyle.xml; do
    check "$file" xmllint --noout --schema "$schemas/checkstyle-lint.xsd" "$file"
done
# --junit-file-attributes output is outside junit-10.xsd on purpose: well-formedness only.
for file in "$golden"/*.junit-file-attributes.xml; do
    check "$file" xmllint --noout "$file"
done
for file in "$golden"/*.sarif; do
    check "$file" python3 "$root/scripts/validate_sarif.py" --schema "$schemas/sarif-schema-2.1.0.json" "$file"
done

if [ $((passed + failed)) -eq 0 ]; then
    echo "no golden reports found in $golden" >&2
    exit 1
fi
echo "report schemas: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
