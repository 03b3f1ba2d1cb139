"""DeepSeek's own encoding test vectors as data: each row is one assistant turn of the prompts
in deepseek-ai/DeepSeek-V4-Flash (and -Pro) ``encoding/tests/test_output_{1,2,3}.txt``, cut as
``encoding/test_encoding_dsv4.py`` cuts it (after ``<｜Assistant｜><think>``, up to and with
the ``<｜end▁of▁sentence｜>`` token), and the calls, content and reasoning that the vendor's
``parse_message_from_completion_text(..., thinking_mode="thinking")`` returns for it, which
are the assistant messages of ``test_input_{1,2,3}.json``. The vectors are read from copies:
test_input_3 in InternLM/lmdeploy ``tests/test_lmdeploy/data/deepseek_v4_encoding/``,
test_output_3 in TOOLS-droid724/Vedika-code-mini-v1 ``encoding/tests/``, cases 1 and 2 from the
assertions of the vendor's ``test_encoding_dsv4.py`` (supermy/ds4rs ``encoding/``). The
DeepSeek-V4.1 rows are turns of the reference encoder's goldens that sgl-project/sglang
vendors verbatim in ``test/registered/unit/entrypoints/openai/fixtures/dsv41/`` (case 1 in
thinking mode; case 3 in chat mode, where the prompt ends in ``</think>``); their turns
without a call (the same text as a V4 row, or plain content) are not repeated. The
``</think>`` closes the block the prompt opened (the format's reasoning is ``prefilled``).

Left out: test vector 4 (a ``<｜action｜>`` quick-instruction task, no tool call), V4.1
case 2 (plain chat turns) and case 5 (a prompt with images, no assistant turn). Where the
vendor's parser and toolcalls differ (a ``string="false"`` value typed by the tool's schema, a
``string="false"`` value that is not JSON kept as a string where the vendor writes broken
arguments JSON) the rule is in plugins/deepseek/README.md; no vector exercises it.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

SRC = "deepseek-ai/DeepSeek-V4-Flash encoding/test_encoding_dsv4.py::"
SRC41 = "deepseek-ai DeepSeek-V4.1 reference goldens (sgl-project/sglang fixtures/dsv41/)::"

#: (source, model output, tools, format, expected calls, content, reasoning)
CASES: list[tuple[str, str, Any, str, Any, str | None, str | None]] = [
    (SRC + 'test_case_1 (first assistant turn)',
     'The user wants to know the weather in Beijing. I should use the get_weather tool.</think>'
     '\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name="get_weather">\n'
     '<｜DSML｜parameter name="location" string="true">Beijing</｜DSML｜parameter>\n'
     '<｜DSML｜parameter name="unit" string="true">celsius</｜DSML｜parameter>\n'
     '</｜DSML｜invoke>\n</｜DSML｜tool_calls><｜end▁of▁sentence｜>',
     None,
     'deepseek_v4',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing', 'unit': 'celsius'}}],
     '',
     'The user wants to know the weather in Beijing. I should use the get_weather tool.'),
    (SRC + 'test_case_1 (last assistant turn)',
     'Got the weather data. Let me format a nice response.</think>The weather in Beijing is '
     'currently sunny with a temperature of 22°C and 45% humidity.<｜end▁of▁sentence｜>',
     None,
     'deepseek_v4',
     [],
     'The weather in Beijing is currently sunny with a temperature of 22°C and 45% humidity.',
     'Got the weather data. Let me format a nice response.'),
    (SRC + 'test_case_2',
     'The user asks about the capital of France. It is Paris.</think>'
     'The capital of France is Paris.<｜end▁of▁sentence｜>',
     None,
     'deepseek_v4',
     [],
     'The capital of France is Paris.',
     'The user asks about the capital of France. It is Paris.'),
    (SRC + 'test_case_3 (first assistant turn)',
     '用户想知道小柴胡冲剂和布洛芬能否一起服用。</think>\n\n<｜DSML｜tool_calls>\n'
     '<｜DSML｜invoke name="search">\n'
     '<｜DSML｜parameter name="queries" string="true">小柴胡冲剂 布洛芬 相互作用 一起吃'
     '</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls><｜end▁of▁sentence｜>',
     None,
     'deepseek_v4',
     [{'name': 'search', 'arguments': {'queries': '小柴胡冲剂 布洛芬 相互作用 一起吃'}}],
     '',
     '用户想知道小柴胡冲剂和布洛芬能否一起服用。'),
    (SRC + 'test_case_3 (last assistant turn)',
     '现在开始组织回答。</think>请及时就医。<｜end▁of▁sentence｜>',
     None,
     'deepseek_v4',
     [],
     '请及时就医。',
     '现在开始组织回答。'),
    (SRC41 + 'test_output_1.txt (first assistant turn)',
     'The user wants the weather in Beijing. I should call get_weather.</think>\n\n'
     '<｜DSML｜ calls>\n<｜DSML｜ invoke name="get_weather">\n'
     '<｜DSML｜ parameter name="location" string="true">Beijing</｜DSML｜ parameter>\n'
     '<｜DSML｜ parameter name="unit" string="true">celsius</｜DSML｜ parameter>\n'
     '</｜DSML｜ invoke>\n</｜DSML｜ calls><｜end▁of▁sentence｜>',
     None,
     'deepseek_v41',
     [{'name': 'get_weather', 'arguments': {'location': 'Beijing', 'unit': 'celsius'}}],
     '',
     'The user wants the weather in Beijing. I should call get_weather.'),
    (SRC41 + 'test_output_3.txt (first assistant turn, chat mode)',
     '\n\n<｜DSML｜ calls>\n<｜DSML｜ invoke name="search">\n'
     '<｜DSML｜ parameter name="queries" string="true">小柴胡冲剂 布洛芬 相互作用 一起吃'
     '</｜DSML｜ parameter>\n</｜DSML｜ invoke>\n</｜DSML｜ calls><｜end▁of▁sentence｜>',
     None,
     'deepseek_v41',
     [{'name': 'search', 'arguments': {'queries': '小柴胡冲剂 布洛芬 相互作用 一起吃'}}],
     '',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning"),
                         CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_vendor_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                     content: str | None, reasoning: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning, source=source)
