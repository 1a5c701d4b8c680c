"""The Riichi standard bot's decisions in prepared seat views: wins, riichi, calls that keep a yaku, genbutsu
against a riichi, nine terminals, flowers."""

from __future__ import annotations

from jongg.bots import StandardBot
from jongg.bots.riichi import dora_of, yaku_routes
from jongg.engine import AddedKong, Bonus, Chow, Discard, MahJongg, NineTerminals, Pass, Pung, Riichi, SeatView
from jongg.engine.state import SeatMeld
from jongg.engine.view import PlayerView
from jongg.notation import parse_tiles
from jongg.tiles import Tile

RIICHI = "riichi-hana"


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(sorted(parse_tiles(text))) if text else ()


def T(text: str) -> Tile:
    return Tile.from_str(text)


def player(wind: str, discards: str = "", riichi: int | None = None, concealed: int = 13) -> PlayerView:
    """A player with discards in the order written (`riichi`: the position of his riichi discard)."""
    return PlayerView(
        wind, (), (), tuple(parse_tiles(discards)) if discards else (), frozenset(), concealed, False, 25000, riichi
    )


def view(
    hand: str,
    actions: tuple[object, ...],
    *,
    phase: str = "turn",
    others: dict[int, PlayerView] | None = None,
    last: tuple[int, Tile] | None = None,
    discards: str = "",
    indicators: str = "1s",
) -> SeatView:
    """Seat 0 (East, the dealer) in the East round."""
    players = [player("E", discards), player("S"), player("W"), player("N")]
    for seat, p in (others or {}).items():
        players[seat] = p
    concealed = tiles(hand)
    return SeatView(
        0,
        "E",
        concealed,
        concealed[-1] if phase == "turn" else None,
        tuple(players),
        50,
        14,
        "E",
        1,
        0,
        0 if phase == "turn" else None,
        last,
        tuple(actions),  # type: ignore[arg-type]
        1,
        phase,
        tiles(indicators),
    )


def discards_of(hand: str) -> tuple[Discard, ...]:
    return tuple(Discard(t) for t in sorted(set(tiles(hand))))


def test_wins_whenever_offered() -> None:
    hand = "123m456p789s11m23p1p"
    turn = (*discards_of(hand), Riichi(T("1m")), MahJongg(T("1p")))
    assert StandardBot(RIICHI).act(view(hand, turn)) == MahJongg(T("1p"))
    window = (MahJongg(T("4p")), Pass())
    v = view("123m456p789s11m23p", window, phase="window", last=(3, T("4p")))
    assert StandardBot(RIICHI, defence=False, value=False).act(v) == MahJongg(T("4p"))


def test_declares_flowers_when_asked() -> None:
    hand = "123m456p789s11m23p1f"
    assert StandardBot(RIICHI).act(view(hand, (Bonus(T("1f")), *discards_of("123m456p789s11m23p")))) == Bonus(T("1f"))


def test_riichi_when_ready() -> None:
    hand = "123m456p789s11m23p7z"
    actions = (*discards_of(hand), Riichi(T("7z")))
    assert StandardBot(RIICHI).act(view(hand, actions)) == Riichi(T("7z"))
    assert StandardBot(RIICHI, riichi=False).act(view(hand, actions)) == Discard(T("7z"))


def test_riichi_discard_chosen_by_acceptance() -> None:
    """Both 5p and 2p leave the hand ready: without 5p it waits on 1p-4p (two-sided), without 2p on 4p alone."""
    hand = "123m456p789s11m23p5p"
    actions = (*discards_of(hand), Riichi(T("2p")), Riichi(T("5p")))
    assert StandardBot(RIICHI).act(view(hand, actions)) == Riichi(T("5p"))


def test_no_riichi_on_a_dead_wait() -> None:
    """Every 2p is in the others' discards: the closed wait 13p is dead, so the bot keeps the hand silent and
    open to improvement."""
    hand = "123m456p789s11m13p7z"
    others = {1: player("S", "2p2p"), 2: player("W", "2p2p")}
    actions = (*discards_of(hand), Riichi(T("7z")))
    assert StandardBot(RIICHI).act(view(hand, actions, others=others)) == Discard(T("7z"))


def test_no_yakuless_pon() -> None:
    """The pon of 5p brings the hand a step closer, but with 1m 9m 9p and East left there is no yaku: no tanyao,
    no flush, no valuable honour. Without value awareness the bot takes it."""
    hand = "19m3m55p9p234s678s1z"
    pon = Pung(T("5p"), tiles("55p"))
    v = view(hand, (pon, Pass()), phase="window", last=(2, T("5p")))
    assert StandardBot(RIICHI).act(v) == Pass()
    assert StandardBot(RIICHI, value=False).act(v) == pon


def test_tanyao_pon_and_chi_are_taken() -> None:
    """All simples: the call keeps tanyao (the one terminal left goes next) and makes the hand ready."""
    hand = "23m55p88p234s678s9s"
    pon = Pung(T("5p"), tiles("55p"))
    v = view(hand, (pon, Pass()), phase="window", last=(2, T("5p")))
    assert StandardBot(RIICHI).act(v) == pon
    chi = Chow(T("4m"), tiles("23m"))
    v = view(hand, (chi, Pass()), phase="window", last=(3, T("4m")))
    assert StandardBot(RIICHI).act(v) == chi


def test_pon_of_a_dragon_is_taken() -> None:
    hand = "19m3m55z9p234s678s1z"
    pon = Pung(T("5z"), tiles("55z"))
    v = view(hand, (pon, Pass()), phase="window", last=(2, T("5z")))
    assert StandardBot(RIICHI).act(v) == pon


def test_ready_closed_hand_does_not_call() -> None:
    hand = "123m456p789s11m23p"
    chi = Chow(T("1p"), tiles("23p"))
    v = view(hand, (chi, Pass()), phase="window", last=(3, T("1p")))
    assert StandardBot(RIICHI).act(v) == Pass()


FAR = "2m4m6m8m3p5p7p2s4s6s8s5z6z7z"
"""Three steps from ready, no honour pair: efficiency alone would let a dragon go."""


def test_genbutsu_against_a_riichi() -> None:
    """South declared riichi; 5p is among his discards, so it cannot deal in: the far hand gives it up."""
    others = {1: player("S", "1z9m5p2z", riichi=3)}
    v = view(FAR, discards_of(FAR), others=others)
    assert StandardBot(RIICHI).act(v) == Discard(T("5p"))
    assert StandardBot(RIICHI, defence=False).act(v) != Discard(T("5p"))


def test_tile_discarded_after_the_riichi_is_safe() -> None:
    """South's riichi was his second-last discard; West has discarded twice since (8s last), and passed 8s
    without a ron: safe. A tile West discarded before the riichi (2s, his first) is not."""
    others = {1: player("S", "1z9m1m9p", riichi=2), 2: player("W", "2s3z9s8s")}
    v = view(FAR, discards_of(FAR), others=others)
    assert StandardBot(RIICHI).act(v) == Discard(T("8s"))


def test_ready_hand_pushes_against_a_riichi() -> None:
    """Ready after 9m: the bot declares riichi although 9m is not safe."""
    hand = "123m456p789s11m23p9m"
    others = {1: player("S", "1z9s5p2z", riichi=3)}
    actions = (*discards_of(hand), Riichi(T("9m")))
    assert StandardBot(RIICHI).act(view(hand, actions, others=others)) == Riichi(T("9m"))


def test_nine_terminals_when_far_from_thirteen_orphans() -> None:
    far = "1m9m1p9p1s9s1z2z3z2m3m4m5m6m"
    assert StandardBot(RIICHI).act(view(far, (*discards_of(far), NineTerminals()))) == NineTerminals()
    near = "1m9m1p9p1s9s1z2z3z4z5z6z7z2m"
    assert StandardBot(RIICHI).act(view(near, (*discards_of(near), NineTerminals()))) == Discard(T("2m"))


def test_plain_five_goes_before_the_red_one() -> None:
    """Against a riichi with 5s among his discards, the far hand gives up a five of its pair: the plain one."""
    hand = "2m4m6m8m3p5p7p2s4s6s8s5s0s7z"
    discards = tuple(Discard(t) for t in sorted(set(parse_tiles(hand))))
    others = {1: player("S", "1z9m5s2z", riichi=3)}
    assert StandardBot(RIICHI).act(view(hand, discards, others=others)) == Discard(T("5s"))


def test_dora_of_indicators() -> None:
    assert [dora_of(T(t)) for t in ("1m", "9m", "4z", "7z", "5p")] == [1, 0, 27, 31, 14]
    assert dora_of(T("1f")) is None


def test_yaku_routes() -> None:
    from jongg.bots.riichi import Meld

    counts = [0] * 34
    for t in parse_tiles("234m55p678s"):
        counts[t.kind] += 1
    valuable = frozenset({27, 31, 32, 33})
    assert yaku_routes(counts, [Meld("chow", 12)], valuable)["tanyao"] == 0
    assert "tanyao" not in yaku_routes(counts, [Meld("chow", 9)], valuable)
    assert "yakuhai" in yaku_routes(counts, [Meld("pung", 31)], valuable)
    assert "yakuhai" not in yaku_routes(counts, [Meld("pung", 28)], valuable)


def test_open_tanyao_hand_lets_the_terminal_go() -> None:
    """After a chi of 345m the hand's only yaku is tanyao: 9s goes although it is the best shape tile (89s)."""
    meld = SeatMeld("chow", list(tiles("345m")), False, 3)
    me = PlayerView("E", (meld,), (), (), frozenset(), 11, False, 25000)
    hand = "66p78p234s678s89s5m"
    v = view(hand, discards_of(hand), others={0: me})
    assert StandardBot(RIICHI).act(v) == Discard(T("9s"))
    assert StandardBot(RIICHI, value=False).act(v) != Discard(T("9s"))


def test_added_kong_only_without_a_riichi() -> None:
    """The fourth 5p costs no shanten as a kong; against a riichi the kong (which could be robbed) waits."""
    meld = SeatMeld("pung", list(tiles("555p")), False, 2)
    me = PlayerView("E", (meld,), (), (), frozenset(), 11, False, 25000)
    hand = "123m678s55z5p78p"
    actions = (*discards_of(hand), AddedKong(T("5p")))
    assert StandardBot(RIICHI).act(view(hand, actions, others={0: me})) == AddedKong(T("5p"))
    others = {0: me, 1: player("S", "1z9s3p2z", riichi=3)}
    assert StandardBot(RIICHI).act(view(hand, actions, others=others)) != AddedKong(T("5p"))
