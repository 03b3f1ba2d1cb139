"""The Ray Data recipe of docs/scale.md on a local Ray with two workers (ray.init(num_cpus=2)).

One Ray start for the module (a module-scoped fixture, shut down at the end). The recipe runs
over the bundled examples/eval.jsonl, read as text lines and as Parquet, and must give exactly
the metrics of ``toolcalls eval`` in one process.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ray = pytest.importorskip("ray")
# Ray's own DataContext warns about its deprecated settings when it is first read.
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from toolcalls.evaluation import EvalConfig, json_report, run_eval  # noqa: E402
from toolcalls.scale import merge_partials, score_batch  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EVAL_FILE = ROOT / "examples" / "eval.jsonl"
CONFIG = EvalConfig(id_field="id")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    saved = {key: os.environ.get(key) for key in ("RAY_USAGE_STATS_ENABLED",)}
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"  # no usage report from a test
    ray.init(
        address="local",  # a new local instance, never a cluster someone else started
        num_cpus=2,
        include_dashboard=False,
        object_store_memory=100 * 1024 * 1024,
        log_to_driver=False,
    )
    context = ray.data.DataContext.get_current()
    context.enable_progress_bars = False
    try:
        yield ray
    finally:
        ray.shutdown()
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.fixture(scope="module")
def one_process() -> dict[str, Any]:
    with EVAL_FILE.open("rb") as handle:
        return json_report("eval", run_eval(handle, CONFIG))


def test_two_workers(local_ray: Any) -> None:
    assert local_ray.cluster_resources()["CPU"] == 2


def test_recipe_on_json_lines(local_ray: Any, one_process: dict[str, Any]) -> None:
    # docs/scale.md, JSON Lines: each text line is decoded as `toolcalls eval` decodes it.
    ds = ray.data.read_text(str(EVAL_FILE))
    partials = ds.map_batches(
        score_batch,
        fn_kwargs={"config": CONFIG, "json_column": "text"},
        batch_format="pyarrow",
        batch_size=60,
    )
    total = merge_partials(partials.iter_rows(), config=CONFIG)

    report = json_report("eval", total)
    assert report["summary"] == one_process["summary"]
    assert report["input"]["lines"] == one_process["input"]["lines"] == 240
    assert report["input"]["skipped"] == one_process["input"]["skipped"]
    # Text lines carry no line numbers: the examples are the first by sample id, which in
    # eval.jsonl are the first by line.
    assert {
        code: [(e["id"], e["error_line"], e["error_column"]) for e in found]
        for code, found in report["error_examples"].items()
    } == {
        code: [(e["id"], e["error_line"], e["error_column"]) for e in found]
        for code, found in one_process["error_examples"].items()
    }


def test_recipe_on_parquet_with_row_numbers(
    local_ray: Any, one_process: dict[str, Any], tmp_path: Path
) -> None:
    records = [json.loads(line) for line in EVAL_FILE.read_text(encoding="utf-8").splitlines()]
    rows = [
        {
            "line": number,
            "id": r["id"],
            "output": r["output"],
            "expected": r["expected"]
            if isinstance(r["expected"], str)
            else json.dumps(r["expected"]),
        }
        for number, r in enumerate(records, 1)
    ]
    path = tmp_path / "outputs.parquet"
    pq.write_table(pa.Table.from_pylist(rows), path, row_group_size=50)

    # docs/scale.md, Parquet: with a `line` column the example lists are the command's too.
    ds = ray.data.read_parquet(str(path))
    partials = ds.map_batches(
        score_batch, fn_kwargs={"config": CONFIG}, batch_format="pyarrow", batch_size=50
    )
    rows_out = partials.take_all()
    assert len(rows_out) >= 2  # several partials, merged below
    total = merge_partials(rows_out, config=CONFIG)

    assert json_report("eval", total) == one_process
