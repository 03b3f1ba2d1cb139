"""MLX Swift's tests as data for Qwen3-Coder / Qwen3.5 ``<function=...>`` calls: model outputs from
ml-explore/mlx-swift-lm's Swift tests (``ToolTests.swift``, ``TextToolCallRecoveryTests.swift``)
with the calls and content MLX Swift expects. Streamed chunks and token pieces are joined into
their text; tools are the test's definitions (flat, or OpenAI's ``{"function": ...}`` shape). Each
row is parsed with every format installed and with its format alone; content is compared with
whitespace runs collapsed. What was read, what was left out and the differences by rule are
docs/conformance.md, "MLX Swift's tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testXMLFunctionParser',
     ('<function=get_weather><parameter=location>Tokyo</parameter><parameter=unit>celsius</para'
      'meter></function>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo', 'unit': 'celsius'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testXMLFunctionParserTypeConve'
      'rsion'),
     ('<function=set_temperature><parameter=value>25</parameter><parameter=enabled>true</parame'
      'ter></function>'),
     [{'function': {'name': 'set_temperature',
                    'parameters': {'properties': {'value': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'}}}}}],
     'qwen3_coder',
     [{'name': 'set_temperature', 'arguments': {'value': 25, 'enabled': True}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testXMLFunctionParserMultiline',
     '<tool_call>\n<function=get_current_datetime>\n</function>\n</tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'get_current_datetime', 'arguments': {}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testXMLFunctionParserMultiline'
      'Params'),
     '<function=get_weather>\n<parameter=location>\nTokyo\n</parameter>\n</function>',
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testQwen35Parser',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=location>\n'
      'San Francisco\n'
      '</parameter>\n'
      '<parameter=unit>\n'
      'celsius\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco', 'unit': 'celsius'}}],
     ''),
    ('ml-explore/mlx-swift-lm Tests/MLXLMTests/ToolTests.swift::testQwen35FormatProcessor',
     ('<tool_call>\n'
      '<function=get_weather>\n'
      '<parameter=location>\n'
      'Tokyo\n'
      '</parameter>\n'
      '</function>\n'
      '</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_weather', 'arguments': {'location': 'Tokyo'}}],
     ''),
    (('ml-explore/mlx-swift-lm Tests/MLXLMTests/TextToolCallRecoveryTests.swift::promotesAltern'
      'ateDialects/alternateDialects[3]'),
     '<function=weather><parameter=city>Paris</parameter></function>',
     [{'function': {'name': 'weather'}}],
     'qwen3_coder',
     [{'name': 'weather', 'arguments': {'city': 'Paris'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxswift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
