"""Functionary (MeetKai) tool calls: v3.1 and v3.2, two formats of one family.

``functionary_v31`` (functionary-small/medium-v3.1, Llama 3.1 based; also Meta's documented
"user-defined custom tool" format for Llama 3.1 and 4)::

    <function=get_weather>{"city": "Paris"}</function>

is the toolkit's ``NameArgs`` block. ``<function=`` also opens the bare Qwen3-Coder calls
(``<function=f>\\n<parameter=k>...``): the payloads differ (``{`` here, a line break and
``<parameter=`` there) and of the two readings the grammar that parses wins.

``functionary_v32`` (functionary-small/medium-v3.2, template ``v3.llama3``) writes each message
part after a recipient line: ``>>>all`` for text to the user, ``>>>NAME`` for a call with JSON
arguments, ``>>>python`` for code::

    all
    Let me check.>>>get_weather
    {"city": "Paris"}>>>get_time
    {}

The generation prompt ends with the first ``>>>``, so a completion starts with a recipient
line without it: parse ``">>>" + completion`` then (a bare ``NAME`` line and a JSON object is
too common a text to be a call of a format that every installation tries). No block covers
recipients, so this format is a scanner of its own (below).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    Extraction,
    FormatSpec,
    Match,
    NameArgs,
    Partial,
    Stops,
    ToolCallError,
    check_name,
    dump_json,
    hookimpl,
    parse_json,
    skip_ws,
)

V31 = "functionary_v31"
V32 = "functionary_v32"

EOM, EOT = "<|eom_id|>", "<|eot_id|>"
#: What ends a v3.2 turn in the templates Functionary ships the ``>>>`` grammar in: Llama 3.1's
#: tokens, ChatML's (its InternLM2 / InternVL and Qwen templates) and Llama 4's.
V32_ENDS = (EOT, EOM, "<|im_end|>", "<|eot|>")
ASSISTANT = "<|start_header_id|>assistant<|end_header_id|>"

# --- v3.1 -------------------------------------------------------------------------------------

FUNCTION = "<function="
#: The model may stop on ``<|eom_id|>`` before ``</function>``; ``<function=`` is plain text,
#: so ``<function=NAME>`` without arguments in a sentence is prose.
V31_GRAMMAR = NameArgs(FUNCTION, separator=">", closer="</function>", end_tokens=(EOM, EOT),
                       prose_args=True)

# --- v3.2 -------------------------------------------------------------------------------------

RECIPIENT = ">>>"
CONTENT, PYTHON = "all", "python"
#: A recipient: what follows ``>>>`` up to the line break (no whitespace, markup or JSON).
_NAME = re.compile(r"[^\s<>{}\[\]()\"'`|｜]*")
_BLANK = re.compile(r"[ \t]*")
#: What a text must hold for this format to look at it: a recipient.
V32_MARKERS = (RECIPIENT,)


class _Recipient:
    """``>>>NAME`` then a line break at ``at``: the name, where it is, where its part begins."""

    __slots__ = ("at", "body", "name", "name_pos")

    def __init__(self, at: int, name: str, name_pos: int, body: int) -> None:
        self.at = at
        self.name = name
        self.name_pos = name_pos
        self.body = body


class V32Grammar:
    """Functionary v3.2 recipients (see the module and the README for the rules)."""

    def __init__(self) -> None:
        #: '>>>' is no opener other formats' broken calls stop at (a REPL prompt, quoted mail).
        self.openers: tuple[str, ...] = ()
        self.first: dict[str, Any] = {}

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """completion := text? (RECIPIENT part)*"""
        scan = _V32Scan(text, stops, format or V32)
        pos = max(start, 0)
        while True:
            found = scan.next_recipient(pos)
            if found is None:
                break
            pos = scan.part(found)
        return Extraction(scan.matches, scan.resume)

    def render(self, calls: Sequence[Call]) -> str:
        """``>>>NAME\\n{json}`` per call, as the v3.llama3 template writes them."""
        parts = []
        for call in calls:
            if _NAME.fullmatch(call.name) is None or call.name == CONTENT:
                raise ValueError(f"functionary v3.2 cannot write the tool name {call.name!r} "
                                 "as a recipient")
            parts.append(f"{RECIPIENT}{call.name}\n{dump_json(call.arguments)}")
        return "".join(parts)


class _V32Scan:
    """One extraction: the text, the matches found so far, where to resume."""

    def __init__(self, text: str, stops: Stops, fmt: str) -> None:
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.matches: list[Match] = []
        self.resume = self.n

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def next_recipient(self, pos: int) -> _Recipient | None:
        """The next ``>>>NAME`` + line break at or after ``pos``; ``>>>`` followed by anything
        else (``>>> x = 1``, ``>>>print(1)``) is content."""
        text, n = self.text, self.n
        while True:
            at = text.find(RECIPIENT, pos)
            if at < 0:
                return None
            name_end = _NAME.match(text, at + 3).end()  # type: ignore[union-attr]
            q = _BLANK.match(text, name_end).end()  # type: ignore[union-attr]
            if q >= n:
                self.resume = min(self.resume, at)  # the recipient line is not finished
                return None
            if text.startswith("\n", q) or text.startswith("\r\n", q):
                body = q + (1 if text[q] == "\n" else 2)
                return _Recipient(at, text[at + 3:name_end], at + 3, body)
            pos = at + 3 if name_end == at + 3 else name_end

    def boundary(self, pos: int) -> int:
        """Where a broken part ends: the next ``>>>`` or opener of any format, else the end."""
        own = self.text.find(RECIPIENT, pos)
        other = self.stops.next(pos)
        ends = [at for at in (own, other) if at >= 0]
        return min(ends) if ends else self.n

    def part(self, r: _Recipient) -> int:
        """part := 'all' line-break text | 'python' line-break code | NAME line-break object"""
        if r.name == CONTENT:
            return r.body
        text, n = self.text, self.n
        p = skip_ws(text, r.body)
        if not r.name:
            if p < n and text[p] == "{":
                self.broken(r.at, r.at + 3, self.error(
                    "tool_call.invalid_name", "expected a tool name after '>>>'", r.at + 3))
                return self.matches[-1].end
            return r.body
        if r.name == PYTHON and not text.startswith("{", p):
            return self.code(r)
        if p >= n:
            err = self.error("tool_call.unexpected_end", "the text ended before the arguments "
                             f"of {r.name!r}", n)
            self.matches.append(Match(r.at, n, [], err, True, "", n,
                                      Partial(name=r.name, name_pos=r.name_pos)))
            self.resume = min(self.resume, r.at)
            return n
        if text[p] != "{":
            self.broken(r.at, p, self.error("tool_call.invalid_arguments",
                                            "expected the arguments as a JSON object", p))
            return self.matches[-1].end
        try:
            arguments, end = parse_json(text, p, format=self.fmt)
        except ToolCallError as exc:
            fault = exc.position if exc.position is not None else p
            if fault >= n:
                partial = Partial(name=r.name, name_pos=r.name_pos, args_pos=p, json_args=True)
                self.matches.append(Match(r.at, n, [], exc, True, "", n, partial))
                self.resume = min(self.resume, r.at)
                return n
            self.broken(r.at, fault, exc)
            return self.matches[-1].end
        if not isinstance(arguments, dict):
            self.broken(r.at, end, self.error("tool_call.invalid_arguments",
                                              "arguments must be a JSON object", p))
            return self.matches[-1].end
        reason = check_name(r.name)
        if reason is not None:
            self.broken(r.at, end, self.error("tool_call.invalid_name", reason, r.name_pos))
            return self.matches[-1].end
        self.matches.append(self.call(r.at, r.name, r.name_pos, p, arguments, end))
        return self.matches[-1].end

    def call(self, at: int, name: str, name_pos: int, args_pos: int,
             arguments: dict[str, Any], end: int) -> Match:
        """A complete call; an end token (``V32_ENDS``) after it belongs to it."""
        text, n = self.text, self.n
        q = skip_ws(text, end)
        stop = end
        for token in V32_ENDS:
            if text.startswith(token, q):
                stop = q + len(token)
                break
        if stop == end and q >= n:
            self.resume = min(self.resume, at)  # an end token or another part may follow
        call = Call(name, arguments, at, stop, name_pos=name_pos, args_pos=args_pos)
        return Match(at, stop, [call])

    def code(self, r: _Recipient) -> int:
        """'python' line-break code: raw code up to the next recipient, an end token
        (``V32_ENDS``) or the end of the text, the call ``python({"code": code})`` (trailing
        whitespace dropped)."""
        text, n = self.text, self.n
        saved = self.resume
        following = self.next_recipient(r.body)
        self.resume = saved
        ends = [following.at if following is not None else n]
        for token in V32_ENDS:
            at = text.find(token, r.body, ends[0])
            if at >= 0:
                ends.append(at)
        code_end = min(ends)
        code = text[r.body:code_end].rstrip()
        if not code.strip():
            if code_end >= n:
                err = self.error("tool_call.unexpected_end", "the text ended before the code "
                                 "of the python call", n)
                self.matches.append(Match(r.at, n, [], err, True, "", n,
                                          Partial(name=PYTHON, name_pos=r.name_pos)))
                self.resume = min(self.resume, r.at)
                return n
            self.broken(r.at, code_end, self.error("tool_call.invalid_arguments",
                                                   "the python call holds no code", code_end))
            return self.matches[-1].end
        stop = code_end
        for token in V32_ENDS:
            if text.startswith(token, code_end):
                stop = code_end + len(token)
        if code_end >= n:
            self.resume = min(self.resume, r.at)  # more code may come
        call = Call(PYTHON, {"code": code}, r.at, stop, name_pos=r.name_pos, args_pos=r.body)
        self.matches.append(Match(r.at, stop, [call]))
        return stop

    def broken(self, at: int, fault: int, err: ToolCallError) -> None:
        err.__traceback__ = None
        end = max(self.boundary(max(fault, at + 3)), at + 1)
        self.matches.append(Match(at, end, [], err, False, "", fault))


V32_GRAMMAR = V32Grammar()


@hookimpl
def toolcalls_detect(text: str, start: int, format: str) -> int:
    """v3.1: the first ``<function=``; v3.2: the first ``>>>``."""
    return text.find(FUNCTION if format == V31 else RECIPIENT, start)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=V31,
            tier=1,
            markers=(FUNCTION,),
            anchored=True,
            grammar=V31_GRAMMAR,
            control_tokens=(EOM, EOT, ASSISTANT),
            description="Functionary v3.1: <function=f>{json}</function>",
            examples=('<function=get_weather>{"city": "Paris"}</function>',),
        ),
        FormatSpec(
            id=V32,
            tier=1,
            markers=V32_MARKERS,
            grammar=V32_GRAMMAR,
            control_tokens=(*V32_ENDS, ASSISTANT, ">>>all\n"),
            description="Functionary v3.2: >>>f\\n{json} (>>>all\\n for text)",
            examples=('>>>all\nLet me check.>>>get_weather\n{"city": "Paris"}',
                      '>>>get_weather\n{"city": "Paris"}>>>get_time\n{}'),
        ),
    ]
