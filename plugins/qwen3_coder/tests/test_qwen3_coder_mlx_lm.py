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
     '<tool_call><function=multiply>\n'
     '<parameter=a>\n'
     '12234585\n'
     '</parameter>\n'
     '<parameter=b>\n'
     '48838483920\n'
     '</parameter>\n'
     '</function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'qwen3_coder',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_qwen3_coder_parse',
     '<tool_call>\n'
     '        <function=multiply>\n'
     '        <parameter=a>\n'
     '        12234585\n'
     '        </parameter>\n'
     '        <parameter=b>\n'
     '        48838483920\n'
     '        </parameter>\n'
     '        </function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'multiply',
                    'parameters': {'type': 'object',
                                   'properties': {'a': {'type': 'number'},
                                                  'b': {'type': 'number'}},
                                   'required': ['a', 'b']}}}],
     'qwen3_coder',
     [{'name': 'multiply', 'arguments': {'a': 12234585, 'b': 48838483920}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_parsers',
     '<tool_call><function=get_current_temperature>\n'
     '<parameter=location>\n'
     'London\n'
     '</parameter>\n'
     '</function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'get_current_temperature',
                    'parameters': {'type': 'object',
                                   'properties': {'location': {'type': 'str'}},
                                   'required': ['location']}}}],
     'qwen3_coder',
     [{'name': 'get_current_temperature', 'arguments': {'location': 'London'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_qwen3_coder_single_quoted_params',
     "<tool_call><function=search><parameter=filters>{'category': 'books', 'in_stock': "
     "True}</parameter><parameter=tags>['fiction', 'new']</parameter></function></tool_call>",
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'filters': {'type': 'object'},
                                                  'tags': {'type': 'array'}}}}}],
     'qwen3_coder',
     [{'name': 'search',
       'arguments': {'filters': {'category': 'books', 'in_stock': True},
                     'tags': ['fiction', 'new']}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_qwen3_coder_single_quoted_params',
     '<tool_call><function=search><parameter=filters>{"category": '
     '"books"}</parameter><parameter=tags>["fiction", "new"]</parameter></function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'filters': {'type': 'object'},
                                                  'tags': {'type': 'array'}}}}}],
     'qwen3_coder',
     [{'name': 'search',
       'arguments': {'filters': {'category': 'books'}, 'tags': ['fiction', 'new']}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_qwen3_coder_iso_date',
     '<tool_call>\n'
     '<function=schedule>\n'
     '<parameter=name>\n'
     'deploy\n'
     '</parameter>\n'
     '<parameter=deadline>\n'
     '2025-06-15T10:30:00Z\n'
     '</parameter>\n'
     '</function>\n'
     '</tool_call>',
     [{'type': 'function',
       'function': {'name': 'schedule',
                    'parameters': {'type': 'object',
                                   'properties': {'name': {'type': 'string'},
                                                  'deadline': {'type': 'string'}},
                                   'required': ['name', 'deadline']}}}],
     'qwen3_coder',
     [{'name': 'schedule', 'arguments': {'name': 'deploy', 'deadline': '2025-06-15T10:30:00Z'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parsing.py::test_qwen3_coder_partial_number',
     '<tool_call>\n'
     '<function=log>\n'
     '<parameter=msg>\n'
     'version 3.10.5-beta\n'
     '</parameter>\n'
     '</function>\n'
     '</tool_call>',
     [{'type': 'function',
       'function': {'name': 'log',
                    'parameters': {'type': 'object',
                                   'properties': {'msg': {'type': 'string'}},
                                   'required': ['msg']}}}],
     'qwen3_coder',
     [{'name': 'log', 'arguments': {'msg': 'version 3.10.5-beta'}}],
     None),
    ('ml-explore/mlx-lm '
     'tests/test_tool_parsing.py::TestQwen3CoderServerHandoff::test_server_framed_tool_text',
     '<tool_call>\n'
     '<function=read_file>\n'
     '<parameter=path>\n'
     'build/x.txt\n'
     '</parameter>\n'
     '<parameter=limit>\n'
     '42\n'
     '</parameter>\n'
     '<parameter=verbose>\n'
     'true\n'
     '</parameter>\n'
     '</function>\n'
     '</tool_call>',
     [{'type': 'function',
       'function': {'name': 'read_file',
                    'parameters': {'type': 'object',
                                   'properties': {'path': {'type': 'string'},
                                                  'limit': {'type': 'integer'},
                                                  'verbose': {'type': 'boolean'}}}}}],
     'qwen3_coder',
     [{'name': 'read_file', 'arguments': {'path': 'build/x.txt', 'limit': 42, 'verbose': True}}],
     None),
    ('ml-explore/mlx-lm '
     'tests/test_tool_parsing.py::TestQwen3CoderServerHandoff::test_no_schema_defaults_to_string',
     '<tool_call><function=ping>\n'
     '<parameter=host>\n'
     'localhost\n'
     '</parameter>\n'
     '</function></tool_call>',
     None,
     'qwen3_coder',
     [{'name': 'ping', 'arguments': {'host': 'localhost'}}],
     None),
    ('ml-explore/mlx-lm '
     'tests/test_tool_parser_hygiene.py::test_anyof_array_param_typed_not_string',
     '<tool_call><function=search>\n'
     '<parameter=tags>\n'
     '["a", "b"]\n'
     '</parameter>\n'
     '</function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'search',
                    'parameters': {'type': 'object',
                                   'properties': {'tags': {'anyOf': [{'type': 'array'},
                                                                     {'type': 'null'}]}}}}}],
     'qwen3_coder',
     [{'name': 'search', 'arguments': {'tags': ['a', 'b']}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parser_hygiene.py::test_list_form_string_union_preserved',
     '<tool_call><function=note>\n'
     '<parameter=body>\n'
     'hello world\n'
     '</parameter>\n'
     '</function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'note',
                    'parameters': {'type': 'object',
                                   'properties': {'body': {'type': ['string', 'null']}}}}}],
     'qwen3_coder',
     [{'name': 'note', 'arguments': {'body': 'hello world'}}],
     None),
    ('ml-explore/mlx-lm tests/test_tool_parser_hygiene.py::test_unknown_type_does_not_raise',
     '<tool_call><function=f>\n'
     '<parameter=x>\n'
     'not: valid, python\n'
     '</parameter>\n'
     '</function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'f',
                    'parameters': {'type': 'object',
                                   'properties': {'x': {'type': ['weirdtype', 'null']}}}}}],
     'qwen3_coder',
     [{'name': 'f', 'arguments': {'x': 'not: valid, python'}}],
     None),
    ('ml-explore/mlx-lm '
     'tests/test_tool_parser_hygiene.py::test_multiple_function_blocks_all_parsed',
     '<tool_call><function=first>\n'
     '<parameter=a>\n'
     '1\n'
     '</parameter>\n'
     '</function>\n'
     '<function=second>\n'
     '<parameter=b>\n'
     '2\n'
     '</parameter>\n'
     '</function></tool_call>',
     [{'type': 'function',
       'function': {'name': 'first',
                    'parameters': {'type': 'object', 'properties': {'a': {'type': 'integer'}}}}},
      {'type': 'function',
       'function': {'name': 'second',
                    'parameters': {'type': 'object', 'properties': {'b': {'type': 'integer'}}}}}],
     'qwen3_coder',
     [{'name': 'first', 'arguments': {'a': 1}}, {'name': 'second', 'arguments': {'b': 2}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlx_lm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
