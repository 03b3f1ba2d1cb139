"""Outputs from the tests of local inference apps, for ``<tool_call>`` JSON and ``<think>``.

Three projects' test suites feed this table. text-generation-webui's tool parsing
(``modules/tool_parsing.py``) has no test in the stored upstream repository; the rows labelled
``JackyYuenDacai/textgen`` come from a fork that keeps that module and tests it through its chat
and Responses routes (the streamed chunks of a test are cumulative, so the last one is the
text). Nexa SDK's Go server (``runner/server/handler/responses_test.go``) turns a Qwen-style
completion, a ``<think>`` block and then one ``<tool_call>``, into Responses items and checks the
call and the reasoning item. Jan's ``removeReasoningContent`` tests
(``web-app/src/utils/__tests__/reasoning.test.ts``) check the text left once reasoning is taken
out.

Every row runs with every format installed and with ``hermes`` alone. text-generation-webui
keeps the text before a call with its trailing space; here content is stripped (the decision in
docs/architecture.md, "Content"). Where the fork only asserts that an output is rejected (a cut
object, a call of a tool the request does not list, a good call followed by a cut one), the
row is an "error" row: toolcalls names the fault (``json.unexpected_end``,
``tool_call.unknown_tool``), and in lenient mode keeps the complete call that came first, which
the fork throws away with the rest of the batch.

Left out (docs/conformance.md, "Local inference apps' tests"): ``<tool_call>{`` written as a
Markdown example (inline code, a fence), which the fork treats as prose and toolcalls reports as
broken JSON; Jan's unclosed ``<think>`` kept as content, and a ``<think>`` block followed by
text and a Harmony analysis channel, where Jan also drops the text between them.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

FETCH = [{"type": "function", "function": {"name": "fetch"}}]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::test_open_reasoning_never_parses_tool_examples '
      '(unclosed)'),
     '<think>Example: <tool_call>{"name":"fetch","arguments":{"url":"one"}}</tool_call>',
     FETCH,
     'hermes',
     [],
     None),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::test_open_reasoning_never_parses_tool_examples (closed)'),
     '<think>Example: <tool_call>{"name":"fetch","arguments":{"url":"one"}}</tool_call></think>',
     FETCH,
     'hermes',
     [],
     None),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::'
      'test_reasoning_tool_example_does_not_hide_final_answer_or_execute'),
     ('<think>I considered <tool_call>{"name":"fetch","arguments":{"url":'
      '"one"}}</tool_call> but no tool is needed.</think>Here is the complete answer.'),
     FETCH,
     'hermes',
     [],
     'Here is the complete answer.'),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::test_parallel_calls_survive_separate_backend_chunks'),
     ('Fetching the first batch: <tool_call>{"name":"fetch","arguments":{"url":'
      '"one"}}</tool_call>\n'
      '<tool_call>{"name":"fetch","arguments":{"url":"two"}}</tool_call>'),
     FETCH,
     'hermes',
     [{'name': 'fetch', 'arguments': {'url': 'one'}},
      {'name': 'fetch', 'arguments': {'url': 'two'}}],
     'Fetching the first batch:'),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::test_split_tool_opening_never_leaks_into_text'),
     'Fetching: <tool_call>{"name":"fetch","arguments":{"url":"one"}}</tool_call>',
     FETCH,
     'hermes',
     [{'name': 'fetch', 'arguments': {'url': 'one'}}],
     'Fetching:'),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::test_partial_marker_in_ordinary_text_is_flushed_at_eos'),
     'Value <',
     FETCH,
     'hermes',
     [],
     'Value <'),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::'
      'test_malformed_or_unknown_call_falls_back_to_visible_prose (cut object)'),
     'Fetching: <tool_call>{',
     FETCH,
     'hermes',
     'error',
     None),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::'
      'test_malformed_or_unknown_call_falls_back_to_visible_prose (unknown tool)'),
     'Fetching: <tool_call>{"name":"missing","arguments":{}}</tool_call>',
     FETCH,
     'hermes',
     'error',
     None),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolStreamingTests::'
      'test_malformed_or_unknown_call_falls_back_to_visible_prose (cut second call)'),
     '<tool_call>{"name":"fetch","arguments":{"url":"one"}}</tool_call>\n<tool_call>{',
     FETCH,
     'hermes',
     'error',
     None),
    (('JackyYuenDacai/textgen tests/test_generation_tool_streaming.py::'
      'GenerationToolRouteTests::test_chat_http_parallel_calls_errors_and_token_limit'),
     ('<tool_call>{"name":"fetch","arguments":{"url":"one"}}</tool_call><tool_call>{"name":'
      '"fetch","arguments":{"url":"two"}}</tool_call>'),
     FETCH,
     'hermes',
     [{'name': 'fetch', 'arguments': {'url': 'one'}},
      {'name': 'fetch', 'arguments': {'url': 'two'}}],
     None),
    (('JackyYuenDacai/textgen tests/test_generation_recovery.py::RecoveryTests::'
      'test_partial_parallel_batch_detected'),
     '<tool_call>{"name":"fetch","arguments":{}}</tool_call>\n<tool_call>{',
     FETCH,
     'hermes',
     'error',
     None),
    (('JackyYuenDacai/textgen tests/test_generation_recovery.py::RecoveryTests::'
      'test_unknown_tool_detected'),
     '<tool_call>{"name":"missing","arguments":{}}</tool_call>',
     FETCH,
     'hermes',
     'error',
     None),
    (('JackyYuenDacai/textgen tests/test_generation_recovery.py::RecoveryTests::'
      'test_reasoning_and_markdown_examples_not_errors (think block)'),
     '<think><tool_call>{"name":"fetch","arguments":{}}</tool_call></think>Done.',
     FETCH,
     'hermes',
     [],
     'Done.'),
    (('janhq/jan web-app/src/utils/__tests__/reasoning.test.ts::'
      'removeReasoningContent/strips <think>...</think> block and trims remainder'),
     '<think>internal thoughts</think>\n\nfinal answer',
     None,
     'hermes',
     [],
     'final answer'),
    (('janhq/jan web-app/src/utils/__tests__/reasoning.test.ts::'
      'removeReasoningContent/strips multiline <think> block'),
     '<think>line1\nline2\nline3</think>result',
     None,
     'hermes',
     [],
     'result'),
    (('janhq/jan web-app/src/utils/__tests__/reasoning.test.ts::'
      'removeReasoningContent/returns empty string when only <think> block present'),
     '<think>only reasoning</think>',
     None,
     'hermes',
     [],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_textgen_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::TestParseToolCallsAll, '
      'TestToResponse/tool call output, TestResponsesCompatibilityOutputShape, '
      'TestResponsesCompatibilityProcessDone, TestResponsesCompatibilityToolCalls/'
      'get_system_health_0 to _2'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "get_system_health", "arguments": {}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_system_health', 'arguments': {}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/markdown_to_html_3'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "markdown_to_html", "arguments": {"markdown":"# Title\\n\\nSome *italic* '
      'text."}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'markdown_to_html', 'arguments': {'markdown': '# Title\n\nSome *italic* text.'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/markdown_to_html_4'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "markdown_to_html", "arguments": {"markdown":"## Docs"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'markdown_to_html', 'arguments': {'markdown': '## Docs'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/markdown_to_html_5'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "markdown_to_html", "arguments": {"markdown":"- item 1\\n- item 2"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'markdown_to_html', 'arguments': {'markdown': '- item 1\n- item 2'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/markdown_to_html_6'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "markdown_to_html", "arguments": {"markdown":"**bold**"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'markdown_to_html', 'arguments': {'markdown': '**bold**'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/markdown_to_html_7'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "markdown_to_html", "arguments": {"markdown":"> quote"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'markdown_to_html', 'arguments': {'markdown': '> quote'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/detect_language_8'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "detect_language", "arguments": {"text":"Buenos días, ¿cómo estás?"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'detect_language', 'arguments': {'text': 'Buenos días, ¿cómo estás?'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/detect_language_9'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "detect_language", "arguments": {"text":"Guten Morgen"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'detect_language', 'arguments': {'text': 'Guten Morgen'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/detect_language_10'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "detect_language", "arguments": {"text":"こんにちは、お元気ですか？"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'detect_language', 'arguments': {'text': 'こんにちは、お元気ですか？'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/detect_language_11'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "detect_language", "arguments": {"text":"Привет, как дела?"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'detect_language', 'arguments': {'text': 'Привет, как дела?'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/detect_language_12'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "detect_language", "arguments": {"text":"Bonjour tout le monde"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'detect_language', 'arguments': {'text': 'Bonjour tout le monde'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/generate_chart_13'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "generate_chart", "arguments": {"data":[[1,2],[2,4],[3,9]],"chart_type":'
      '"line"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'generate_chart',
       'arguments': {'data': [[1, 2], [2, 4], [3, 9]],
                     'chart_type': 'line'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/generate_chart_14'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "generate_chart", "arguments": {"data":[[1,10],[2,20],[3,30]],"chart_type":'
      '"bar","title":"Quarterly Sales"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'generate_chart',
       'arguments': {'data': [[1, 10], [2, 20], [3, 30]],
                     'chart_type': 'bar',
                     'title': 'Quarterly Sales'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/generate_chart_15'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "generate_chart", "arguments": {"data":[[0,1],[1,1.5],[2,2.2]],"chart_type":'
      '"scatter","title":"Experiment","x_label":"Time","y_label":"Value"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'generate_chart',
       'arguments': {'data': [[0, 1], [1, 1.5], [2, 2.2]],
                     'chart_type': 'scatter',
                     'title': 'Experiment',
                     'x_label': 'Time',
                     'y_label': 'Value'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/generate_chart_16'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "generate_chart", "arguments": {"data":[[1,70],[2,72],[3,68],[4,65]],'
      '"chart_type":"line","x_label":"Day"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'generate_chart',
       'arguments': {'data': [[1, 70], [2, 72], [3, 68], [4, 65]],
                     'chart_type': 'line',
                     'x_label': 'Day'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/generate_chart_17'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "generate_chart", "arguments": {"data":[[1,100],[2,150],[3,120]],'
      '"chart_type":"bar","title":"Daily Visits","y_label":"Visitors"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'generate_chart',
       'arguments': {'data': [[1, 100], [2, 150], [3, 120]],
                     'chart_type': 'bar',
                     'title': 'Daily Visits',
                     'y_label': 'Visitors'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/query_database_18'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "query_database", "arguments": {"table":"users","columns":["id","email"],'
      '"limit":5}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'query_database',
       'arguments': {'table': 'users',
                     'columns': ['id', 'email'],
                     'limit': 5}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/query_database_19'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "query_database", "arguments": {"table":"orders","columns":["order_id",'
      '"amount"],"filters":"status = \'shipped\'"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'query_database',
       'arguments': {'table': 'orders',
                     'columns': ['order_id', 'amount'],
                     'filters': "status = 'shipped'"}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/query_database_20'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "query_database", "arguments": {"table":"products","columns":["name",'
      '"price"],"limit":10,"order_by":"price DESC"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'query_database',
       'arguments': {'table': 'products',
                     'columns': ['name', 'price'],
                     'limit': 10,
                     'order_by': 'price DESC'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/query_database_21'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "query_database", "arguments": {"table":"audit_log","columns":["id",'
      '"timestamp","action"],"limit":3}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'query_database',
       'arguments': {'table': 'audit_log',
                     'columns': ['id', 'timestamp', 'action'],
                     'limit': 3}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/query_database_22'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "query_database", "arguments": {"table":"customers","columns":["name",'
      '"city"],"filters":"city = \'Berlin\'"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'query_database',
       'arguments': {'table': 'customers',
                     'columns': ['name', 'city'],
                     'filters': "city = 'Berlin'"}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/get_weather_23'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "get_weather", "arguments": {"location":"San Francisco"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/get_weather_24'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "get_weather", "arguments": {"location":"Tokyo"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/get_weather_25'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "get_weather", "arguments": {"location":"10001"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': '10001'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/get_weather_26'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "get_weather", "arguments": {"location":"Paris"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     None,
     'plan',
     None),
    (('NexaAI/nexa-sdk runner/server/handler/responses_test.go::'
      'TestResponsesCompatibilityToolCalls/get_weather_27'),
     ('<think>\n'
      'plan\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "get_weather", "arguments": {"location":"Sydney"}}\n'
      '</tool_call>'),
     None,
     'hermes',
     [{'name': 'get_weather', 'arguments': {'location': 'Sydney'}}],
     None,
     'plan',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_textgen_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                                content: str | None, reasoning: str | None,
                                started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, source=source)
