"""The ``toolcalls`` command, end to end through subprocesses (``python -m toolcalls``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import toolcalls
from toolcalls.cli import format_error, gold_calls

ROOT = Path(__file__).resolve().parents[2]
OUTPUTS = ROOT / "examples" / "outputs"
EVAL_FILE = ROOT / "examples" / "eval.jsonl"
EIGHT = ("hermes", "bracket", "mistral", "llama", "xml_invoke", "harmony", "json", "python")


def run(*args: str | Path, stdin: str | bytes | None = None,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    proc = subprocess.run(
        [sys.executable, "-m", "toolcalls", *map(str, args)],
        input=data,
        capture_output=True,
        check=False,
        timeout=120,
        env=None if env is None else {**os.environ, **env},
    )
    return subprocess.CompletedProcess(
        proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    )


def run_json(*args: str | Path, stdin: str | None = None) -> tuple[int, Any, str]:
    proc = run(*args, stdin=stdin)
    return proc.returncode, json.loads(proc.stdout), proc.stderr


# --------------------------------------------------------------------------- parse


def test_parse_file_prints_calls_with_format() -> None:
    code, out, err = run_json("parse", OUTPUTS / "mistral.txt")
    assert code == 0
    assert out == [
        {"name": "get_weather", "arguments": {"city": "Berlin"}, "format": "mistral"},
        {"name": "get_time", "arguments": {"tz": "Europe/Berlin"}, "format": "mistral"},
    ]
    assert err == ""


@pytest.mark.parametrize("name", sorted(p.name for p in OUTPUTS.glob("*.txt")))
def test_parse_every_bundled_output(name: str) -> None:
    text = (OUTPUTS / name).read_text(encoding="utf-8")
    proc = run("parse", OUTPUTS / name, "--compact")
    if name.startswith("broken_"):
        assert proc.returncode == 1
        assert set(json.loads(proc.stdout)) == {"error"}
    else:
        assert proc.returncode == 0
        assert json.loads(proc.stdout) == toolcalls.parse_tool_calls(text, include_format=True)
        assert proc.stdout.count("\n") == 1  # --compact: one line


def test_parse_stdin_dash_and_default() -> None:
    text = 'search(query="rust", limit=5)'
    expected = [{"name": "search", "arguments": {"query": "rust", "limit": 5}, "format": "python"}]
    for args in (("parse", "-"), ("parse",)):
        code, out, _ = run_json(*args, stdin=text)
        assert (code, out) == (0, expected)


def test_parse_no_call_exits_1_with_empty_list() -> None:
    code, out, err = run_json("parse", "-", stdin="Just prose, f(x) and {braces}.")
    assert (code, out) == (1, [])
    assert err == "toolcalls: no tool call found\n"
    assert run("parse", "-q", stdin="prose").stderr == ""


def test_parse_error_json_and_caret_message() -> None:
    code, out, err = run_json("parse", OUTPUTS / "broken_trailing_comma.txt")
    assert code == 1
    assert out == {
        "error": {
            "code": "json.trailing_comma",
            "message": "trailing comma before '}'",
            "position": 102,
            "line": 3,
            "column": 73,
            "format": "hermes",
        }
    }
    assert err == (
        "error: json.trailing_comma at 3:73: trailing comma before '}'\n"
        '  3 | {"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius",}}\n'
        "    |                                                                         ^\n"
    )


def test_parse_positional_argument_caret() -> None:
    proc = run("parse", OUTPUTS / "broken_positional.txt")
    assert proc.returncode == 1
    assert proc.stderr.splitlines() == [
        "error: tool_call.positional_argument at 1:54: positional argument after keyword arguments",
        '  1 | book_meeting(title="Sync", attendees=["ann", "bob"], 30)',
        "    |                                                      ^",
    ]


def test_parse_error_only_first_in_strict_mode() -> None:
    text = '<tool_call>{\'a\': 1}</tool_call>\n<tool_call>{"name": "f", "arguments": [}</tool_call>'
    code, out, err = run_json("parse", "-", stdin=text)
    assert code == 1
    assert out["error"]["code"] == "json.single_quoted_string"
    assert err.count("error: ") == 1


def test_parse_lenient_shapes_and_exit_codes() -> None:
    good = '<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>'
    bad = '<tool_call>{"name": "g", "arguments": {"a": 1,}}</tool_call>'
    code, out, err = run_json(
        "parse", "--lenient", "-", stdin=f"<think>hmm</think>Hi {good}\n{bad}"
    )
    assert code == 0  # a call was parsed; the broken one is data
    assert set(out) == {"calls", "errors", "content", "reasoning"}
    assert out["calls"] == [{"name": "f", "arguments": {"a": 1}, "format": "hermes"}]
    assert [e["code"] for e in out["errors"]] == ["json.trailing_comma"]
    assert set(out["errors"][0]) == {"code", "message", "position", "line", "column", "format"}
    assert (out["content"], out["reasoning"]) == ("Hi", "hmm")
    assert err.startswith("error: json.trailing_comma at 2:")

    code, out, _ = run_json("parse", "--lenient", OUTPUTS / "broken_trailing_comma.txt")
    assert code == 1
    assert out["calls"] == [] and len(out["errors"]) == 1
    code, out, _ = run_json("parse", "--lenient", "-", stdin="no call here")
    assert code == 1
    assert out == {"calls": [], "errors": [], "content": "no call here", "reasoning": None}


def test_parse_openai_shape_keeps_model_id() -> None:
    code, out, _ = run_json("parse", "--openai", OUTPUTS / "openai_json.txt")
    assert code == 0
    assert out == [
        {
            "id": "call_abc123",
            "type": "function",
            "function": {
                "name": "lookup_order",
                "arguments": '{"order_id":98765,"verbose":false}',
            },
        }
    ]


def test_parse_shapes_with_deterministic_ids() -> None:
    path = OUTPUTS / "mistral.txt"
    calls = toolcalls.parse(path.read_text(encoding="utf-8")).calls
    for flag, convert in (
        ("--openai", toolcalls.to_openai),
        ("--anthropic", toolcalls.to_anthropic),
        ("--responses", toolcalls.to_openai_responses),
    ):
        code, out, _ = run_json("parse", flag, "--deterministic-ids", path)
        assert code == 0
        assert out == convert(calls, deterministic=True)
    code, out, _ = run_json("parse", "--anthropic", "--lenient", "--deterministic-ids", path)
    assert out["calls"] == toolcalls.to_anthropic(calls, deterministic=True)
    assert out["calls"][0]["type"] == "tool_use"


def test_parse_format_restriction() -> None:
    path = OUTPUTS / "python_call.txt"
    assert run("parse", "--format", "hermes", path).returncode == 1
    assert run("parse", "--format", "hermes", "--format", "python", path).returncode == 0
    code, out, _ = run_json("parse", "--format", "hermes,python", path)
    assert code == 0 and out[0]["format"] == "python"


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("parse", "--format", "nope", "-"), "unknown format 'nope'"),
        (("parse", "/nonexistent/file.txt"), "cannot read /nonexistent/file.txt"),
        (("parse", "--bogus"), "unrecognized arguments"),
        (("parse", "--openai", "--anthropic", "-"), "not allowed with argument"),
        (("eval",), "required"),
        (("eval", "/nonexistent.jsonl"), "cannot read /nonexistent.jsonl"),
        (("eval", "--format", "nope", "x.jsonl"), "unknown format 'nope'"),
        (("eval", "--jobs", "-1", "-"), "--jobs"),
        (("frobnicate",), "invalid choice"),
        ((), "usage:"),
    ],
)
def test_usage_errors_exit_2(args: tuple[str, ...], needle: str) -> None:
    proc = run(*args, stdin="")
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert needle in proc.stderr


def test_parse_non_utf8_input_is_usage_error() -> None:
    proc = run("parse", "-", stdin=b"caf\xe9")
    assert proc.returncode == 2
    assert "not UTF-8 (byte offset 3)" in proc.stderr


def test_version() -> None:
    proc = run("--version")
    # the subprocess imports the same build as this one (TOOLCALLS_PURE passes on)
    how = "compiled" if toolcalls._native.active() else "pure Python"
    assert (proc.returncode, proc.stdout.strip()) == (
        0, f"toolcalls {toolcalls.__version__} ({how})")
    pure = run("--version", env={"TOOLCALLS_PURE": "1"})
    assert pure.stdout.strip() == f"toolcalls {toolcalls.__version__} (pure Python)"


def test_console_script_is_installed() -> None:
    script = Path(sys.executable).parent / "toolcalls"
    if not script.exists():
        pytest.skip("toolcalls console script not installed next to this interpreter")
    proc = subprocess.run(
        [str(script), "parse", str(OUTPUTS / "hermes.txt")], capture_output=True, check=False
    )
    assert proc.returncode == 0
    assert json.loads(proc.stdout)[0]["name"] == "get_weather"


# --------------------------------------------------------------------------- formats


def test_formats_json() -> None:
    code, out, _ = run_json("formats", "--json")
    assert code == 0
    ids = [f["id"] for f in out]
    assert set(EIGHT) | {"percent"} <= set(ids)
    assert ids[:6] == sorted(ids[:6])  # tier 1, by id
    by_id = {f["id"]: f for f in out}
    assert by_id["hermes"] == {
        "id": "hermes",
        "tier": 1,
        "markers": ["<tool_call>"],
        "distribution": "toolcalls-hermes",
        "version": "0.1.0",
        "description": by_id["hermes"]["description"],
    }
    assert (by_id["json"]["tier"], by_id["python"]["tier"], by_id["percent"]["tier"]) == (2, 3, 4)
    assert by_id["percent"]["distribution"] == "toolcalls-fixture-percent"
    assert [f["tier"] for f in out] == sorted(f["tier"] for f in out)


def test_formats_table() -> None:
    proc = run("formats")
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    assert lines[0].split() == ["id", "tier", "markers", "distribution", "version", "description"]
    assert any(line.startswith("hermes ") and "<tool_call>" in line for line in lines)
    assert any(
        line.startswith("percent ") and "toolcalls-fixture-percent" in line for line in lines
    )


# --------------------------------------------------------------------------- eval

SAMPLES = [
    # 1 correct (hermes)
    {"output": '<tool_call>{"name": "f", "arguments": {"a": 1}}</tool_call>',
     "expected": [{"name": "f", "arguments": {"a": 1}}], "id": "s1"},
    # 2 wrong argument value (python)
    {"output": "f(a=2)", "expected": [{"name": "f", "arguments": {"a": 1}}], "id": "s2"},
    # 3 no call expected, none made
    {"output": "hello there", "expected": [], "id": "s3"},
    # 4 broken call (hermes, trailing comma): scored as one nameless call
    {"output": '<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>',
     "expected": [{"name": "f", "arguments": {"a": 1}}], "id": "s4"},
    # 5 two expected (as a JSON string), one made (mistral)
    {"output": '[TOOL_CALLS] [{"name": "g", "arguments": {}}]',
     "expected": '[{"name": "g", "arguments": {}}, {"name": "h", "arguments": {"x": 1}}]',
     "id": "s5"},
]  # fmt: skip

#: Hand-computed from docs/metrics.md for SAMPLES.
MEANS = {
    "has_call": (1 + 1 + 0 + 1 + 0.5) / 5,
    "name_correct": (1 + 1 + 0 + 0 + 0.5) / 5,
    "args_json_valid": (1 + 1 + 0 + 0 + 0.5) / 5,
    "args_field_recall": (1 + 1 + 0 + 0 + 0.5) / 5,
    "args_field_precision": (1 + 1 + 0 + 0 + 0.5) / 5,
    "args_exact_match": (1 + 0 + 0 + 0 + 0.5) / 5,
    "call_precision": (1 + 0 + 1 + 0 + 1) / 5,
    "call_recall": (1 + 0 + 1 + 0 + 0.5) / 5,
    "call_f1": (1 + 0 + 1 + 0 + 2 / 3) / 5,
    "no_call_correct": 1.0,
}


def write_jsonl(path: Path, records: list[Any], extra_lines: tuple[str, ...] = ()) -> Path:
    lines = [json.dumps(r) for r in records] + list(extra_lines)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def small(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "small.jsonl", SAMPLES)


def test_eval_json_hand_checked(small: Path) -> None:
    code, out, err = run_json("eval", small, "--json")
    assert code == 0 and err == ""
    assert set(out) == {"file", "input", "summary", "error_examples", "tools", "confusion", "worst"}
    assert out["input"] == {"lines": 5, "samples": 5, "skipped": {}, "skipped_examples": []}
    summary = out["summary"]
    assert summary["count"] == 5
    assert summary["means"] == pytest.approx(MEANS)
    assert list(summary["means"]) == list(MEANS)
    assert summary["no_call_count"] == 1
    # gold 1+1+0+1+2; predicted 1+1+0+1 (the broken call)+1; correct: samples 1 and 5
    assert summary["calls"] == pytest.approx(
        {"gold": 5, "pred": 4, "matched": 2, "precision": 0.5, "recall": 0.4, "f1": 4 / 9}
    )
    assert summary["samples_with_errors"] == 1
    assert summary["error_codes"] == {"json.trailing_comma": 1}
    assert list(summary["by_format"]) == ["hermes", "mistral", "python", "null"]
    assert [summary["by_format"][k]["count"] for k in ("hermes", "mistral", "python", "null")] == [
        2,
        1,
        1,
        1,
    ]
    assert summary["by_format"]["hermes"]["error_codes"] == {"json.trailing_comma": 1}
    assert summary["options"] == {
        "match": "position",
        "numeric_tolerance": False,
        "failed_parse_as_call": True,
    }
    assert out["error_examples"] == {
        "json.trailing_comma": [{"line": 4, "id": "s4", "error_line": 1, "error_column": 46}]
    }


def test_eval_table(small: Path) -> None:
    proc = run("eval", small)
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    assert lines[0] == f"{small}: 5 samples; match=position, numeric_tolerance=off"
    rows = {line.split()[0]: line.split()[1:] for line in lines[3:13]}
    assert rows["has_call"] == ["0.700", "5"]
    assert rows["args_exact_match"] == ["0.300", "5"]
    assert rows["call_f1"] == ["0.533", "5"]
    assert rows["no_call_correct"] == ["1.000", "1"]
    assert (
        "calls (micro): gold 5, predicted 4, correct 2; precision 0.500, recall 0.400, f1 0.444"
        in lines
    )
    assert "samples with parse errors: 1 (20.0%)" in lines
    assert "by format" not in proc.stdout and "parse errors (" not in proc.stdout


def test_eval_by_format_and_errors(small: Path) -> None:
    proc = run("eval", small, "--by-format", "--errors", "--id-field", "id")
    assert proc.returncode == 0
    lines = proc.stdout.splitlines()
    rows = {line.split()[0]: line.split()[1:] for line in lines if line.split()}
    header = next(line for line in lines if line.startswith("format "))
    assert header.split() == [
        "format", "samples", "has_call", "name", "valid", "recall", "prec", "exact", "call_f1",
        "no_call", "errors",
    ]  # fmt: skip
    assert rows["hermes"] == ["2", "1.000", "0.500", "0.500", "0.500", "0.500", "0.500", "0.500",
                              "-", "1"]  # fmt: skip
    assert rows["(none)"][0] == "1" and rows["(none)"][-2:] == ["1.000", "0"]
    assert "parse errors (1 in 1 samples)" in lines
    assert rows["json.trailing_comma"] == ["1", "line", "4", "(s4)", "at", "1:46"]


def test_eval_jobs_2_same_as_jobs_1() -> None:
    one = run("eval", EVAL_FILE, "--json", "--batch-size", "16")
    two = run("eval", EVAL_FILE, "--json", "--batch-size", "16", "--jobs", "2")
    assert one.returncode == two.returncode == 0
    assert json.loads(one.stdout) == json.loads(two.stdout)
    assert one.stdout == two.stdout


def test_eval_bundled_dataset_mixes_every_format() -> None:
    code, out, _ = run_json("eval", EVAL_FILE, "--json")
    assert code == 0
    summary = out["summary"]
    assert summary["count"] >= 200 and out["input"]["skipped"] == {}
    assert set(EIGHT) <= set(summary["by_format"])
    assert summary["by_format"]["null"]["count"] > 0  # prose outputs
    assert summary["samples_with_errors"] > 0
    assert 0.3 < summary["means"]["args_exact_match"] < 0.9
    assert summary["no_call_count"] > 0


def test_eval_match_best_and_tolerance(tmp_path: Path) -> None:
    gold = [{"name": "g", "arguments": {"b": 2}}, {"name": "f", "arguments": {"a": 1}}]
    path = write_jsonl(
        tmp_path / "swap.jsonl", [{"output": "[f(a=1), g(b=2.0)]", "expected": gold}]
    )
    _, pos, _ = run_json("eval", path, "--json")
    _, best, _ = run_json("eval", path, "--json", "--match", "best")
    _, both, _ = run_json("eval", path, "--json", "--match", "best", "--numeric-tolerance")
    assert pos["summary"]["means"]["name_correct"] == 0.0
    assert best["summary"]["means"]["name_correct"] == 1.0
    assert best["summary"]["means"]["args_exact_match"] == 0.5  # 2.0 != 2 by default
    assert both["summary"]["means"]["args_exact_match"] == 1.0
    assert both["summary"]["options"]["numeric_tolerance"] is True


def test_eval_malformed_lines_are_skipped_and_reported(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "mixed.jsonl",
        SAMPLES[:2],
        (
            "this is not json",
            "",
            "[1, 2]",
            json.dumps({"output": "f()", "id": "m1"}),
            json.dumps({"output": 5, "expected": []}),
            json.dumps({"output": "f()", "expected": [{"arguments": {}}]}),
            json.dumps({"output": "f()", "expected": "not json"}),
        ),
    )
    proc = run("eval", path, "--json", "--id-field", "id")
    assert proc.returncode == 0
    out = json.loads(proc.stdout)
    assert out["summary"]["count"] == 2
    assert out["input"]["lines"] == 8  # the blank line is not counted
    assert out["input"]["skipped"] == {
        "invalid_expected": 2,
        "invalid_json": 1,
        "invalid_output": 1,
        "missing_expected": 1,
        "not_object": 1,
    }
    assert out["input"]["skipped_examples"][:2] == [
        {"line": 3, "id": None, "reason": "not valid JSON"},
        {"line": 5, "id": None, "reason": "not a JSON object"},
    ]
    assert out["input"]["skipped_examples"][2] == {
        "line": 6,
        "id": "m1",
        "reason": "no field 'expected'",
    }
    assert proc.stderr.splitlines()[0] == (
        "warning: 6 of 8 input lines skipped (2 invalid_expected, 1 invalid_json, "
        "1 invalid_output, 1 missing_expected, 1 not_object)"
    )
    assert "  line 6 (m1): no field 'expected'" in proc.stderr.splitlines()
    strict = run("eval", path, "--strict-input", "--json")
    assert strict.returncode == 1
    assert json.loads(strict.stdout)["summary"]["count"] == 2


def test_eval_nothing_evaluated_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text("nope\n\n", encoding="utf-8")
    proc = run("eval", path)
    assert proc.returncode == 1
    assert "no sample evaluated" in proc.stderr


def test_eval_custom_fields_limit_and_stdin(tmp_path: Path) -> None:
    records = [{"completion": s["output"], "gold": s["expected"], "key": s["id"]} for s in SAMPLES]
    path = write_jsonl(tmp_path / "custom.jsonl", records)
    code, out, _ = run_json(
        "eval", path, "--json", "--output-field", "completion", "--expected-field", "gold"
    )
    assert code == 0 and out["summary"]["means"] == pytest.approx(MEANS)
    code, out, _ = run_json(
        "eval", path, "--json", "--output-field", "completion", "--expected-field", "gold",
        "--limit", "2",
    )  # fmt: skip
    assert out["summary"]["count"] == 2 and out["input"]["lines"] == 2
    code, out, _ = run_json("eval", "-", "--json", stdin=(tmp_path / "custom.jsonl").read_text())
    assert out["input"]["skipped"] == {"missing_output": 5} and code == 1


def test_eval_format_restriction(small: Path) -> None:
    code, out, _ = run_json("eval", small, "--json", "--format", "python")
    assert code == 0
    assert set(out["summary"]["by_format"]) == {"python", "null"}


def test_eval_progress_not_shown_without_terminal(small: Path) -> None:
    proc = run("eval", small, "--jobs", "2")
    assert proc.returncode == 0 and proc.stderr == ""


# --------------------------------------------------------------------------- helpers


def _error(text: str) -> toolcalls.ToolCallError:
    return toolcalls.parse(text).errors[0]


def test_format_error_expands_tabs() -> None:
    text = '\t<tool_call>{"name": "f",\t"arguments": {"a": 1,}}</tool_call>'
    assert format_error(text, _error(text)).splitlines() == [
        "error: json.trailing_comma at 1:47: trailing comma before '}'",
        '  1 |     <tool_call>{"name": "f",    "arguments": {"a": 1,}}</tool_call>',
        "    |                                                     ^",
    ]


def test_format_error_windows_long_lines() -> None:
    text = "x" * 300 + ' <tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>' + "y" * 300
    lines = format_error(text, _error(text), width=40).splitlines()
    assert lines[0] == "error: json.trailing_comma at 1:347: trailing comma before '}'"
    assert lines[1] == '  1 | ..."arguments": {"a": 1,}}</tool_call>yyyyy...'  # 40 columns
    assert lines[2].index("^") == lines[1].index(",}")


def test_format_error_end_of_input_and_no_position() -> None:
    text = 'a\n<tool_call>\n{"name": "f", "arguments": {"a": 1}\n'
    assert format_error(text, _error(text)).splitlines() == [
        "error: json.unexpected_end at 4:1: the text ended inside a JSON object",
        '  3 | {"name": "f", "arguments": {"a": 1}',
        "  4 |",
        "    | ^ end of input",
    ]
    assert format_error("", toolcalls.NoToolCallFoundError()) == (
        "error: tool_call.not_found: no tool call found in the text"
    )


def test_format_error_wide_characters() -> None:
    text = '<tool_call>{"name": "日本", "arguments": {"a": 1,}}</tool_call>'
    lines = format_error(text, _error(text)).splitlines()
    assert lines[2].index("^") == lines[1].index(",}") + 2  # two wide characters before


def test_gold_calls_shapes() -> None:
    expected = [{"name": "f", "arguments": {"a": 1}}]
    assert gold_calls(expected) == expected
    assert gold_calls(json.dumps(expected)) == expected
    assert gold_calls({"name": "f", "parameters": {"a": 1}}) == expected
    assert gold_calls({"type": "tool_use", "id": "t", "name": "f", "input": {"a": 1}}) == expected
    assert (
        gold_calls(
            {
                "tool_calls": [
                    {"type": "function", "function": {"name": "f", "arguments": '{"a": 1}'}}
                ]
            }
        )
        == expected
    )
    assert gold_calls([]) == []
    for bad in (None, 5, "nope", [{"arguments": {}}], [{"name": "f", "arguments": "[1]"}]):
        with pytest.raises(ValueError):
            gold_calls(bad)


# --------------------------------------------------------------------------- convert


def test_convert_writes_the_calls_in_another_format() -> None:
    text = '<tool_call>{"name": "get_weather", "arguments": {"city": "Paris"}}</tool_call>'
    done = subprocess.run(
        [sys.executable, "-m", "toolcalls", "convert", "--to", "python", "-"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == "get_weather(city='Paris')\n"
    back = subprocess.run(
        [sys.executable, "-m", "toolcalls", "convert", "--to", "hermes", "-"],
        input=done.stdout,
        capture_output=True,
        text=True,
        check=False,
    )
    assert back.returncode == 0
    assert back.stdout == f"<tool_call>\n{text[11:-12]}\n</tool_call>\n"


@pytest.mark.parametrize(
    ("args", "stdin", "code", "stderr"),
    [
        (["convert", "--to", "nope", "-"], "f(a=1)", 2, "unknown format 'nope'"),
        (["convert", "--to", "hermes", "-"], "no call here", 1, "no tool call found"),
        (["convert", "--to", "hermes", "-"], "f(a=1, 2)", 1, "tool_call.positional_argument"),
        (["convert", "-"], "f(a=1)", 2, "--to"),
    ],
)
def test_convert_failures(args: list[str], stdin: str, code: int, stderr: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "toolcalls", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == code
    assert stderr in done.stderr


# --------------------------------------------------------------------------- tools


TOOL_DEFS = [{"type": "function", "function": {"name": "f", "parameters": {
    "type": "object", "properties": {"n": {"type": "integer"}, "s": {"type": "string"}},
    "required": ["n"]}}}]


def test_parse_with_tools_types_values_and_rejects_unknown_names(tmp_path: Path) -> None:
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps({"tools": TOOL_DEFS}))
    text = '<invoke name="f"><parameter name="n">5</parameter><parameter name="s">7</parameter>' \
           "</invoke>"
    code, out, _ = run_json("parse", "--tools", tools, "--compact", "-", stdin=text)
    assert code == 0 and out == [{"name": "f", "arguments": {"n": 5, "s": "7"},
                                  "format": "xml_invoke"}]
    code, out, err = run_json("parse", "--tools", tools, "-",
                              stdin='<invoke name="g"></invoke>')
    assert code == 1 and out["error"]["code"] == "tool_call.unknown_tool"
    assert "'g' is not one of the tools offered" in err
    code, out, _ = run_json("parse", "--tools", tools, "--validate", "-",
                            stdin='<invoke name="f"></invoke>')
    assert code == 1 and out["error"]["code"] == "tool_call.schema_violation"


def test_parse_tools_usage_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "f"}')
    assert run("parse", "--tools", bad, "-", stdin="x").returncode == 2
    assert run("parse", "--validate", "-", stdin="x").returncode == 2
    assert "needs --tools" in run("parse", "--validate", "-", stdin="x").stderr


def test_eval_uses_each_samples_tools(tmp_path: Path) -> None:
    rows = [
        {"output": '<invoke name="f"><parameter name="s">7</parameter></invoke>',
         "expected": [{"name": "f", "arguments": {"s": "7"}}], "tools": TOOL_DEFS},
        {"output": '<invoke name="f"><parameter name="s">7</parameter></invoke>',
         "expected": [{"name": "f", "arguments": {"s": 7}}]},
        {"output": "x", "expected": [], "tools": "not json"},
    ]
    path = write_jsonl(tmp_path / "tools.jsonl", rows)
    code, out, _ = run_json("eval", path, "--json", "-q")
    assert code == 0
    assert out["summary"]["means"]["args_exact_match"] == 1.0
    assert out["input"]["skipped"] == {"invalid_tools": 1}
