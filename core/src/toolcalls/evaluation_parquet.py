"""Parquet input for ``toolcalls eval``: pyarrow, behind the extra ``toolcalls[parquet]``.

A file is Parquet when its name ends in ``.parquet`` or it starts with the magic bytes
``PAR1`` (:func:`is_parquet`; no pyarrow needed to tell). :func:`run_parquet` streams it one
record batch at a time (``pyarrow.parquet.ParquetFile.iter_batches``, reading only the output,
expected and id columns), so memory is bounded by a row group, not by the file, and scores the
rows exactly as JSON Lines are scored (:func:`toolcalls.evaluation.eval_records`): the field
options name columns, row numbers (1-based) stand for line numbers, and a null cell is a
missing field.

The expected calls may be a string column of JSON, or a list column of structs
``{name, arguments}`` (or any shape ``gold_calls`` accepts) whose arguments are a JSON string,
a map or a struct. Arrow gives every row every field of a struct type, with null where a row
has no such key, so a null field of a struct counts as absent (:func:`column_values`); store
arguments as JSON strings to keep explicit nulls. pyarrow ships no type hints, so its objects
are typed ``Any`` here.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from toolcalls.evaluation import BatchResult, EvalConfig, Progress, eval_records, run_units

__all__ = [
    "INSTALL_HINT",
    "PARQUET_MAGIC",
    "ParquetInputError",
    "column_values",
    "is_parquet",
    "record_rows",
    "require_pyarrow",
    "run_parquet",
]

PARQUET_MAGIC = b"PAR1"
INSTALL_HINT = "pip install 'toolcalls[parquet]'"


class ParquetInputError(ValueError):
    """A Parquet input that cannot be evaluated as asked (no pyarrow, not Parquet, a column
    missing); the command reports it as a usage error."""


def is_parquet(path: str) -> bool:
    """A ``.parquet`` suffix, or a file that starts with ``PAR1``."""
    if path.lower().endswith(".parquet"):
        return True
    try:
        with open(path, "rb") as handle:
            return handle.read(len(PARQUET_MAGIC)) == PARQUET_MAGIC
    except OSError:
        return False


def require_pyarrow() -> Any:
    """The module ``pyarrow.parquet``, or a :class:`ParquetInputError` naming the extra."""
    try:
        import pyarrow.parquet  # noqa: PLC0415 - an optional dependency
    except ImportError:
        raise ParquetInputError(f"reading Parquet needs pyarrow: {INSTALL_HINT}") from None
    return pyarrow.parquet


def _has_struct(arrow_type: Any) -> bool:
    import pyarrow as pa  # noqa: PLC0415

    if pa.types.is_struct(arrow_type):
        return True
    if pa.types.is_map(arrow_type):
        return _has_struct(arrow_type.item_type)
    value_type = getattr(arrow_type, "value_type", None)
    return value_type is not None and _has_struct(value_type)


def _prune(value: Any, arrow_type: Any) -> Any:
    """``value`` without the null fields of its structs (at any depth)."""
    import pyarrow as pa  # noqa: PLC0415

    if value is None:
        return None
    if pa.types.is_struct(arrow_type):
        out: dict[str, Any] = {}
        for i in range(arrow_type.num_fields):
            child = arrow_type.field(i)
            item = value.get(child.name)
            if item is not None:
                out[child.name] = _prune(item, child.type)
        return out
    if pa.types.is_map(arrow_type):
        return {key: _prune(item, arrow_type.item_type) for key, item in value.items()}
    value_type = getattr(arrow_type, "value_type", None)
    if value_type is not None and isinstance(value, list):
        return [_prune(item, value_type) for item in value]
    return value


def column_values(column: Any) -> list[Any]:
    """An Arrow array or chunked array as Python values: maps as dicts, and structs as dicts
    without their null fields (Arrow cannot tell a missing key from a null one)."""
    values: list[Any] = column.to_pylist(maps_as_pydicts="lossy")
    arrow_type = column.type
    if _has_struct(arrow_type):
        return [_prune(value, arrow_type) for value in values]
    return values


def record_rows(table: Any, columns: list[str]) -> list[dict[str, Any]]:
    """The rows of an Arrow table or record batch as records of ``columns``, a null cell
    left out (a missing field)."""
    values = {name: column_values(table.column(name)) for name in columns}
    return [
        {name: column[i] for name, column in values.items() if column[i] is not None}
        for i in range(table.num_rows)
    ]


def _columns(config: EvalConfig) -> list[str]:
    names = [config.output_field, config.expected_field]
    if config.id_field is not None:
        names.append(config.id_field)
    return list(dict.fromkeys(names))


def _eval_arrow(config: EvalConfig, unit: tuple[int, Any]) -> BatchResult:
    """Score one record batch whose first row has the 1-based number ``unit[0]``."""
    first, batch = unit
    rows = record_rows(batch, _columns(config))
    return eval_records(((first + i, row) for i, row in enumerate(rows)), config)


def _units(
    parquet_file: Any, columns: list[str], size: int, limit: int | None, meter: Progress
) -> Iterator[tuple[int, Any]]:
    row = 1
    for read in parquet_file.iter_batches(batch_size=size, columns=columns):
        batch = read
        if limit is not None:
            room = limit - (row - 1)
            if room <= 0:
                return
            if batch.num_rows > room:
                batch = batch.slice(0, room)
        meter.done += batch.num_rows
        yield row, batch
        row += batch.num_rows


def run_parquet(
    path: str,
    config: EvalConfig,
    *,
    jobs: int = 1,
    batch_size: int = 500,
    limit: int | None = None,
    progress: bool = False,
) -> BatchResult:
    """Evaluate a Parquet file as :func:`toolcalls.evaluation.run_eval` does JSON Lines:
    record batches of ``batch_size`` rows go to ``jobs`` processes, at most ``2 * jobs`` in
    flight. Raises :class:`ParquetInputError` without pyarrow, for a file that is not
    Parquet, or when a field names no column (the columns are listed)."""
    parquet = require_pyarrow()
    import pyarrow as pa  # noqa: PLC0415

    try:
        parquet_file = parquet.ParquetFile(path)
    except pa.ArrowInvalid as exc:
        raise ParquetInputError(f"{path} is not a readable Parquet file: {exc}") from None
    names = parquet_file.schema_arrow.names
    columns = _columns(config)
    for option, name in (
        ("--output-field", config.output_field),
        ("--expected-field", config.expected_field),
        ("--id-field", config.id_field),
    ):
        if name is not None and name not in names:
            raise ParquetInputError(
                f"{path} has no column {name!r} (set {option}; its columns are "
                f"{', '.join(map(repr, names))})"
            )
    meter = Progress(progress, parquet_file.metadata.num_rows)
    units = _units(parquet_file, columns, batch_size, limit, meter)
    return run_units(
        units, functools.partial(_eval_arrow, config), config, jobs=jobs, meter=meter
    )
