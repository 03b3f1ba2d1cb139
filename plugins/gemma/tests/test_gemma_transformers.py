"""Hugging Face transformers' tests as data for Gemma 4: model outputs from
huggingface/transformers' ``tests/utils/test_chat_parsing.py`` (its Gemma 4 response template)
and huggingface/swift-transformers' ``ResponseParserE2ETests.swift``, with the calls, content
and reasoning they expect. Which files were read, how a row is written and what was left out by
which rule is docs/conformance.md, "Hugging Face transformers' tests (beyond the corpus)". Each
row is parsed with every format installed and with its format alone; content and reasoning are
compared with whitespace runs collapsed."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_gemma4_tool_call',
     ('<|channel>thought\nThe user is asking for the current temperature in Paris. I should check'
      " the available tools to see if there's a function that can provide this information.<chann"
      'el|><|tool_call>call:get_current_temperature{detail_level:0,location:<|"|>Paris, France<|"'
      '|>,unit:<|"|>celsius<|"|>}<tool_call|><|tool_response>'),
     None,
     'gemma4',
     [{'name': 'get_current_temperature',
       'arguments': {'detail_level': 0, 'location': 'Paris, France', 'unit': 'celsius'}}],
     '',
     ('The user is asking for the current temperature in Paris. I should check the available tool'
      "s to see if there's a function that can provide this information."),
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::test_gemma4_complex_tool_call',
     ('<|channel>thought\nLet me call the tool.<channel|><|tool_call>call:foo{bool_value:true,lis'
      't_value:[<|"|>foo<|"|>,<|"|>bar<|"|>],null_value:null,number_value:1,string_value:<|"|>foo'
      '<|"|>,struct_value:{foo:<|"|>bar<|"|>}}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'foo',
       'arguments': {'bool_value': True,
                     'list_value': ['foo', 'bar'],
                     'null_value': None,
                     'number_value': 1,
                     'string_value': 'foo',
                     'struct_value': {'foo': 'bar'}}}],
     '',
     'Let me call the tool.',
     None),
    ('huggingface/transformers tests/utils/test_chat_parsing.py::_STREAMING_FIXTURES[gemma4]',
     '<|channel>thought\nhi<channel|><|tool_call>call:foo{a:1,b:<|"|>bar<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'foo', 'arguments': {'a': 1, 'b': 'bar'}}],
     '',
     'hi',
     None),
    (('huggingface/swift-transformers Tests/TokenizersTests/ResponseParserE2ETests.swift::'
      'gemmaToolCallWithTransform'),
     ('<|channel>thought\nThe user is asking for the current temperature in Paris.\n'
      '<channel|><|tool_call>call:get_current_temperature{detail_level:0,location:<|"|>Paris, Fra'
      'nce<|"|>,unit:<|"|>celsius<|"|>}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'get_current_temperature',
       'arguments': {'detail_level': 0, 'location': 'Paris, France', 'unit': 'celsius'}}],
     '',
     'The user is asking for the current temperature in Paris.',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_transformers_reasoning_case(source: str, text: str, tools: Any, fmt: str,
                                     expected: Any, content: str | None, reasoning: str | None,
                                     started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
