"""What one client and one server may ask for: connections, messages per second, tables; the origins allowed.

A websocket from a page of another site is refused (its `Origin` must be this server's own host, or one of
`origins`); a client without an `Origin` header (a program, not a browser) is let in. Messages are counted in a
token bucket per connection: `burst` at once, then `messages_per_second`; an
accepted action is given back (a client answering as fast as it is asked is never refused).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from jongg.errors import JonggError


class TooMany(JonggError):
    """More messages, connections or tables than the server takes."""

    contract_type = "TooMany"


@dataclass(frozen=True, slots=True)
class Limits:
    tables: int = 500
    connections_per_table: int = 32
    messages_per_second: float = 20.0
    burst: int = 40
    origins: frozenset[str] = frozenset()
    """Other origins allowed (`https://example.org`), for a page served from elsewhere."""

    def origin_ok(self, origin: str | None, host: str | None) -> bool:
        if origin is None:
            return True
        if origin in self.origins:
            return True
        return host is not None and urlsplit(origin).netloc == host


@dataclass(slots=True)
class RateLimit:
    """A token bucket: `take` raises `TooMany` when a connection sends faster than allowed."""

    rate: float
    burst: int
    tokens: float = field(init=False)
    last: float = field(init=False)

    def __post_init__(self) -> None:
        self.tokens, self.last = float(self.burst), time.monotonic()

    def take(self) -> None:
        now = time.monotonic()
        self.tokens = min(float(self.burst), self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            raise TooMany("server.too_many_messages", rate=f"{self.rate:g}")
        self.tokens -= 1

    def refund(self) -> None:
        """An accepted action costs nothing: each needs a decision of its own, so it cannot flood the server."""
        self.tokens = min(float(self.burst), self.tokens + 1)
