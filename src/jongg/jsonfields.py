"""Strict reading of JSON objects: unknown keys, missing fields and wrong types become `InvalidRequest`.

The contract says unknown keys are errors and a mistyped field names itself; these helpers say so once.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, Final, TypeVar

from jongg.errors import EXCERPT_CHARS, InvalidRequest, Phrase, excerpt

DECODER_REASONS: Final = {
    "Expecting ',' delimiter": "jsonfields.expecting_comma",
    "Expecting ':' delimiter": "jsonfields.expecting_colon",
    "Expecting property name enclosed in double quotes": "jsonfields.expecting_property_name_quotes",
    "Expecting value": "jsonfields.expecting_value",
    "Extra data": "jsonfields.extra_data",
    "Illegal trailing comma before end of array": "jsonfields.illegal_trailing_comma_array",
    "Illegal trailing comma before end of object": "jsonfields.illegal_trailing_comma_object",
    "Invalid \\escape": "jsonfields.invalid_escape",
    "Invalid \\uXXXX escape": "jsonfields.invalid_uxxxx_escape",
    "Invalid control character at": "jsonfields.invalid_control_character",
    "Unterminated string starting at": "jsonfields.unterminated_string",
}
"""The reasons Python's JSON decoder gives (`JSONDecodeError.msg`, its own English words) -> our phrase ids."""


def decoder_reason(message: str) -> str:
    """A JSON decoder's reason as a `Phrase` (so it comes out in German too) where we know it, else as it is."""
    code = DECODER_REASONS.get(message)
    return message if code is None else Phrase(code)


T = TypeVar("T")
WINDS = ("E", "S", "W", "N")


def as_object(value: object, where: str) -> Mapping[str, Any]:
    # a plain dict is the common case (json.loads); its keys are checked against the allowed names later
    if type(value) is dict or (isinstance(value, Mapping) and all(isinstance(k, str) for k in value)):
        return value
    raise InvalidRequest("jsonfields.must_json_object_not", where=where, kind=_kind(value))


def check_keys(obj: Mapping[str, Any], allowed: frozenset[str] | Collection[str], where: str) -> None:
    """Every key is one of `allowed` (a non-string key is unknown too)."""
    if not obj.keys() <= (allowed if isinstance(allowed, frozenset) else frozenset(allowed)):
        unknown = next(k for k in obj if k not in allowed)
        raise InvalidRequest("jsonfields.unknown_field", path=_path(where, _name(unknown)))


def get_bool(obj: Mapping[str, Any], key: str, where: str, default: bool = False) -> bool:
    value = obj.get(key)
    if value is None:
        return default
    if value is True or value is False:
        return value
    raise InvalidRequest("jsonfields.must_true_or_false", path=_path(where, key), kind=_kind(value))


def true_flags(obj: Mapping[str, Any], names: Collection[str], where: str) -> dict[str, bool]:
    """The boolean fields among `names` that are true (absent, null and false are the default, false)."""
    out = {}
    for key in names:
        value = obj.get(key)
        if value is None or value is False:
            continue
        if value is not True:
            raise InvalidRequest("jsonfields.must_true_or_false", path=_path(where, key), kind=_kind(value))
        out[key] = True
    return out


def get_int(obj: Mapping[str, Any], key: str, where: str, default: int = 0, lo: int = 0, hi: int | None = None) -> int:
    value = obj.get(key, default)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidRequest("jsonfields.must_integer_not", path=_path(where, key), kind=_kind(value))
    if value < lo or (hi is not None and value > hi):
        bounds = f"{lo}..{hi}" if hi is not None else f">= {lo}"
        raise InvalidRequest("jsonfields.must_not", path=_path(where, key), bounds=bounds, value=excerpt(value))
    return value


def get_str(obj: Mapping[str, Any], key: str, where: str, *, required_: bool = False) -> str | None:
    value = obj.get(key)
    if value is None:
        if required_:
            raise InvalidRequest("jsonfields.missing_field", path=_path(where, key))
        return None
    if not isinstance(value, str):
        raise InvalidRequest("jsonfields.must_string_not", path=_path(where, key), kind=_kind(value))
    return value


def get_choice(
    obj: Mapping[str, Any], key: str, where: str, choices: Collection[str], *, required_: bool = False
) -> str | None:
    value = get_str(obj, key, where, required_=required_)
    if value is not None and value not in choices:
        raise InvalidRequest(
            "jsonfields.must_one_not", path=_path(where, key), choices=", ".join(choices), value=excerpt(value)
        )
    return value


def get_wind(obj: Mapping[str, Any], key: str, where: str, *, required_: bool = False) -> str | None:
    return get_choice(obj, key, where, WINDS, required_=required_)


def get_list(obj: Mapping[str, Any], key: str, where: str) -> list[Any]:
    value = obj.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise InvalidRequest("jsonfields.must_list_not", path=_path(where, key), kind=_kind(value))
    return value


def _name(key: object) -> str:
    """A field name as is when it looks like one, else quoted as an excerpt."""
    if isinstance(key, str) and key.isidentifier() and len(key) <= EXCERPT_CHARS:
        return key
    return excerpt(key)


def _path(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _kind(value: object) -> str:
    names = {bool: "a boolean", int: "a number", float: "a number", str: "a string", list: "a list"}
    if value is None:
        return "null"
    return names.get(type(value), "an object" if isinstance(value, Mapping) else type(value).__name__)
