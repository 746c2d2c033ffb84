#!/usr/bin/env bash
# Type-checks Swift files against the stub SDK modules in Tests/Stubs/.
#
# Usage: scripts/typecheck-examples.sh [FILE_OR_DIR ...]
#   With no argument, type-checks every .swift file under Examples/.
#   Directories are searched recursively for .swift files.
#
# Builds Tests/Stubs/{UIKit,GoogleNavigation,CarPlay,Combine} (in dependency order) into a
# temporary directory with `swiftc -emit-module`, then runs
# `swiftc -typecheck -swift-version 6 -I <tmp> FILES`. Exit status is swiftc's
# (0 = every file type-checks). Environment:
#   SWIFTC                      swiftc to use (default: the one on PATH)
#   NAVLINT_STUBS_DIR           stub folder (default: <repo>/Tests/Stubs)
#   NAVLINT_TYPECHECK_FLAGS     extra swiftc flags (e.g. "-warnings-as-errors")
#   NAVLINT_KEEP_STUB_MODULES   a directory to build the stub modules into and keep
#   NAVLINT_TYPECHECK_SIL       1: also run the compiler's mandatory SIL diagnostics, which
#                               -typecheck skips (move checking of ~Copyable values, definite
#                               initialization, region-based isolation): `-emit-sil` instead
#   NAVLINT_STUB_CACHE          a directory to share built stub modules in: they are built once
#                               per stub sources and swiftc (a subfolder named by their hash) and
#                               reused by later runs, also by runs at the same time (scripts/test.sh
#                               sets it, as its tests type-check dozens of times)
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

stub_modules=(UIKit GoogleNavigation CarPlay Combine)  # in dependency order: the SDK and CarPlay import UIKit
for module in "${stub_modules[@]}"; do
    if [[ ! -f "$stubs_dir/$module/$module.swift" ]]; then
        echo "typecheck-examples: missing stub $stubs_dir/$module/$module.swift" >&2
        exit 2
    fi
done

# Builds the stub modules into $1.
build_stubs() {
    local module
    for module in "${stub_modules[@]}"; do
        if ! "$swiftc" -emit-module -parse-as-library -swift-version 6 \
            -module-name "$module" -I "$1" \
            -emit-module-path "$1/$module.swiftmodule" \
            "$stubs_dir/$module/$module.swift"; then
            echo "typecheck-examples: building stub module $module failed" >&2
            exit 2
        fi
    done
}

scratch=""
trap 'if [[ -n "$scratch" ]]; then rm -rf "$scratch"; fi' EXIT
if [[ -n "${NAVLINT_KEEP_STUB_MODULES:-}" ]]; then
    module_dir="$NAVLINT_KEEP_STUB_MODULES"
    mkdir -p "$module_dir"
    build_stubs "$module_dir"
elif [[ -n "${NAVLINT_STUB_CACHE:-}" ]]; then
    key="$( { "$swiftc" --version 2>&1; for module in "${stub_modules[@]}"; do
        cat "$stubs_dir/$module/$module.swift"; done; } | sha256sum | cut -c1-16)"
    module_dir="$NAVLINT_STUB_CACHE/$key"
    if [[ ! -d "$module_dir" ]]; then
        # Built aside and renamed into place, so a run at the same time sees all of it or none.
        mkdir -p "$NAVLINT_STUB_CACHE"
        scratch="$(mktemp -d "$NAVLINT_STUB_CACHE/building.XXXXXX")"
        build_stubs "$scratch"
        if mv -T "$scratch" "$module_dir" 2>/dev/null; then scratch=""; fi  # else another run was first
    fi
else
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/navlint-stubs.XXXXXX")"
    module_dir="$scratch"
    build_stubs "$module_dir"
fi

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

mode=(-typecheck)
checked="type-check"
if [[ "${NAVLINT_TYPECHECK_SIL:-}" == 1 ]]; then
    mode=(-emit-sil -wmo -module-name App -o /dev/null)
    checked="compile through SIL diagnostics"
fi

status=0
"$swiftc" "${mode[@]}" -swift-version 6 -I "$module_dir" "${extra_flags[@]}" "${files[@]}" || status=$?
if [[ $status -eq 0 ]]; then
    echo "typecheck-examples: ${#files[@]} file(s) $checked against the stubs" >&2
fi
exit $status
