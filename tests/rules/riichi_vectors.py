"""The `riichi-hana` differential vectors (`tests/data/riichi-*-oracle.jsonl.gz`, made by
`tools/make_riichi_vectors.py`): loading, converting a neutral hand to our score request, and reading the
`mahjong` library's verdict in our terms. Shared by `test_riichi_differential.py` and
`benchmarks/bench_riichi.py`; nothing here is in `src/`.

The neutral format is the one of `/work/shared/oracles/riichi_oracle.py`: `closed` holds the concealed tiles
with the winning tile, melds are `chi` / `pon` / `kan` (`opened` false: a declared concealed kan) /
`shouminkan`, `0m 0p 0s` are red fives.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent.parent / "data"
MAIN = DATA / "riichi-mahjong-oracle.jsonl.gz"
FLOWERS4 = DATA / "riichi-flowers4-oracle.jsonl.gz"
WINDS = ("E", "S", "W", "N")

Vector = tuple[dict[str, Any], dict[str, Any]]
"""(neutral hand, library verdict)."""


def load(path: Path = MAIN) -> list[Vector]:
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return [(row["hand"], row["verdict"]) for row in map(json.loads, lines)]


def _tiles(text: str) -> Iterator[str]:
    """`123m0p` -> 1m 2m 3m 0p."""
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        else:
            yield from (d + ch for d in digits)
            digits = ""


def _compact(tiles: list[str]) -> str:
    out = ""
    for suit in "mpszfg":
        digits = sorted(t[0] for t in tiles if t[1] == suit)
        if digits:
            out += "".join(digits) + suit
    return out


def to_request(hand: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Our `score` request for a neutral hand: the win comes from the player to the winner's left on a ron,
    rinshan is a kan replacement when the hand has a kan (else a flower replacement)."""
    closed = list(_tiles(hand["closed"]))
    closed.remove(hand["win_tile"])
    tokens = [_compact(closed)] if closed else []
    kans = 0
    for meld in hand["melds"]:
        body = _compact(list(_tiles(meld["tiles"])))
        if meld["type"] in ("kan", "shouminkan"):
            kans += 1
        tokens.append(f"({body})" if meld["type"] == "kan" and not meld["opened"] else f"[{body}]")
    flowers = hand.get("flowers") or []
    if flowers:
        tokens.append(_compact(flowers))
    tokens.append("+" + hand["win_tile"])
    seat = hand["seat_wind"]
    win: dict[str, Any] = {"by": "self-draw" if hand["is_tsumo"] else "discard"}
    if not hand["is_tsumo"]:
        win["from"] = WINDS[(WINDS.index(seat) + 3) % 4]
    if hand["rinshan"]:
        win["replacement" if kans else "flower_replacement"] = True
    if hand["chankan"]:
        win["robbing_kong"] = True
    if hand["haitei"] or hand["houtei"]:
        win["last_tile"] = True
    if hand["tenhou"] or hand["chiihou"] or hand["renhou"]:
        win["first_turn"] = True
    riichi = hand["riichi"] or hand["double_riichi"]
    dora = list(_tiles(hand["dora_indicators"])) + list(hand.get("flower_indicators") or [])
    ura = list(_tiles(hand["ura_dora_indicators"])) + list(hand.get("flower_ura_indicators") or [])
    info = {
        "riichi": riichi,
        "double_riichi": hand["double_riichi"],
        "ippatsu": hand["ippatsu"],
        "dora_indicators": dora,
        "ura_indicators": ura if riichi else [],
        "honba": hand["honba"],
        "riichi_sticks": hand["riichi_sticks"],
    }
    return {
        "ruleset": "riichi-hana",
        "hand": " ".join(tokens),
        "seat_wind": seat,
        "round_wind": hand["round_wind"],
        "options": options or {},
        "win": win,
        "riichi": info,
    }


LIBRARY_YAKU = {
    "Menzen Tsumo": "menzen-tsumo",
    "Riichi": "riichi",
    "Double Riichi": "double-riichi",
    "Ippatsu": "ippatsu",
    "Pinfu": "pinfu",
    "Tanyao": "tanyao",
    "Iipeiko": "iipeikou",
    "Yakuhai (haku)": "yakuhai-haku",
    "Yakuhai (hatsu)": "yakuhai-hatsu",
    "Yakuhai (chun)": "yakuhai-chun",
    "Rinshan Kaihou": "rinshan-kaihou",
    "Chankan": "chankan",
    "Haitei Raoyue": "haitei",
    "Houtei Raoyui": "houtei",
    "Renhou": "renhou",
    "Chiitoitsu": "chiitoitsu",
    "Chantai": "chanta",
    "Ittsu": "ittsu",
    "Sanshoku Doujun": "sanshoku-doujun",
    "Sanshoku Doukou": "sanshoku-doukou",
    "Toitoi": "toitoi",
    "San Ankou": "sanankou",
    "San Kantsu": "sankantsu",
    "Shou Sangen": "shousangen",
    "Honroutou": "honroutou",
    "Ryanpeikou": "ryanpeikou",
    "Junchan": "junchan",
    "Honitsu": "honitsu",
    "Chinitsu": "chinitsu",
    "Kokushi Musou": "kokushi",
    "Kokushi Musou Juusanmen Matchi": "kokushi-13",
    "Suu Ankou": "suuankou",
    "Suu Ankou Tanki": "suuankou-tanki",
    "Daisangen": "daisangen",
    "Shousuushii": "shousuushii",
    "Dai Suushii": "daisuushii",
    "Tsuu Iisou": "tsuuiisou",
    "Chinroutou": "chinroutou",
    "Ryuuiisou": "ryuuiisou",
    "Chuuren Poutou": "chuuren",
    "Daburu Chuuren Poutou": "junsei-chuuren",
    "Suu Kantsu": "suukantsu",
    "Tenhou": "tenhou",
    "Chiihou": "chiihou",
    "Renhou (yakuman)": "renhou-yakuman",
    "Dora": "dora",
    "Aka Dora": "red-five",
    "Ura Dora": "ura-dora",
    "Extra Dora (oracle adapter)": "flowers",
}
"""The library's yaku names -> our rule ids (`dora` our dora and kan dora, `flowers` our nukidora and flower
dora of both kinds)."""
MERGED = {"kan-dora": "dora", "nukidora": "flowers", "flower-dora": "flowers", "flower-ura-dora": "flowers"}


def library_yaku(verdict: dict[str, Any]) -> dict[str, int]:
    """rule id -> han (yakuman: 13 per yakuman, as the library counts them)."""
    out: dict[str, int] = {}
    for yaku in verdict["yaku"]:
        name = yaku["name"]
        key = LIBRARY_YAKU.get(name)
        if key is None and name.startswith("Yakuhai (seat wind"):
            key = "yakuhai-seat-wind"
        elif key is None and name.startswith("Yakuhai (round wind"):
            key = "yakuhai-round-wind"
        assert key is not None, f"unmapped library yaku {name!r}"
        out[key] = out.get(key, 0) + yaku["han"]
    return out


def our_yaku(result: dict[str, Any]) -> dict[str, int]:
    """Our items in the same terms (fu lines left out; a yakuman 13 han, a double yakuman 26)."""
    out: dict[str, int] = {}
    for item in result["items"]:
        if "fu" in item:
            continue
        if "limit" in item:
            value = 13 * (1 if item["limit"] == "yakuman" else int(item["limit"].split("x")[0]))
        else:
            value = item["han"]
        key = MERGED.get(item["rule"], item["rule"])
        out[key] = out.get(key, 0) + value
    return out


def library_payments(hand: dict[str, Any], verdict: dict[str, Any]) -> dict[str, int]:
    """payer -> amount, from the library's cost (honba and sticks included)."""
    cost = verdict["cost"]
    seat = hand["seat_wind"]
    out: dict[str, int] = {}
    if not hand["is_tsumo"]:
        out[WINDS[(WINDS.index(seat) + 3) % 4]] = cost["main"] + cost["main_bonus"]
    else:
        for payer in WINDS:
            if payer == seat:
                continue
            if seat == "E" or payer == "E":
                out[payer] = cost["main"] + cost["main_bonus"]
            else:
                out[payer] = cost["additional"] + cost["additional_bonus"]
    if cost["kyoutaku_bonus"]:
        out["table"] = cost["kyoutaku_bonus"]
    return out


def our_payments(result: dict[str, Any]) -> dict[str, int]:
    return {p["from"]: p["amount"] for p in result["payments"] or []}


def general_ctx(request: Any, hand: Any, options: Any, dec: Any, claimed: int, winning: int) -> Any:
    """The Riichi context of one decomposition through the general path (`hand_ctx` + the fill of its form),
    which the fast paths are checked against."""
    from jongg.analysis import Forms
    from jongg.rules.riichi import context as riichi_context

    ctx = riichi_context.hand_ctx(request, hand, options)
    if dec.form is Forms.REGULAR:
        riichi_context.fill_regular(ctx, dec, claimed, winning)
    elif dec.form is Forms.ORPHANS:
        riichi_context.fill_kokushi(ctx, hand)
    else:
        riichi_context.fill_pairs(ctx)
    return ctx
