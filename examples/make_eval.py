"""Generate examples/eval.jsonl: a small, deterministic evaluation set for `toolcalls eval`.

    python examples/make_eval.py            # writes examples/eval.jsonl
    python examples/make_eval.py --check    # also parses every output and checks its category

Each line is a JSON object:

    {"id": "ex-0001", "model_format": "hermes", "category": "correct",
     "output": "<tool_call>...</tool_call>", "expected": [{"name": ..., "arguments": {...}}]}

`output` and `expected` are what `toolcalls eval` reads (its default field names); `id` can be
shown with `--id-field id`; `model_format` and `category` are for people and are ignored.
A few lines give `expected` as a JSON string, which `toolcalls eval` accepts too.

Each of the eight formats gets 30 samples (240 lines) mixing correct calls,
wrong arguments, wrong names, parallel calls (one in swapped order, which `--match best`
forgives), missing and extra calls, prose where no call is expected, a call where none is
expected, prose where a call is expected, and broken calls (trailing commas, unclosed tags,
positional arguments, ...). The seed is fixed, so the file is the same on every run.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

SEED = 20260314
HERE = Path(__file__).resolve().parent
FORMATS = ("hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python")
#: Every category appears at least once per format; the rest of a format's 30 samples are
#: "correct" up to its share below, then drawn by the weights (formats differ, like models do).
CATEGORY_WEIGHTS = {
    "wrong_arguments": 4,
    "wrong_name": 2,
    "parallel": 2,
    "parallel_swapped": 1,
    "missing_call": 2,
    "extra_call": 1,
    "no_call": 2,
    "unwanted_call": 1,
    "missed_call": 1,
    "broken": 3,
}
PER_FORMAT = 30
CORRECT = {
    "hermes": 14,
    "bracket": 11,
    "mistral": 12,
    "llama": 10,
    "xml_invoke": 9,
    "harmony": 12,
    "json": 13,
    "python": 8,
}

Call = dict[str, Any]
R = random.Random

CITIES = ["Paris", "Berlin", "Tokyo", "São Paulo", "Nairobi", "Toronto", "Sydney", "Mumbai"]
AIRPORTS = ["CDG", "JFK", "NRT", "GRU", "NBO", "YYZ", "SYD", "BOM", "LHR", "SFO"]
QUERIES = [
    "rust async runtimes",
    "best hiking trails near Lyon",
    "python 3.13 release notes",
    "how do heat pumps work",
    "vegan lasagna recipe",
    "history of the printing press",
]
PEOPLE = ["ann", "bob", "chen", "dara", "eli", "fatou"]
SUBJECTS = ["Quarterly report", "Lunch on Friday?", "Invoice #4471", "Trip itinerary"]
BODIES = [
    "Hi team, the report is attached. Numbers look good & on track.",
    "Are you free at 12:30? The usual place.",
    "Please find the invoice attached; payment is due in 30 days.",
    "Flights are booked: CDG -> JFK on the 24th, back on the 2nd.",
]


def _weather(r: R) -> dict[str, Any]:
    return {"city": r.choice(CITIES), "unit": r.choice(["celsius", "fahrenheit"])}


def _search(r: R) -> dict[str, Any]:
    return {"query": r.choice(QUERIES), "limit": r.randint(3, 10)}


def _flight(r: R) -> dict[str, Any]:
    origin, destination = r.sample(AIRPORTS, 2)
    return {
        "origin": origin,
        "destination": destination,
        "date": f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
        "passengers": r.randint(1, 4),
    }


def _email(r: R) -> dict[str, Any]:
    return {
        "to": f"{r.choice(PEOPLE)}@example.com",
        "subject": r.choice(SUBJECTS),
        "body": r.choice(BODIES),
    }


def _event(r: R) -> dict[str, Any]:
    return {
        "title": r.choice(["Standup", "Design review", "1:1", "Retro"]),
        "start": f"2026-03-{r.randint(10, 28)}T{r.randint(8, 17):02d}:00",
        "duration_min": r.choice([15, 30, 45, 60]),
        "attendees": sorted(r.sample(PEOPLE, r.randint(1, 3))),
    }


def _stock(r: R) -> dict[str, Any]:
    return {"symbol": r.choice(["NVDA", "AAPL", "MSFT", "ASML", "TSM"])}


def _currency(r: R) -> dict[str, Any]:
    src, dst = r.sample(["EUR", "USD", "JPY", "GBP", "CHF"], 2)
    return {"amount": round(r.uniform(5, 500), 2), "from": src, "to": dst}


def _timer(r: R) -> dict[str, Any]:
    return {"minutes": r.choice([3, 5, 10, 15, 25]), "label": r.choice(["tea", "pasta", "nap"])}


def _order(r: R) -> dict[str, Any]:
    return {"order_id": r.randint(10000, 99999), "verbose": r.choice([True, False])}


TOOLS: dict[str, Callable[[R], dict[str, Any]]] = {
    "get_weather": _weather,
    "search_web": _search,
    "book_flight": _flight,
    "send_email": _email,
    "create_event": _event,
    "get_stock_price": _stock,
    "convert_currency": _currency,
    "set_timer": _timer,
    "lookup_order": _order,
}
WRONG_NAMES = {
    "get_weather": "get_forecast",
    "search_web": "web_search",
    "book_flight": "search_flights",
    "send_email": "draft_email",
    "create_event": "schedule_meeting",
    "get_stock_price": "get_quote",
    "convert_currency": "exchange_rate",
    "set_timer": "set_alarm",
    "lookup_order": "get_order",
}
PREAMBLES = [
    "",
    "",
    "Let me check that for you.\n",
    "Sure! I'll use a tool for this.\n",
    "<think>The user asked for this; one tool call is enough.</think>\n",
]
NO_CALL_OUTPUTS = [
    "The capital of Australia is Canberra, not Sydney.",
    'You can call f(x) whenever the input is {"name": "Alice", "age": 3}; '
    "arrays like [1, 2] are fine too.",
    "To use a tool, wrap the JSON in <tool_call> tags. No tool is needed here: 17 * 3 = 51.",
    "I can't browse the web, but here is what I know about heat pumps (they move heat).",
    "Happy to help! Could you tell me which city you mean?",
    "```python\nprint(sorted([3, 1, 2]))\n```\nThis prints [1, 2, 3].",
]
MISSED_CALL_OUTPUTS = [
    "I'm sorry, I don't have access to live data.",
    "The weather in Paris is usually mild in spring.",
    "I would need to search for that, but I think the answer is 42.",
]


def call(r: R, name: str | None = None) -> Call:
    name = name or r.choice(sorted(TOOLS))
    return {"name": name, "arguments": TOOLS[name](r)}


# --------------------------------------------------------------------------- renderers


def js(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def py_literal(value: Any) -> str:
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return js(value)
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{js(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    raise TypeError(value)


def py_call(c: Call) -> str:
    args = ", ".join(f"{k}={py_literal(v)}" for k, v in c["arguments"].items())
    return f"{c['name']}({args})"


def xml_value(value: Any) -> str:
    if isinstance(value, str):
        return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return js(value)


def render(fmt: str, calls: list[Call], r: R) -> str:
    pre = r.choice(PREAMBLES)
    if fmt == "hermes":
        return pre + "\n".join(f"<tool_call>\n{js(c)}\n</tool_call>" for c in calls)
    if fmt == "bracket":
        if r.random() < 0.5:
            body = [
                f"[TOOL_CALL]name={c['name']}; args={js(c['arguments'])}[/TOOL_CALL]" for c in calls
            ]
        else:
            body = [f"[TOOL_CALL]{js(c)}[/TOOL_CALL]" for c in calls]
        return pre + "\n".join(body)
    if fmt == "mistral":
        if len(calls) > 1 or r.random() < 0.5:
            return pre + "[TOOL_CALLS] " + js(calls)
        return pre + "".join(f"[TOOL_CALLS]{c['name']}[ARGS]{js(c['arguments'])}" for c in calls)
    if fmt == "llama":
        parts = [js({"name": c["name"], "parameters": c["arguments"]}) for c in calls]
        return "<|python_tag|>" + "; ".join(parts) + "<|eom_id|>"
    if fmt == "xml_invoke":
        invokes = []
        for c in calls:
            params = "".join(
                f'<parameter name="{k}">{xml_value(v)}</parameter>\n'
                for k, v in c["arguments"].items()
            )
            invokes.append(f'<invoke name="{c["name"]}">\n{params}</invoke>\n')
        return pre + "<function_calls>\n" + "".join(invokes) + "</function_calls>"
    if fmt == "harmony":
        analysis = (
            "<|start|>assistant<|channel|>analysis<|message|>The user needs a tool for this.<|end|>"
        )
        messages = "".join(
            f"<|start|>assistant<|channel|>commentary to=functions.{c['name']} "
            f"<|constrain|>json<|message|>{js(c['arguments'])}<|call|>"
            for c in calls
        )
        return (analysis if r.random() < 0.6 else "") + messages
    if fmt == "json":
        style = r.randrange(4)
        if style == 0:  # an OpenAI assistant message
            items = [
                {
                    "id": f"call_{r.randrange(16**8):08x}",
                    "type": "function",
                    "function": {"name": c["name"], "arguments": js(c["arguments"])},
                }
                for c in calls
            ]
            return js({"role": "assistant", "content": None, "tool_calls": items})
        if style == 1 and len(calls) == 1:  # a bare object
            return js(calls[0])
        if style == 2:  # Anthropic tool_use blocks
            blocks = [
                {
                    "type": "tool_use",
                    "id": f"toolu_{i:02d}",
                    "name": c["name"],
                    "input": c["arguments"],
                }
                for i, c in enumerate(calls)
            ]
            return js(blocks if len(blocks) > 1 else blocks[0])
        payload = calls[0] if len(calls) == 1 else calls
        return pre.replace("<think>", "").replace("</think>", "") + (
            "```json\n" + json.dumps(payload, ensure_ascii=False, indent=2) + "\n```"
        )
    if fmt == "python":
        if len(calls) == 1:
            return pre.replace("\n", " ") + py_call(calls[0])
        return "[" + ", ".join(py_call(c) for c in calls) + "]"
    raise ValueError(fmt)


def broken(fmt: str, c: Call, variant: int) -> str:
    """A broken output of ``fmt`` for call ``c``; three variants per format."""
    args = js(c["arguments"])
    trailing = args[:-1] + ",}"
    name = c["name"]
    table: dict[str, list[str]] = {
        "hermes": [
            f"Here is the call:\n<tool_call>\n"
            f'{{"name": "{name}", "arguments": {trailing}}}\n</tool_call>',
            f'<tool_call>\n{{"name": "{name}", "arguments": {args}}}\nI hope this helps!',
            f"<tool_call>\n{{'name': '{name}', 'arguments': {{}}}}\n</tool_call>",
        ],
        "bracket": [
            f"[TOOL_CALL]name={name}; args={trailing}[/TOOL_CALL]",
            f"[TOOL_CALL]name={name}[/TOOL_CALL]",
            f'[TOOL_CALL]{{"name": "{name}", "arguments": {args}[/TOOL_CALL]',
        ],
        "mistral": [
            f'[TOOL_CALLS] [{{"name": "{name}", "arguments": {args}]',
            f"[TOOL_CALLS]{name}[ARGS]{trailing}",
            f"[TOOL_CALLS]{name}[ARGS]",
        ],
        "llama": [
            f'<|python_tag|>{{"name": "{name}", "parameters": {trailing}}}<|eom_id|>',
            f'<|python_tag|>{name}.call("{name}", x=1)<|eom_id|>',
            f'<|python_tag|>{{"name": "{name}", "parameters": {args}<|eom_id|>',
        ],
        "xml_invoke": [
            f'<function_calls>\n<invoke name="{name}">\n<parameter name="a">1</parameter>\n'
            f'<parameter name="a">2</parameter>\n</invoke>\n</function_calls>',
            f'<function_calls>\n<invoke name="{name}">\n<parameter name="a">1</parameter>\n'
            "and then I stopped.",
            '<function_calls>\n<invoke name="">\n</invoke>\n</function_calls>',
        ],
        "harmony": [
            f"<|start|>assistant<|channel|>commentary to=functions.{name} <|constrain|>json"
            f"<|message|>{trailing}<|call|>",
            f"<|start|>assistant<|channel|>commentary to=functions.{name} <|constrain|>json"
            f'<|message|>["not", "an", "object"]<|call|>',
            f"<|start|>assistant<|channel|>commentary to=functions.{name} <|constrain|>json"
            f"<|message|>{args[:-1]}<|call|>",
        ],
        "json": [
            f'```json\n{{"name": "{name}", "arguments": {trailing}}}\n```',
            f'{{"name": "{name}", "arguments": {{"value": NaN}}}}',
            f'{{"type": "function", "function": {{"name": "{name}", "arguments": "{{bad json"}}}}',
        ],
        "python": [
            f'{name}(query="x", 5)',
            f"{name}(city=paris)",
            f'Calling {name}(query="x", limit=5',
        ],
    }
    return table[fmt][variant % 3]


def wrong_arguments(c: Call, r: R, fmt: str) -> Call:
    args = dict(c["arguments"])
    keys = list(args)
    kinds = ["change", "drop", "add"]
    if fmt not in ("xml_invoke",) and any(
        isinstance(v, int) and not isinstance(v, bool) for v in args.values()
    ):
        kinds += ["int_as_string", "int_as_float"]
    kind = r.choice(kinds)
    if kind == "change":
        key = r.choice(keys)
        value = args[key]
        if isinstance(value, bool):
            args[key] = not value
        elif isinstance(value, (int, float)):
            args[key] = value + 1
        elif isinstance(value, list):
            args[key] = value[:-1] or ["zoe"]
        else:
            args[key] = (
                value + " (edited)" if key != "city" else ("Lyon" if value != "Lyon" else "Nice")
            )
    elif kind == "drop" and len(keys) > 1:
        del args[r.choice(keys)]
    elif kind in ("int_as_string", "int_as_float"):
        key = next(k for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool))
        args[key] = str(args[key]) if kind == "int_as_string" else float(args[key])
    else:
        args["verbose"] = "yes"
    return {"name": c["name"], "arguments": args}


def sample(fmt: str, category: str, r: R, nth: dict[str, int]) -> tuple[str, list[Call]]:
    if category == "no_call":
        return r.choice(NO_CALL_OUTPUTS), []
    if category == "missed_call":
        return r.choice(MISSED_CALL_OUTPUTS), [call(r)]
    if category == "broken":
        variant = nth.get(fmt, 0)
        nth[fmt] = variant + 1
        c = call(r)
        return broken(fmt, c, variant), [c]
    if category == "unwanted_call":
        return render(fmt, [call(r)], r), []
    if category in ("parallel", "parallel_swapped", "missing_call", "extra_call"):
        names = r.sample(sorted(TOOLS), 3 if category == "parallel" and r.random() < 0.5 else 2)
        gold = [call(r, n) for n in names]
        if category == "parallel":
            return render(fmt, gold, r), gold
        if category == "parallel_swapped":
            return render(fmt, gold[::-1], r), gold
        if category == "missing_call":
            return render(fmt, gold[:1], r), gold
        return render(fmt, gold, r), gold[:1]  # extra_call
    c = call(r)
    if category == "correct":
        return render(fmt, [c], r), [c]
    if category == "wrong_arguments":
        return render(fmt, [wrong_arguments(c, r, fmt)], r), [c]
    if category == "wrong_name":
        return render(fmt, [{"name": WRONG_NAMES[c["name"]], "arguments": c["arguments"]}], r), [c]
    raise ValueError(category)


def generate() -> list[dict[str, Any]]:
    r = random.Random(SEED)
    plan: list[tuple[str, str]] = []
    others, weights = list(CATEGORY_WEIGHTS), list(CATEGORY_WEIGHTS.values())
    for fmt in FORMATS:
        cats = ["correct"] * CORRECT[fmt] + others
        cats += r.choices(others, weights, k=PER_FORMAT - len(cats))
        plan.extend((fmt, cat) for cat in cats)
    r.shuffle(plan)
    nth: dict[str, int] = {}
    records = []
    for i, (fmt, category) in enumerate(plan, 1):
        output, expected = sample(fmt, category, r, nth)
        record: dict[str, Any] = {
            "id": f"ex-{i:04d}",
            "model_format": fmt,
            "category": category,
            "output": output,
            "expected": json.dumps(expected) if i % 20 == 0 else expected,
        }
        records.append(record)
    return records


def check(records: list[dict[str, Any]]) -> None:
    """Parse every output and check that it behaves as its category says."""
    import toolcalls  # noqa: PLC0415 - only for the check

    for rec in records:
        result = toolcalls.parse(rec["output"])
        got = result.to_dicts()
        expected = rec["expected"]
        if isinstance(expected, str):
            expected = json.loads(expected)
        cat, fmt, where = rec["category"], rec["model_format"], rec["id"]
        if cat == "broken":
            assert result.errors and not got, (where, rec["output"], got)
            continue
        assert not result.errors, (where, rec["output"], result.errors)
        if cat in ("no_call", "missed_call"):
            assert got == [], (where, got)
            continue
        assert {c.format for c in result.calls} == {fmt}, (where, fmt, result.calls)
        if cat in ("correct", "parallel"):
            assert got == expected, (where, got, expected)
        elif cat == "parallel_swapped":
            assert got == expected[::-1], (where, got)
        elif cat == "missing_call":
            assert got == expected[:1], (where, got)
        elif cat == "extra_call":
            assert got[:1] == expected and len(got) == 2, (where, got)
        elif cat == "unwanted_call":
            assert len(got) == 1 and expected == [], (where, got)
        else:
            assert js(got) != js(expected) and len(got) == 1, (where, got, expected)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "eval.jsonl")
    parser.add_argument("--check", action="store_true", help="parse each output and check it")
    args = parser.parse_args()
    records = generate()
    if args.check:
        check(records)
    with args.out.open("w", encoding="utf-8", newline="\n") as handle:
        for rec in records:
            handle.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} lines to {args.out}")


if __name__ == "__main__":
    main()
