"""Secret links: a token per seat and one for the table's host, kept only as a hash.

A token is 32 random bytes (256 bits) in URL-safe base64. The lobby stores its SHA-256, so a copy of the
lobby's file gives nobody a seat; a presented token is hashed and compared in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Final

TOKEN_BYTES: Final = 32


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def same_token(token: object, stored_hash: str | None) -> bool:
    """Whether `token` is the one whose hash is `stored_hash` (False for anything not a string)."""
    if not isinstance(token, str) or stored_hash is None or len(token) > 200:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)
