"""The `dmjl-classical` scoring tables as data (`classical-dmjl.md`, "Scoring").

Every row is a `Rule`: stable id, English and German name, unit and value, and `when(ctx)`, which says how
many times the rule scores for one hand in one arrangement (a pung rule once per pung). `ctx` is a `Ctx`,
filled by `context`; the predicates only read it. The same rows drive scoring, the order of the
items in a result (table order) and `jongg rules dmjl-classical`.

Item order: the tables in the order of `TABLES`, the rows in the order below. Sets are listed from the most
valuable down (kong before pung, terminals/honours before simples, concealed before exposed), which is the
order of the worked example in `contract.md` §2.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from jongg.analysis import Forms
from jongg.rules.base import Rule, Title, limit_rule
from jongg.rules.classical.context import Ctx
from jongg.rules.groups import (
    KONG_SIMPLES_CONCEALED,
    KONG_SIMPLES_EXPOSED,
    KONG_TERMINALS_CONCEALED,
    KONG_TERMINALS_EXPOSED,
    PUNG_SIMPLES_CONCEALED,
    PUNG_SIMPLES_EXPOSED,
    PUNG_TERMINALS_CONCEALED,
    PUNG_TERMINALS_EXPOSED,
)
from jongg.tiles import EAST, Tile

FIVE_DOTS: Final = Tile.from_str("5p")
ONE_DOTS: Final = Tile.from_str("1p")
TWO_BAMBOO: Final = Tile.from_str("2s")

FORMS: Final = Forms.REGULAR | Forms.ORPHANS
"""The winning forms of the rule set: four sets and a pair, thirteen orphans."""


When = Callable[[Ctx], int]


def points(rule_id: str, value: int, en: str, de: str, when: When | None, note: str) -> Rule[Ctx]:
    return Rule(rule_id, en, de, "points", value, when, note)


def doubles(rule_id: str, value: int, en: str, de: str, when: When, note: str) -> Rule[Ctx]:
    return Rule(rule_id, en, de, "doubles", value, when, note)


POINTS_EVERY: Final[Sequence[Rule[Ctx]]] = (
    points(
        "kong-terminals-concealed",
        32,
        "Concealed kong of terminals or honours",
        "Verdeckter Kang aus Hauptziegeln",
        lambda c: c.set_classes[KONG_TERMINALS_CONCEALED],
        "each declared concealed kong of 1s, 9s, winds or dragons",
    ),
    points(
        "kong-terminals-exposed",
        16,
        "Exposed kong of terminals or honours",
        "Offener Kang aus Hauptziegeln",
        lambda c: c.set_classes[KONG_TERMINALS_EXPOSED],
        "each exposed kong of 1s, 9s, winds or dragons",
    ),
    points(
        "kong-simples-concealed",
        16,
        "Concealed kong of simples",
        "Verdeckter Kang aus Grundziegeln",
        lambda c: c.set_classes[KONG_SIMPLES_CONCEALED],
        "each declared concealed kong of 2-8",
    ),
    points(
        "kong-simples-exposed",
        8,
        "Exposed kong of simples",
        "Offener Kang aus Grundziegeln",
        lambda c: c.set_classes[KONG_SIMPLES_EXPOSED],
        "each exposed kong of 2-8",
    ),
    points(
        "pung-terminals-concealed",
        8,
        "Concealed pung of terminals or honours",
        "Verdeckter Pong aus Hauptziegeln",
        lambda c: c.set_classes[PUNG_TERMINALS_CONCEALED],
        "each concealed pung of 1s, 9s, winds or dragons",
    ),
    points(
        "pung-terminals-exposed",
        4,
        "Exposed pung of terminals or honours",
        "Offener Pong aus Hauptziegeln",
        lambda c: c.set_classes[PUNG_TERMINALS_EXPOSED],
        "each exposed pung of 1s, 9s, winds or dragons (also one completed by a claimed tile)",
    ),
    points(
        "pung-simples-concealed",
        4,
        "Concealed pung of simples",
        "Verdeckter Pong aus Grundziegeln",
        lambda c: c.set_classes[PUNG_SIMPLES_CONCEALED],
        "each concealed pung of 2-8",
    ),
    points(
        "pung-simples-exposed",
        2,
        "Exposed pung of simples",
        "Offener Pong aus Grundziegeln",
        lambda c: c.set_classes[PUNG_SIMPLES_EXPOSED],
        "each exposed pung of 2-8 (also one completed by a claimed tile)",
    ),
    points(
        "chow",
        0,
        "Chow",
        "Chi",
        None,
        "a chow scores nothing (listed for completeness, never an item)",
    ),
    points(
        "pair-dragons",
        2,
        "Pair of dragons",
        "Drachenpaar",
        lambda c: c.pair_dragons,
        "each pair of dragons",
    ),
    points(
        "pair-seat-wind",
        2,
        "Pair of own wind",
        "Paar des eigenen Windes",
        lambda c: c.pair_seat,
        "a pair of the player's seat wind",
    ),
    points(
        "pair-round-wind",
        2,
        "Pair of round wind",
        "Paar des Rundenwindes",
        lambda c: c.pair_round,
        "a pair of the round wind (with pair-seat-wind 4 for a wind that is both)",
    ),
    points(
        "flower",
        4,
        "Flower",
        "Blume",
        lambda c: c.flowers,
        "each flower",
    ),
    points(
        "season",
        4,
        "Season",
        "Jahreszeit",
        lambda c: c.seasons,
        "each season",
    ),
)

POINTS_WINNER: Final[Sequence[Rule[Ctx]]] = (
    points(
        "mahjong",
        20,
        "Mah-Jongg",
        "Mah-Jongg",
        lambda c: c.winner,
        "the winner",
    ),
    points(
        "self-draw",
        2,
        "Winning tile from the wall",
        "Letzter Ziegel selbst gezogen",
        lambda c: c.self_draw,
        "the winning tile was drawn, also as a kong or bonus replacement",
    ),
    points(
        "only-possible-tile",
        2,
        "Only possible tile",
        "Einzig möglicher Ziegel",
        lambda c: c.only_possible,
        "exactly one tile kind completed the hand",
    ),
    points(
        "winning-tile-pair-simples",
        2,
        "Winning tile completes a pair of simples",
        "Letzter Ziegel vervollständigt ein Paar aus Grundziegeln",
        lambda c: c.win_pair == 1,
        "the winning tile completes the pair, of 2-8",
    ),
    points(
        "winning-tile-pair-terminals",
        4,
        "Winning tile completes a pair of terminals or honours",
        "Letzter Ziegel vervollständigt ein Paar aus Hauptziegeln",
        lambda c: c.win_pair == 2,
        "the winning tile completes the pair, of 1s, 9s, winds or dragons",
    ),
)

DOUBLES_EVERY: Final[Sequence[Rule[Ctx]]] = (
    doubles(
        "pung-dragons",
        1,
        "Pung or kong of dragons",
        "Pong oder Kang aus Drachen",
        lambda c: c.dragon_sets,
        "each pung or kong of dragons",
    ),
    doubles(
        "pung-seat-wind",
        1,
        "Pung or kong of own wind",
        "Pong oder Kang des eigenen Windes",
        lambda c: c.seat_sets,
        "a pung or kong of the seat wind",
    ),
    doubles(
        "pung-round-wind",
        1,
        "Pung or kong of round wind",
        "Pong oder Kang des Rundenwindes",
        lambda c: c.round_sets,
        "a pung or kong of the round wind (with pung-seat-wind 2 for a wind that is both)",
    ),
    doubles(
        "own-flower-and-season",
        1,
        "Own flower and own season",
        "Eigene Blume und eigene Jahreszeit",
        lambda c: c.own_bonus_pair,
        "both the seat's flower and the seat's season",
    ),
    doubles(
        "all-flowers",
        1,
        "All four flowers",
        "Alle vier Blumen",
        lambda c: c.flowers == 4,
        "the four flowers",
    ),
    doubles(
        "all-seasons",
        1,
        "All four seasons",
        "Alle vier Jahreszeiten",
        lambda c: c.seasons == 4,
        "the four seasons",
    ),
    doubles(
        "three-concealed-pungs",
        1,
        "Three concealed pungs",
        "Drei verdeckte Pongs",
        lambda c: c.concealed_sets >= 3,
        "three or more concealed pungs or kongs",
    ),
    doubles(
        "little-three-dragons",
        1,
        "Little three dragons",
        "Kleine drei Drachen",
        lambda c: c.dragon_sets == 2 and c.pair_dragons > 0,
        "two pungs or kongs of dragons and a pair of dragons (in addition to the dragon pungs)",
    ),
    doubles(
        "big-three-dragons",
        2,
        "Big three dragons",
        "Große drei Drachen",
        lambda c: not c.winner and c.dragon_sets == 3,
        "loser only: pungs or kongs of all three dragons (in addition; a winner's is a limit hand)",
    ),
    doubles(
        "little-four-joys",
        1,
        "Little four joys",
        "Kleine vier Freuden",
        lambda c: c.wind_sets == 3 and c.pair_winds > 0,
        "three pungs or kongs of winds and a pair of winds",
    ),
    doubles(
        "big-four-joys",
        2,
        "Big four joys",
        "Große vier Freuden",
        lambda c: not c.winner and c.wind_sets == 4,
        "loser only: pungs or kongs of all four winds (a winner's is a limit hand)",
    ),
)

DOUBLES_WINNER: Final[Sequence[Rule[Ctx]]] = (
    doubles(
        "zero-point-hand",
        1,
        "Zero-point hand",
        "Hand ohne Punkte",
        lambda c: not c.sets and not (c.pair_dragons or c.pair_seat or c.pair_round),
        "no points from sets or pairs (bonus tiles and the winner's points disregarded)",
    ),
    doubles(
        "no-chow",
        1,
        "No chow",
        "Kein Chi",
        lambda c: c.chows == 0 and not c.orphans,
        "four pungs or kongs and a pair",
    ),
    doubles(
        "only-concealed-sets",
        1,
        "Only concealed sets",
        "Nur verdeckte Figuren",
        lambda c: c.self_draw and c.exposed_melds == 0,
        "no exposed set (declared concealed kongs allowed), won by self-draw",
    ),
    doubles(
        "one-suit-with-honours",
        1,
        "One suit with honours",
        "Unreines Farbspiel",
        lambda c: c.suits == 1 and c.honours,
        "tiles of one suit and honours",
    ),
    doubles(
        "one-suit",
        3,
        "One suit only",
        "Reines Farbspiel",
        lambda c: c.suits == 1 and not c.honours,
        "tiles of one suit only, no honours",
    ),
    doubles(
        "only-terminals-and-honours",
        1,
        "Only terminals and honours",
        "Nur Hauptziegel",
        lambda c: c.all_term_hon and not c.all_honours,
        "only 1s, 9s and honours (not when only-honours applies)",
    ),
    doubles(
        "only-honours",
        2,
        "Only honours",
        "Nur Bildziegel",
        lambda c: c.all_honours,
        "only winds and dragons (Decision: 2 doubles, replacing only-terminals-and-honours)",
    ),
    doubles(
        "kong-replacement",
        1,
        "Won on a kong replacement tile",
        "Mah-Jongg mit Ersatzziegel",
        lambda c: c.replacement,
        "the winning tile directly replaced a kong",
    ),
    doubles(
        "last-tile-wall",
        1,
        "Won with the last tile of the wall",
        "Mah-Jongg mit dem letzten Ziegel der Mauer",
        lambda c: c.last_tile and c.self_draw,
        "self-drawn last tile of the live wall",
    ),
    doubles(
        "last-tile-discard",
        1,
        "Won on the last discard",
        "Mah-Jongg mit dem letzten Abwurf",
        lambda c: c.last_tile and not c.self_draw,
        "won on the discard made after the last live-wall tile was drawn",
    ),
    doubles(
        "robbing-kong",
        1,
        "Robbing the kong",
        "Kang beraubt",
        lambda c: c.robbing_kong,
        "won with the tile another player added to his exposed pung",
    ),
    doubles(
        "original-call",
        1,
        "Mah-Jongg with original call",
        "Mah-Jongg mit Anfangsruf",
        lambda c: c.original_call,
        "announced calling before the first discard and kept to it",
    ),
)

LIMITS: Final[Sequence[Rule[Ctx]]] = (
    limit_rule(
        "hidden-treasure",
        "Hidden treasure",
        "Verborgener Schatz",
        lambda c: c.self_draw and c.concealed_sets == 4,
        "four concealed pungs or kongs and a pair, won by self-draw",
    ),
    limit_rule(
        "heads-and-tails",
        "Heads and tails",
        "Köpfe und Schwänze",
        lambda c: c.all_terminals,
        "only pungs or kongs and a pair of 1s and 9s",
    ),
    limit_rule(
        "fourfold-plenty",
        "Fourfold plenty",
        "Vierfacher Reichtum",
        lambda c: c.kongs == 4,
        "four kongs and a pair",
    ),
    limit_rule(
        "three-great-scholars",
        "Three great scholars",
        "Drei große Gelehrte",
        lambda c: c.dragon_sets == 3,
        "pungs or kongs of all three dragons",
    ),
    limit_rule(
        "four-blessings",
        "Four blessings over the door",
        "Vier Segnungen über der Tür",
        lambda c: c.wind_sets == 4,
        "pungs or kongs of all four winds",
    ),
    limit_rule(
        "imperial-jade",
        "Imperial jade",
        "Kaiserliche Jade",
        lambda c: c.all_green,
        "only green tiles: 2, 3, 4, 6, 8 bamboo and green dragon",
    ),
    limit_rule(
        "concealed-one-suit",
        "Concealed one-suit hand",
        "Verdecktes reines Farbspiel",
        lambda c: c.suits == 1 and not c.honours and c.self_draw and c.exposed_melds == 0,
        "one suit only, no exposed set (declared concealed kongs allowed; a claimed tile exposes its set)",
    ),
    limit_rule(
        "nine-gates",
        "Nine gates",
        "Neun Tore",
        lambda c: c.nine_gates,
        "concealed 1112345678999 of one suit plus any tile of that suit as the winning tile",
    ),
    limit_rule(
        "thirteen-orphans",
        "Thirteen orphans",
        "Dreizehn Waisen",
        lambda c: c.orphans,
        "one of each terminal and honour plus one more of them",
    ),
    limit_rule(
        "squirming-snake",
        "Squirming snake",
        "Sich windende Schlange",
        lambda c: c.snake_pair >= 0 and c.pair_kind == c.snake_pair and c.chows == 2,
        "one suit: pungs of 1 and 9, a pair of 2, 5 or 8 and two chows covering the rest",
    ),
    limit_rule(
        "plum-blossom",
        "Gathering the plum blossom from the roof",
        "Die Pflaumenblüte vom Dach pflücken",
        lambda c: c.replacement and c.winning == FIVE_DOTS,
        "won on a 5 of dots that directly replaced a kong",
    ),
    limit_rule(
        "moon-from-the-sea",
        "Plucking the moon from the bottom of the sea",
        "Den Mond vom Grund des Meeres holen",
        lambda c: c.last_tile and c.self_draw and c.winning == ONE_DOTS,
        "won with the last tile of the live wall, a 1 of dots",
    ),
    limit_rule(
        "scratching-carrying-pole",
        "Scratching a carrying pole",
        "Kratzen an der Tragestange",
        lambda c: c.robbing_kong and c.winning == TWO_BAMBOO,
        "won by robbing a kong of 2 bamboo",
    ),
    limit_rule(
        "twofold-fortune",
        "Twofold fortune",
        "Doppeltes Glück",
        lambda c: c.kong_on_kong,
        "won on the replacement of a kong that was declared with a kong replacement tile",
    ),
    limit_rule(
        "blessing-of-heaven",
        "Blessing of heaven",
        "Segen des Himmels",
        lambda c: c.first_turn and c.seat == EAST,
        "East wins with his dealt tiles (Decision: also after declaring a concealed kong before his discard)",
    ),
    limit_rule(
        "blessing-of-earth",
        "Blessing of earth",
        "Segen der Erde",
        lambda c: c.first_turn and c.seat != EAST,
        "another player wins on East's first discard",
    ),
    limit_rule(
        "east-nine-wins",
        "East wins nine times in a row",
        "Ost gewinnt neunmal in Folge",
        lambda c: c.seat == EAST and c.east_wins == 8,
        "East's ninth consecutive win (east_consecutive_wins = 8)",
    ),
)

TABLES: Final[Sequence[tuple[str, Sequence[Rule[Ctx]]]]] = (
    (Title("Base points, every player", "Grundpunkte, alle Spieler"), POINTS_EVERY),
    (Title("Base points, winner only", "Grundpunkte, nur der Gewinner"), POINTS_WINNER),
    (Title("Doubles, every player", "Verdopplungen, alle Spieler"), DOUBLES_EVERY),
    (Title("Doubles, winner only", "Verdopplungen, nur der Gewinner"), DOUBLES_WINNER),
    (
        Title(
            "Limit hands, winner only (each scores the limit)", "Limithände, nur der Gewinner (jede zählt das Limit)"
        ),
        LIMITS,
    ),
)
"""(title, rules) in table order: scoring, the order of the items and `jongg rules` all follow it."""

EVERY_PLAYER: Final = (POINTS_EVERY, DOUBLES_EVERY)
"""The tables a loser's hand is scored with."""
WINNER_COUNTED: Final = (POINTS_EVERY, POINTS_WINNER, DOUBLES_EVERY, DOUBLES_WINNER)
"""The counted tables of a winner's hand (the limit hands apart)."""
