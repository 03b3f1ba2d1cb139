"""NVIDIA Dynamo's tool-call parser tests as data: which files were read, how a row is written
(the test's raw string, its tools as flat definitions, the calls Dynamo expects or "error",
content compared with whitespace runs collapsed) and what was left out by which rule is
docs/conformance.md, "NVIDIA Dynamo's tests". Each row is parsed with every format installed
and with its format alone."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_simpl'
      'e_tool_call'),
     ('<tool_call>get_weather<arg_key>location</arg_key><arg_value>San Francisco</arg_value></too'
      'l_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'San Francisco'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_tool_'
      'call_with_multiple_args'),
     ('<tool_call>book_flight<arg_key>from</arg_key><arg_value>NYC</arg_value><arg_key>to</arg_ke'
      'y><arg_value>LAX</arg_value><arg_key>date</arg_key><arg_value>2026-03-15</arg_value></tool'
      '_call>'),
     None,
     'glm4',
     [{'name': 'book_flight', 'arguments': {'from': 'NYC', 'to': 'LAX', 'date': '2026-03-15'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_tool_'
      'call_with_json_value'),
     ('<tool_call>search<arg_key>filters</arg_key><arg_value>{"category": "books", "price_max": 5'
      '0}</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'search', 'arguments': {'filters': {'category': 'books', 'price_max': 50}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_multi'
      'ple_tool_calls'),
     ('<tool_call>get_weather<arg_key>location</arg_key><arg_value>NYC</arg_value></tool_call><to'
      'ol_call>get_time<arg_key>timezone</arg_key><arg_value>EST</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'get_time', 'arguments': {'timezone': 'EST'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_with_'
      'normal_text'),
     ("I'll check the weather for you. <tool_call>get_weather<arg_key>location</arg_key><arg_valu"
      'e>Paris</arg_value></tool_call>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     "I'll check the weather for you."),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_multi'
      'line_arg_value'),
     ('<tool_call>write_file<arg_key>path</arg_key><arg_value>src/hello.py</arg_value><arg_key>c'
      'ontent</arg_key><arg_value># hello.py\nprint("Hello, World!")\n</arg_value></t'
      'ool_call>'),
     None,
     'glm4',
     [{'name': 'write_file',
       'arguments': {'path': 'src/hello.py',
                     'content': '# hello.py\nprint("Hello, World!")\n'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_malformed_t'
      'ool_call'),
     '<tool_call>get_weather',
     None,
     'glm4',
     [],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_no_en'
      'd_tag_complete_args_recovers'),
     '<tool_call>get_weather<arg_key>location</arg_key><arg_value>NYC</arg_value>',
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_parse_no_en'
      'd_tag_multiple_calls_recovers'),
     ('<tool_call>get_weather<arg_key>city</arg_key><arg_value>NYC</arg_value></tool_call><tool_c'
      'all>get_time<arg_key>tz</arg_key><arg_value>EST</arg_value>'),
     None,
     'glm4',
     [{'name': 'get_weather', 'arguments': {'city': 'NYC'}},
      {'name': 'get_time', 'arguments': {'tz': 'EST'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_type_coerci'
      'on_with_schema'),
     ('<tool_call>set_temperature<arg_key>degrees</arg_key><arg_value>72.5</arg_value><arg_key>en'
      'abled</arg_key><arg_value>true</arg_value><arg_key>count</arg_key><arg_value>3</arg_value>'
      '<arg_key>label</arg_key><arg_value>warm</arg_value></tool_call>'),
     [{'name': 'set_temperature',
       'parameters': {'type': 'object',
                      'properties': {'degrees': {'type': 'number'},
                                     'enabled': {'type': 'boolean'},
                                     'count': {'type': 'integer'},
                                     'label': {'type': 'string'}}}}],
     'glm4',
     [{'name': 'set_temperature',
       'arguments': {'degrees': 72.5, 'enabled': True, 'count': 3, 'label': 'warm'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_type_coerci'
      'on_array_json'),
     '<tool_call>tag_item<arg_key>ids</arg_key><arg_value>[1, 2, 3]</arg_value></tool_call>',
     [{'name': 'tag_item',
       'parameters': {'type': 'object', 'properties': {'ids': {'type': 'array'}}}}],
     'glm4',
     [{'name': 'tag_item', 'arguments': {'ids': [1, 2, 3]}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/glm47_parser.rs::tests::test_unparseable'
      '_block_preserved_as_normal_text'),
     ('Here is the result: <tool_call>unknown_func<arg_key>x</arg_key><arg_value>1</arg_value></t'
      'ool_call> done'),
     [{'name': 'get_weather'}],
     'glm4',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
