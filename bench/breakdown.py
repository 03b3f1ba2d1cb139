"""Where the time of one parse goes: the engine's steps timed one by one, in one process.

    python bench/breakdown.py          # a, b, h, i (the inputs that miss a goal)

docs/performance.md quotes its output. Each line is the best of many timeit loops, in
microseconds. For input a it also times ``toy``: a Hermes-only parser that does the least any
parser must (one scan for other markers, the payload's ``orjson.loads``, a dict check) and none
of the strict checks; it bounds what CPython can do on that input.
"""

from __future__ import annotations

import re
import sys
import timeit
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import orjson

sys.path.insert(0, str(Path(__file__).parent))

import inputs

import toolcalls
from toolcalls.prefilter import TierPlan
from toolcalls.toolkit import calls_from_json, is_call_shape, parse_json
from toolcalls.toolkit.json import needs_exact_parse
from toolcalls.toolkit.stops import Stops

OPEN, CLOSE = "<tool_call>", "</tool_call>"
_OTHER_MARKERS = re.compile(
    r"<(?:tool_call>|\|python_tag\|>|invoke|function_calls>|\|channel\|>|\|start\|>|think>)"
)


def us(fn: Callable[[], object]) -> float:
    number, _ = timeit.Timer(fn).autorange()
    number = max(1, number // 5)
    return min(timeit.repeat(fn, number=number, repeat=30)) / number * 1e6


def toy(text: str) -> list[dict[str, Any]] | None:
    """The least a Hermes parser must do on input a, with no strict check at all."""
    lt = text.find("<")
    if text.find("[") >= 0 or _OTHER_MARKERS.findall(text, lt) != [OPEN]:
        return None
    close = text.find(CLOSE, lt)
    value = orjson.loads(text[lt + len(OPEN) : close])
    if type(value) is not dict or len(value) != 2:
        return None
    return [{"name": value["name"], "arguments": value["arguments"]}]


def tagged(key: str, text: str) -> None:
    parser = toolcalls.Parser()
    selection = parser.selection()
    plan = selection.tiers[0]
    first = text.find(OPEN)
    markers = plan.scan(text, {})
    # Hermes's lane (the other claimants of the opener, Qwen3-Coder and GLM, have theirs)
    lane = next(lane for lane in selection.lanes[OPEN] if lane.fmt.id == "hermes")
    fmt, fast_calls = lane.fmt, lane.calls
    assert fast_calls is not None, "TaggedJSON's lane gives plain tuples"
    print(f"{key}: parse_tool_calls {us(lambda: parser.parse_tool_calls(text)):8.2f}")
    print(f"{key}:   selection (cached)   {us(parser.selection):8.2f}")
    print(f"{key}:   marker scan, tier 1  {us(lambda: plan.scan(text, {})):8.2f}")
    print(f"{key}:   select candidates    {us(lambda: plan.select(markers)):8.2f}")
    print(f"{key}:   lane (fast_calls)    {us(lambda: fast_calls(text, first)):8.2f}")
    stops = Stops(text, selection.openers)
    print(f"{key}:   the tier instead     {us(lambda: fmt.extract(text, first, stops)):8.2f}")
    stretch = text[first:]
    print(f"{key}:     needs_exact_parse  {us(lambda: needs_exact_parse(stretch)):8.2f}")
    payloads = [
        text[at + len(OPEN) : text.find(CLOSE, at)]
        for at in range(len(text))
        if text.startswith(OPEN, at)
    ]
    print(f"{key}:     orjson (floor)     {us(lambda: [orjson.loads(p) for p in payloads]):8.2f}")


def message(key: str, text: str) -> None:
    value, end = parse_json(text, 0)
    print(f"{key}: parse_tool_calls {us(lambda: toolcalls.parse_tool_calls(text)):8.2f}")
    print(f"{key}:   parse_json           {us(lambda: parse_json(text, 0)):8.2f}")
    print(f"{key}:     orjson.loads       {us(lambda: orjson.loads(text)):8.2f}")
    print(f"{key}:   is_call_shape        {us(lambda: is_call_shape(value)):8.2f}")
    print(f"{key}:   calls_from_json      {us(lambda: calls_from_json(value, text, 0, end)):8.2f}")


def prose(key: str, text: str) -> None:
    registry = toolcalls.default_registry()
    print(f"{key}: parse_tool_calls {us(lambda: toolcalls.parse_tool_calls(text)):8.2f}")
    plans = toolcalls.Parser().selection().tiers
    for plan in plans:
        scan = us(partial(_scan, plan, text))
        print(f"{key}:   marker scan, tier {plan.tier}  {scan:8.2f}")
    for fmt in registry.formats:  # each alone; the engine skips those whose markers are absent
        at = fmt.detect(text, 0)
        detect = us(partial(fmt.detect, text, 0))
        stops = Stops(text, ())
        extract = us(partial(fmt.extract, text, at, stops)) if at >= 0 else 0.0
        print(f"{key}:   {fmt.id:10} detect {detect:8.2f}  extract {extract:8.2f}")


def _scan(plan: TierPlan, text: str) -> dict[str, int]:
    return plan.scan(text, {})  # a new cache each time: every pass is paid


def main() -> None:
    toolcalls.parse_tool_calls("warm up")
    a, b = inputs.case_a().text, inputs.case_b().text
    print(f"a: toy (no strict check) {us(lambda: toy(a)):8.2f}")
    tagged("a", a)
    tagged("b", b)
    message("h", inputs.case_h().text)
    prose("i", inputs.case_i().text)


if __name__ == "__main__":
    main()
