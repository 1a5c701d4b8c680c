"""Seeded bot matches give byte-identical records: a refactoring of the engine or a rule set's flow that keeps
every behaviour keeps these hashes (sha256 of `json.dumps(record)`, taken before the capability hooks moved the
rule-set mechanics into `Flow`). A change of behaviour on purpose updates them, and says so. Last update: the
option `strict` (issue 27) adds `"strict": false` to every header's options; the events are unchanged."""

from __future__ import annotations

import hashlib
import json

import pytest

from jongg.bots import RandomBot, make_bot
from jongg.engine import Table

GOLDEN = {
    ("dmjl-classical", "random", 1): "7d1c220ef1e23b5b95532cf21cab72398ea42650f4cc02f001491f9ff8dd738f",
    ("dmjl-classical", "random", 2): "a0221820a8801037c7e81a9d87f81bcddc6bde0218bf18cf0e0d4e53de57882d",
    ("dmjl-classical", "random", 3): "4ab68893abe443cfbf3da0789d56bd7a93c7435932a0d5bf306bc1c69214da1f",
    ("dmjl-classical", "standard", 1): "950c2e184f42ed4c7c1a1d15ac31fd0b37368e1d9891dcf40a8b17bd2376a3ea",
    ("dmjl-classical", "standard", 2): "25645348be621597e711a8143bf82a680f3dbe6a05857beb4a490d560c27b55f",
    ("dmjl-classical", "standard", 3): "a0af0b74651ded29931f8d5adc4752ba7769329278c426a22143279aa093be1f",
    ("dmjl-hk-easy", "random", 1): "f84ded3befd4bbfd417d6553e85b77a6ada71bfe6e0b330bb0d3cefbc60696a5",
    ("dmjl-hk-easy", "random", 2): "49d91dfdbf20f3936fac0962e4b73c9c0b5ada4676a979822d21db574ea3db21",
    ("dmjl-hk-easy", "random", 3): "cdd671049090a6c52578ea50299164cbd8403ab46e96ec702928549032e030d2",
    ("dmjl-hk-easy", "standard", 1): "50a859ba370b76a7bd5061de1f0f5cea61e18730167fb1cd36f2efca1ef17360",
    ("dmjl-hk-easy", "standard", 2): "ca44a6a626e1e108955bd6cb8ebfef3d83f401b6f3e52763f399cd9f37273c6f",
    ("dmjl-hk-easy", "standard", 3): "42817f4c0d56f4a07124b477c70f616a7a110ec662a6f431f833dae13d2c9320",
    ("riichi-hana", "random", 1): "23864fcb4b2de048edfaea2f68959930af4413d571b8edd144444ef1a5c89806",
    ("riichi-hana", "random", 2): "ff4ac902cd1236377d7980a9d66ae5ff9a0901e49d90898478f0894c96c4d597",
    ("riichi-hana", "random", 3): "47ec2619ae6192c129b437c2378623a170a47cecfcebe7a6738646f68fee372a",
    ("riichi-hana", "standard", 1): "6a274a0a9bf4b67fc21363bbf9a4680a5a62223e99c335c86b92c0f3ecb78990",
    ("riichi-hana", "standard", 2): "4f1eb447c50c9004431a8c69777c2bfc0295d053b61b6773642d19f66cf3ade3",
    ("riichi-hana", "standard", 3): "9933a4a9af166f6606a0b49311c0b32c2d959474a73e6918fc5670c95476f7e3",
}
"""(rule set, bots, seed) -> sha256 of the record's JSON text."""


def record_hash(ruleset: str, bots: str, seed: int) -> str:
    """Play one match of `ruleset` with four bots of a kind (`random` or `standard`), seeded from `seed`."""
    table = Table(ruleset, seed=seed)
    players = [RandomBot(4 * seed + n) if bots == "random" else make_bot(bots, ruleset, 4 * seed + n) for n in range(4)]
    while not table.done:
        table.step({seat: players[seat].act(view) for seat, view in table.pending().items()})
    return hashlib.sha256(json.dumps(table.record()).encode()).hexdigest()


@pytest.mark.parametrize(("ruleset", "bots", "seed"), sorted(GOLDEN))
def test_seeded_bot_match_record_is_unchanged(ruleset: str, bots: str, seed: int) -> None:
    assert record_hash(ruleset, bots, seed) == GOLDEN[ruleset, bots, seed]
