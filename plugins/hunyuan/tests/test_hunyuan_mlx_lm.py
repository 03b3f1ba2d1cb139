"""mlx-lm's tool-parser tests as data: each row is a model output from ml-explore/mlx-lm's
tests (the tool text of the test with the tags mlx-lm's server strips put back), the format,
the tools passed, and the calls mlx-lm expects ("error" where it rejects the output; toolcalls
then reports an error and no call). Each row is parsed with every format installed and with
its format alone. Rows where toolcalls differs from mlx-lm by a DESIGN rule (a broken call
reported rather than dropped, strict JSON, JSON-first raw values) are left out."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<tool_calls><tool_call>multiply<tool_sep>\n'
     '<arg_key>a</arg_key>\n'
     '<arg_value>12234585</arg_value>\n'
     '<arg_key>b</arg_key>\n'
     '<arg_value>48838483920</arg_value>\n'
     '</tool_call></tool_calls>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'hy_v3',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<tool_calls:opensource><tool_call:opensource>multiply<tool_sep:opensource>\n'
     '<arg_key:opensource>a</arg_key:opensource>\n'
     '<arg_value:opensource>12234585</arg_value:opensource>\n'
     '<arg_key:opensource>b</arg_key:opensource>\n'
     '<arg_value:opensource>48838483920</arg_value:opensource>\n'
     '</tool_call:opensource></tool_calls:opensource>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'hy_v3',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<tool_calls><tool_call>get_current_temperature<tool_sep>\n'
     '<arg_key>location</arg_key>\n'
     '<arg_value>London</arg_value>\n'
     '</tool_call></tool_calls>',
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'hy_v3',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<tool_calls:opensource><tool_call:opensource>get_current_temperature<tool_sep:opensource>\n'
     '<arg_key:opensource>location</arg_key:opensource>\n'
     '<arg_value:opensource>London</arg_value:opensource>\n'
     '</tool_call:opensource></tool_calls:opensource>',
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'hy_v3',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_hy_v3',
     '<tool_calls><tool_call>search<tool_sep>\n'
     '<arg_key>query</arg_key>\n'
     '<arg_value>weather</arg_value>\n'
     '</tool_call></tool_calls>',
     None,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_hy_v3',
     '<tool_calls><tool_call>search<tool_sep>\n'
     '<arg_key>query</arg_key>\n'
     '<arg_value>weather</arg_value>\n'
     '</tool_call>\n'
     '<tool_call>read_file<tool_sep>\n'
     '<arg_key>path</arg_key>\n'
     '<arg_value>build/test.txt</arg_value>\n'
     '</tool_call></tool_calls>',
     None,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': 'build/test.txt'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_hy_v3',
     '<tool_calls><tool_call>configure<tool_sep>\n'
     '<arg_key>name</arg_key>\n'
     '<arg_value>5</arg_value>\n'
     '<arg_key>limit</arg_key>\n'
     '<arg_value>5</arg_value>\n'
     '<arg_key>enabled</arg_key>\n'
     '<arg_value>true</arg_value>\n'
     '</tool_call></tool_calls>',
     [{'type': 'function',
       'function': {'name': 'configure',
                    'parameters': {'type': 'object',
                                   'properties': {'name': {'type': 'string'},
                                                  'limit': {'type': 'integer'},
                                                  'enabled': {'type': 'boolean'}}}}}],
     'hy_v3',
     [{'name': 'configure', 'arguments': {'name': '5', 'limit': 5, 'enabled': True}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_hy_v3_opensource',
     '<tool_calls:opensource><tool_call:opensource>search<tool_sep:opensource>\n'
     '<arg_key:opensource>query</arg_key:opensource>\n'
     '<arg_value:opensource>weather</arg_value:opensource>\n'
     '</tool_call:opensource></tool_calls:opensource>',
     None,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_hy_v3_opensource',
     '<tool_calls:opensource><tool_call:opensource>search<tool_sep:opensource>\n'
     '<arg_key:opensource>query</arg_key:opensource>\n'
     '<arg_value:opensource>weather</arg_value:opensource>\n'
     '</tool_call:opensource>\n'
     '<tool_call:opensource>read_file<tool_sep:opensource>\n'
     '<arg_key:opensource>path</arg_key:opensource>\n'
     '<arg_value:opensource>build/test.txt</arg_value:opensource>\n'
     '</tool_call:opensource></tool_calls:opensource>',
     None,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': 'build/test.txt'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_hy_v3_opensource',
     '<tool_calls:opensource><tool_call:opensource>search<tool_sep:opensource>\n'
     '<arg_key:opensource>query</arg_key:opensource>\n'
     '<arg_value:opensource>weather</arg_value:opensource>',
     None,
     'hy_v3',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlx_lm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
