"""``toolcalls eval --report``: per-tool counts, the name confusion and the worst samples of
toolcalls.evaluation, the alignment helpers of toolcalls.metrics behind them, and the HTML of
toolcalls.report, whose numbers must be those of ``toolcalls eval --json``. (That the report
renders in a browser without a console error is in tests/test_browser.py.)"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from toolcalls.evaluation import (
    BROKEN,
    MISSING,
    NO_GOLD,
    WORST_SAMPLES,
    WORST_TEXT_CHARS,
    EvalConfig,
    json_report,
    run_eval,
)
from toolcalls.metrics import (
    BROKEN_CALL,
    AlignedCall,
    MetricsAccumulator,
    align_calls,
    compute_sample_metrics,
    scored_predictions,
)
from toolcalls.report import build_report

ROOT = Path(__file__).resolve().parents[2]
EVAL_FILE = ROOT / "examples" / "eval.jsonl"


def toolcalls_cli(
    *args: str | Path, env_code: str | None = None
) -> subprocess.CompletedProcess[str]:
    if env_code is None:
        command = [sys.executable, "-m", "toolcalls", *map(str, args)]
    else:
        command = [
            sys.executable,
            "-c",
            f"{env_code}\nimport sys\nfrom toolcalls.cli import main\n"
            f"sys.exit(main({[str(a) for a in args]!r}))",
        ]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)


def evaluate(lines: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    data = "".join(json.dumps(line) + "\n" for line in lines).encode()
    batch_size = options.pop("batch_size", 500)
    config = EvalConfig(id_field="id", **options)
    total = run_eval(io.BytesIO(data), config, batch_size=batch_size)
    return json_report("<test>", total)


def hermes(name: str, **arguments: Any) -> str:
    return f"<tool_call>{json.dumps({'name': name, 'arguments': arguments})}</tool_call>"


# --------------------------------------------------------------------------- metrics helpers


def test_align_calls_position_and_best() -> None:
    gold = [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}]
    swapped = [{"name": "g", "arguments": {}}, {"name": "f", "arguments": {"a": 2}}]
    assert align_calls(swapped, gold) == [
        AlignedCall(0, False, False),
        AlignedCall(1, False, False),
    ]
    assert align_calls(swapped, gold, match="best") == [
        AlignedCall(1, True, False),
        AlignedCall(0, True, True),
    ]
    assert align_calls([], gold) == [AlignedCall(None, False, False)] * 2
    with pytest.raises(ValueError, match="match must be"):
        align_calls([], gold, match="nearest")  # type: ignore[arg-type]


def test_scored_predictions_stand_in_for_a_broken_call() -> None:
    call = {"name": "f", "arguments": {}}
    assert scored_predictions([call], ["json.trailing_comma"]) == [call]
    assert scored_predictions([], ["json.trailing_comma"]) == [BROKEN_CALL]
    assert scored_predictions([], ["tool_call.not_found"]) == []
    assert scored_predictions([], ["json.trailing_comma"], failed_parse_as_call=False) == []


def test_add_scored_returns_what_the_helpers_compute() -> None:
    gold = [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}]
    samples: list[tuple[list[Any], list[str]]] = [
        ([{"name": "g", "arguments": {}}, {"name": "f", "arguments": {"a": 1}}], []),
        ([{"name": "f", "arguments": {"a": 1}}], []),
        ([], ["json.trailing_comma"]),
        ([], ["tool_call.not_found"]),
    ]
    for match in ("position", "best"):
        acc = MetricsAccumulator(match=match)
        for preds, codes in samples:
            score = acc.add_scored(preds, gold, errors=codes)
            used = scored_predictions(preds, codes)
            assert score.predictions == used
            assert score.aligned == align_calls(used, gold, match=match)
            assert score.metrics == compute_sample_metrics(used, gold, match=match)
        assert len(acc) == len(samples)


# --------------------------------------------------------------------------- evaluation fields


def test_per_tool_counts_and_confusion_on_a_small_dataset() -> None:
    lines = [
        {
            "id": "ok",
            "output": hermes("get_weather", city="Paris"),
            "expected": [{"name": "get_weather", "arguments": {"city": "Paris"}}],
        },
        {
            "id": "wrong-name",
            "output": hermes("get_forecast", city="Rome"),
            "expected": [{"name": "get_weather", "arguments": {"city": "Rome"}}],
        },
        {
            "id": "wrong-args",
            "output": hermes("get_time", tz="UTC"),
            "expected": [{"name": "get_time", "arguments": {"tz": "CET"}}],
        },
        {
            "id": "broken",
            "output": '<tool_call>{"name": "get_time", "arguments": {"tz": 1,}}</tool_call>',
            "expected": [{"name": "get_time", "arguments": {"tz": "UTC"}}],
        },
        {
            "id": "missing",
            "output": "No idea.",
            "expected": [{"name": "get_weather", "arguments": {"city": "Oslo"}}],
        },
        {"id": "extra", "output": hermes("get_time", tz="UTC"), "expected": []},
    ]
    report = evaluate(lines)
    assert report["tools"] == {
        "get_weather": {
            "gold": 3,
            "pred": 1,
            "correct_name": 1,
            "exact_args": 2,
            "name_correct": 1 / 3,
            "args_exact_match": 2 / 3,
        },
        "get_time": {
            "gold": 2,
            "pred": 2,
            "correct_name": 1,
            "exact_args": 0,
            "name_correct": 0.5,
            "args_exact_match": 0.0,
        },
        "get_forecast": {
            "gold": 0,
            "pred": 1,
            "correct_name": 0,
            "exact_args": 0,
            "name_correct": None,
            "args_exact_match": None,
        },
    }
    assert report["confusion"] == [
        {"expected": NO_GOLD, "predicted": "get_time", "count": 1},
        {"expected": "get_time", "predicted": BROKEN, "count": 1},
        {"expected": "get_time", "predicted": "get_time", "count": 1},
        {"expected": "get_weather", "predicted": MISSING, "count": 1},
        {"expected": "get_weather", "predicted": "get_forecast", "count": 1},
        {"expected": "get_weather", "predicted": "get_weather", "count": 1},
    ]
    # Worst first: call_f1 0 for all but "ok"; then name_correct; then exact args, errors, line.
    assert [w["id"] for w in report["worst"]] == [
        "broken",
        "missing",
        "extra",
        "wrong-name",
        "wrong-args",
    ]
    broken = report["worst"][0]
    assert broken["line"] == 4
    assert broken["predicted"] == []
    assert broken["expected"] == [{"name": "get_time", "arguments": {"tz": "UTC"}}]
    (err,) = broken["errors"]
    assert err["code"] == "json.trailing_comma"
    assert err["display"].startswith("error: json.trailing_comma at 1:")
    assert err["display"].splitlines()[-1].endswith("^")
    assert broken["spans"] == [[0, len(lines[3]["output"]), "error"]]
    wrong = report["worst"][3]
    assert wrong["predicted"] == [
        {"name": "get_forecast", "arguments": {"city": "Rome"}, "format": "hermes"}
    ]
    assert wrong["spans"] == [[0, len(lines[1]["output"]), "call"]]


def test_best_match_aligns_the_confusion_too() -> None:
    lines = [
        {
            "output": hermes("g") + hermes("f", a=1),
            "expected": [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}],
        },
    ]
    by_position = {(c["expected"], c["predicted"]) for c in evaluate(lines)["confusion"]}
    assert by_position == {("f", "g"), ("g", "f")}
    best = {(c["expected"], c["predicted"]) for c in evaluate(lines, match="best")["confusion"]}
    assert best == {("f", "f"), ("g", "g")}


def test_worst_samples_are_bounded_and_the_same_for_any_split() -> None:
    lines = [
        {
            "id": f"s{i}",
            "output": hermes("f", n=i % 7),
            "expected": [{"name": "f" if i % 3 else "g", "arguments": {"n": i % 5}}],
        }
        for i in range(60)
    ]
    reports = [evaluate(lines, batch_size=size) for size in (1, 7, 60)]
    worst = reports[0]["worst"]
    assert len(worst) == WORST_SAMPLES
    assert all(r["worst"] == worst for r in reports)
    assert all(r["tools"] == reports[0]["tools"] for r in reports)
    assert all(r["confusion"] == reports[0]["confusion"] for r in reports)
    # Kept: wrong name (i % 3 == 0) and wrong arguments (i % 7 != i % 5), earliest first.
    wrong_both = [i for i in range(60) if i % 3 == 0 and i % 7 != i % 5]
    assert [w["id"] for w in worst] == [f"s{i}" for i in wrong_both[:WORST_SAMPLES]]
    assert wrong_both[:2] == [6, 9]


def test_a_long_sample_text_is_cut_with_its_length() -> None:
    output = "x" * (WORST_TEXT_CHARS + 500) + hermes("f")
    (sample,) = evaluate([{"output": output, "expected": []}])["worst"]
    assert sample["text"] == output[:WORST_TEXT_CHARS]
    assert sample["length"] == len(output)
    assert sample["spans"] == []  # the call lies past the cut


def test_perfect_samples_are_not_among_the_worst() -> None:
    lines = [
        {"output": hermes("f"), "expected": [{"name": "f", "arguments": {}}]},
        {"output": "prose", "expected": []},
    ]
    assert evaluate(lines)["worst"] == []


# --------------------------------------------------------------------------- the HTML


class _Cells(HTMLParser):
    """Collects data-key/data-value cells, the embedded JSON, scripts and outside references."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[tuple[list[Any], Any]] = []
        self.scripts: list[dict[str, str | None]] = []
        self.references: list[str] = []
        self.tags: set[str] = set()
        self._in_data = False
        self.data = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.add(tag)
        if "data-key" in found:
            self.cells.append(
                (json.loads(found["data-key"] or ""), json.loads(found["data-value"] or ""))
            )
        for name in ("src", "href", "xlink:href"):
            if found.get(name) is not None:
                self.references.append(found[name] or "")
        if tag == "script":
            self.scripts.append(found)
            self._in_data = found.get("id") == "report-data"

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_data = False

    def handle_data(self, data: str) -> None:
        if self._in_data:
            self.data += data


def _at(document: Any, path: list[Any]) -> Any:
    for key in path:
        document = document[key]
    return document


@pytest.fixture(scope="module")
def report_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("report")
    args = ("eval", EVAL_FILE, "--id-field", "id", "--batch-size", "40")
    as_json = toolcalls_cli(*args, "--json")
    assert as_json.returncode == 0, as_json.stderr
    one = toolcalls_cli(*args, "--jobs", "1", "--report", out / "one.html", "-q")
    two = toolcalls_cli(*args, "--jobs", "2", "--report", out / "two.html")
    assert (one.returncode, two.returncode) == (0, 0), one.stderr + two.stderr
    assert two.stderr == f"report written to {out / 'two.html'}\n"
    return {
        "json": json.loads(as_json.stdout),
        "one": (out / "one.html").read_text(encoding="utf-8"),
        "two": (out / "two.html").read_text(encoding="utf-8"),
        "text_output": one.stdout,
    }


def test_report_numbers_equal_eval_json(report_files: dict[str, Any]) -> None:
    expected = report_files["json"]
    cells = _Cells()
    cells.feed(report_files["one"])
    assert json.loads(cells.data) == expected
    assert len(cells.cells) > 150
    for path, value in cells.cells:
        assert _at(expected, path) == value, path
    shown = {tuple(path) for path, _ in cells.cells}
    summary = expected["summary"]
    for key in summary["means"]:
        assert ("summary", "means", key) in shown
    for fmt, sub in summary["by_format"].items():
        for key in sub["means"]:
            assert ("summary", "by_format", fmt, "means", key) in shown
    for code in summary["error_codes"]:
        assert ("summary", "error_codes", code) in shown
    for name, tool in expected["tools"].items():
        assert ("tools", name, "gold") in shown and ("tools", name, "pred") in shown
        if tool["gold"]:  # a tool that was only predicted has no rates
            assert ("tools", name, "name_correct") in shown
            assert ("tools", name, "args_exact_match") in shown


def test_report_totals_agree_with_the_summary(report_files: dict[str, Any]) -> None:
    report = report_files["json"]
    calls = report["summary"]["calls"]
    assert sum(t["gold"] for t in report["tools"].values()) == calls["gold"]
    confusion = report["confusion"]
    assert sum(c["count"] for c in confusion if c["expected"] != NO_GOLD) == calls["gold"]
    predicted = sum(c["count"] for c in confusion if c["predicted"] != MISSING)
    assert predicted == calls["pred"]
    assert len(report["worst"]) == WORST_SAMPLES


def test_report_is_the_same_with_two_jobs(report_files: dict[str, Any]) -> None:
    assert report_files["one"] == report_files["two"]


def test_report_is_self_contained(report_files: dict[str, Any]) -> None:
    page = report_files["one"]
    cells = _Cells()
    cells.feed(page)
    assert cells.scripts == [{"type": "application/json", "id": "report-data"}]
    assert all(ref.startswith("#") for ref in cells.references), cells.references
    assert not cells.tags & {"link", "img", "iframe", "object", "embed"}
    assert "@import" not in page and "url(http" not in page and "@font-face" not in page
    assert page.count("<svg") == 3  # metrics per format, error codes, per tool
    for section in (
        "Metrics",
        "Metrics per format",
        "Parse errors",
        "Per tool",
        "Expected against predicted tool names",
        "Worst samples",
    ):
        assert f"<h2>{section}</h2>" in page
    assert page.count('<section class="sample"') == WORST_SAMPLES
    assert '<pre class="caret">error: json.trailing_comma at 1:131' in page
    # The worst samples of this dataset are broken calls: underlined, the place marked.
    assert '<span class="error">' in page and '<span class="error errpos">' in page


def test_report_keeps_the_text_output(report_files: dict[str, Any]) -> None:
    assert report_files["text_output"].startswith(f"{EVAL_FILE}: 240 samples; match=position")


def test_report_escapes_what_it_shows() -> None:
    lines = [
        {
            "id": "<b>x</b>",
            "output": '</script><tool_call>{"name": "f<i>", "arguments": '
            '{"a": "</script>",}}</tool_call>',
            "expected": [{"name": "f", "arguments": {}}],
        }
    ]
    page = build_report(evaluate(lines))
    assert "<b>x</b>" not in page and "&lt;b&gt;x&lt;/b&gt;" in page
    assert page.count("</script>") == 1  # only the end of the JSON block
    cells = _Cells()
    cells.feed(page)
    assert json.loads(cells.data)["worst"][0]["id"] == "<b>x</b>"


def test_report_without_matplotlib_is_a_usage_error(tmp_path: Path) -> None:
    target = tmp_path / "r.html"
    proc = toolcalls_cli(
        "eval",
        EVAL_FILE,
        "--report",
        target,
        env_code="sys_modules = __import__('sys').modules\nsys_modules['matplotlib'] = None",
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().endswith(
        "toolcalls: --report needs matplotlib: pip install 'toolcalls[report]'"
    )
    assert proc.stdout == ""  # refused before evaluating anything
    assert not target.exists()


def test_report_to_an_unwritable_path_is_a_usage_error(tmp_path: Path) -> None:
    proc = toolcalls_cli("eval", EVAL_FILE, "--report", tmp_path / "no" / "r.html", "--json")
    assert proc.returncode == 2
    assert f"cannot write {tmp_path / 'no' / 'r.html'}" in proc.stderr
