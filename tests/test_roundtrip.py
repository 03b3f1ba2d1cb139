"""Round trips: parsing what a renderer wrote gives back exactly the calls it was given.

For every first-party format, for any list of calls (names from the format's alphabet,
arguments of arbitrary JSON: unicode, escapes, every marker of every format inside strings and
keys, deep nesting, big integers, floats), ``parse_tool_calls(prose + render(calls) + prose)``
with every installed format active gives back the same names and arguments, types included
(``1`` is not ``1.0``, ``-0.0`` is not ``0.0``), each call from the format that wrote it.

Prose around the calls is any text that holds no call of its own: letters, digits, unicode,
punctuation, quotes, backslashes, braces and brackets that start no call shape, and fragments
of every marker that cannot complete one (``tool_call``, ``<invok``, ``[TOOL_CALLS``, closing
markers alone). Constraints, each because such prose would rightly change the result:

- no complete opener (``<tool_call>``, ``<invoke `` ...): prose holding one is a call or a
  broken call (DESIGN.md: a broken call is never dropped);
- no ``<think>``/``[THINK]``: text after it is reasoning and never searched; no ``</think>``
  either (engine v2): a closer with no opener ends a reasoning block that began at the start
  of the text (templates that prefill ``<think>``), so the call before it is reasoning;
- no fence line ```` ``` ````, which would wrap a JSON call in a block;
- for json and python, prose before the call does not start with ``{`` or ``[`` (the whole
  text is then a JSON candidate, an error when it does not parse: DESIGN.md 3a);
- for python call syntax, prose is separated from the call by whitespace (``see:f(a=1)`` calls
  ``f`` but ``seef(a=1)`` calls ``seef``), and holds no ``name(`` candidate.

The second half runs every format that has a renderer (``default_registry()``) alone:
``toolcalls.parse(render(calls, fmt), formats=[fmt])`` gives the same calls, the ids the format
writes, no error and no content, each format with its honest alphabet (written down at its
tables: Python names and keywords, tag-safe keys, the names each renderer's parser reads).

Example counts are bounded (``EXAMPLES`` per format) so the suite stays fast; under CI the
root conftest.py makes them deterministic.
"""

from __future__ import annotations

import json
import math
import os
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import toolcalls
from toolcalls.toolkit import MAX_DEPTH, check_name

FORMATS = ("hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python")
#: Examples per format; ``TOOLCALLS_EXAMPLES=5000`` explores longer on demand.
EXAMPLES = int(os.environ.get("TOOLCALLS_EXAMPLES", "150"))

#: Every opening and closing marker of every first-party format, reasoning markers included.
MARKERS = [
    "<tool_call>", "</tool_call>", "[TOOL_CALL]", "[/TOOL_CALL]", "name=", ";args=",
    "[TOOL_CALLS]", "[ARGS]", "[CALL_ID]", "<|python_tag|>", "<|eom_id|>", "<|eot_id|>",
    "<|python_start|>", "<|python_end|>", "<function_calls>", "</function_calls>",
    '<invoke name="f">', "</invoke>", '<parameter name="k">', "</parameter>", "<|start|>",
    "<|channel|>", "<|constrain|>", "<|message|>", "<|call|>", "<|end|>", "<|return|>",
    " to=functions.f", "```json\n", "```", "<think>", "</think>", "[THINK]", "[/THINK]",
    '{"name": "g", "arguments": {}}', "g(a=1)", "[g(), h(b=2)]", "&amp;", "&lt;", "&#10;",
    "&#x41;", "&nbsp;", "\\", '"', "'", "\\n", "\\u0041", "\\ud83c\\udf89",
]
ESCAPES = ["\n", "\r\n", "\r", "\t", "\x00", "\x1f", "\x7f", "\x85", "\u2028", "\ufeff"]

_chars = st.characters(exclude_categories=("Cs",))
strings = st.lists(
    st.one_of(st.text(_chars, max_size=6), st.sampled_from(MARKERS + ESCAPES)), max_size=5
).map("".join)
leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=False, allow_infinity=False),
    strings,
)


def json_values(keys: st.SearchStrategy[str]) -> st.SearchStrategy[Any]:
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(keys, inner, max_size=4)
        ),
        max_leaves=12,
    )


def nested(depth: int, leaf: Any = 1) -> Any:
    """A value of exactly ``depth`` containers, lists and objects alternating."""
    value = leaf
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


#: Deep values that fit every format (the tightest writes 3 containers around a value).
deep_values = st.integers(min_value=1, max_value=MAX_DEPTH - 3).map(nested)

identifiers = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,10}", fullmatch=True)
dotted = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}(\.[A-Za-z_][A-Za-z0-9_]{0,5}){0,2}",
                       fullmatch=True)
free_names = st.one_of(
    dotted,
    st.from_regex(r"[\w.:/-]{1,12}", fullmatch=True),
    st.lists(st.one_of(st.text(_chars, min_size=1, max_size=4), st.sampled_from(MARKERS)),
             min_size=1, max_size=3).map("".join),
).filter(lambda name: check_name(name) is None)


def names_for(fmt: str) -> st.SearchStrategy[str]:
    if fmt == "python":
        return dotted
    if fmt == "harmony":  # a recipient runs to whitespace or '<'
        return free_names.filter(lambda n: "<" not in n and "[THINK]" not in n)
    return free_names


def calls_for(fmt: str) -> st.SearchStrategy[list[dict[str, Any]]]:
    keys = identifiers if fmt == "python" else strings
    values = st.one_of(json_values(keys), deep_values)
    call = st.fixed_dictionaries(
        {"name": names_for(fmt), "arguments": st.dictionaries(keys, values, max_size=5)}
    )
    return st.lists(call, min_size=1, max_size=4)


SAFE_PROSE = [
    "Sure", "here is", "the answer", "tool_call", "TOOL_CALLS", "python_tag", "invoke",
    "function_calls", "<invok", "<tool_call", "[TOOL_CALLS", "[TOOL_CALL", "<|python_tag",
    "<|channel", "</tool_call>", "[/TOOL_CALL]", "</invoke>", "</parameter>",
    "</function_calls>", "<|eom_id|>", "<|eot_id|>", "<|call|>", "<|end|>", "<|return|>",
    "[/THINK]", "f(x)", "a == b(c)", "(see above)", "[citation needed]", "{x}",
    "{}", "[1, 2]", "<b>", "x < y", "to=", "json", "name", "arguments", '"', "'", "\\", ":",
    ";", ",", ".", "!", "?", "-", "=", " ", "\n", "\t", "é", "中文", "🎉", "1", "2.5",
]
prose = st.lists(st.sampled_from(SAFE_PROSE), max_size=8).map("".join)
separators = st.sampled_from(["", " ", "\n", "\n\n"])
python_separators = st.sampled_from([" ", "\n", "\n\n"])


def same(a: Any, b: Any) -> bool:
    """Equal, types included: 1 is not 1.0 nor True, -0.0 is not 0.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float):
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    return bool(a == b)


def check_round_trip(fmt: str, calls: list[dict[str, Any]], text: str) -> None:
    got = toolcalls.parse_tool_calls(text, include_format=True)
    assert [c["format"] for c in got] == [fmt] * len(calls), (text, got)
    plain = [(c["name"], c["arguments"]) for c in got]
    assert same(plain, [(c["name"], c["arguments"]) for c in calls]), (text, plain, calls)


@pytest.mark.parametrize("fmt", FORMATS)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_render_then_parse_gives_the_same_calls(fmt: str, data: st.DataObject) -> None:
    calls = data.draw(calls_for(fmt), label="calls")
    rendered = toolcalls.render(calls, fmt)
    sep = python_separators if fmt == "python" else separators
    before = data.draw(prose, label="before")
    if fmt in ("json", "python") and before.lstrip().startswith(("{", "[")):
        before = "Here: " + before
    after = data.draw(prose, label="after")
    text = (before + data.draw(sep) if before else "") + rendered + (
        data.draw(sep) + after if after else "")
    check_round_trip(fmt, calls, text)


@pytest.mark.parametrize("fmt", FORMATS)
@settings(max_examples=EXAMPLES // 3, deadline=None)
@given(calls=st.lists(st.fixed_dictionaries({"name": dotted, "arguments": st.just({})}),
                      min_size=1, max_size=3))
def test_bare_calls_round_trip(fmt: str, calls: list[dict[str, Any]]) -> None:
    check_round_trip(fmt, calls, toolcalls.render(calls, fmt))


#: The deepest argument value each format writes (one call): the parsers accept 128 nested
#: containers in all, and the format's own containers count (an arguments object inside a
#: JSON payload object: 2; Python and xml_invoke values stand alone).
VALUE_DEPTH = {
    "hermes": MAX_DEPTH - 2,
    "bracket": MAX_DEPTH - 1,
    "mistral": MAX_DEPTH - 1,
    "llama": MAX_DEPTH - 2,
    "xml_invoke": MAX_DEPTH,
    "harmony": MAX_DEPTH - 1,
    "json": MAX_DEPTH - 2,
    "python": MAX_DEPTH,
}


@pytest.mark.parametrize("fmt", FORMATS)
def test_deepest_value_round_trips_and_one_more_level_is_a_value_error(fmt: str) -> None:
    for leaf in (1, "x", None, [], {}):
        depth = VALUE_DEPTH[fmt] - (1 if leaf in ([], {}) else 0)
        calls = [{"name": "f", "arguments": {"a": nested(depth, leaf)}}]
        check_round_trip(fmt, calls, "Calling:\n" + toolcalls.render(calls, fmt))
    too_deep = [{"name": "f", "arguments": {"a": nested(VALUE_DEPTH[fmt] + 1)}}]
    with pytest.raises(ValueError, match="deeper"):
        toolcalls.render(too_deep, fmt)


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(
    "value",
    ["5", "true", "null", '"x"', "[1]", "{}", " 5 ", "\n", "\r\n", "\nx\n", "a\r", "",
     "&amp;", "&#10;", "</parameter>", "<![CDATA[x]]>", "-", "1e400", "05", "1 2"],
)
def test_strings_that_look_like_other_values_stay_strings(fmt: str, value: str) -> None:
    calls = [{"name": "f", "arguments": {"s": value, "t": [value], "u": {"k": value}}}]
    check_round_trip(fmt, calls, toolcalls.render(calls, fmt))


@pytest.mark.parametrize("fmt", FORMATS)
def test_floats_ints_and_big_ints_keep_their_kind(fmt: str) -> None:
    values = [0, -0.0, 0.0, 1.0, 1, 1e16, 1e-7, 5e-324, 1.7976931348623157e308, 2**64,
              -(2**100), 10**300, True, False, None]
    calls = [{"name": "f", "arguments": {f"v{i}": v for i, v in enumerate(values)}}]
    check_round_trip(fmt, calls, toolcalls.render(calls, fmt))


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(
    "arguments",
    [{"a": float("nan")}, {"a": float("inf")}, {"a": "\ud800"}, {"\udfff": 1}, {"a": {1: 2}},
     {"a": {1, 2}}, {"a": b"x"}, {"a": object()}],
    ids=["nan", "inf", "surrogate", "surrogate-key", "int-key", "set", "bytes", "object"],
)
def test_values_json_cannot_carry_are_value_errors(fmt: str, arguments: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        toolcalls.render([{"name": "f", "arguments": arguments}], fmt)


@pytest.mark.parametrize(
    ("fmt", "name"),
    [("python", "get:weather"), ("python", "get-"), ("python", "é"), ("python", "a..b"),
     ("harmony", "a<b"), ("harmony", "a[THINK]b")],
)
def test_names_a_format_cannot_write_are_value_errors(fmt: str, name: str) -> None:
    with pytest.raises(ValueError, match="cannot write"):
        toolcalls.render([{"name": name, "arguments": {}}], fmt)


def test_python_argument_names_must_be_identifiers() -> None:
    with pytest.raises(ValueError, match="argument name"):
        toolcalls.render([{"name": "f", "arguments": {"a b": 1}}], "python")


# --- the public API around the renderers ------------------------------------------------------


def test_render_accepts_the_shapes_users_hold() -> None:
    from toolcalls import Call

    expected = [{"name": "f", "arguments": {"q": 1}}]
    shapes = [
        {"name": "f", "arguments": {"q": 1}},
        {"name": "f", "arguments": '{"q": 1}'},
        {"id": "call_1", "type": "function", "function": {"name": "f", "arguments": '{"q": 1}'}},
        {"type": "tool_use", "id": "toolu_1", "name": "f", "input": {"q": 1}},
        Call("f", {"q": 1}, 0, 0),
    ]
    for shape in shapes:
        assert toolcalls.parse_tool_calls(toolcalls.render([shape], "hermes")) == expected
    assert toolcalls.render([], "hermes") == ""


@pytest.mark.parametrize(
    "bad",
    [{"arguments": {}}, {"name": "f"}, {"name": "a b", "arguments": {}},
     {"name": "f", "arguments": "[1]"}, {"name": "f", "arguments": "{"}, {"name": "f",
     "arguments": [1]}],
)
def test_render_rejects_what_is_not_a_call(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        toolcalls.render([bad], "hermes")


def test_render_unknown_format_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown format"):
        toolcalls.render([{"name": "f", "arguments": {}}], "nope")


@pytest.mark.parametrize("target", FORMATS)
def test_convert_between_every_pair_of_formats(target: str) -> None:
    from toolcalls.rendering import translate as convert

    calls = [{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}},
             {"name": "get_time", "arguments": {"tz": "CET"}}]
    for source in FORMATS:
        text = "Let me check.\n" + toolcalls.render(calls, source)
        converted = convert(text, target)
        assert toolcalls.parse_tool_calls(converted, include_format=True) == [
            {**call, "format": target} for call in calls]


def test_convert_without_calls_is_empty_and_a_broken_call_raises() -> None:
    from toolcalls.rendering import translate as convert

    assert convert("no calls here", "python") == ""
    with pytest.raises(toolcalls.ToolCallError) as err:
        convert('<tool_call>{"name": "f", "arguments": {,}}</tool_call>', "python")
    assert err.value.code.startswith("json.")
    assert convert("f(a=1) and more", "hermes", formats=["hermes"]) == ""


# --- every format with a renderer, parsed alone ----------------------------------------------
#
# Every format whose plugin implements ``toolcalls_render``, rendered then parsed with that
# format alone (``toolcalls.parse(text, formats=[fmt])``): the same calls (names, arguments
# with their types, the ids the format writes) and no content, no error. The strings hold the
# markers, control tokens and reasoning markers of every installed format.

REGISTRY = toolcalls.default_registry()
RENDERABLE = tuple(sorted(f.id for f in REGISTRY.formats if f.render is not None))

ALL_MARKERS = sorted({m for f in REGISTRY.formats
                      for m in (*f.markers, *f.spec.control_tokens,
                                *(x for r in f.spec.reasoning for x in (r.open, r.close)))}
                     | set(MARKERS))
any_strings = st.lists(
    st.one_of(st.text(_chars, max_size=6), st.sampled_from(ALL_MARKERS + ESCAPES)), max_size=5
).map("".join)

#: Python call syntax: a dotted ASCII identifier called with identifier keywords.
PYTHON_CALLS = {"python", "gemma3", "olmo3", "lfm2", "llama4"}
#: Formats whose values are raw text between tags (xmlparams, glm4's and Hunyuan Hy3 / HY V4's
#: key/value, DSML, kimi k3, gemma's braces). They round-trip typed WITHOUT tools: a string
#: that would read as another value ("1", "true", " 5 ", "</parameter>") is written as a JSON
#: string (xmlparams, glm4) or marked in the text (DSML ``string="true"``, kimi k3 ``type=``,
#: gemma's ``<escape>``). So they parse without ``tools=`` like the rest. (With a tool schema
#: saying "string", the quotes the renderer wrote would rightly stay in the value: rendering
#: does not take tools.)
RAW_VALUES = {"glm4", "qwen3_coder", "seed_oss", "minimax_m2", "step3", "xml_invoke",
              "deepseek_v32", "deepseek_v4", "deepseek_v41", "gigachat35", "kimi_k3",
              "functiongemma", "gemma4", "hy_v3", "hy_v4", "k2_horizon", "solar_open2",
              "iquest_coder_v2", "iquest_q1", "longcat_kv", "glimmer", "telechat3_coder", "dots"}
#: The names of a tag attribute or of ``<function=NAME>``/``<parameter=KEY>`` (toolkit
#: xmlparams, DSML, kimi k3's tags, glm4's ``<arg_key>``): no ``<``, ``>``, ``"`` or line
#: break, and no whitespace at either end (the parsers strip it). Formats that escape
#: attributes as XML (xml_invoke) write any key.
TAG_KEYS = {"glm4", "qwen3_coder", "seed_oss", "minimax_m2", "step3", "deepseek_v32",
            "deepseek_v4", "deepseek_v41", "gigachat35", "kimi_k3", "hy_v3", "hy_v4",
            "k2_horizon", "solar_open2", "iquest_coder_v2", "iquest_q1", "longcat_kv",
            "glimmer", "telechat3_coder", "dots"}


def tag_safe(key: str) -> bool:
    return not any(c in key for c in '<>"\n\r') and key == key.strip()


def writable_name(fmt: str, name: str) -> bool:
    """Whether ``fmt`` can write a call named ``name``: each renderer checks the name with the
    same rule its parser reads names by (the NAME pattern of a name-then-arguments grammar,
    a tag attribute, a recipient, a dotted identifier) and raises ValueError otherwise. That
    rule is the format's honest alphabet; ``test_every_format_writes_plain_names`` keeps it
    from shrinking below the names every template writes."""
    try:
        toolcalls.render([{"name": name, "arguments": {}}], fmt)
    except ValueError:
        return False
    return True


#: MiniMax-M3 names a parameter by its tag (``<city>Paris</city>``): a key is a tag name (no
#: whitespace, ``<>/="'``, not empty), and not ``item``, the tag of an array's elements (an
#: object whose only key is ``item`` reads back as an array, and the renderer refuses it).
TAG_NAMED = {"minimax_m3"}
TAG_NAME = re.compile(r"[^\s<>/=\"']+")


def keys_for(fmt: str) -> st.SearchStrategy[str]:
    if fmt in PYTHON_CALLS:
        return identifiers
    if fmt in TAG_NAMED:
        return any_strings.filter(lambda k: TAG_NAME.fullmatch(k) is not None and k != "item")
    if fmt in TAG_KEYS:
        return any_strings.filter(tag_safe)
    return any_strings


def every_calls(fmt: str) -> st.SearchStrategy[list[dict[str, Any]]]:
    keys = keys_for(fmt)
    base = dotted if fmt in PYTHON_CALLS else free_names
    values = st.one_of(json_values(keys), deep_values)
    call = st.fixed_dictionaries({
        "name": base.filter(lambda n: writable_name(fmt, n)),
        "arguments": st.dictionaries(keys, values, max_size=5)})
    return st.lists(call, min_size=1, max_size=4)


#: The ids a format writes itself (the renderers number calls; none writes a given id).
WRITTEN_IDS = {
    "command_r": lambda calls: [str(i) for i in range(len(calls))],
    "kimi_k2": lambda calls: [f"functions.{c['name']}:{i}" for i, c in enumerate(calls)],
}


def check_alone(fmt: str, calls: list[dict[str, Any]]) -> str:
    text = toolcalls.render(calls, fmt)
    result = toolcalls.parse(text, formats=[fmt])
    assert result.errors == [], (text, result.errors)
    got = [(c.name, c.arguments) for c in result.calls]
    assert same(got, [(c["name"], c["arguments"]) for c in calls]), (text, got, calls)
    assert {c.format for c in result.calls} <= {fmt}
    ids = WRITTEN_IDS.get(fmt, lambda calls: [None] * len(calls))(calls)
    assert [c.id for c in result.calls] == ids, (text, result.calls)
    assert result.content == "", (text, result.content)
    return text


def test_the_formats_tables_name_installed_renderers() -> None:
    assert set(FORMATS) <= set(RENDERABLE)
    for table in (PYTHON_CALLS, RAW_VALUES, TAG_KEYS, TAG_NAMED, set(WRITTEN_IDS),
                  set(SHARED)):
        assert table <= set(RENDERABLE), table - set(RENDERABLE)


@pytest.mark.parametrize("fmt", RENDERABLE)
@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_every_format_alone_gives_back_what_it_wrote(fmt: str, data: st.DataObject) -> None:
    check_alone(fmt, data.draw(every_calls(fmt), label="calls"))


@pytest.mark.parametrize("fmt", RENDERABLE)
@pytest.mark.parametrize("name", ["f", "get_weather", "_x9", "search.web", "A.b.C_1"])
def test_every_format_writes_plain_names(fmt: str, name: str) -> None:
    check_alone(fmt, [{"name": name, "arguments": {}}, {"name": "g", "arguments": {"a": 1}}])


@pytest.mark.parametrize("fmt", RENDERABLE)
@pytest.mark.parametrize(
    "value",
    ["5", "true", "null", '"x"', "[1]", "{}", " 5 ", "\n", "\nx\n", "", "&amp;", "1e400",
     "05", "-0.0", "</parameter>", "<tool_call>", "<|tool_call_end|>", "<escape>"],
)
def test_every_format_keeps_strings_strings(fmt: str, value: str) -> None:
    check_alone(fmt, [{"name": "f", "arguments": {"s": value, "t": [value], "u": {"k": value}}}])


@pytest.mark.parametrize("fmt", RENDERABLE)
def test_every_format_keeps_numbers_kinds(fmt: str) -> None:
    values = [0, -0.0, 0.0, 1.0, 1, 1e16, 1e-7, 2**64, -(2**100), 10**300, True, False, None,
              [], {}, [1, "1"], {"k": None}]
    check_alone(fmt, [{"name": "f", "arguments": {f"v{i}": v for i, v in enumerate(values)}}])


#: Formats that read each other's text (one opener, one payload grammar): Jamba and
#: Hunyuan-A13B both write ``<tool_calls>[...]</tool_calls>`` (Jamba's template puts each call
#: on a line of its own, Hunyuan's writes the array on one line: the bytes differ, the calls
#: do not).
SHARED = {"jamba": "hunyuan", "hunyuan": "jamba"}


@pytest.mark.parametrize("fmt", sorted(SHARED))
@settings(max_examples=EXAMPLES // 3, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_formats_sharing_a_syntax_give_one_result(fmt: str, data: st.DataObject) -> None:
    calls = data.draw(every_calls(fmt), label="calls")
    other = SHARED[fmt]
    text = check_alone(fmt, calls)
    assert json.loads(text[12:-13]) == json.loads(toolcalls.render(calls, other)[12:-13])
    theirs = check_alone(other, calls)  # the other writes and reads them too
    both = toolcalls.parse(text, formats=[fmt, other])
    assert (both.errors, both.content) == ([], "")
    got = [(c.name, c.arguments) for c in both.calls]
    assert same(got, [(c["name"], c["arguments"]) for c in calls]), (text, got)
    assert len({c.format for c in both.calls}) == 1  # one format names them all
    # and each reads what the other wrote
    crossed = toolcalls.parse(theirs, formats=[fmt])
    assert crossed.errors == [] and same(
        [(c.name, c.arguments) for c in crossed.calls],
        [(c["name"], c["arguments"]) for c in calls]), (theirs, crossed)


RAW_TEXT = [f for f in ("qwen3_coder", "glm4", "seed_oss", "minimax_m2", "xml_invoke", "step3",
                        "glimmer")
            if f in toolcalls.default_registry().ids]


@pytest.mark.parametrize("fmt", RAW_TEXT)
def test_with_a_string_schema_a_quoted_raw_value_keeps_its_quotes(fmt: str) -> None:
    """The decision of docs/architecture.md (renderers): a raw-text renderer writes "5" as a
    JSON string so that parsing without tools gives the string back; a parser told by the
    schema that the value is a string keeps the raw text as written, quotes included, as the
    vendors' parsers do with a model that quoted it. Strings that read as themselves round-trip
    with tools too."""
    tools = [{"name": "f", "parameters": {"type": "object", "properties": {
        "a": {"type": "string"}, "b": {"type": "string"}}}}]
    calls = [{"name": "f", "arguments": {"a": "5", "b": "Paris, France"}}]
    text = toolcalls.render(calls, fmt)
    assert toolcalls.parse_tool_calls(text) == calls
    assert toolcalls.parse_tool_calls(text, tools=tools) == [
        {"name": "f", "arguments": {"a": '"5"', "b": "Paris, France"}}]
