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
    'amount': {
        'type': 'function',
        'function': {
            'name': 'amount',
            'parameters': {
                'type': 'object',
                'properties': {'orig': {'type': 'number'}},
                'required': ['orig'],
            },
        },
    },
    'empty_args': {
        'type': 'function',
        'function': {
            'name': 'empty_args',
            'parameters': {'type': 'object', 'properties': {}},
        },
    },
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
    'get_weather': {
        'type': 'function',
        'function': {
            'name': 'get_weather',
            'parameters': {
                'type': 'object',
                'properties': {'city': {'type': 'string'}},
                'required': ['city'],
            },
        },
    },
    'imaginary_number': {
        'type': 'function',
        'function': {
            'name': 'imaginary_number',
            'parameters': {
                'type': 'object',
                'properties': {
                    'number': {
                        'type': 'object',
                        'properties': {
                            'real': {'type': 'number'},
                            'imaginary': {'type': 'number'},
                        },
                        'required': ['real', 'imaginary'],
                    },
                },
                'required': ['number'],
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
    'nested_args': {
        'type': 'function',
        'function': {
            'name': 'nested_args',
            'parameters': {
                'type': 'object',
                'properties': {
                    'tags': {'type': 'array', 'items': {'type': 'string'}},
                    'entries': {
                        'type': 'array',
                        'items': {
                            'type': 'object',
                            'properties': {
                                'id': {'type': 'integer'},
                                'label': {'type': 'string'},
                            },
                            'required': ['id', 'label'],
                        },
                    },
                },
                'required': ['tags', 'entries'],
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
    'toggle': {
        'type': 'function',
        'function': {
            'name': 'toggle',
            'parameters': {
                'type': 'object',
                'properties': {'enabled': {'type': 'boolean'}},
                'required': ['enabled'],
            },
        },
    },
    'union_args': {
        'type': 'function',
        'function': {
            'name': 'union_args',
            'parameters': {
                'type': 'object',
                'properties': {
                    'filter': {
                        'anyOf': [
                            {'type': 'array', 'items': {'type': 'string'}},
                            {
                                'type': 'object',
                                'properties': {
                                    'field': {'type': 'string'},
                                    'op': {'type': 'string'},
                                },
                                'required': ['field', 'op'],
                            },
                        ],
                    },
                    'label': {
                        'oneOf': [
                            {'type': 'string'},
                            {'type': 'object', 'properties': {'text': {'type': 'string'}}},
                        ],
                    },
                    'limit': {
                        'oneOf': [
                            {'type': 'integer'},
                            {
                                'type': 'object',
                                'properties': {'max': {'type': 'integer'}},
                                'required': ['max'],
                            },
                        ],
                    },
                },
            },
        },
    },
}


def _tools(names: list[str]) -> list[Any] | None:
    return [TOOLS[name] for name in names] or None


#: (template, model output, tools offered, format, expected calls, content or None)
CASES: list[tuple[str, str, list[str], str, Any, str | None]] = [
    ('MiniMax-M3',
     "</mm:think>Hello, world!\nWhat's up?",
     [],
     'minimax_m3',
     [],
     "Hello, world!\nWhat's up?"),
    ('MiniMax-M3',
     '</mm:think>]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="special_function">]'
     '<]minimax[>[<arg1>1]<]minimax[>[</arg1>]<]minimax[>[</invoke>\n'
     ']<]minimax[>[</tool_call>',
     ['special_function'],
     'minimax_m3',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('MiniMax-M3',
     '<mm:think></mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="get_time">]<]minimax[>[<city>XYZCITY]<]minimax[>[</city>'
     ']<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['get_time'],
     'minimax_m3',
     [{'name': 'get_time', 'arguments': {'city': 'XYZCITY'}}],
     ''),
]


@pytest.mark.parametrize(("template", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_llamacpp_case(template: str, text: str, tools: list[str], fmt: str, expected: Any,
                       content: str | None) -> None:
    assert_peer_case(text, _tools(tools), fmt, expected, content, source=SOURCE + template)


#: (template, model output, tools offered, format, reasoning_started, expected calls,
#: content, reasoning)
REASONING_CASES: list[tuple[str, str, list[str], str, bool, Any, str, str]] = [
    ('MiniMax-M2',
     "\n</think>\n\nHello, world!\nWhat's up?",
     [],
     'minimax_m2',
     True,
     [],
     "Hello, world!\nWhat's up?",
     ''),
    ('MiniMax-M2',
     "I'm\nthinking\n</think>\n\nHello, world!\nWhat's up?",
     [],
     'minimax_m2',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('MiniMax-M2',
     "Let's call a tool:\n</think>\n\n<minimax:tool_call>\n"
     '<invoke name="empty_args">\n</invoke>\n'
     '</minimax:tool_call>',
     ['empty_args'],
     'minimax_m2',
     True,
     [{'name': 'empty_args', 'arguments': {}}],
     '',
     "Let's call a tool:"),
    ('MiniMax-M2',
     '\n</think>\n\n<minimax:tool_call>\n<invoke name="special_function">\n'
     '<parameter name="arg1">1</parameter>\n</invoke>\n'
     '</minimax:tool_call>',
     ['special_function'],
     'minimax_m2',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     ''),
    ('MiniMax-M3',
     "<mm:think>I'm\nthinking</mm:think>Hello, world!\nWhat's up?",
     [],
     'minimax_m3',
     False,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('MiniMax-M3',
     '<mm:think>Let me check the time</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="get_time">]<]minimax[>[<city>Tokyo]<]minimax[>[</city>]<'
     ']minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['get_time'],
     'minimax_m3',
     False,
     [{'name': 'get_time', 'arguments': {'city': 'Tokyo'}}],
     '',
     'Let me check the time'),
    ('MiniMax-M3',
     "<mm:think>Let's call a tool:</mm:think>]<]minimax[>[<tool_call>\n"
     ']<]minimax[>[<invoke name="empty_args">]<]minimax[>[</invoke>\n'
     ']<]minimax[>[</tool_call>',
     ['empty_args'],
     'minimax_m3',
     False,
     [{'name': 'empty_args', 'arguments': {}}],
     '',
     "Let's call a tool:"),
    ('MiniMax-M3',
     '<mm:think>Calling both</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="get_time">]<]minimax[>[<city>Paris]<]minimax[>[</city>]<'
     ']minimax[>[</invoke>\n]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Pa'
     'ris]<]minimax[>[</city>]<]minimax[>[</invoke>\n'
     ']<]minimax[>[</tool_call>',
     ['get_time', 'get_weather'],
     'minimax_m3',
     False,
     [
         {'name': 'get_time', 'arguments': {'city': 'Paris'}},
         {'name': 'get_weather', 'arguments': {'city': 'Paris'}},
     ],
     '',
     'Calling both'),
    ('MiniMax-M3',
     '<mm:think>Thinking about it</mm:think>Let me call the function.]<]minimax[>[<tool_c'
     'all>\n]<]minimax[>[<invoke name="special_function">]<]minimax[>[<arg1>1]<]minimax[>'
     '[</arg1>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['special_function'],
     'minimax_m3',
     False,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     'Let me call the function.',
     'Thinking about it'),
    ('MiniMax-M3',
     '<mm:think>Test negative</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="magic_int">]<]minimax[>[<ref>-14]<]minimax[>[</ref>]<]mi'
     'nimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['magic_int'],
     'minimax_m3',
     False,
     [{'name': 'magic_int', 'arguments': {'ref': -14}}],
     '',
     'Test negative'),
    ('MiniMax-M3',
     '<mm:think>Test decimal</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="amount">]<]minimax[>[<orig>3.14]<]minimax[>[</orig>]<]mi'
     'nimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['amount'],
     'minimax_m3',
     False,
     [{'name': 'amount', 'arguments': {'orig': 3.14}}],
     '',
     'Test decimal'),
    ('MiniMax-M3',
     '<mm:think>Test boolean</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="toggle">]<]minimax[>[<enabled>true]<]minimax[>[</enabled'
     '>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['toggle'],
     'minimax_m3',
     False,
     [{'name': 'toggle', 'arguments': {'enabled': True}}],
     '',
     'Test boolean'),
    ('MiniMax-M3',
     '<mm:think>Multi-arg call</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="magic_int">]<]minimax[>[<ref>42]<]minimax[>[</ref>]<]min'
     'imax[>[<name>foo bar]<]minimax[>[</name>]<]minimax[>[</invoke>\n'
     ']<]minimax[>[</tool_call>',
     ['magic_int'],
     'minimax_m3',
     False,
     [{'name': 'magic_int', 'arguments': {'ref': 42, 'name': 'foo bar'}}],
     '',
     'Multi-arg call'),
    ('MiniMax-M3',
     '<mm:think>Nested object</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="imaginary_number">]<]minimax[>[<number>]<]minimax[>[<rea'
     'l>1.5]<]minimax[>[</real>]<]minimax[>[<imaginary>-2.5]<]minimax[>[</imaginary>]<]mi'
     'nimax[>[</number>]<]minimax[>[</invoke>\n'
     ']<]minimax[>[</tool_call>',
     ['imaginary_number'],
     'minimax_m3',
     False,
     [
         {
             'name': 'imaginary_number',
             'arguments': {'number': {'real': 1.5, 'imaginary': -2.5}},
         },
     ],
     '',
     'Nested object'),
    ('MiniMax-M3',
     '<mm:think>Nested arrays</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="nested_args">]<]minimax[>[<tags>]<]minimax[>[<item>alpha'
     ']<]minimax[>[</item>]<]minimax[>[<item>beta]<]minimax[>[</item>]<]minimax[>[</tags>'
     ']<]minimax[>[<entries>]<]minimax[>[<item>]<]minimax[>[<id>1]<]minimax[>[</id>]<]min'
     'imax[>[<label>one]<]minimax[>[</label>]<]minimax[>[</item>]<]minimax[>[</entries>]<'
     ']minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['nested_args'],
     'minimax_m3',
     False,
     [
         {
             'name': 'nested_args',
             'arguments': {
                 'tags': ['alpha', 'beta'],
                 'entries': [{'id': 1, 'label': 'one'}],
             },
         },
     ],
     '',
     'Nested arrays'),
    ('MiniMax-M3',
     '<mm:think>Union array</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="union_args">]<]minimax[>[<filter>]<]minimax[>[<item>alph'
     'a]<]minimax[>[</item>]<]minimax[>[<item>beta]<]minimax[>[</item>]<]minimax[>[</filt'
     'er>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['union_args'],
     'minimax_m3',
     False,
     [{'name': 'union_args', 'arguments': {'filter': ['alpha', 'beta']}}],
     '',
     'Union array'),
    ('MiniMax-M3',
     '<mm:think>Union scalar</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="union_args">]<]minimax[>[<limit>5]<]minimax[>[</limit>]<'
     ']minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['union_args'],
     'minimax_m3',
     False,
     [{'name': 'union_args', 'arguments': {'limit': 5}}],
     '',
     'Union scalar'),
    ('MiniMax-M3',
     '<mm:think>Union nested</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="union_args">]<]minimax[>[<limit>]<]minimax[>[<max>10]<]m'
     'inimax[>[</max>]<]minimax[>[</limit>]<]minimax[>[</invoke>\n'
     ']<]minimax[>[</tool_call>',
     ['union_args'],
     'minimax_m3',
     False,
     [{'name': 'union_args', 'arguments': {'limit': {'max': 10}}}],
     '',
     'Union nested'),
    ('MiniMax-M3',
     '<mm:think>Union string</mm:think>]<]minimax[>[<tool_call>\n'
     ']<]minimax[>[<invoke name="union_args">]<]minimax[>[<label>hi]<]minimax[>[</label>]'
     '<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
     ['union_args'],
     'minimax_m3',
     False,
     [{'name': 'union_args', 'arguments': {'label': 'hi'}}],
     '',
     'Union string'),
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
