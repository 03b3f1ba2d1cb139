"""The ``hunyuan_dense`` format: Hunyuan 0.5B to 7B Instruct's fenced calls in ``<tool_calls>``.

Cases marked "ms-swift" are the text modelscope/ms-swift's ``hunyuan`` agent template writes and
parses back (its test class ``TestHunyuanToolUserFollowup``).
"""

from __future__ import annotations

import pytest

import toolcalls
from toolcalls import Parser
from toolcalls.testing import assert_linear, assert_peer_case

pytest.importorskip("toolcalls_hunyuan")

ALONE = Parser(formats=["hunyuan_dense"])


def test_the_template_layout() -> None:
    # ms-swift: test_call_roundtrip_and_template_reuse (two calls, a newline between them)
    text = ('<tool_calls><tool_call>lookup0\n```json\n{"city": "北京"}\n```</tool_call>\n'
            '<tool_call>lookup1\n```json\n{"city": "北京"}\n```</tool_call></tool_calls>')
    assert_peer_case(text, None, "hunyuan_dense",
                     [{"name": "lookup0", "arguments": {"city": "北京"}},
                      {"name": "lookup1", "arguments": {"city": "北京"}}], "")


def test_a_bare_fence_and_empty_arguments() -> None:
    text = '<tool_calls><tool_call>lookup\n```\n{}\n```</tool_call></tool_calls>'
    assert ALONE.parse_tool_calls(text) == [{"name": "lookup", "arguments": {}}]


def test_the_other_payloads_of_the_openers_are_not_read_here() -> None:
    # a block holding no <tool_call> is left to the other claimants of <tool_calls>
    for text in ('<tool_calls>[{"name": "f", "arguments": {}}]</tool_calls>',
                 "<tool_calls>hello</tool_calls>"):
        result = ALONE.parse(text)
        assert (result.calls, result.errors, result.content) == ([], [], text)
    # with every format installed the array is Hunyuan-A13B's
    assert toolcalls.parse_tool_calls(
        '<tool_calls>[{"name": "f", "arguments": {}}]</tool_calls>') == [
        {"name": "f", "arguments": {}}]


@pytest.mark.parametrize("text", [
    '<tool_call>\n{"name": "f", "arguments": {"a": 1}}\n</tool_call>',
    '<tool_call>f\n```json\n{}\n```</tool_call>',
    '<tool_call>not json</tool_call>',
])
def test_a_call_outside_the_block_is_not_this_formats(text: str) -> None:
    # A bare <tool_call> is Hermes's, GLM's and Qwen3-Coder's opener: prose here, and with
    # every format installed the error (or call) is the one those formats give.
    result = ALONE.parse(text)
    assert (result.calls, result.errors, result.content) == ([], [], text)
    others = Parser(formats=[f for f in toolcalls.default_registry().ids
                             if f != "hunyuan_dense"])
    assert toolcalls.parse(text) == others.parse(text)


def test_the_blanks_between_calls_are_layout_and_a_broken_call_is_reported() -> None:
    text = ('Sure. <tool_calls><tool_call>a\n```json\n{}\n```</tool_call>\n'
            '<tool_call>b\n```\n{"q": 1}\n```</tool_call></tool_calls> Done.')
    result = ALONE.parse(text)
    assert [(c.name, c.arguments) for c in result.calls] == [("a", {}), ("b", {"q": 1})]
    assert (result.content, result.errors) == ("Sure.  Done.", [])
    broken = ('<tool_calls><tool_call>a\n```json\n{}\n```</tool_call>\n'
              '<tool_call>b\n```json\n{x}\n```</tool_call></tool_calls>')
    result = toolcalls.parse(broken)
    assert [c.name for c in result.calls] == ["a"]
    assert [(e.code, e.position, e.format) for e in result.errors] == [
        ("json.unquoted_key", broken.index("{x}") + 1, "hunyuan_dense")]


def test_render_reads_back() -> None:
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}},
             {"name": "f", "arguments": {}}]
    assert ALONE.parse_tool_calls(toolcalls.render(calls, "hunyuan_dense")) == calls


HOSTILE = [
    "<tool_calls>",
    "<tool_calls><tool_call>",
    "<tool_calls><tool_call>f\n```json\n{",
    '<tool_calls><tool_call>f\n```json\n{"a": 1}\n```</tool_call>\n',
    "<tool_calls><tool_call>f\n```json\n{}\n```",
    "<tool_call>f\n```json\n{}\n```</tool_call>",
]


@pytest.mark.parametrize("piece", HOSTILE)
def test_hostile_inputs_are_linear(piece: str) -> None:
    assert_linear("hunyuan_dense", piece, count=250)
    assert_linear(None, piece, count=250)


def test_fifty_thousand_openers_and_calls() -> None:
    for piece in ("<tool_calls>", "<tool_calls><tool_call>"):
        result = ALONE.parse(piece * 50_000)
        assert result.calls == []
    call = '<tool_call>f\n```json\n{"a": 1}\n```</tool_call>\n'
    result = ALONE.parse("<tool_calls>" + call * 50_000 + "</tool_calls>")
    assert len(result.calls) == 50_000 and result.errors == [] and result.content == ""
