"""cortex.cpp's Llama 3.1 function calls: ``<function=NAME>{...}</function>``.

Jan's engine cortex.cpp (janhq/cortex.cpp) prompts Llama 3.1 models with Meta's custom-tool
layout and reads the reply in ``engine/utils/function_calling``; its unit tests
(``engine/test/components/test_function_calling.cc``) parse two calls written back to back and
turn a reply holding one call into an OpenAI message with empty content. toolcalls reads the
layout as ``functionary_v31``; the rows run with every format installed and with that format
alone. cortex.cpp compares the arguments as JSON text; the rows hold the decoded objects.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (('janhq/cortex.cpp engine/test/components/test_function_calling.cc::'
      'FunctionCallingUtilsTest.ParseMultipleFunctionStrings'),
     '<function=func1>{"arg":"value1"}</function><function=func2>{"arg":"value2"}</function>',
     None,
     'functionary_v31',
     [{'name': 'func1', 'arguments': {'arg': 'value1'}},
      {'name': 'func2', 'arguments': {'arg': 'value2'}}],
     None),
    (('janhq/cortex.cpp engine/test/components/test_function_calling.cc::'
      'FunctionCallingUtilsTest.PostProcessResponse'),
     '<function=test_function>{"arg":"value"}</function>',
     None,
     'functionary_v31',
     [{'name': 'test_function', 'arguments': {'arg': 'value'}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_textgen_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                      content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
