#!/usr/bin/env bash
# Type-checks every mutant of Tests/DelegateCorpus against the SDK stubs: a
# mutant is a bug that compiles, so the verifier must catch it by its layout,
# not by its syntax. (The correct delegates are type-checked by CorpusTests;
# the 243 mutants take a few minutes, too long for every test run.)
#
# Usage: scripts/typecheck-corpus-mutants.sh [FOLDER ...]   (default: every corpus folder)
# Exit status: 0 when every mutant type-checks, 1 otherwise. Needs python3.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NAVLINT_STUB_CACHE="${NAVLINT_STUB_CACHE:-${TMPDIR:-/tmp}/navlint-stub-cache}"
python3 - "$@" <<'PY'
import json, os, shutil, subprocess, sys, tempfile
corpus = "Tests/DelegateCorpus"
folders = sys.argv[1:] or sorted(os.path.join(corpus, d) for d in os.listdir(corpus)
                                 if os.path.isfile(os.path.join(corpus, d, "mutants.json")))
failed = 0
for folder in folders:
    files = {f: open(os.path.join(folder, f)).read() for f in os.listdir(folder) if f.endswith(".swift")}
    for mutant in json.load(open(os.path.join(folder, "mutants.json"))):
        scratch = tempfile.mkdtemp(prefix="navlint-mutant-")
        try:
            for name, text in files.items():
                if name == mutant["file"]:
                    text = text.replace(mutant["find"], mutant["replace"])
                with open(os.path.join(scratch, name), "w") as out:
                    out.write(text)
            run = subprocess.run(["scripts/typecheck-examples.sh", scratch], capture_output=True, text=True)
            if run.returncode != 0:
                failed += 1
                print(f"{folder} {mutant['rule']} ({mutant['note']}) does not type-check:\n{run.stderr}", file=sys.stderr)
        finally:
            shutil.rmtree(scratch)
print("typecheck-corpus-mutants: " + (f"{failed} mutant(s) do not type-check" if failed else "every mutant type-checks"),
      file=sys.stderr)
sys.exit(1 if failed else 0)
PY
