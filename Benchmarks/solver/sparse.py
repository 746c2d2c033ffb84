"""Benchmark `navlint solve` on long chains and trees: sparse systems that must scale near-linearly.

Shapes (N variables x0..x{N-1}, every link required):
  chain      x0 == 0 first, then x{i+1} - x{i} == 8
  chain-last the links first, then the pin x0 == 0 (the chain is built unpinned)
  edit-last  x0 >= 0, the links, and x{N-1} an edit variable (strong) suggested 10 times
  edit-first the links only, and x0 an edit variable suggested 10 times
  ineq       x0 == 0, x{i+1} - x{i} >= 8 required and == 8 weak (slacks are parametric, so every row
             depends on all the links before it: quadratic for any Cassowary tableau, kiwi's too)
  tree       x0 == 0, x{i} == x{(i-1)/2} + (i % 7 + 1), a binary tree
  views      N stacked views (x, y, w, h each: leading 8, trailing 8 from the container, 8 below the
             view above, height 44 strong and at least 20) in a container whose width is an edit
             variable (strong) suggested 10 times: a crossing edit, every width depends on it

Prints, per shape and size, the in-process build and step times (`"timing": true`) and the wall
time of the whole run (JSON parsing and output included), checks every value against the shape's
formula, and with --kiwi the same document through kiwisolver (scripts/kiwi_solve.py).

Usage: python3 Benchmarks/solver/sparse.py PATH/TO/navlint [--sizes 1000,4000,10000]
       [--shapes chain,tree] [--kiwi] [--timeout 120]
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import KIWI, run  # noqa: E402

SUGGESTIONS = 10


def link(i, op="==", strength="required"):
    return {"terms": {f"x{i + 1}": 1.0, f"x{i}": -1.0}, "constant": -8.0, "op": op, "strength": strength}


def pin(i, op="=="):
    return {"terms": {f"x{i}": 1.0}, "constant": 0.0, "op": op}


def document(shape, n):
    """The document and the values it must give (after its last step)."""
    links = [link(i) for i in range(n - 1)]
    edits, steps = [], []
    expected = {f"x{i}": 8.0 * i for i in range(n)}
    if shape == "chain":
        constraints = [pin(0)] + links
    elif shape == "chain-last":
        constraints = links + [pin(0)]
    elif shape == "edit-last":
        constraints = [pin(0, ">=")] + links
        edits = [{"variable": f"x{n - 1}", "strength": "strong"}]
        last = [8.0 * (n - 1) + k for k in range(SUGGESTIONS)]
        steps = [{"suggest": {f"x{n - 1}": value}} for value in last]
        expected = {f"x{i}": last[-1] - 8.0 * (n - 1 - i) for i in range(n)}
    elif shape == "edit-first":
        constraints = links
        edits = [{"variable": "x0", "strength": "strong"}]
        steps = [{"suggest": {"x0": float(k)}} for k in range(SUGGESTIONS)]
        expected = {f"x{i}": SUGGESTIONS - 1 + 8.0 * i for i in range(n)}
    elif shape == "ineq":
        constraints = [pin(0)] + [c for i in range(n - 1) for c in (link(i, ">="), link(i, "==", "weak"))]
    elif shape == "tree":
        constraints = [pin(0)]
        values = [0.0]
        for i in range(1, n):
            offset = float(i % 7 + 1)
            constraints.append({"terms": {f"x{i}": 1.0, f"x{(i - 1) // 2}": -1.0}, "constant": -offset, "op": "=="})
            values.append(values[(i - 1) // 2] + offset)
        expected = {f"x{i}": value for i, value in enumerate(values)}
    elif shape == "views":
        return views(n)
    else:
        sys.exit(f"unknown shape {shape}")
    doc = {"variables": [f"x{i}" for i in range(n)], "constraints": constraints, "timing": True}
    if edits:
        doc.update(edits=edits, steps=steps)
    return doc, expected


def views(n):
    """The `views` shape: n views, 4n + 1 variables."""
    count = n
    names, constraints, expected = ["container.width"], [], {}
    widths = [375.0 + 40.0 * k for k in range(SUGGESTIONS)]
    for i in range(count):
        x, y, w, h = (f"v{i}.{part}" for part in ("x", "y", "w", "h"))
        names += [x, y, w, h]
        constraints.append({"terms": {x: 1.0}, "constant": -8.0, "op": "=="})
        constraints.append({"terms": {x: 1.0, w: 1.0, "container.width": -1.0}, "constant": 8.0, "op": "=="})
        if i == 0:
            constraints.append({"terms": {y: 1.0}, "constant": -8.0, "op": "=="})
        else:
            constraints.append(
                {"terms": {y: 1.0, f"v{i - 1}.y": -1.0, f"v{i - 1}.h": -1.0}, "constant": -8.0, "op": "=="})
        constraints.append({"terms": {h: 1.0}, "constant": -44.0, "op": "==", "strength": "strong"})
        constraints.append({"terms": {h: 1.0}, "constant": -20.0, "op": ">="})
        expected.update({x: 8.0, w: widths[-1] - 16.0, y: 8.0 + 52.0 * i, h: 44.0})
    expected["container.width"] = widths[-1]
    doc = {"variables": names, "constraints": constraints, "timing": True,
           "edits": [{"variable": "container.width", "strength": "strong"}],
           "steps": [{"suggest": {"container.width": width}} for width in widths]}
    return doc, expected


def timed(command, doc, timeout):
    start = time.monotonic()
    result = run(command, doc, timeout)
    return result, time.monotonic() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("navlint")
    parser.add_argument("--sizes", default="1000,2000,4000,10000")
    parser.add_argument("--shapes", default="chain,chain-last,edit-last,edit-first,ineq,tree,views")
    parser.add_argument("--kiwi", action="store_true")
    parser.add_argument("--timeout", type=float, default=120)
    args = parser.parse_args()
    print(f"{'shape':>10} {'N':>6} | {'build':>8} {'steps':>8} {'wall':>8} | {'kiwi build':>10} {'steps':>8} "
          f"{'wall':>8} | values")
    for shape in args.shapes.split(","):
        for n in map(int, args.sizes.split(",")):
            doc, expected = document(shape, n)
            ours, wall = timed([args.navlint, "solve"], doc, args.timeout)
            if ours is None:
                print(f"{shape:>10} {n:>6} | timed out after {args.timeout:.0f} s", flush=True)
                continue
            values = ours["steps"][-1]["values"]
            right = all(abs(values[name] - value) <= 1e-6 * max(1.0, abs(value)) for name, value in expected.items())
            kiwi = f"{'-':>10} {'-':>8} {'-':>8}"
            if args.kiwi:
                theirs, kiwi_wall = timed([sys.executable, KIWI], doc, args.timeout)
                kiwi = (f"{'timeout':>10} {'':>8} {'':>8}" if theirs is None else
                        f"{theirs['timing']['build']:>9.3f}s {theirs['timing']['steps']:>7.3f}s {kiwi_wall:>7.3f}s")
            print(f"{shape:>10} {n:>6} | {ours['timing']['build']:>7.3f}s {ours['timing']['steps']:>7.3f}s "
                  f"{wall:>7.3f}s | {kiwi} | {'right' if right else 'WRONG'}", flush=True)


if __name__ == "__main__":
    main()
