"""Seeded bot matches give byte-identical records: a refactoring of the engine or a rule set's flow that keeps
every behaviour keeps these hashes (sha256 of `json.dumps(record)`, taken before the capability hooks moved the
rule-set mechanics into `Flow`). A change of behaviour on purpose updates them, and says so. Last updates: the
option `strict` (issue 27) adds `"strict": false` to every header's options, the DMJL option `rounds` (issue 26)
`"rounds": 4` to the DMJL headers' options; the events are unchanged (checked with the option taken out)."""

from __future__ import annotations

import hashlib
import json

import pytest

from jongg.bots import RandomBot, make_bot
from jongg.engine import Table

GOLDEN = {
    ("dmjl-classical", "random", 1): "cb621cf713c7a4482dad32143f27542065a15ed252e1e278af39170c43ad261d",
    ("dmjl-classical", "random", 2): "cc169157308a2c01ee29dbcf727a6fa0080a431424ec5d9538127d87cf5b538a",
    ("dmjl-classical", "random", 3): "651c8ebe32d9a840613e5422be2e4ddaade8503a475feea77e5e57e34ab7b0c1",
    ("dmjl-classical", "standard", 1): "f9069869fdae1e1344031a1656b33dc590c7476c468d1ac45ce0d32850c62ee2",
    ("dmjl-classical", "standard", 2): "6a881eb8c0014b7b6d13ef3cacd27eed0cd4bbe1035efb4aa2c02f4af0dde3e5",
    ("dmjl-classical", "standard", 3): "65a5e7573ba2bf83dc9836bb39beb12d5ee5bd6f5bc6f9cb3eca452f5ce69181",
    ("dmjl-hk-easy", "random", 1): "cb40be2ea74b2bb7b016998ebb364a11c62369088ed07b67e208936b0c48af87",
    ("dmjl-hk-easy", "random", 2): "e24eea2617d38f95466154c5a49064ae69896693d9dfda83f86e1e59a76e7905",
    ("dmjl-hk-easy", "random", 3): "b935dcbc0c23c6f73e48fbe568a48479e9148240938d98a5bbcc068792fb790c",
    ("dmjl-hk-easy", "standard", 1): "085d2bf1585e1c94e649041dcdf6260255b1cd1f028da48d16f0a695fbfcabfd",
    ("dmjl-hk-easy", "standard", 2): "94bd1aca2fff00f6971b3be426c63a30a68f45466e48c0efc8b9ff0413f086de",
    ("dmjl-hk-easy", "standard", 3): "79253bb5d81c30886d5e6123beeb1240da4994a18f2126f4b6d308890a985e81",
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
