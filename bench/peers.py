"""vLLM's and SGLang's tool parsers, run from their wheels with stubs of the serving stack.

At bench time (never in ``make test``) ``fetch()`` runs ``pip download --no-deps`` of the
pinned wheels into ``bench/.peers/`` (git-ignored, kept between runs) and unzips only what the
parsers need: ``vllm/tool_parsers/`` and ``sglang/srt/function_call/``, plus the two libraries
their parsing code calls (``regex``, ``partial_json_parser``). Those files are imported as they
are: the parsing logic is the peers' own code, unmodified.

Everything else they import (the OpenAI protocol classes, pydantic, the tokenizer, loggers,
settings, xgrammar) is stubbed by ``bench/peer_stubs.py`` through an import hook installed
only in the bench process. The stubs are lighter than the real classes (a plain-object
``BaseModel``), so the peers' times here are, if anything, lower than in their servers.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import logging
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import peer_stubs  # bench/peer_stubs.py (imports nothing of the peers)

HERE = Path(__file__).resolve().parent
PEERS = HERE / ".peers"
SITE = PEERS / "site"

VLLM_VERSION = "0.33.0"
SGLANG_VERSION = "0.5.23"
#: (distribution, version, wheel-name prefix, members to unzip: folder prefixes)
WHEELS: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("vllm", VLLM_VERSION, "vllm", ("vllm/tool_parsers/", "vllm/parser/")),
    ("sglang", SGLANG_VERSION, "sglang", ("sglang/srt/function_call/",)),
    ("regex", "2026.11.15", "regex", ("regex/",)),
    ("partial-json-parser", "0.2.1.1.post7", "partial_json_parser", ("partial_json_parser/",)),
)
#: Module trees loaded from the unzipped files (the peers' own code).
REAL = ("vllm.tool_parsers", "vllm.parser", "sglang.srt.function_call")
#: Top-level names answered by stubs (bench/peer_stubs.py), except the REAL trees.
STUBBED = ("vllm", "sglang", "openai", "pydantic", "transformers", "torch", "xgrammar",
           "prometheus_client", "openai_harmony", "ijson", "mistral_common")


def fetch() -> str | None:
    """Download the wheels (once) and unzip the members. Returns None, or why it failed."""
    PEERS.mkdir(exist_ok=True)
    SITE.mkdir(exist_ok=True)
    for dist, version, prefix, members in WHEELS:
        stamp = SITE / f".{prefix}-{version}"
        if stamp.exists():
            continue
        wheels = sorted(PEERS.glob(f"{prefix}-{version}-*.whl"))
        if not wheels:
            cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                   "--disable-pip-version-check", "-q", f"{dist}=={version}", "-d", str(PEERS)]
            try:
                subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=900)
            except (subprocess.SubprocessError, OSError) as exc:
                detail = getattr(exc, "stderr", "") or str(exc)
                return f"pip download of {dist}=={version} failed: " + (
                    detail.strip().splitlines() or ["?"])[-1]
            wheels = sorted(PEERS.glob(f"{prefix}-{version}-*.whl"))
            if not wheels:
                return f"pip download produced no {dist} wheel"
        with zipfile.ZipFile(wheels[0]) as wheel:
            for name in wheel.namelist():
                if name.startswith(members):
                    wheel.extract(name, SITE)
        stamp.touch()
    return None


def versions() -> dict[str, str]:
    return {dist: version for dist, version, _, _ in WHEELS}


class _Finder(importlib.abc.MetaPathFinder):
    """The REAL trees from bench/.peers/site; every other module under STUBBED from the stubs."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        top = fullname.partition(".")[0]
        if top not in STUBBED:
            return None
        if any(fullname == r or fullname.startswith(r + ".") for r in REAL):
            base = SITE.joinpath(*fullname.split("."))
            if base.with_suffix(".py").is_file():
                return importlib.util.spec_from_file_location(fullname, base.with_suffix(".py"))
            if base.is_dir():
                init = base / "__init__.py"
                if init.is_file():
                    return importlib.util.spec_from_file_location(
                        fullname, init, submodule_search_locations=[str(base)])
                spec = importlib.machinery.ModuleSpec(fullname, None, is_package=True)
                spec.submodule_search_locations = [str(base)]
                return spec
            return None
        return importlib.machinery.ModuleSpec(fullname, _StubLoader(), is_package=True)


class _StubLoader(importlib.abc.Loader):
    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return peer_stubs.module(spec.name)

    def exec_module(self, module: ModuleType) -> None:
        module.__path__ = []  # a package: submodules are found by the finder


_installed = False


def install() -> None:
    """Put the unzipped libraries on sys.path and the finder first on sys.meta_path."""
    global _installed
    if _installed:
        return
    for name in STUBBED:
        if name in sys.modules:
            raise RuntimeError(f"bench peers: {name} is already imported; the stubs would clash")
    sys.path.append(str(SITE))
    sys.meta_path.insert(0, _Finder())
    # The peers log a warning per text without markers (SGLang's InternLM detector does):
    # their servers configure logging; here nothing would take it but Python's last-resort
    # handler, which prints every one of them during the timing loops.
    for name in ("vllm", "sglang"):
        logging.getLogger(name).setLevel(logging.ERROR)
    _installed = True


# --- the two peers' entry points -------------------------------------------------------------


def vllm_class(module: str, name: str) -> type:
    return getattr(importlib.import_module(f"vllm.tool_parsers.{module}"), name)


def sglang_class(module: str, name: str) -> type:
    return getattr(importlib.import_module(f"sglang.srt.function_call.{module}"), name)


def vllm_tools(tools: list[dict[str, Any]]) -> tuple[list[Any], Any]:
    params = [peer_stubs.ChatCompletionToolsParam.of(t) for t in tools]
    return params, peer_stubs.ChatCompletionRequest(tools=params)


def sglang_tools(tools: list[dict[str, Any]]) -> list[Any]:
    return [peer_stubs.SglTool.of(t) for t in tools]


def vllm_maker(cls: type, tools: list[dict[str, Any]]) -> Callable[[], Any]:
    """A factory of fresh parser objects (a vLLM parser keeps streaming state)."""
    params, _ = vllm_tools(tools)
    return lambda: cls(peer_stubs.Tokenizer(), params)


def vllm_batch(cls: type, tools: list[dict[str, Any]]) -> tuple[Callable[[str], Any],
                                                                Callable[[str], list[Any]]]:
    """(parse(text), calls(text) -> [(name, arguments dict)])."""
    make = vllm_maker(cls, tools)
    _, request = vllm_tools(tools)

    def parse(text: str) -> Any:
        return make().extract_tool_calls(text, request)

    def calls(text: str) -> list[Any]:
        info = parse(text)
        return [(c.function.name, json.loads(c.function.arguments)) for c in info.tool_calls]

    return parse, calls


def sglang_batch(cls: type, tools: list[dict[str, Any]]) -> tuple[Callable[[str], Any],
                                                                  Callable[[str], list[Any]]]:
    sgl_tools = sglang_tools(tools)

    def parse(text: str) -> Any:
        return cls().detect_and_parse(text, sgl_tools)

    def calls(text: str) -> list[Any]:
        result = parse(text)
        return [(c.name, json.loads(c.parameters)) for c in result.calls]

    return parse, calls


#: A streaming run: (outputs, chunks fed); it stops early past ``deadline`` seconds.
StreamRun = Callable[[list[str], float], tuple[list[Any], int]]


def vllm_stream(cls: type, tools: list[dict[str, Any]]) -> StreamRun:
    """Feeds the chunks as vLLM's serving loop does: previous/current/delta text each time.
    Token ids are empty lists (the parsers timed here read only the text)."""
    make = vllm_maker(cls, tools)
    _, request = vllm_tools(tools)

    def run(chunks: list[str], deadline: float = float("inf")) -> tuple[list[Any], int]:
        parser = make()
        out = []
        previous = ""
        empty: list[int] = []
        stop = time.perf_counter() + deadline
        for fed, delta in enumerate(chunks, 1):
            current = previous + delta
            message = parser.extract_tool_calls_streaming(
                previous, current, delta, empty, empty, empty, request)
            if message is not None:
                out.append(message)
            previous = current
            if not fed & 255 and time.perf_counter() > stop:
                return out, fed
        return out, len(chunks)

    return run


def sglang_stream(cls: type, tools: list[dict[str, Any]]) -> StreamRun:
    sgl_tools = sglang_tools(tools)

    def run(chunks: list[str], deadline: float = float("inf")) -> tuple[list[Any], int]:
        detector = cls()
        out = []
        stop = time.perf_counter() + deadline
        for fed, chunk in enumerate(chunks, 1):
            out.append(detector.parse_streaming_increment(chunk, sgl_tools))
            if not fed & 255 and time.perf_counter() > stop:
                return out, fed
        return out, len(chunks)

    return run
