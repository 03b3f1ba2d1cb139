"""MetricsAccumulator merges exactly: any split of a dataset, merged in any order (a left
fold, a right fold, any tree), gives the summary of one pass, to the last bit.

Float sums depend on the order of addition ((1/3 + 2/3) + 1/6 != 1/3 + (2/3 + 1/6) in
binary floating point), so the accumulator keeps exact integer sums of the per-sample ratios
and rounds once, in ``summary()`` (docs/metrics.md, "Exact aggregation").
"""

from __future__ import annotations

import itertools
import json
import pickle
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls.metrics import MetricsAccumulator, compute_sample_metrics

Sample = tuple[list[dict[str, Any]], list[dict[str, Any]], str | None, list[str]]

_keys = st.sampled_from(["a", "b", "c", "d", "e", "f"])
_values = st.one_of(
    st.integers(-2, 2),
    st.sampled_from([0.5, 1.0, 2.0]),
    st.sampled_from(["x", "y"]),
    st.booleans(),
    st.none(),
)
_objects = st.dictionaries(_keys, _values, max_size=6)
_pred_args = st.one_of(
    _objects,
    _objects.map(json.dumps),  # a JSON string of an object: valid
    st.sampled_from(["{broken", "[1, 2]", None, 3]),  # invalid arguments
)
_names = st.one_of(st.sampled_from(["get", "put", "del"]), st.none())
_pred = st.builds(lambda n, a: {"name": n, "arguments": a}, _names, _pred_args)
_gold = st.builds(
    lambda n, a: {"name": n, "arguments": a}, st.sampled_from(["get", "put"]), _objects
)
_codes = st.lists(
    st.sampled_from(["json.trailing_comma", "tool_call.not_found", "tool_call.unclosed"]),
    max_size=2,
)
_sample = st.tuples(
    st.lists(_pred, max_size=4),
    st.lists(_gold, max_size=4),
    st.sampled_from([None, "hermes", "json"]),
    _codes,
)
_options = st.fixed_dictionaries(
    {
        "match": st.sampled_from(["position", "best"]),
        "numeric_tolerance": st.booleans(),
        "failed_parse_as_call": st.booleans(),
    }
)


def _filled(samples: list[Sample], options: dict[str, Any]) -> MetricsAccumulator:
    acc = MetricsAccumulator(**options)
    for pred, gold, fmt, codes in samples:
        acc.add(pred, gold, format=fmt, errors=codes)
    return acc


def _merge_tree(parts: list[MetricsAccumulator], data: st.DataObject) -> MetricsAccumulator:
    """Merge ``parts`` pairwise in an order hypothesis picks: any binary tree, any side."""
    pool = list(parts)
    while len(pool) > 1:
        i = data.draw(st.integers(0, len(pool) - 1), label="into")
        j = data.draw(st.integers(0, len(pool) - 2), label="from")
        j += j >= i  # a different part
        pool[i].merge(pool[j])
        del pool[j]
    return pool[0]


@settings(max_examples=300, deadline=None)
@given(samples=st.lists(_sample, max_size=30), options=_options, data=st.data())
def test_any_split_merged_in_any_order_is_one_pass(
    samples: list[Sample], options: dict[str, Any], data: st.DataObject
) -> None:
    whole = _filled(samples, options).summary()
    cuts = sorted(data.draw(st.lists(st.integers(0, len(samples)), max_size=6), label="cuts"))
    bounds = [0, *cuts, len(samples)]
    parts = [_filled(samples[a:b], options) for a, b in itertools.pairwise(bounds)]
    if data.draw(st.booleans(), label="through pickle"):
        parts = [pickle.loads(pickle.dumps(part)) for part in parts]
    merged = _merge_tree(parts, data).summary()
    assert merged == whole
    # Same keys in the same order too (the JSON a report writes).
    assert json.dumps(merged) == json.dumps(whole)


def _precision_sample(pred_keys: int, gold_keys: int) -> Sample:
    keys = [f"k{i}" for i in range(max(pred_keys, gold_keys))]
    pred = [{"name": "f", "arguments": dict.fromkeys(keys[:pred_keys], 1)}]
    gold = [{"name": "f", "arguments": dict.fromkeys(keys[:gold_keys], 1)}]
    return pred, gold, None, []


def test_order_that_changes_float_sums_does_not_change_the_mean() -> None:
    # args_field_precision 1/3, 2/3 and 1/6: in floats (1/3 + 2/3) + 1/6 and
    # 1/3 + (2/3 + 1/6) differ in the last bit.
    samples = [_precision_sample(3, 1), _precision_sample(3, 2), _precision_sample(6, 1)]
    assert (1 / 3 + 2 / 3) + 1 / 6 != 1 / 3 + (2 / 3 + 1 / 6)
    left = _filled(samples[:2], {}).merge(_filled(samples[2:], {}))
    right = _filled(samples[:1], {}).merge(_filled(samples[1:], {}))
    exact = float((Fraction(1, 3) + Fraction(2, 3) + Fraction(1, 6)) / 3)
    assert left.summary()["means"]["args_field_precision"] == exact
    assert right.summary() == left.summary()


def test_means_are_the_nearest_float_to_the_exact_mean() -> None:
    # A tenth of the samples right: the exact mean is 1/10, which float sums miss
    # (0.1 added ten times is 0.9999999999999999, not 1.0).
    acc = MetricsAccumulator()
    gold = [{"name": "f", "arguments": {}}]
    for i in range(1000):
        acc.add([{"name": "f" if i % 10 == 0 else "g", "arguments": {}}], gold)
    assert acc.summary()["means"]["name_correct"] == 0.1
    thirds = MetricsAccumulator()
    for _ in range(3):
        thirds.add(*_precision_sample(3, 1)[:2])
    assert thirds.summary()["means"]["args_field_precision"] == 1 / 3


def test_sample_values_are_correctly_rounded_ratios() -> None:
    # Three gold calls with recall 1/3, 1/3 and 1/3 -> 1/3 exactly, and F1 = 2M / (P + G).
    gold = [{"name": n, "arguments": {"a": 1, "b": 2, "c": 3}} for n in "xyz"]
    pred = [{"name": n, "arguments": {"a": 1}} for n in "xyz"]
    m = compute_sample_metrics(pred, gold)
    assert m["args_field_recall"] == 1 / 3
    m = compute_sample_metrics([*pred[:1], {"name": "w", "arguments": {}}], gold[:1])
    assert (m["call_precision"], m["call_recall"], m["call_f1"]) == (0.0, 0.0, 0.0)
    gold2 = [{"name": "x", "arguments": {"a": 1}}, {"name": "y", "arguments": {}}]
    m = compute_sample_metrics([{"name": "x", "arguments": {"a": 1}}], gold2)
    assert (m["call_precision"], m["call_recall"], m["call_f1"]) == (1.0, 0.5, 2 / 3)
