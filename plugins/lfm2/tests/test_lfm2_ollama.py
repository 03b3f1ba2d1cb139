"""Ollama's LFM2 parser tests as data: the model outputs of ollama/ollama
model/parsers/lfm2_test.go, with the calls, content and reasoning Ollama expects. A streamed
test is its chunks joined (ToolCallChunkBoundaries: the whole output, and its thinking_block
variant with ``<think>Check the weather.</think>`` before it); the payloads of
``parseToolCallContent`` / ``parseToolCallsContent`` are put back between
``<|tool_call_start|>`` and ``<|tool_call_end|>``. LFM2's ``<think>`` is written by the model,
not prefilled. Content and reasoning are compared with whitespace runs collapsed (Ollama trims
around markers). An "error" row is a payload Ollama rejects; toolcalls reports an error too.

Left out: outputs without any marker, and the cases where toolcalls differs:
- the payloads without the list brackets (``f(a=1)`` between the markers: python_style_single_call
  and most of parseToolCallsContent), BareToolCallFallback (``[f(a=1)]`` with no markers) and
  single_call_with_orphan_end_tag: with every format installed they are calls (the python tier
  reads them), which agrees; the lfm2 format alone reads the list its template writes, so the
  row's format-alone run differs (as "shared opener (format alone)" in docs/conformance.md).
- escaped_quote_in_value, newline_in_string_arg: call literals are Python strings, their
  escapes decoded (DESIGN 3); Ollama keeps the backslashes.
- BareUnknownToolCallDoesNotParse: with tools=[...] a call to a tool not offered is
  ``tool_call.unknown_tool`` (DESIGN 3b); Ollama leaves it as content.
- EdgeCases/thinking_disabled_with_think_tags: a closer with no opener ends a block begun at
  the start (DESIGN 3c); Ollama keeps it as content when thinking is off."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/tool_only',
     '<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'content_before_tool',
     'Checking Paris.<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Checking Paris.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'unicode_before_tool',
     'Vérifions 🌍.<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Vérifions 🌍.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'consecutive_tools',
     '<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|><|tool_call_start|>'
     '[get_weather(location="Paris")]<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'content_between_tools',
     '<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>Checking again.'
     '<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Checking again.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'content_after_tool',
     '<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>Done.',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Done.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'ordinary_text',
     'Use <html> or compare 1 < 2.\n',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [],
     'Use <html> or compare 1 < 2.\n'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'nonmatching_tag',
     'Example: <|tool_call_started|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [],
     'Example: <|tool_call_started|>'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'truncated_tag',
     'Example: <|tool_call_sta',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     [],
     'Example: <|tool_call_sta'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/multiple_tool_calls',
     'Getting weather for both cities.<|tool_call_start|>[get_weather(location="Paris")]'
     '<|tool_call_end|><|tool_call_start|>[get_weather(location="London")]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'location': 'London'}}],
     'Getting weather for both cities.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/complex_tool_arguments',
     "Processing data.<|tool_call_start|>[process_data(items=['item1','item2'], config="
     "{'enabled': True, 'threshold': 0.95})]<|tool_call_end|>",
     None,
     'lfm2',
     [{'name': 'process_data',
       'arguments': {'items': ['item1', 'item2'],
                     'config': {'enabled': True, 'threshold': 0.95}}}],
     'Processing data.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/tool_call_with_text_args',
     "Searching for information.<|tool_call_start|>[search(query='beijing weather', "
     "language='zh')]<|tool_call_end|>",
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'beijing weather', 'language': 'zh'}}],
     'Searching for information.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/empty_tool_call_args',
     'Pinging server.<|tool_call_start|>[ping()]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'ping', 'arguments': {}}],
     'Pinging server.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/python_style_tool_call',
     'Let me check that.<|tool_call_start|>[get_candidate_status(candidate_id="12345")]'
     '<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'get_candidate_status', 'arguments': {'candidate_id': '12345'}}],
     'Let me check that.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/python_style_multiple_calls',
     "Running commands.<|tool_call_start|>[bash(command='ls'),bash(command='pwd')]"
     '<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'bash', 'arguments': {'command': 'ls'}},
      {'name': 'bash', 'arguments': {'command': 'pwd'}}],
     'Running commands.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/python_style_mixed_types',
     'Processing.<|tool_call_start|>[process(name="test", count=42, enabled=true)]'
     '<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'process', 'arguments': {'name': 'test', 'count': 42, 'enabled': True}}],
     'Processing.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/tool_call_only_no_content',
     '<|tool_call_start|>[check()]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'check', 'arguments': {}}],
     ''),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_Streaming/'
     'streaming_tool_call_with_split_python',
     'Processing.<|tool_call_start|>[calc(x=42, y=24)]<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'calc', 'arguments': {'x': 42, 'y': 24}}],
     'Processing.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_Streaming/'
     'streaming_direct_answer_starting_with_angle',
     '<html> is a tag',
     None,
     'lfm2',
     [],
     '<html> is a tag'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_EdgeCases/'
     'direct_answer_with_leading_whitespace',
     '  \n  Hello there',
     None,
     'lfm2',
     [],
     'Hello there'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ImagePlaceholdersPreserved/'
     'indexed_img_placeholder',
     '[img-0]describe this image',
     [{'type': 'function', 'function': {'name': 'bash'}}],
     'lfm2',
     [],
     '[img-0]describe this image'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ImagePlaceholdersPreserved/'
     'template_image_placeholder',
     '<image>describe this image',
     [{'type': 'function', 'function': {'name': 'bash'}}],
     'lfm2',
     [],
     '<image>describe this image'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_parseToolCallContent/'
     'missing_parenthesis',
     '<|tool_call_start|>get_weather location="Paris")<|tool_call_end|>',
     None,
     'lfm2',
     'error',
     None),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_parseToolCallContent/'
     'invalid_argument_format',
     '<|tool_call_start|>bash(command)<|tool_call_end|>',
     None,
     'lfm2',
     'error',
     None),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_parseToolCallsContent/'
     'multiple_python_style_calls',
     "<|tool_call_start|>[bash(command='curl google.com'),bash(command='curl example.com')]"
     '<|tool_call_end|>',
     None,
     'lfm2',
     [{'name': 'bash', 'arguments': {'command': 'curl google.com'}},
      {'name': 'bash', 'arguments': {'command': 'curl example.com'}}],
     None),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_parseToolCallsContent/'
     'python_style_complex_literals',
     '<|tool_call_start|>[AskUserQuestion(question="What\'s up?", headers=[\'Hello!\', \'How can '
     "I help you?'], options=['Debugging help', 'Code writing assistance'], multiSelect=False, "
     "metadata={'priority': 1, 'active': True})]<|tool_call_end|>",
     None,
     'lfm2',
     [{'name': 'AskUserQuestion',
       'arguments': {'question': "What's up?",
                     'headers': ['Hello!', 'How can I help you?'],
                     'options': ['Debugging help', 'Code writing assistance'],
                     'multiSelect': False,
                     'metadata': {'priority': 1, 'active': True}}}],
     None),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_parseToolCallsContent/'
     'multiple_different_functions',
     "<|tool_call_start|>[get_weather(location='Paris'),search(query='news')]<|tool_call_end|>",
     None,
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'search', 'arguments': {'query': 'news'}}],
     None),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_parseToolCallsContent/three_calls',
     "<|tool_call_start|>[a(x='1'),b(y='2'),c(z='3')]<|tool_call_end|>",
     None,
     'lfm2',
     [{'name': 'a', 'arguments': {'x': '1'}},
      {'name': 'b', 'arguments': {'y': '2'}},
      {'name': 'c', 'arguments': {'z': '3'}}],
     None),
]

#: (source, model output, tools, format, reasoning_started, expected calls, content,
#: reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, bool | None, Any, str | None, str | None]] = [
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'thinking_block/tool_only',
     '<think>Check the weather.</think><|tool_call_start|>[get_weather(location="Paris")]'
     '<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     '',
     'Check the weather.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'thinking_block/content_before_tool',
     '<think>Check the weather.</think>Checking Paris.<|tool_call_start|>'
     '[get_weather(location="Paris")]<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Checking Paris.',
     'Check the weather.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'thinking_block/content_between_tools',
     '<think>Check the weather.</think><|tool_call_start|>[get_weather(location="Paris")]'
     '<|tool_call_end|>Checking again.<|tool_call_start|>[get_weather(location="Paris")]'
     '<|tool_call_end|>',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Checking again.',
     'Check the weather.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'thinking_block/ordinary_text',
     '<think>Check the weather.</think>Use <html> or compare 1 < 2.\n',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     None,
     [],
     'Use <html> or compare 1 < 2.\n',
     'Check the weather.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_ToolCallChunkBoundaries/'
     'thinking_block/truncated_tag',
     '<think>Check the weather.</think>Example: <|tool_call_sta',
     [{'type': 'function', 'function': {'name': 'get_weather'}}],
     'lfm2',
     None,
     [],
     'Example: <|tool_call_sta',
     'Check the weather.'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/thinking_content',
     '<think>I need to think about this...</think>The answer is 42.',
     None,
     'lfm2',
     None,
     [],
     'The answer is 42.',
     'I need to think about this...'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/direct_answer_with_tool_call',
     'I\'ll check the weather.<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>',
     None,
     'lfm2',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     "I'll check the weather.",
     ''),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/thinking_with_newlines',
     "<think>Let me think:\n- Point 1\n- Point 2</think>\n\nHere's my answer.",
     None,
     'lfm2',
     None,
     [],
     "Here's my answer.",
     'Let me think:\n- Point 1\n- Point 2'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/thinking_with_tool_call',
     "<think>Let me check the weather...</think>I'll get that for you.<|tool_call_start|>"
     '[get_weather(location="Paris")]<|tool_call_end|>',
     None,
     'lfm2',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     "I'll get that for you.",
     'Let me check the weather...'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/only_thinking',
     '<think>Just thinking content</think>',
     None,
     'lfm2',
     None,
     [],
     '',
     'Just thinking content'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/thinking_with_unicode',
     '<think>我在思考这个问题...</think>答案是42。',
     None,
     'lfm2',
     None,
     [],
     '答案是42。',
     '我在思考这个问题...'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/thinking_with_special_chars',
     '<think>Let me calculate: 2+2=4 & 3*3=9...</think>The results are correct!',
     None,
     'lfm2',
     None,
     [],
     'The results are correct!',
     'Let me calculate: 2+2=4 & 3*3=9...'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/thinking_then_python_tool_call',
     '<think>I should check the status...</think>Let me look that up.<|tool_call_start|>'
     '[get_status(id="123")]<|tool_call_end|>',
     None,
     'lfm2',
     None,
     [{'name': 'get_status', 'arguments': {'id': '123'}}],
     'Let me look that up.',
     'I should check the status...'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser/thinking_directly_to_tool_call',
     "<think>Let me run this command...</think><|tool_call_start|>[bash(command='ls')]"
     '<|tool_call_end|>',
     None,
     'lfm2',
     None,
     [{'name': 'bash', 'arguments': {'command': 'ls'}}],
     '',
     'Let me run this command...'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_Streaming/'
     'streaming_thinking_whitespace_after_tag',
     '<think>\n\n  Actual thinking content</think>Response',
     None,
     'lfm2',
     None,
     [],
     'Response',
     'Actual thinking content'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_Streaming/'
     'streaming_whitespace_after_close_tag',
     '<think>Thinking</think>\n\n\nResponse content',
     None,
     'lfm2',
     None,
     [],
     'Response content',
     'Thinking'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_EdgeCases/'
     'multiple_think_close_tags',
     '<think>First thought</think>Second thought</think>Final content',
     None,
     'lfm2',
     None,
     [],
     'Second thought</think>Final content',
     'First thought'),
    ('ollama/ollama model/parsers/lfm2_test.go::TestLFM2Parser_EdgeCases/empty_thinking_block',
     '<think></think>Just content',
     None,
     'lfm2',
     None,
     [],
     'Just content',
     ''),
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
