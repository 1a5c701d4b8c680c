"""`jongg play`, `jongg games` and `jongg replay`: Mah-Jongg in the terminal against the standard bots.

- `tiles.py`: tiles as Unicode glyphs or the notation's codes;
- `render.py`: the table, the score of a hand, the placings and the log as Rich renderables;
- `hints.py`: shanten, waits and the standard bot's choice for `--hints`;
- `session.py`: the table, the bots and the game file of one match (new, resumed);
- `store.py`: the saved games in the data directory;
- `widgets.py`, `app.py`, `review.py`: the Textual screens of a match and of a replay;
- `commands.py`: what the `jongg` commands run.

Nothing here decides a rule: the engine offers the legal actions, the person and the bots pick one.
"""
