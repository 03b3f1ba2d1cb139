"""LLaMA-Factory's MiniCPM 5 tool extractor as data: the outputs of hiyouga/LlamaFactory
``tests/data/test_formatter.py`` (the ``minicpm5`` extractor tests) and the texts of
``test_minicpm5_tool_round_trip``, rendered as the ``minicpm5`` tool prompt asks (a value that
holds ``<``, ``&`` or a newline in a CDATA section, other values as written, non-strings as
JSON; the renderer itself is not in the stored copies), with the calls the extractor returns.
Each row is parsed with every format installed and with ``minicpm`` alone.

Left out by rule: the round trip of ``"  padded  "`` written without CDATA; ``minicpm`` drops the
whitespace around a plain value (docs/formats.md, minicpm), LLaMA-Factory keeps it."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_minicpm5_tool_extractor',
     ('<function name="test_tool"><param name="foo">bar</param><param name="size">10</param></fun'
      'ction>'),
     None,
     'minicpm',
     [{'name': 'test_tool', 'arguments': {'foo': 'bar', 'size': 10}}],
     None),
    ('hiyouga/LlamaFactory tests/data/test_formatter.py::test_minicpm5_tool_extractor_cdata',
     ('<function name="test_tool"><param name="foo"><![CDATA[a < b\n'
      'second line]]></param></function>'),
     None,
     'minicpm',
     [{'name': 'test_tool', 'arguments': {'foo': 'a < b\nsecond line'}}],
     None),
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_minicpm5_tool_extractor_malformed_value'),
     '<function name="test_tool"><param name="foo">{[1, 2], [3, 4]}</param></function>',
     None,
     'minicpm',
     [{'name': 'test_tool', 'arguments': {'foo': '{[1, 2], [3, 4]}'}}],
     None),
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_minicpm5_tool_round_trip[x </param> y]'),
     '<function name="test_tool"><param name="foo"><![CDATA[x </param> y]]></param></function>',
     None,
     'minicpm',
     [{'name': 'test_tool', 'arguments': {'foo': 'x </param> y'}}],
     None),
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_minicpm5_tool_round_trip[see </function> here]'),
     ('<function name="test_tool"><param name="foo"><![CDATA[see </function> here]]></param></fun'
      'ction>'),
     None,
     'minicpm',
     [{'name': 'test_tool', 'arguments': {'foo': 'see </function> here'}}],
     None),
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_minicpm5_tool_round_trip[a < b, tom & jerry]'),
     ('<function name="test_tool"><param name="foo"><![CDATA[a < b]]></param><param name="bar"><!'
      '[CDATA[tom & jerry]]></param></function>'),
     None,
     'minicpm',
     [{'name': 'test_tool', 'arguments': {'foo': 'a < b', 'bar': 'tom & jerry'}}],
     None),
    (('hiyouga/LlamaFactory tests/data/test_formatter.py::'
      'test_minicpm5_tool_round_trip[true, [1, 2], {k: v}]'),
     ('<function name="test_tool"><param name="foo">true</param><param name="bar">[1, 2]</param><'
      'param name="baz">{"k": "v"}</param></function>'),
     None,
     'minicpm',
     [{'name': 'test_tool', 'arguments': {'foo': True, 'bar': [1, 2], 'baz': {'k': 'v'}}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamafactory_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                           content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
