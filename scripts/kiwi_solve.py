"""Solve a `navlint solve` JSON document with kiwisolver, printing the same output format.

The reference side of the differential test and the benchmark. Runs in its own process because
kiwisolver 1.5.1 can abort the interpreter. Exit codes: 0 solved, 1 kiwi reported an unsatisfiable
constraint, 3 kiwi failed in some other way.
"""
import json
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
LEVELS = {1000: "required", 750: "strong", 500: "medium", 250: "weak"}


def strength(value, default):
    """Kiwi's strength for a document strength; only the four named levels map exactly."""
    if value is None:
        value = default
    if not isinstance(value, str):
        value = LEVELS[value]
    return STRENGTHS[value]


def build(doc, names):
    solver = kiwi.Solver()
    for index, entry in enumerate(doc["constraints"]):
        expression = sum((coefficient * names[name] for name, coefficient in sorted(entry["terms"].items())),
                         kiwi.Expression([], entry.get("constant", 0.0)))
        op = entry["op"]
        relation = expression == 0 if op == "==" else expression <= 0 if op == "<=" else expression >= 0
        try:
            solver.addConstraint(relation | strength(entry.get("strength"), "required"))
        except kiwi.UnsatisfiableConstraint:
            print(json.dumps({"error": {"kind": "unsatisfiable", "constraint": index}}))
            sys.exit(1)
    for edit in doc.get("edits", []):
        solver.addEditVariable(names[edit["variable"]], strength(edit.get("strength"), "strong"))
    return solver


def main(path):
    with open(path) as handle:
        doc = json.load(handle)
    names = {name: kiwi.Variable(name) for name in doc["variables"]}
    start = time.perf_counter()
    try:
        solver = build(doc, names)
        solver.updateVariables()
        built = time.perf_counter()
        steps = []
        for step in doc.get("steps") or [{}]:
            for name, value in sorted(step.get("suggest", {}).items()):
                solver.suggestValue(names[name], value)
            solver.updateVariables()
            steps.append({"values": {name: names[name].value() for name in sorted(names)}})
        done = time.perf_counter()
    except Exception as error:  # kiwi's own failures: the differential test draws again
        print(f"kiwi failed: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(3)
    output = {"steps": steps}
    if doc.get("timing"):
        output = {"steps": steps[-1:], "timing": {"build": built - start, "steps": done - built}}
    print(json.dumps(output, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1])
