"""Build the seed corpus of `make fuzz`: texts from the tests, the plugins' examples and the
conformance corpus (../shared/conformance/peers.jsonl), one file each.

    python fuzz/make_corpus.py fuzz/corpus

Test texts are the string constants of every test module (read with ``ast``, never run) that
are at least 4 characters long. Files are named by a hash of their content, so running it again
adds nothing twice.
"""

from __future__ import annotations

import ast
import hashlib
import json
import sys
from pathlib import Path

import toolcalls

ROOT = Path(__file__).resolve().parents[1]
PEERS = ROOT.parent / "shared" / "conformance" / "peers.jsonl"


def test_strings() -> list[str]:
    found: list[str] = []
    paths = [*ROOT.glob("tests/*.py"), *ROOT.glob("core/tests/*.py"),
             *ROOT.glob("plugins/*/tests/*.py")]
    for path in sorted(paths):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and len(node.value) >= 4):
                found.append(node.value)
    return found


def peer_texts() -> list[str]:
    if not PEERS.exists():
        print(f"make_corpus: {PEERS} not found; skipping the conformance corpus",
              file=sys.stderr)
        return []
    texts = []
    for line in PEERS.read_text("utf-8").splitlines():
        if line.strip():
            text = json.loads(line).get("text")
            if isinstance(text, str):
                texts.append(text)
    return texts


def examples() -> list[str]:
    return [example for fmt in toolcalls.installed_formats() for example in fmt.spec.examples]


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "fuzz" / "corpus")
    out.mkdir(parents=True, exist_ok=True)
    texts = [*examples(), *peer_texts(), *test_strings()]
    written = 0
    for text in texts:
        data = text.encode("utf-8", "surrogatepass")[:20_000]
        path = out / hashlib.sha1(data).hexdigest()[:16]
        if not path.exists():
            path.write_bytes(data)
            written += 1
    print(f"make_corpus: {len(texts)} texts, {written} new files in {out}")


if __name__ == "__main__":
    main()
