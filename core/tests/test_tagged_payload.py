"""``TaggedJSON(payload=...)``: a tag that holds only an array (or only an object).

Formats that share an opener but not a payload (``<tool_calls>[...]`` of Jamba and Hunyuan,
``<tool_calls>`` with one object per line of MiniMax-M1) each read their own; what the other
holds is not their payload: prose, or ``tool_call.unrecognized`` at the content's start (the
grammar's reach) when a closer follows, as for any text that cannot start a payload.
"""

from __future__ import annotations

import pytest

from toolcalls import FormatSpec, Parser, Registry, ToolCallError, hookimpl
from toolcalls.plugin import NO_STOPS, TaggedJSON
from toolcalls.testing import check_extraction
from toolcalls.types import CharClass

OPEN, CLOSE = "<calls>", "</calls>"
ARRAY = TaggedJSON(OPEN, CLOSE, payload="array")
OBJECT = TaggedJSON(OPEN, CLOSE, payload="object")
ANY = TaggedJSON(OPEN, CLOSE)

CALL = '{"name": "f", "arguments": {"a": 1}}'


def test_first_says_what_the_payload_starts_with() -> None:
    assert ARRAY.first == {OPEN: CharClass(frozenset("["))}
    assert OBJECT.first == {OPEN: CharClass(frozenset("{"))}
    assert ANY.first == {OPEN: CharClass(frozenset("{["))}
    assert ARRAY.first[OPEN].disjoint(OBJECT.first[OPEN])


def test_an_array_block_reads_arrays_only() -> None:
    text = f"{OPEN}[{CALL}, {CALL}]{CLOSE}"
    (match,) = ARRAY.extract(text, 0).matches
    assert [c.name for c in match.calls] == ["f", "f"] and match.end == len(text)
    # an object is not its payload: with a closer, unrecognized at the content's start
    text = f"x {OPEN}{CALL}{CLOSE}"
    (match,) = ARRAY.extract(text, 0).matches
    assert match.error is not None
    assert (match.error.code, match.error.position, match.progress) == (
        "tool_call.unrecognized", 2 + len(OPEN), 2 + len(OPEN))
    assert match.error.message == "tool call content is not a JSON array"
    assert match.end == len(text)
    # without a closer, prose (the fast path is off: a clean object is no shortcut either)
    assert ARRAY.extract(f"{OPEN}{CALL} and more", 0).matches == []
    assert ARRAY.extract(f"{OPEN}{CALL}", 0).matches == []


def test_an_object_block_reads_objects_only() -> None:
    (match,) = OBJECT.extract(f"{OPEN}{CALL}{CLOSE}", 0).matches
    assert [c.name for c in match.calls] == ["f"]
    (match,) = OBJECT.extract(f"{OPEN}[{CALL}]{CLOSE}", 0).matches
    assert match.error is not None and match.error.code == "tool_call.unrecognized"
    assert match.error.message == "tool call content is not a JSON object"


def test_the_other_rules_stay() -> None:
    for block in (ARRAY, OBJECT, ANY):
        (cut,) = block.extract(f"{OPEN} ", 0).matches
        assert cut.incomplete and cut.error is not None
        assert cut.error.code == "tool_call.unexpected_end"
        (empty,) = block.extract(f"{OPEN}{CLOSE}", 0).matches
        assert empty.error is not None and empty.error.message == "empty tool call"
    (broken,) = ARRAY.extract(f'{OPEN}[{{"name": "f", "arguments": {{,}}}}]{CLOSE}', 0).matches
    assert broken.error is not None and broken.error.code.startswith("json.")
    assert broken.progress > len(OPEN)


def test_an_unknown_payload_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="payload"):
        TaggedJSON(OPEN, CLOSE, payload="list")  # type: ignore[arg-type]


def test_an_array_format_and_an_object_format_share_an_opener() -> None:
    class Arrays:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec(id="arrays", tier=1, markers=(OPEN,), anchored=True,
                               grammar=ARRAY)]

    class Objects:
        @hookimpl
        def toolcalls_formats(self) -> list[FormatSpec]:
            return [FormatSpec(id="objects", tier=1, markers=(OPEN,), anchored=True,
                               grammar=OBJECT)]

    parser = Parser(Registry.from_plugins([("arrays", Arrays()), ("objects", Objects())]))
    text = f"{OPEN}[{CALL}]{CLOSE} then {OPEN}{CALL}{CLOSE}"
    assert [c["format"] for c in parser.parse_tool_calls(text, include_format=True)] == [
        "arrays", "objects"]
    # the grammar that got furthest names a broken payload, whichever id sorts first
    with pytest.raises(ToolCallError) as info:
        parser.parse_tool_calls(f'{OPEN}[{{"name": "f", "arguments": {{"a": 1,}}}}]{CLOSE}')
    assert (info.value.code, info.value.format) == ("json.trailing_comma", "arrays")
    with pytest.raises(ToolCallError) as info:
        parser.parse_tool_calls(f'{OPEN}{{"name": "f", "arguments": {{"a": 1,}}}}{CLOSE}')
    assert (info.value.code, info.value.format) == ("json.trailing_comma", "objects")


@pytest.mark.parametrize("text", ["", OPEN, f"{OPEN}[", f"{OPEN}{{", f"{OPEN}x{CLOSE}",
                                  f"{OPEN}[{CALL}]", f"{OPEN}{CALL}{OPEN}[{CALL}]{CLOSE}"])
def test_extraction_is_well_formed(text: str) -> None:
    for block in (ARRAY, OBJECT):
        check_extraction(text, block.extract(text, 0, NO_STOPS))
