"""mlx-lm's tests as data for Harmony: LLM-jp-4.1's spaced headers (a fork's
``tests/test_tool_parsing.py::test_llm_jp_harmony``, the ``to=functions.`` and ``<|end|>``
mlx-lm's server strips put back) and gpt-oss's analysis and final channels
(``tests/test_harmony.py``, which asserts content and reasoning: ``REASONING_CASES``).

Each row is parsed with every format installed and with its format alone; what was read,
which outputs differ and by which rule is docs/conformance.md, "mlx-lm's tests (beyond the
corpus)".
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

#: (source, model output, tools, format, expected calls or "error", content or None)
CASES: list[tuple[str, str, Any, str, Any, str | None]] = [
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_llm_jp_harmony',
     ('<|start|> assistant to=functions.get_weather<|channel|> commentary <|constrain|>  '
      'json<|message|> {"city": "Tokyo"}<|end|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'city': 'Tokyo'}}],
     ''),
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_llm_jp_harmony',
     ('<|channel|> commentary to=functions.get_weather <|constrain|>  json<|message|> {"city": '
      '"Osaka"}<|end|>'),
     None,
     'harmony',
     [{'name': 'get_weather', 'arguments': {'city': 'Osaka'}}],
     ''),
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_llm_jp_harmony',
     ('<|start|> assistant to=functions.spotify.play<|channel|> commentary <|constrain|>  '
      'json<|message|> {"artist": "Taylor Swift", "options": {"shuffle": true, "n": 2}}<|end|>'),
     None,
     'harmony',
     [{'name': 'spotify.play',
       'arguments': {'artist': 'Taylor Swift', 'options': {'shuffle': True, 'n': 2}}}],
     ''),
    ('e-mon/mlx-lm tests/test_tool_parsing.py::test_llm_jp_harmony',
     '<|start|> assistant to=functions.get_weather<|message|> {"city": "To',
     None,
     'harmony',
     'error',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_mlxlm_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                    content: str | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, collapse=True, source=source)


#: (source, model output, tools, format, expected calls, content, reasoning,
#: reasoning_started); content and reasoning compared with whitespace runs collapsed
REASONING_CASES: list[tuple[str, str, Any, str, Any, str | None, str | None, bool | None]] = [
    ('ml-explore/mlx-lm tests/test_harmony.py::test_plain_text_passthrough',
     'def f():\n    return 1',
     None,
     'harmony',
     [],
     'def f():\n    return 1',
     '',
     None),
    ('ml-explore/mlx-lm tests/test_harmony.py::test_analysis_then_final_no_fence',
     ('<|channel|>analysis<|message|>Just provide function.<|end|><|start|>assistant<|channel|>fi'
      'nal<|message|>def square(n):\n'
      '    return n * n'),
     None,
     'harmony',
     [],
     'def square(n):\n    return n * n',
     'Just provide function.',
     None),
    ('ml-explore/mlx-lm tests/test_harmony.py::test_analysis_then_final_fenced',
     ('<|channel|>analysis<|message|>Reasoning about the discount '
      'algorithm.<|end|><|start|>assistant<|channel|>final<|message|>book_store.py\n'
      '```python\n'
      'def total(basket):\n'
      '    return 0\n'
      '```'),
     None,
     'harmony',
     [],
     'book_store.py\n```python\ndef total(basket):\n    return 0\n```',
     'Reasoning about the discount algorithm.',
     None),
    ('ml-explore/mlx-lm tests/test_harmony.py::test_commentary_tool_call_kept_in_content',
     ('<|channel|>analysis<|message|>User wants Telegram '
      'message.<|end|><|start|>assistant<|channel|>commentary<|constrain|>json<|message|><send_te'
      'legram_message><chat_id>12345</chat_id></send_telegram_message>'),
     None,
     'harmony',
     [],
     '<send_telegram_message><chat_id>12345</chat_id></send_telegram_message>',
     'User wants Telegram message.',
     None),
    ('ml-explore/mlx-lm tests/test_harmony.py::test_truncated_mid_analysis_yields_empty_content',
     '<|channel|>analysis<|message|>Still reasoning about the appro',
     None,
     'harmony',
     [],
     '',
     'Still reasoning about the appro',
     None),
]


@pytest.mark.parametrize(("source", "text", "tools", "fmt", "expected", "content", "reasoning",
                          "started"), REASONING_CASES,
                         ids=[f"{i}" for i in range(len(REASONING_CASES))])
def test_mlxlm_reasoning_case(source: str, text: str, tools: Any, fmt: str, expected: Any,
                              content: str | None, reasoning: str | None,
                              started: bool | None) -> None:
    assert_peer_case(text, tools, fmt, expected, content, reasoning=reasoning,
                     reasoning_started=started, collapse=True, source=source)
