"""ms-swift's Spark-X2.5 agent template as data: modelscope/ms-swift
``tests/test_align/test_template/test_spark.py::test_spark_tool_call_roundtrip``. Spark2.5 writes
GLM-4.7's calls (docs/formats.md, glm4). The row is parsed with every format installed and with
``glm4`` alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('modelscope/ms-swift tests/test_align/test_template/test_spark.py::'
      'test_spark_tool_call_roundtrip'),
     ('<tool_call>get_weather<arg_key>location</arg_key><arg_value>Beijing</arg_value></tool_call'
      '><tool_call>get_weather<arg_key>location</arg_key><arg_value>Shanghai</arg_value></tool_ca'
      'll>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing'}},
      {'name': 'get_weather', 'arguments': {'location': 'Shanghai'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ms_swift_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
