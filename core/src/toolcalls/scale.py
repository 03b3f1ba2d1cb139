"""Evaluation beyond one machine: score batches anywhere, merge the partial results exactly.

A distributed evaluation is a map and a reduce. :func:`score_batch` is the map: it takes one
batch of rows (an Arrow table or record batch, or a mapping of column name to values) and
returns a one-row batch ``{"partial": [bytes]}`` holding the batch's partial result. Any
framework that maps a function over batches can run it (Ray Data's ``map_batches``, Spark's
``mapInArrow``, a multiprocessing pool). :func:`merge_partials` is the reduce: it merges the
partial results, in any order, into the :class:`~toolcalls.evaluation.BatchResult` that
``toolcalls eval`` would have computed in one pass (exact sums; see docs/metrics.md, "Exact
aggregation"), ready for :func:`~toolcalls.evaluation.json_report`. docs/scale.md has the Ray
Data recipe::

    partials = ray.data.read_parquet(path).map_batches(
        score_batch, fn_kwargs={"config": config}, batch_format="pyarrow")
    total = merge_partials(partials.iter_rows(), config=config)

A partial is a pickled ``BatchResult`` (Ray and the multiprocessing pool pickle everything
they move anyway). Unpickling runs code: merge only partials that your own job produced, with
the same toolcalls version.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterable, Mapping
from typing import Any

from toolcalls.evaluation import BatchResult, EvalConfig, eval_lines, eval_records, new_result
from toolcalls.metrics import MetricsAccumulator

__all__ = ["PARTIAL_COLUMN", "decode_partial", "encode_partial", "merge_partials", "score_batch"]

#: The column of the one-row batch that :func:`score_batch` returns.
PARTIAL_COLUMN = "partial"


def encode_partial(result: BatchResult) -> bytes:
    """A partial result as bytes (a pickle), for a column of a batch."""
    return pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)


def decode_partial(data: bytes) -> BatchResult:
    """The partial result :func:`encode_partial` wrote (only unpickle your own job's data)."""
    result = pickle.loads(data)  # partials of one's own job only (see the module docstring)
    if not isinstance(result, BatchResult):
        raise TypeError(f"not a toolcalls partial result: {type(result).__name__}")
    return result


def _python_column(values: Any) -> list[Any]:
    """A column as a list of Python values (an Arrow array, a numpy array or a sequence)."""
    if hasattr(values, "type") and hasattr(values, "to_pylist"):  # pyarrow
        from toolcalls.evaluation_parquet import column_values  # noqa: PLC0415

        return column_values(values)
    if hasattr(values, "tolist"):  # numpy
        converted: list[Any] = values.tolist()
        return converted
    return list(values)


def _columns(batch: Any, wanted: Iterable[str | None]) -> dict[str, list[Any]]:
    """The ``wanted`` columns that the batch has, as lists of Python values."""
    if hasattr(batch, "column") and hasattr(batch, "column_names"):  # an Arrow table or batch
        names = set(batch.column_names)
        get = batch.column
    elif isinstance(batch, Mapping):
        names = set(batch)
        get = batch.__getitem__
    else:
        raise TypeError(
            "a batch must be an Arrow table or record batch or a mapping of column names to "
            f"values, not {type(batch).__name__}"
        )
    return {
        name: _python_column(get(name))
        for name in dict.fromkeys(wanted)
        if name is not None and name in names
    }


def _num_rows(batch: Any) -> int:
    if hasattr(batch, "num_rows"):
        return int(batch.num_rows)
    lengths = {len(values) for values in batch.values()}
    if len(lengths) > 1:
        raise ValueError(f"the columns of a batch differ in length: {sorted(lengths)}")
    return lengths.pop() if lengths else 0


def _numbers(columns: dict[str, list[Any]], line_column: str, size: int) -> list[int | None]:
    lines = columns.get(line_column)
    if lines is None:
        return [None] * size
    return [None if line is None else int(line) for line in lines]


def score_batch(
    batch: Any,
    *,
    config: EvalConfig | None = None,
    json_column: str | None = None,
    line_column: str = "line",
) -> dict[str, list[bytes]]:
    """Parse and score one batch of rows into a partial result: ``{"partial": [bytes]}``.

    :param batch: an Arrow table or record batch (Ray Data's ``batch_format="pyarrow"``; struct
        columns are read as by the Parquet reader, a null field being an absent key), or a
        mapping of column names to sequences (lists, numpy arrays).
    :param config: the field names and scoring options (``EvalConfig()`` by default: columns
        ``output`` and ``expected``); a null cell is a missing field.
    :param json_column: instead of field columns, a column whose values are JSON Lines records
        (``ray.data.read_text`` gives ``"text"``), decoded as ``toolcalls eval`` decodes lines:
        invalid ones are skipped and reported, blank ones ignored.
    :param line_column: a column of 1-based line or row numbers, if the batch has one: the
        example lists (skipped lines, error examples) keep the smallest numbers, so the merged
        lists equal ``toolcalls eval``'s. Without it the numbers are None and the lists keep
        the first examples by sample id.
    """
    config = config if config is not None else EvalConfig()
    fields = [config.output_field, config.expected_field, config.id_field]
    columns = _columns(batch, [json_column, line_column] if json_column else [*fields, line_column])
    size = _num_rows(batch)
    numbers = _numbers(columns, line_column, size)
    if json_column is not None:
        if json_column not in columns:
            raise KeyError(f"the batch has no column {json_column!r}")
        texts = columns[json_column]
        pairs = ((n, t) for n, t in zip(numbers, texts, strict=True) if t is not None)
        result = eval_lines(pairs, config)
    else:
        present = [name for name in dict.fromkeys(fields) if name is not None and name in columns]
        records = (
            (numbers[i], {n: columns[n][i] for n in present if columns[n][i] is not None})
            for i in range(size)
        )
        result = eval_records(records, config)
    return {PARTIAL_COLUMN: [encode_partial(result)]}


def merge_partials(
    partials: Iterable[bytes | Mapping[str, Any] | BatchResult],
    *,
    config: EvalConfig | None = None,
) -> BatchResult:
    """Merge partial results, in any order, into the totals of the whole dataset.

    Each item is the bytes :func:`score_batch` returned, a row holding them under
    ``"partial"`` (what ``Dataset.iter_rows()`` or ``take_all()`` yields), or a
    :class:`BatchResult` (left unchanged). The scoring options are those of the partials,
    which must agree, and of ``config`` when given (else ``ValueError``); with no partial at
    all the result is empty, with the options of ``config`` or the defaults.
    """
    total = new_result(config) if config is not None else None
    for item in partials:
        if isinstance(item, BatchResult):
            part = item
        elif isinstance(item, Mapping):
            part = decode_partial(item[PARTIAL_COLUMN])
        else:
            part = decode_partial(item)
        if total is None:
            acc = part.acc
            total = BatchResult(
                MetricsAccumulator(
                    match=acc.match,
                    numeric_tolerance=acc.numeric_tolerance,
                    failed_parse_as_call=acc.failed_parse_as_call,
                )
            )
        total.merge(part)
    return total if total is not None else new_result(EvalConfig())
