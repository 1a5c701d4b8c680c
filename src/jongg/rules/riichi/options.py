"""The options of `riichi-hana`: a frozen, validated dataclass (`jongg.rules.base.option`); `Riichi.options`
adds the Variation 2 preset and the checks between options."""

from __future__ import annotations

from dataclasses import dataclass

from jongg.rules.base import option


@dataclass(frozen=True, slots=True)
class RiichiOptions:
    """Options of `riichi-hana` (`riichi-hana.md`, "Options")."""

    flowers: int = option(
        8,
        "Bonus tiles in play: 0, 4 (flowers 1f-4f) or 8 (flowers and seasons 1g-4g). Variation 2 sets 4 unless given.",
        choices=(0, 4, 8),
    )
    variation: int = option(
        1,
        "Flower scoring: 1 fu and yaku (flower fu, seat flower han, Shoufaahou, "
        "Daifaahou), 2 nukidora (1 han each), 3 chips only.",
        choices=(1, 2, 3),
    )
    flower_fu: int = option(4, "Variation 1: fu per flower in front of the winner.", choices=(4, 2))
    red_fives: int = option(
        3,
        "Red fives 0m 0p 0s (each 1 dora); 0: none, and 0m/0p/0s are refused. Variation 2 sets 0 unless given.",
        choices=(3, 0),
    )
    renhou: str = option(
        "5-han",
        "Renhou (won on a discard before the own first draw): 5 han that stack, off, or a yakuman.",
        choices=("5-han", "off", "yakuman"),
    )
    kiriage: bool = option(False, "Kiriage mangan: 4 han 30 fu and 3 han 60 fu are a mangan.")
    double_yakuman: bool = option(
        True, "Kokushi 13-sided, suuankou tanki, junsei chuuren and daisuushii are double yakuman."
    )
    kazoe: str = option(
        "yakuman", "13 or more counted han: a yakuman, or a sanbaiman.", choices=("yakuman", "sanbaiman")
    )
    kan_dora: str = option(
        "delayed",
        "Kan-dora indicator of an open or added kan: after the discard (delayed) or "
        "at once (immediate); a concealed kan's always at once.",
        choices=("delayed", "immediate"),
    )
    length: str = option(
        "east-south", "Game length: East and South rounds, or East only.", choices=("east-south", "east")
    )
    west_extension: bool = option(
        True,
        "If nobody has the return points after the last hand, play on into the "
        "West round until someone has them (at the latest West 4).",
    )
    start_points: int = option(25000, "Points each player starts with.", lo=0, hi=1_000_000)
    return_points: int = option(
        30000,
        "Points returned at the end (the difference is the top player's bonus); at least start_points.",
        lo=0,
        hi=1_000_000,
    )
    uma: str = option("10/20", "Uma 'A/B' in thousands: 4th pays B, 3rd pays A, 2nd gets A, 1st gets B (0 <= A <= B).")
    chip_value: int = option(
        0, "Variation 3: points per chip at the end (0: chips are counted, not converted).", lo=0, hi=100_000
    )
    old_suukantsu: bool = option(
        False, "The fourth kan of one player wins at once with the yakuman suukantsu, without the single wait."
    )
    strict: bool = option(
        False,
        "Strict mode with chombo (penalties.md): a player may declare a win he does not have; it costs a "
        "reverse mangan and the hand is replayed with the same dealer and honba.",
    )
