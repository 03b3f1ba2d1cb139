"""``toolcalls eval`` on Parquet: the same report as on the JSON Lines of the same samples.

The bundled examples/eval.jsonl is written to Parquet in the shapes batch-inference jobs
store (expected calls as a JSON string column, or as a list column of structs whose arguments
are structs, maps or JSON strings), in several row groups, and evaluated with one process and
with two; every report must equal the JSONL report, example lists and line (row) numbers
included.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from toolcalls.cli import main
from toolcalls.evaluation import EvalConfig
from toolcalls.evaluation_parquet import is_parquet, record_rows, run_parquet

ROOT = Path(__file__).resolve().parents[1]
EVAL_FILE = ROOT / "examples" / "eval.jsonl"
RECORDS = [json.loads(line) for line in EVAL_FILE.read_text(encoding="utf-8").splitlines()]


def _calls(record: dict[str, Any]) -> list[dict[str, Any]]:
    expected = record["expected"]
    calls: list[dict[str, Any]] = json.loads(expected) if isinstance(expected, str) else expected
    return calls


def _write(path: Path, rows: list[dict[str, Any]], schema: pa.Schema | None = None) -> Path:
    pq.write_table(pa.Table.from_pylist(rows, schema=schema), path, row_group_size=37)
    return path


def _eval_json(*args: str | Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, Any]:
    code = main(["eval", *map(str, args), "--json", "--compact", "--id-field", "id"])
    out = json.loads(capsys.readouterr().out)
    del out["file"]
    return code, out


@pytest.fixture(scope="module")
def jsonl_report() -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, "-m", "toolcalls", "eval", str(EVAL_FILE), "--json", "--id-field", "id"],
        capture_output=True,
        check=True,
    )
    report: dict[str, Any] = json.loads(proc.stdout)
    del report["file"]
    assert report["summary"]["count"] == 240 and report["error_examples"]
    return report


@pytest.fixture
def json_strings(tmp_path: Path) -> Path:
    rows = [
        {"id": r["id"], "output": r["output"], "expected": json.dumps(_calls(r))} for r in RECORDS
    ]
    return _write(tmp_path / "strings.parquet", rows)


def test_json_string_column(
    json_strings: Path, jsonl_report: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    assert pq.ParquetFile(json_strings).metadata.num_row_groups == 7
    code, report = _eval_json(json_strings, "--batch-size", "16", capsys=capsys)
    assert code == 0
    assert report == jsonl_report


def test_two_jobs_give_the_same_report(json_strings: Path, jsonl_report: dict[str, Any]) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "toolcalls", "eval", str(json_strings), "--json", "--id-field",
         "id", "--jobs", "2", "--batch-size", "25"],
        capture_output=True,
        check=True,
    )  # fmt: skip
    report = json.loads(proc.stdout)
    del report["file"]
    assert report == jsonl_report


def test_list_of_structs_column(
    tmp_path: Path, jsonl_report: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    # Arrow unifies the arguments of every tool into one struct type: each row has every
    # key, null where the call has none. Those nulls are read as absent keys.
    rows = [{"id": r["id"], "output": r["output"], "expected": _calls(r)} for r in RECORDS]
    path = _write(tmp_path / "structs.parquet", rows)
    arguments = pq.read_schema(path).field("expected").type.value_type.field("arguments").type
    assert pa.types.is_struct(arguments) and arguments.num_fields > 10
    code, report = _eval_json(path, capsys=capsys)
    assert code == 0
    assert report == jsonl_report


def test_map_and_json_string_arguments(
    tmp_path: Path, jsonl_report: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    as_strings = pa.schema(
        [("id", pa.string()), ("output", pa.string()),
         ("expected", pa.list_(pa.struct([("name", pa.string()), ("arguments", pa.string())])))]
    )  # fmt: skip
    rows = [
        {
            "id": r["id"],
            "output": r["output"],
            "expected": [
                {"name": c["name"], "arguments": json.dumps(c["arguments"])} for c in _calls(r)
            ],
        }
        for r in RECORDS
    ]
    code, report = _eval_json(_write(tmp_path / "s.parquet", rows, as_strings), capsys=capsys)
    assert code == 0 and report == jsonl_report

    # A map keeps only the keys a call has; here every value is a string.
    as_map = pa.schema(
        [("id", pa.string()), ("output", pa.string()),
         ("expected", pa.list_(pa.struct([("name", pa.string()),
                                          ("arguments", pa.map_(pa.string(), pa.string()))])))]
    )  # fmt: skip
    rows = [
        {"id": "m1", "output": '<tool_call>{"name": "f", "arguments": {"a": "1"}}</tool_call>',
         "expected": [{"name": "f", "arguments": {"a": "1"}}]},
        {"id": "m2", "output": '<tool_call>{"name": "f", "arguments": {"a": "1"}}</tool_call>',
         "expected": [{"name": "f", "arguments": {"a": "1", "b": "2"}}]},
    ]  # fmt: skip
    code, report = _eval_json(_write(tmp_path / "m.parquet", rows, as_map), capsys=capsys)
    assert code == 0
    assert report["summary"]["means"]["args_exact_match"] == 0.5
    assert report["summary"]["means"]["args_field_recall"] == 0.75


def test_struct_nulls_are_absent_keys_at_any_depth() -> None:
    table = pa.Table.from_pylist(
        [
            {"expected": [{"name": "f", "arguments": {"a": 1, "o": {"x": 1}}}]},
            {"expected": [{"name": "g", "arguments": {"b": [1], "o": {"y": "s"}}}]},
            {"expected": None},
        ]
    )
    assert record_rows(table, ["expected"]) == [
        {"expected": [{"name": "f", "arguments": {"a": 1, "o": {"x": 1}}}]},
        {"expected": [{"name": "g", "arguments": {"b": [1], "o": {"y": "s"}}}]},
        {},
    ]


def test_null_and_wrong_cells_are_skipped_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    rows = [
        {"id": "r1", "output": good, "expected": '[{"name": "f", "arguments": {}}]'},
        {"id": "r2", "output": None, "expected": "[]"},
        {"id": "r3", "output": good, "expected": None},
        {"id": "r4", "output": good, "expected": "not json"},
    ]
    code, report = _eval_json(_write(tmp_path / "n.parquet", rows), capsys=capsys)
    assert code == 0
    assert report["input"]["lines"] == 4 and report["summary"]["count"] == 1
    assert report["input"]["skipped"] == {
        "invalid_expected": 1, "missing_expected": 1, "missing_output": 1,
    }  # fmt: skip
    assert [(e["line"], e["id"]) for e in report["input"]["skipped_examples"]] == [
        (2, "r2"), (3, "r3"), (4, "r4"),
    ]  # fmt: skip
    ints = _write(tmp_path / "i.parquet", [{"id": "x", "output": 3, "expected": "[]"}])
    code, report = _eval_json(ints, capsys=capsys)
    assert code == 1 and report["input"]["skipped"] == {"invalid_output": 1}


def test_limit_and_field_options(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [{"key": r["id"], "text": r["output"], "gold": json.dumps(_calls(r))} for r in RECORDS]
    path = _write(tmp_path / "renamed.parquet", rows)
    code = main(["eval", str(path), "--json", "--output-field", "text", "--expected-field",
                 "gold", "--id-field", "key", "--limit", "50", "--batch-size", "7"])  # fmt: skip
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["input"]["lines"] == 50 and report["summary"]["count"] == 50
    direct = run_parquet(str(path), EvalConfig("text", "gold", "key"), limit=50, batch_size=64)
    assert direct.lines == 50
    assert json.loads(json.dumps(direct.acc.summary())) == report["summary"]


def test_detected_by_magic_bytes_or_suffix(json_strings: Path, tmp_path: Path) -> None:
    renamed = tmp_path / "outputs.bin"
    renamed.write_bytes(json_strings.read_bytes())
    assert is_parquet(str(json_strings)) and is_parquet(str(renamed))
    assert not is_parquet(str(EVAL_FILE)) and not is_parquet(str(tmp_path / "missing"))
    assert is_parquet("missing.PARQUET")


def test_magic_bytes_without_suffix(
    json_strings: Path, tmp_path: Path, jsonl_report: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    renamed = tmp_path / "outputs.bin"
    renamed.write_bytes(json_strings.read_bytes())
    code, report = _eval_json(renamed, capsys=capsys)
    assert code == 0 and report == jsonl_report


def _usage_error(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    return capsys.readouterr().err


def test_missing_column_is_a_usage_error(
    json_strings: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _usage_error(["eval", str(json_strings), "--output-field", "text"], capsys)
    assert err == (
        f"toolcalls: {json_strings} has no column 'text' (set --output-field; its columns are "
        "'id', 'output', 'expected')\n"
    )
    err = _usage_error(["eval", str(json_strings), "--id-field", "sample"], capsys)
    assert "no column 'sample' (set --id-field" in err


def test_not_parquet_with_the_suffix(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fake = tmp_path / "fake.parquet"
    fake.write_text('{"output": "x", "expected": []}\n')
    assert "is not a readable Parquet file" in _usage_error(["eval", str(fake)], capsys)
    assert "cannot read" in _usage_error(["eval", str(tmp_path / "none.parquet")], capsys)


def test_without_pyarrow_is_a_usage_error_naming_the_extra(
    json_strings: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in list(sys.modules):
        if name == "pyarrow" or name.startswith("pyarrow."):
            monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # import pyarrow raises ImportError
    err = _usage_error(["eval", str(json_strings)], capsys)
    assert err == "toolcalls: reading Parquet needs pyarrow: pip install 'toolcalls[parquet]'\n"


def test_parquet_on_stdin_is_a_usage_error(json_strings: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "toolcalls", "eval", "-"],
        input=json_strings.read_bytes(),
        capture_output=True,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.decode() == (
        "toolcalls: a Parquet file cannot be read from standard input: pass its path\n"
    )
