"""The conformance corpus: real model outputs from other parsers' test suites.

Records come from ../shared/conformance/peers.jsonl (see its README). Each record of a family
that a first-party format covers is parsed with every installed format, as a user would, and
compared with the calls the peer's test expects. Where our written contract (DESIGN.md) differs
from a peer's habit, the record id is in ``EXCEPTIONS`` with the reason, and the test asserts
that the outcome really differs, so the list stays honest.

Run ``python tests/test_conformance.py`` for the pass rate per family.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolcalls.testing import conformance_outcome, conformance_records, find_corpus

CORPUS = find_corpus(__file__)

#: Families whose formats ship as first-party plugins.
FAMILIES = (
    "hermes",
    "mistral",
    "llama_json",
    "llama_python_tag",
    "pythonic",
    "harmony",
    "openai_json",
    "json_array",
    "auto",
)

_NEVER_DROPPED = (
    "a broken call is never silently dropped (DESIGN 2): the peer keeps the sibling calls and "
    "drops the broken one; we report "
)

#: record id -> why our contract gives another outcome than the peer's test expects.
#: docs/conformance.md explains each group.
EXCEPTIONS: dict[str, str] = {
    "vllm-pythonic-010": _NEVER_DROPPED + "tool_call.invalid_literal at b'z'",
    "vllm-llama4pythonic-008": _NEVER_DROPPED + "tool_call.invalid_literal at b'z'",
    "vllm-pythonic-011": _NEVER_DROPPED + "tool_call.invalid_literal at 1e999 (not a float)",
    "vllm-llama4pythonic-009": _NEVER_DROPPED + "tool_call.invalid_literal at 1e999",
    "vllm-pythonic-012": _NEVER_DROPPED + "tool_call.invalid_syntax in the broken string",
    "sglang-llama32-005": (
        "a broken object that starts with a call key is json.* (DESIGN 3a), not skipped"
    ),
    "nemo-harmony-006": "calls on any channel count (issue 2): a final-channel message to "
    "functions.f is a call",
    "nemo-harmony-007": "calls on any channel count (issue 2), recipient in the role header",
    "nemo-harmony-008": "any recipient but assistant is a call named after it (DESIGN 3a): "
    "browser.search",
}


def outcome(record: dict[str, Any]) -> tuple[bool, str]:
    """Does toolcalls give what the record expects? ``(ok, what happened)``."""
    ok, got = conformance_outcome(record)
    return ok, str(got)


RECORDS = conformance_records(FAMILIES, start=__file__)


@pytest.mark.skipif(CORPUS is None, reason="../shared/conformance is not beside the checkout")
@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_conformance(record: dict[str, Any]) -> None:
    ok, detail = outcome(record)
    if record["id"] in EXCEPTIONS:
        assert not ok, f"{record['id']} now matches the peer: drop it from EXCEPTIONS"
    else:
        assert ok, f"{record['id']}: expected {record['calls']}, got {detail}"


def test_exceptions_name_existing_records() -> None:
    if CORPUS is None:
        pytest.skip("../shared/conformance is not beside the checkout")
    known = {r["id"] for r in RECORDS}
    assert set(EXCEPTIONS) <= known


if __name__ == "__main__":
    per_family: dict[str, list[int]] = {}
    for rec in RECORDS:
        ok, detail = outcome(rec)
        counts = per_family.setdefault(rec["family"], [0, 0, 0])
        counts[0 if ok else (1 if rec["id"] in EXCEPTIONS else 2)] += 1
        if not ok and rec["id"] not in EXCEPTIONS:
            print("FAIL", rec["id"], repr(rec["text"][:120]), "->", detail[:200])
    print(f"{'family':18} pass  exception  fail  total")
    for family, (passed, excepted, failed) in sorted(per_family.items()):
        print(f"{family:18} {passed:4}  {excepted:9}  {failed:4}  {passed + excepted + failed:5}")
