"""mistral.rs's Hunyuan tests as data: each row is a model output from EricLBuehler/mistral.rs
(``mistralrs-core/src/tools/parsers/hunyuan.rs`` for ``<tool_calls>[...]``, ``hy_v3.rs`` for
Hy3's tagged layout), and the calls and content it asserts. A Hy3 block cut before its closers,
which mistral.rs leaves unparsed, is an ``"error"`` row (``tool_call.unclosed``; a named error
agrees with "no call"). Each row is parsed with every format installed and with its format
alone; content is compared with whitespace runs collapsed and the ends stripped.

Left out (docs/conformance.md, "mistral.rs's tests"): ``<tool_calls>[...]`` with its complete
array and no closer at the very end is a call here (DESIGN 3a), mistral.rs waits for the closer;
Hy3's standalone ``<tool_call>NAME<tool_sep>...</tool_call>`` without a ``<tool_calls>`` block,
which the Hy3 template never writes (a Hy3 call exists only inside a block, plugin README).
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/hunyuan.rs::'
      'parses_parallel_tool_calls'),
     ('<tool_calls>[{"name":"search","arguments":{"query":"rust"}},{"name":"weather","argument'
      's":{"city":"Paris"}}]</tool_calls>'),
     None,
     'hunyuan',
     [{'name': 'search', 'arguments': {'query': 'rust'}},
      {'name': 'weather', 'arguments': {'city': 'Paris'}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/hunyuan.rs::'
      'extracts_calls_without_discarding_text'),
     'before<tool_calls>[{"name":"search","arguments":{}}]</tool_calls>after',
     None,
     'hunyuan',
     [{'name': 'search', 'arguments': {}}],
     'beforeafter'),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/hunyuan.rs::'
      'wrapper_tags_inside_json_strings_are_data'),
     ('before<tool_calls>[{"name":"echo","arguments":{"value":"</tool_calls> and <tool_calls> '
      'kept"}}]</tool_calls>after'),
     None,
     'hunyuan',
     [{'name': 'echo', 'arguments': {'value': '</tool_calls> and <tool_calls> kept'}}],
     'beforeafter'),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/hy_v3.rs::'
      'parses_opensource_suffix_tool_call'),
     ('<tool_calls:opensource>\n'
      '<tool_call:opensource>get_weather<tool_sep:opensource>\n'
      '<arg_key:opensource>city</arg_key:opensource>\n'
      '<arg_value:opensource>Paris</arg_value:opensource>\n'
      '<arg_key:opensource>days</arg_key:opensource>\n'
      '<arg_value:opensource>3</arg_value:opensource>\n'
      '</tool_call:opensource>\n'
      '</tool_calls:opensource>'),
     None,
     'hy_v3',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris', 'days': 3}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/hy_v3.rs::'
      'parses_plain_suffix_tool_call'),
     ('<tool_calls>\n'
      '<tool_call>search<tool_sep>\n'
      '<arg_key>query</arg_key>\n'
      '<arg_value>{"term":"rust"}</arg_value>\n'
      '</tool_call>\n'
      '</tool_calls>'),
     None,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': {'term': 'rust'}}}],
     None),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/hy_v3.rs::'
      'extracts_calls_without_discarding_text'),
     ('before<tool_calls:opensource>\n'
      '<tool_call:opensource>search<tool_sep:opensource>\n'
      '</tool_call:opensource>\n'
      '</tool_calls:opensource>after'),
     None,
     'hy_v3',
     [{'name': 'search', 'arguments': {}}],
     'beforeafter'),
    (('EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/hy_v3.rs::'
      'leaves_incomplete_call_unparsed'),
     '<tool_calls:opensource>\n<tool_call:opensource>search<tool_sep:opensource>\n',
     None,
     'hy_v3',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mistralrs_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
