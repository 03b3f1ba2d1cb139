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
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_sim'
      'ple_tool_call'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NYC"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_mul'
      'tiple_args'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"San Francisco, CA","unit":"fahrenheit"}<|tool_call_end|><|tool_calls_'
      'section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather',
       'arguments': {'location': 'San Francisco, CA', 'unit': 'fahrenheit'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_mul'
      'tiple_tool_calls'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NYC"}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_c'
      'all_argument_begin|>{"timezone":"EST"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'get_time', 'arguments': {'timezone': 'EST'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_wit'
      'h_normal_text'),
     ("I'll help you with that. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weat"
      'her:0<|tool_call_argument_begin|>{"location":"Dallas"}<|tool_call_end|><|tool_calls_sectio'
      'n_end|> Let me check.'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'Dallas'}}],
     "I'll help you with that.  Let me check."),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_no_'
      'arg_call'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_current_time:0<|tool_call_arg'
      'ument_begin|>{}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_current_time', 'arguments': {}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_wit'
      'hout_functions_prefix'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>get_weather:0<|tool_call_argument_begin|>{"'
      'location":"NYC"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_wit'
      'h_tool_validation'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NYC"}<|tool_call_end|><|tool_calls_section_end|>'),
     [{'name': 'get_weather',
       'parameters': {'type': 'object', 'properties': {'location': {'type': 'string'}}}}],
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_tru'
      'ncated_json_inside_complete_fences_silent_drop'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NYC<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_mal'
      'formed_no_section_end'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NYC"}<|tool_call_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_tru'
      'ncated_mid_argument_no_section_end'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NY'),
     None,
     'kimi_k2',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_mul'
      'tiple_calls_no_section_end'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NYC"}<|tool_call_end|><|tool_call_begin|>functions.get_time:1<|tool_c'
      'all_argument_begin|>{"timezone":"EST"}<|tool_call_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'get_time', 'arguments': {'timezone': 'EST'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_wit'
      'h_whitespace'),
     ('<|tool_calls_section_begin|>\n<|tool_call_begin|> functions.search:0 <|tool_call_argument_'
      'begin|> {"query":"rust programming"} <|tool_call_end|>\n<|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'query': 'rust programming'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_com'
      'plex_json_arguments'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.process_data:0<|tool_call_argumen'
      't_begin|>{"items":[1,2,3],"config":{"nested":true}}<|tool_call_end|><|tool_calls_section_e'
      'nd|>'),
     None,
     'kimi_k2',
     [{'name': 'process_data', 'arguments': {'items': [1, 2, 3], 'config': {'nested': True}}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_dee'
      'ply_nested_json_multiple_calls'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.create_config:0<|tool_call_argume'
      'nt_begin|>{"database":{"primary":{"host":"db1.example.com","port":5432,"options":{"ssl":tr'
      'ue,"pool":{"min":5,"max":20}}},"replica":{"host":"db2.example.com","port":5432}},"features'
      '":["auth","logging"]}<|tool_call_end|><|tool_call_begin|>functions.deploy:1<|tool_call_arg'
      'ument_begin|>{"env":"production","services":[{"name":"api","replicas":3,"config":{"memory"'
      ':"2Gi","cpu":"1000m"}},{"name":"worker","replicas":2,"config":{"memory":"4Gi","cpu":"2000m'
      '"}}]}<|tool_call_end|><|tool_call_begin|>functions.notify:2<|tool_call_argument_begin|>{"c'
      'hannels":["slack","email"],"message":"Deployment started"}<|tool_call_end|><|tool_calls_se'
      'ction_end|>'),
     None,
     'kimi_k2',
     [{'name': 'create_config',
       'arguments': {'database': {'primary': {'host': 'db1.example.com',
                                              'port': 5432,
                                              'options': {'ssl': True,
                                                          'pool': {'min': 5, 'max': 20}}},
                                  'replica': {'host': 'db2.example.com', 'port': 5432}},
                     'features': ['auth', 'logging']}},
      {'name': 'deploy',
       'arguments': {'env': 'production',
                     'services': [{'name': 'api',
                                   'replicas': 3,
                                   'config': {'memory': '2Gi', 'cpu': '1000m'}},
                                  {'name': 'worker',
                                   'replicas': 2,
                                   'config': {'memory': '4Gi', 'cpu': '2000m'}}]}},
      {'name': 'notify',
       'arguments': {'channels': ['slack', 'email'], 'message': 'Deployment started'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_wit'
      'h_singular_section_tokens'),
     ('<|tool_call_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_'
      'begin|>{"location":"NYC"}<|tool_call_end|><|tool_call_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_inv'
      'alid_function_id_rejected_by_regex'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>just_a_name<|tool_call_argument_begin|>{"ke'
      'y":"val"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_inv'
      'alid_function_id_rejected_by_regex'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:abc<|tool_call_argume'
      'nt_begin|>{"key":"val"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_ang'
      'le_brackets_in_json_arguments'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.render_html:0<|tool_call_argument'
      '_begin|>{"template":"<div class=\\"main\\"><h1>Title</h1><p>Content</p></div>","format":"h'
      'tml"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'render_html',
       'arguments': {'template': '<div class="main"><h1>Title</h1><p>Content</p></div>',
                     'format': 'html'}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_thr'
      'ee_concatenated_calls_no_spacing'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.search:0<|tool_call_argument_begi'
      'n|>{"q":"rust"}<|tool_call_end|><|tool_call_begin|>functions.search:1<|tool_call_argument_'
      'begin|>{"q":"python"}<|tool_call_end|><|tool_call_begin|>functions.search:2<|tool_call_arg'
      'ument_begin|>{"q":"go"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'search', 'arguments': {'q': 'rust'}},
      {'name': 'search', 'arguments': {'q': 'python'}},
      {'name': 'search', 'arguments': {'q': 'go'}}],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_new'
      'lines_in_json_arguments'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.create_user:0<|tool_call_argument'
      '_begin|>{\n  "name": "John Doe",\n  "address": {\n    "street": "123 Main St",\n    "city"'
      ': "Springfield"\n  },\n  "tags": [\n    "admin",\n    "active"\n  ]\n}<|tool_call_end|><|t'
      'ool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'create_user',
       'arguments': {'name': 'John Doe',
                     'address': {'street': '123 Main St', 'city': 'Springfield'},
                     'tags': ['admin', 'active']}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_emp'
      'ty_tool_section'),
     'Here is my answer. <|tool_calls_section_begin|><|tool_calls_section_end|> And more text.',
     None,
     'kimi_k2',
     'error',
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_nam'
      'es_with_hyphens'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.list-tasklists:0<|tool_call_argum'
      'ent_begin|>{}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'list-tasklists', 'arguments': {}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_nam'
      'es_with_hyphens'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.mcp__portal__search-documents:3<|'
      'tool_call_argument_begin|>{}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'mcp__portal__search-documents', 'arguments': {}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_nam'
      'es_with_hyphens'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.gtasks_list-tasklists:0<|tool_cal'
      'l_argument_begin|>{}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'gtasks_list-tasklists', 'arguments': {}}],
     None),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_emp'
      'ty_and_whitespace_inputs'),
     ' ',
     None,
     'kimi_k2',
     [],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_emp'
      'ty_and_whitespace_inputs'),
     '\n',
     None,
     'kimi_k2',
     [],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_emp'
      'ty_and_whitespace_inputs'),
     '\t\n  \t',
     None,
     'kimi_k2',
     [],
     ''),
    (('ai-dynamo/dynamo lib/parsers/src/tool_calling/xml/kimi_k2_parser.rs::tests::test_parse_dup'
      'licate_calls_same_name'),
     ('<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument'
      '_begin|>{"location":"NYC"}<|tool_call_end|><|tool_call_begin|>functions.get_weather:1<|too'
      'l_call_argument_begin|>{"location":"LA"}<|tool_call_end|><|tool_calls_section_end|>'),
     None,
     'kimi_k2',
     [{'name': 'get_weather', 'arguments': {'location': 'NYC'}},
      {'name': 'get_weather', 'arguments': {'location': 'LA'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_dynamo_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
