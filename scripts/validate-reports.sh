#!/usr/bin/env bash
# Validates reports against the schemas CI tools use: JUnit (junit-10.xsd) and
# Checkstyle with xmllint (Debian package libxml2-utils), SARIF with
# scripts/validate_sarif.py (Python package jsonschema).
#
# Usage: scripts/validate-reports.sh [REPORT ...]
#   Always validates the golden reports in Tests/NavlintReportersTests/Golden;
#   each REPORT given is validated too, by its name: *.junit.xml, *.checkstyle.xml,
#   *.junit-file-attributes.xml (well-formedness only) or *.sarif.
#
# Schemas are read from the repository's copy, Tests/Schemas, unless
# NAVLINT_SCHEMAS names another directory. CI keeps the authoritative schemas in
# <repo root>/../shared/schemas (NAVLINT_CI_SCHEMAS overrides that path); when
# that folder exists, every schema in it must be byte-identical to the copy in
# Tests/Schemas, or the check fails. Failing (rather than warning) on a mere
# difference is deliberate: CI's copy is the authority, so a difference means the
# tests validate against a schema CI does not use, and the copy must be updated.
# Identical files give identical verdicts, so comparing them is enough: the
# reports need not be validated a second time against CI's copy.
# Exit status: 0 when every report is valid, 1 otherwise, 2 when a tool is missing.
set -u

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
schemas="${NAVLINT_SCHEMAS:-$root/Tests/Schemas}"
ci_schemas="${NAVLINT_CI_SCHEMAS:-$root/../shared/schemas}"
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

if [ -d "$ci_schemas" ]; then
    compared=0
    for ci_schema in "$ci_schemas"/*.xsd "$ci_schemas"/*.json; do
        [ -e "$ci_schema" ] || continue
        compared=$((compared + 1))
        copy="$root/Tests/Schemas/$(basename "$ci_schema")"
        if ! cmp -s "$ci_schema" "$copy"; then
            echo "FAILED: Tests/Schemas/$(basename "$ci_schema") differs from CI's $ci_schema (or is missing): copy it over" >&2
            failed=$((failed + 1))
        fi
    done
    echo "report schemas: compared $compared schema(s) in $ci_schemas with Tests/Schemas"
fi

validate() {
    local file="$1"
    case "$file" in
        # --junit-file-attributes output is outside junit-10.xsd on purpose: well-formedness only.
        *.junit-file-attributes.xml) check "$file" xmllint --noout "$file" ;;
        *.junit.xml) check "$file" xmllint --noout --schema "$schemas/junit-10.xsd" "$file" ;;
        *.checkstyle.xml) check "$file" xmllint --noout --schema "$schemas/checkstyle-lint.xsd" "$file" ;;
        *.sarif) check "$file" python3 "$root/scripts/validate_sarif.py" --schema "$schemas/sarif-schema-2.1.0.json" "$file" ;;
        *) echo "FAILED: $file: not a report name this script knows" >&2; failed=$((failed + 1)) ;;
    esac
}

shopt -s nullglob
goldens=("$golden"/*.junit.xml "$golden"/*.checkstyle.xml "$golden"/*.junit-file-attributes.xml "$golden"/*.sarif)
if [ ${#goldens[@]} -eq 0 ]; then
    echo "no golden reports found in $golden" >&2
    exit 1
fi
for file in "${goldens[@]}" "$@"; do
    validate "$file"
done

echo "report schemas: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
