"""toolcalls.metrics: NeMo AutoModel's per-sample keys, call-level scores, options, aggregation.

Expected values are computed by hand in the comments next to each case.
"""

from __future__ import annotations

import itertools
import json
import math
import pickle
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls import Call, ToolCallError
from toolcalls.metrics import (
    CALL_KEYS,
    EXACT_MATCH_BUDGET,
    NEMO_KEYS,
    NO_CALL_KEY,
    MetricsAccumulator,
    aggregate,
    compute_sample_metrics,
    values_equal,
)


def c(name: Any, args: Any = None, **kwargs: Any) -> dict[str, Any]:
    """A call dict; ``args`` defaults to the keyword arguments."""
    return {"name": name, "arguments": kwargs if args is None else args}


def nemo(m: dict[str, float]) -> dict[str, float]:
    return {k: m[k] for k in NEMO_KEYS}


def six(*values: float) -> dict[str, float]:
    return dict(zip(NEMO_KEYS, values, strict=True))


def approx(expected: dict[str, float]) -> Any:
    return pytest.approx(expected, abs=1e-12)


ALL_ONE = six(1, 1, 1, 1, 1, 1)
ALL_ZERO = six(0, 0, 0, 0, 0, 0)


# ----------------------------------------------------------------- NeMo keys, one gold call


def test_keys_and_order() -> None:
    m = compute_sample_metrics([c("f", a=1)], [c("f", a=1)])
    assert list(m) == [*NEMO_KEYS, *CALL_KEYS]
    assert NO_CALL_KEY not in m


def test_perfect_match() -> None:
    m = compute_sample_metrics([c("f", a=1, b=2)], [c("f", a=1, b=2)])
    assert m == {**ALL_ONE, "call_precision": 1.0, "call_recall": 1.0, "call_f1": 1.0}


def test_wrong_name_keeps_argument_scores() -> None:
    # args_exact_match ignores the name; the call-level match needs both.
    m = compute_sample_metrics([c("g", a=1)], [c("f", a=1)])
    assert nemo(m) == six(1, 0, 1, 1, 1, 1)
    assert (m["call_precision"], m["call_recall"], m["call_f1"]) == (0.0, 0.0, 0.0)


def test_partial_arguments() -> None:
    # pred keys {a, x}, gold keys {a, b}: 1 in common -> recall 1/2, precision 1/2.
    m = compute_sample_metrics([c("f", a=1, x=9)], [c("f", a=1, b=2)])
    assert nemo(m) == six(1, 1, 1, 0.5, 0.5, 0)


def test_field_scores_count_keys_not_values() -> None:
    # Same keys, one wrong value: recall and precision 1, exact match 0.
    m = compute_sample_metrics([c("f", a=1, b=3)], [c("f", a=1, b=2)])
    assert nemo(m) == six(1, 1, 1, 1, 1, 0)


def test_uneven_key_sets() -> None:
    # pred {a, b, c}, gold {a}: recall 1/1, precision 1/3.
    m = compute_sample_metrics([c("f", a=1, b=2, c=3)], [c("f", a=1)])
    assert nemo(m) == approx(six(1, 1, 1, 1, 1 / 3, 0))


def test_missing_prediction_scores_zero() -> None:
    m = compute_sample_metrics([], [c("f", a=1)])
    assert nemo(m) == ALL_ZERO
    assert (m["call_precision"], m["call_recall"], m["call_f1"]) == (0.0, 0.0, 0.0)


def test_empty_arguments_on_both_sides() -> None:
    m = compute_sample_metrics([c("f", {})], [c("f", {})])
    assert nemo(m) == ALL_ONE


def test_empty_gold_arguments_against_some_predicted() -> None:
    # gold has no keys, pred has one: recall 0 (pred not empty), precision 0 (0 of 1).
    m = compute_sample_metrics([c("f", a=1)], [c("f", {})])
    assert nemo(m) == six(1, 1, 1, 0, 0, 0)


def test_empty_predicted_arguments_against_some_gold() -> None:
    # pred has no keys, gold has one: recall 0/1, precision 0 (pred empty, gold not).
    m = compute_sample_metrics([c("f", {})], [c("f", a=1)])
    assert nemo(m) == six(1, 1, 1, 0, 0, 0)


def test_gold_arguments_as_json_string() -> None:
    m = compute_sample_metrics([c("f", a=1)], [c("f", '{"a": 1}')])
    assert nemo(m) == ALL_ONE


def test_predicted_arguments_as_json_string() -> None:
    m = compute_sample_metrics([c("f", '{"a": 1}')], [c("f", a=1)])
    assert nemo(m) == ALL_ONE


def test_gold_arguments_that_are_not_an_object_count_as_empty() -> None:
    m = compute_sample_metrics([c("f", {})], [c("f", "[1, 2]")])
    assert nemo(m) == ALL_ONE


@pytest.mark.parametrize("bad", ["{not json", "[1, 2]", '"a"', None, [1], 3])
def test_invalid_predicted_arguments(bad: Any) -> None:
    # Invalid arguments have no keys: recall 0/1, precision 0 (gold has keys), no exact match.
    m = compute_sample_metrics([{"name": "f", "arguments": bad}], [c("f", a=1)])
    assert nemo(m) == six(1, 1, 0, 0, 0, 0)
    assert m["call_f1"] == 0.0


def test_invalid_arguments_against_empty_gold_arguments() -> None:
    # NeMo's rule: no predicted keys against no gold keys gives recall 1 and precision 1, even
    # when the predicted arguments were not valid JSON; exact match still needs valid JSON.
    m = compute_sample_metrics([c("f", "{broken")], [c("f", {})])
    assert nemo(m) == six(1, 1, 0, 1, 1, 0)


def test_missing_arguments_key_is_an_empty_object() -> None:
    m = compute_sample_metrics([{"name": "f"}], [c("f", {})])
    assert nemo(m) == ALL_ONE


def test_parameters_is_an_alias_of_arguments() -> None:
    m = compute_sample_metrics([{"name": "f", "parameters": {"a": 1}}], [c("f", a=1)])
    assert nemo(m) == ALL_ONE
    # "arguments" wins when both are there, as in NeMo.
    both = {"name": "f", "arguments": {"b": 1}, "parameters": {"a": 1}}
    assert compute_sample_metrics([both], [c("f", a=1)])["args_field_recall"] == 0.0


@pytest.mark.parametrize("name", [None, 3, ""])
def test_name_must_be_the_gold_string(name: Any) -> None:
    m = compute_sample_metrics([c(name, a=1)], [c("f", a=1)])
    assert m["name_correct"] == 0.0
    assert m["has_call"] == 1.0


def test_call_objects_are_accepted() -> None:
    pred = [Call("f", {"a": 1}, 0, 10)]
    assert nemo(compute_sample_metrics(pred, [c("f", a=1)])) == ALL_ONE


class ParsedLike:
    """The shape of NeMo's ParsedToolCall."""

    def __init__(self, name: str | None, arguments: dict[str, Any], valid: bool) -> None:
        self.name, self.arguments, self.arguments_valid_json, self.raw = name, arguments, valid, ""


def test_nemo_parsed_objects_keep_their_validity_flag() -> None:
    ok = compute_sample_metrics([ParsedLike("f", {"a": 1}, True)], [c("f", a=1)])
    assert nemo(ok) == ALL_ONE
    broken = compute_sample_metrics([ParsedLike(None, {}, False)], [c("f", a=1)])
    assert nemo(broken) == six(1, 0, 0, 0, 0, 0)


def test_bad_inputs() -> None:
    with pytest.raises(TypeError):
        compute_sample_metrics(["f"], [c("f")])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="match"):
        compute_sample_metrics([], [], match="fuzzy")  # type: ignore[arg-type]


# ----------------------------------------------------------------- NeMo keys, several gold calls


def test_parallel_calls_all_right() -> None:
    m = compute_sample_metrics([c("a", x=1), c("b", y=2)], [c("a", x=1), c("b", y=2)])
    assert nemo(m) == ALL_ONE
    assert m["call_f1"] == 1.0


def test_missing_second_call_scores_zero_for_it() -> None:
    # Position 0 scores 1 on every key, position 1 has no prediction: each mean is 1/2.
    m = compute_sample_metrics([c("a", x=1)], [c("a", x=1), c("b", y=2)])
    assert nemo(m) == six(0.5, 0.5, 0.5, 0.5, 0.5, 0.5)
    # Call level: 1 of 1 predicted is right, 1 of 2 gold found; F1 = 2/3.
    assert m["call_precision"] == 1.0
    assert m["call_recall"] == 0.5
    assert m["call_f1"] == pytest.approx(2 / 3)


def test_extra_call_is_ignored_by_nemo_keys_but_lowers_call_precision() -> None:
    m = compute_sample_metrics([c("a", x=1), c("b", y=2), c("c")], [c("a", x=1)])
    assert nemo(m) == ALL_ONE
    # 1 of 3 predicted is right: precision 1/3, recall 1, F1 = 2 * 1/3 / (4/3) = 1/2.
    assert m["call_precision"] == pytest.approx(1 / 3)
    assert m["call_recall"] == 1.0
    assert m["call_f1"] == pytest.approx(0.5)


def test_first_wrong_second_right() -> None:
    # pos 0: g{} vs a{x}: has 1, name 0, valid 1, recall 0, precision 0, exact 0
    # pos 1: all 1. Means: 1, 1/2, 1, 1/2, 1/2, 1/2.
    m = compute_sample_metrics([c("wrong", {}), c("b", y=2)], [c("a", x=1), c("b", y=2)])
    assert nemo(m) == six(1, 0.5, 1, 0.5, 0.5, 0.5)
    assert (m["call_precision"], m["call_recall"]) == (0.5, 0.5)


def test_mixed_two_calls_hand_computed() -> None:
    # pos 0: f{a,b,d} vs f{a,b,c}: name 1, recall 2/3, precision 2/3, exact 0
    # pos 1: h{x} vs g{x}: name 0, recall 1, precision 1, exact 1 (same arguments)
    pred = [c("f", a=1, b=2, d=4), c("h", x=1)]
    gold = [c("f", a=1, b=2, c=3), c("g", x=1)]
    m = compute_sample_metrics(pred, gold)
    assert nemo(m) == approx(six(1, 0.5, 1, 5 / 6, 5 / 6, 0.5))
    assert (m["call_precision"], m["call_recall"], m["call_f1"]) == (0.0, 0.0, 0.0)


def test_invalid_second_call() -> None:
    # pos 1 has a call with broken arguments: has 1, name 1, valid 0, recall 0, precision 0.
    m = compute_sample_metrics([c("a", x=1), c("b", "{y:")], [c("a", x=1), c("b", y=2)])
    assert nemo(m) == six(1, 1, 0.5, 0.5, 0.5, 0.5)


def test_positional_order_matters_by_default() -> None:
    m = compute_sample_metrics([c("b", y=2), c("a", x=1)], [c("a", x=1), c("b", y=2)])
    assert nemo(m) == six(1, 0, 1, 0, 0, 0)
    assert m["call_f1"] == 0.0


# ----------------------------------------------------------------- gold empty: no_call_correct


def test_no_gold_no_pred() -> None:
    m = compute_sample_metrics([], [])
    # NeMo's keys are 0.0 without gold calls; "nothing to call, nothing called" is 1 elsewhere.
    assert nemo(m) == ALL_ZERO
    assert m[NO_CALL_KEY] == 1.0
    assert (m["call_precision"], m["call_recall"], m["call_f1"]) == (1.0, 1.0, 1.0)
    assert list(m)[-1] == NO_CALL_KEY


def test_no_gold_but_a_call() -> None:
    m = compute_sample_metrics([c("f")], [])
    assert nemo(m) == ALL_ZERO
    assert m[NO_CALL_KEY] == 0.0
    assert (m["call_precision"], m["call_recall"], m["call_f1"]) == (0.0, 0.0, 0.0)


def test_no_call_correct_absent_when_gold_has_calls() -> None:
    assert NO_CALL_KEY not in compute_sample_metrics([], [c("f")])
    assert NO_CALL_KEY not in compute_sample_metrics([c("f")], [c("f")])


# ----------------------------------------------------------------- match="best"


def test_best_undoes_a_permutation() -> None:
    pred, gold = [c("b", y=2), c("a", x=1)], [c("a", x=1), c("b", y=2)]
    m = compute_sample_metrics(pred, gold, match="best")
    assert nemo(m) == ALL_ONE
    assert m["call_f1"] == 1.0


def test_best_same_name_different_arguments() -> None:
    # Both positional pairs have the right name; only the swap makes the arguments match.
    pred, gold = [c("f", x=2), c("f", x=1)], [c("f", x=1), c("f", x=2)]
    assert nemo(compute_sample_metrics(pred, gold)) == six(1, 1, 1, 1, 1, 0)
    assert nemo(compute_sample_metrics(pred, gold, match="best")) == ALL_ONE


def test_best_with_a_missing_call() -> None:
    # gold [a, b], pred [b]: b pairs with gold b; gold a is missing. Every mean is 1/2.
    m = compute_sample_metrics([c("b", y=2)], [c("a", x=1), c("b", y=2)], match="best")
    assert nemo(m) == six(0.5, 0.5, 0.5, 0.5, 0.5, 0.5)
    assert (m["call_precision"], m["call_recall"]) == (1.0, 0.5)
    positional = compute_sample_metrics([c("b", y=2)], [c("a", x=1), c("b", y=2)])
    assert positional["name_correct"] == 0.0


def test_best_with_an_extra_call_first() -> None:
    # More predictions than gold calls: the right one is found wherever it is.
    pred, gold = [c("z"), c("q"), c("a", x=1)], [c("a", x=1)]
    m = compute_sample_metrics(pred, gold, match="best")
    assert nemo(m) == ALL_ONE
    assert m["call_precision"] == pytest.approx(1 / 3)
    assert compute_sample_metrics(pred, gold)["name_correct"] == 0.0


def test_best_objective_prefers_names_over_field_scores() -> None:
    # No assignment has a correct call. Positional: names 0+0, NeMo values 5+4 = 9.
    # Swapped: names 1+1, NeMo values 3+3 = 6. Names come first in the objective.
    pred, gold = [c("b", x=1), c("a", y=2)], [c("a", x=1), c("b", y=1)]
    assert nemo(compute_sample_metrics(pred, gold)) == six(1, 0, 1, 1, 1, 0.5)
    assert nemo(compute_sample_metrics(pred, gold, match="best")) == six(1, 1, 1, 0, 0, 0)


def test_best_keeps_positions_on_a_tie() -> None:
    # Two identical predictions: every assignment scores the same; values equal positional.
    pred, gold = [c("f", x=1), c("f", x=1)], [c("f", x=1), c("f", x=2)]
    assert compute_sample_metrics(pred, gold, match="best") == compute_sample_metrics(pred, gold)


def test_best_beyond_the_exact_budget_uses_greedy() -> None:
    n = 12
    assert n * n * 2**n > EXACT_MATCH_BUDGET
    gold = [c(f"f{i}", i=i) for i in range(n)]
    m = compute_sample_metrics(list(reversed(gold)), gold, match="best")
    assert nemo(m) == ALL_ONE
    assert m["call_f1"] == 1.0


def test_best_with_many_extras_uses_the_small_side() -> None:
    # 2 gold, 30 predictions: exact (the subsets are of the 2 gold calls).
    gold = [c("a", x=1), c("b", y=2)]
    pred = [c(f"z{i}") for i in range(28)] + [c("b", y=2), c("a", x=1)]
    m = compute_sample_metrics(pred, gold, match="best")
    assert nemo(m) == ALL_ONE
    assert m["call_precision"] == pytest.approx(2 / 30)


_names = st.sampled_from(["a", "b"])
_args = st.dictionaries(st.sampled_from(["x", "y"]), st.integers(0, 1), max_size=2)
_calls = st.lists(st.builds(lambda n, a: {"name": n, "arguments": a}, _names, _args), max_size=4)


def _correct(p: dict[str, Any], g: dict[str, Any]) -> bool:
    return bool(p["name"] == g["name"] and p["arguments"] == g["arguments"])


@settings(max_examples=200, deadline=None)
@given(_calls, _calls)
def test_best_finds_the_most_correct_calls(pred: list[Any], gold: list[Any]) -> None:
    # Brute force over every one-to-one assignment: the largest number of correct pairs.
    most = 0
    k = min(len(pred), len(gold))
    for chosen in itertools.permutations(range(len(pred)), k):
        for golds in itertools.combinations(range(len(gold)), k):
            most = max(
                most, sum(_correct(pred[p], gold[g]) for p, g in zip(chosen, golds, strict=True))
            )
    best = compute_sample_metrics(pred, gold, match="best")
    position = compute_sample_metrics(pred, gold)
    if gold:
        assert best["call_recall"] == pytest.approx(most / len(gold))
        assert best["call_recall"] >= position["call_recall"]
        assert best["has_call"] == position["has_call"] == k / len(gold)
    for m in (best, position):
        assert all(0.0 <= v <= 1.0 for v in m.values())


# ----------------------------------------------------------------- numeric_tolerance


def test_int_and_float_differ_by_default() -> None:
    m = compute_sample_metrics([c("f", x=1.0)], [c("f", x=1)])
    assert m["args_exact_match"] == 0.0
    assert m["call_f1"] == 0.0


def test_numeric_tolerance_equates_int_and_float() -> None:
    m = compute_sample_metrics([c("f", x=1.0)], [c("f", x=1)], numeric_tolerance=True)
    assert m["args_exact_match"] == 1.0
    assert m["call_f1"] == 1.0


def test_numeric_tolerance_is_nested() -> None:
    pred = [c("f", a=[1.0, {"b": 2, "c": [3.0]}])]
    gold = [c("f", a=[1, {"b": 2.0, "c": [3]}])]
    assert compute_sample_metrics(pred, gold)["args_exact_match"] == 0.0
    assert compute_sample_metrics(pred, gold, numeric_tolerance=True)["args_exact_match"] == 1.0


def test_numeric_tolerance_keeps_booleans_apart() -> None:
    for gold_value in (1, 1.0, 0):
        m = compute_sample_metrics([c("f", x=True)], [c("f", x=gold_value)], numeric_tolerance=True)
        assert m["args_exact_match"] == 0.0


def test_numeric_tolerance_is_exact_not_approximate() -> None:
    m = compute_sample_metrics([c("f", x=0.1 + 0.2)], [c("f", x=0.3)], numeric_tolerance=True)
    assert m["args_exact_match"] == 0.0


def test_numeric_tolerance_with_best() -> None:
    pred, gold = [c("f", x=2.0), c("f", x=1.0)], [c("f", x=1), c("f", x=2)]
    m = compute_sample_metrics(pred, gold, match="best", numeric_tolerance=True)
    assert nemo(m) == ALL_ONE


@pytest.mark.parametrize(
    ("a", "b", "strict", "tolerant"),
    [
        (1, 1, True, True),
        (1, 1.0, False, True),
        (True, 1, False, False),
        (True, True, True, True),
        (None, None, True, True),
        (None, 0, False, False),
        ("1", 1, False, False),
        ([1, 2], (1, 2), True, True),
        ([1, 2], [2, 1], False, False),
        ({"a": 1}, {"a": 1, "b": None}, False, False),
        ({"a": [1.0]}, {"a": [1]}, False, True),
    ],
)
def test_values_equal(a: Any, b: Any, strict: bool, tolerant: bool) -> None:
    assert values_equal(a, b) is strict
    assert values_equal(a, b, numeric_tolerance=True) is tolerant
    assert values_equal(b, a, numeric_tolerance=True) is tolerant


# ----------------------------------------------------------------- aggregation


def _err(code: str) -> ToolCallError:
    return ToolCallError(code, "broken", 0, text="x")


def _five_samples(acc: MetricsAccumulator) -> None:
    # S1 hermes: perfect.                                       six 1,    call 1 1 1
    acc.add([c("f", a=1)], [c("f", a=1)], format="hermes")
    # S2 hermes: wrong value, second call missing.              six .5 .5 .5 .5 .5 0, call 0 0 0
    acc.add([c("f", a=2)], [c("f", a=1), c("g")], format="hermes")
    # S3 None: no gold, no call.                                six 0, call 1 1 1, no_call 1
    acc.add([], [])
    # S4 None: no gold, a broken call (counts as a call).       six 0, call 0 0 0, no_call 0
    acc.add([], [], errors=[_err("json.trailing_comma")])
    # S5 None: gold call, nothing found (not a broken call).    six 0, call 0 0 0
    acc.add([], [c("f", a=1)], errors=["tool_call.not_found"])


def test_summary_hand_computed() -> None:
    acc = MetricsAccumulator()
    _five_samples(acc)
    s = acc.summary()
    assert s["count"] == len(acc) == 5
    assert s["means"] == approx(
        {
            **six(0.3, 0.3, 0.3, 0.3, 0.3, 0.2),  # (1 + .5) / 5 and 1 / 5
            "call_precision": 0.4,  # (1 + 0 + 1 + 0 + 0) / 5
            "call_recall": 0.4,
            "call_f1": 0.4,
            NO_CALL_KEY: 0.5,  # over S3 and S4 only
        }
    )
    assert s["no_call_count"] == 2
    # Micro: gold 1+2+0+0+1 = 4, pred 1+1+0+1+0 = 3 (S4's broken call), matched 1.
    assert s["calls"] == approx(
        {"gold": 4, "pred": 3, "matched": 1, "precision": 1 / 3, "recall": 1 / 4, "f1": 2 / 7}
    )
    assert s["samples_with_errors"] == 2
    assert s["error_codes"] == {"json.trailing_comma": 1, "tool_call.not_found": 1}
    assert s["options"] == {
        "match": "position",
        "numeric_tolerance": False,
        "failed_parse_as_call": True,
    }


def test_summary_by_format() -> None:
    acc = MetricsAccumulator()
    _five_samples(acc)
    by_format = acc.summary()["by_format"]
    assert list(by_format) == ["hermes", None]
    hermes, none = by_format["hermes"], by_format[None]
    assert hermes["count"] == 2
    assert hermes["means"] == approx(
        {**six(0.75, 0.75, 0.75, 0.75, 0.75, 0.5), **dict.fromkeys(CALL_KEYS, 0.5)}
    )
    assert hermes["no_call_count"] == 0
    assert NO_CALL_KEY not in hermes["means"]
    assert hermes["error_codes"] == {}
    assert none["count"] == 3
    assert none["means"] == approx(
        {**ALL_ZERO, **dict.fromkeys(CALL_KEYS, 1 / 3), NO_CALL_KEY: 0.5}
    )
    assert none["samples_with_errors"] == 2
    assert "by_format" not in none


def test_add_returns_the_sample_metrics() -> None:
    acc = MetricsAccumulator()
    assert acc.add([c("f", a=1)], [c("f", a=1)]) == compute_sample_metrics(
        [c("f", a=1)], [c("f", a=1)]
    )


def test_failed_parse_as_call() -> None:
    # A broken call where one was expected: a call with no name and invalid arguments.
    acc = MetricsAccumulator()
    m = acc.add([], [c("f", a=1)], errors=_err("json.missing_comma"))
    assert nemo(m) == six(1, 0, 0, 0, 0, 0)
    # ... unless switched off: then it is an empty prediction.
    off = MetricsAccumulator(failed_parse_as_call=False)
    assert nemo(off.add([], [c("f", a=1)], errors=["json.missing_comma"])) == ALL_ZERO
    assert off.add([], [], errors=["json.missing_comma"])[NO_CALL_KEY] == 1.0
    # tool_call.not_found is not a broken call.
    assert acc.add([], [], errors=["tool_call.not_found"])[NO_CALL_KEY] == 1.0
    # Parsed calls are scored as they are, errors only counted.
    assert nemo(acc.add([c("f", a=1)], [c("f", a=1)], errors=["json.comment"])) == ALL_ONE


def test_error_codes_histogram() -> None:
    acc = MetricsAccumulator()
    acc.add([], [c("f")], errors=[_err("json.trailing_comma"), "json.trailing_comma"])
    acc.add([], [c("f")], errors="tool_call.unclosed")
    acc.add([], [c("f")], errors=(_err("json.comment"),))
    s = acc.summary()
    assert s["error_codes"] == {
        "json.trailing_comma": 2,
        "json.comment": 1,
        "tool_call.unclosed": 1,
    }
    assert list(s["error_codes"]) == ["json.trailing_comma", "json.comment", "tool_call.unclosed"]
    assert s["samples_with_errors"] == 3
    with pytest.raises(TypeError):
        acc.add([], [], errors=[42])  # type: ignore[list-item]


def test_format_taken_from_the_calls() -> None:
    acc = MetricsAccumulator()
    acc.add([{"name": "f", "arguments": {}, "format": "mistral"}], [c("f", {})])
    acc.add([{"name": "f", "arguments": {}, "format": "mistral"}], [c("f", {})], format="given")
    assert list(acc.summary()["by_format"]) == ["given", "mistral"]


def test_empty_summary() -> None:
    s = MetricsAccumulator().summary()
    assert s["count"] == 0
    assert s["means"] == {}
    assert s["calls"] == {"gold": 0, "pred": 0, "matched": 0}
    assert s["by_format"] == {}
    assert s["error_codes"] == {}


def test_options_apply_to_every_sample() -> None:
    acc = MetricsAccumulator(match="best", numeric_tolerance=True)
    acc.add([c("b", y=2.0), c("a", x=1)], [c("a", x=1), c("b", y=2)])
    assert acc.summary()["means"]["args_exact_match"] == 1.0
    with pytest.raises(ValueError, match="match"):
        MetricsAccumulator(match="any")  # type: ignore[arg-type]


def test_merge_equals_one_pass() -> None:
    whole = MetricsAccumulator()
    _five_samples(whole)
    left, right = MetricsAccumulator(), MetricsAccumulator()
    left.add([c("f", a=1)], [c("f", a=1)], format="hermes")
    left.add([], [])
    right.add([c("f", a=2)], [c("f", a=1), c("g")], format="hermes")
    right.add([], [], errors=[_err("json.trailing_comma")])
    right.add([], [c("f", a=1)], errors=["tool_call.not_found"])
    assert left.merge(right) is left
    merged, expected = left.summary(), whole.summary()
    assert merged["count"] == expected["count"]
    assert merged["means"] == approx(expected["means"])
    assert merged["calls"] == approx(expected["calls"])
    assert merged["error_codes"] == expected["error_codes"]
    for fmt in expected["by_format"]:
        assert merged["by_format"][fmt]["means"] == approx(expected["by_format"][fmt]["means"])
        assert merged["by_format"][fmt]["count"] == expected["by_format"][fmt]["count"]


def test_merge_rejects_other_options() -> None:
    with pytest.raises(ValueError, match="options"):
        MetricsAccumulator().merge(MetricsAccumulator(match="best"))
    with pytest.raises(TypeError):
        MetricsAccumulator().merge({})  # type: ignore[arg-type]


def test_pickle_round_trip_and_merge() -> None:
    acc = MetricsAccumulator(match="best")
    _five_samples(acc)
    copy = pickle.loads(pickle.dumps(acc))
    assert copy.summary() == acc.summary()
    copy.merge(pickle.loads(pickle.dumps(acc)))
    assert copy.summary()["count"] == 10
    assert copy.summary()["means"] == approx(acc.summary()["means"])
    assert copy.summary()["error_codes"] == {"json.trailing_comma": 2, "tool_call.not_found": 2}


def test_summary_is_json_ready() -> None:
    acc = MetricsAccumulator()
    _five_samples(acc)
    text = json.dumps(acc.summary())
    assert json.loads(text)["by_format"]["null"]["count"] == 3


def test_aggregate_accepts_mappings_and_tuples() -> None:
    s = aggregate(
        [
            {"pred_calls": [c("f", a=1)], "gold_calls": [c("f", a=1)], "format": "hermes"},
            ([], [c("f", a=1)]),
            ([], [], None, ["json.comment"]),
        ]
    )
    # has_call: (1 + 0 + 0) / 3; no_call_correct: the broken call at S3 -> 0 over 1.
    assert s["count"] == 3
    assert s["means"]["has_call"] == pytest.approx(1 / 3)
    assert s["means"][NO_CALL_KEY] == 0.0
    assert s["error_codes"] == {"json.comment": 1}
    tolerant = aggregate([([c("f", x=1.0)], [c("f", x=1)])], numeric_tolerance=True)
    assert tolerant["means"]["args_exact_match"] == 1.0
    with pytest.raises(TypeError):
        aggregate(["oops"])


def test_means_stay_in_range() -> None:
    acc = MetricsAccumulator()
    for _ in range(10):
        acc.add([c("f", a=1, b=2, c=3)], [c("f", a=1)])  # precision 1/3 each time
    means = acc.summary()["means"]
    assert means["args_field_precision"] == pytest.approx(1 / 3)
    assert all(0.0 <= v <= 1.0 and not math.isnan(v) for v in means.values())
