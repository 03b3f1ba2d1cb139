"""What a new user trips on with the ``toolcalls`` command (issue 10, "the first hour")."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from toolcalls.catalog import FORMATS

ROOT = Path(__file__).resolve().parents[2]
OUTPUTS = ROOT / "examples" / "outputs"
OTHERS = ",".join(e.id for e in FORMATS if e.id != "hermes")


def run(
    *args: str | Path, stdin: bytes = b"", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "toolcalls", *map(str, args)],
        input=stdin,
        capture_output=True,
        check=False,
        timeout=120,
        env={**os.environ, **(env or {})},
    )
    return subprocess.CompletedProcess(
        proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    )


# --- a format that is not installed is named -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "format_id", "distribution"),
    [
        ('[TOOL_CALLS] [{"name": "f", "arguments": {}}]', "mistral", "toolcalls-mistral"),
        ('<invoke name="f"></invoke>', "xml_invoke", "toolcalls-xml-invoke"),
        ('{"name": "f", "arguments": {}}', "json", "toolcalls-openai-json"),
    ],
)
def test_parse_names_the_format_to_install(text: str, format_id: str, distribution: str) -> None:
    # Only hermes loaded: the others are blocked, as if not installed.
    proc = run("parse", "-", stdin=text.encode(), env={"TOOLCALLS_BLOCK_PLUGINS": OTHERS})
    assert proc.returncode == 1
    assert proc.stdout.strip() == "[]"
    assert "no tool call found" in proc.stderr
    assert f"{format_id} ({distribution}" in proc.stderr
    assert f"pip install --find-links dist {distribution}" in proc.stderr
    folder = next(e.folder for e in FORMATS if e.id == format_id)
    assert f"pip install ./{folder}" in proc.stderr


def test_no_hint_for_prose_or_installed_formats() -> None:
    proc = run("parse", "-", stdin=b"Just prose (with parens).")
    assert proc.returncode == 1
    assert "hint" not in proc.stderr
    blocked = run("parse", "-", stdin=b"(x) and more", env={"TOOLCALLS_BLOCK_PLUGINS": OTHERS})
    assert "hint" not in blocked.stderr  # a parenthesis is no evidence of a Python call


# --- standard input on a terminal -----------------------------------------------------------


def test_parse_says_it_reads_standard_input_only_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from toolcalls.cli import main

    class Terminal(io.TextIOWrapper):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stdin", Terminal(io.BytesIO(b"f(a=1)")))
    assert main(["parse", "--compact"]) == 0
    captured = capsys.readouterr()
    assert "reading the model output from standard input" in captured.err
    assert json.loads(captured.out) == [{"name": "f", "arguments": {"a": 1}, "format": "python"}]
    piped = run("parse", stdin=b"f(a=1)")
    assert piped.returncode == 0 and piped.stderr == ""


# --- eval's inputs ----------------------------------------------------------------------------


def test_eval_on_a_binary_file_says_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "data.bin"
    path.write_bytes(b"\x89PNG\r\n\xff\xd8\xff\xe0\n")
    proc = run("eval", path, "--json")
    assert proc.returncode == 1
    report = json.loads(proc.stdout)
    assert report["input"]["skipped"] == {"not_utf8": 2}
    assert report["input"]["skipped_examples"][0]["reason"] == "not UTF-8 (byte offset 0)"
    assert "not UTF-8" in proc.stderr
    assert "invalid_json" not in proc.stderr


def test_eval_on_a_json_array_gives_a_hint_and_no_table_of_dashes(tmp_path: Path) -> None:
    path = tmp_path / "samples.json"
    samples = [{"output": "f(a=1)", "expected": [{"name": "f", "arguments": {"a": 1}}]}]
    path.write_text(json.dumps(samples, indent=2))
    proc = run("eval", path)
    assert proc.returncode == 1
    assert "looks like a JSON array" in proc.stderr
    assert "jq -c '.[]'" in proc.stderr
    assert proc.stdout.strip().startswith(f"{path}: 0 samples")
    assert "-" * 3 not in proc.stdout.replace(str(path), "")
    assert "metric" not in proc.stdout


def test_eval_shows_the_id_of_skipped_lines(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text(
        '{"id": "a1", "output": "f(a=1)", "expected": []}\n'
        '{"id": "b2", "expected": []}\n'
        '{"id": 7, "output": 3, "expected": []}\n'
    )
    proc = run("eval", path, "--json")
    report = json.loads(proc.stdout)
    assert [(e["line"], e["id"]) for e in report["input"]["skipped_examples"]] == [
        (2, "b2"),
        (3, "7"),
    ]
    assert "line 2 (b2)" in proc.stderr


# --- --compact where it means something -------------------------------------------------------


def test_compact_is_rejected_where_there_is_no_json() -> None:
    convert = run("convert", "--to", "python", "--compact", OUTPUTS / "hermes.txt")
    assert convert.returncode == 2
    assert "--compact" in convert.stderr
    formats = run("formats", "--compact")
    assert formats.returncode == 2
    assert "--json" in formats.stderr
    compact = run("formats", "--json", "--compact")
    assert compact.returncode == 0
    assert compact.stdout.count("\n") == 1
    assert isinstance(json.loads(compact.stdout), list)


def test_the_readme_commands_name_files_that_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for line in readme.splitlines():
        if line.startswith("$ toolcalls "):
            for word in line.split("#")[0].split()[2:]:
                if "/" in word and not word.startswith("-"):
                    assert (ROOT / word).exists(), line
