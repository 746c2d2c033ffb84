#!/bin/sh
# Differential test of `navlint solve` against kiwisolver (pip install kiwisolver).
# Usage: scripts/differential-kiwi.sh PATH/TO/navlint [--count N] [--seed S] [--keep DIR]
#   [--sample K] [--sample-large K] [--timeout SECONDS] [--kiwi-timeout SECONDS] [--kiwi-memory MIB]   (see scripts/differential_kiwi.py)
set -eu
[ $# -ge 1 ] || { echo "usage: $0 PATH/TO/navlint [--count N] [--seed S] [--keep DIR]" >&2; exit 2; }
exec python3 "$(dirname "$0")/differential_kiwi.py" "$@"
