"""mistral-common's tool-call decoding and encoding tests as data. mistralai/mistral-common
``tests/experimental/test_tools.py`` encodes tool calls with each tokenizer version, decodes
them back with ``_decode_tool_calls`` and asserts the calls; then it drops the first token of
the arguments and asserts that decoding fails. Each row here is the text of those tokens:
``[TOOL_CALLS]`` and a JSON list for v2 to v7 (v3 and v7 with the ids), ``name[CALL_ID]id[ARGS]``
for v11 and ``name[ARGS]`` for v13 (and v11 without an id); the broken rows drop the ``{``
after ``[ARGS]`` (the fixtures' vocabularies make it one token), and toolcalls reports an error
there. ``tests/test_tokenizer_v13.py::test_end_to_end_v13`` gives an assistant turn with
content and two calls.

Left out: the broken v2 to v7 rows (the token dropped after ``[TOOL_CALLS]`` depends on the
SentencePiece vocabulary, so the text is not known), and the encoding tests of
``tests/test_tokenizer_v11.py``, whose arguments are JSON strings (``"blabla"``), not calls
(toolcalls: ``tool_call.invalid_arguments``, DESIGN 2).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = "mistralai/mistral-common tests/experimental/test_tools.py::"

AB = {'name': 'ab', 'arguments': {}}
CD = {'name': 'cd', 'arguments': {'a': 'b', 'c': 'd'}}

#: (source, model output, tools, format, expected calls or "error", content)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_decode_tool_calls (v2, one call)',
     '[TOOL_CALLS][{"name": "ab", "arguments": {}}]',
     None, 'mistral', [AB], ''),
    (SRC + 'test_decode_tool_calls (v2, two calls)',
     '[TOOL_CALLS][{"name": "ab", "arguments": {}}, {"name": "cd", "arguments": {"a": "b", '
     '"c": "d"}}]',
     None, 'mistral', [AB, CD], ''),
    (SRC + 'test_decode_tool_calls (v3/v7, two calls with ids)',
     '[TOOL_CALLS][{"name": "ab", "arguments": {}, "id": "call_1"}, {"name": "cd", '
     '"arguments": {"a": "b", "c": "d"}, "id": "call_2"}]',
     None, 'mistral', [AB, CD], ''),
    (SRC + 'test_decode_tool_calls (v11, one call with its id)',
     '[TOOL_CALLS]ab[CALL_ID]call_1[ARGS]{}',
     None, 'mistral', [AB], ''),
    (SRC + 'test_decode_tool_calls (v11, two calls with ids)',
     '[TOOL_CALLS]ab[CALL_ID]call_1[ARGS]{}[TOOL_CALLS]cd[CALL_ID]call_2[ARGS]{"a": "b", '
     '"c": "d"}',
     None, 'mistral', [AB, CD], ''),
    (SRC + 'test_decode_tool_calls (v13, one call); test_decode_tool_calls_v11_without_id',
     '[TOOL_CALLS]ab[ARGS]{}',
     None, 'mistral', [AB], ''),
    (SRC + 'test_decode_tool_calls (v13, two calls)',
     '[TOOL_CALLS]ab[ARGS]{}[TOOL_CALLS]cd[ARGS]{"a": "b", "c": "d"}',
     None, 'mistral', [AB, CD], ''),
    (SRC + 'test_decode_tool_calls (v11, arguments broken)',
     '[TOOL_CALLS]ab[CALL_ID]call_1[ARGS]}',
     None, 'mistral', 'error', None),
    (SRC + 'test_decode_tool_calls (v13, first arguments broken)',
     '[TOOL_CALLS]ab[ARGS]}[TOOL_CALLS]cd[ARGS]{"a": "b", "c": "d"}',
     None, 'mistral', 'error', None),
    ('mistralai/mistral-common tests/test_tokenizer_v13.py::test_end_to_end_v13',
     'A1[TOOL_CALLS]F1[ARGS]{}[TOOL_CALLS]F2[ARGS]{}</s>',
     None, 'mistral', [{'name': 'F1', 'arguments': {}}, {'name': 'F2', 'arguments': {}}], 'A1'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_vendor_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
