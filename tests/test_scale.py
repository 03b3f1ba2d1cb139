"""``toolcalls.scale``: score batches anywhere, merge the partials into the one-pass report.

No cluster here: batches are cut by hand from examples/eval.jsonl, as any framework would cut
them (tests/test_eval_ray.py runs the same helpers on Ray Data).
"""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

from toolcalls.evaluation import EvalConfig, json_report, run_eval
from toolcalls.scale import decode_partial, encode_partial, merge_partials, score_batch

ROOT = Path(__file__).resolve().parents[1]
EVAL_FILE = ROOT / "examples" / "eval.jsonl"
LINES = EVAL_FILE.read_text(encoding="utf-8").splitlines()
CONFIG = EvalConfig(id_field="id")


def _one_pass(config: EvalConfig = CONFIG) -> dict[str, Any]:
    with EVAL_FILE.open("rb") as handle:
        return json_report("eval", run_eval(handle, config))


def _records() -> list[dict[str, Any]]:
    return [json.loads(line) for line in LINES]


def _partial(out: dict[str, list[bytes]]) -> bytes:
    assert list(out) == ["partial"] and len(out["partial"]) == 1
    return out["partial"][0]


def test_json_lines_column_with_line_numbers_gives_the_one_pass_report() -> None:
    parts = []
    for i in range(0, len(LINES), 50):
        chunk = LINES[i : i + 50]
        batch = {"text": chunk, "line": list(range(i + 1, i + 1 + len(chunk)))}
        parts.append(_partial(score_batch(batch, config=CONFIG, json_column="text")))
    parts.reverse()  # any order
    assert json_report("eval", merge_partials(parts, config=CONFIG)) == _one_pass()


def test_field_columns_as_arrow_numpy_or_lists() -> None:
    records = _records()
    for record in records:  # Arrow needs one type per column: expected as JSON strings
        if not isinstance(record["expected"], str):
            record["expected"] = json.dumps(record["expected"])
    expected = _one_pass()
    cut = [records[:100], records[100:170], records[170:]]
    starts = [1, 101, 171]

    def columns(rows: list[dict[str, Any]], start: int) -> dict[str, list[Any]]:
        return {
            "id": [r["id"] for r in rows],
            "output": [r["output"] for r in rows],
            "expected": [r["expected"] for r in rows],
            "line": list(range(start, start + len(rows))),
            "unused": [0] * len(rows),
        }

    as_lists = [
        score_batch(columns(rows, s), config=CONFIG) for rows, s in zip(cut, starts, strict=True)
    ]
    as_arrow = [
        score_batch(pa.table(columns(rows, s)), config=CONFIG)
        for rows, s in zip(cut, starts, strict=True)
    ]
    as_numpy = [
        score_batch({k: np.array(v) for k, v in columns(rows, s).items()}, config=CONFIG)
        for rows, s in zip(cut, starts, strict=True)
    ]
    for outs in (as_lists, as_arrow, as_numpy):
        total = merge_partials([_partial(out) for out in outs], config=CONFIG)
        assert json_report("eval", total) == expected


def test_list_of_struct_column_in_arrow() -> None:
    records = _records()
    for record in records:
        if isinstance(record["expected"], str):
            record["expected"] = json.loads(record["expected"])
    table = pa.Table.from_pylist(records).append_column("line", pa.array(range(1, 241)))
    out = score_batch(table, config=CONFIG)
    assert json_report("eval", merge_partials([_partial(out)], config=CONFIG)) == _one_pass()


def test_without_line_numbers_the_metrics_are_exact_and_examples_go_by_id() -> None:
    parts = [
        _partial(score_batch({"text": LINES[i : i + 70]}, config=CONFIG, json_column="text"))
        for i in range(0, len(LINES), 70)
    ]
    report = json_report("eval", merge_partials(parts[::-1], config=CONFIG))
    expected = _one_pass()
    assert report["summary"] == expected["summary"]
    assert report["input"]["lines"] == expected["input"]["lines"] == 240

    def strip(examples: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
        return {code: [{**e, "line": None} for e in found] for code, found in examples.items()}

    # eval.jsonl's ids grow with the line number, so the first by id are the first by line.
    assert report["error_examples"] == strip(expected["error_examples"])


def test_bad_lines_and_cells_are_skipped_as_by_the_command() -> None:
    out = score_batch(
        {"text": ["{not json", "", None, "[1]", '{"output": "x"}', LINES[0]],
         "line": [1, 2, 3, 4, 5, 6]},
        config=CONFIG, json_column="text",
    )  # fmt: skip
    total = decode_partial(_partial(out))
    assert total.lines == 4 and len(total.acc) == 1  # the blank and the null are not lines
    assert dict(total.skipped) == {"invalid_json": 1, "not_object": 1, "missing_expected": 1}
    assert [e[0] for e in total.skipped_examples] == [1, 4, 5]
    cells = score_batch({"output": [None, 3], "expected": ["[]", "[]"]})
    assert dict(decode_partial(_partial(cells)).skipped) == {
        "missing_output": 1, "invalid_output": 1,
    }  # fmt: skip


def test_merge_accepts_rows_bytes_and_results() -> None:
    a = score_batch({"text": LINES[:10]}, config=CONFIG, json_column="text")
    b = score_batch({"text": LINES[10:20]}, config=CONFIG, json_column="text")
    c = decode_partial(_partial(score_batch({"text": LINES[20:30]}, config=CONFIG,
                                            json_column="text")))  # fmt: skip
    total = merge_partials([{"partial": a["partial"][0]}, _partial(b), c], config=CONFIG)
    assert total.lines == 30 and len(total.acc) == 30
    empty = merge_partials([])
    assert empty.lines == 0 and len(empty.acc) == 0


def test_options_come_from_the_partials_and_must_agree() -> None:
    best = EvalConfig(match="best")
    part = _partial(score_batch({"text": LINES[:5]}, config=best, json_column="text"))
    assert merge_partials([part]).acc.match == "best"
    assert merge_partials([part], config=best).acc.match == "best"
    with pytest.raises(ValueError, match="different options"):
        merge_partials([part], config=CONFIG)
    other = _partial(score_batch({"text": LINES[:5]}, json_column="text"))
    with pytest.raises(ValueError, match="different options"):
        merge_partials([part, other])
    assert merge_partials([], config=best).acc.match == "best"


def test_merge_leaves_a_given_result_unchanged() -> None:
    given = decode_partial(_partial(score_batch({"text": LINES[:5]}, json_column="text")))
    merge_partials([given, given])
    assert given.lines == 5


def test_partials_round_trip_and_are_checked() -> None:
    part = decode_partial(_partial(score_batch({"text": LINES[:5]}, json_column="text")))
    again = decode_partial(encode_partial(part))
    assert again.acc.summary() == part.acc.summary() and again.lines == 5
    with pytest.raises(TypeError, match="not a toolcalls partial"):
        decode_partial(pickle.dumps({"lines": 5}))


def test_bad_batches() -> None:
    with pytest.raises(KeyError, match="no column 'text'"):
        score_batch({"value": ["x"]}, json_column="text")
    with pytest.raises(TypeError, match="a batch must be"):
        score_batch(["not", "columns"])
    with pytest.raises(ValueError, match="differ in length"):
        score_batch({"output": ["a", "b"], "expected": ["[]"]})
