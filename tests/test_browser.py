"""The playground page end to end in headless Chromium (the harness is in conftest.py).

Each test types or picks a model output, waits until the page is idle (``body[data-idle]``:
no parse pending or in flight) and checks what a person would see: the calls JSON, the
highlighted spans in the text, the error marker, content and reasoning, conversions. No test
may leave a console error, a page error or a failed request behind.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import toolcalls

HERMES = '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>'
BROKEN = '<tool_call>{"name": "get_time", "arguments": {"tz": "UTC",}}</tool_call>'


def colour_of(format_id: str) -> int:
    return toolcalls.default_registry().ids.index(format_id) % 10


def open_page(tab: Any, server: Any) -> Any:
    page = tab.page
    page.goto(server.url)
    page.wait_for_selector("#formats input[type=checkbox]")
    settle(page)
    return page


def settle(page: Any) -> None:
    page.wait_for_selector("body[data-idle=true]")


def type_text(page: Any, text: str) -> None:
    page.fill("#text", text)
    settle(page)


def shown_calls(page: Any) -> list[dict[str, Any]]:
    value: list[dict[str, Any]] = json.loads(page.text_content("#calls"))
    return value


def joined(page: Any, selector: str) -> str:
    return "".join(page.eval_on_selector_all(selector, "nodes => nodes.map(n => n.textContent)"))


def no_problems(tab: Any) -> None:
    assert tab.problems == []


def test_page_lists_formats_examples_and_features(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    registry = toolcalls.default_registry()
    boxes = page.eval_on_selector_all(
        "#formats input[type=checkbox]", "nodes => nodes.map(n => [n.value, n.checked])"
    )
    assert boxes == [[format_id, True] for format_id in registry.ids]
    labels = page.eval_on_selector_all("#example option", "nodes => nodes.map(n => n.textContent)")
    with_examples = [f.id for f in registry.formats if f.spec.examples]
    assert labels == ["pick an example...", *with_examples, "broken (hermes)"]
    assert page.is_disabled("#replay") == (not hasattr(toolcalls, "StreamParser"))
    assert page.text_content("#version") == f"toolcalls {toolcalls.__version__}"
    targets = page.eval_on_selector_all("#convert-to option", "nodes => nodes.map(n => n.value)")
    assert targets == ["openai", "responses", "anthropic", *registry.ids]
    no_problems(tab)


def test_a_typed_hermes_call_is_shown_and_highlighted(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    text = f"Sure, checking. {HERMES}"
    type_text(page, text)
    start = text.index("<tool_call>")
    assert shown_calls(page) == [
        {
            "name": "get_weather",
            "arguments": {"city": "Paris"},
            "format": "hermes",
            "span": [start, len(text)],
        }
    ]
    assert joined(page, '#view .hl.call[data-call="0"]') == HERMES
    classes = page.get_attribute('#view .hl.call[data-call="0"]', "class")
    assert classes is not None and f"c{colour_of('hermes')}" in classes.split()
    # The highlight has the colour of the hermes swatch next to its checkbox.
    swatch = page.eval_on_selector(
        "#formats input[value=hermes] + .swatch", "n => getComputedStyle(n).backgroundColor"
    )
    mark = page.eval_on_selector(
        '#view .hl.call[data-call="0"]', "n => getComputedStyle(n).backgroundColor"
    )
    assert mark == swatch and mark != "rgba(0, 0, 0, 0)"
    assert page.text_content("#content") == "Sure, checking."
    assert page.text_content("#reasoning") == "(no reasoning block)"
    assert page.text_content("#errors") == "none"
    assert page.text_content("#status") == "strict: 1 call(s), 0 error(s)"
    converted = json.loads(page.text_content("#converted"))
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}}]
    assert converted == toolcalls.to_openai(calls, deterministic=True)
    no_problems(tab)


def test_a_typed_broken_call_marks_the_error(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    type_text(page, BROKEN)
    with pytest.raises(toolcalls.ToolCallError) as raised:
        toolcalls.parse_tool_calls(BROKEN)
    err = raised.value
    assert shown_calls(page) == []
    item = page.query_selector("#errors li.error")
    assert item is not None
    assert item.get_attribute("data-code") == "json.trailing_comma"
    assert item.text_content() == (
        f"json.trailing_comma at {err.line}:{err.column} (hermes): {err.message}"
    )
    # The broken call is underlined and the offending character is marked.
    assert joined(page, "#view .hl.broken") == BROKEN
    marker = page.query_selector("#view .hl.errpos")
    assert marker is not None
    assert marker.text_content() == BROKEN[err.position or 0] == ","
    assert marker.get_attribute("data-code") == "json.trailing_comma"
    before = page.evaluate(
        "() => { const v = document.getElementById('view'); const r = document.createRange();"
        " r.setStart(v, 0); r.setEndBefore(v.querySelector('.errpos'));"
        " return r.toString().length; }"
    )
    assert before == err.position
    assert page.text_content("#converted") == "(no calls to convert)"
    no_problems(tab)


def test_an_error_at_the_end_of_the_text_is_marked_there(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    text = '<tool_call>{"name": "f", "arguments": {'
    type_text(page, text)
    marker = page.query_selector("#view .hl.errpos.eoi")
    assert marker is not None
    assert marker.get_attribute("data-code") == "json.unexpected_end"
    after = page.eval_on_selector("#view .eoi", "n => getComputedStyle(n, '::after').content")
    assert "end of input" in after
    no_problems(tab)


def test_strict_and_lenient_modes(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    text = f"<think>Weather, then time.</think>{HERMES}\n{BROKEN}\nDone."
    type_text(page, text)
    assert shown_calls(page) == []
    assert page.eval_on_selector_all("#errors li.error", "n => n.length") == 1
    page.check("input[name=mode][value=lenient]")
    settle(page)
    assert [c["name"] for c in shown_calls(page)] == ["get_weather"]
    assert page.text_content("#status") == "lenient: 1 call(s), 1 error(s)"
    assert joined(page, '#view .hl.call[data-call="0"]') == HERMES
    assert joined(page, "#view .hl.broken") == BROKEN
    assert page.text_content("#content") == "Done."
    assert page.text_content("#reasoning") == "Weather, then time."
    assert joined(page, "#view .hl.reasoning") == "<think>Weather, then time.</think>"
    page.check("input[name=mode][value=strict]")
    settle(page)
    assert shown_calls(page) == []
    no_problems(tab)


def test_picking_examples(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    mistral = toolcalls.default_registry().get("mistral").spec.examples[0]
    page.select_option("#example", label="mistral")
    settle(page)
    assert page.input_value("#text") == mistral
    calls = shown_calls(page)
    assert [c["format"] for c in calls] == ["mistral"]
    assert joined(page, '#view .hl.call[data-call="0"]') == mistral[slice(*calls[0]["span"])]
    page.select_option("#example", label="broken (hermes)")
    page.check("input[name=mode][value=lenient]")
    settle(page)
    assert len(shown_calls(page)) == 1
    assert page.get_attribute("#errors li.error", "data-code") == "json.trailing_comma"
    no_problems(tab)


def test_unchecking_a_format_hands_the_text_to_the_next_tier(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    type_text(page, HERMES)
    assert [c["format"] for c in shown_calls(page)] == ["hermes"]
    page.uncheck("#formats input[value=hermes]")
    settle(page)
    # Without hermes, the JSON object between the tags is found by the json tier.
    assert [c["format"] for c in shown_calls(page)] == ["json"]
    classes = page.get_attribute('#view .hl.call[data-call="0"]', "class") or ""
    assert f"c{colour_of('json')}" in classes.split()
    for box in page.query_selector_all("#formats input[type=checkbox]"):
        box.uncheck()
    settle(page)
    assert page.text_content("#status") == "choose at least one format"
    no_problems(tab)


def test_offsets_are_code_points(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    text = f"\U0001f600 caf\u00e9 {HERMES}"  # an emoji is two UTF-16 units, one code point
    type_text(page, text)
    assert shown_calls(page)[0]["span"] == [7, len(text)]
    assert joined(page, '#view .hl.call[data-call="0"]') == HERMES
    no_problems(tab)


def test_conversions(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    type_text(page, HERMES)
    calls = [{"name": "get_weather", "arguments": {"city": "Paris"}}]
    page.select_option("#convert-to", "anthropic")
    settle(page)
    assert json.loads(page.text_content("#converted")) == toolcalls.to_anthropic(
        calls, deterministic=True
    )
    page.select_option("#convert-to", "python")
    settle(page)
    assert page.text_content("#converted") == toolcalls.render(calls, "python")
    type_text(page, '<tool_call>{"name": "get:weather", "arguments": {}}</tool_call>')
    with pytest.raises(ValueError) as raised:
        toolcalls.render([{"name": "get:weather", "arguments": {}}], "python")
    assert page.text_content("#converted") == (
        f"cannot write these calls as python: {raised.value}"
    )
    assert "error" in (page.get_attribute("#converted", "class") or "")
    no_problems(tab)


def test_run_1000_times(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    type_text(page, HERMES)
    page.click("#bench")
    page.wait_for_selector("#bench-result[data-per-parse-us]")
    shown = page.text_content("#bench-result") or ""
    assert re.fullmatch(
        r"1,000 strict parses in [\d.]+ ms: [\d.]+ \u00b5s per parse, timed on the server", shown
    ), shown
    assert float(page.get_attribute("#bench-result", "data-per-parse-us") or 0) > 0
    no_problems(tab)


def test_tools_box(tab: Any, playground: Any) -> None:
    page = open_page(tab, playground)
    type_text(page, HERMES)
    page.click("#tools-box summary")
    page.fill("#tools", "[{not json")
    settle(page)
    assert (page.text_content("#tools-status") or "").startswith("not valid JSON: ")
    page.fill("#tools", '{"name": "get_weather"}')
    settle(page)
    assert page.text_content("#tools-status") == "the tools must be a JSON array"
    page.fill("#tools", '[{"name": "get_weather", "parameters": {"type": "object"}}]')
    settle(page)
    assert [c["name"] for c in shown_calls(page)] == ["get_weather"]
    if "tools" not in __import__("inspect").signature(toolcalls.parse).parameters:
        status = page.text_content("#status") or ""
        assert status.startswith("strict: 1 call(s), 0 error(s) - tools need a newer toolcalls")
    no_problems(tab)


def test_eval_report_renders_without_console_errors(tab: Any, tmp_path: Any) -> None:
    from pathlib import Path

    from toolcalls.evaluation import EvalConfig, json_report, run_eval
    from toolcalls.report import build_report

    data = Path(__file__).resolve().parents[1] / "examples" / "eval.jsonl"
    with data.open("rb") as handle:
        total = run_eval(handle, EvalConfig(id_field="id"))
    report = json_report("examples/eval.jsonl", total)
    target = tmp_path / "report.html"
    target.write_text(build_report(report), encoding="utf-8")
    page = tab.page
    page.goto(target.as_uri())
    page.wait_for_load_state("load")
    embedded = page.evaluate("() => JSON.parse(document.getElementById('report-data').textContent)")
    assert embedded == json.loads(json.dumps(report))
    sizes = page.eval_on_selector_all(
        "svg",
        "ns => ns.map(n => [n.getBoundingClientRect().width, n.getBoundingClientRect().height])",
    )
    assert len(sizes) == 3 and all(w > 300 and h > 100 for w, h in sizes), sizes
    # Chart text is real text (svg.fonttype none): the metric names are on the page.
    titles = page.eval_on_selector_all("svg text", "nodes => nodes.map(n => n.textContent)")
    assert {"has_call", "call_f1", "json.trailing_comma", "lookup_order"} <= set(titles)
    shown = page.eval_on_selector(
        'td[data-key=\'["summary", "means", "has_call"]\']', "n => n.textContent"
    )
    assert shown == f"{report['summary']['means']['has_call']:.3f}"
    assert page.eval_on_selector_all("section.sample", "n => n.length") == 10
    no_problems(tab)


class _Event:
    def __init__(self, kind: str, **fields: object) -> None:
        self.kind = kind
        for name, value in fields.items():
            setattr(self, name, value)


class _StandInStreamParser:
    """DESIGN.md section 7's interface, enough to drive the replay: content per chunk, then
    the calls of the whole text at close."""

    def __init__(self, *, formats: object = None) -> None:
        self.text = ""

    def feed(self, chunk: str) -> list[_Event]:
        self.text += chunk
        return [_Event("content", text=chunk)]

    def close(self) -> list[_Event]:
        events = []
        for index, call in enumerate(toolcalls.parse(self.text).calls):
            events.append(
                _Event("call_start", index=index, name=call.name, id=None, format=call.format)
            )
            events.append(_Event("call_end", index=index, call=call))
        return events


def test_replay_as_a_stream_lights_up_with_a_stream_parser(
    tab: Any, playground: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(toolcalls, "StreamParser", _StandInStreamParser, raising=False)
    page = open_page(tab, playground)
    assert page.is_enabled("#replay")
    type_text(page, HERMES)
    page.click("#replay")
    chunks = -(-len(HERMES) // 8)  # chunks of 8 characters, then close()
    page.wait_for_function(
        "n => document.querySelectorAll('#events li.event').length === n", arg=chunks + 2
    )
    events = page.eval_on_selector_all("#events li", "ns => ns.map(n => n.textContent)")
    assert events[0] == f"chunk 0 content {json.dumps(HERMES[:8])}"
    assert events[-2] == f"chunk {chunks} call_start index=0 name=get_weather format=hermes"
    call = {"name": "get_weather", "arguments": {"city": "Paris"}, "format": "hermes"}
    compact = json.dumps(call, separators=(",", ":"))
    assert events[-1] == f"chunk {chunks} call_end index=0 {compact}"
    no_problems(tab)
