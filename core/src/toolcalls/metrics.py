"""Scores for parsed tool calls against gold calls, per sample and over a dataset.

:func:`compute_sample_metrics` returns the six keys of NeMo AutoModel's evaluation parser
(``has_call``, ``name_correct``, ``args_json_valid``, ``args_field_recall``,
``args_field_precision``, ``args_exact_match``) with its positional semantics by default, plus
call-level ``call_precision``, ``call_recall``, ``call_f1`` and, when the gold list is empty,
``no_call_correct``. :class:`MetricsAccumulator` aggregates samples as a stream (means, counts,
a breakdown by format and a histogram of error codes); it merges and pickles, for
multiprocessing and clusters, and its sums are exact, so any split of a dataset merged in any
order gives the same summary as one pass. Every metric is defined in docs/metrics.md.

>>> gold = [{"name": "f", "arguments": {"a": 1}}, {"name": "g", "arguments": {}}]
>>> m = compute_sample_metrics([{"name": "f", "arguments": {"a": 1}}], gold)
>>> m["name_correct"], m["call_recall"], m["call_precision"]
(0.5, 0.5, 1.0)
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import gcd, lcm
from types import MappingProxyType
from typing import Any, Literal, NamedTuple, Protocol

from toolcalls.callshape import NO_ARGUMENTS, call_parts
from toolcalls.errors import ToolCallError

__all__ = [
    "BROKEN_CALL",
    "CALL_KEYS",
    "EXACT_MATCH_BUDGET",
    "METRIC_KEYS",
    "NEMO_KEYS",
    "NO_CALL_KEY",
    "AlignedCall",
    "CallLike",
    "CallObject",
    "MatchMode",
    "MetricsAccumulator",
    "SampleScore",
    "aggregate",
    "align_calls",
    "compute_sample_metrics",
    "scored_predictions",
    "values_equal",
]

#: NeMo AutoModel's per-sample keys, in its order.
NEMO_KEYS: tuple[str, ...] = (
    "has_call",
    "name_correct",
    "args_json_valid",
    "args_field_recall",
    "args_field_precision",
    "args_exact_match",
)
#: Call-level keys (extras penalised), always present.
CALL_KEYS: tuple[str, ...] = ("call_precision", "call_recall", "call_f1")
#: Present only when the gold list is empty.
NO_CALL_KEY = "no_call_correct"
#: Every key :func:`compute_sample_metrics` can return, in the order it returns them.
METRIC_KEYS: tuple[str, ...] = (*NEMO_KEYS, *CALL_KEYS, NO_CALL_KEY)

MatchMode = Literal["position", "best"]

#: Codes that mean "the model wrote no call", not "the model wrote a broken call".
_NO_CALL_CODES = frozenset({"tool_call.not_found"})

#: ``match="best"`` is exact while ``large * small * 2**small`` (the work of the dynamic
#: programme over subsets of the smaller side) stays within this budget: 10 x 25, 8 x 128,
#: 6 x 680 calls. Past it a greedy assignment is used.
EXACT_MATCH_BUDGET = 1 << 18

_EPS = 1e-9


class CallObject(Protocol):
    """Any object with ``name`` and ``arguments`` (``toolcalls.Call``, NeMo's ParsedToolCall)."""

    @property
    def name(self) -> object: ...

    @property
    def arguments(self) -> object: ...


#: A call: a ``{"name", "arguments"}`` mapping (``"parameters"`` is accepted for
#: ``"arguments"``) or an object with those attributes.
CallLike = Mapping[str, Any] | CallObject


# --------------------------------------------------------------------------- normalisation


@dataclass(frozen=True, slots=True)
class _Norm:
    name: str | None
    args: dict[str, Any]
    valid: bool


def _coerce_args(raw: object) -> tuple[dict[str, Any], bool]:
    """Arguments as a dict, and whether they were a JSON object (a dict or a JSON string)."""
    if isinstance(raw, Mapping):
        return dict(raw), True
    if isinstance(raw, str):
        try:
            parsed = json.loads(raw)
        except (ValueError, RecursionError):
            return {}, False
        if isinstance(parsed, dict):
            return parsed, True
    return {}, False


def _normalize(call: object) -> _Norm:
    parts = call_parts(call)
    if parts is None:
        raise TypeError(
            "a call must be a mapping with 'name' and 'arguments' or an object with those "
            f"attributes, not {type(call).__name__}"
        )
    args, valid = ({}, True) if parts.arguments is NO_ARGUMENTS else _coerce_args(parts.arguments)
    # NeMo's ParsedToolCall carries its own verdict on the arguments.
    if not isinstance(call, Mapping) and getattr(call, "arguments_valid_json", True) is False:
        args, valid = {}, False
    name = parts.name
    return _Norm(name if isinstance(name, str) else None, args, valid)


# --------------------------------------------------------------------------- comparison


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def values_equal(a: object, b: object, *, numeric_tolerance: bool = False) -> bool:
    """JSON-value equality used for ``args_exact_match`` and call-level matching.

    Strict (default): same JSON type and value, so ``1 != 1.0`` and ``True != 1``. With
    ``numeric_tolerance``, an int and a float are equal when their values are equal
    (``1 == 1.0``, exact, no epsilon), at any depth; booleans still differ from numbers.
    Objects compare by key set and values, arrays by length and elements in order (a tuple
    counts as an array).
    """
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if _is_number(a) and _is_number(b):
        if not numeric_tolerance and isinstance(a, float) != isinstance(b, float):
            return False
        return bool(a == b)
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        if a.keys() != b.keys():
            return False
        return all(values_equal(a[k], b[k], numeric_tolerance=numeric_tolerance) for k in a)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(
            values_equal(x, y, numeric_tolerance=numeric_tolerance)
            for x, y in zip(a, b, strict=True)
        )
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, str) or isinstance(b, str):
        return isinstance(a, str) and isinstance(b, str) and a == b
    return type(a) is type(b) and bool(a == b)


# --------------------------------------------------------------------------- one pair

# Objective of one (gold, pred) pair for match="best": (call correct, name correct, sum of the
# six NeMo values). Sums of these are compared lexicographically.
_Vec = tuple[float, float, float]
_ZERO: _Vec = (0.0, 0.0, 0.0)


#: An exact rational value: (numerator, denominator), denominator > 0. Every per-sample score
#: is a ratio of counts, so sums of them stay exact whatever the order of addition.
_Ratio = tuple[int, int]


@dataclass(frozen=True, slots=True)
class _Pair:
    exact: tuple[_Ratio, ...]  # the six NeMo values, in NEMO_KEYS order
    correct: bool  # name and arguments match: a true positive at call level

    @property
    def vec(self) -> _Vec:
        values = [n / d for n, d in self.exact]
        return (float(self.correct), values[1], sum(values))


_NEMO_ZEROS: tuple[_Ratio, ...] = ((0, 1),) * len(NEMO_KEYS)
_MISSING = _Pair(_NEMO_ZEROS, False)


def _score_pair(pred: _Norm, gold: _Norm, tolerant: bool) -> _Pair:
    name_ok = pred.name is not None and pred.name == gold.name
    pred_keys = set(pred.args) if pred.valid else set()
    gold_keys = set(gold.args)
    common = len(pred_keys & gold_keys)
    # NeMo: a side with no keys scores 1.0 against another side with none, else 0.0.
    recall = (common, len(gold_keys)) if gold_keys else (int(not pred_keys), 1)
    precision = (common, len(pred_keys)) if pred_keys else (int(not gold_keys), 1)
    exact = pred.valid and values_equal(pred.args, gold.args, numeric_tolerance=tolerant)
    ratios = ((1, 1), (int(name_ok), 1), (int(pred.valid), 1), recall, precision, (int(exact), 1))
    return _Pair(ratios, name_ok and exact)


# --------------------------------------------------------------------------- assignment


def _add(a: _Vec, b: _Vec) -> _Vec:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _better(a: _Vec, b: _Vec) -> bool:
    """``a`` strictly better than ``b`` lexicographically (with a float tolerance)."""
    for x, y in zip(a, b, strict=True):
        if x > y + _EPS:
            return True
        if x < y - _EPS:
            return False
    return False


def _dp_assign(weight: Callable[[int, int], _Vec], n_outer: int, n_inner: int) -> list[int | None]:
    """Optimal one-to-one assignment of outer items to inner items (or none), by a dynamic
    programme over the subsets of inner items used. Ties go to the first option found: leave
    unmatched, then the lowest inner index."""
    size = 1 << n_inner
    best: list[_Vec | None] = [None] * size
    best[0] = _ZERO
    back: list[list[tuple[int, int | None]]] = []
    for i in range(n_outer):
        nxt: list[_Vec | None] = [None] * size
        step: list[tuple[int, int | None]] = [(0, None)] * size
        for mask, value in enumerate(best):
            if value is None:
                continue
            options: list[tuple[int, int | None, _Vec]] = [(mask, None, value)]
            for j in range(n_inner):
                if not mask & (1 << j):
                    options.append((mask | (1 << j), j, _add(value, weight(i, j))))
            for new_mask, j_or_none, total in options:
                current = nxt[new_mask]
                if current is None or _better(total, current):
                    nxt[new_mask] = total
                    step[new_mask] = (mask, j_or_none)
        best = nxt
        back.append(step)
    end, end_value = 0, best[0]
    for mask, value in enumerate(best):
        if value is not None and (end_value is None or _better(value, end_value)):
            end, end_value = mask, value
    result: list[int | None] = [None] * n_outer
    mask = end
    for i in range(n_outer - 1, -1, -1):
        mask, result[i] = back[i][mask]
    return result


def _greedy_assign(
    weight: Callable[[int, int], _Vec], n_gold: int, n_pred: int
) -> list[int | None]:
    pairs = sorted(
        ((weight(g, p), g, p) for g in range(n_gold) for p in range(n_pred)),
        key=lambda t: (-t[0][0], -t[0][1], -t[0][2], t[1], t[2]),
    )
    result: list[int | None] = [None] * n_gold
    used: set[int] = set()
    for _, g, p in pairs:
        if result[g] is None and p not in used:
            result[g] = p
            used.add(p)
    return result


def _best_assign(pairs: list[list[_Pair]], n_gold: int, n_pred: int) -> list[int | None]:
    """For each gold call, the index of its prediction (or None) maximizing the objective."""
    positional: list[int | None] = [g if g < n_pred else None for g in range(n_gold)]
    small, large = sorted((n_gold, n_pred))
    if large * small * (1 << small) > EXACT_MATCH_BUDGET:
        chosen = _greedy_assign(lambda g, p: pairs[g][p].vec, n_gold, n_pred)
    elif n_pred <= n_gold:
        chosen = _dp_assign(lambda g, p: pairs[g][p].vec, n_gold, n_pred)
    else:
        by_pred = _dp_assign(lambda p, g: pairs[g][p].vec, n_pred, n_gold)
        chosen = [None] * n_gold
        for p, g in enumerate(by_pred):
            if g is not None:
                chosen[g] = p

    def total(assignment: list[int | None]) -> _Vec:
        acc = _ZERO
        for g, p in enumerate(assignment):
            if p is not None:
                acc = _add(acc, pairs[g][p].vec)
        return acc

    # The positional alignment wins every tie, so "best" only departs from it to gain.
    return chosen if _better(total(chosen), total(positional)) else positional


# --------------------------------------------------------------------------- one sample


def _prf_exact(matched: int, n_pred: int, n_gold: int) -> tuple[_Ratio, _Ratio, _Ratio]:
    """Call-level precision, recall, F1 as ratios. With an empty side, 1 if both are empty,
    else 0. F1 = 2PR / (P + R) = 2M / (n_pred + n_gold)."""
    if n_pred == 0 or n_gold == 0:
        value = (int(n_pred == n_gold), 1)
        return value, value, value
    return (matched, n_pred), (matched, n_gold), (2 * matched, n_pred + n_gold)


def _prf(matched: int, n_pred: int, n_gold: int) -> tuple[float, float, float]:
    """Call-level precision, recall, F1 as floats (correctly rounded)."""
    p, r, f = _prf_exact(matched, n_pred, n_gold)
    return p[0] / p[1], r[0] / r[1], f[0] / f[1]


def _mean_of(ratios: Sequence[_Ratio], count: int) -> _Ratio:
    """``sum(ratios) / count``, exact and reduced."""
    den = 1
    for _, d in ratios:
        if d != 1:
            den = lcm(den, d)
    num = sum(n * (den // d) for n, d in ratios)
    den *= count
    common = gcd(num, den)
    return num // common, den // common


def _align(
    pred_calls: Sequence[CallLike],
    gold_calls: Sequence[CallLike],
    match: MatchMode,
    numeric_tolerance: bool,
) -> list[tuple[int | None, _Pair]]:
    """For each gold call, the index of the prediction it is scored against (None: missing)
    and the pair's scores."""
    preds = [_normalize(c) for c in pred_calls]
    golds = [_normalize(c) for c in gold_calls]
    n_pred, n_gold = len(preds), len(golds)
    if match == "position":
        return [
            (g, _score_pair(preds[g], golds[g], numeric_tolerance))
            if g < n_pred
            else (None, _MISSING)
            for g in range(n_gold)
        ]
    pairs = [[_score_pair(p, g, numeric_tolerance) for p in preds] for g in golds]
    assignment = _best_assign(pairs, n_gold, n_pred)
    return [(p, _MISSING if p is None else pairs[g][p]) for g, p in enumerate(assignment)]


@dataclass(frozen=True, slots=True)
class _Scored:
    metrics: dict[str, float]
    exact: tuple[_Ratio, ...]  # the same values as ratios, in the order of metrics' keys
    matched: int
    n_pred: int
    n_gold: int
    #: For each gold call: the index of its prediction (None: missing) and the pair's scores.
    aligned: tuple[tuple[int | None, _Pair], ...] = ()


def _score_sample(
    pred_calls: Sequence[CallLike],
    gold_calls: Sequence[CallLike],
    match: MatchMode,
    numeric_tolerance: bool,
) -> _Scored:
    if match not in ("position", "best"):
        raise ValueError(f"match must be 'position' or 'best', not {match!r}")
    n_pred, n_gold = len(pred_calls), len(gold_calls)
    aligned = tuple(_align(pred_calls, gold_calls, match, numeric_tolerance))
    chosen = [pair for _, pair in aligned]

    # NeMo: the mean over gold positions; all zeros when there is no gold call.
    if n_gold == 1:
        nemo = chosen[0].exact
    elif n_gold:
        columns = zip(*(p.exact for p in chosen), strict=True)
        nemo = tuple(_mean_of(column, n_gold) for column in columns)
    else:
        nemo = _NEMO_ZEROS
    matched = sum(pair.correct for pair in chosen)
    exact = (*nemo, *_prf_exact(matched, n_pred, n_gold))
    if n_gold == 0:
        exact = (*exact, (int(n_pred == 0), 1))
    # METRIC_KEYS ends with NO_CALL_KEY, which exact has only when there is no gold call.
    metrics = {key: n / d for key, (n, d) in zip(METRIC_KEYS, exact, strict=False)}
    return _Scored(metrics, exact, matched, n_pred, n_gold, aligned)


def compute_sample_metrics(
    pred_calls: Sequence[CallLike],
    gold_calls: Sequence[CallLike],
    *,
    match: MatchMode = "position",
    numeric_tolerance: bool = False,
) -> dict[str, float]:
    """Score one sample's predicted calls against its gold calls; every value is in [0, 1].

    NeMo AutoModel's keys, averaged over the gold calls (``pred_calls[i]`` scored against
    ``gold_calls[i]``; a missing prediction scores 0 on every key; extra predictions are
    ignored; all six are 0.0 when ``gold_calls`` is empty): ``has_call``, ``name_correct``,
    ``args_json_valid``, ``args_field_recall``, ``args_field_precision``, ``args_exact_match``.

    Always also ``call_precision``, ``call_recall``, ``call_f1``: a predicted call is correct
    when its name and arguments equal its gold call's, so extra calls lower precision. When
    ``gold_calls`` is empty, also ``no_call_correct`` (1.0 if ``pred_calls`` is empty too);
    the key is absent otherwise.

    :param pred_calls: ``{"name", "arguments"}`` mappings (``"parameters"`` accepted), or
        objects with ``name`` and ``arguments``. Arguments may be a dict or a JSON string; any
        other value (``None``, a list, broken JSON) makes ``args_json_valid`` 0.
    :param gold_calls: the same shapes; non-object gold arguments count as ``{}``.
    :param match: ``"position"`` (NeMo) or ``"best"``: order-insensitive, predictions are
        assigned to gold calls one-to-one to maximize, in order, the number of correct calls,
        the number of correct names, then the sum of the six NeMo values.
    :param numeric_tolerance: compare numbers by value (``1 == 1.0``, at any depth; ``True``
        still differs from ``1``). Off, JSON types must match.
    """
    return _score_sample(pred_calls, gold_calls, match, numeric_tolerance).metrics


class AlignedCall(NamedTuple):
    """How one gold call was scored: against which prediction, and with what outcome."""

    #: Index of the predicted call aligned with this gold call, or None (a missing prediction).
    pred: int | None
    #: The pair's ``name_correct`` and ``args_exact_match`` (False for a missing prediction).
    name_correct: bool
    args_exact_match: bool


def align_calls(
    pred_calls: Sequence[CallLike],
    gold_calls: Sequence[CallLike],
    *,
    match: MatchMode = "position",
    numeric_tolerance: bool = False,
) -> list[AlignedCall]:
    """For each gold call, in order, the prediction :func:`compute_sample_metrics` scores it
    against and whether that pair's name and arguments match: the per-call detail behind the
    sample's means (per-tool accuracy, confusion tables). Predictions aligned with no gold call
    are the extras."""
    if match not in ("position", "best"):
        raise ValueError(f"match must be 'position' or 'best', not {match!r}")
    return _aligned_calls(_align(pred_calls, gold_calls, match, numeric_tolerance))


def _aligned_calls(aligned: Iterable[tuple[int | None, _Pair]]) -> list[AlignedCall]:
    return [AlignedCall(p, bool(pair.exact[1][0]), bool(pair.exact[5][0])) for p, pair in aligned]


class SampleScore(NamedTuple):
    """What :meth:`MetricsAccumulator.add_scored` returns for one sample."""

    #: The sample's metrics (as :func:`compute_sample_metrics` returns them).
    metrics: dict[str, float]
    #: The predictions it was scored on (see :func:`scored_predictions`).
    predictions: Sequence[CallLike]
    #: For each gold call, its aligned prediction (see :func:`align_calls`).
    aligned: list[AlignedCall]


# --------------------------------------------------------------------------- aggregation


ErrorLike = ToolCallError | str


def _error_code(error: object) -> str:
    if isinstance(error, str):
        return error
    code = getattr(error, "code", None)
    if isinstance(code, str):
        return code
    raise TypeError(f"an error must be a ToolCallError or a code string, not {error!r}")


#: The prediction a sample with only broken calls is scored on (``failed_parse_as_call``).
BROKEN_CALL: Mapping[str, Any] = MappingProxyType({"name": None, "arguments": None})


def scored_predictions(
    pred_calls: Sequence[CallLike],
    errors: Iterable[ErrorLike] = (),
    *,
    failed_parse_as_call: bool = True,
) -> Sequence[CallLike]:
    """The predictions a sample is scored on: ``pred_calls``, or, with
    ``failed_parse_as_call`` when nothing parsed but a call broke (an error other than
    ``tool_call.not_found``), the one nameless call :data:`BROKEN_CALL`."""
    if (
        failed_parse_as_call
        and not pred_calls
        and any(_error_code(e) not in _NO_CALL_CODES for e in errors)
    ):
        return [BROKEN_CALL]
    return pred_calls


@dataclass
class _Bucket:
    count: int = 0
    #: The exact sum of the samples' values per key, in integers: whole values (0 and 1, most
    #: of them) in ``sums[key]``, fractions ``num / den`` as ``fractions[(key, den)] += num``.
    #: Adding and merging are integer additions, so the order of either never matters.
    sums: dict[str, int] = field(default_factory=dict)
    fractions: dict[tuple[str, int], int] = field(default_factory=dict)
    no_call_count: int = 0
    gold_calls: int = 0
    pred_calls: int = 0
    matched_calls: int = 0
    samples_with_errors: int = 0
    error_codes: Counter[str] = field(default_factory=Counter)

    def add(self, scored: _Scored, codes: list[str]) -> None:
        self.count += 1
        sums = self.sums
        for key, (num, den) in zip(METRIC_KEYS, scored.exact, strict=False):
            if num:
                if den == 1:
                    sums[key] = sums.get(key, 0) + num
                else:
                    self.fractions[key, den] = self.fractions.get((key, den), 0) + num
        if NO_CALL_KEY in scored.metrics:
            self.no_call_count += 1
        self.gold_calls += scored.n_gold
        self.pred_calls += scored.n_pred
        self.matched_calls += scored.matched
        if codes:
            self.samples_with_errors += 1
            self.error_codes.update(codes)

    def merge(self, other: _Bucket) -> None:
        self.count += other.count
        for key, num in other.sums.items():
            self.sums[key] = self.sums.get(key, 0) + num
        for key_den, num in other.fractions.items():
            self.fractions[key_den] = self.fractions.get(key_den, 0) + num
        self.no_call_count += other.no_call_count
        self.gold_calls += other.gold_calls
        self.pred_calls += other.pred_calls
        self.matched_calls += other.matched_calls
        self.samples_with_errors += other.samples_with_errors
        self.error_codes.update(other.error_codes)

    def total(self, key: str) -> Fraction:
        """The exact sum of ``key`` over the samples."""
        total = Fraction(self.sums.get(key, 0))
        for (k, den), num in self.fractions.items():
            if k == key:
                total += Fraction(num, den)
        return total

    def summary(self) -> dict[str, Any]:
        means: dict[str, float] = {}
        for key in METRIC_KEYS:
            count = self.no_call_count if key == NO_CALL_KEY else self.count
            if count:
                # The float nearest to the exact mean (Fraction -> float rounds correctly).
                means[key] = float(self.total(key) / count)
        calls: dict[str, Any] = {
            "gold": self.gold_calls,
            "pred": self.pred_calls,
            "matched": self.matched_calls,
        }
        if self.count:
            precision, recall, f1 = _prf(self.matched_calls, self.pred_calls, self.gold_calls)
            calls.update(precision=precision, recall=recall, f1=f1)
        return {
            "count": self.count,
            "means": means,
            "no_call_count": self.no_call_count,
            "calls": calls,
            "samples_with_errors": self.samples_with_errors,
            "error_codes": dict(sorted(self.error_codes.items(), key=lambda kv: (-kv[1], kv[0]))),
        }


class MetricsAccumulator:
    """Streaming aggregation of :func:`compute_sample_metrics` over a dataset.

    ``add`` one sample at a time, ``merge`` accumulators built in other processes (they
    pickle), and read ``summary()``. Options are fixed at construction and must agree to merge.
    Sums are exact (integers and fractions, never floats), so any split of a dataset merged
    in any order gives the summary of one pass, to the last bit.

    :param failed_parse_as_call: a sample with no parsed call but a parse error (any code
        other than ``tool_call.not_found``) is scored as if the model wrote one call with no
        name and invalid arguments, which is how NeMo's parser represents a broken call: it
        has a call (``has_call``), it is not "correctly no call", and it is a wrong call at
        call level. Off, such a sample is scored as an empty prediction.
    """

    def __init__(
        self,
        *,
        match: MatchMode = "position",
        numeric_tolerance: bool = False,
        failed_parse_as_call: bool = True,
    ) -> None:
        if match not in ("position", "best"):
            raise ValueError(f"match must be 'position' or 'best', not {match!r}")
        self.match: MatchMode = match
        self.numeric_tolerance = numeric_tolerance
        self.failed_parse_as_call = failed_parse_as_call
        self._total = _Bucket()
        self._by_format: dict[str | None, _Bucket] = {}

    def _options(self) -> tuple[str, bool, bool]:
        return (self.match, self.numeric_tolerance, self.failed_parse_as_call)

    def add(
        self,
        pred_calls: Sequence[CallLike],
        gold_calls: Sequence[CallLike],
        *,
        format: str | None = None,
        errors: Iterable[ErrorLike] | ErrorLike = (),
    ) -> dict[str, float]:
        """Score one sample, add it, and return its metrics (``add_scored(...).metrics``)."""
        return self.add_scored(pred_calls, gold_calls, format=format, errors=errors).metrics

    def add_scored(
        self,
        pred_calls: Sequence[CallLike],
        gold_calls: Sequence[CallLike],
        *,
        format: str | None = None,
        errors: Iterable[ErrorLike] | ErrorLike = (),
    ) -> SampleScore:
        """Score one sample and add it; return its metrics, the predictions it was scored on
        and the alignment of its gold calls (per-tool statistics use the last two).

        :param format: the format id the sample parsed with; when None it is taken from a
            ``"format"`` key of the first predicted call (``include_format=True``), else the
            sample counts under format None (nothing parsed).
        :param errors: the :class:`ToolCallError` objects, or their codes, met while parsing
            the sample (a single error or code is accepted too).
        """
        if isinstance(errors, (str, ToolCallError)):
            errors = (errors,)
        codes = [_error_code(e) for e in errors]
        if format is None and pred_calls:
            first = pred_calls[0]
            inferred = first.get("format") if isinstance(first, Mapping) else None
            format = inferred if isinstance(inferred, str) and inferred else None
        preds = scored_predictions(
            pred_calls, codes, failed_parse_as_call=self.failed_parse_as_call
        )
        scored = _score_sample(preds, gold_calls, self.match, self.numeric_tolerance)
        self._total.add(scored, codes)
        bucket = self._by_format.get(format)
        if bucket is None:
            bucket = self._by_format[format] = _Bucket()
        bucket.add(scored, codes)
        return SampleScore(dict(scored.metrics), preds, _aligned_calls(scored.aligned))

    def merge(self, other: MetricsAccumulator) -> MetricsAccumulator:
        """Add ``other``'s samples to this accumulator (in place); returns self."""
        if not isinstance(other, MetricsAccumulator):
            raise TypeError(f"cannot merge {type(other).__name__} into MetricsAccumulator")
        if other._options() != self._options():
            raise ValueError(
                f"cannot merge accumulators with different options: {self._options()} and "
                f"{other._options()}"
            )
        self._total.merge(other._total)
        for fmt, bucket in other._by_format.items():
            mine = self._by_format.get(fmt)
            if mine is None:
                mine = self._by_format[fmt] = _Bucket()
            mine.merge(bucket)
        return self

    def __len__(self) -> int:
        return self._total.count

    def summary(self) -> dict[str, Any]:
        """Means, counts, the per-format breakdown and the error-code histogram.

        ``{"count", "means", "no_call_count", "calls", "samples_with_errors", "error_codes",
        "by_format", "options"}``; ``by_format`` maps each format id (None last) to a dict of
        the same keys but ``by_format`` and ``options``. A mean over no sample is left out.
        """
        result = self._total.summary()
        ordered = sorted(self._by_format.items(), key=lambda kv: (kv[0] is None, kv[0] or ""))
        result["by_format"] = {fmt: bucket.summary() for fmt, bucket in ordered}
        result["options"] = {
            "match": self.match,
            "numeric_tolerance": self.numeric_tolerance,
            "failed_parse_as_call": self.failed_parse_as_call,
        }
        return result


def aggregate(
    samples: Iterable[Mapping[str, Any] | Sequence[Any]],
    *,
    match: MatchMode = "position",
    numeric_tolerance: bool = False,
    failed_parse_as_call: bool = True,
) -> dict[str, Any]:
    """``MetricsAccumulator.summary()`` over ``samples`` in one call.

    Each sample is a mapping with ``pred_calls`` and ``gold_calls`` (and optionally ``format``
    and ``errors``), or a tuple ``(pred_calls, gold_calls[, format[, errors]])``.
    """
    acc = MetricsAccumulator(
        match=match, numeric_tolerance=numeric_tolerance, failed_parse_as_call=failed_parse_as_call
    )
    for sample in samples:
        if isinstance(sample, Mapping):
            acc.add(
                sample["pred_calls"],
                sample["gold_calls"],
                format=sample.get("format"),
                errors=sample.get("errors", ()),
            )
        elif isinstance(sample, (list, tuple)) and 2 <= len(sample) <= 4:
            fmt = sample[2] if len(sample) > 2 else None
            errs = sample[3] if len(sample) > 3 else ()
            acc.add(sample[0], sample[1], format=fmt, errors=errs)
        else:
            raise TypeError(
                "a sample must be a mapping with 'pred_calls' and 'gold_calls' or a tuple "
                "(pred_calls, gold_calls[, format[, errors]])"
            )
    return acc.summary()
