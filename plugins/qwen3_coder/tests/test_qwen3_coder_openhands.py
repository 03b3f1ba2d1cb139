"""OpenHands' prompt-based function calling as data: the ``<function=NAME>`` /
``<parameter=KEY>value</parameter>`` / ``</function>`` text that OpenHands asks a model without
native tool calls to write (the layout Qwen3-Coder adopted), read here without the
``<tool_call>`` wrapper. Model outputs from All-Hands-AI/OpenHands and OpenHands/OpenHands
``tests/unit/llm/test_llm_fncall_converter.py`` and from OpenHands/software-agent-sdk
``tests/sdk/llm/test_llm_fncall_converter.py``, with the calls and content those tests expect.

Two kinds of test supply the rows. The message-conversion tests turn assistant text back into
``tool_calls`` and keep the prose before the call as the message's content. The rendering
tests (``convert_tool_call_to_string``) pin the exact text written for a call; OpenHands' round
trip tests read that text back into the same call, so each pair is a row here too. Both
spellings of a multi-line value occur: older versions put the value between line breaks, newer
ones right against the tags; one newline at each edge belongs to the layout, so both give the
same string.

Each row is parsed with every format installed and with ``qwen3_coder`` alone. Where the peer
checks only the tool name, the row holds the whole call toolcalls returns. The tool list of the
conversion tests is OpenHands' (``execute_bash``, ``finish``, ``str_replace_editor``; the SDK's
``terminal`` and ``finish``), descriptions shortened.

Left out (docs/conformance.md, "OpenHands' and SWE-agent's tests"): SDK tests that accept any
outcome (an unknown tool, an undeclared parameter) and round trips whose text is generated at
run time.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

_OH = 'All-Hands-AI/OpenHands tests/unit/llm/test_llm_fncall_converter.py::'
_SDK = 'OpenHands/software-agent-sdk tests/sdk/llm/test_llm_fncall_converter.py::'

#: OpenHands' FNCALL_TOOLS (descriptions shortened)
OPENHANDS_TOOLS: list[dict[str, Any]] = [
    {'type': 'function', 'function': {
        'name': 'execute_bash',
        'description': 'Execute a bash command in the terminal.',
        'parameters': {'type': 'object',
                       'properties': {'command': {'type': 'string'}},
                       'required': ['command']}}},
    {'type': 'function', 'function': {
        'name': 'finish',
        'description': 'Finish the interaction.'}},
    {'type': 'function', 'function': {
        'name': 'str_replace_editor',
        'description': 'Custom editing tool for viewing, creating and editing files.',
        'parameters': {'type': 'object', 'properties': {
            'command': {'type': 'string',
                        'enum': ['view', 'create', 'str_replace', 'insert', 'undo_edit']},
            'path': {'type': 'string'},
            'file_text': {'type': 'string'},
            'old_str': {'type': 'string'},
            'new_str': {'type': 'string'},
            'insert_line': {'type': 'integer'},
            'view_range': {'type': 'array', 'items': {'type': 'integer'}}},
            'required': ['command', 'path']}}},
]

#: the SDK's FNCALL_TOOLS
SDK_TOOLS: list[dict[str, Any]] = [
    {'type': 'function', 'function': {
        'name': 'terminal',
        'description': 'Execute a bash command in the terminal.',
        'parameters': {'type': 'object',
                       'properties': {'command': {'type': 'string'}},
                       'required': ['command']}}},
    {'type': 'function', 'function': {
        'name': 'finish',
        'description': 'Finish the interaction when the task is complete.'}},
]

_OLD = 'def example():\n    pass'
_NEW = 'def example():\n    # This is indented\n    print("hello")\n    return True'

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    (_OH + 'test_convert_non_fncall_messages_to_fncall_messages (first assistant turn)',
     ("I'll help you implement the necessary changes to meet the requirements. Let's follow "
      "the steps:\n\n1. First, let's explore the repository structure:\n\n"
      '<function=execute_bash>\n'
      '<parameter=command>ls -la /workspace/astropy__astropy__5.1</parameter>\n'
      '</function>'),
     OPENHANDS_TOOLS,
     'qwen3_coder',
     [{'name': 'execute_bash',
       'arguments': {'command': 'ls -la /workspace/astropy__astropy__5.1'}}],
     ("I'll help you implement the necessary changes to meet the requirements. Let's follow "
      "the steps:\n\n1. First, let's explore the repository structure:")),
    (_OH + 'test_convert_non_fncall_messages_to_fncall_messages (second assistant turn)',
     ("I see there's a symlink. Let's explore the actual directory:\n\n"
      '<function=execute_bash>\n'
      '<parameter=command>ls -la /testbed</parameter>\n'
      '</function>'),
     OPENHANDS_TOOLS,
     'qwen3_coder',
     [{'name': 'execute_bash', 'arguments': {'command': 'ls -la /testbed'}}],
     "I see there's a symlink. Let's explore the actual directory:"),
    (_OH + 'test_convert_non_fncall_messages_to_fncall_messages (third assistant turn)',
     ("Let's look at the source code file mentioned in the PR description:\n\n"
      '<function=str_replace_editor>\n'
      '<parameter=command>view</parameter>\n'
      '<parameter=path>/testbed/astropy/io/fits/card.py</parameter>\n'
      '</function>'),
     OPENHANDS_TOOLS,
     'qwen3_coder',
     [{'name': 'str_replace_editor',
       'arguments': {'command': 'view', 'path': '/testbed/astropy/io/fits/card.py'}}],
     "Let's look at the source code file mentioned in the PR description:"),
    (_OH + 'test_infer_fncall_on_noncall_model',
     ('Let me search for the `_format_float` method mentioned in the PR description:\n\n'
      '<function=execute_bash>\n'
      '<parameter=command>grep -n "_format_float" /testbed/astropy/io/fits/card.py'
      '</parameter>\n'
      '</function>'),
     OPENHANDS_TOOLS,
     'qwen3_coder',
     [{'name': 'execute_bash',
       'arguments': {'command': 'grep -n "_format_float" /testbed/astropy/io/fits/card.py'}}],
     'Let me search for the `_format_float` method mentioned in the PR description:'),
    (_OH + 'test_convert_tool_call_to_string[0]',
     ('<function=execute_bash>\n'
      '<parameter=command>grep -n "_format_float" /testbed/astropy/io/fits/card.py'
      '</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'execute_bash',
       'arguments': {'command': 'grep -n "_format_float" /testbed/astropy/io/fits/card.py'}}],
     ''),
    (_OH + 'test_convert_tool_call_to_string[1]',
     ('<function=str_replace_editor>\n'
      '<parameter=command>view</parameter>\n'
      '<parameter=path>/test/file.py</parameter>\n'
      '<parameter=view_range>[1, 10]</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'str_replace_editor',
       'arguments': {'command': 'view', 'path': '/test/file.py', 'view_range': [1, 10]}}],
     ''),
    (_OH + 'test_convert_tool_call_to_string[2] (older versions: values between line breaks)',
     ('<function=str_replace_editor>\n'
      '<parameter=command>str_replace</parameter>\n'
      '<parameter=path>/test/file.py</parameter>\n'
      '<parameter=old_str>\ndef example():\n    pass\n</parameter>\n'
      '<parameter=new_str>\ndef example():\n    # This is indented\n    print("hello")\n'
      '    return True\n</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'str_replace_editor',
       'arguments': {'command': 'str_replace', 'path': '/test/file.py',
                     'old_str': _OLD, 'new_str': _NEW}}],
     ''),
    ('OpenHands/OpenHands tests/unit/llm/test_llm_fncall_converter.py::'
     'test_convert_tool_call_to_string[2] (values against the tags)',
     ('<function=str_replace_editor>\n'
      '<parameter=command>str_replace</parameter>\n'
      '<parameter=path>/test/file.py</parameter>\n'
      '<parameter=old_str>def example():\n    pass</parameter>\n'
      '<parameter=new_str>def example():\n    # This is indented\n    print("hello")\n'
      '    return True</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'str_replace_editor',
       'arguments': {'command': 'str_replace', 'path': '/test/file.py',
                     'old_str': _OLD, 'new_str': _NEW}}],
     ''),
    (_OH + 'test_convert_tool_call_to_string[3]',
     ('<function=test_function>\n'
      '<parameter=command>test</parameter>\n'
      '<parameter=path>/test/file.py</parameter>\n'
      '<parameter=tags>["tag1", "tag2", "tag with spaces"]</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function',
       'arguments': {'command': 'test', 'path': '/test/file.py',
                     'tags': ['tag1', 'tag2', 'tag with spaces']}}],
     ''),
    (_OH + 'test_convert_tool_call_to_string[4]',
     ('<function=test_function>\n'
      '<parameter=command>test</parameter>\n'
      '<parameter=path>/test/file.py</parameter>\n'
      '<parameter=metadata>{"key1": "value1", "key2": 42, "nested": {"subkey": "subvalue"}}'
      '</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'test_function',
       'arguments': {'command': 'test', 'path': '/test/file.py',
                     'metadata': {'key1': 'value1', 'key2': 42,
                                  'nested': {'subkey': 'subvalue'}}}}],
     ''),
    (_SDK + 'test_convert_non_fncall_to_fncall_basic',
     ("I'll run the ls command for you.\n\n"
      '<function=terminal>\n'
      '<parameter=command>ls</parameter>\n'
      '</function>'),
     SDK_TOOLS,
     'qwen3_coder',
     [{'name': 'terminal', 'arguments': {'command': 'ls'}}],
     "I'll run the ls command for you."),
    (_SDK + 'test_convert_tool_call_to_string_parameterized[0]',
     '<function=terminal>\n<parameter=command>ls -la</parameter>\n</function>',
     None,
     'qwen3_coder',
     [{'name': 'terminal', 'arguments': {'command': 'ls -la'}}],
     ''),
    (_SDK + 'test_convert_tool_call_to_string_parameterized[1]',
     ('<function=file_editor>\n'
      '<parameter=command>view</parameter>\n'
      '<parameter=path>/test/file.py</parameter>\n'
      '<parameter=view_range>[1, 10]</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'file_editor',
       'arguments': {'command': 'view', 'path': '/test/file.py', 'view_range': [1, 10]}}],
     ''),
    (_SDK + 'test_convert_tool_call_to_string_parameterized[2]',
     ('<function=file_editor>\n'
      '<parameter=command>str_replace</parameter>\n'
      '<parameter=path>/test/file.py</parameter>\n'
      '<parameter=old_str>\ndef example():\n    pass\n</parameter>\n'
      '<parameter=new_str>\ndef example():\n    # This is indented\n    print("hello")\n'
      '    return True\n</parameter>\n'
      '</function>'),
     None,
     'qwen3_coder',
     [{'name': 'file_editor',
       'arguments': {'command': 'str_replace', 'path': '/test/file.py',
                     'old_str': _OLD, 'new_str': _NEW}}],
     ''),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_openhands_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                        content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, source=source)
