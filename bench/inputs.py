"""The benchmark inputs: deterministic texts (fixed seeds, no clock, no network).

Every builder returns the same string on every run and every machine, so numbers from two runs
compare. Sizes are in characters (the texts are ASCII, so characters are bytes); "100 KB" is
100,000 characters and "1 MB" 1,000,000.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

KB = 1_000
MB = 1_000_000

_VOCABULARY = (
    "the model reads each message and decides whether a tool is needed before it answers "
    "weather report city forecast later today tomorrow evening rain wind sunny cloudy "
    "temperature user asked about travel plans train station ticket price schedule museum "
    "opening hours friendly assistant explains steps clearly because context matters a lot "
    "when several sources disagree about numbers dates names places and recent events so "
    "it checks carefully then summarises what it found in plain words without jargon"
)
_WORDS = _VOCABULARY.split()


def prose(size: int, seed: int = 1) -> str:
    """Plain English-like prose of exactly ``size`` characters: letters, spaces, commas,
    periods and paragraph breaks; no bracket, brace, angle bracket or parenthesis."""
    rng = random.Random(seed)
    parts: list[str] = []
    total = 0
    while total < size:
        words = [rng.choice(_WORDS) for _ in range(rng.randint(6, 18))]
        if len(words) > 8 and rng.random() < 0.4:
            words[rng.randint(2, len(words) - 3)] += ","
        sentence = " ".join(words).capitalize() + "."
        sentence += "\n\n" if rng.random() < 0.15 else " "
        parts.append(sentence)
        total += len(sentence)
    return "".join(parts)[:size]


def hermes(name: str, arguments: dict[str, object]) -> str:
    return "<tool_call>" + json.dumps({"name": name, "arguments": arguments}) + "</tool_call>"


def _nested_arguments(i: int) -> dict[str, object]:
    return {
        "query": f"hotels {i}",
        "filters": {
            "price": {"min": 40 + i, "max": 180 + 10 * i, "currency": "EUR"},
            "stars": [3, 4, 5],
            "extras": ["wifi", {"parking": {"covered": i % 2 == 0}}],
        },
        "dates": {"in": f"2025-07-{10 + i:02d}", "nights": i + 1},
    }


@dataclass
class Case:
    """One input: its text, what toolcalls must find in it, and its floor."""

    key: str
    title: str
    text: str
    calls: int  # calls toolcalls must return
    #: JSON payloads any parser must decode (the orjson floor); empty: the floor is one pass.
    payloads: list[str] = field(default_factory=list)
    #: Arguments strings of an OpenAI message: decoded too by the floor.
    inner: list[str] = field(default_factory=list)
    #: The floor also makes one pass over the text (a long text: finding the call is work).
    scan: bool = False


def case_a() -> Case:
    """a: one Hermes call after a sentence, 167 characters."""
    call = hermes("get_weather", {"city": "Paris", "unit": "celsius"})
    sentence = "Let me check the current weather in Paris for you"
    text = sentence + ".\n" + call
    pad = 167 - len(text)
    text = sentence + " now" * (pad // 4) + "." * (pad % 4 + 1) + "\n" + call
    assert len(text) == 167, len(text)
    payload = call[len("<tool_call>") : -len("</tool_call>")]
    return Case("a", "one Hermes call after a sentence", text, 1, [payload])


def case_b() -> Case:
    """b: 8 Hermes calls with nested arguments, about 2 KB."""
    calls = [hermes(f"search_hotels_{i}", _nested_arguments(i)) for i in range(8)]
    text = "I will search all eight areas at once.\n" + "\n".join(calls)
    payloads = [c[len("<tool_call>") : -len("</tool_call>")] for c in calls]
    return Case("b", "8 Hermes calls with nested arguments", text, 8, payloads)


def case_f() -> Case:
    return Case("f", "plain prose, no call", prose(100 * KB, seed=6), 0)


def case_g(size: int = MB) -> Case:
    call = hermes("get_weather", {"city": "Paris"})
    text = prose(size - len(call) - 1, seed=7) + "\n" + call
    return Case("g", "plain prose, one Hermes call at the end", text, 1,
                [call[len("<tool_call>") : -len("</tool_call>")]], scan=True)


_MD_CODE = (
    "```python\ndef total(items):\n    seen = {}\n    for item in items:\n"
    "        seen[item.key] = seen.get(item.key, 0) + len(item.values)\n"
    "    return sorted(list(seen), key=lambda k: (seen[k], k))\n```\n",
    '```json\n{"items": [1, 2, 3], "next": null, "meta": {"page": 2, "size": 50}}\n```\n',
    '```html\n<div class="card">\n  <p>Price: {{ price }} &lt; {{ limit }}</p>\n</div>\n```\n',
    "```rust\nfn first<T: Clone>(v: &[T]) -> Option<T> {\n    v.get(0).map(Clone::clone)\n}\n```\n",
    "```\n$ grep -c '[a-z]' notes.txt\n42\n```\n",
)
_MD_LINES = (
    "See [the guide](https://example.com/docs/guide#setup) for details (section 3).",
    "Call `load(path)` first; it returns a `Dict<str, List<int>>` or raises.",
    "If `a < b` and `b > c`, the result is in `[a, c]` (inclusive).",
    'The config is `{"retries": 3, "timeout": 2.5}` by default.',
    "Use `{placeholder}` templates, e.g. `Hello, {user}!` (braces are literal).",
    "- item one (optional)\n- item two [deprecated]\n- item three <b>new</b>",
    "> Note: arrays like `[1, 2, 3]` and maps like `{k: v}` are both fine.",
    "| col | type |\n|---|---|\n| `id` | `int` (64 bit) |\n| `tags` | `list[str]` |",
    "Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop; see <https://example.com>.",
    "The function `score(x)` is O(n log n) for n items [1].",
)


def case_i() -> Case:
    """i: 100 KB of Markdown full of (), [], {}, <>, code blocks; no call."""
    rng = random.Random(9)
    parts: list[str] = []
    total, section = 0, 0
    while total < 100 * KB:
        section += 1
        block = [f"## Section {section}: notes (part {section % 7})\n"]
        for _ in range(rng.randint(3, 6)):
            block.append(rng.choice(_MD_LINES) + " " + prose(rng.randint(80, 300),
                                                              seed=section) + "\n")
        block.append(rng.choice(_MD_CODE))
        chunk = "\n".join(block) + "\n"
        parts.append(chunk)
        total += len(chunk)
    text = "".join(parts)[: 100 * KB]
    return Case("i", "Markdown with (), [], {}, <>, code blocks, no call", text, 0)


def case_h() -> Case:
    """h: an OpenAI assistant message with 4 tool_calls (arguments as JSON strings)."""
    tool_calls = []
    inner = []
    for i, (name, args) in enumerate([
        ("get_weather", {"city": "Paris", "unit": "celsius", "days": 3}),
        ("get_time", {"timezone": "Europe/Paris", "format": "24h"}),
        ("search_hotels", {"query": "near Gare de Lyon", "max_price": 180,
                           "amenities": ["wifi", "breakfast"]}),
        ("book_table", {"restaurant": "Chez Nous", "people": 4, "time": "20:00",
                        "notes": "window seat if possible"}),
    ]):
        arguments = json.dumps(args)
        inner.append(arguments)
        tool_calls.append({"id": f"call_{i:03d}abc", "type": "function",
                           "function": {"name": name, "arguments": arguments}})
    message = {"role": "assistant", "content": None, "tool_calls": tool_calls}
    text = json.dumps(message)
    return Case("h", "OpenAI message with 4 tool_calls", text, 4, [text], inner)


def other_formats() -> list[Case]:
    """One input per other format, each a short sentence and two calls."""
    args1 = {"city": "Paris", "unit": "celsius"}
    args2 = {"query": "museums", "limit": 5, "open": True}
    j1, j2 = json.dumps(args1), json.dumps(args2)
    call1 = json.dumps({"name": "get_weather", "arguments": args1})
    call2 = json.dumps({"name": "search", "arguments": args2})
    lead = "Sure, I will look both up.\n"
    return [
        Case("bracket", "bracket: [TOOL_CALL]name=f;args={...}[/TOOL_CALL] x2",
             lead + f"[TOOL_CALL]name=get_weather;args={j1}[/TOOL_CALL]\n"
             f"[TOOL_CALL]name=search;args={j2}[/TOOL_CALL]", 2, [j1, j2]),
        Case("mistral", "mistral: [TOOL_CALLS] [{...}, {...}]",
             lead + f"[TOOL_CALLS] [{call1}, {call2}]", 2, [f"[{call1}, {call2}]"]),
        Case("llama", "llama: <|python_tag|>{...}; {...}<|eom_id|>",
             lead + "<|python_tag|>" + json.dumps({"name": "get_weather", "parameters": args1})
             + "; " + json.dumps({"name": "search", "parameters": args2}) + "<|eom_id|>", 2,
             [json.dumps({"name": "get_weather", "parameters": args1}),
              json.dumps({"name": "search", "parameters": args2})]),
        Case("xml_invoke", "xml_invoke: <function_calls><invoke>... x2",
             lead + '<function_calls>\n<invoke name="get_weather">\n'
             '<parameter name="city">Paris</parameter>\n'
             '<parameter name="unit">celsius</parameter>\n</invoke>\n'
             '<invoke name="search">\n<parameter name="query">museums</parameter>\n'
             '<parameter name="limit">5</parameter>\n<parameter name="open">true</parameter>\n'
             "</invoke>\n</function_calls>", 2, ["5", "true"]),
        Case("harmony", "harmony: two messages to functions.*",
             "<|channel|>analysis<|message|>The user wants weather and museums.<|end|>"
             f"<|start|>assistant<|channel|>commentary to=functions.get_weather "
             f"<|constrain|>json<|message|>{j1}<|call|>"
             f"<|start|>assistant<|channel|>commentary to=functions.search "
             f"<|constrain|>json<|message|>{j2}<|call|>", 2, [j1, j2]),
        Case("json", "json: fenced ```json array of two calls",
             lead + f"```json\n[{call1}, {call2}]\n```", 2, [f"[{call1}, {call2}]"]),
        Case("python", "python: [f(k=v), g(k=v)]",
             lead + "[get_weather(city='Paris', unit='celsius'), "
             "search(query='museums', limit=5, open=True)]", 2),
    ]


def main_cases() -> list[Case]:
    return [case_a(), case_b(), case_f(), case_g(), case_i(), case_h()]


# --- hostile inputs: (label, builder(n), n) -------------------------------------------------


def hostile_cases() -> list[tuple[str, str, int, object]]:
    """``(key, description, n, build)``: ``build(n)`` is the input at size n; measured at n
    and 4n."""
    return [
        ("unclosed_hermes", "`<tool_call>` unclosed, repeated n times", 50_000,
         lambda n: "<tool_call>\n" * n),
        ("mistral_nesting", "`[TOOL_CALLS] ` then `[{` nested n times", 50_000,
         lambda n: "[TOOL_CALLS] " + "[{" * n),
        ("sglang_pythonic", "`[f(` + `a=,` x k + `]` (133 chars at n; exponential for "
         "SGLang's pythonic regex)", 133,
         lambda n: "[f(" + "a=," * ((n - 4) // 3) + "]"),
        ("json_name_key", 'prose then `{"name": ` repeated n times', 100_000,
         lambda n: "Here it is: " + '{"name": ' * n),
        ("pycall_open", "`f(q=` repeated n times", 50_000, lambda n: "f(q=" * n),
        ("json_fences", "```` ```json ```` line repeated n times", 50_000,
         lambda n: "```json\n" * n),
        ("xml_invoke_open", '`<invoke name="f">` repeated n times', 50_000,
         lambda n: '<invoke name="f">' * n),
    ]

