"""mistral.rs's Gemma 4 parser tests as data: each row is a model output from
EricLBuehler/mistral.rs ``mistralrs-core/src/tools/parsers/gemma4.rs`` (the test named in the
row; ``args_to_json_mixed_types`` tests the argument parser alone, so its payload is put back in
its ``<|tool_call>call:NAME{...}<tool_call|>`` markers), and the calls it asserts. The outputs
cut before their end, which mistral.rs leaves unparsed while it waits for more text, are
``"error"`` rows: batch parsing reports the cut (``tool_call.unclosed`` /
``tool_call.unexpected_end``), and a named error agrees with "no call". Each row is parsed with
every format installed and with its format alone; content is compared with whitespace runs
collapsed and the ends stripped.

Left out: outputs the Ollama, mlx-lm and SGLang tables already hold (``set_temp{value:42}``,
``toggle{enabled:true}``, ``<|tool_call>call:`` and ``<|tool_call>``), and the special-token
guard's Gemma test, where a document holding ``<|"|>`` and ``<tool_call|>`` as text sits in a
string: toolcalls reads text, so the first ``<|"|>`` ends the string (docs/conformance.md,
"mistral.rs's tests").
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::single_tool_call',
     '<|tool_call>call:get_weather{city:<|"|>London<|"|>,units:<|"|>celsius<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'city': 'London', 'units': 'celsius'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::'
      'tool_call_with_html_string'),
     ('<|tool_call>call:insert_after{id:<|"|>p1<|"|>,html:<|"|><iframe src="https://maps.examp'
      'le.test/route?a=1&b=2"></iframe><|"|>}<tool_call|>'),
     None,
     'gemma4',
     [{'name': 'insert_after',
       'arguments': {'id': 'p1',
                     'html': '<iframe src="https://maps.example.test/route?a=1&b=2"></iframe>'}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::tool_call_nested_object',
     '<|tool_call>call:api{config:{url:<|"|>https://example.com<|"|>,retries:3}}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'api', 'arguments': {'config': {'url': 'https://example.com', 'retries': 3}}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::strips_tool_response_eos',
     '<|tool_call>call:search{query:<|"|>weather<|"|>}<tool_call|><|tool_response>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::multiple_tool_calls',
     ('<|tool_call>call:func_a{x:1}<tool_call|><|tool_call>call:func_b{y:<|"|>hello<|"|>}<tool'
      '_call|>'),
     None,
     'gemma4',
     [{'name': 'func_a', 'arguments': {'x': 1}}, {'name': 'func_b', 'arguments': {'y': 'hello'}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::with_thinking_prefix',
     ('<|channel>thought\n'
      'Let me search.\n'
      '<channel|><|tool_call>call:search{q:<|"|>test<|"|>}<tool_call|><|tool_response>'),
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'q': 'test'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::'
      'incomplete_unmatched_braces'),
     '<|tool_call>call:func{key:<|"|>value',
     None,
     'gemma4',
     'error',
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::'
      'incomplete_name_no_closing'),
     '<|tool_call>call:search_the_web{query:<|"|>test<|"|>',
     None,
     'gemma4',
     'error',
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::'
      'non_tool_message_unchanged'),
     'Hello, how can I help you?',
     None,
     'gemma4',
     [],
     'Hello, how can I help you?'),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::with_array',
     '<|tool_call>call:multi{items:[1,2,3]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'multi', 'arguments': {'items': [1, 2, 3]}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::empty_args',
     '<|tool_call>call:no_args{}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'no_args', 'arguments': {}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::'
      'string_with_special_chars'),
     '<|tool_call>call:test{query:<|"|>key:val, {nested}<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'test', 'arguments': {'query': 'key:val, {nested}'}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::negative_number',
     '<|tool_call>call:offset{x:-5,y:3.14}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'offset', 'arguments': {'x': -5, 'y': 3.14}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::null_value',
     '<|tool_call>call:test{val:null}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'test', 'arguments': {'val': None}}],
     None),
    ('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::inner_quotes_escaped',
     ('<|tool_call>call:google_search{queries:[<|"|>"Review" stuff<|"|>,<|"|>plain<|"|>]}<tool'
      '_call|>'),
     None,
     'gemma4',
     [{'name': 'google_search', 'arguments': {'queries': ['"Review" stuff', 'plain']}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/gemma4.rs::'
      'args_to_json_mixed_types (payload in its call)'),
     '<|tool_call>call:f{name:<|"|>Alice<|"|>,age:30,active:true,data:{score:9.5}}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'f',
       'arguments': {'name': 'Alice', 'age': 30, 'active': True, 'data': {'score': 9.5}}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
