"""Match logic of the DMJL rule sets: Chinese Classical and Hong Kong Easy (`match.py` has what they share)."""

from __future__ import annotations

from typing import Any

from jongg.contract import (
    WINDS,
    HandValue,
    ScoreRequest,
    ScoreResult,
    SettleRequest,
)
from jongg.errors import InvalidRequest, Phrase
from jongg.rules import penalties as catalogs
from jongg.scoresheet.entries import HandEntry, PenaltyRecord, TimeUp
from jongg.scoresheet.errors import InvalidEntry
from jongg.scoresheet.match import (
    RIICHI_ONLY,
    MatchRules,
    MatchState,
    Outcome,
    Settled,
    Summary,
    partial_outcome,
    refuse_fields,
    win_summary,
)


class ClassicalMatch(MatchRules):
    """`dmjl-classical`: every hand is scored; values by notation (`--hand`, `--loser`) or as counted (`--values`)."""

    name = "classical"
    catalog = catalogs.CLASSICAL

    def start_score(self) -> int:
        return int(self.options.starting_score)

    def rotates_seats(self) -> bool:
        return bool(self.options.seat_exchange)

    def penalty_options(self) -> dict[str, Any]:
        # A penalty is settled on its own; with settle_draws on, the rule set would read a winner-less request
        # as a draw and ask for four hands, so settle_draws is left out of the penalty's request.
        return {k: v for k, v in self.given.items() if k != "settle_draws"}

    def check_penalty(self, state: MatchState, entry: PenaltyRecord) -> None:
        """A discard is claimed for a chow only by the discarder's next player (E, S, W, N), so only he can be the
        claimer of `wrong-name-chow`."""
        if entry.rule != "wrong-name-chow" or entry.claimer is None or len(entry.offenders) != 1:
            return
        namer = entry.offenders[0]
        following = state.player_at(WINDS[(WINDS.index(state.seat_winds()[namer]) + 1) % 4])
        if entry.claimer != following:
            raise InvalidRequest("sheet.wrong_name_chow_only", following=following, namer=namer, claimer=entry.claimer)

    def check_nine_wins(self, state: MatchState, entry: HandEntry) -> None:
        """East's ninth win in a row is the limit hand: a value counted at the table for it must be the limit."""
        winner = entry.winners[0].name if entry.winners else None
        if winner != state.east or state.streak < 8 or winner not in entry.values:
            return
        limit = int(self.options.limit)
        if entry.values[winner] != limit:
            raise InvalidEntry("sheet.wins_east_ninth_time", winner=winner, limit=limit, values=entry.values[winner])

    def settle_hand(self, state: MatchState, entry: HandEntry) -> Settled:
        refuse_fields(entry, self.ruleset_id, ("fan", *RIICHI_ONLY))
        self.check_nine_wins(state, entry)
        opts = self.options
        winner = entry.winners[0] if entry.winners else None
        seats = state.seat_winds()
        notation: dict[str, str] = dict(entry.losers)
        if winner is not None:
            if winner.name in entry.losers:
                raise InvalidEntry("sheet.winner_give_his_hand", name=winner.name)
            if winner.hand is not None:
                notation[winner.name] = winner.hand
        for name in notation:
            if name in entry.values:
                raise InvalidEntry("sheet.hand_given_twice_hand", name=name)
        for name in entry.irregular:
            if name not in notation:
                raise InvalidEntry("sheet.irregular_give_hand_notation", name=name)
        if winner is None and not opts.settle_draws:
            if notation or entry.values:
                raise InvalidEntry("sheet.draw_not_settled_option")
            request = SettleRequest(self.ruleset_id, options=self.given)
            return Settled(request, {}, {}, Summary("sheet.summary.draw"))
        missing = [n for n in state.by_wind() if n not in notation and n not in entry.values]
        if missing:
            raise InvalidEntry("sheet.every_player_hand_scored", missing=", ".join(missing))
        scores: dict[str, ScoreResult] = {}
        values: dict[str, int] = {}
        for name in state.by_wind():
            wind = seats[name]
            if name in notation:
                won = winner is not None and name == winner.name
                asked = ScoreRequest(
                    self.ruleset_id,
                    notation[name],
                    wind,
                    state.round_wind,
                    self.given,
                    win=self.win_of(state, entry, winner) if won and winner is not None else None,
                    east_consecutive_wins=state.streak if won and wind == "E" else 0,
                    irregular=entry.irregular.get(name),
                )
                result = self.score(name, asked)
                if won and not result.won:
                    raise InvalidEntry("sheet.hand_does_not_win", name=name, reason=result.reason)
                scores[name] = result
                values[name] = int(result.total or 0)
            else:
                values[name] = self.check_value(name, entry.values[name], winner is not None and name == winner.name)
        request = SettleRequest(
            self.ruleset_id,
            {seats[n]: HandValue(total=v, result=scores.get(n)) for n, v in values.items()},
            winner=None if winner is None else seats[winner.name],
            from_=None if entry.discarder is None else seats[entry.discarder],
            self_draw=entry.self_draw,
            liable=self.liability(state, entry),
            options=self.given,
        )
        summary = win_summary(state, entry) if winner is not None else Summary("sheet.summary.settled")
        return Settled(request, scores, values, summary)

    def check_value(self, name: str, value: int, winner: bool) -> int:
        limit, minimum = int(self.options.limit), int(self.options.min_points)
        if not 0 <= value <= limit:
            raise InvalidEntry("sheet.value_outside_limit", name=name, value=value, limit=limit)
        if winner:
            if value < min(20, limit):
                raise InvalidEntry("sheet.value_cannot_win_mah", name=name, value=value)
            if value < minimum:
                raise InvalidEntry("sheet.value_below_min_points_does", name=name, value=value, minimum=minimum)
        return value


# -- dmjl-hk-easy ----------------------------------------------------------------------------------------
class HKEasyMatch(MatchRules):
    """`dmjl-hk-easy`: only the winner scores (`--hand` or `--fan`); repeats, chips and bust, time-up."""

    name = "hk-easy"
    catalog = catalogs.HK_EASY

    def start_score(self) -> int:
        return int(self.options.chips or 0)

    def rotates_seats(self) -> bool:
        return bool(self.options.seat_rotation)

    def settle_hand(self, state: MatchState, entry: HandEntry) -> Settled:
        note = Phrase("sheet.only_winner_scored")
        refuse_fields(entry, self.ruleset_id, ("losers", "irregular", "values"), note)
        refuse_fields(entry, self.ruleset_id, RIICHI_ONLY)
        if entry.is_draw:
            return Settled(SettleRequest(self.ruleset_id, options=self.given), {}, {}, Summary("sheet.summary.draw"))
        from jongg.rules.hk_easy.tables import LIMIT_FAN, points_for_fan

        winner = entry.winners[0]
        seats = state.seat_winds()
        scores: dict[str, ScoreResult] = {}
        if (winner.hand is None) == (winner.fan is None):
            raise InvalidEntry("sheet.give_winning_hand_hand", name=winner.name)
        if winner.hand is not None:
            result = self.score(
                winner.name,
                ScoreRequest(
                    self.ruleset_id,
                    winner.hand,
                    seats[winner.name],
                    state.round_wind,
                    self.given,
                    win=self.win_of(state, entry, winner),
                ),
            )
            if not result.won:
                raise InvalidEntry("sheet.hand_does_not_win", name=winner.name, reason=result.reason)
            scores[winner.name] = result
            points = int(result.total or 0)
        else:
            fan = int(winner.fan or 0)
            if fan < 0:
                raise InvalidEntry("sheet.fan_fan_cannot_negative", fan=fan)
            minimum = int(self.options.fan_minimum)
            if fan < minimum and fan < LIMIT_FAN:
                raise InvalidEntry("sheet.fan_below_agreed_minimum", fan=fan, minimum=minimum)
            points = points_for_fan(fan)
        request = SettleRequest(
            self.ruleset_id,
            {seats[winner.name]: HandValue(total=points, result=scores.get(winner.name))},
            winner=seats[winner.name],
            from_=None if entry.discarder is None else seats[entry.discarder],
            self_draw=entry.self_draw,
            liable=self.liability(state, entry),
            options=self.given,
        )
        return Settled(request, scores, {winner.name: points}, win_summary(state, entry))

    def apply_time_up(self, state: MatchState, entry: TimeUp) -> Outcome:
        if self.options.max_duration is None:
            raise InvalidEntry("sheet.time_up_needs_option")
        state.finished = Phrase("sheet.time_up_after", minutes=self.options.max_duration)
        return partial_outcome(
            Summary("sheet.summary.time_up", values=(("hand", state.hand),)),
            True,
            False,
            (),
            dict.fromkeys(state.players, 0),
        )

    def note_bust(self, state: MatchState) -> None:
        if self.options.chips is not None:
            state.note_bust()

    def check_end(self, state: MatchState) -> None:
        state.check_dmjl_end(ends_on_bust=self.options.chips is not None, rounds=self.rounds())


# -- riichi-hana -----------------------------------------------------------------------------------------
