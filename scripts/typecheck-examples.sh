#!/usr/bin/env bash
# Type-checks Swift files against the stub SDK modules in Tests/Stubs/.
#
# Usage: scripts/typecheck-examples.sh [FILE_OR_DIR ...]
#   With no argument, type-checks every .swift file under Examples/.
#   Directories are searched recursively for .swift files.
#
# Builds Tests/Stubs/{UIKit,GoogleNavigation,CarPlay} (in dependency order) into a
# temporary directory with `swiftc -emit-module`, then runs
# `swiftc -typecheck -swift-version 6 -I <tmp> FILES`. Exit status is swiftc's
# (0 = every file type-checks). Environment:
#   SWIFTC                      swiftc to use (default: the one on PATH)
#   NAVLINT_STUBS_DIR           stub folder (default: <repo>/Tests/Stubs)
#   NAVLINT_TYPECHECK_FLAGS     extra swiftc flags (e.g. "-warnings-as-errors")
#   NAVLINT_KEEP_STUB_MODULES   a directory to build the stub modules into and keep
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
stubs_dir="${NAVLINT_STUBS_DIR:-$repo_root/Tests/Stubs}"

swiftc="${SWIFTC:-}"
if [[ -z "$swiftc" ]]; then
    if ! swiftc="$(command -v swiftc)"; then
        echo "typecheck-examples: swiftc not found on PATH (set SWIFTC)" >&2
        exit 2
    fi
fi

if [[ -n "${NAVLINT_KEEP_STUB_MODULES:-}" ]]; then
    module_dir="$NAVLINT_KEEP_STUB_MODULES"
    mkdir -p "$module_dir"
else
    module_dir="$(mktemp -d "${TMPDIR:-/tmp}/navlint-stubs.XXXXXX")"
    trap 'rm -rf "$module_dir"' EXIT
fi

# Stub modules, in dependency order: GoogleNavigation and CarPlay import UIKit.
for module in UIKit GoogleNavigation CarPlay; do
    source_file="$stubs_dir/$module/$module.swift"
    if [[ ! -f "$source_file" ]]; then
        echo "typecheck-examples: missing stub $source_file" >&2
        exit 2
    fi
    if ! "$swiftc" -emit-module -parse-as-library -swift-version 6 \
        -module-name "$module" -I "$module_dir" \
        -emit-module-path "$module_dir/$module.swiftmodule" \
        "$source_file"; then
        echo "typecheck-examples: building stub module $module failed" >&2
        exit 2
    fi
done

# The files to check.
files=()
collect() {
    local path="$1"
    if [[ -d "$path" ]]; then
        while IFS= read -r -d '' f; do files+=("$f"); done \
            < <(find "$path" -type f -name '*.swift' -print0 | sort -z)
    elif [[ -f "$path" ]]; then
        files+=("$path")
    else
        echo "typecheck-examples: no such file or directory: $path" >&2
        exit 2
    fi
}
if [[ $# -eq 0 ]]; then
    collect "$repo_root/Examples"
else
    for arg in "$@"; do collect "$arg"; done
fi
if [[ ${#files[@]} -eq 0 ]]; then
    echo "typecheck-examples: no .swift files to check" >&2
    exit 2
fi

# A single file is type-checked as a library too (no top-level code), unless it is main.swift.
extra_flags=()
parse_as_library=1
for f in "${files[@]}"; do
    [[ "$(basename "$f")" == "main.swift" ]] && parse_as_library=0
done
[[ $parse_as_library -eq 1 ]] && extra_flags+=(-parse-as-library)
# shellcheck disable=SC2206
[[ -n "${NAVLINT_TYPECHECK_FLAGS:-}" ]] && extra_flags+=(${NAVLINT_TYPECHECK_FLAGS})

status=0
"$swiftc" -typecheck -swift-version 6 -I "$module_dir" "${extra_flags[@]}" "${files[@]}" || status=$?
if [[ $status -eq 0 ]]; then
    echo "typecheck-examples: ${#files[@]} file(s) type-check against the stubs" >&2
fi
exit $status
