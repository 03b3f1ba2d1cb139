"""The sections of `make bench` for issues 11 and 12: every format against vLLM's and SGLang's
parsers, hostile inputs per format, streaming, and the plugin count with every format.

bench/run.py calls these; bench/README.md says what each table means. The peers come from
bench/peers.py (their wheels, their own parsing code, stubs of the serving stack).
"""

from __future__ import annotations

import gc
import json
import timeit
from collections.abc import Callable
from typing import Any

import inputs  # bench/inputs.py
import peers  # bench/peers.py

import toolcalls
import toolcalls.catalog

#: The eight formats of the first round (the plugin-count baseline).
FIRST_EIGHT = ("hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python")

#: format id -> (module under vllm/tool_parsers/, class); None: no text-only parser, and why.
VLLM: dict[str, tuple[str, str] | str] = {
    "apertus": ("apertus_tool_parser", "ApertusToolParser"),
    "command_r": "vLLM 0.33's Cohere tool parser has no text-only extract_tool_calls (its "
                 "parsing lives in the serving engine's parser, vllm/parser/cohere_command.py)",
    "deepseek_v3": ("deepseekv3_tool_parser", "DeepSeekV3ToolParser"),
    "dots": ("dots_tool_parser", "DotsToolParser"),
    "deepseek_v31": ("deepseekv31_tool_parser", "DeepSeekV31ToolParser"),
    "deepseek_v32": ("deepseekv32_engine_tool_parser", "DeepSeekV32EngineToolParser"),
    "deepseek_v4": ("deepseekv4_engine_tool_parser", "DeepSeekV4EngineToolParser"),
    "functiongemma": ("functiongemma_tool_parser", "FunctionGemmaToolParser"),
    "gemma4": ("gemma4_engine_tool_parser", "Gemma4EngineToolParser"),
    "gigachat": ("gigachat3_tool_parser", "GigaChat3ToolParser"),
    "glm4": ("glm47_moe_tool_parser", "Glm47MoeModelToolParser"),
    "granite": ("granite_engine_tool_parser", "GraniteEngineToolParser"),
    "granite_20b_fc": ("granite_20b_fc_tool_parser", "Granite20bFCToolParser"),
    "hermes": ("hermes_tool_parser", "Hermes2ProToolParser"),
    "hunyuan": ("hunyuan_a13b_tool_parser", "HunyuanA13BToolParser"),
    "internlm": ("internlm2_tool_parser", "Internlm2ToolParser"),
    "jamba": ("jamba_tool_parser", "JambaToolParser"),
    "kimi_k2": ("kimi_k2_tool_parser", "KimiK2ToolParser"),
    "kimi_k3": ("kimi_k3_tool_parser", "KimiK3ToolParser"),
    "lfm2": ("lfm2_tool_parser", "Lfm2ToolParser"),
    "llama4": ("llama4_pythonic_tool_parser", "Llama4PythonicToolParser"),
    "minimax_m2": ("minimax_m2_tool_parser", "MinimaxM2ToolParser"),
    "olmo3": ("olmo3_tool_parser", "Olmo3PythonicToolParser"),
    "phi4": ("phi4mini_tool_parser", "Phi4MiniJsonToolParser"),
    "qwen3_coder": ("qwen3_engine_tool_parser", "Qwen3EngineToolParser"),
    "seed_oss": ("seed_oss_engine_tool_parser", "SeedOssEngineToolParser"),
    "step3": ("step3_tool_parser", "Step3ToolParser"),
}
#: format id -> (module under sglang/srt/function_call/, class).
SGLANG: dict[str, tuple[str, str] | str] = {
    "apertus": ("apertus2509_detector", "Apertus2509Detector"),
    "command_r": ("cohere_command4_detector", "CohereCommand4Detector"),
    "deepseek_v3": ("deepseekv3_detector", "DeepSeekV3Detector"),
    "dots": ("dots_detector", "DotsToolDetector"),
    "deepseek_v31": ("deepseekv31_detector", "DeepSeekV31Detector"),
    "deepseek_v32": ("deepseekv32_detector", "DeepSeekV32Detector"),
    "deepseek_v4": ("deepseekv4_detector", "DeepSeekV4Detector"),
    "gemma4": ("gemma4_detector", "Gemma4Detector"),
    "gigachat": ("gigachat3_detector", "GigaChat3Detector"),
    "glm4": ("glm4_moe_detector", "Glm4MoeDetector"),
    "hermes": ("hermes_detector", "HermesDetector"),
    "hunyuan": ("hunyuan_detector", "HunyuanDetector"),
    "internlm": ("internlm_detector", "InternlmDetector"),
    "kimi_k2": ("kimik2_detector", "KimiK2Detector"),
    "kimi_k3": ("kimik3_detector", "KimiK3Detector"),
    "lfm2": ("lfm2_detector", "Lfm2Detector"),
    "llama4": ("pythonic_detector", "PythonicDetector"),
    "minimax_m2": ("minimax_m2", "MinimaxM2Detector"),
    "qwen3_coder": ("qwen3_coder_detector", "Qwen3CoderDetector"),
    "step3": ("step3_detector", "Step3Detector"),
}

_JSON_TYPES = {str: "string", bool: "boolean", int: "integer", float: "number", list: "array",
               dict: "object", type(None): "null"}


def tools_of(calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """OpenAI tool definitions for the calls' names, each argument typed by its value."""
    out, seen = [], set()
    for call in calls:
        if call["name"] in seen:
            continue
        seen.add(call["name"])
        props = {k: {"type": _JSON_TYPES[type(v)]} for k, v in call["arguments"].items()}
        out.append({"type": "function", "function": {
            "name": call["name"], "parameters": {"type": "object", "properties": props}}})
    return out


def quick_us(fn: Callable[[], object], repeats: int = 5, budget: float = 0.05) -> float:
    """Best of ``repeats`` loops of about ``budget`` seconds each, microseconds per call (a
    shorter autorange than run.Timer: this section times about a hundred callables)."""
    timer = timeit.Timer(fn)
    number = 1
    while True:
        elapsed = timer.timeit(number)
        if elapsed >= budget or number >= 1 << 20:
            break
        number *= 2 if elapsed * 10 >= budget else 10
    best = min([elapsed, *timer.repeat(repeats - 1, number)])
    return best / number * 1e6


def once_us(fn: Callable[[], object], repeats: int, collect: bool = False) -> float:
    """Best of ``repeats`` single calls (long calls: hostile inputs, whole streams), with the
    cyclic garbage collector paused during each call, as ``timeit`` (the rest of the bench)
    pauses it; ``collect`` lets it run. A long parse that keeps thousands of errors alive pays
    CPython's full collections over the whole heap, whose number grows with the heap: a
    cost of the interpreter, not of the parse, and shown beside (``formats_hostile``)."""
    best = float("inf")
    for _ in range(repeats):
        paused = not collect and gc.isenabled()
        if paused:
            gc.disable()
        try:
            began = timeit.default_timer()
            fn()
            best = min(best, timeit.default_timer() - began)
        finally:
            if paused:
                gc.enable()
    return best * 1e6


def _swallow(fn: Callable[[], object]) -> Callable[[], object]:
    def call() -> object:
        try:
            return fn()
        except toolcalls.ToolCallError as exc:
            return exc

    return call


def _peer(side: str, fid: str) -> tuple[str, str] | str | None:
    return (VLLM if side == "vllm" else SGLANG).get(fid)


def new_formats() -> list[str]:
    return [fid for fid in toolcalls.default_registry().ids
            if fid not in FIRST_EIGHT and fid != "percent"]


# --- 1. one input per format, against the peers ----------------------------------------------


#: Rounds of the per-format table: every parser of every format is timed once per round and
#: keeps its best round, so a burst of load on a shared machine hits all of them alike.
ROUNDS = 3


def formats_table(with_peers: bool) -> list[dict[str, Any]]:
    registry = toolcalls.default_registry()
    rows = []
    timed: list[tuple[dict[str, Any], str, Callable[[], object]]] = []
    for fid in new_formats():
        text = registry.get(fid).spec.examples[0]
        found = toolcalls.parse_tool_calls(text)
        tools = tools_of(found)
        want = [(c["name"], c["arguments"]) for c in found]
        assert toolcalls.parse_tool_calls(text, tools=tools) == found, fid
        alone = toolcalls.Parser(formats=[fid])
        assert alone.parse_tool_calls(text, tools=tools) == found, fid
        row: dict[str, Any] = {"format": fid, "chars": len(text), "calls": len(found)}
        timed.append((row, "toolcalls_us",
                      lambda t=text, s=tools: toolcalls.parse_tool_calls(t, tools=s)))
        # the format alone, as a server runs one family's parser (the peers' parsers are
        # chosen per family by a server flag)
        timed.append((row, "alone_us",
                      lambda p=alone, t=text, s=tools: p.parse_tool_calls(t, tools=s)))
        for side in ("vllm", "sglang"):
            entry = _peer(side, fid) if with_peers else None
            if entry is None or isinstance(entry, str):
                row[f"{side}_note"] = entry or ("--no-peers" if not with_peers else "no parser")
                continue
            try:
                cls = (peers.vllm_class if side == "vllm" else peers.sglang_class)(*entry)
                parse, calls = (peers.vllm_batch if side == "vllm" else peers.sglang_batch)(
                    cls, tools)
                got = calls(text)
            except Exception as exc:  # a peer that cannot run is reported
                row[f"{side}_note"] = f"{type(exc).__name__}: {exc}"[:160]
                continue
            timed.append((row, f"{side}_us", lambda p=parse, t=text: p(t)))
            row[f"{side}_calls"] = len(got)
            row[f"{side}_same"] = got == want
            row[f"{side}_module"] = ".".join(entry)
        rows.append(row)
    for _ in range(ROUNDS):
        for row, column, fn in timed:
            row[column] = min(row.get(column, float("inf")), quick_us(fn, repeats=3))
    for row in rows:
        print(f"  {row['format']:16} toolcalls {row['toolcalls_us']:8.1f} us   alone "
              f"{row['alone_us']:8.1f} us   vLLM "
              f"{row.get('vllm_us', float('nan')):8.1f} us   SGLang "
              f"{row.get('sglang_us', float('nan')):8.1f} us", flush=True)
    return rows


# --- 2. hostile inputs per format --------------------------------------------------------------


def hostile_builders(fid: str) -> list[tuple[str, Callable[[int], str]]]:
    """The format's opener repeated; its example cut before the end (unclosed) and cut a third
    of the way into its payload (partial), each repeated n times, one per line."""
    spec = toolcalls.default_registry().get(fid).spec
    text = spec.examples[0]
    present = [(text.find(m), m) for m in spec.markers if m in text]
    at, opener = min(present) if present else (0, text[: max(1, len(text) // 8)])
    payload = at + len(opener)
    unclosed = text[: payload + (len(text) - payload) * 3 // 4]
    partial = text[: payload + (len(text) - payload) // 3]
    return [
        ("opener", lambda n, s=opener: s * n),
        ("unclosed", lambda n, s=unclosed: (s + "\n") * n),
        ("partial", lambda n, s=partial: (s + "\n") * n),
    ]


#: A hostile input slower than this at n/4 is not run at n and 4n (it would take minutes):
#: its growth is measured from n/16 to n/4 instead, and the row says so.
SLOW_AT_QUARTER = 1.0


def formats_hostile(n: int, repeats: int) -> list[dict[str, Any]]:
    rows = []
    for fid in new_formats():
        for kind, build in hostile_builders(fid):
            size = n
            quarter = build(n // 4)
            probe = once_us(_swallow(lambda t=quarter: toolcalls.parse_tool_calls(t)), 1)
            if probe > SLOW_AT_QUARTER * 1e6:
                size = n // 16
            small, large = build(size), build(4 * size)
            t1 = once_us(_swallow(lambda t=small: toolcalls.parse_tool_calls(t)), repeats)
            t4 = once_us(_swallow(lambda t=large: toolcalls.parse_tool_calls(t)), repeats)
            rows.append({"format": fid, "kind": kind, "n": size, "chars_n": len(small),
                         "us_n": t1, "us_4n": t4, "growth": t4 / t1, "reduced": size != n,
                         "unit": build(1).strip()[:60]})
        worst = max(r["growth"] for r in rows if r["format"] == fid)
        print(f"  {fid:16} worst growth x{worst:.1f}", flush=True)
    # the worst input again with the collector running (what a process with it on pays)
    top = max(rows, key=lambda r: r["growth"])
    build = dict(hostile_builders(top["format"]))[top["kind"]]
    small, large = build(top["n"]), build(4 * top["n"])
    t1 = once_us(_swallow(lambda t=small: toolcalls.parse_tool_calls(t)), repeats, collect=True)
    t4 = once_us(_swallow(lambda t=large: toolcalls.parse_tool_calls(t)), repeats, collect=True)
    top["growth_collected"] = t4 / t1
    print(f"  worst with the collector running: {top['format']} {top['kind']} "
          f"x{t4 / t1:.1f}", flush=True)
    return rows


# --- 3. streaming ------------------------------------------------------------------------------


def hermes_stream_text(size: int, argument: int) -> str:
    """Prose, then one Hermes call whose string argument has ``argument`` characters; ``size``
    characters in all."""
    content = inputs.prose(argument, seed=21)
    call = inputs.hermes("write_file", {"path": "notes/today.md", "content": content})
    return inputs.prose(size - len(call) - 1, seed=22) + "\n" + call


def qwen3_stream_text(size: int, argument: int) -> str:
    """Prose, then one Qwen3-Coder XML call whose raw parameter value has ``argument``
    characters."""
    content = inputs.prose(argument, seed=23)
    call = ("<tool_call>\n<function=write_file>\n<parameter=path>\nnotes/today.md\n</parameter>\n"
            f"<parameter=content>\n{content}\n</parameter>\n</function>\n</tool_call>")
    return inputs.prose(size - len(call) - 1, seed=24) + "\n" + call


_STREAM_TOOLS = [{"type": "function", "function": {"name": "write_file", "parameters": {
    "type": "object", "properties": {"path": {"type": "string"}, "content": {"type": "string"}}}}}]


def chunks_of(text: str, size: int = 4) -> list[str]:
    return [text[i: i + size] for i in range(0, len(text), size)]


def _toolcalls_stream(chunks: list[str]) -> toolcalls.ParseResult:
    parser = toolcalls.StreamParser(tools=_STREAM_TOOLS, reasoning_started=False)
    feed = parser.feed
    for chunk in chunks:
        feed(chunk)
    parser.close()
    assert parser.result is not None
    return parser.result


class _Trivial:
    def feed(self, chunk: str) -> None:
        return None


def _trivial(chunks: list[str]) -> None:
    target = _Trivial()
    feed = target.feed
    for chunk in chunks:
        feed(chunk)


def _serving_loop(chunks: list[str]) -> None:
    """vLLM's serving loop without the parser: previous + delta = current, each chunk."""
    previous = ""
    for delta in chunks:
        previous = previous + delta


def streaming(with_peers: bool, repeats: int) -> list[dict[str, Any]]:
    rows = []
    cases = (
        ("hermes", "Hermes, 40 KB string argument", hermes_stream_text, 40 * inputs.KB),
        ("qwen3_coder", "Qwen3-Coder XML, 40 KB raw parameter value", qwen3_stream_text,
         40 * inputs.KB),
    )
    for fid, title, build, argument in cases:
        text = build(100 * inputs.KB, argument)
        big = build(400 * inputs.KB, 4 * argument)
        chunks, big_chunks = chunks_of(text), chunks_of(big)
        result = _toolcalls_stream(chunks)
        expected = toolcalls.parse(text, tools=_STREAM_TOOLS)
        assert result.calls == expected.calls and len(result.calls) == 1, fid
        assert len(result.calls[0].arguments["content"]) >= argument - 2, fid
        row: dict[str, Any] = {
            "format": fid, "title": title, "chars": len(text), "chunks": len(chunks),
            "toolcalls_us": once_us(lambda c=chunks: _toolcalls_stream(c), repeats),
            "toolcalls_us_4x": once_us(lambda c=big_chunks: _toolcalls_stream(c), repeats),
            "trivial_us": once_us(lambda c=chunks: _trivial(c), repeats),
            "batch_us": once_us(lambda t=text: toolcalls.parse(t, tools=_STREAM_TOOLS), repeats),
        }
        row["growth"] = row["toolcalls_us_4x"] / row["toolcalls_us"]
        row["per_chunk_ns"] = row["toolcalls_us"] / len(chunks) * 1e3
        row["trivial_per_chunk_ns"] = row["trivial_us"] / len(chunks) * 1e3
        row["vs_trivial"] = row["toolcalls_us"] / row["trivial_us"]
        if with_peers:
            row.update(_peer_streams(fid, text, chunks, argument, repeats))
        rows.append(row)
        print(f"  {fid:12} toolcalls {row['toolcalls_us'] / 1e3:8.1f} ms (4x: "
              f"{row['toolcalls_us_4x'] / 1e3:.1f} ms, x{row['growth']:.2f})   vLLM "
              f"{row.get('vllm_us', float('nan')) / 1e3:8.1f} ms   SGLang "
              f"{row.get('sglang_us', float('nan')) / 1e3:8.1f} ms", flush=True)
    return rows


#: A peer's stream is stopped after this many seconds (SGLang's Hermes detector is
#: quadratic: about two minutes for the 100 KB text); its time is then a lower bound.
PEER_DEADLINE = 30.0


def _peer_streams(fid: str, text: str, chunks: list[str], argument: int,
                  repeats: int) -> dict[str, Any]:
    row: dict[str, Any] = {}
    row["loop_us"] = once_us(lambda: _serving_loop(chunks), repeats)
    for side in ("vllm", "sglang"):
        entry = _peer(side, fid)
        if not isinstance(entry, tuple):
            row[f"{side}_note"] = entry or "no parser"
            continue
        try:
            cls = (peers.vllm_class if side == "vllm" else peers.sglang_class)(*entry)
            run = (peers.vllm_stream if side == "vllm" else peers.sglang_stream)(
                cls, _STREAM_TOOLS)
            best, fed, out = float("inf"), 0, []
            for _ in range(repeats):
                began = timeit.default_timer()
                out, fed = run(chunks, PEER_DEADLINE)
                best = min(best, (timeit.default_timer() - began) * 1e6)
                if fed < len(chunks) or best > 5e6:
                    break  # slow: one run is enough
            arguments = _streamed_arguments(side, out)
        except Exception as exc:  # a peer that cannot run is reported
            row[f"{side}_note"] = f"{type(exc).__name__}: {exc}"[:160]
            continue
        row[f"{side}_us"] = best
        row[f"{side}_fed"] = fed
        if fed == len(chunks):
            try:
                row[f"{side}_args_ok"] = len(json.loads(arguments)["content"]) >= argument - 2
            except (ValueError, KeyError, TypeError):
                row[f"{side}_args_ok"] = False
    return row


def _streamed_arguments(side: str, out: list[Any]) -> str:
    """The arguments deltas of call 0, concatenated, from a peer's streamed output."""
    parts = []
    if side == "vllm":
        for message in out:
            for delta in message.tool_calls or ():
                function = delta.function
                args = function.get("arguments") if isinstance(function, dict) else getattr(
                    function, "arguments", None)
                if delta.index == 0 and args:
                    parts.append(args)
    else:
        for result in out:
            for call in result.calls:
                if call.tool_index == 0 and call.parameters:
                    parts.append(call.parameters)
    return "".join(parts)


# --- 4. plugin count: eight formats against all ------------------------------------------------


def plugins_all(timer_us: Callable[[Callable[[], object]], float]) -> list[dict[str, Any]]:
    eight = toolcalls.Parser(formats=list(FIRST_EIGHT))
    # every first-party format (what ``toolcalls[all]`` installs): the bench's venv also holds
    # the test suite's fixture format, which no user installs
    every = toolcalls.Parser(formats=[entry.id for entry in toolcalls.catalog.FORMATS])
    count = len(toolcalls.catalog.FORMATS)
    rows = []
    for case in (inputs.case_f(), inputs.case_i()):
        text = case.text
        assert eight.parse_tool_calls(text) == [] and every.parse_tool_calls(text) == []
        row: dict[str, Any] = {"key": case.key, "chars": len(text), "formats": count,
                               "us_8": timer_us(lambda t=text: eight.parse_tool_calls(t)),
                               "us_all": timer_us(lambda t=text: every.parse_tool_calls(t))}
        row["ratio"] = row["us_all"] / row["us_8"]
        rows.append(row)
        print(f"  {case.key}: 8 formats {row['us_8']:.1f} us, {count} formats "
              f"{row['us_all']:.1f} us (x{row['ratio']:.2f})", flush=True)
    return rows


# --- the report (bench/RESULTS.md) ---------------------------------------------------------------


def _us(value: float | None) -> str:
    if value is None:
        return "-"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.1f}" if value >= 10 else f"{value:.2f}"


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value / 1e3:,.1f}"


def _ratio(a: float | None, b: float | None) -> str:
    return "-" if a is None or b is None else f"{a / b:.2f}x"


def _peer_calls(row: dict[str, Any], side: str) -> str:
    if f"{side}_calls" not in row:
        return "-"
    return f"{row[f'{side}_calls']} ({'same' if row[f'{side}_same'] else 'differ'})"


def formats_report(results: dict[str, Any]) -> list[str]:
    rows = results["formats"]
    lines = [
        "",
        "## Every format of issue 11 against vLLM and SGLang",
        "",
        "Each input is the format's first example (`toolcalls.default_registry()`); tools are "
        "given to all three parsers (names and argument types from the expected calls). "
        "`toolcalls us`: with every format installed (the default parser); `alone us`: "
        "`Parser(formats=[the format])`, as a server that runs one family, which is how the "
        "peers' parsers run (one per family, chosen by a server flag); the ratios are taken "
        "from `alone`. `peer calls`: how many calls the peer returned, and whether they are the "
        "calls toolcalls returns (same names and arguments). Times in microseconds per call, "
        f"each the best of {ROUNDS} rounds over every parser of every format.",
        "",
        "| format | chars | calls | toolcalls us | alone us | vLLM us | vLLM calls | SGLang us "
        "| SGLang calls | alone / vLLM | alone / SGLang |",
        "|---|---:|---:|---:|---:|---:|---|---:|---|---:|---:|",
    ]
    faster = {"vllm": [0, 0, 0], "sglang": [0, 0, 0]}
    for r in rows:
        alone = r.get("alone_us", r["toolcalls_us"])
        for side, count in faster.items():
            if f"{side}_us" in r and r[f"{side}_same"]:
                count[1] += 1
                count[0] += alone < r[f"{side}_us"]
                count[2] += r["toolcalls_us"] < r[f"{side}_us"]
        lines.append(
            f"| {r['format']} | {r['chars']} | {r['calls']} | {_us(r['toolcalls_us'])} | "
            f"{_us(alone)} | {_us(r.get('vllm_us'))} | {_peer_calls(r, 'vllm')} | "
            f"{_us(r.get('sglang_us'))} | {_peer_calls(r, 'sglang')} | "
            f"{_ratio(alone, r.get('vllm_us'))} | {_ratio(alone, r.get('sglang_us'))} |")
    lines += ["", f"The format alone is faster than vLLM on {faster['vllm'][0]} of "
              f"{faster['vllm'][1]} formats where vLLM returns the same calls, faster than "
              f"SGLang on {faster['sglang'][0]} of {faster['sglang'][1]}; with every format "
              f"installed, {faster['vllm'][2]} and {faster['sglang'][2]}.", ""]
    notes = sorted({(side, r.get(f"{side}_note")) for r in rows for side in ("vllm", "sglang")
                    if r.get(f"{side}_note") and r.get(f"{side}_note") != "no parser"})
    absent = {side: [r["format"] for r in rows if r.get(f"{side}_note") == "no parser"]
              for side in ("vllm", "sglang")}
    for side, names in absent.items():
        if names:
            lines.append(f"- No {'vLLM' if side == 'vllm' else 'SGLang'} parser for: "
                         f"{', '.join(names)}.")
    for side, note in notes:
        lines.append(f"- {'vLLM' if side == 'vllm' else 'SGLang'}: {note}.")
    modules = sorted({(side, r[f"{side}_module"]) for r in rows for side in ("vllm", "sglang")
                      if f"{side}_module" in r})
    if modules:
        lines += ["", "Peer modules: " + "; ".join(
            f"{r['format']}: vLLM `{r.get('vllm_module', '-')}`, SGLang "
            f"`{r.get('sglang_module', '-')}`" for r in rows
            if "vllm_module" in r or "sglang_module" in r) + "."]
    return lines


def formats_hostile_report(results: dict[str, Any]) -> list[str]:
    rows = results["formats_hostile"]
    if not rows:
        return []
    n = max(r["n"] for r in rows)
    worst = max(rows, key=lambda r: r["growth"])
    lines = [
        "",
        f"## Hostile inputs per format at n = {n:,} and 4n",
        "",
        "Per format: `opener` is the format's first marker in its example, repeated; "
        "`unclosed` its example cut at three quarters of the text after the opener; "
        "`partial` cut at one third; each repeated n times, one per line. Best of a few "
        "single calls, the garbage collector paused during each as `timeit` pauses it; a "
        "raise counts as a result. Linear is a growth near 4. Worst growth: "
        f"{worst['growth']:.2f} ({worst['format']}, {worst['kind']})"
        + (f"; {worst['growth_collected']:.2f} with the collector running (CPython's full "
           "collections traverse the whole heap, and come more often as it grows: "
           "docs/performance.md)" if "growth_collected" in worst else "")
        + ". An input slower than "
        f"{SLOW_AT_QUARTER:g} s at n/4 is measured at n/16 and n/4 instead (the cell says so): "
        "it is superlinear.",
        "",
        "| format | opener us at n | at 4n | growth | unclosed us at n | at 4n | growth "
        "| partial us at n | at 4n | growth |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    by_format: dict[str, dict[str, dict[str, Any]]] = {}
    for r in rows:
        by_format.setdefault(r["format"], {})[r["kind"]] = r
    for fid, kinds in by_format.items():
        cells = []
        for kind in ("opener", "unclosed", "partial"):
            r = kinds[kind]
            mark = f" (n = {r['n']:,}: too slow at n/4)" if r.get("reduced") else ""
            cells += [_us(r["us_n"]), _us(r["us_4n"]), f"{r['growth']:.1f}{mark}"]
        lines.append(f"| {fid} | " + " | ".join(cells) + " |")
    return lines


def streaming_report(results: dict[str, Any]) -> list[str]:
    rows = results["streaming"]
    deadline = results.get("peer_deadline", PEER_DEADLINE)
    lines = [
        "",
        "## Streaming: 100 KB in 4-character chunks",
        "",
        "Prose, then one call whose string argument is 40 KB (160 KB in the 4x text), fed to "
        "`toolcalls.StreamParser(tools=..., reasoning_started=False)` 4 characters at a time, "
        "then `close()`. `trivial` is a Python method call per chunk that does nothing; "
        "`batch` is one `toolcalls.parse` of the whole text. The peers get the same chunks: "
        "vLLM's `extract_tool_calls_streaming` with previous/current/delta text as its serving "
        "loop builds them (`loop` is that loop alone, included in vLLM's time), SGLang's "
        f"`parse_streaming_increment`. A peer still running after {deadline:.0f} s is stopped: "
        "its time is then a lower bound (`>=`, with the chunks it had been fed). "
        "Times in milliseconds.",
        "",
        "| stream | chunks | toolcalls ms | 4x text ms | 4x / 1x | per chunk us "
        "| trivial per chunk us | toolcalls / trivial | batch ms | vLLM ms | SGLang ms "
        "| toolcalls / vLLM | toolcalls / SGLang |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    notes = []
    for r in rows:
        cells = []
        for side in ("vllm", "sglang"):
            if f"{side}_us" not in r:
                cells.append("-")
                if r.get(f"{side}_note"):
                    notes.append(f"- {r['format']}, {side}: {r[f'{side}_note']}.")
                continue
            if r[f"{side}_fed"] < r["chunks"]:
                cells.append(f">= {_ms(r[f'{side}_us'])} ({r[f'{side}_fed']:,} chunks)")
            else:
                ok = "" if r.get(f"{side}_args_ok") else " (arguments wrong)"
                cells.append(_ms(r[f"{side}_us"]) + ok)
        lines.append(
            f"| {r['title']} | {r['chunks']:,} | {_ms(r['toolcalls_us'])} | "
            f"{_ms(r['toolcalls_us_4x'])} | {r['growth']:.2f}x | {r['per_chunk_ns'] / 1e3:.2f} | "
            f"{r['trivial_per_chunk_ns'] / 1e3:.3f} | {r['vs_trivial']:,.0f}x | "
            f"{_ms(r['batch_us'])} | {cells[0]} | {cells[1]} | "
            f"{_ratio(r['toolcalls_us'], r.get('vllm_us'))} | "
            f"{_ratio(r['toolcalls_us'], r.get('sglang_us'))} |")
    hermes = next((r for r in rows if r["format"] == "hermes"), None)
    if hermes is not None:
        lines += ["", f"Issue 12: 4x the text costs {hermes['growth']:.2f}x (bar 4.5x: "
                  f"{'met' if hermes['growth'] <= 4.5 else 'missed'}); vLLM's loop alone "
                  f"{_ms(hermes.get('loop_us'))} ms."]
    return lines + (["", *notes] if notes else [])


def plugins_all_report(results: dict[str, Any]) -> list[str]:
    rows = results["plugins_all"]
    lines = [
        "",
        "## Plugin count: the first eight formats against every installed format",
        "",
        f"`toolcalls.Parser(formats=[{', '.join(FIRST_EIGHT)}])` against every first-party "
        f"format ({rows[0]['formats'] if rows else '?'}, what `toolcalls[all]` installs: "
        "`toolcalls.catalog.FORMATS`; the test fixture `percent` of the bench's venv left "
        "out), on the inputs f and i. Issue 11: no slower, within noise.",
        "",
        "| input | chars | 8 formats us | all formats us | all / 8 |",
        "|---|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(f"| {r['key']} | {r['chars']:,} | {_us(r['us_8'])} | {_us(r['us_all'])} | "
                     f"{r['ratio']:.2f}x |")
    return lines
