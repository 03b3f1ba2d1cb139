"""mlx-lm's tool-parser tests as data: each row is a model output from ml-explore/mlx-lm's
tests (the tool text of the test with the tags mlx-lm's server strips put back), the format,
the tools passed, and the calls mlx-lm expects ("error" where it rejects the output; toolcalls
then reports an error and no call). Each row is parsed with every format installed and with
its format alone. Rows where toolcalls differs from mlx-lm by a DESIGN rule (a broken call
reported rather than dropped, strict JSON, JSON-first raw values) are left out."""

from __future__ import annotations

from typing import Any

import pytest

import toolcalls

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<function name="multiply"><param name="a">12234585</param><param '
     'name="b">48838483920</param></function>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'minicpm',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<function name="get_current_temperature"><param name="location">London</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'minicpm',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5',
     '<function name="search"><param name="query">weather</param></function><function '
     'name="read_file"><param name="path">/tmp/test.txt</param></function>',
     None,
     'minicpm',
     [{'name': 'search', 'arguments': {'query': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': '/tmp/test.txt'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5',
     '<function name="multiply"><param name="a">12234585</param><param '
     'name="b">48838483920</param></function>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}}}}}],
     'minicpm',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5',
     '<function name="write"><param name="content"><![CDATA[hello & world '
     '<foo>]]></param></function>',
     [{'type': 'function',
       'function': {'name': 'write',
                    'parameters': {'type': 'object',
                                   'properties': {'content': {'type': 'string'}},
                                   'required': ['content']}}}],
     'minicpm',
     [{'name': 'write', 'arguments': {'content': 'hello & world <foo>'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5',
     '<function name="ping"></function>',
     None,
     'minicpm',
     [{'name': 'ping', 'arguments': {}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_payload_format',
     '<function name="get_weather"><param name="city">Tokyo</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'},
                                                  'date': {'type': 'string'}},
                                   'required': ['city']}}}],
     'minicpm',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_integration_state_machine',
     "Sure, I'll look that up.\n"
     '<function name="search"><param name="query">weather</param></function>\n'
     'It looks sunny.',
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}}],
     'minicpm',
     [{'name': 'search', 'arguments': {'query': 'weather'}}],
     "Sure, I'll look that up.\n\nIt looks sunny."),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_integration_multiple_calls',
     '<function name="search"><param name="query">weather</param></function><function '
     'name="read_file"><param name="path">/tmp/test.txt</param></function>',
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'query': {'type': 'string'}},
                                   'required': ['query']}}},
      {'type': 'function',
       'function': {'name': 'read_file',
                    'parameters': {'type': 'object',
                                   'properties': {'path': {'type': 'string'}},
                                   'required': ['path']}}}],
     'minicpm',
     [{'name': 'search', 'arguments': {'query': 'weather'}},
      {'name': 'read_file', 'arguments': {'path': '/tmp/test.txt'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_integration_truncated',
     '<function name="get_weather"><param name="city">To',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'},
                                                  'date': {'type': 'string'}},
                                   'required': ['city']}}}],
     'minicpm',
     'error',
     None),
    ('ml-explore/mlx-lm '
     'tests/test_tool_parsing.py::test_minicpm5_integer_accepts_whole_number_floats',
     '<function name="book"><param name="title">x</param><param '
     'name="count">1.0</param></function>',
     [{'type': 'function',
       'function': {'name': 'book',
                    'parameters': {'type': 'object',
                                   'properties': {'title': {'type': 'string'},
                                                  'count': {'type': 'integer'}},
                                   'required': ['title']}}}],
     'minicpm',
     [{'name': 'book', 'arguments': {'title': 'x', 'count': 1}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_malformed_typed_value_rejected',
     '<function name="book"><param name="title">x</param><param '
     'name="count">abc</param></function>',
     [{'type': 'function',
       'function': {'name': 'book',
                    'parameters': {'type': 'object',
                                   'properties': {'title': {'type': 'string'},
                                                  'count': {'type': 'integer'}},
                                   'required': ['title']}}}],
     'minicpm',
     'error',
     None),
    ('ml-explore/mlx-lm '
     'tests/test_tool_parsing.py::test_minicpm5_string_type_keeps_json_looking_value',
     '<function name="send"><param name="message">{"foo": "bar"}</param></function>',
     [{'type': 'function',
       'function': {'name': 'send',
                    'parameters': {'type': 'object',
                                   'properties': {'message': {'type': 'string'}},
                                   'required': ['message']}}}],
     'minicpm',
     [{'name': 'send', 'arguments': {'message': '{"foo": "bar"}'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_unknown_function_rejected',
     '<function name="not_a_requested_tool"><param name="x">1</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'},
                                                  'date': {'type': 'string'}},
                                   'required': ['city']}}}],
     'minicpm',
     'error',
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_duplicate_parameter_rejected',
     '<function name="get_weather"><param name="city">Tokyo</param><param '
     'name="city">Osaka</param></function>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'},
                                                  'date': {'type': 'string'}},
                                   'required': ['city']}}}],
     'minicpm',
     'error',
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_cdata_whitespace_preserved',
     '<function name="write"><param name="content"><![CDATA[    def foo():\n'
     '        pass\n'
     ']]></param></function>',
     [{'type': 'function',
       'function': {'name': 'write',
                    'parameters': {'type': 'object',
                                   'properties': {'content': {'type': 'string'}},
                                   'required': ['content']}}}],
     'minicpm',
     [{'name': 'write', 'arguments': {'content': '    def foo():\n        pass\n'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_minicpm5_not_a_tool_call_raises',
     'random text that is not a tool call',
     None,
     'minicpm',
     [],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlx_lm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    for formats in (None, [fmt]):
        result = toolcalls.parse(text, tools=tools, formats=formats)
        calls = [{"name": c.name, "arguments": c.arguments} for c in result.calls]
        if expected == "error":  # an error (lenient keeps a call whose value failed its cast)
            assert result.errors, (source, formats)
            with pytest.raises(toolcalls.ToolCallError):
                toolcalls.parse_tool_calls(text, tools=tools, formats=formats)
            continue
        assert (calls, result.errors) == (expected, []), (source, formats)
        assert toolcalls.parse_tool_calls(text, tools=tools, formats=formats) == expected
        if content is not None:
            assert result.content == content, (source, formats)
