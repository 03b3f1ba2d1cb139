"""mistral.rs's LFM2 tests as data: each row is a model output from EricLBuehler/mistral.rs
``mistralrs-core/src/tools/parsers/liquid.rs``, the tools it passes, and the calls and content
it asserts. Each row is parsed with every format installed and with its format alone; content is
compared with whitespace runs collapsed and the ends stripped.

Left out: ``parses_single_call``, whose output the Ollama table already holds, and
``leaves_incomplete_call_unparsed``: a complete call list with no ``<|tool_call_end|>`` at the
very end is a call here (DESIGN 3a); mistral.rs waits for the closer.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/liquid.rs::'
      'parses_multiple_calls_and_value_types'),
     ("<|tool_call_start|>[search(query='rust, candle'), set_flags(enabled=True, limit=3, rati"
      'o=0.5, meta={"source":"web"}, tags=[\'a\', \'b\'], value=None)]<|tool_call_end|>'),
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'rust, candle'}},
      {'name': 'set_flags',
       'arguments': {'enabled': True,
                     'limit': 3,
                     'ratio': 0.5,
                     'meta': {'source': 'web'},
                     'tags': ['a', 'b'],
                     'value': None}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/liquid.rs::'
      'extracts_calls_without_losing_surrounding_text'),
     'before <|tool_call_start|>[search(query="rust")]<|tool_call_end|> after',
     None,
     'lfm2',
     [{'name': 'search', 'arguments': {'query': 'rust'}}],
     'before after'),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/liquid.rs::'
      'matcher_returns_structured_tool_calls_and_content'),
     '<|tool_call_start|>[get_weather(location="Paris")]<|tool_call_end|>Checking.',
     [{'type': 'function',
       'function': {'name': 'get_weather', 'parameters': {'type': 'object', 'properties': {}}}}],
     'lfm2',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Checking.'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
