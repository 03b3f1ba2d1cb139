"""llama.cpp's chat-parser tests as data: each row is a model output from
ggml-org/llama.cpp tests/test-chat.cpp (``test_template_output_peg_parsers``, the block of
the template named in the row), with C++ escapes decoded, the tools the test offers and the
calls and content it expects. Each row is parsed with every format installed and with its
format alone. Rows the shared conformance corpus already holds are left out, and so are
rows where toolcalls differs from llama.cpp by a DESIGN rule (docs/conformance.md).

``REASONING_CASES`` are the rows that assert reasoning or start inside a reasoning block
the prompt opened (``reasoning_started=True``); llama.cpp compares content and reasoning
with the ends stripped, and so do they.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SOURCE = "ggml-org/llama.cpp tests/test-chat.cpp::test_template_output_peg_parsers/"


#: The tools of llama.cpp's tests that the rows offer, by name.
TOOLS: dict[str, Any] = {
    'get_time': {
        'type': 'function',
        'function': {
            'name': 'get_time',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
    'magic_int': {
        'type': 'function',
        'function': {
            'name': 'magic_int',
            'parameters': {
                'type': 'object',
                'properties': {'ref': {'type': 'integer'}, 'name': {'type': 'string'}},
                'required': ['ref'],
            },
        },
    },
    'set_nullable_str': {
        'type': 'function',
        'function': {
            'name': 'set_nullable_str',
            'parameters': {
                'type': 'object',
                'properties': {'name': {'type': ['string', 'null']}},
                'required': ['name'],
            },
        },
    },
    'set_union': {
        'type': 'function',
        'function': {
            'name': 'set_union',
            'parameters': {
                'type': 'object',
                'properties': {
                    'value': {'type': ['string', 'object']},
                    'amount': {'type': ['string', 'integer']},
                },
                'required': ['value', 'amount'],
            },
        },
    },
    'special_function': {
        'type': 'function',
        'function': {
            'name': 'special_function',
            'parameters': {
                'type': 'object',
                'properties': {'arg1': {'type': 'integer'}},
                'required': ['arg1'],
            },
        },
    },
    'special_function_with_opt': {
        'type': 'function',
        'function': {
            'name': 'special_function_with_opt',
            'parameters': {
                'type': 'object',
                'properties': {'arg1': {'type': 'integer'}, 'arg2': {'type': 'integer'}},
                'required': ['arg1'],
            },
        },
    },
    'tool_2req_4opt': {
        'type': 'function',
        'function': {
            'name': 'tool_2req_4opt',
            'parameters': {
                'type': 'object',
                'properties': {
                    'req1': {'type': 'string'},
                    'req2': {'type': 'integer'},
                    'opt1': {'type': 'string'},
                    'opt2': {'type': 'integer'},
                    'opt3': {'type': 'string'},
                    'opt4': {'type': 'integer'},
                },
                'required': ['req1', 'req2'],
            },
        },
    },
}


def _tools(names: list[str]) -> list[Any] | None:
    return [TOOLS[name] for name in names] or None


#: (template, model output, tools offered, format, expected calls, content or None)
CASES: list[tuple[str, str, list[str], str, Any, str | None]] = [
    ('GLM-4.7-Flash',
     "Hello, world!\nWhat's up?",
     [],
     'glm4',
     [],
     "Hello, world!\nWhat's up?"),
    ('Spark2.5',
     "Hello, world!\nWhat's up?",
     [],
     'glm4',
     [],
     "Hello, world!\nWhat's up?"),
    ('Spark2.5',
     '<tool_call>special_function<arg_key>arg1</arg_key><arg_value>1</arg_value></tool_call>',
     ['special_function'],
     'glm4',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Spark2.5',
     '<tool_call>special_function<arg_key>arg1</arg_key><arg_value>1</arg_value></tool_ca'
     'll><tool_call>special_function_with_opt<arg_key>arg1</arg_key><arg_value>1</arg_val'
     'ue><arg_key>arg2</arg_key><arg_value>2</arg_value></tool_call>',
     ['special_function', 'special_function_with_opt'],
     'glm4',
     [
         {'name': 'special_function', 'arguments': {'arg1': 1}},
         {'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}},
     ],
     ''),
    ('ling-3.0-flash',
     'Here is the answer.\nNo think block at all.',
     [],
     'glm4',
     [],
     'Here is the answer.\nNo think block at all.'),
    ('ling-3.0-flash',
     '<tool_call>get_time\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>',
     ['get_time'],
     'glm4',
     [{'name': 'get_time', 'arguments': {'city': 'Paris'}}],
     ''),
    ('ling-3.0-flash',
     'Here is the answer.<|role_end|>',
     [],
     'glm4',
     [],
     'Here is the answer.'),
]


@pytest.mark.parametrize(("template", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_case(template: str, text: str, tools: list[str], fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, _tools(tools), fmt, expected, content, source=SOURCE + template)


#: (template, model output, tools offered, format, reasoning_started, expected calls,
#: content, reasoning)
REASONING_CASES: list[tuple[str, str, list[str], str, bool, Any, str, str]] = [
    ('GLM-4.7-Flash',
     "I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'glm4',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('Spark2.5',
     "I'm\nthinking</think>Hello, world!\nWhat's up?",
     [],
     'glm4',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('Spark2.5',
     "I'm\nthinking</think><tool_call>special_function<arg_key>arg1</arg_key><arg_value>1"
     '</arg_value></tool_call>',
     ['special_function'],
     'glm4',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     "I'm\nthinking"),
    ('ling-3.0-flash',
     '</think>\n<tool_call>tool_2req_4opt\n<arg_key>req2</arg_key>\n'
     '<arg_value>7</arg_value>\n<arg_key>req1</arg_key>\n'
     '<arg_value>hello</arg_value>\n</tool_call>',
     ['tool_2req_4opt'],
     'glm4',
     True,
     [{'name': 'tool_2req_4opt', 'arguments': {'req2': 7, 'req1': 'hello'}}],
     '',
     ''),
    ('ling-3.0-flash',
     '</think>\n<tool_call>tool_2req_4opt\n<arg_key>req1</arg_key>\n'
     '<arg_value>hello</arg_value>\n<arg_key>req2</arg_key>\n'
     '<arg_value>7</arg_value>\n<arg_key>opt1</arg_key>\n'
     '<arg_value>extra</arg_value>\n</tool_call>',
     ['tool_2req_4opt'],
     'glm4',
     True,
     [
         {
             'name': 'tool_2req_4opt',
             'arguments': {'req1': 'hello', 'req2': 7, 'opt1': 'extra'},
         },
     ],
     '',
     ''),
    ('ling-3.0-flash',
     '</think>\n<tool_call>magic_int\n<arg_key>ref</arg_key>\n'
     '<arg_value>42</arg_value>\n</tool_call>',
     ['magic_int'],
     'glm4',
     True,
     [{'name': 'magic_int', 'arguments': {'ref': 42}}],
     '',
     ''),
    ('ling-3.0-flash',
     '</think>\n<tool_call>set_nullable_str\n'
     '<arg_key>name</arg_key>\n<arg_value>null</arg_value>\n'
     '</tool_call>',
     ['set_nullable_str'],
     'glm4',
     True,
     [{'name': 'set_nullable_str', 'arguments': {'name': None}}],
     '',
     ''),
    ('ling-3.0-flash',
     '</think>\n<tool_call>set_nullable_str\n'
     '<arg_key>name</arg_key>\n<arg_value>hello world</arg_value>\n'
     '</tool_call>',
     ['set_nullable_str'],
     'glm4',
     True,
     [{'name': 'set_nullable_str', 'arguments': {'name': 'hello world'}}],
     '',
     ''),
    ('ling-3.0-flash',
     '</think>\n<tool_call>set_union\n<arg_key>value</arg_key>\n'
     '<arg_value>{"a": 1}</arg_value>\n<arg_key>amount</arg_key>\n'
     '<arg_value>7</arg_value>\n</tool_call>',
     ['set_union'],
     'glm4',
     True,
     [{'name': 'set_union', 'arguments': {'value': {'a': 1}, 'amount': 7}}],
     '',
     ''),
]



@pytest.mark.parametrize(
    ("template", "text", "tools", "fmt", "started", "expected", "content", "reasoning"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_llamacpp_reasoning_case(template: str, text: str, tools: list[str], fmt: str,
                                 started: bool, expected: Any, content: str,
                                 reasoning: str) -> None:
    assert_peer_case(text, _tools(tools), fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started or None, collapse=True,
                     source=SOURCE + template)
