"""mlx-lm's tests as data for Hunyuan's `hy_v4` blocks: the tool texts of a fork's
``tests/test_tool_parsing.py`` (``test_parsers``, ``test_hy_v4``) with the
``<tool_calls:opensource>`` wrapper mlx-lm's server strips put back.

Each row is parsed with every format installed and with its format alone; what was read,
which outputs differ and by which rule is docs/conformance.md, "mlx-lm's tests (beyond the
corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('kernelpool/mlx-lm tests/test_tool_parsing.py::test_parsers',
     ('<tool_calls:opensource><tool_call:opensource>multiply<arg_key:opensource>a</arg_key:openso'
      'urce><arg_value:opensource>12234585</arg_value:opensource><arg_key:opensource>b</arg_key:o'
      'pensource><arg_value:opensource>48838483920</arg_value:opensource></tool_call:opensource><'
      '/tool_calls:opensource>'),
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'hy_v4',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('kernelpool/mlx-lm tests/test_tool_parsing.py::test_parsers',
     ('<tool_calls:opensource><tool_call:opensource>get_current_temperature<arg_key:opensource>lo'
      'cation</arg_key:opensource><arg_value:opensource>London</arg_value:opensource></tool_call:'
      'opensource></tool_calls:opensource>'),
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'hy_v4',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('kernelpool/mlx-lm tests/test_tool_parsing.py::test_hy_v4',
     ('<tool_calls:opensource><tool_call:opensource>search<arg_key:opensource>query</arg_key:open'
      'source><arg_value:opensource>weather</arg_value:opensource></tool_call:opensource><tool_ca'
      'll:opensource>read_file<arg_key:opensource>path</arg_key:opensource><arg_value:opensource>'
      'build/test.txt</arg_value:opensource></tool_call:opensource></tool_calls:opensource>'),
     None,
     'hy_v4',
     [{'name': 'search', 'arguments': {'query': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': 'build/test.txt'}}],
     None),
    ('kernelpool/mlx-lm tests/test_tool_parsing.py::test_hy_v4',
     ('<tool_calls:opensource><tool_call:opensource>get_time</tool_call:opensource></tool_calls:o'
      'pensource>'),
     None,
     'hy_v4',
     [{'name': 'get_time', 'arguments': {}}],
     None),
    ('kernelpool/mlx-lm tests/test_tool_parsing.py::test_hy_v4',
     ('<tool_calls:opensource><tool_call:opensource>search<arg_key:opensource>query</arg_key:open'
      'source><arg_value:opensource>weather</arg_value:opensource>'),
     None,
     'hy_v4',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     None),
    ('kernelpool/mlx-lm tests/test_tool_parsing.py::test_hy_v4',
     ('<tool_calls:opensource><tool_call:opensource>configure<arg_key:opensource>name</arg_key:op'
      'ensource><arg_value:opensource>5</arg_value:opensource><arg_key:opensource>limit</arg_key:'
      'opensource><arg_value:opensource>5</arg_value:opensource><arg_key:opensource>enabled</arg_'
      'key:opensource><arg_value:opensource>true</arg_value:opensource></tool_call:opensource></t'
      'ool_calls:opensource>'),
     [{'type': 'function',
       'function': {'name': 'configure',
                    'parameters': {'type': 'object',
                                   'properties': {'name': {'type': 'string'},
                                                  'limit': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'}}}}}],
     'hy_v4',
     [{'name': 'configure', 'arguments': {'name': '5', 'limit': 5, 'enabled': True}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxlm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                    content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
