"""Integers of any size to and from decimal digits, under CPython's conversion limit.

CPython refuses ``int(s)`` and ``str(n)`` beyond ``sys.get_int_max_str_digits()`` digits (4300
by default), a guard against quadratic conversions. toolcalls keeps integers of any size
exactly (DESIGN.md section 3a) without touching that global setting: digit strings longer
than the limit are converted by divide and conquer, every ``int()`` and every leaf below the
limit.

- :func:`int_from_digits`: ``'-'? [0-9]+`` to int. The halves meet by one multiplication by a
  cached power of ten (Karatsuba in CPython): about 1 s per million digits here, 4 s for
  three million (it grows as n**1.6).
- :func:`int_to_digits`: int to its decimal digits. The int is split in binary (shifts, no
  division) and the halves are joined in :mod:`decimal`, whose multiplication is fast for
  big operands: about 0.3 s per million digits.
- :func:`json_dumps`: ``json.dumps`` that writes such integers too (the standard library's
  encoder calls ``int.__repr__``, which the limit stops).

All are exact; below the limit they are ``int()``, ``str()`` and ``json.dumps`` themselves.
"""

from __future__ import annotations

import json
from functools import lru_cache
from itertools import count
from typing import Any

__all__ = ["int_from_digits", "int_to_digits", "json_dumps"]

#: Digits converted by one ``int()`` / ``str()`` call at the leaves of the divide and conquer:
#: below the default limit, and below any limit a program may set (640 is the smallest).
_LEAF_DIGITS = 600
#: Bits of the leaves of ``int_to_digits`` (about 600 decimal digits).
_LEAF_BITS = 1990


def int_from_digits(digits: str) -> int:
    """integer := '-'? [0-9]+   (exactly, at any length; ``digits`` must be well-formed)."""
    try:
        return int(digits)
    except ValueError:
        if digits.startswith("-"):
            return -_from_digits(digits, 1, len(digits))
        return _from_digits(digits, 0, len(digits))


@lru_cache(maxsize=256)
def _power_of_ten(exponent: int) -> int:
    power: int = 10**exponent
    return power


def _from_digits(digits: str, start: int, end: int) -> int:
    """The int of ``digits[start:end]``; halves meet by one multiplication."""
    size = end - start
    if size <= _LEAF_DIGITS:
        return int(digits[start:end])
    # The low half has a power-of-two length, so few distinct powers of ten are built.
    low = 1 << (size.bit_length() - 2)
    mid = end - low
    return _from_digits(digits, start, mid) * _power_of_ten(low) + _from_digits(digits, mid, end)


def int_to_digits(value: int) -> str:
    """The decimal digits of ``value`` (with ``-`` when negative), exactly, at any size."""
    try:
        return str(int(value))
    except ValueError:
        pass
    import decimal  # noqa: PLC0415 - only for integers past the interpreter's limit

    number = int(value)
    negative = number < 0
    if negative:
        number = -number
    context = decimal.Context(prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)
    powers: dict[int, Any] = {}
    two = decimal.Decimal(2)

    def power_of_two(bits: int) -> Any:
        found = powers.get(bits)
        if found is None:
            found = powers[bits] = context.power(two, bits)
        return found

    def to_decimal(n: int, bits: int) -> Any:
        if bits <= _LEAF_BITS:
            return decimal.Decimal(n)
        low_bits = bits >> 1
        high = n >> low_bits
        low = n - (high << low_bits)
        return context.add(
            context.multiply(to_decimal(high, bits - low_bits), power_of_two(low_bits)),
            to_decimal(low, low_bits),
        )

    text = str(to_decimal(number, number.bit_length()))
    return "-" + text if negative else text


_PLACEHOLDER_TAG = count()


def json_dumps(value: Any, **options: Any) -> str:
    """``json.dumps(value, **options)``, with integers of any size written exactly.

    When the standard library's encoder stops at an integer past the interpreter's limit,
    every large integer is swapped for a placeholder string (a NUL, which JSON always writes
    escaped, and a tag that occurs nowhere else in the output), the value is dumped again and
    each placeholder token is replaced by the integer's digits.
    """
    try:
        return json.dumps(value, **options)
    except ValueError as exc:
        if "integer string conversion" not in str(exc):
            raise
    while True:
        tag = f"toolcalls-int-{next(_PLACEHOLDER_TAG)}-"
        digits: list[str] = []
        swapped = _swap_large_ints(value, "\x00" + tag, digits)
        out = json.dumps(swapped, **options)
        token = '"\\u0000' + tag
        if out.count(token) != len(digits):
            continue  # the tag occurs in a string of the value: take another one
        pieces = out.split(token)
        parts = [pieces[0]]
        for piece in pieces[1:]:
            index, _, rest = piece.partition('"')
            parts.append(digits[int(index)])
            parts.append(rest)
        return "".join(parts)


def _swap_large_ints(value: Any, prefix: str, digits: list[str]) -> Any:
    """A copy of the JSON value ``value`` (tuples as lists) in which every int of more than
    ``_LEAF_BITS`` bits is the string ``prefix + index`` and ``digits[index]`` its digits.
    Iterative, so nesting of any depth is fine."""
    root: list[Any] = [None]
    stack: list[tuple[Any, Any, Any]] = [(root, 0, value)]
    while stack:
        parent, key, item = stack.pop()
        if isinstance(item, dict):
            new: dict[Any, Any] = {}
            parent[key] = new
            for member_key, member in item.items():
                new[member_key] = None  # keeps the order of the keys
                stack.append((new, member_key, member))
        elif isinstance(item, (list, tuple)):
            items: list[Any] = [None] * len(item)
            parent[key] = items
            stack.extend((items, i, member) for i, member in enumerate(item))
        elif (
            isinstance(item, int)
            and not isinstance(item, bool)
            and (item.bit_length() > _LEAF_BITS)
        ):
            parent[key] = f"{prefix}{len(digits)}"
            digits.append(int_to_digits(item))
        else:
            parent[key] = item
    return root[0]
