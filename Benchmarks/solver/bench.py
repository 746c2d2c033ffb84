"""Benchmark `navlint solve` against kiwisolver on the same Auto Layout-like grids.

N views (x, y, width, height each) in a grid inside a container whose width is set first (as the
window sets it) and then is an edit variable: each row is a chain (leading to the previous view's trailing edge plus 8, equal widths, the last
view 8 from the container's trailing edge), each view sits 8 below the view above, has a minimum
width, a strong preferred height, a minimum height, and a weak aspect limit. About 8 constraints
per view.

Times (a) adding every constraint and solving, (b) 100 suggestions of the container width, for both
solvers, runs each solver in its own process (kiwi through scripts/kiwi_solve.py, ours through
`navlint solve` in its timing mode), checks that the final values agree, and prints the ratios.
kiwi is very slow on big layouts (every pivot scans every row), so it can be given fewer edits at a
size; ratios are per edit.

Usage: python3 Benchmarks/solver/bench.py PATH/TO/navlint [--sizes 100,1000,10000] [--edits 100]
       [--kiwi-edits 10000:3] [--kiwi-timeout 1800]
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
KIWI = os.path.join(HERE, "..", "..", "scripts", "kiwi_solve.py")


def grid(views, edits):
    columns = max(1, round(math.sqrt(views)))
    names, constraints = ["container.width"], []

    def add(terms, constant, op, strength="required"):
        constraints.append({"terms": terms, "constant": constant, "op": op, "strength": strength})

    # The window's width, as UIKit sets it before layout; the edit (strong) overrides it.
    add({"container.width": 1.0}, -375.0 * max(1, columns / 4), "==", "medium")

    for index in range(views):
        x, y, w, h = (f"v{index}.{part}" for part in ("x", "y", "w", "h"))
        names += [x, y, w, h]
        row, column = divmod(index, columns)
        if column == 0:
            add({x: 1.0}, -8.0, "==")
        else:
            left = f"v{index - 1}"
            add({x: 1.0, f"{left}.x": -1.0, f"{left}.w": -1.0}, -8.0, "==")
            add({w: 1.0, f"{left}.w": -1.0}, 0.0, "==")
        if column == columns - 1 or index == views - 1:
            add({x: 1.0, w: 1.0, "container.width": -1.0}, 8.0, "==")
        if row == 0:
            add({y: 1.0}, -8.0, "==")
        else:
            above = f"v{index - columns}"
            add({y: 1.0, f"{above}.y": -1.0, f"{above}.h": -1.0}, -8.0, ">=")
            add({y: 1.0, f"{above}.y": -1.0, f"{above}.h": -1.0}, -8.0, "==", "weak")
        add({w: 1.0}, -10.0, ">=")
        add({h: 1.0}, -44.0, "==", "strong")
        add({h: 1.0}, -20.0, ">=")
        add({h: 1.0, w: -0.5}, 0.0, "<=", "weak")
    base = 375.0 * max(1, columns / 4)
    steps = [{"suggest": {"container.width": base * (0.8 + 0.4 * (step % 10) / 9)}} for step in range(edits)]
    return {"variables": names, "constraints": constraints,
            "edits": [{"variable": "container.width", "strength": "strong"}], "steps": steps, "timing": True}


def run(command, doc, timeout):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(doc, handle)
    try:
        result = subprocess.run(command + [handle.name], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    finally:
        os.unlink(handle.name)
    if result.returncode != 0:
        sys.exit(f"{command[0]} failed: {result.stdout[:300]} {result.stderr[:300]}")
    return json.loads(result.stdout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("navlint")
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--kiwi-edits", default="10000:3", help="SIZE:EDITS pairs limiting kiwi's edits")
    parser.add_argument("--kiwi-timeout", type=float, default=1800)
    args = parser.parse_args()
    kiwi_edits = dict(map(int, pair.split(":")) for pair in args.kiwi_edits.split(",") if pair)
    print(f"{'views':>6} {'constraints':>11} | {'kiwi build':>10} {'ours build':>10} {'ratio':>7} | "
          f"{'kiwi/edit':>10} {'ours/edit':>10} {'ratio':>7} | agree")
    for views in map(int, args.sizes.split(",")):
        ours_doc = grid(views, args.edits)
        kiwi_steps = kiwi_edits.get(views, args.edits)
        ours = run([args.navlint, "solve"], ours_doc, None)
        kiwi = run([sys.executable, KIWI], grid(views, kiwi_steps), args.kiwi_timeout)
        ours_edit = ours["timing"]["steps"] / args.edits
        if kiwi is None:
            print(f"{views:>6} {len(ours_doc['constraints']):>11} | kiwi timed out after {args.kiwi_timeout:.0f} s; "
                  f"ours build {ours['timing']['build']:.3f} s, {ours_edit * 1e3:.3f} ms/edit")
            continue
        kiwi_edit = kiwi["timing"]["steps"] / kiwi_steps
        # Both end on the same suggestion only when they ran the same number of edits.
        agree = "-"
        if kiwi_steps == args.edits:
            mine, theirs = ours["steps"][-1]["values"], kiwi["steps"][-1]["values"]
            agree = "yes" if all(abs(mine[k] - theirs[k]) <= 1e-6 * max(1, abs(theirs[k])) for k in mine) else "NO"
        print(f"{views:>6} {len(ours_doc['constraints']):>11} | {kiwi['timing']['build']:>9.3f}s "
              f"{ours['timing']['build']:>9.3f}s {kiwi['timing']['build'] / ours['timing']['build']:>6.1f}x | "
              f"{kiwi_edit * 1e3:>8.2f}ms {ours_edit * 1e3:>8.3f}ms {kiwi_edit / ours_edit:>6.1f}x | {agree}",
              flush=True)


if __name__ == "__main__":
    main()
