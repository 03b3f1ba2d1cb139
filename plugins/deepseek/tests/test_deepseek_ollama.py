"""Ollama's DeepSeek and Cogito parser tests as data: the model outputs of ollama/ollama
model/parsers/deepseek3_test.go (DeepSeek-V3.1 calls; model/parsers/deepseek_test.go is an
earlier copy of the same cases) and model/parsers/cogito_test.go (Cogito writes DeepSeek V3's
``function<｜tool▁sep｜>NAME`` and a fenced JSON block), with the calls, content and reasoning
Ollama expects. A streamed test is its chunks joined. Where Ollama's parser starts in the
reasoning (``hasThinking``: the template prefilled ``<think>``) the row has
``reasoning_started=True``. The payloads of ``parseToolCallContent`` are put back between the
call markers the parser strips. Content and reasoning are compared with whitespace runs
collapsed (Ollama trims around markers). The peer's absolute paths are written relative
(``dev/``, ``build``); the rows are otherwise as Ollama wrote them. An "error" row is a
malformed call Ollama answers with no call; toolcalls reports the error.

Left out: outputs without any marker (plain prose), multiple_tool_outputs (in
test_deepseek.py), and the cases where toolcalls differs by a DESIGN rule:
- EdgeCases/consecutive_tool_calls: the text after a call block is content (DESIGN 1, 3a);
  Ollama keeps only the text before the first block.
- EdgeCases/nested_think_tags_in_thinking, multiple_think_close_tags: a closer closes the block
  it is in (DESIGN 3c); Ollama's DeepSeek parser reads to the last ``</think>`` (its OLMo 3
  parser agrees with toolcalls).
- EdgeCases/thinking_disabled_with_think_tags: a closer with no opener ends a block begun at
  the start (DESIGN 3c, DeepSeek's ``<think>`` is prefilled); Ollama keeps it as content when
  thinking is off.
- EdgeCases/partial_think_tag_at_end_with_thinking: a truncated ``</th`` at the end is text of
  the block (DESIGN 3c); Ollama drops it.
- cogito tool_output_parsing: the text between DeepSeek's tool-output tokens is content, the
  tokens are control tokens (DESIGN 1); Ollama's Cogito parser drops it (its DeepSeek parser
  keeps it)."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/tool_call_simple',
     "I'll check the weather.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>"
     '{"location":"Paris"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     "I'll check the weather."),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/multiple_tool_calls',
     'Getting weather for both cities.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather'
     '<｜tool▁sep｜>{"location":"Paris"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_weather'
     '<｜tool▁sep｜>{"location":"London"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'location': 'London'}}],
     'Getting weather for both cities.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/tool_output',
     "Here's the weather: <｜tool▁output▁begin｜>Temperature: 22°C, Sunny<｜tool▁output▁end｜> "
     'Hope that helps!',
     None,
     'deepseek_v31',
     [],
     "Here's the weather: Temperature: 22°C, Sunny Hope that helps!"),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/complex_tool_arguments',
     'Processing data.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>process_data<｜tool▁sep｜>'
     '{"items":["item1","item2"],"config":{"enabled":true,"threshold":0.95}}<｜tool▁call▁end｜>'
     '<｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     [{'name': 'process_data',
       'arguments': {'items': ['item1', 'item2'],
                     'config': {'enabled': True, 'threshold': 0.95}}}],
     'Processing data.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/emoji_after_tool_call',
     "I'll help you.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>"
     '{"location":"Tokyo"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>完成 ✅',
     None,
     'deepseek_v31',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     "I'll help you.完成 ✅"),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/'
     'tool_call_with_unicode_args',
     'Searching for information.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>search<｜tool▁sep｜>'
     '{"query":"北京天气","language":"中文"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     [{'name': 'search', 'arguments': {'query': '北京天气', 'language': '中文'}}],
     'Searching for information.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/tool_output_with_unicode',
     '天气信息: <｜tool▁output▁begin｜>北京: 25°C, 晴天<｜tool▁output▁end｜> 希望对您有帮助!',
     None,
     'deepseek_v31',
     [],
     '天气信息: 北京: 25°C, 晴天 希望对您有帮助!'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/'
     'mixed_content_with_special_chars',
     'Price: $100 & tax @ 10% = $110 <｜tool▁output▁begin｜>Total: $110<｜tool▁output▁end｜> '
     '(final)',
     None,
     'deepseek_v31',
     [],
     'Price: $100 & tax @ 10% = $110 Total: $110 (final)'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/'
     'tool_call_with_special_chars',
     'Processing data.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>execute_command<｜tool▁sep｜>'
     '{"command":"ls && echo \\"done\\"","path":"dev/user"}<｜tool▁call▁end｜>'
     '<｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     [{'name': 'execute_command',
       'arguments': {'command': 'ls && echo "done"', 'path': 'dev/user'}}],
     'Processing data.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/empty_tool_call_args',
     'Pinging server.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>ping<｜tool▁sep｜>{}'
     '<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     [{'name': 'ping', 'arguments': {}}],
     'Pinging server.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/empty_tool_output',
     'Checking status: <｜tool▁output▁begin｜><｜tool▁output▁end｜> No output received.',
     None,
     'deepseek_v31',
     [],
     'Checking status:  No output received.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_Streaming/'
     'streaming_with_split_tags',
     'Content before <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>test<｜tool▁sep｜>{}'
     '<｜tool▁call▁end｜><｜tool▁calls▁end｜> after',
     None,
     'deepseek_v31',
     [{'name': 'test', 'arguments': {}}],
     'Content before  after'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_Streaming/'
     'streaming_tool_call_with_split_json',
     'Processing.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>calc<｜tool▁sep｜>{"x":42,"y":24}'
     '<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     [{'name': 'calc', 'arguments': {'x': 42, 'y': 24}}],
     'Processing.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_Streaming/'
     'streaming_tool_output',
     'Weather info: <｜tool▁output▁begin｜>25°C, Sunny<｜tool▁output▁end｜> Enjoy!',
     None,
     'deepseek_v31',
     [],
     'Weather info: 25°C, Sunny Enjoy!'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_EdgeCases/'
     'tool_output_with_newlines',
     'Output:\n<｜tool▁output▁begin｜>Line 1\nLine 2\nLine 3<｜tool▁output▁end｜>\nDone.',
     None,
     'deepseek_v31',
     [],
     'Output:\nLine 1\nLine 2\nLine 3\nDone.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_EdgeCases/'
     'malformed_tool_call_missing_sep',
     'Testing.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>bad_tool{"arg":"value"}'
     '<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     'error',
     'Testing.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_EdgeCases/'
     'malformed_tool_call_invalid_json',
     'Testing.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>bad_tool<｜tool▁sep｜>{invalid json}'
     '<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     'error',
     'Testing.'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_EdgeCases/'
     'partial_tool_tag_at_end',
     'Content with partial <｜tool▁calls▁',
     None,
     'deepseek_v31',
     [],
     'Content with partial <｜tool▁calls▁'),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'valid_tool_call_without_newlines',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather```json'
     '{"location":"Paris"}```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'valid_tool_call_empty_args',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>no_args_tool\n```json\n{}'
     '\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     [{'name': 'no_args_tool', 'arguments': {}}],
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'missing_separator',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>functionget_weather```json\n{"location":"Paris"}'
     '\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     'error',
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'invalid_function_type',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>not_function<｜tool▁sep｜>get_weather```json\n'
     '{"location":"Paris"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     'error',
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'missing_json_block_start',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather'
     '{"location":"Paris"}```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     'error',
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'invalid_json',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather```json\n'
     '{location:Paris}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     'error',
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'empty_function_type',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜><｜tool▁sep｜>get_weather```json\n'
     '{"location":"Paris"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     'error',
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'tool_with_spaces_in_name',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>  get_weather  \n```json\n'
     '{"location":"Paris"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'tool_with_multiline_json',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{\n '
     ' "location": "Paris",\n  "units": "metric"\n}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'units': 'metric'}}],
     None),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_parseToolCallContent/'
     'tool_with_nested_objects',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>complex_tool\n```json\n'
     '{"nested":{"deep":{"value":123}}}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     [{'name': 'complex_tool', 'arguments': {'nested': {'deep': {'value': 123}}}}],
     None),
]

#: (source, model output, tools, format, reasoning_started, expected calls, content,
#: reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, bool | None, Any, str | None, str | None]] = [
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/thinking_content',
     'I need to think about this...</think>The answer is 42.',
     None,
     'deepseek_v31',
     True,
     [],
     'The answer is 42.',
     'I need to think about this...'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/thinking_with_newlines',
     "Let me think:\n- Point 1\n- Point 2</think>\n\nHere's my answer.",
     None,
     'deepseek_v31',
     True,
     [],
     "Here's my answer.",
     'Let me think:\n- Point 1\n- Point 2'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/thinking_with_tool_call',
     "Let me check the weather...</think>I'll get that for you.<｜tool▁calls▁begin｜>"
     '<｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location":"Paris"}<｜tool▁call▁end｜>'
     '<｜tool▁calls▁end｜>',
     None,
     'deepseek_v31',
     True,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     "I'll get that for you.",
     'Let me check the weather...'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/only_thinking',
     'Just thinking content</think>',
     None,
     'deepseek_v31',
     True,
     [],
     '',
     'Just thinking content'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/thinking_with_unicode',
     '我在思考这个问题...</think>答案是42。',
     None,
     'deepseek_v31',
     True,
     [],
     '答案是42。',
     '我在思考这个问题...'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser/'
     'thinking_with_special_chars',
     'Let me calculate: 2+2=4 & 3*3=9...</think>The results are correct!',
     None,
     'deepseek_v31',
     True,
     [],
     'The results are correct!',
     'Let me calculate: 2+2=4 & 3*3=9...'),
    ('ollama/ollama model/parsers/deepseek3_test.go::TestDeepSeekParser_EdgeCases/'
     'empty_thinking_content',
     '</think>Just content',
     None,
     'deepseek_v31',
     True,
     [],
     'Just content',
     ''),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser/thinking_only',
     'This is thinking content.</think>This is response content.',
     None,
     'deepseek_v3',
     True,
     [],
     'This is response content.',
     'This is thinking content.'),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser/tool_call_simple',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n'
     '{"location":"Paris"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'properties': {'location': {'type': 'string'}}}}}],
     'deepseek_v3',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     '',
     ''),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser/thinking_with_tool_call',
     'I need to check the weather.</think><｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function'
     '<｜tool▁sep｜>get_weather\n```json\n{"location":"Paris"}\n```<｜tool▁call▁end｜>'
     '<｜tool▁calls▁end｜>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'properties': {'location': {'type': 'string'}}}}}],
     'deepseek_v3',
     True,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     '',
     'I need to check the weather.'),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser/multiple_tool_calls',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n'
     '{"location":"Paris"}\n```<｜tool▁call▁end｜>\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>'
     'get_weather\n```json\n{"location":"London"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'properties': {'location': {'type': 'string'}}}}}],
     'deepseek_v3',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'location': 'London'}}],
     '',
     ''),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser/complex_tool_arguments',
     '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>process_data\n```json\n'
     '{"items":["item1","item2"],"config":{"enabled":true,"threshold":0.95},"count":42}\n```'
     '<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     None,
     [{'name': 'process_data',
       'arguments': {'items': ['item1', 'item2'],
                     'config': {'enabled': True, 'threshold': 0.95},
                     'count': 42}}],
     '',
     ''),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser/'
     'thinking_with_multiline_content',
     'This is line 1\nThis is line 2\nThis is line 3</think>Final response here.',
     None,
     'deepseek_v3',
     True,
     [],
     'Final response here.',
     'This is line 1\nThis is line 2\nThis is line 3'),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser/prefill_with_thinking',
     'Continuing thinking</think>Continuing content.',
     None,
     'deepseek_v3',
     True,
     [],
     'Continuing content.',
     'Continuing thinking'),
    ('ollama/ollama model/parsers/cogito_test.go::TestCogitoParser_Streaming',
     'This is thinking content.</think>This is content.<｜tool▁calls▁begin｜>'
     '<｜tool▁call▁begin｜>function<｜tool▁sep｜>test_tool\n```json\n{"arg":"value"}\n```'
     '<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
     None,
     'deepseek_v3',
     True,
     [{'name': 'test_tool', 'arguments': {'arg': 'value'}}],
     'This is content.',
     'This is thinking content.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "started", "expected", "content", "reasoning"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_ollama_reasoning_case(source: str, text: str, tools: Any, fmt: str,
                               started: bool | None, expected: Any, content: str | None,
                               reasoning: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
