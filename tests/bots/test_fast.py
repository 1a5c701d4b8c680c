"""The bots' key-based shanten agrees with `shanten_of_counts` for every rule set's forms."""

from __future__ import annotations

import random

import pytest

from jongg import find_ruleset
from jongg.analysis import shanten_of_counts
from jongg.bots.fast import acceptance_function, improving_function, keys_of, shanten_function


@pytest.mark.parametrize("ruleset", ["dmjl-classical", "dmjl-hk-easy", "riichi-hana"])
def test_keys_shanten_matches_counts(ruleset: str) -> None:
    forms = int(find_ruleset(ruleset).forms)
    fn = shanten_function(forms)
    rng = random.Random(5)
    wall = [k for k in range(34) for _ in range(4)]
    for _ in range(3000):
        melds = rng.choice([0, 0, 0, 1, 2, 3, 4])
        size = rng.choice([13, 14]) - 3 * melds
        counts = [0] * 34
        for kind in rng.sample(wall, size):
            counts[kind] += 1
        assert fn(*keys_of(counts), melds) == shanten_of_counts(counts, melds, forms)


@pytest.mark.parametrize("ruleset", ["dmjl-classical", "dmjl-hk-easy"])
def test_acceptance_counts_improving_unseen_tiles(ruleset: str) -> None:
    forms = int(find_ruleset(ruleset).forms)
    accept = acceptance_function(forms)
    rng = random.Random(7)
    wall = [k for k in range(34) for _ in range(4)]
    for _ in range(500):
        melds = rng.choice([0, 0, 0, 1, 2, 3])
        counts = [0] * 34
        for kind in rng.sample(wall, 13 - 3 * melds):
            counts[kind] += 1
        unseen = [rng.randint(0, 4 - n) for n in counts]
        now = shanten_of_counts(counts, melds, forms)
        expected = 0
        for kind in range(34):
            if counts[kind] < 4 and unseen[kind]:
                counts[kind] += 1
                if shanten_of_counts(counts, melds, forms) < now:
                    expected += unseen[kind]
                counts[kind] -= 1
        assert accept(*keys_of(counts), melds, range(34), unseen, now) == expected


@pytest.mark.parametrize("ruleset", ["dmjl-classical", "riichi-hana"])
def test_improving_kinds_are_the_draws_that_lower_the_shanten(ruleset: str) -> None:
    forms = int(find_ruleset(ruleset).forms)
    improving = improving_function(forms)
    rng = random.Random(11)
    wall = [k for k in range(34) for _ in range(4)]
    for _ in range(500):
        melds = rng.choice([0, 0, 0, 1, 2, 3])
        counts = [0] * 34
        for kind in rng.sample(wall, 13 - 3 * melds):
            counts[kind] += 1
        now = shanten_of_counts(counts, melds, forms)
        expected = []
        for kind in range(34):
            if counts[kind] < 4:
                counts[kind] += 1
                if shanten_of_counts(counts, melds, forms) < now:
                    expected.append(kind)
                counts[kind] -= 1
        assert improving(*keys_of(counts), melds, range(34), now) == tuple(expected)
