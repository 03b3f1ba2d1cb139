"""Haystack's tests as data for bare JSON calls: the answers of a local Hugging Face model that
deepset-ai/haystack (``test/components/generators/chat/test_hugging_face_local.py``,
``HuggingFaceLocalChatGenerator``) and deepset-ai/haystack-core-integrations
(``integrations/transformers/tests/test_chat_generator.py``, ``TransformersChatGenerator``) read
with their default tool parser, with the calls and reply text the tests expect. The two files
share most answers; each row names one test that asserts it.

Each row is parsed with every format installed and with ``json`` alone; the tool is Haystack's
``weather`` tool (a ``city`` string), written as a flat ``{"name", "parameters"}`` tool. Where
the default parser gives up on broken JSON and hands the answer back as text, the row is
"error" (toolcalls names the fault; strict parsing raises). Where a test checks only a substring
of the reply, the row holds the whole text as content.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

H = ('deepset-ai/haystack test/components/generators/chat/test_hugging_face_local.py::'
     'TestHuggingFaceLocalChatGenerator::')
T = ('deepset-ai/haystack-core-integrations integrations/transformers/tests/'
     'test_chat_generator.py::TestValidationAndTools::')

WEATHER = [{"name": "weather",
            "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                           "required": ["city"]}}]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (H + 'test_run_with_tools',
     '{"name": "weather", "arguments": {"city": "Paris"}}',
     WEATHER,
     'json',
     [{'name': 'weather', 'arguments': {'city': 'Paris'}}],
     None),
    (H + 'test_default_tool_parser',
     '{"name": "weather", "arguments": {"city": "Berlin"}}',
     WEATHER,
     'json',
     [{'name': 'weather', 'arguments': {'city': 'Berlin'}}],
     None),
    (H + 'test_run_with_tools_and_tool_response',
     'The weather in Paris is 22°C',
     None,
     'json',
     [],
     'The weather in Paris is 22°C'),
    (H + 'test_run',
     'Berlin is cool',
     None,
     'json',
     [],
     'Berlin is cool'),
    (T + 'test_default_tool_parser_returns_none_for_invalid_input',
     'Berlin is the capital of Germany.',
     None,
     'json',
     [],
     None),
    (T + 'test_default_tool_parser_returns_none_for_invalid_input',
     '{"name": "weather", "arguments": {"city": broken}}',
     None,
     'json',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_haystack_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
