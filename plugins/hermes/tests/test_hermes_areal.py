"""AReaL's tool-call-parser tests as data, for the Qwen 2.5 / Hermes layout (areal-project/AReaL
tests/experimental/openai/test_tool_call_parser.py): a long ``<think>`` block and two
``<tool_call>`` blocks ending in ``<|im_end|>``, and the same text with a third call written
inside the reasoning, which is no call (DESIGN 3c). Each row is parsed with the test's tools,
with every format installed and with ``hermes`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = 'areal-project/AReaL tests/experimental/openai/test_tool_call_parser.py::'

#: the two tools of the test (their long descriptions left out: only names and types matter)
SEARCH_TOOLS: list[dict[str, Any]] = [{'type': 'function',
      'function': {'name': 'search',
                   'parameters': {'type': 'object',
                                  'properties': {'query': {'type': 'string'}},
                                  'required': ['query']}}},
     {'type': 'function',
      'function': {'name': 'access',
                   'parameters': {'type': 'object',
                                  'properties': {'url': {'type': 'string'}},
                                  'required': ['url']}}}]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + 'test_process_tool_calls_qwen25_chat_completions_sglang',
     ('<think>\n'
      'Okay, so the user is asking whether the director of "Scary M'
      'ovie" and the director of "The Preacher\'s Wife" are from the'
      ' same country. Let me think about how to approach this.\n'
      '\n'
      'First, I need to confirm the countries of these directors. I'
      ' remember that "Scary Movie" is directed by Joe Anderson, an'
      'd "The Preacher\'s Wife" is directed by David Fincher. Wait, '
      'but actually, "The Preacher\'s Wife" is directed by Christoph'
      'er Nolan and David Fincher? No, I think I mixed up. Let me check my memory. \n'
      '\n'
      "Wait, no. The Preacher's Wife is a movie directed by Christo"
      'pher Nolan. And David Fincher directed The Preacher. So the '
      'directors are different. Then the user is asking if they are'
      ' both from the same country. The answer would be no, because'
      ' the two directors are from different countries. \n'
      '\n'
      'But maybe I should verify this to be sure. Since I can use t'
      'he web search function, I should use the "access" tool to ge'
      "t the URLs of the directors' websites to confirm. So first, "
      'I\'ll search for "director of Scary Movie country" and "direc'
      'tor of The Preacher\'s Wife country" to get precise data. The'
      'n, analyze the results to see if they have the same country affiliations.\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "search", "arguments": {"query": "director of Scary Movie country"}}\n'
      '</tool_call>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "search", "arguments": {"query": "director of The Preacher\'s Wife country"}}\n'
      '</tool_call><|im_end|>'),
     SEARCH_TOOLS,
     'hermes',
     [{'name': 'search', 'arguments': {'query': 'director of Scary Movie country'}},
      {'name': 'search', 'arguments': {'query': "director of The Preacher's Wife country"}}],
     None),
    (S + 'test_process_tool_calls_qwen25_chat_completions_with_tool_call_in_thinking_sglang',
     ('<think>\n'
      'Okay, so the user is asking whether the director of "Scary M'
      'ovie" and the director of "The Preacher\'s Wife" are from the'
      ' same country. Let me think about how to approach this.\n'
      '\n'
      'First, I need to confirm the countries of these directors. I'
      ' remember that "Scary Movie" is directed by Joe Anderson, an'
      'd "The Preacher\'s Wife" is directed by David Fincher. Wait, '
      'but actually, "The Preacher\'s Wife" is directed by Christoph'
      'er Nolan and David Fincher? No, I think I mixed up. Let me check my memory. \n'
      '\n'
      "Wait, no. The Preacher's Wife is a movie directed by Christo"
      'pher Nolan. And David Fincher directed The Preacher. <tool_call>\n'
      '{"name": "search", "arguments": {"query": "aaaa"}}\n'
      '</tool_call>\n'
      '\n'
      ' So the directors are different. Then the user is asking if '
      'they are both from the same country. The answer would be no,'
      ' because the two directors are from different countries. \n'
      '\n'
      'But maybe I should verify this to be sure. Since I can use t'
      'he web search function, I should use the "access" tool to ge'
      "t the URLs of the directors' websites to confirm. So first, "
      'I\'ll search for "director of Scary Movie country" and "direc'
      'tor of The Preacher\'s Wife country" to get precise data. The'
      'n, analyze the results to see if they have the same country affiliations.\n'
      '</think>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "search", "arguments": {"query": "director of Scary Movie country"}}\n'
      '</tool_call>\n'
      '\n'
      '<tool_call>\n'
      '{"name": "search", "arguments": {"query": "director of The Preacher\'s Wife country"}}\n'
      '</tool_call><|im_end|>'),
     SEARCH_TOOLS,
     'hermes',
     [{'name': 'search', 'arguments': {'query': 'director of Scary Movie country'}},
      {'name': 'search', 'arguments': {'query': "director of The Preacher's Wife country"}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_areal_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
