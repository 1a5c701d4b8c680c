#!/usr/bin/env python3
"""Regenerate the `riichi-hana` differential vectors in `tests/data/` from the shared oracle scripts.

    python tools/make_riichi_vectors.py                 # a throwaway venv with mahjong==2.1.0
    python tools/make_riichi_vectors.py --python PATH   # an interpreter that already has mahjong==2.1.0

The scripts are run, never imported or copied: `gen_riichi_hands.py` (seeded random winning hands in the
neutral JSON-lines format) and `riichi_oracle.py` (their verdicts by the PyPI `mahjong` package, 2.1.0), both
from `/work/shared/oracles` (or `--oracles DIR`). Without `--python` a virtual environment is created in a
temporary directory, `mahjong==2.1.0` is installed into it with pip, and it is removed afterwards.

Written (gzip, one JSON object per line: `{"hand": <generator line>, "verdict": <oracle line>}`):

- `tests/data/riichi-mahjong-oracle.jsonl.gz`: 10,000 hands without flowers (`-n 10000 --seed 7`), the
  oracle's default rules (kuitan on, double yakuman on, kazoe limited, no kiriage, renhou 5 han), red fives
  as the hand's `aka` says;
- `tests/data/riichi-flowers4-oracle.jsonl.gz`: 2,000 hands with 4 flowers (`--flowers 4 --seed 11`), whose
  flowers count as nukidora through the oracle's `extra_dora` (variation 2);
- `tests/data/riichi-rules-oracle.jsonl.gz`: 3,000 hands (`--vary-rules --seed 5`), about a fifth of them with
  another rule: kiriage, double yakuman off, kazoe sanbaiman and renhou yakuman map to our options; kuitan off
  and fu for pinfu tsumo have no option here, so the test leaves those hands out.

`tests/rules/test_riichi_differential.py` reads these files; it does not need the scripts or the library.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
LIBRARY = "mahjong==2.1.0"
SETS = (
    ("riichi-mahjong-oracle.jsonl.gz", ["-n", "10000", "--seed", "7"]),
    ("riichi-flowers4-oracle.jsonl.gz", ["-n", "2000", "--seed", "11", "--flowers", "4"]),
    ("riichi-rules-oracle.jsonl.gz", ["-n", "3000", "--seed", "5", "--vary-rules"]),
)


def run(python: str, oracles: Path) -> None:
    for name, args in SETS:
        hands = subprocess.run(
            [python, str(oracles / "gen_riichi_hands.py"), *args], check=True, capture_output=True, text=True
        ).stdout
        verdicts = subprocess.run(
            [python, str(oracles / "riichi_oracle.py"), "--no-details", "-"],
            input=hands,
            check=True,
            capture_output=True,
            text=True,
        )
        print(f"{name}: {verdicts.stderr.strip()}", file=sys.stderr)
        lines = [
            json.dumps({"hand": json.loads(h), "verdict": json.loads(v)}, separators=(",", ":"))
            for h, v in zip(hands.splitlines(), verdicts.stdout.splitlines(), strict=True)
        ]
        # mtime 0: the same data gives the same bytes
        with gzip.GzipFile(DATA / name, "wb", mtime=0) as out:
            out.write(("\n".join(lines) + "\n").encode())
        print(f"wrote {DATA / name} ({len(lines)} hands)", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", help="an interpreter with mahjong==2.1.0 (default: a throwaway venv)")
    parser.add_argument("--oracles", type=Path, default=Path("/work/shared/oracles"))
    args = parser.parse_args(argv)
    if args.python:
        run(args.python, args.oracles)
        return 0
    with tempfile.TemporaryDirectory(prefix="riichi-oracle-") as tmp:
        venv.create(tmp, with_pip=True)
        python = str(Path(tmp) / "bin" / "python")
        subprocess.run([python, "-m", "pip", "install", "--quiet", LIBRARY], check=True)
        run(python, args.oracles)
    return 0


if __name__ == "__main__":
    sys.exit(main())
