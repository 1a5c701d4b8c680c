"""Seeded bot matches give byte-identical records: a refactoring of the engine or a rule set's flow that keeps
every behaviour keeps these hashes (sha256 of `json.dumps(record)`, taken before the capability hooks moved the
rule-set mechanics into `Flow`). A change of behaviour on purpose updates them, and says so."""

from __future__ import annotations

import hashlib
import json

import pytest

from jongg.bots import RandomBot, make_bot
from jongg.engine import Table

GOLDEN = {
    ("dmjl-classical", "random", 1): "49a2df096ac35752186fff8979f2facf5041f096dcf4e967762fc1306e74b424",
    ("dmjl-classical", "random", 2): "9ab22020bc33f1107bd8b129591dbb9292582ad7495405c277a35209aaf55a2b",
    ("dmjl-classical", "random", 3): "a06cb4a55bd40fa80ac73e6da5846336f776ad46f7602873a97f7f96da5f5674",
    ("dmjl-classical", "standard", 1): "3fff4487203f28bc983f3685ded1d67781f3af181fe886f70ace3c941f3f7f47",
    ("dmjl-classical", "standard", 2): "3d5c815da1fe055040a66ed2216143cc68a50b911fa4be0b30b5e05837011e62",
    ("dmjl-classical", "standard", 3): "a4fe316cd21d3682ff3fdaea470265d8c8d30c2fd97f488391819e1ab10f1e46",
    ("dmjl-hk-easy", "random", 1): "455b8d94a0a44afcebdd89a5b67b0e545cecd8dd61dff4252a24e8b31f678c6c",
    ("dmjl-hk-easy", "random", 2): "4b03729243844b5963af43d0dc283b3e4abcd313cdffc32c0253a38bd6a5cebd",
    ("dmjl-hk-easy", "random", 3): "2dca5b0dfc89fee0ee3ea20375c761103f65d95dc604b0cee0c5bdb63607f2f1",
    ("dmjl-hk-easy", "standard", 1): "9ca8030379302c582f64337acd66e7475e06264a0bea1d1d3e593c203e1d4c82",
    ("dmjl-hk-easy", "standard", 2): "b224e46dfc97042aef5b45895105daf08c233bbc6f91c1dc3d58df4b9c454f13",
    ("dmjl-hk-easy", "standard", 3): "3b056d83dcab0f4186a20b2bb038fcc30eb2cf11141d4498e62d0c2f0ddfc7ff",
    ("riichi-hana", "random", 1): "184d798d0f9c7db03e7878a7b99418521deaadfa05f3b58cc2f544ddd227c607",
    ("riichi-hana", "random", 2): "ee5ab0783842025b891973de32d9f5794187f5b655083a5c01d8af156db1eda7",
    ("riichi-hana", "random", 3): "b0e236270d4dd8c22779c9eac279444c983aa6cc83d3fdd294808762e4de5756",
    ("riichi-hana", "standard", 1): "7acc784c9023102cf48c8df7ac5719bf4e8d88213202f6c0adf89d0d357c41ec",
    ("riichi-hana", "standard", 2): "b158572fe7863a8ba32d1cbb22a8f81efe6009f0cbf4f8c9845cf01829d41c7d",
    ("riichi-hana", "standard", 3): "84e20cf64b795197e8924104e51c8d6a4094f984b180358d5f8d5dd9875c64a9",
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
