#!/usr/bin/env bash
# Installs what the tests need beyond the Swift toolchain, if missing:
# libxml2-dev (build), libclang-dev (build: Objective-C lint), libxml2-utils
# (xmllint), Python's kiwisolver (the solver's differential test) and
# jsonschema (SARIF validation).
set -euo pipefail

packages=()
pkg-config --exists libxml-2.0 2>/dev/null || packages+=(libxml2-dev pkg-config)
command -v xmllint >/dev/null || packages+=(libxml2-utils)
# Package.swift finds libclang as NAVLINT_LIBCLANG_PREFIX, llvm-config, or /usr/lib/llvm-N.
libclang_found() {
    local prefix
    for prefix in "${NAVLINT_LIBCLANG_PREFIX:-}" "$(llvm-config --prefix 2>/dev/null)" /usr/lib/llvm-*; do
        [ -n "$prefix" ] && [ -f "$prefix/include/clang-c/Index.h" ] && return 0
    done
    return 1
}
libclang_found || packages+=(libclang-dev)
if [ ${#packages[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi
python3 -c 'import kiwisolver, jsonschema' 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check kiwisolver jsonschema
