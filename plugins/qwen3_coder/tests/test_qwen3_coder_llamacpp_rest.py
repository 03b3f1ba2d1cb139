"""llama.cpp's older chat-parser tests as data for the ``qwen3_coder`` format (``test-chat.cpp``'s
``test_template_output_parsers``, read at e7e21164bdf5): how a row is written, the tools, what
was left out and the differences by rule are in docs/conformance.md, section "llama.cpp's
chat-parser tests (beyond the corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_parsers/"


#: (source, model output, tools, format, expected calls, content, reasoning, reasoning_started)
CASES: list[tuple[str, str, Any, str, Any, str, str, bool | None]] = [
    ('Qwen3-Coder XML (call)',
     ('<tool_call>\n  <function=special_function>\n    <parameter=arg1>\n      1\n    </para'
      'meter>\n  </function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     '',
     None),
    ('Qwen3-Coder XML (object value)',
     ('<tool_call>\n  <function=json_function>\n    <parameter=config>\n      {"host": "loca'
      'lhost", "port": 8080, "ssl": false}\n    </parameter>\n  </function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'json_function',
       'arguments': {'config': {'host': 'localhost', 'port': 8080, 'ssl': False}}}],
     '',
     '',
     None),
    ('Qwen3-Coder XML (array value)',
     ('<tool_call>\n  <function=array_function>\n    <parameter=items>\n      ["apple", "ban'
      'ana", "cherry"]\n    </parameter>\n  </function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'array_function', 'arguments': {'items': ['apple', 'banana', 'cherry']}}],
     '',
     '',
     None),
    ('Qwen3-Coder XML (booleans)',
     ('<tool_call>\n  <function=boolean_function>\n    <parameter=enabled>\n      true\n    '
      '</parameter>\n    <parameter=debug>\n      false\n    </parameter>\n  </function>\n</'
      'tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'boolean_function', 'arguments': {'enabled': True, 'debug': False}}],
     '',
     '',
     None),
    ('Qwen3-Coder XML (null)',
     ('<tool_call>\n  <function=null_function>\n    <parameter=optional_param>\n      null\n'
      '    </parameter>\n  </function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'null_function', 'arguments': {'optional_param': None}}],
     '',
     '',
     None),
    ('Qwen3-Coder XML (numbers)',
     ('<tool_call>\n  <function=math_function>\n    <parameter=negative>\n      -42\n    </p'
      'arameter>\n    <parameter=decimal>\n      -3.14\n    </parameter>\n    <parameter=sci'
      'entific>\n      1.23e-4\n    </parameter>\n  </function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'math_function',
       'arguments': {'negative': -42, 'decimal': -3.14, 'scientific': 0.000123}}],
     '',
     '',
     None),
    ('Qwen3-Coder XML (compact)',
     ('<tool_call><function=compact_function><parameter=param>value</parameter></function></'
      'tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'compact_function', 'arguments': {'param': 'value'}}],
     '',
     '',
     None),
    ('Qwen3-Coder XML (name with digits)',
     ('<tool_call>\n  <function=get_user_data_v2>\n    <parameter=user_id>\n      12345\n   '
      ' </parameter>\n  </function>\n</tool_call>'),
     None,
     'qwen3_coder',
     [{'name': 'get_user_data_v2', 'arguments': {'user_id': 12345}}],
     '',
     '',
     None),
]


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "expected", "content", "reasoning", "started"),
    CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_rest_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                            content: str, reasoning: str, started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=SOURCE + source)
