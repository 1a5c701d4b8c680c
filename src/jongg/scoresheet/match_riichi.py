"""Match logic of `riichi-hana`: honba, riichi sticks, dealer repeats, draws, the end with oka and uma."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from jongg.contract import (
    WINDS,
    HandValue,
    Liability,
    RiichiInfo,
    ScoreRequest,
    ScoreResult,
    SettleRequest,
    Transfer,
)
from jongg.errors import InvalidNotation, Phrase
from jongg.rules import penalties as catalogs
from jongg.rules.riichi.flow import FLOW
from jongg.scoresheet.entries import HandEntry, PenaltyRecord, Stop
from jongg.scoresheet.errors import InvalidEntry
from jongg.scoresheet.match import (
    TABLE,
    MatchRules,
    MatchState,
    Outcome,
    Placing,
    Summary,
    partial_outcome,
    refuse_fields,
    win_summary,
)
from jongg.tiles import Tile


class RiichiMatch(MatchRules):
    """`riichi-hana` (`riichi-hana.md`): riichi sticks, honba, dealer repeats, double ron, tenpai payments,
    chombo, the end of the game with the West extension, and the final result with oka and uma.

    **Decisions** where the spec is silent (Tenhou / Mahjong Soul practice):

    - An abortive draw (`abortive`) pays nothing; the dealer repeats and a honba is added.
    - A riichi declarer needs 1,000 points when he declares; at an exhaustive draw he must be tenpai (if not,
      that is chombo: record the penalty instead).
    - East-only games extend into the South round under the same rule as the West extension.
    - The dealer may stop (`Stop`) after a repeat (win or tenpai) in the last hand, or in any hand of the
      extension, when he has more points than each other player.
    - At the end, riichi sticks left on the table go to the first player; equal points are ranked by the seat
      order at the start (the first dealer first). The result is (points − return points) / 1,000 + uma, plus
      the oka ((return − start) × 4 / 1,000) for the first; not rounded.
    """

    name = "riichi"
    catalog = catalogs.RIICHI
    STICK = 1000

    def start_score(self) -> int:
        return int(self.options.start_points)

    def max_winners(self) -> int:
        return 2

    def last_round(self) -> int:
        return 0 if self.options.length == "east" else 1

    def start(self, players: Sequence[str]) -> MatchState:
        state = super().start(players)
        state.extra["chips"] = dict.fromkeys(players, 0)
        state.extra["may_stop"] = False
        return state

    def apply_hand(self, state: MatchState, entry: HandEntry) -> Outcome:
        self.check_hand(state, entry)
        refuse_fields(entry, self.ruleset_id, ("losers", "irregular", "values", "fan"))
        if entry.dangerous is not None:
            raise InvalidEntry("sheet.dangerous_play_dmjl_rule")
        seats = state.seat_winds()
        for name in entry.riichi:
            if state.totals[name] < self.STICK:
                raise InvalidEntry(
                    "sheet.has_points_riichi_needs", name=name, totals=state.totals[name], stick=self.STICK
                )
        if entry.hana and self.options.variation != 3:
            raise InvalidEntry("sheet.hana_counts_flower_chips")
        if any(n < 0 for n in entry.hana.values()):
            raise InvalidEntry("sheet.hana_number_flowers_cannot")
        transfers = [Transfer(seats[n], TABLE, self.STICK, "riichi") for n in entry.riichi]
        sticks = state.sticks + len(entry.riichi)
        counters = (state.honba, sticks)
        scores: dict[str, ScoreResult] = {}
        values: dict[str, int] = {}
        dealer_kept = False
        if entry.is_draw:
            summary, passes, more = self.draw(state, entry)
            transfers += more
            honba, dealer_kept = state.honba + 1, not passes and not entry.abortive
        else:
            requests = self.win_requests(state, entry, sticks, scores, values)
            for request in requests:
                transfers += self.ruleset.settle(request).transfers
            passes = all(self.deal_passes(state, r) for r in requests)
            honba, sticks, dealer_kept = (0, 0, False) if passes else (state.honba + 1, 0, True)
            summary = win_summary(state, entry)
        # everything is checked: now the state changes
        payments, net = self.pay(state, transfers)
        state.sticks, state.honba = sticks, honba
        chips = state.extra["chips"]
        for name, flowers in entry.hana.items():
            for other in state.players:
                if other != name:
                    chips[other] -= flowers
                    chips[name] += flowers
        east = state.east
        last = self.is_last_hand(state)
        self.end_hand(state, passes, east_won=False)
        state.extra["may_stop"] = (
            state.finished is None
            and dealer_kept
            and last
            and all(state.totals[east] > state.totals[o] for o in state.players if o != east)
        )
        # the counters of this hand: its honba, and the sticks on the table with this hand's riichi included
        extra: dict[str, Any] = {"honba": counters[0], "riichi_sticks": counters[1]}
        if entry.hana:
            extra["chips"] = dict(chips)
        outcome = partial_outcome(summary, True, passes, payments, net, scores, values)
        return replace(outcome, extra=extra)

    def draw(self, state: MatchState, entry: HandEntry) -> tuple[Summary, bool, list[Transfer]]:
        """An exhaustive draw (tenpai and nagashi payments) or an abortive one (nothing; the dealer repeats)."""
        seats = state.seat_winds()
        if entry.pao is not None or entry.pao_for is not None:
            raise InvalidEntry("sheet.pao_needs_winner")
        if entry.abortive:
            if entry.tenpai or entry.nagashi:
                raise InvalidEntry("sheet.abortive_draw_has_no")
            return Summary("sheet.summary.abortive"), False, []
        for name in entry.riichi:
            if name not in entry.tenpai:
                raise InvalidEntry("sheet.declared_riichi_but_not", name=name)
        request = SettleRequest(
            self.ruleset_id,
            tenpai=tuple(seats[n] for n in entry.tenpai),
            nagashi=tuple(seats[n] for n in entry.nagashi),
            options=self.given,
        )
        settlement = self.ruleset.settle(request)
        passes = self.deal_passes(state, request)
        if entry.nagashi:
            summary = Summary("sheet.summary.nagashi", values=(("names", ", ".join(entry.nagashi)),))
        elif entry.tenpai:
            summary = Summary("sheet.summary.tenpai", values=(("names", ", ".join(entry.tenpai)),))
        else:
            summary = Summary("sheet.summary.nobody_tenpai")
        return summary, passes, list(settlement.transfers)

    def win_requests(
        self, state: MatchState, entry: HandEntry, sticks: int, scores: dict[str, ScoreResult], values: dict[str, int]
    ) -> list[SettleRequest]:
        """One settle request per winner; the winner nearest the discarder gets the honba and the sticks."""
        seats = state.seat_winds()
        if entry.tenpai or entry.nagashi or entry.abortive:
            raise InvalidEntry("sheet.tenpai_nagashi_and_abortive")
        winners = list(entry.winners)
        if entry.discarder is not None:
            start = WINDS.index(seats[entry.discarder])
            winners.sort(key=lambda w: (WINDS.index(seats[w.name]) - start) % 4)
        names = [w.name for w in winners]
        pao_for = entry.pao_for
        if entry.pao is not None and pao_for is None:
            if len(winners) > 1:
                raise InvalidEntry("sheet.two_winners_name_one")
            pao_for = names[0]
        if pao_for is not None and pao_for not in names:
            raise InvalidEntry("sheet.pao_winner_did_not", pao_for=pao_for)
        if entry.pao_for is not None and entry.pao is None:
            raise InvalidEntry("sheet.pao_for_needs_pao")
        if entry.ura and not any(w.hand is not None and w.name in entry.riichi for w in winners):
            raise InvalidEntry("sheet.ura_read_only_winner")
        counted = [w.name for w in winners if w.hand is None]
        if (entry.dora or entry.ura) and counted:
            raise InvalidEntry("sheet.dora_and_ura_read", counted=counted[0])
        requests = []
        for i, w in enumerate(winners):
            honba, table = (state.honba, sticks) if i == 0 else (0, 0)
            pao = entry.pao if w.name == pao_for else None
            if w.hand is not None:
                if w.han is not None or w.fu is not None or w.yakuman is not None:
                    raise InvalidEntry("sheet.give_hand_or_his", name=w.name)
                info = RiichiInfo(
                    riichi=w.name in entry.riichi,
                    double_riichi="double_riichi" in w.flags,
                    ippatsu="ippatsu" in w.flags,
                    dora_indicators=_tiles(entry.dora, "--dora"),
                    ura_indicators=_tiles(entry.ura, "--ura") if w.name in entry.riichi else (),
                    honba=honba,
                    riichi_sticks=table,
                    pao=None if pao is None else seats[pao],
                )
                result = self.score(
                    w.name,
                    ScoreRequest(
                        self.ruleset_id,
                        w.hand,
                        seats[w.name],
                        state.round_wind,
                        self.given,
                        win=self.win_of(state, entry, w),
                        riichi=info,
                    ),
                )
                if not result.won:
                    raise InvalidEntry("sheet.hand_does_not_win", name=w.name, reason=result.reason)
                scores[w.name] = result
                values[w.name] = int(result.total or 0)
                hand = HandValue(total=result.total, han=result.han, fu=result.fu, result=result)
                requests.append(
                    SettleRequest(
                        self.ruleset_id,
                        {seats[w.name]: hand},
                        winner=seats[w.name],
                        from_=None if entry.discarder is None else seats[entry.discarder],
                        self_draw=entry.self_draw,
                        options=self.given,
                    )
                )
                continue
            if (w.yakuman is None) == (w.han is None):
                raise InvalidEntry("sheet.give_hand_hand_or", name=w.name)
            short = HandValue(yakuman=w.yakuman) if w.yakuman is not None else HandValue(han=w.han, fu=w.fu)
            requests.append(
                SettleRequest(
                    self.ruleset_id,
                    {seats[w.name]: short},
                    winner=seats[w.name],
                    from_=None if entry.discarder is None else seats[entry.discarder],
                    self_draw=entry.self_draw,
                    liable=None if pao is None else Liability(seats[pao], "supplied-pung"),
                    options=self.given,
                    honba=honba,
                    riichi_sticks=table,
                )
            )
        return requests

    def apply_stop(self, state: MatchState, entry: Stop) -> Outcome:
        if not state.extra.get("may_stop"):
            raise InvalidEntry("sheet.dealer_may_stop_only")
        state.finished = Phrase("sheet.dealer_stopped", dealer=state.east)
        summary = Summary("sheet.summary.stopped", values=(("dealer", state.east),))
        return partial_outcome(summary, False, False, (), dict.fromkeys(state.players, 0))

    def apply_penalty(self, state: MatchState, entry: PenaltyRecord) -> Outcome:
        counters = {"honba": state.honba, "riichi_sticks": state.sticks}
        outcome = super().apply_penalty(state, entry)
        state.extra["may_stop"] = False
        return replace(outcome, extra=counters)

    def is_last_hand(self, state: MatchState) -> bool:
        """Whether the hand in progress is the last one planned (the last deal of the last round, or a hand of
        the extension)."""
        last = self.last_round()
        return (state.round == last and state.passes == 3) or state.round == last + 1

    def end_hand(self, state: MatchState, passes: bool, east_won: bool) -> None:
        state.extra["round_before"] = state.round
        super().end_hand(state, passes, east_won)

    def check_end(self, state: MatchState) -> None:
        """The end of `riichi-hana.md` (the engine's, `RiichiFlow.end_reason`); the dealer's stop is an entry."""
        state.finished = FLOW.end_reason(state, self.options, state.extra.get("round_before"))

    def placings(self, state: MatchState) -> list[Placing]:
        """Final points (riichi sticks left on the table to the first; chips at `chip_value`), and the result in
        thousands: (points − return points) / 1,000 + uma, and the oka for the first (`RiichiFlow.placings`)."""
        return [Placing(*row) for row in FLOW.placings(state, self.options)]

    def status(self, state: MatchState) -> dict[str, Any]:
        out: dict[str, Any] = {"honba": state.honba, "riichi_sticks": state.sticks}
        if self.options.variation == 3:
            out["chips"] = dict(state.extra.get("chips", {}))
        if state.extra.get("may_stop"):
            out["dealer_may_stop"] = True
        return out


def _tiles(texts: Sequence[str], option: str) -> tuple[Tile, ...]:
    out = []
    for text in texts:
        try:
            out.append(Tile.from_str(text))
        except InvalidNotation as e:
            raise InvalidNotation("sheet.not_tile", option=option, text=text, reason=e.reason, position=0) from None
    return tuple(out)
