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
     '<start_function_call>call:multiply{a:12234585,b:48838483920}<end_function_call>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'functiongemma',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<|tool_call>call:multiply{a:12234585,b:48838483920}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'gemma4',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<start_function_call>call:get_current_temperature{location:<escape>London<escape>}<end_function_call>',
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'functiongemma',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<|tool_call>call:get_current_temperature{location:<|"|>London<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'gemma4',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parser_hygiene.py::test_nested_dict_arg_preserved',
     '<start_function_call>call:configure{settings:{enabled:true,limit:5}}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'configure', 'arguments': {'settings': {'enabled': True, 'limit': 5}}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parser_hygiene.py::test_no_colon_value_does_not_raise',
     '<start_function_call>call:ping{}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'ping', 'arguments': {}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parser_hygiene.py::test_multiple_calls_all_parsed',
     '<start_function_call>call:a{x:1}call:b{y:2}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'a', 'arguments': {'x': 1}}, {'name': 'b', 'arguments': {'y': 2}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_gemma4',
     '<|tool_call>call:configure{settings:{enabled:true,name:<|"|>test<|"|>}}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'configure', 'arguments': {'settings': {'enabled': True, 'name': 'test'}}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_gemma4',
     '<|tool_call>call:tag{items:[<|"|>foo<|"|>,<|"|>bar<|"|>]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'tag', 'arguments': {'items': ['foo', 'bar']}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_gemma4',
     '<|tool_call>call:search{query:<|"|>hello world<|"|>,limit:10,verbose:false}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'hello world', 'limit': 10, 'verbose': False}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_gemma4',
     '<|tool_call>call:glob{pattern:<|"|>README*.md<|"|>}call:glob{pattern:<|"|>CONTRIBUTING.md<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'glob', 'arguments': {'pattern': 'README*.md'}},
      {'name': 'glob', 'arguments': {'pattern': 'CONTRIBUTING.md'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_gemma4',
     '<|tool_call>call:search{query:<|"|>weather<|"|>,limit:5}call:configure{settings:{enabled:true,name:<|"|>test<|"|>}}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'weather', 'limit': 5}},
      {'name': 'configure', 'arguments': {'settings': {'enabled': True, 'name': 'test'}}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_gemma4',
     '<|tool_call>call:manim-video{mode:<|"|>plan<|"|>,prompt:<|"|>explain KV '
     'caching<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'manim-video', 'arguments': {'mode': 'plan', 'prompt': 'explain KV caching'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_gemma4',
     '<|tool_call>call:skill_manage{action:<|"|>create<|"|>,content:<|"|>use a dict like {key: '
     'value} in your code<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'skill_manage',
       'arguments': {'action': 'create', 'content': 'use a dict like {key: value} in your code'}}],
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
