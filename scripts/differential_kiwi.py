"""Differential test: `navlint solve` against kiwisolver on seeded random systems.

Every system has a unique optimum that is the same under kiwi's summed weights and under strict
priority order, so both solvers must agree:

* Each variable is either free or dependent. A dependent is defined by a required equality over
  earlier variables with general coefficients, written scaled and in shuffled order.
* Each free variable is pinned by an equality at `required`, `strong` or `medium`, or is an edit
  variable (strong) whose values the steps suggest. The pins alone determine one solution X per step.
* Required inequalities hold at X in every step (some tight), so X stays feasible.
* Noise preferences (equalities and inequalities that may conflict with anything) sit only at levels
  below every pin they can pull against, so they cannot move X; kiwi's 1000x weight gaps agree as
  long as no variable feels hundreds of them, which the sizes here keep true.
* Some systems end with a contradictory required constraint: both must report it, at that index.

The generator knows that optimum. A system counts when kiwi finds it; then `navlint solve` must give
it too (or report the contradiction at its index). On any system drawn, navlint must never give a
wrong answer; it may give up with an internal error, as kiwi fails (exceptions, aborts, timeouts,
spurious unsatisfiability, answers off the optimum), on ill-conditioned systems, but on no more of
them than kiwi fails on. Which systems kiwi fails on varies by machine (kiwi orders variables by
address), so that comparison is in aggregate. Prints `kiwi differential: N passed, M failed` and
each system navlint gave up on that kiwi solved; exit code 1 if any failed.

navlint gets --timeout seconds per system (a system it solves takes 2 s at most on 2 cores; the ones
it runs out of time on are ill-conditioned ones kiwi aborts on). Each kiwi run gets at most
--kiwi-memory MiB of address space and --kiwi-timeout seconds (kiwi's time on the large systems
varies from seconds to minutes with the machine); a run that needs more fails, and
counts as a kiwi failure like any other. kiwi and navlint solve each system side by side.

--sample K runs a seeded sample of the systems the full sweep draws: one in K of those below
LARGE variables and one in --sample-large of the larger ones (default: every one), chosen by a
second generator seeded from --seed, so the sample keeps the large sizes and comes from the
stream of systems the same seed draws for the full sweep; --count counts the systems run.
"""
import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time

LARGE = 300  # variables: the generator's largest size class starts here

LEVEL_NAMES = {1000: "required", 750: "strong", 500: "medium", 250: "weak"}
HERE = os.path.dirname(os.path.abspath(__file__))


def coefficient(rng):
    return rng.choice([1.0, -1.0, 2.0, 0.5, -0.5, round(rng.uniform(-2, 2), 3) or 1.0])


def strength(rng, level):
    """A level as the document may spell it: a name or the number."""
    return LEVEL_NAMES[level] if rng.random() < 0.5 else level


def generate(rng):
    size = rng.choice([rng.randint(2, 40)] * 6 + [rng.randint(40, 300)] * 3 + [rng.randint(300, 1200)])
    names = [f"v{index}" for index in range(size)]
    free, definitions, ancestors = [], {}, {}
    depth_one = []  # the variables so far that are free or depend on at most two free ones, in order
    for index, name in enumerate(names):
        if index == 0 or rng.random() < 0.45 or not depth_one:
            free.append(name)
            ancestors[name] = {name}
        else:
            inputs = rng.sample(depth_one, min(len(depth_one), rng.randint(1, 3)))
            definitions[name] = ([(n, coefficient(rng)) for n in inputs], round(rng.uniform(-50, 50), 2))
            ancestors[name] = set().union(*(ancestors[n] for n in inputs))
        if len(ancestors[name]) <= 2:  # a free variable is its own only ancestor
            depth_one.append(name)
    edits = rng.sample(free, min(len(free), rng.choice([0, 0, 1, 2, 3])))
    pins = {n: rng.choice([1000, 750, 750, 500]) for n in free if n not in edits}
    level = {**pins, **{n: 750 for n in edits}}
    targets = {n: round(rng.uniform(-100, 500), 2) for n in free}

    steps = [{"suggest": {n: round(rng.uniform(0, 800), 1) for n in rng.sample(edits, rng.randint(1, len(edits)))}}
             for _ in range(rng.randint(1, 5))] if edits and rng.random() < 0.8 else []

    def solution(edit_values):
        values = {n: edit_values[n] if n in edits else targets[n] for n in free}
        for name in names:
            if name in definitions:
                terms, constant = definitions[name]
                values[name] = sum(c * values[n] for n, c in terms) + constant
        return values

    solutions, current = [], {n: 0.0 for n in edits}
    for step in steps or [{}]:
        current.update(step.get("suggest", {}))
        solutions.append(solution(current))

    constraints = []
    for name, (terms, constant) in definitions.items():
        scale = rng.choice([1.0, -1.0, 3.0, 0.25, round(rng.uniform(0.3, 3), 3)])
        entry = {"terms": {name: scale}, "constant": -constant * scale, "op": "=="}
        for n, c in terms:
            entry["terms"][n] = entry["terms"].get(n, 0.0) - c * scale
        constraints.append(entry)
    for name, pin in pins.items():
        constraints.append({"terms": {name: 1.0}, "constant": -targets[name], "op": "==",
                            "strength": strength(rng, pin)})
    for _ in range(rng.randint(0, size)):
        terms = {n: coefficient(rng) for n in rng.sample(names, min(size, rng.randint(1, 3)))}
        values = [sum(c * s[n] for n, c in terms.items()) for s in solutions]
        margin = rng.choice([0.0, 0.0, round(rng.uniform(0, 20), 2)])
        if rng.random() < 0.5:
            constraints.append({"terms": terms, "constant": -min(values) + margin, "op": ">="})
        else:
            constraints.append({"terms": terms, "constant": -max(values) - margin, "op": "<="})
    for _ in range(rng.randint(0, size)):
        terms = {n: coefficient(rng) for n in rng.sample(names, min(size, rng.randint(1, 3)))}
        floor = min(level[a] for n in terms for a in ancestors[n])
        below = [l for l in (750, 500, 250) if l < floor]
        if below:
            constraints.append({"terms": terms, "constant": round(rng.uniform(-300, 300), 2),
                                "op": rng.choice(["==", "<=", ">="]), "strength": strength(rng, rng.choice(below))})
    rng.shuffle(constraints)
    expected_error = None
    fixed = [n for n in names if all(level[a] == 1000 for a in ancestors[n])]
    if fixed and rng.random() < 0.1:
        name = rng.choice(fixed)
        expected_error = len(constraints)
        constraints.append({"terms": {name: 1.0}, "constant": -solutions[0][name] - 1.0,
                            "op": rng.choice([">=", "=="])})
    doc = {"variables": names, "constraints": constraints,
           "edits": [{"variable": n, "strength": strength(rng, 750)} for n in edits], "steps": steps}
    return doc, expected_error, solutions


def start(command, path, memory=None):
    """Starts `command path`; with `memory` (bytes), the process may map no more than that."""
    limit = (lambda: resource.setrlimit(resource.RLIMIT_AS, (memory, memory))) if memory else None
    return subprocess.Popen(command + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=limit)


def finish(process, timeout):
    """The JSON a process started by `start` printed, or None and what went wrong."""
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        return None, "timeout"
    if process.returncode not in (0, 1):
        return None, f"exit {process.returncode}: {stderr.strip()[:300]}"
    try:
        return json.loads(stdout), None
    except ValueError:
        return None, f"exit {process.returncode} without JSON: {stderr.strip()[:300]}"


def close(value, other, scale=0.0):
    """Equal within 1e-6 relative, or 1e-8 of the step's largest value: rounding in a linear solve
    grows with the largest numbers in it (6e-6 on a value of -0.51 next to 2,287 was seen)."""
    return abs(value - other) <= max(1e-6 * max(1.0, abs(value)), 1e-8 * scale)


def magnitude(values):
    return max((abs(value) for value in values.values()), default=0.0)


def agree(ours, theirs):
    if "error" in ours or "error" in theirs:
        return ours.get("error", {}).get("constraint") == theirs.get("error", {}).get("constraint") \
            and ours.get("error", {}).get("kind") == theirs.get("error", {}).get("kind")
    if len(ours["steps"]) != len(theirs["steps"]):
        return False
    for mine, kiwi in zip(ours["steps"], theirs["steps"]):
        if mine["values"].keys() != kiwi["values"].keys():
            return False
        scale = magnitude(kiwi["values"])
        if not all(close(value, kiwi["values"][name], scale) for name, value in mine["values"].items()):
            return False
    return True


def is_optimum(answer, expected_error, solutions):
    """Whether an answer is the generator's own solution: the unique optimum under strict priorities."""
    if expected_error is not None:
        error = answer.get("error", {})
        return error.get("kind") == "unsatisfiable" and error.get("constraint") == expected_error
    steps = answer.get("steps", [])
    if "error" in answer or len(steps) != len(solutions):
        return False
    for step, solution in zip(steps, solutions):
        scale = magnitude(solution)
        if step["values"].keys() != solution.keys() or not all(
                close(step["values"][name], value, scale) for name, value in solution.items()):
            return False
    return True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("navlint", help="an executable implementing `solve FILE.json`")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=20261130)
    parser.add_argument("--keep", help="directory to keep failing documents in")
    parser.add_argument("--sample", type=int, default=1, metavar="K",
                        help=f"run one in K of the drawn systems below {LARGE} variables (default: every one)")
    parser.add_argument("--sample-large", type=int, default=1, metavar="K",
                        help=f"run one in K of the drawn systems of {LARGE} variables or more (default: every one)")
    parser.add_argument("--timeout", type=float, default=60, metavar="SECONDS",
                        help="time navlint may take on one system; past it, navlint gave up on it")
    parser.add_argument("--kiwi-timeout", type=float, default=120, metavar="SECONDS",
                        help="time kiwi may take on one system; past it, kiwi failed on it (drawn again)")
    parser.add_argument("--kiwi-memory", type=int, default=1024, metavar="MIB",
                        help="address space each kiwi run may use; a run that needs more is a kiwi failure")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    chooser = random.Random(f"{args.seed} sample")  # its own stream: the systems drawn do not depend on it
    passed = wrong = gave_up_alone = 0  # on systems kiwi solved
    kiwi_failed = kiwi_off = gave_up = 0  # on every system run
    drawn = run_large = 0
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "system.json")
        while passed + wrong + gave_up_alone < args.count:
            doc, expected_error, solutions = generate(rng)
            drawn += 1
            large = len(doc["variables"]) >= LARGE
            if chooser.randrange(args.sample_large if large else args.sample) != 0:
                continue
            run_large += large
            with open(path, "w") as handle:
                json.dump(doc, handle)
            began = time.monotonic()
            kiwi = start([sys.executable, os.path.join(HERE, "kiwi_solve.py")], path, args.kiwi_memory << 20)
            navlint = start([args.navlint, "solve"], path)
            ours, problem = finish(navlint, timeout=args.timeout)
            theirs, _ = finish(kiwi, timeout=max(1.0, args.kiwi_timeout - (time.monotonic() - began)))
            kiwi_solved = theirs is not None and is_optimum(theirs, expected_error, solutions)
            # A numerical failure reported as such (never a trap, never a wrong answer); both solvers
            # have them on ill-conditioned systems.
            ours_gave_up = problem == "timeout" or (ours or {}).get("error", {}).get("kind") == "internalError"
            gave_up += ours_gave_up
            if ours is not None and is_optimum(ours, expected_error, solutions):
                verdict = None
            elif ours_gave_up:
                verdict = "gave up" if kiwi_solved else None
            else:
                wrong += 1
                verdict = problem or "not the optimum"
            if not kiwi_solved and verdict is None:
                # kiwi failed: an exception, abort, timeout, spurious unsatisfiability, or an answer
                # off the optimum (it orders variables by address, so which systems varies by machine).
                kiwi_failed += 1
                kiwi_off += theirs is not None and "error" not in theirs
                continue
            if verdict is None:
                passed += 1
                continue
            gave_up_alone += verdict == "gave up"
            print(f"{verdict.upper() if verdict == 'gave up' else 'FAILED'}: system {passed + wrong + gave_up_alone} "
                  f"({len(doc['constraints'])} constraints){'' if verdict == 'gave up' else ': ' + verdict}")
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, f"system-{passed + wrong + gave_up_alone}.json"), "w") as handle:
                    json.dump(doc, handle)
    if args.sample > 1 or args.sample_large > 1:
        print(f"(sample: ran {passed + wrong + gave_up_alone + kiwi_failed} of {drawn} drawn systems, "
              f"{run_large} of them with {LARGE} variables or more)")
    print(f"(kiwi failed on {kiwi_failed} systems run, {kiwi_off} of them with an answer off the optimum; "
          f"drawn again)")
    print(f"(navlint gave up on {gave_up} systems run, {gave_up_alone} of them solved by kiwi)")
    failed = wrong
    if gave_up > kiwi_failed:
        failed += 1
        print("FAILED: navlint gave up on more systems than kiwi failed on")
    print(f"kiwi differential: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
