"""SGLang's function-call parser tests as data (sgl-project/sglang, the newest stored versions of
``test/registered/unit/function_call/``: test_iquest_q1_detector.py). Each row is a model output
of those tests (a streaming test's chunks joined; the tests' helper functions written out), the
tools the test passes, the format, the calls SGLang expects ("error" where it returns no call
for a malformed output and toolcalls reports the error) and, where the test asserts it and
toolcalls agrees, the content (SGLang's ``normal_text``, compared with whitespace runs collapsed
and the ends stripped). Where a test checks only some argument keys, the row holds the whole
arguments object, which agrees on every key the test checks. Each row is parsed with every
format installed and with its format alone.

Left out: outputs the shared corpus or another table already holds, and the outputs where
toolcalls differs from SGLang by a DESIGN rule (docs/conformance.md): a value whose
``</arg_value>`` is missing before the call's closer is read (the plugin's implicit close,
plugins/iquest/README.md) where SGLang keeps the call as text; ``<|iquest_end|>`` is a control
token and leaves ``content`` (DESIGN 3c) where SGLang keeps it; a call to a tool not offered.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

S = "sgl-project/sglang test/registered/unit/function_call/"

TOOLS_0: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {
                'type': 'object',
                'properties': {
                    'code': {'type': 'string'},
                    'count': {'type': 'integer'},
                    'enabled': {'type': 'boolean'},
                    'items': {'type': 'array'},
                },
            },
        },
    },
]

TOOLS_1: Any = [
    {
        'type': 'function',
        'function': {
            'name': 'run',
            'parameters': {
                '$defs': {'code': {'type': 'string'}},
                'type': 'object',
                'properties': {'code': {'$ref': '#/$defs/code'}},
            },
        },
    },
]

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_non_stream_typed_arguments_an'
          'd_leading_text'),
     ('Running now. <iquest_tool_call>run\n<arg_key>code</arg_key><arg_value>  "123"\n'
      '</arg_value><arg_key>count</arg_key> <arg_value>42</arg_value>\n<arg_key>'
      'enabled</arg_key><arg_value>true</arg_value><arg_key>items</arg_key><arg_value>[1, '
      'null]</arg_value></iquest_tool_call>'),
     TOOLS_0,
     'iquest_q1',
     [
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
     ],
     'Running now. '),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_streaming_every_boundary_and_'
          'mtp_finish'),
     ('Running now. <iquest_tool_call>run\n<arg_key>code</arg_key><arg_value>  "123"\n'
      '</arg_value><arg_key>count</arg_key> <arg_value>42</arg_value>\n<arg_key>'
      'enabled</arg_key><arg_value>true</arg_value><arg_key>items</arg_key><arg_value>[1, '
      'null]</arg_value></iquest_tool_call><iquest_tool_call>run\n<arg_key>code</arg_key>'
      '<arg_value>  "123"\n</arg_value><arg_key>count</arg_key> <arg_value>42</arg_value>\n'
      '<arg_key>enabled</arg_key><arg_value>true</arg_value><arg_key>items</arg_key><arg_value>'
      '[1, null]</arg_value></iquest_tool_call>'),
     TOOLS_0,
     'iquest_q1',
     [
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
     ],
     'Running now. '),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_surrounding_text_is_preserved'
          '_in_each_mode'),
     ('before<iquest_tool_call>run\n<arg_key>code</arg_key><arg_value>  "123"\n</arg_value>'
      '<arg_key>count</arg_key> <arg_value>42</arg_value>\n<arg_key>enabled</arg_key>'
      '<arg_value>true</arg_value><arg_key>items</arg_key><arg_value>[1, null]</arg_value>'
      '</iquest_tool_call>after'),
     TOOLS_0,
     'iquest_q1',
     [
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
     ],
     'beforeafter'),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_surrounding_text_is_preserved'
          '_in_each_mode'),
     ('<iquest_tool_call>run\n<arg_key>code</arg_key><arg_value>  "123"\n</arg_value><arg_key>'
      'count</arg_key> <arg_value>42</arg_value>\n<arg_key>enabled</arg_key><arg_value>'
      'true</arg_value><arg_key>items</arg_key><arg_value>[1, null]</arg_value>'
      '</iquest_tool_call>\nafter'),
     TOOLS_0,
     'iquest_q1',
     [
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
     ],
     '\nafter'),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_surrounding_text_is_preserved'
          '_in_each_mode'),
     ('before<iquest_tool_call>run\n<arg_key>code</arg_key><arg_value>  "123"\n</arg_value>'
      '<arg_key>count</arg_key> <arg_value>42</arg_value>\n<arg_key>enabled</arg_key>'
      '<arg_value>true</arg_value><arg_key>items</arg_key><arg_value>[1, null]</arg_value>'
      '</iquest_tool_call>between<iquest_tool_call>run\n<arg_key>code</arg_key><arg_value>  '
      '"123"\n</arg_value><arg_key>count</arg_key> <arg_value>42</arg_value>\n<arg_key>'
      'enabled</arg_key><arg_value>true</arg_value><arg_key>items</arg_key><arg_value>[1, '
      'null]</arg_value></iquest_tool_call>after'),
     TOOLS_0,
     'iquest_q1',
     [
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
         {
             'name': 'run',
             'arguments': {'code': '  "123"\n', 'count': 42, 'enabled': True, 'items': [1, None]},
         },
     ],
     'beforebetweenafter'),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_empty_arguments_and_malformed'
          '_call'),
     '<iquest_tool_call>run</iquest_tool_call>',
     TOOLS_0,
     'iquest_q1',
     [{'name': 'run', 'arguments': {}}],
     None),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_disabled_tools_and_truncated_'
          'marker'),
     'Text <iquest_',
     TOOLS_0,
     'iquest_q1',
     [],
     'Text <iquest_'),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_incomplete_call_is_preserved_'
          'at_stream_end'),
     'before<iquest_tool_call>run<arg_key>code</arg_key>',
     TOOLS_0,
     'iquest_q1',
     'error',
     None),
    (S + ('test_iquest_q1_detector.py::TestIQuestQ1Detector::test_schema_reference_preserves_nu'
          'meric_string'),
     '<iquest_tool_call>run<arg_key>code</arg_key><arg_value>42</arg_value></iquest_tool_call>',
     TOOLS_1,
     'iquest_q1',
     [{'name': 'run', 'arguments': {'code': '42'}}],
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_sglang_new_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)
