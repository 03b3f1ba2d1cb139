"""Ollama's and LMDeploy's Glimmer parser tests as data: each row is a model output from
ollama/ollama ``model/parsers/glimmer_test.go`` or InternLM/lmdeploy
``tests/test_lmdeploy/serve/parsers/test_muse_glimmer_parser.py`` (the test named in the row;
a streamed test's chunks joined), the tools the test passes, and the calls, content and
reasoning it asserts. Each row is parsed with every format installed and with ``glimmer``
alone.

Left out, where toolcalls differs by a rule (docs/conformance.md, "Muse Glimmer"):

- a block in a message to ``user`` or to an undeclared recipient, or with prose around it, is
  a call here (a call is never dropped; with ``tools=[...]`` an undeclared name is
  ``tool_call.unknown_tool``); Ollama keeps it as content;
- an invoke named through its namespace (``read.read`` for a tool ``read``) keeps the name
  written; Ollama maps it to the declared tool;
- ``name="read<|message|>"``: no name holds ``<`` (``tool_call.unrecognized``); Ollama cuts the
  token out;
- ``<|start|>`` written as text in an answer is a control token, dropped from content;
- ``to=get_weather<|message|>{"city":"SF"}`` (JSON, no block): not a Glimmer call; Ollama
  rejects it, and with every format installed Harmony reads it;
- ``to=self<|message|>unfinished`` at the end of the text: reasoning, not an error, and
  ``to=weather<|message|><atem:invoke name="get_weather">``: a call (closers missing at the
  very end of the text are accepted, DESIGN 3a); LMDeploy's ``validate_complete`` rejects
  both.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import assert_peer_case

FMT = "glimmer"
OLLAMA = "ollama/ollama model/parsers/glimmer_test.go::"
LMDEPLOY = "InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_muse_glimmer_parser.py::"


def atem(name: str, parameters: str) -> str:
    """An ATEM block in the template's layout (one tag per line)."""
    return (f'<atem:function_calls>\n<atem:invoke name="{name}">\n{parameters}'
            "</atem:invoke>\n</atem:function_calls>")


def tool(name: str, properties: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"type": "function", "function": {
        "name": name, "parameters": {"type": "object", "properties": properties or {}}}}


CITY = tool("get_weather", {"city": {"type": "string"}})
BASH = tool("muse.bash", {"command": {"type": "string"}})
BASH_ATEM = atem("muse.bash", '<atem:parameter name="command">pwd && ls -la</atem:parameter>\n')
BASH_CALL = [{"name": "muse.bash", "arguments": {"command": "pwd && ls -la"}}]
RUN = tool("tools.run", {
    "text": {"type": "string"}, "count": {"type": "integer"}, "enabled": {"type": "boolean"},
    "items": {"type": "array"}, "config": {"type": "object"},
    "choice": {"anyOf": [{"type": "null"}, {"type": "string"}]},
})
LITERAL = "literal <|eot|> and <|start|>assistant to=user<|message|> text"
LMDEPLOY_RESPONSE = (
    "to=self<|message|>I should check both places.<|eom|>"
    "<|start|>assistant to=weather<|message|><atem:function_calls>"
    '<atem:invoke name="get_weather">'
    '<atem:parameter name="city">"Paris"</atem:parameter>'
    '<atem:parameter name="days">3</atem:parameter>'
    "</atem:invoke>"
    '<atem:invoke name="get_time">'
    '<atem:parameter name="zone">Europe/Paris</atem:parameter>'
    "</atem:invoke>"
    "</atem:function_calls><|eom|>"
    "<|start|>assistant to=user<|message|>Here is the result.<|eot|>"
)

#: (source, model output, tools, expected calls or "error", content or None, reasoning or None)
CASES: list[tuple[str, str, Any, Any, str | None, str | None]] = [
    (OLLAMA + "TestGlimmerParserFinalAnswer", " to=user<|message|>Hello", None, [],
     "Hello", None),
    (OLLAMA + "TestGlimmerParserSelfRecipientIsThinking",
     " to=self<|message|>Check the facts.", None, [], "", "Check the facts."),
    (OLLAMA + "TestGlimmerParserSuppressesThinking",
     " to=self<|message|>Check the facts.<|eom|><|start|>assistant to=user<|message|>Answer"
     "<|eot|>", None, [], "Answer", None),
    (OLLAMA + "TestGlimmerParserStreamingATEMAtEveryBoundary",
     " to=get_weather<|message|>"
     + atem("get_weather", '<atem:parameter name="city">SF</atem:parameter>\n') + "<|eot|>",
     [CITY], [{"name": "get_weather", "arguments": {"city": "SF"}}], "", None),
    (OLLAMA + "TestGlimmerParserATEMValueTypesAndWhitespace",
     " to=tools.run<|message|>" + atem(
         "tools.run",
         '<atem:parameter name="text"> keep  spaces </atem:parameter>\n'
         '<atem:parameter name="count">3</atem:parameter>\n'
         '<atem:parameter name="enabled">true</atem:parameter>\n'
         '<atem:parameter name="items">["one", "two"]</atem:parameter>\n'
         '<atem:parameter name="config">{"mode":"fast"}</atem:parameter>\n'
         '<atem:parameter name="choice">null</atem:parameter>\n'),
     [RUN],
     [{"name": "tools.run", "arguments": {
         "text": " keep  spaces ", "count": 3, "enabled": True, "items": ["one", "two"],
         "config": {"mode": "fast"}, "choice": None}}], "", None),
    (OLLAMA + "TestGlimmerParserATEMValueMayContainControlTokenText",
     " to=echo<|message|>"
     + atem("echo", f'<atem:parameter name="text">{LITERAL}</atem:parameter>\n') + "<|eot|>",
     [tool("echo", {"text": {"type": "string"}})],
     [{"name": "echo", "arguments": {"text": LITERAL}}], "", None),
    (OLLAMA + "TestGlimmerParserMultipleMessagesAndIndices",
     " to=self<|message|>Think<|eom|><|start|>assistant to=first<|message|>"
     + atem("first", '<atem:parameter name="x">1</atem:parameter>\n') + "<|eom|>"
     "<|start|>assistant to=second<|message|>" + atem("second", "") + "<|eot|>",
     [tool("first", {"x": {"type": "integer"}}), tool("second")],
     [{"name": "first", "arguments": {"x": 1}}, {"name": "second", "arguments": {}}],
     "", "Think"),
    (OLLAMA + "TestGlimmerParserNamespacedSelfReference (read.read, read)",
     " to=read.read<|message|>"
     + atem("read", '<atem:parameter name="path">go.mod</atem:parameter>\n') + "<|eot|>",
     [tool("read", {"path": {"type": "string"}})],
     [{"name": "read", "arguments": {"path": "go.mod"}}], "", None),
    (OLLAMA + "TestGlimmerParserRejectsMismatchedATEMInvoke",
     " to=get_weather<|message|>" + atem("read_file", ""), [tool("get_weather")], "error",
     None, None),
    (OLLAMA + "TestGlimmerParserFumbledRecipientToolCallFallback/namespace recipient",
     " to=muse<|message|>" + BASH_ATEM + "<|eom|>", [BASH], BASH_CALL, "", None),
    (OLLAMA + "TestGlimmerParserFumbledRecipientToolCallFallback/missing recipient",
     "<|message|>" + BASH_ATEM + "<|eom|>", [BASH], BASH_CALL, "", None),
    (OLLAMA + "TestGlimmerParserFumbledRecipientToolCallFallback/user recipient",
     " to=user<|message|>" + BASH_ATEM + "<|eot|>", [BASH], BASH_CALL, "", None),
    (OLLAMA + "TestGlimmerParserFumbledRecipientToolCallFallback/wrapper as recipient",
     " to=atem:function_calls<|message|>" + BASH_ATEM + "<|eom|>", [BASH], BASH_CALL, "",
     None),
    (OLLAMA + "TestGlimmerParserFumbledRecipientToolCallFallback/after thinking",
     " to=self<|message|>let me look<|eom|><|start|>assistant<|message|>" + BASH_ATEM
     + "<|eom|>", [BASH], BASH_CALL, "", "let me look"),
    (OLLAMA + "TestGlimmerParserFumbledRecipientToolCallFallback/implicit boundary",
     "<|message|>" + BASH_ATEM + "<|start|>assistant to=user<|message|>Done<|eot|>", [BASH],
     BASH_CALL, "Done", None),
    (OLLAMA + "TestGlimmerParserFumbledRecipientStreaming",
     "<|message|>" + atem("muse.bash", '<atem:parameter name="command">pwd</atem:parameter>\n')
     + "<|eom|>", [BASH], [{"name": "muse.bash", "arguments": {"command": "pwd"}}], "", None),
    (OLLAMA + "TestGlimmerParserImplicitMessageBoundary",
     " to=self<|message|>Think<|start|>assistant to=get_weather<|message|>"
     + atem("get_weather", '<atem:parameter name="city">SF</atem:parameter>\n')
     + "<|start|>assistant to=user<|message|>Done<|eot|>",
     [CITY], [{"name": "get_weather", "arguments": {"city": "SF"}}], "Done", "Think"),
    (OLLAMA + "TestGlimmerParserWithholdsSplitControlToken",
     " to=user<|message|>Hello<|eot|>", None, [], "Hello", None),
    (OLLAMA + "TestGlimmerParserLiteralStartTokenInMessages/thinking",
     " to=self<|message|>Use `<|start|>` here.", None, [], "", "Use `<|start|>` here."),
    (LMDEPLOY + "test_complete_reasoning_content_and_parallel_tools", LMDEPLOY_RESPONSE, None,
     [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}},
      {"name": "get_time", "arguments": {"zone": "Europe/Paris"}}],
     "Here is the result.", "I should check both places."),
    (LMDEPLOY + "test_validation_rejects_unclosed_protocol_sections (visible response)",
     "to=user<|message|>visible response", None, [], "visible response", None),
]


@pytest.mark.parametrize(
    ("text", "tools", "expected", "content", "reasoning"),
    [case[1:] for case in CASES],
    ids=[case[0].rsplit("::", 1)[-1] for case in CASES],
)
def test_peer_case(text: str, tools: Any, expected: Any, content: str | None,
                   reasoning: str | None) -> None:
    assert_peer_case(text, tools, FMT, expected, content, reasoning=reasoning,
                     source=text)
