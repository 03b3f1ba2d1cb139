"""BatchResult merges exactly: batches of any split of an eval file, their rows in any order,
merged in any order, give the report of one pass, example lists included (they keep the first
examples in file order).

The lines are drawn from examples/eval.jsonl (calls, broken calls, prose) and from lines that
``toolcalls eval`` skips (not JSON, not an object, missing or bad fields), so every list of
examples fills up and overflows.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from toolcalls import evaluation
from toolcalls.evaluation import BatchResult, EvalConfig, json_report

ROOT = Path(__file__).resolve().parents[1]
EVAL_LINES = (ROOT / "examples" / "eval.jsonl").read_bytes().splitlines()
BAD_LINES = [
    b"{not json",
    b"[1, 2]",
    b'{"output": 1, "expected": []}',
    b'{"id": "no-output", "expected": []}',
    b'{"id": "no-expected", "output": "x"}',
    b'{"id": "bad-expected", "output": "x", "expected": [{"arguments": {}}]}',
]
# Two broken calls in one output: two examples of one code on one line, in text order.
TWICE_BROKEN = json.dumps(
    {
        "id": "twice",
        "output": '<tool_call>{"name": "f", "arguments": {"a": 1,}}</tool_call>\n'
        '<tool_call>{"name": "g", "arguments": {"b": 2,}}</tool_call>',
        "expected": [],
    }
).encode()
POOL = [*EVAL_LINES, *BAD_LINES, TWICE_BROKEN]
CONFIG = EvalConfig(id_field="id")


def _evaluate(lines: list[tuple[int, bytes]]) -> BatchResult:
    evaluation._init_worker(CONFIG)
    return evaluation._eval_batch(lines)


def _report(result: BatchResult) -> str:
    return json.dumps(json_report("f.jsonl", result))


@settings(max_examples=100, deadline=None)
@given(
    picks=st.lists(st.integers(0, len(POOL) - 1), min_size=1, max_size=60),
    data=st.data(),
)
def test_any_split_merged_in_any_order_is_one_pass(picks: list[int], data: st.DataObject) -> None:
    # Line numbers with gaps, as blank lines leave them.
    numbered = [(2 * i + 1, POOL[p]) for i, p in enumerate(picks)]
    whole = _report(_evaluate(numbered))
    cuts = sorted(data.draw(st.lists(st.integers(0, len(numbered)), max_size=6), label="cuts"))
    bounds = [0, *cuts, len(numbered)]
    # Rows may reach a worker in any order within a batch too (the line numbers say where
    # they are in the file).
    pool = [
        _evaluate(data.draw(st.permutations(numbered[a:b]), label="batch"))
        for a, b in itertools.pairwise(bounds)
    ]
    while len(pool) > 1:
        i = data.draw(st.integers(0, len(pool) - 1), label="into")
        j = data.draw(st.integers(0, len(pool) - 2), label="from")
        j += j >= i
        pool[i].merge(pool[j])
        del pool[j]
    assert _report(pool[0]) == whole


def test_examples_keep_the_first_lines_whatever_the_merge_order() -> None:
    lines = [(n, BAD_LINES[0]) for n in range(1, 11)]  # ten invalid lines
    late, early = _evaluate(lines[5:]), _evaluate(lines[:5])
    late.merge(early)  # the later half first
    assert [example[0] for example in late.skipped_examples] == [1, 2, 3, 4, 5]
    twice = _evaluate([(7, TWICE_BROKEN)])
    assert twice.error_examples == {
        "json.trailing_comma": [(7, "twice", 1, 46), (7, "twice", 2, 46)]
    }


def test_codes_stay_in_order_of_first_occurrence() -> None:
    first = [(1, json.dumps({"output": "search(q=x)", "expected": []}).encode())]
    second = [(2, TWICE_BROKEN)]
    merged = _evaluate(second)
    merged.merge(_evaluate(first))
    assert list(merged.error_examples) == ["tool_call.invalid_literal", "json.trailing_comma"]
    assert _report(merged) == _report(_evaluate(first + second))


def test_a_batch_whose_rows_come_in_reverse_keeps_its_examples_in_file_order() -> None:
    rows = [(1, TWICE_BROKEN), (3, TWICE_BROKEN), (5, BAD_LINES[0]), (7, BAD_LINES[1])]
    result = _evaluate(rows[::-1])
    assert [e[0] for e in result.error_examples["json.trailing_comma"]] == [1, 1, 3]
    assert [e[0] for e in result.skipped_examples] == [5, 7]
