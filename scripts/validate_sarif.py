#!/usr/bin/env python3
"""Validate SARIF logs against the SARIF 2.1.0 JSON schema (draft-04).

Usage: validate_sarif.py [--schema SCHEMA] FILE...

The schema defaults to <repo root>/Tests/Schemas/sarif-schema-2.1.0.json
(or $NAVLINT_SCHEMAS/sarif-schema-2.1.0.json). Prints one line per file and
every schema violation with its JSON path; exits 1 if any file is invalid,
2 if the schema cannot be loaded.
"""

import argparse
import json
import os
import sys
from pathlib import Path

from jsonschema import Draft4Validator
from jsonschema.exceptions import SchemaError

REPO_ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = Path(os.environ.get("NAVLINT_SCHEMAS", REPO_ROOT / "Tests" / "Schemas"))


def load_validator(schema_path):
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft4Validator.check_schema(schema)
    return Draft4Validator(schema)


def validate(validator, path):
    """Returns the problems with the SARIF file at path (empty when valid)."""
    try:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
    except (OSError, ValueError) as error:
        return [f"cannot read JSON: {error}"]
    problems = []
    for error in sorted(validator.iter_errors(log), key=lambda e: [str(p) for p in e.absolute_path]):
        location = "/".join(str(part) for part in error.absolute_path) or "(root)"
        problems.append(f"{location}: {error.message}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", default=str(SCHEMAS / "sarif-schema-2.1.0.json"))
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    try:
        validator = load_validator(arguments.schema)
    except (OSError, ValueError, SchemaError) as error:
        print(f"{arguments.schema}: cannot load the SARIF schema: {error}", file=sys.stderr)
        return 2
    invalid = 0
    for path in arguments.files:
        problems = validate(validator, path)
        for problem in problems:
            print(f"{path}: {problem}")
        print(f"{path}: {'valid' if not problems else 'INVALID'}")
        invalid += bool(problems)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
