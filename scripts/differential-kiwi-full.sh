#!/bin/sh
# The full differential sweep of `navlint solve` against kiwisolver: 300 seeded random systems
# of every size (scripts/test.sh runs a seeded sample of them; see scripts/differential_kiwi.py).
# Run it after changing the solver (38 minutes on 2 cores shared with other builds).
# Usage: scripts/differential-kiwi-full.sh PATH/TO/navlint [--seed S] [--keep DIR]
set -eu
[ $# -ge 1 ] || { echo "usage: $0 PATH/TO/navlint [--seed S] [--keep DIR]" >&2; exit 2; }
exec "$(dirname "$0")/differential-kiwi.sh" "$@" --count 300
