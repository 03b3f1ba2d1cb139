"""Gemma 3's ```` ```tool_code ```` fences: :class:`ToolCode`.

Gemma 3 has no tool tokens; Google's prompts ask it to wrap calls in a fence the application
answers with ```` ```tool_output ````::

    ```tool_code
    get_weather(city="Paris")
    ```

    fence := OPEN [ \\t]* NEWLINE ws stmt (SEP stmt)* ws (CLOSE | end-of-text)
    stmt  := call | 'print' [ \\t]* '(' ws call ws ')'
           | '[' ws call (ws ',' ws call)* [ws ','] ws ']'
    SEP   := whitespace holding a newline, or ws ';' ws
    call  := Python call syntax (toolcalls.toolkit.pycall: keyword arguments, literals only)

Decisions:

- The fence is the marker, so the format is tier 1 and owns the calls inside it: the Python
  call-syntax tier (3) is never asked about them, and no call is reported twice.
- ``print(f(a=1))`` is the call ``f`` (Gemini-style agents print what a tool returns), and a
  leading ``default_api.`` is dropped from a name (the namespace those prompts put the tools
  in): ``default_api.f`` is the tool ``f``. ``print(text="hi")`` stays a call to ``print``.
- The opener must end its line (``OPEN`` followed on the same line by anything but spaces is
  prose: "use ```tool_code``` blocks"). A fence whose body does not start like a call is prose
  unless its closing fence follows (then ``tool_call.unrecognized``, whose content a later
  tier may still read); text after the calls other than the closing fence is
  ``tool_call.unexpected_content`` (or ``tool_call.unclosed`` at the opener when no closing
  fence follows).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    Extraction,
    MarkerCursor,
    Match,
    Partial,
    Stops,
    ToolCallError,
    check_value,
    each_clean_opener,
    each_opener,
    python_literal,
    skip_ws,
)
from toolcalls.toolkit.pycall import DOTTED_NAME, parse_call
from toolcalls.types import CharClass

__all__ = ["NAMESPACE", "ToolCode"]

#: A namespace dropped from the front of a name.
NAMESPACE = "default_api."
_HSPACE = re.compile(r"[ \t]*")
#: What may start a statement (a name cut short by the end of the text included).
_START = re.compile(r"\[|[A-Za-z_][A-Za-z0-9_]*(?:[.-][A-Za-z_][A-Za-z0-9_]*)*[.-]?(?:\(|\Z)")
_PRINT = re.compile(r"print[ \t]*\([ \t\n\r\f\v]*")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class _Fault(Exception):
    def __init__(self, error: ToolCallError, fault: int, incomplete: bool) -> None:
        super().__init__(error.code)
        error.__traceback__ = None
        self.error = error
        self.fault = fault
        self.incomplete = incomplete
        self.partial: Partial | None = None


class ToolCode:
    """Python calls in a ```` ```tool_code ```` fence (see the module).

    :param opener: the fence's opening line, without its newline.
    :param closer: the closing fence.
    """

    def __init__(self, opener: str = "```tool_code", closer: str = "```") -> None:
        self.opener = opener
        self.closer = closer
        self.openers = (opener,)
        self.first = {opener: CharClass(frozenset(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_["))}

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every fence at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Scan(self, text, stops, format)
        return each_opener(text, start, self.opener, scan.fence)

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The fence's opening line, where the engine's lane may start."""
        return self.openers

    def lane_matches(self, text: str, start: int, format: str = "",
                     stops: Stops = NO_STOPS) -> list[Match] | None:
        """The fast path: the matches :meth:`extract` gives, when every fence at or after
        ``start`` holds complete calls that a longer text cannot change; None otherwise. Each
        fence is read by the full rules' reader, with the engine's ``stops``."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        return each_clean_opener(text, start, self.opener,
                                 _Scan(self, text, stops, format).fence, format)

    def render(self, calls: Sequence[Call]) -> str:
        """The fence with one call per line, ``f(k='v', n=1)``."""
        lines = []
        for call in calls:
            if DOTTED_NAME.fullmatch(call.name) is None or call.name.startswith(NAMESPACE):
                raise ValueError(f"this format cannot write the tool name {call.name!r}: it "
                                 f"must be a dotted ASCII identifier not starting with "
                                 f"{NAMESPACE!r}")
            args = []
            for key, value in call.arguments.items():
                if _IDENT.fullmatch(key) is None:
                    raise ValueError(f"python call syntax cannot write the argument name "
                                     f"{key!r}: keyword arguments are ASCII identifiers")
                check_value(value, what=f"argument {key!r}")
                args.append(f"{key}={python_literal(value)}")
            lines.append(f"{call.name}({', '.join(args)})")
        return f"{self.opener}\n" + "\n".join(lines) + f"\n{self.closer}"


class _Scan:
    def __init__(self, grammar: ToolCode, text: str, stops: Stops, fmt: str) -> None:
        self.g = grammar
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.closer = MarkerCursor(text, grammar.closer)

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def fence(self, at: int) -> tuple[Match | None, bool]:
        """One opener: ``(match or None for prose, whether more text could change it)``."""
        g, text, n = self.g, self.text, self.n
        h = _HSPACE.match(text, at + len(g.opener)).end()  # type: ignore[union-attr]
        if text.startswith("\r\n", h):
            h += 1
        if h >= n or text[h] != "\n":
            if h < n:
                return None, False  # "```tool_code``` blocks": prose
            err = self.error("tool_call.unexpected_end", f"the text ended after '{g.opener}', "
                             "before the tool call", n)
            return Match(at, n, [], err, True, "", n), True
        body = h + 1
        q = skip_ws(text, body)
        if q >= n:
            err = self.error("tool_call.unexpected_end", f"the text ended after '{g.opener}', "
                             "before the tool call", n)
            return Match(at, n, [], err, True, "", n), True
        if _START.match(text, q) is None:
            return self.not_calls(at, body, q)
        calls: list[Call] = []
        while True:
            try:
                q = self.statement(q, calls)
            except _Fault as fault:
                if fault.incomplete:
                    return Match(at, n, [], fault.error, True, "", n, fault.partial), True
                return self.broken(at, fault), False
            r = skip_ws(text, q)
            crossed = "\n" in text[q:r]
            if text.startswith(";", r):
                r, crossed = skip_ws(text, r + 1), True
            if text.startswith(g.closer, r):
                end = r + len(g.closer)
                break
            if r >= n or _cut_short(text, r, g.closer):
                end = n
                if len(calls) == 1:
                    calls[0].start, calls[0].end = at, end
                return Match(at, end, calls), True
            if crossed and _START.match(text, r) is not None:
                q = r
                continue
            close = self.closer.next(r)
            following = self.stops.next(r)
            if close < 0 or 0 <= following < close:
                err = self.error("tool_call.unclosed", f"'{g.opener}' is not closed by "
                                 f"'{g.closer}'", at)
                return Match(at, max(r, at + 1), [], err, False, "", r), False
            err = self.error("tool_call.unexpected_content", f"expected '{g.closer}' or a "
                             "call on a line of its own", r)
            return Match(at, close + len(g.closer), [], err, False, "", r), False
        if len(calls) == 1:
            calls[0].start, calls[0].end = at, end
        return Match(at, end, calls), False

    def statement(self, q: int, calls: list[Call]) -> int:
        """stmt := call | print(call) | [call, ...]   -> the offset after it"""
        text, n = self.text, self.n
        if text.startswith("[", q):
            s = skip_ws(text, q + 1)
            while True:
                if s >= n:
                    raise self.cut()
                if DOTTED_NAME.match(text, s) is None:
                    raise self.syntax(s, "a call such as f(a=1)")
                s = skip_ws(text, self.call(s, calls))
                if s >= n:
                    raise self.cut()
                if text[s] == "]":
                    return s + 1
                if text[s] != ",":
                    raise self.syntax(s, "',' or ']' after the call")
                s = skip_ws(text, s + 1)
                if s < n and text[s] == "]":
                    return s + 1
        printed = _PRINT.match(text, q)
        if printed is not None and printed.end() >= n:
            raise self.cut()  # print( a call or print's own arguments: not known yet
        if printed is not None and _START.match(text, printed.end()) is not None and \
                not text.startswith("[", printed.end()):
            s = skip_ws(text, self.call(printed.end(), calls))
            if s >= n:
                raise self.cut()
            if text[s] != ")":
                raise self.syntax(s, "')' closing print(")
            return s + 1
        return self.call(q, calls)

    def call(self, q: int, calls: list[Call]) -> int:
        try:
            name, arguments, end = parse_call(self.text, q, format=self.fmt)
        except ToolCallError as exc:
            where = exc.position if exc.position is not None else q
            fault = _Fault(exc, where, where >= self.n)
            named = DOTTED_NAME.match(self.text, q)
            if fault.incomplete and named is not None and self.text.startswith("(", named.end()):
                name, name_pos = _drop_namespace(named.group(), q)
                fault.partial = Partial(name=name, name_pos=name_pos, args_pos=named.end())
            raise fault from None
        args_pos = DOTTED_NAME.match(self.text, q).end()  # type: ignore[union-attr]
        name, name_pos = _drop_namespace(name, q)
        calls.append(Call(name, arguments, q, end, name_pos=name_pos, args_pos=args_pos))
        return end

    def cut(self) -> _Fault:
        n = self.n
        return _Fault(self.error("tool_call.unexpected_end", "the text ended inside the "
                                 "tool_code block", n), n, True)

    def syntax(self, pos: int, expected: str) -> _Fault:
        err = self.error("tool_call.invalid_syntax", f"expected {expected}, found "
                         f"{self.text[pos]!r}", pos)
        return _Fault(err, pos, False)

    def not_calls(self, at: int, body: int, q: int) -> tuple[Match | None, bool]:
        close = self.closer.next(q)
        following = self.stops.next(body)
        if close < 0:
            return None, following < 0
        if 0 <= following < close:
            return None, False
        what = "empty tool call" if q == close else "expected a call such as f(a=1)"
        err = self.error("tool_call.unrecognized", what, q)
        return Match(at, close + len(self.g.closer), [], err, False, "", q), False

    def broken(self, at: int, fault: _Fault) -> Match:
        where = fault.fault
        close = self.closer.next(where)
        following = self.stops.next(where)
        if close >= 0 and not (0 <= following < close):
            end = close + len(self.g.closer)
        else:
            end = following if following >= 0 else where
        return Match(at, max(end, at + 1), [], fault.error, False, "", where)


def _drop_namespace(name: str, pos: int) -> tuple[str, int]:
    """``default_api.f`` at ``pos`` -> ``("f", position of f)``."""
    if name.startswith(NAMESPACE):
        return name[len(NAMESPACE):], pos + len(NAMESPACE)
    return name, pos


def _cut_short(text: str, pos: int, spelling: str) -> bool:
    """The text ends after ``pos`` with a proper prefix of ``spelling``."""
    left = len(text) - pos
    return 0 < left < len(spelling) and spelling.startswith(text[pos:])
