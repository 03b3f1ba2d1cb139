"""Hugging Face transformers' chat-parsing tests as data: each row is a model output from
huggingface/transformers' tests of `parse_response` (its response templates for Gemma 4), the
format, the tools passed, the calls transformers expects and the content where it asserts one.
Each row is parsed with every format installed and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = 'huggingface/transformers tests/utils/test_chat_parsing.py::'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (SRC + 'test_gemma4_tool_call',
     ('<|channel>thought\nThe user is asking for the current temperature in Paris. I sho'
      "uld check the available tools to see if there's a function that can provide this "
      'information.<channel|><|tool_call>call:get_current_temperature{detail_level:0,loc'
      'ation:<|"|>Paris, France<|"|>,unit:<|"|>celsius<|"|>}<tool_call|><|tool_response>'),
     None,
     'gemma4',
     [{'name': 'get_current_temperature',
       'arguments': {'detail_level': 0, 'location': 'Paris, France', 'unit': 'celsius'}}],
     ''),
    (SRC + 'test_gemma4_complex_tool_call',
     ('<|channel>thought\nLet me call the tool.<channel|><|tool_call>call:foo{bool_value'
      ':true,list_value:[<|"|>foo<|"|>,<|"|>bar<|"|>],null_value:null,number_value:1,str'
      'ing_value:<|"|>foo<|"|>,struct_value:{foo:<|"|>bar<|"|>}}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'foo',
       'arguments': {'bool_value': True,
                     'list_value': ['foo', 'bar'],
                     'null_value': None,
                     'number_value': 1,
                     'string_value': 'foo',
                     'struct_value': {'foo': 'bar'}}}],
     ''),
    (SRC + '_STREAMING_FIXTURES[gemma4]',
     '<|channel>thought\nhi<channel|><|tool_call>call:foo{a:1,b:<|"|>bar<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'foo', 'arguments': {'a': 1, 'b': 'bar'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_transformers_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
