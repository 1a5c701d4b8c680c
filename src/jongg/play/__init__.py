"""`jongg play`, `jongg games` and `jongg replay`: Mah-Jongg in the terminal against the standard bots.

- `tiles.py`: tiles as Unicode glyphs or the notation's codes;
- `render.py`: the table, the score of a hand, the placings and the log as Rich renderables;
- `hints.py`: the seat's hint for `--hints` in words (`jongg.seat_hints.seat_hint`, as the browser has it);
- `session.py`: the person's side of one match, a thin layer over `jongg.host` (which keeps the table, the
  bots, the game file and resuming);
- `widgets.py`, `app.py`, `review.py`: the Textual screens of a match and of a replay;
- `commands.py`: what the `jongg` commands run.

Nothing here decides a rule: the engine offers the legal actions, the person and the bots pick one.
"""
