"""Ollama's Gemma 4 and FunctionGemma parser tests as data: the model outputs of ollama/ollama
model/parsers/gemma4_test.go and model/parsers/functiongemma_test.go, with the calls, content
and reasoning Ollama expects. A streamed test is its chunks joined; the payloads of
``parseGemma4ToolCall`` are put back between ``<|tool_call>`` and ``<tool_call|>``. Content and
reasoning are compared with whitespace runs collapsed (Ollama trims around markers). The peer's
absolute paths are written relative (``dev/``, ``build``); the rows are otherwise as Ollama
wrote them. An "error" row is a call Ollama rejects; toolcalls reports an error too.

Left out: outputs without any marker, SpacedObjectKeys and
ToolResponseContinuationStartsInThinking (in test_gemma.py), the unit tests of Ollama's
helpers (``gemma4ArgsToJSON``, the ``repairGemma4*`` functions: no model output), and the cases
where toolcalls differs:
- multiple_thinking_blocks: two reasoning blocks are joined with a newline in ``reasoning``;
  Ollama joins them with nothing (the content agrees).
- RepairsIssue15315Examples (raw multiline string, single quoted value with a dangling
  ``<|"|>``, unclosed ``<|"|>`` before ``}``) and RepairsMultipleProperties/
  unclosed_gemma_string_terminal_property: a malformed call is an error, never repaired
  (DESIGN 2); Ollama repairs it with the tool's schema."""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/tool_call_simple',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/tool_call_with_multiple_args',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>,units:<|"|>metric<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris', 'units': 'metric'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/tool_call_with_number_arg',
     '<|tool_call>call:set_temp{value:42}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'set_temp', 'arguments': {'value': 42}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/tool_call_with_boolean_arg',
     '<|tool_call>call:toggle{enabled:true}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'toggle', 'arguments': {'enabled': True}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/tool_call_with_null_arg',
     '<|tool_call>call:set_optional{value:null,nested:{value:null}}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'set_optional', 'arguments': {'value': None, 'nested': {'value': None}}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/tool_call_with_nested_object',
     '<|tool_call>call:process{config:{enabled:true,name:<|"|>test<|"|>}}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'process', 'arguments': {'config': {'enabled': True, 'name': 'test'}}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/tool_call_with_array',
     '<|tool_call>call:process{items:[<|"|>a<|"|>,<|"|>b<|"|>]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'process', 'arguments': {'items': ['a', 'b']}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_array_of_multiple_gemma_quoted_strings',
     '<|tool_call>call:process{items:[<|"|>a<|"|>,<|"|>b "quoted"<|"|>,<|"|>c<|"|>]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'process', 'arguments': {'items': ['a', 'b "quoted"', 'c']}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_multiline_string_arg',
     '<|tool_call>call:bash{command:<|"|>date\n<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'bash', 'arguments': {'command': 'date\n'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_escaped_double_quotes_in_string_arg',
     '<|tool_call>call:search{query:<|"|>say \\"hello\\"<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'say \\"hello\\"'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_unescaped_double_quotes_in_string_arg',
     '<|tool_call>call:search{query:<|"|>say "hello"<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'say "hello"'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_multiple_unescaped_double_quote_segments',
     '<|tool_call>call:search{query:<|"|>say "hello", then "goodbye"<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'say "hello", then "goodbye"'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_mixed_escaped_and_unescaped_double_quotes',
     '<|tool_call>call:search{query:<|"|>first \\"quoted\\" then "raw"<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'first \\"quoted\\" then "raw"'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_exec_with_embedded_quoted_path',
     '<|tool_call>call:exec{command:<|"|>ls -F "vault/"<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'exec', 'arguments': {'command': 'ls -F "vault/"'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_exec_with_embedded_quoted_url',
     '<|tool_call>call:exec{command:<|"|>fetch "https://ollama.com/library/gemma4" --extract<|"|>'
     '}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'exec',
       'arguments': {'command': 'fetch "https://ollama.com/library/gemma4" --extract'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_done_flush_without_close_tag_with_unescaped_double_quotes',
     '<|tool_call>call:search{query:<|"|>say "hello" and "bye"<|"|>}',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'say "hello" and "bye"'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_mixed_raw_and_gemma_quoted_values',
     '<|tool_call>call:search{query:"raw \\"quoted\\"",note:<|"|>gemma "quoted"<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'search', 'arguments': {'query': 'raw "quoted"', 'note': 'gemma "quoted"'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_array_of_objects_and_mixed_quotes',
     '<|tool_call>call:plan{steps:[{title:<|"|>step "one"<|"|>,done:false},{title:<|"|>step '
     '\\"two\\"<|"|>,done:true}]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'plan',
       'arguments': {'steps': [{'title': 'step "one"', 'done': False},
                               {'title': 'step \\"two\\"', 'done': True}]}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_edit_with_array_of_objects_multiline_markdown_and_quotes',
     '<|tool_call>call:edit{edits:[\n  {newText:<|"|># Gemma4 + openclaude speed optimization '
     'guide\n\nUse "nvfp4" only after validating tool calls.\n<|"|>,oldText:<|"|># Gemma4 + '
     'openclaude speed optimization guide\n\nUse the default quantization.\n<|"|>},\n  {newText:'
     '<|"|>## 14. Methods tried but not adopted\n\n### 1. Model quantization\nDo not enable '
     '"mxfp8" by default.\n<|"|>,oldText:<|"|>## 14. Methods tried but not adopted\n<|"|>}\n]}'
     '<tool_call|>',
     None,
     'gemma4',
     [{'name': 'edit',
       'arguments': {'edits': [{'newText': '# Gemma4 + openclaude speed optimization guide\n\n'
                                           'Use "nvfp4" only after validating tool calls.\n',
                                'oldText': '# Gemma4 + openclaude speed optimization guide\n\n'
                                           'Use the default quantization.\n'},
                               {'newText': '## 14. Methods tried but not adopted\n\n### 1. Model '
                                           'quantization\nDo not enable "mxfp8" by default.\n',
                                'oldText': '## 14. Methods tried but not adopted\n'}]}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_edit_with_array_of_objects_issue_comment_spacing',
     '<|tool_call>call:edit{edits:[\n  {newText:<|"|># Gemma4 + openclaude speed optimization '
     'guide...<|"|>,\n   oldText:<|"|># Gemma4 + openclaude speed optimization guide...<|"|>},\n '
     ' {newText:<|"|>## 14. Methods tried but not adopted\\n\\n### 1. Model quantization...<|"|>,'
     '\n   oldText:<|"|>## 14. Methods tried but not adopted\\n<|"|>}\n]}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'edit',
       'arguments': {'edits': [{'newText': '# Gemma4 + openclaude speed optimization guide...',
                                'oldText': '# Gemma4 + openclaude speed optimization guide...'},
                               {'newText': '## 14. Methods tried but not adopted\\n\\n### 1. '
                                           'Model quantization...',
                                'oldText': '## 14. Methods tried but not adopted\\n'}]}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'tool_call_with_windows_path_single_backslashes',
     '<|tool_call>call:open_file{path:<|"|>C:\\users\\bob\\file.txt<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'open_file', 'arguments': {'path': 'C:\\users\\bob\\file.txt'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/multiple_tool_calls',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|><|tool_call>'
     'call:get_weather{location:<|"|>London<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'location': 'London'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/content_then_tool_call',
     'Let me check that for you.<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}'
     '<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Let me check that for you.'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/'
     'thinking_disabled_channel_tags_as_content',
     '<|channel>this is not thinking<channel|>actual content',
     None,
     'gemma4',
     [],
     'actual content'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser_StreamingToolCall',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser_IgnoresExtraToolCallCloseTags/'
     'same_chunk_without_trailing_content',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|><tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser_IgnoresExtraToolCallCloseTags/'
     'same_chunk_before_real_content',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|><tool_call|>Done.',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Done.'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser_IgnoresToolResponseBoundaryAft'
     'erToolCall/same_chunk_without_trailing_content',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|><|tool_response>',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     ''),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser_IgnoresToolResponseBoundaryAft'
     'erToolCall/same_chunk_before_real_content',
     '<|tool_call>call:get_weather{location:<|"|>Paris<|"|>}<tool_call|><|tool_response>Done.',
     None,
     'gemma4',
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     'Done.'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_InvalidRawQuotedEscape',
     '<|tool_call>call:open_file{path:"C:\\users\\bob\\file.txt"}<tool_call|>',
     None,
     'gemma4',
     'error',
     None),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_QuotedScalarsStayString'
     's',
     '<|tool_call>call:foo{n:<|"|>1<|"|>,b:<|"|>true<|"|>,z:<|"|>null<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'foo', 'arguments': {'n': '1', 'b': 'true', 'z': 'null'}}],
     None),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_UnquotedScalarsKeepStru'
     'cturedTypes',
     '<|tool_call>call:foo{n:1,b:true,z:null}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'foo', 'arguments': {'n': 1, 'b': True, 'z': None}}],
     None),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_ReferenceImplementation'
     'Example',
     '<|tool_call>call:get_current_temperature{detail_level:0,location:<|"|>Paris, France<|"|>,'
     'unit:<|"|>celsius<|"|>}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'get_current_temperature',
       'arguments': {'detail_level': 0, 'location': 'Paris, France', 'unit': 'celsius'}}],
     None),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_RepairsMultipleProperti'
     'es/single_quoted_middle_property',
     '<|tool_call>call:grep{include:<|"|>*.py<|"|>,pattern:\'abc\',path:<|"|>build<|"|>}'
     '<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'grep',
                    'parameters': {'type': 'object',
                                   'properties': {'include': {'type': 'string'},
                                                  'pattern': {'type': 'string'},
                                                  'path': {'type': 'string'}}}}}],
     'gemma4',
     [{'name': 'grep', 'arguments': {'include': '*.py', 'pattern': 'abc', 'path': 'build'}}],
     None),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_RepairsMultipleProperti'
     'es/raw_string_before_next_property',
     '<|tool_call>call:write{content:hello,mode:<|"|>fast<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'write',
                    'parameters': {'type': 'object',
                                   'properties': {'content': {'type': 'string'},
                                                  'mode': {'type': 'string'}}}}}],
     'gemma4',
     [{'name': 'write', 'arguments': {'content': 'hello', 'mode': 'fast'}}],
     None),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_DoesNotRepairNonTermina'
     'lUnclosedGemmaString',
     '<|tool_call>call:example{first:<|"|>one,second:<|"|>two<|"|>}<tool_call|>',
     [{'type': 'function',
       'function': {'name': 'example',
                    'parameters': {'type': 'object',
                                   'properties': {'first': {'type': 'string'},
                                                  'second': {'type': 'string'}}}}}],
     'gemma4',
     'error',
     None),
    ('ollama/ollama model/parsers/gemma4_test.go::TestParseGemma4ToolCall_RawQuotedStructuralStri'
     'ng',
     '<|tool_call>call:foo{q:"a,b:c"}<tool_call|>',
     None,
     'gemma4',
     [{'name': 'foo', 'arguments': {'q': 'a,b:c'}}],
     None),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/simple_tool_call',
     '<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call>',
     [{'type': 'function',
       'function': {'name': 'get_weather',
                    'parameters': {'type': 'object',
                                   'properties': {'city': {'type': 'string'}}}}}],
     'functiongemma',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'multiline_string_argument',
     '<start_function_call>call:write_file{content:<escape>first line\nsecond line<escape>}'
     '<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'write_file', 'arguments': {'content': 'first line\nsecond line'}}],
     None),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'chunked_multiline_string_argument',
     '<start_function_call>call:write_file{content:<escape>first line\r\nsecond line<escape>}'
     '<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'write_file', 'arguments': {'content': 'first line\r\nsecond line'}}],
     None),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'content_before_tool_call',
     'Let me check.<start_function_call>call:get_weather{city:<escape>Paris<escape>}'
     '<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}}],
     'Let me check.'),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'numeric_arguments',
     '<start_function_call>call:add{a:1,b:2}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'add', 'arguments': {'a': 1, 'b': 2}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'boolean_arguments',
     '<start_function_call>call:set_flag{enabled:true,verbose:false}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'set_flag', 'arguments': {'enabled': True, 'verbose': False}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'multiple_tool_calls',
     '<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call>'
     '<start_function_call>call:get_weather{city:<escape>London<escape>}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_weather', 'arguments': {'city': 'London'}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/array_argument',
     '<start_function_call>call:process{items:[<escape>a<escape>,<escape>b<escape>,<escape>c'
     '<escape>]}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'process', 'arguments': {'items': ['a', 'b', 'c']}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/object_argument',
     '<start_function_call>call:update{data:{name:<escape>test<escape>,value:42}}'
     '<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'update', 'arguments': {'data': {'name': 'test', 'value': 42}}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'tool_call_with_no_arguments',
     '<start_function_call>call:get_time{}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'get_time', 'arguments': {}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'content_with_angle_brackets',
     'The result is a <value> tag',
     None,
     'functiongemma',
     [],
     'The result is a <value> tag'),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/float_argument',
     '<start_function_call>call:set_temp{value:3.14}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'set_temp', 'arguments': {'value': 3.14}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'content_after_tool_call',
     '<start_function_call>call:test{}<end_function_call>Done!',
     None,
     'functiongemma',
     [{'name': 'test', 'arguments': {}}],
     'Done!'),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'unicode_content_and_arguments',
     'こんにちは <start_function_call>call:greet{name:<escape>日本語<escape>}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'greet', 'arguments': {'name': '日本語'}}],
     'こんにちは '),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'multiple_params_sorted',
     '<start_function_call>call:search{query:<escape>test<escape>,limit:10,offset:0}'
     '<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'search', 'arguments': {'query': 'test', 'limit': 10, 'offset': 0}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'nested_object_argument',
     '<start_function_call>call:create{config:{settings:{enabled:true,name:<escape>test<escape>}}'
     '}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'create',
       'arguments': {'config': {'settings': {'enabled': True, 'name': 'test'}}}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'partial_start_tag_in_content',
     'Hello <start world',
     None,
     'functiongemma',
     [],
     'Hello <start world'),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'parallel_tool_calls',
     '<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call>'
     '<start_function_call>call:get_time{timezone:<escape>UTC<escape>}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'get_weather', 'arguments': {'city': 'Paris'}},
      {'name': 'get_time', 'arguments': {'timezone': 'UTC'}}],
     ''),
    ('ollama/ollama model/parsers/functiongemma_test.go::TestFunctionGemmaParser/'
     'content_between_tool_calls',
     '<start_function_call>call:first{}<end_function_call>Some text here<start_function_call>'
     'call:second{}<end_function_call>',
     None,
     'functiongemma',
     [{'name': 'first', 'arguments': {}}, {'name': 'second', 'arguments': {}}],
     'Some text here'),
]

#: (source, model output, tools, format, reasoning_started, expected calls, content,
#: reasoning)
REASONING_CASES: list[tuple[str, str, Any, str, bool | None, Any, str | None, str | None]] = [
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/thinking_then_content',
     '<|channel>thought\nLet me think about this...<channel|>The answer is 42.',
     None,
     'gemma4',
     None,
     [],
     'The answer is 42.',
     'Let me think about this...'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/thinking_only_no_content',
     '<|channel>just thinking<channel|>',
     None,
     'gemma4',
     None,
     [],
     '',
     'just thinking'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser/thinking_then_tool_call',
     '<|channel>thought\nI need to check the weather<channel|><|tool_call>call:get_weather'
     '{location:<|"|>Paris<|"|>}<tool_call|>',
     None,
     'gemma4',
     None,
     [{'name': 'get_weather', 'arguments': {'location': 'Paris'}}],
     '',
     'I need to check the weather'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser_Streaming',
     '<|channel>thought\nLet me think...<channel|>The answer is 42.',
     None,
     'gemma4',
     None,
     [],
     'The answer is 42.',
     'Let me think...'),
    ('ollama/ollama model/parsers/gemma4_test.go::TestGemma4Parser_StreamingSplitThinkingTag/'
     'split_channel_open_tag',
     '<|channel>thinking here<channel|>content',
     None,
     'gemma4',
     None,
     [],
     'content',
     'thinking here'),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_ollama_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


@pytest.mark.parametrize(
    ("source", "text", "tools", "fmt", "started", "expected", "content", "reasoning"),
    REASONING_CASES, ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_ollama_reasoning_case(source: str, text: str, tools: Any, fmt: str,
                               started: bool | None, expected: Any, content: str | None,
                               reasoning: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
