"""The first-party formats as data: id, distribution, folder, markers.

The core knows which formats exist even when they are not installed, so that a text holding
another format's marker can say which distribution to install instead of a bare
``tool_call.not_found``. This is data, not code: each entry is what the first-party plugin
declares (its ``FormatSpec`` id, tier and markers, its distribution name and its folder under
``plugins/``); tests/test_catalog.py keeps the two equal.

``evidence`` is what suggests the format in a text: its markers for the tagged formats; for
the JSON and Python tiers, whose markers (``{``, ``(``) occur in any prose, a quoted call key
and nothing (the Python tier is never suggested: a parenthesis is no evidence of a call).

:func:`missing_formats` names the first-party formats that are not installed and whose
evidence occurs in a text; :func:`missing_hint` is the sentence ``toolcalls parse`` prints
(and the engine's ``not_found`` message can append).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

__all__ = [
    "FORMATS",
    "INSTALL_HINT",
    "CatalogEntry",
    "first_party",
    "install_command",
    "missing_formats",
    "missing_hint",
]


class CatalogEntry(NamedTuple):
    """One first-party format."""

    id: str
    tier: int
    distribution: str
    folder: str
    markers: tuple[str, ...]
    evidence: tuple[str, ...]


def _entry(id: str, tier: int, distribution: str, folder: str, markers: tuple[str, ...], *,
           evidence: tuple[str, ...] | None = None) -> CatalogEntry:
    """An entry whose evidence is its markers unless said otherwise."""
    return CatalogEntry(id, tier, distribution, folder, markers,
                        markers if evidence is None else evidence)


#: The first-party formats in (tier, id) order. ``functionary_v32``'s ``>>>`` (a REPL prompt)
#: and the Python tier's ``(`` are no evidence.
FORMATS: tuple[CatalogEntry, ...] = (
    _entry("apertus", 1, "toolcalls-apertus", "plugins/apertus",
           ("<|tools_prefix|>",)),
    _entry("bracket", 1, "toolcalls-bracket", "plugins/bracket",
           ("[TOOL_CALL]",)),
    _entry("command_r", 1, "toolcalls-command-r", "plugins/command_r",
           ("<|START_ACTION|>",)),
    _entry("command_r_action", 1, "toolcalls-command-r", "plugins/command_r",
           ("Action: ```json", "Action:\n```json", "Action:```json")),
    _entry("deepseek_v3", 1, "toolcalls-deepseek", "plugins/deepseek",
           (
               "<｜tool\\_calls\\_begin｜>", "<｜tool▁calls▁begin｜>", "<|tool▁calls▁begin|>",
               "<|tool_calls_begin|>", "<｜tool calls begin｜>", "<｜tool▁calls｜>",
               "<|tool▁calls|>", "<|tool_calls|>",
               "<｜tool▁call▁begin｜>", "<|tool▁call▁begin|>", "<|tool_call_begin|>",
           )),
    _entry("deepseek_v31", 1, "toolcalls-deepseek", "plugins/deepseek",
           (
               "<｜tool\\_calls\\_begin｜>", "<｜tool▁calls▁begin｜>", "<|tool▁calls▁begin|>",
               "<|tool_calls_begin|>", "<｜tool calls begin｜>", "<｜tool▁calls｜>",
               "<|tool▁calls|>", "<|tool_calls|>",
               "<｜tool▁call▁begin｜>", "<|tool▁call▁begin|>", "<|tool_call_begin|>",
           )),
    _entry("deepseek_v32", 1, "toolcalls-deepseek", "plugins/deepseek",
           (
               "<｜DSML｜invoke", "<|DSML|invoke", "<｜｜DSML｜｜invoke", "<||DSML||invoke",
               "<｜｜DSML｜｜function_calls>", "<||DSML||function_calls>",
               "<｜DSML｜function_calls>", "<|DSML|function_calls>",
           )),
    _entry("deepseek_v4", 1, "toolcalls-deepseek", "plugins/deepseek",
           (
               "<｜DSML｜invoke", "<|DSML|invoke", "<｜｜DSML｜｜invoke", "<||DSML||invoke",
               "<｜｜DSML｜｜tool_calls>", "<||DSML||tool_calls>", "<｜DSML｜tool_calls>",
               "<|DSML|tool_calls>",
           )),
    _entry("deepseek_v41", 1, "toolcalls-deepseek", "plugins/deepseek",
           (
               "<｜DSML｜ invoke", "<|DSML| invoke", "<｜｜DSML｜｜ invoke", "<||DSML|| invoke",
               "<｜｜DSML｜｜ calls>", "<||DSML|| calls>", "<｜DSML｜ calls>", "<|DSML| calls>",
           )),
    _entry("dots", 1, "toolcalls-dots", "plugins/dots",
           ("<dots_function_call>",)),
    _entry("functionary_v31", 1, "toolcalls-functionary", "plugins/functionary",
           ("<function=",)),
    _entry("functionary_v32", 1, "toolcalls-functionary", "plugins/functionary",
           (">>>",),
           evidence=()),
    _entry("functiongemma", 1, "toolcalls-gemma", "plugins/gemma",
           ("<start_function_call>",)),
    _entry("gemma3", 1, "toolcalls-gemma", "plugins/gemma",
           ("```tool_code",)),
    _entry("gemma4", 1, "toolcalls-gemma", "plugins/gemma",
           ("<|tool_call>",)),
    _entry("gigachat", 1, "toolcalls-gigachat", "plugins/gigachat",
           ("function call<|role_sep|>",)),
    _entry("gigachat35", 1, "toolcalls-gigachat", "plugins/gigachat",
           ("<｜GCML｜tool_calls>", "<|GCML|tool_calls>")),
    _entry("glimmer", 1, "toolcalls-muse", "plugins/muse",
           ("<atem:function_calls>", "<atem:invoke")),
    _entry("glm4", 1, "toolcalls-glm4", "plugins/glm4",
           ("<tool_call>",)),
    _entry("granite", 1, "toolcalls-granite", "plugins/granite",
           ("<|tool_call|>",)),
    _entry("granite_20b_fc", 1, "toolcalls-granite", "plugins/granite",
           ("<function_call>",)),
    _entry("harmony", 1, "toolcalls-harmony", "plugins/harmony",
           ("<|message|>", "<|channel|>", "<|start|>")),
    _entry("hermes", 1, "toolcalls-hermes", "plugins/hermes",
           ("<tool_call>",)),
    _entry("hunyuan", 1, "toolcalls-hunyuan", "plugins/hunyuan",
           ("<tool_calls>",)),
    _entry("hunyuan_dense", 1, "toolcalls-hunyuan", "plugins/hunyuan",
           ("<tool_calls>",)),
    _entry("hy_v3", 1, "toolcalls-hunyuan", "plugins/hunyuan",
           ("<tool_calls>", "<tool_calls:")),
    _entry("hy_v4", 1, "toolcalls-hunyuan", "plugins/hunyuan",
           ("<tool_calls>", "<tool_calls:")),
    _entry("internlm", 1, "toolcalls-internlm", "plugins/internlm",
           ("<|action_start|>",)),
    _entry("iquest_coder_v2", 1, "toolcalls-iquest", "plugins/iquest",
           ("<iquestcoder_tool_call>",)),
    _entry("iquest_q1", 1, "toolcalls-iquest", "plugins/iquest",
           ("<iquest_tool_call>",)),
    _entry("jamba", 1, "toolcalls-jamba", "plugins/jamba",
           ("<tool_calls>",)),
    _entry("k2_horizon", 1, "toolcalls-k2-horizon", "plugins/k2_horizon",
           ("<ifm|tool_call>",)),
    _entry("kimi_k2", 1, "toolcalls-kimi", "plugins/kimi",
           ("<|tool_calls_section_begin|>", "<|tool_call_begin|>")),
    _entry("kimi_k3", 1, "toolcalls-kimi", "plugins/kimi",
           ("<|open|>tools<|sep|>", "<|open|>call")),
    _entry("lfm2", 1, "toolcalls-lfm2", "plugins/lfm2",
           ("<|tool_call_start|>",)),
    _entry("llama", 1, "toolcalls-llama", "plugins/llama",
           ("<|python_tag|>",)),
    _entry("llama4", 1, "toolcalls-llama4", "plugins/llama4",
           ("<|python_start|>",)),
    _entry("longcat", 1, "toolcalls-longcat", "plugins/longcat",
           ("<longcat_tool_call>",)),
    _entry("longcat_kv", 1, "toolcalls-longcat", "plugins/longcat",
           ("<longcat_tool_call>",)),
    _entry("minicpm", 1, "toolcalls-minicpm", "plugins/minicpm",
           ("<function",)),
    _entry("minimax_m1", 1, "toolcalls-minimax", "plugins/minimax",
           ("<tool_calls>",)),
    _entry("minimax_m2", 1, "toolcalls-minimax", "plugins/minimax",
           ("<minimax:tool_call>",)),
    _entry("minimax_m3", 1, "toolcalls-minimax", "plugins/minimax",
           ("]<]minimax[>[<tool_call>",)),
    _entry("mistral", 1, "toolcalls-mistral", "plugins/mistral",
           ("[TOOL_CALLS]",)),
    _entry("nemotron", 1, "toolcalls-nemotron", "plugins/nemotron",
           ("<TOOLCALL>",)),
    _entry("olmo3", 1, "toolcalls-olmo3", "plugins/olmo3",
           ("<function_calls>",)),
    _entry("pangu", 1, "toolcalls-huawei", "plugins/huawei",
           ("[unused11]",)),
    _entry("phi4", 1, "toolcalls-phi4", "plugins/phi4",
           ("functools[", "functools{")),
    _entry("plamo3", 1, "toolcalls-pfn", "plugins/pfn",
           ("<|plamo:begin_tool_requests:plamo|>", "<|plamo:begin_tool_request:plamo|>")),
    _entry("qwen25_coder", 1, "toolcalls-qwen3-coder", "plugins/qwen3_coder",
           ("<tools>",)),
    _entry("qwen3_coder", 1, "toolcalls-qwen3-coder", "plugins/qwen3_coder",
           ("<tool_call>", "<function=")),
    _entry("seed_oss", 1, "toolcalls-seed-oss", "plugins/seed_oss",
           ("<seed:tool_call>",)),
    _entry("solar_open2", 1, "toolcalls-upstage", "plugins/upstage",
           ("<|tool_call:start|>",)),
    _entry("step3", 1, "toolcalls-step3", "plugins/step3",
           ("<｜tool_call_begin｜>", "<｜tool_calls_begin｜>")),
    _entry("telechat3_coder", 1, "toolcalls-telechat", "plugins/telechat",
           ("<tool_call>",), evidence=("<param_key>",)),
    _entry("xml_invoke", 1, "toolcalls-xml-invoke", "plugins/xml_invoke",
           ("<invoke", "<function_calls>")),
    _entry("json", 2, "toolcalls-openai-json", "plugins/openai_json",
           ("{",),
           evidence=("\"name\"", "\"tool_calls\"", "\"function_call\"")),
    _entry("python", 3, "toolcalls-python-call", "plugins/python_call",
           ("(",),
           evidence=()),
)

#: How to install formats, for messages: it works from a checkout (wheels built by
#: ``make dist``, or the plugin folders) as long as nothing is published on an index.
INSTALL_HINT = (
    "install formats with `pip install --find-links dist 'toolcalls[all]'` (wheels built by "
    "`make dist` in a toolcalls checkout), one at a time with `pip install --find-links dist "
    "toolcalls-hermes`, or `pip install ./plugins/hermes` from the checkout; `toolcalls "
    "formats` lists what is installed"
)


_BY_ID = {entry.id: entry for entry in FORMATS}


def first_party(format_id: str) -> CatalogEntry | None:
    """The catalog's entry of a first-party format id, or None."""
    return _BY_ID.get(format_id)


def install_command(entry: CatalogEntry) -> str:
    """The commands that install one format from a checkout."""
    return (
        f"`pip install --find-links dist {entry.distribution}` (after `make dist`) or "
        f"`pip install ./{entry.folder}`"
    )


def missing_formats(text: str, installed: Iterable[str]) -> list[CatalogEntry]:
    """The first-party formats not in ``installed`` whose evidence occurs in ``text``, in
    (tier, id) order. One substring test per marker: cheap enough for a message."""
    have = set(installed)
    return [
        entry
        for entry in FORMATS
        if entry.id not in have and any(marker in text for marker in entry.evidence)
    ]


def missing_hint(text: str, installed: Iterable[str]) -> str | None:
    """A sentence naming the not-installed formats whose markers occur in ``text``, with how
    to install each; None when there is none."""
    missing = missing_formats(text, installed)
    if not missing:
        return None
    parts = [
        f"{entry.id} ({entry.distribution}, marker {next(m for m in entry.evidence if m in text)!r}"
        f"): install it with {install_command(entry)}"
        for entry in missing
    ]
    return "the text holds markers of formats that are not installed: " + "; ".join(parts)
