"""Integers of any size are kept exactly, in every format, and written back exactly.

CPython refuses ``int(s)`` and ``str(n)`` past ``sys.get_int_max_str_digits()`` (4300 digits by
default). The parsers and writers convert such numbers by divide and conquer
(``toolcalls.toolkit.bigint``) and never change that global limit: these tests make
``sys.set_int_max_str_digits`` raise, so a call to it fails them.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import toolcalls
from toolcalls.clients import arguments_json
from toolcalls.toolkit.bigint import int_from_digits, int_to_digits, json_dumps
from toolcalls.toolkit.json import parse_json
from toolcalls.toolkit.pycall import parse_call, parse_literal
from toolcalls.toolkit.render import dump_json, python_literal

LIMIT = sys.get_int_max_str_digits()


@pytest.fixture(autouse=True)
def _limit_untouched(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    def refuse(_: int) -> None:
        raise AssertionError("sys.set_int_max_str_digits must not be called")

    monkeypatch.setattr(sys, "set_int_max_str_digits", refuse)
    yield
    assert sys.get_int_max_str_digits() == LIMIT


def _digits(count: int, seed: int) -> str:
    rng = random.Random(seed)
    return str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(count - 1))


def _exact(digits: str) -> int:
    """The int of ``digits`` by a method independent of the code under test."""
    value = 0
    for start in range(0, len(digits), 1000):
        chunk = digits[start : start + 1000]
        value = value * 10 ** len(chunk) + int(chunk)
    return value


SIZES = (LIMIT + 1, 4400, 9999, 30_000)


@pytest.mark.parametrize("count", [1, 18, 19, 20, 599, 600, 601, 4300, *SIZES])
def test_conversions_are_exact_both_ways(count: int) -> None:
    digits = _digits(count, count)
    value = _exact(digits)
    assert int_from_digits(digits) == value
    assert int_from_digits("-" + digits) == -value
    assert int_to_digits(value) == digits
    assert int_to_digits(-value) == "-" + digits


def test_leading_zeros_and_zero() -> None:
    assert int_from_digits("0" * 5000 + "12") == 12
    assert int_from_digits("-0") == 0
    assert int_to_digits(0) == "0"


def test_json_dumps_writes_large_integers_in_every_layout() -> None:
    digits = _digits(5000, 1)
    big = _exact(digits)
    value = {"a": [big, -big, 1, 2.5, None, True], "b": (big,), "c": {"d": "\x00x"}}
    stand_in = {"a": ["B", "-B", 1, 2.5, None, True], "b": ["B"], "c": {"d": "\x00x"}}
    for options in ({}, {"indent": 2}, {"ensure_ascii": False, "separators": (",", ":")}):
        out = json_dumps(value, **options)
        expected = json.dumps(stand_in, **options)
        assert out == expected.replace('"-B"', "-" + digits).replace('"B"', digits)
        assert parse_json(out, 0)[0] == {**value, "b": [big]}


def test_json_dumps_placeholders_never_collide_with_strings() -> None:
    big = _exact(_digits(4400, 2))
    tricky = [f"\x00toolcalls-int-{i}-0" for i in range(5)]
    out = json_dumps({"s": tricky, "n": big})
    assert parse_json(out, 0)[0] == {"s": tricky, "n": big}


def test_json_dumps_still_raises_for_other_faults() -> None:
    loop: list[object] = []
    loop.append(loop)
    with pytest.raises(ValueError, match="Circular"):
        json_dumps(loop)


# --- every parser keeps them -------------------------------------------------------------


def _texts(n: str) -> dict[str, str]:
    args = '{"n": N, "m": [-N]}'.replace("N", n)
    escaped = args.replace('"', '\\"')
    return {
        "hermes": f'<tool_call>{{"name": "f", "arguments": {args}}}</tool_call>',
        "bracket": f"[TOOL_CALL]name=f;args={args}[/TOOL_CALL]",
        "bracket-json": f'[TOOL_CALL]{{"name": "f", "arguments": {args}}}[/TOOL_CALL]',
        "mistral": f'[TOOL_CALLS] [{{"name": "f", "arguments": {args}}}]',
        "mistral-name": f"[TOOL_CALLS]f[ARGS]{args}",
        "llama": f'<|python_tag|>{{"name": "f", "parameters": {args}}}<|eom_id|>',
        "llama-python": f"<|python_tag|>f(n={n}, m=[-{n}])<|eom_id|>",
        "harmony": "<|channel|>commentary to=functions.f <|constrain|>json"
        f"<|message|>{args}<|call|>",
        "xml_invoke": f'<invoke name="f"><parameter name="n">{n}</parameter>'
        f'<parameter name="m">[-{n}]</parameter></invoke>',
        "json": f'{{"name": "f", "arguments": {args}}}',
        "json-fenced": f'Here:\n```json\n{{"name": "f", "arguments": {args}}}\n```',
        "json-embedded": f'I call {{"name": "f", "arguments": {args}}} now.',
        "json-openai-string": '{"type": "function", "function": {"name": "f", '
        f'"arguments": "{escaped}"}}}}',
        "json-message": '{"role": "assistant", "tool_calls": [{"type": "function", '
        f'"function": {{"name": "f", "arguments": "{escaped}"}}}}]}}',
        "python": f"f(n={n}, m=[-{n}])",
        "python-underscores": f"f(n={n[:3]}_{n[3:]}, m=[-{n}])",
    }


@pytest.mark.parametrize("count", SIZES)
@pytest.mark.parametrize("kind", sorted(_texts("1")))
def test_every_format_keeps_large_integers_exactly(kind: str, count: int) -> None:
    digits = _digits(count, count)
    value = _exact(digits)
    text = _texts(digits)[kind]
    expected = {"n": value, "m": [-value]}
    assert toolcalls.parse_tool_calls(text) == [{"name": "f", "arguments": expected}]
    result = toolcalls.parse(text)
    assert result.errors == []
    assert [(c.name, c.arguments) for c in result.calls] == [("f", expected)]


def test_a_large_integer_next_to_valid_calls_drops_nothing() -> None:
    digits = _digits(5000, 3)
    text = (
        '<tool_call>{"name": "a", "arguments": {}}</tool_call>'
        f'<tool_call>{{"name": "b", "arguments": {{"n": {digits}}}}}</tool_call>'
        '<tool_call>{"name": "c", "arguments": {}}</tool_call>'
    )
    result = toolcalls.parse(text)
    assert [c.name for c in result.calls] == ["a", "b", "c"]
    assert result.calls[1].arguments == {"n": _exact(digits)}


def test_pycall_literals_are_exact_at_any_size() -> None:
    digits = _digits(6000, 4)
    assert parse_literal(digits, 0)[0] == _exact(digits)
    assert parse_literal("-" + digits, 0)[0] == -_exact(digits)
    assert parse_call(f"f(q={digits})", 0)[1] == {"q": _exact(digits)}


def test_broken_json_after_a_large_integer_keeps_its_code_and_position() -> None:
    digits = _digits(5000, 5)
    text = f'<tool_call>{{"name": "f", "arguments": {{"n": {digits},}}}}</tool_call>'
    with pytest.raises(toolcalls.ToolCallError) as info:
        toolcalls.parse_tool_calls(text)
    assert (info.value.code, info.value.position) == ("json.trailing_comma", text.index(",}"))


# --- every writer writes them ------------------------------------------------------------


def test_writers_write_large_integers_exactly() -> None:
    digits = _digits(5000, 6)
    value = _exact(digits)
    arguments = {"n": value, "m": [-value]}
    written = arguments_json(arguments)
    assert written == '{"n":N,"m":[-N]}'.replace("N", digits)
    assert (
        toolcalls.to_openai([{"name": "f", "arguments": arguments}])[0]["function"]["arguments"]
        == written
    )
    assert (
        toolcalls.to_openai_responses([{"name": "f", "arguments": arguments}])[0]["arguments"]
        == written
    )
    assert dump_json(arguments) == '{"n": N, "m": [-N]}'.replace("N", digits)
    assert python_literal(arguments) == "{'n': N, 'm': [-N]}".replace("N", digits)
    assert python_literal(-value) == "-" + digits


@pytest.mark.parametrize(
    "format_id",
    ["hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python"],
)
def test_every_renderer_round_trips_large_integers(format_id: str) -> None:
    value = _exact(_digits(4500, 7))
    calls = [{"name": "f", "arguments": {"n": value, "m": [-value], "s": "x"}}]
    rendered = toolcalls.render(calls, format_id)
    assert toolcalls.parse_tool_calls(rendered) == calls


def test_cli_parse_prints_large_integers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from toolcalls.cli import main

    digits = _digits(5000, 8)
    path = tmp_path / "big.txt"
    path.write_text(f'<tool_call>{{"name": "f", "arguments": {{"n": {digits}}}}}</tool_call>')
    assert main(["parse", "--compact", str(path)]) == 0
    out = capsys.readouterr().out
    assert out == '[{"name": "f", "arguments": {"n": N}, "format": "hermes"}]\n'.replace(
        "N", digits
    )
    assert main(["parse", "--compact", "--openai", "--deterministic-ids", str(path)]) == 0
    items = parse_json(capsys.readouterr().out, 0)[0]
    assert items[0]["function"]["arguments"] == '{"n":N}'.replace("N", digits)
