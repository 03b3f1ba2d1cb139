"""XML text helpers for the formats whose values are raw text between tags."""

from __future__ import annotations

import re
from typing import Final

__all__ = ["decode_entities"]

_ENTITY: Final = re.compile(r"&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));")
_NAMED: Final = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}


def decode_entities(raw: str) -> str:
    """Decode the five named XML entities and numeric references; keep anything else as written.

    Unknown entities (``&nbsp;``) and references to 0, surrogates or code points above U+10FFFF
    stay as they are in the text.
    """
    return _ENTITY.sub(_entity, raw) if "&" in raw else raw


def _entity(found: re.Match[str]) -> str:
    named, decimal, hexadecimal = found.groups()
    if named is not None:
        return _NAMED[named]
    code = int(decimal) if decimal is not None else int(hexadecimal, 16)
    if code == 0 or code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
        return found.group()
    return chr(code)
