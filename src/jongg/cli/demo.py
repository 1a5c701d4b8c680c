"""`jongg demo`: a few hands of each rule set, parsed and analysed, and one scored."""

from __future__ import annotations

from typing import Any

import typer

from jongg.cli.options import LangOption, chosen_lang
from jongg.cli.score import new_table, out, print_result
from jongg.i18n import text


def demo(ctx: typer.Context, lang: LangOption = None) -> None:
    """Parse a few hands of each rule set and show their analysis."""
    from jongg.analysis import decompositions, shanten, waits
    from jongg.notation import parse_hand
    from jongg.rules import find_ruleset
    from jongg.scoring import score as score_json

    language = chosen_lang(ctx, lang)
    samples = [
        ("dmjl-classical", "111m666m55m77m [234m] +7m"),
        ("dmjl-classical", "1112345678999m"),
        ("dmjl-classical", "19m19p19s1234567z +1m"),
        ("dmjl-hk-easy", "234m567p9s [666z] (1111s) 1f +9s"),
        ("dmjl-hk-easy", "1122m3344p5555s7z +7z"),
        ("riichi-hana", "23567m234p55678s 34f +4m"),
        ("riichi-hana", "13m406p2278s1267z"),
    ]
    table = new_table(
        text("demo.title", language),
        [text(f"demo.{c}", language) for c in ("ruleset", "hand", "shanten", "waits", "arrangements")],
    )
    for ruleset, hand_text in samples:
        forms = find_ruleset(ruleset).forms
        hand = parse_hand(hand_text)
        found = decompositions(hand, forms=forms)
        arrangements = "; ".join(" ".join(_group_text(g) for g in d.groups) for d in found[:3])
        table.add_row(
            ruleset,
            str(hand),
            str(shanten(hand, forms=forms)),
            " ".join(map(str, waits(hand, forms=forms))),
            arrangements or "-",
        )
    out(table)
    result = score_json(
        {
            "ruleset": "dmjl-classical",
            "hand": "111m666m55m77m [234m] +7m",
            "seat_wind": "E",
            "round_wind": "S",
            "win": {"by": "discard", "from": "N"},
        }
    )
    print_result(result, language)


def _group_text(group: Any) -> str:
    from jongg.hand import tiles_to_str
    from jongg.tiles import Tile

    return tiles_to_str(Tile(k) for k in group.tiles)
