"""`jongg serve`: the game server for friends, bots and spectators (`docs/protocol.md`).

- `app.py`: the routes: the lobby over HTTP (`/api/rulesets`, `/api/tables`, `/api/tables/{id}/join`) and one
  websocket per client (`/ws/{id}`);
- `lobby.py`: the tables offered, their settings, seats and secret links (hashes only), in one SQLite file;
- `room.py`: a table being played: its `jongg.host.HostTable`, its clients, deadlines and the away bot;
- `streams.py`: each player's own event stream and decision ids, across seat rotation;
- `protocol.py`: the client's messages, checked before anything acts on them;
- `tokens.py`: the secret links.

The rules stay in the engine, the match in the host: the server only carries messages, keeps time and says
who is connected.
"""
