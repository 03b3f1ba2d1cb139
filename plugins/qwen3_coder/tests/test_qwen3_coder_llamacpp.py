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
    'empty_args_no_props': {
        'type': 'function',
        'function': {'name': 'empty_args_no_props', 'parameters': {'type': 'object'}},
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
    'magic': {
        'type': 'function',
        'function': {
            'name': 'magic',
            'parameters': {
                'type': 'object',
                'properties': {'name': {'type': 'string'}, 'ref': {'type': 'string'}},
                'required': ['name', 'ref'],
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
    'manage_todo_list': {
        'type': 'function',
        'function': {
            'name': 'manage_todo_list',
            'parameters': {
                'type': 'object',
                'properties': {'todos': {'type': 'array'}},
                'required': ['todos'],
            },
        },
    },
    'python': {
        'type': 'function',
        'function': {
            'name': 'python',
            'parameters': {
                'type': 'object',
                'properties': {'code': {'type': 'string'}},
                'required': ['code'],
            },
        },
    },
    'quoted_unquoted': {
        'type': 'function',
        'function': {
            'name': 'quoted_unquoted',
            'parameters': {
                'type': 'object',
                'properties': {
                    'quoted': {'type': 'string'},
                    'unquoted': {'type': 'string'},
                },
                'required': ['quoted', 'unquoted'],
            },
        },
    },
    'run_in_terminal': {
        'type': 'function',
        'function': {
            'name': 'run_in_terminal',
            'parameters': {
                'type': 'object',
                'properties': {'command': {'type': 'string'}},
                'required': ['command'],
            },
        },
    },
    'set_nullable_str_nf': {
        'type': 'function',
        'function': {
            'name': 'set_nullable_str_nf',
            'parameters': {
                'type': 'object',
                'properties': {'name': {'type': ['null', 'string']}},
                'required': ['name'],
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
    'string_param': {
        'type': 'function',
        'function': {
            'name': 'string_param',
            'parameters': {
                'type': 'object',
                'properties': {'text': {'type': 'string'}},
                'required': [],
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
    'tool_2req_5opt': {
        'type': 'function',
        'function': {
            'name': 'tool_2req_5opt',
            'parameters': {
                'type': 'object',
                'properties': {
                    'req1': {'type': 'string'},
                    'req2': {'type': 'integer'},
                    'opt1': {'type': 'string'},
                    'opt2': {'type': 'integer'},
                    'opt3': {'type': 'string'},
                    'opt4': {'type': 'integer'},
                    'opt5': {'type': 'string'},
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
    ('Qwen3.5-4B',
     '<tool_call>\n<function=empty_args_no_props>\n</function>\n</tool_call>',
     ['empty_args_no_props'],
     'qwen3_coder',
     [{'name': 'empty_args_no_props', 'arguments': {}}],
     ''),
    ('Nemotron-3-Nano',
     "Hello, world!\nWhat's up?",
     [],
     'qwen3_coder',
     [],
     "Hello, world!\nWhat's up?"),
    ('Nemotron-3-Nano',
     '<tool_call>\n<function=python>\n<parameter=code>\n'
     'def hello():\n    print("Hello, world!")\n'
     '\nhello()\n</parameter>\n</function>\n</tool_call>\n',
     ['python'],
     'qwen3_coder',
     [
         {
             'name': 'python',
             'arguments': {'code': 'def hello():\n    print("Hello, world!")\n\nhello()'},
         },
     ],
     ''),
    ('Qwen3-Coder',
     "Hello, world!\nWhat's up?",
     [],
     'qwen3_coder',
     [],
     "Hello, world!\nWhat's up?"),
    ('Qwen3-Coder',
     '<tool_call>\n<function=special_function>\n'
     '<parameter=arg1>\n1\n</parameter>\n</function>\n'
     '</tool_call>',
     ['special_function'],
     'qwen3_coder',
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     ''),
    ('Qwen3-Coder',
     '<tool_call>\n<function=special_function>\n'
     '<parameter=arg1>\n1\n</parameter>\n</function>\n'
     '</tool_call>\n<tool_call>\n<function=special_function_with_opt>\n'
     '<parameter=arg1>\n1\n</parameter>\n<parameter=arg2>\n'
     '2\n</parameter>\n</function>\n</tool_call>',
     ['special_function', 'special_function_with_opt'],
     'qwen3_coder',
     [
         {'name': 'special_function', 'arguments': {'arg1': 1}},
         {'name': 'special_function_with_opt', 'arguments': {'arg1': 1, 'arg2': 2}},
     ],
     ''),
    ('Qwen3-Coder',
     '<tool_call>\n<function=python>\n<parameter=code>\n'
     'def hello():\n    print("Hello, world!")\n'
     '\nhello()\n</parameter>\n</function>\n</tool_call>',
     ['python'],
     'qwen3_coder',
     [
         {
             'name': 'python',
             'arguments': {'code': 'def hello():\n    print("Hello, world!")\n\nhello()'},
         },
     ],
     ''),
    ('Qwen3-Coder',
     '<tool_call>\n<function=tool_2req_4opt>\n'
     '<parameter=req2>\n42\n</parameter>\n<parameter=req1>\n'
     'hello\n</parameter>\n<parameter=opt2>\n'
     '200\n</parameter>\n</function>\n</tool_call>',
     ['tool_2req_4opt'],
     'qwen3_coder',
     [{'name': 'tool_2req_4opt', 'arguments': {'req2': 42, 'req1': 'hello', 'opt2': 200}}],
     ''),
    ('Qwen3-Coder',
     '<tool_call>\n<function=tool_2req_4opt>\n'
     '<parameter=req1>\nhello\n</parameter>\n'
     '<parameter=req2>\n42\n</parameter>\n<parameter=opt4>\n'
     '100\n</parameter>\n<parameter=opt2>\n200\n'
     '</parameter>\n</function>\n</tool_call>',
     ['tool_2req_4opt'],
     'qwen3_coder',
     [
         {
             'name': 'tool_2req_4opt',
             'arguments': {'req1': 'hello', 'req2': 42, 'opt4': 100, 'opt2': 200},
         },
     ],
     ''),
    ('Qwen3-Coder',
     '<tool_call>\n<function=tool_2req_5opt>\n'
     '<parameter=req1>\nworld\n</parameter>\n'
     '<parameter=req2>\n7\n</parameter>\n<parameter=opt5>\n'
     'last\n</parameter>\n<parameter=opt3>\nmiddle\n'
     '</parameter>\n<parameter=opt1>\nfirst\n'
     '</parameter>\n</function>\n</tool_call>',
     ['tool_2req_5opt'],
     'qwen3_coder',
     [
         {
             'name': 'tool_2req_5opt',
             'arguments': {
                 'req1': 'world',
                 'req2': 7,
                 'opt5': 'last',
                 'opt3': 'middle',
                 'opt1': 'first',
             },
         },
     ],
     ''),
    ('Qwen3-Coder',
     '<tool_call>\n<function=set_nullable_str_nf>\n'
     '<parameter=name>\nhello world\n</parameter>\n'
     '</function>\n</tool_call>',
     ['set_nullable_str_nf'],
     'qwen3_coder',
     [{'name': 'set_nullable_str_nf', 'arguments': {'name': 'hello world'}}],
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
    ('Qwen3.5-4B',
     "I'm\nthinking\n</think>\n\nHello, world!\nWhat's up?",
     [],
     'qwen3_coder',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('Qwen3.5-4B',
     'I need to output the invoice details in JSON\n'
     '</think>\n\n{"amount": 123.45, "date": "2025-12-03"}',
     [],
     'qwen3_coder',
     True,
     [],
     '{"amount": 123.45, "date": "2025-12-03"}',
     'I need to output the invoice details in JSON'),
    ('Qwen3.5-4B',
     '</think>\n\n<tool_call>\n<function=special_function>\n'
     '<parameter=arg1>\n1\n</parameter>\n</function>\n'
     '</tool_call>',
     ['special_function'],
     'qwen3_coder',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 1}}],
     '',
     ''),
    ('Qwen3.5-4B',
     '</think>\n\n<tool_call>\n<function=run_in_terminal>\n'
     '<parameter=command>\npwd\n</parameter>\n'
     '</function>\n</tool_call>',
     ['run_in_terminal'],
     'qwen3_coder',
     True,
     [{'name': 'run_in_terminal', 'arguments': {'command': 'pwd'}}],
     '',
     ''),
    ('Qwen3.5-4B',
     'I need to run a terminal command.\n</think>\n'
     '\n<tool_call>\n<function=run_in_terminal>\n'
     '<parameter=command>\npwd\n</parameter>\n'
     '</function>\n</tool_call>',
     ['manage_todo_list', 'run_in_terminal'],
     'qwen3_coder',
     True,
     [{'name': 'run_in_terminal', 'arguments': {'command': 'pwd'}}],
     '',
     'I need to run a terminal command.'),
    ('Qwen3.5-4B',
     'I need to run a terminal command.\n</think>\n'
     '\nLet me inspect the current directory.\n'
     '<tool_call>\n<function=run_in_terminal>\n'
     '<parameter=command>\npwd\n</parameter>\n'
     '</function>\n</tool_call>',
     ['manage_todo_list', 'run_in_terminal'],
     'qwen3_coder',
     True,
     [{'name': 'run_in_terminal', 'arguments': {'command': 'pwd'}}],
     'Let me inspect the current directory.',
     'I need to run a terminal command.'),
    ('Nemotron-3-Nano',
     "I'm\nthinking\n</think>\nHello, world!\nWhat's up?",
     [],
     'qwen3_coder',
     True,
     [],
     "Hello, world!\nWhat's up?",
     "I'm\nthinking"),
    ('Nemotron-3-Nano',
     'I need to output the invoice details in JSON\n'
     '</think>\n{"amount": 123.45, "date": "2025-12-03"}',
     [],
     'qwen3_coder',
     True,
     [],
     '{"amount": 123.45, "date": "2025-12-03"}',
     'I need to output the invoice details in JSON'),
    ('StepFun3.5-Flash',
     "I was thinking\n</think>\nNow I'm not.",
     [],
     'qwen3_coder',
     True,
     [],
     "Now I'm not.",
     'I was thinking'),
    ('StepFun3.5-Flash',
     'Let me call the magic tool\n</think>\n<tool_call>\n'
     '<function=magic>\n<parameter=name>\nfooBar\n'
     '</parameter>\n<parameter=ref>\n5123123\n'
     '</parameter>\n</function>\n</tool_call>',
     ['magic'],
     'qwen3_coder',
     True,
     [{'name': 'magic', 'arguments': {'name': 'fooBar', 'ref': '5123123'}}],
     '',
     'Let me call the magic tool'),
    ('StepFun3.5-Flash',
     'Let me call the special function\n</think>\n'
     '<tool_call>\n<function=special_function>\n'
     '<parameter=arg1>\n42555916\n</parameter>\n'
     '</function>\n</tool_call>',
     ['special_function'],
     'qwen3_coder',
     True,
     [{'name': 'special_function', 'arguments': {'arg1': 42555916}}],
     '',
     'Let me call the special function'),
    ('StepFun3.5-Flash',
     'Let me call the special function with opt\n'
     '</think>\n<tool_call>\n<function=special_function_with_opt>\n'
     '<parameter=arg1>\n42555916\n</parameter>\n'
     '</function>\n</tool_call>',
     ['special_function_with_opt'],
     'qwen3_coder',
     True,
     [{'name': 'special_function_with_opt', 'arguments': {'arg1': 42555916}}],
     '',
     'Let me call the special function with opt'),
    ('StepFun3.5-Flash',
     'Let me call the magic_int function\n</think>\n'
     '<tool_call>\n<function=magic_int>\n<parameter=ref>\n'
     '42555916\n</parameter>\n<parameter=name>\n'
     'baz\n</parameter>\n</function>\n</tool_call>',
     ['magic_int'],
     'qwen3_coder',
     True,
     [{'name': 'magic_int', 'arguments': {'ref': 42555916, 'name': 'baz'}}],
     '',
     'Let me call the magic_int function'),
    ('StepFun3.5-Flash',
     'Call string_param with empty text\n</think>\n'
     '<tool_call>\n<function=string_param>\n<parameter=text>\n'
     '\n</parameter>\n</function>\n</tool_call>',
     ['string_param'],
     'qwen3_coder',
     True,
     [{'name': 'string_param', 'arguments': {'text': ''}}],
     '',
     'Call string_param with empty text'),
    ('StepFun3.5-Flash',
     'Test simple quoted unquoted\n</think>\n'
     '<tool_call>\n<function=quoted_unquoted>\n'
     '<parameter=quoted>\n"foo"\n</parameter>\n'
     '<parameter=unquoted>\nfoo\n</parameter>\n'
     '</function>\n</tool_call>',
     ['quoted_unquoted'],
     'qwen3_coder',
     True,
     [{'name': 'quoted_unquoted', 'arguments': {'quoted': '"foo"', 'unquoted': 'foo'}}],
     '',
     'Test simple quoted unquoted'),
    ('StepFun3.5-Flash',
     'Test complex quoted unquoted\n</think>\n'
     '<tool_call>\n<function=quoted_unquoted>\n'
     '<parameter=quoted>\n"printf(\\"foo\\");"\n'
     '</parameter>\n<parameter=unquoted>\nprintf("foo");\n'
     '</parameter>\n</function>\n</tool_call>',
     ['quoted_unquoted'],
     'qwen3_coder',
     True,
     [
         {
             'name': 'quoted_unquoted',
             'arguments': {'quoted': '"printf(\\"foo\\");"', 'unquoted': 'printf("foo");'},
         },
     ],
     '',
     'Test complex quoted unquoted'),
    ('StepFun3.5-Flash',
     'Test negative number\n</think>\n<tool_call>\n'
     '<function=magic_int>\n<parameter=ref>\n'
     '-14\n</parameter>\n</function>\n</tool_call>',
     ['magic_int'],
     'qwen3_coder',
     True,
     [{'name': 'magic_int', 'arguments': {'ref': -14}}],
     '',
     'Test negative number'),
    ('StepFun3.5-Flash',
     'Test decimal number\n</think>\n<tool_call>\n'
     '<function=amount>\n<parameter=orig>\n3.14\n'
     '</parameter>\n</function>\n</tool_call>',
     ['amount'],
     'qwen3_coder',
     True,
     [{'name': 'amount', 'arguments': {'orig': 3.14}}],
     '',
     'Test decimal number'),
    ('StepFun3.5-Flash',
     'Test imaginary number\n</think>\n<tool_call>\n'
     '<function=imaginary_number>\n<parameter=number>\n'
     '{ "real": 3.14, "imaginary": 2.71 }\n</parameter>\n'
     '</function>\n</tool_call>',
     ['imaginary_number'],
     'qwen3_coder',
     True,
     [
         {
             'name': 'imaginary_number',
             'arguments': {'number': {'real': 3.14, 'imaginary': 2.71}},
         },
     ],
     '',
     'Test imaginary number'),
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
