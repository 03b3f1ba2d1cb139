"""Python call lists between markers: the building block :class:`PyCalls`.

LFM2 writes ``<|tool_call_start|>[get_weather(city="Paris"), get_time()]<|tool_call_end|>``,
Llama 4 ``<|python_start|>[...]<|python_end|>``, OLMo 3 one call per line inside
``<function_calls>...</function_calls>``::

    calls := OPENER ws? ( '[' ws? call (ws? ',' ws? call)* (ws? ',')? ws? ']'   # brackets
                        | call (SEP call)* )                                    # lines
             ws? (CLOSER | end-of-text)

Each ``call`` is strict Python call syntax (``toolcalls.toolkit.pycall``: keyword arguments,
literals only, never ``eval``; JSON's ``true``/``false``/``null`` are literals too). In the
lines layout ``SEP`` is whitespace holding a line break or not, with one ``,`` or ``;`` in it
or not, and a call begins with a dotted name glued to ``(``: a word followed by anything else
(``<function_calls> blocks``) is not a call. An opener followed by anything else is prose
unless a closer follows (then ``tool_call.unrecognized``); the text ending inside the calls is
a partial call, which knows the call's name once ``(`` follows it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.pycall import DOTTED_NAME, parse_call
from toolcalls.toolkit.scan import each_clean_opener, each_opener
from toolcalls.toolkit.spans import MarkerCursor, ends_in_marker, skip_ws
from toolcalls.toolkit.stops import NO_STOPS, Stops
from toolcalls.types import Call, CharClass, Extraction, Match, Partial

__all__ = ["PyCalls"]

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _named_paren(text: str, pos: int) -> bool:
    """A dotted name glued to ``(`` (or the text ending inside such a name) at ``pos``: where a
    call of the lines layout begins. A word followed by anything else is not a call."""
    m = DOTTED_NAME.match(text, pos)
    if m is None:
        return False
    end = m.end()
    return end >= len(text) or text[end] == "(" or (text[end] in ".-" and end + 1 == len(text))


def _partial(text: str, pos: int) -> Partial:
    """What is known of a call cut by the end of the text, its name starting at ``pos``: the
    name once ``(`` follows it, and where the arguments start."""
    m = DOTTED_NAME.match(text, pos)
    if m is None or not text.startswith("(", m.end()):
        return Partial()
    return Partial(name=m.group(), name_pos=pos, args_pos=m.end() + 1)


class PyCalls:
    """Python calls between an opener and a closer (see the module).

    :param opener: the marker before the calls.
    :param closer: the marker after them, or None.
    :param layout: ``"brackets"`` for a list ``[f(), g()]``, ``"lines"`` for one call per line
        (a comma or semicolon between calls is accepted too).
    """

    def __init__(self, opener: str, closer: str | None = None, *,
                 layout: Literal["brackets", "lines"] = "brackets") -> None:
        self.opener = opener
        self.closer = closer
        self.layout = layout
        self.openers = (opener,)
        self.first = {opener: CharClass(frozenset("[") if layout == "brackets" else
                                        frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq"
                                                  "rstuvwxyz_"))}

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = "") -> Extraction:
        """Every call list at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        closer = MarkerCursor(text, self.closer) if self.closer else None
        return each_opener(text, start, self.opener,
                           lambda pos: self._one(text, pos, closer, stops, format))

    # --- the lane ----------------------------------------------------------------------------

    @property
    def lane_openers(self) -> tuple[str, ...]:
        """The opener, where the engine's lane may start (:meth:`lane_matches`)."""
        return self.openers

    def lane_matches(self, text: str, start: int, format: str = "") -> list[Match] | None:
        """The fast path: the matches the full rules give, when every opener at or after
        ``start`` begins a complete list of calls that a longer text cannot change; None
        otherwise (the full rules then run, and name the faults). Each list is read by the
        full rules' own reader; what is left out is the search for other formats' openers,
        which only its paths that decline consult."""
        closer = MarkerCursor(text, self.closer) if self.closer else None
        return each_clean_opener(text, start, self.opener,
                                 lambda pos: self._one(text, pos, closer, NO_STOPS, format),
                                 format)

    def may_complete(self, text: str, at: int) -> bool:
        """False when what stands at ``at`` can be no complete call list of this grammar, now
        or with more text: no opener there, or one followed by what cannot begin the calls
        (``Choice`` asks, for its lane)."""
        if not text.startswith(self.opener, at):
            return ends_in_marker(text, at, (self.opener,))  # the opener cut short
        n = len(text)
        p = skip_ws(text, at + len(self.opener))
        if p >= n:
            return True
        if self.layout == "lines":
            return _named_paren(text, p)
        if text[p] != "[":
            return False
        q = skip_ws(text, p + 1)
        return q >= n or text[q] == "]" or DOTTED_NAME.match(text, q) is not None

    def _one(self, text: str, at: int, closer: MarkerCursor | None, stops: Stops,
             fmt: str) -> tuple[Match | None, bool]:
        n = len(text)
        p = skip_ws(text, at + len(self.opener))
        if p >= n:
            err = ToolCallError("tool_call.unexpected_end", f"the text ended after "
                                f"'{self.opener}', before the tool call", n, text=text,
                                format=fmt)
            return Match(at, n, [], err, True, "", n), True
        bracketed = self.layout == "brackets"
        if (bracketed and text[p] != "[") or (not bracketed and not _named_paren(text, p)):
            return self._not_calls(text, at, p, closer, stops, fmt)
        q = skip_ws(text, p + 1) if bracketed else p
        calls: list[Call] = []
        while True:
            if bracketed and text.startswith("]", q) and not calls:
                q += 1  # an empty list: no call
                break
            if not DOTTED_NAME.match(text, q):
                if q >= n:
                    return self._cut(text, at, fmt), True
                err = ToolCallError("tool_call.invalid_syntax", "expected a call such as "
                                    "f(a=1)", q, text=text, format=fmt)
                return self._broken(text, at, q, err, closer, stops), False
            try:
                name, arguments, end = parse_call(text, q, format=fmt)
            except ToolCallError as exc:
                fault = exc.position if exc.position is not None else q
                if fault >= n:
                    return Match(at, n, [], exc.with_traceback(None), True, "", n,
                                 partial=_partial(text, q)), True
                return self._broken(text, at, fault, exc, closer, stops), False
            calls.append(Call(name, arguments, q, end, name_pos=q))
            r = skip_ws(text, end)
            if bracketed:
                if text.startswith("]", r):
                    q = r + 1
                    break
                if text.startswith(",", r):
                    q = skip_ws(text, r + 1)
                    if text.startswith("]", q):
                        q += 1
                        break
                    continue
                if r >= n:
                    return self._cut(text, at, fmt), True
                err = ToolCallError("tool_call.invalid_syntax", "expected ',' or ']' after "
                                    "the call", r, text=text, format=fmt)
                return self._broken(text, at, r, err, closer, stops), False
            # lines: a newline, a comma or a semicolon between calls
            s = r
            if text.startswith((",", ";"), s):
                s += 1
            t = skip_ws(text, s)
            if t > end and t < n and _named_paren(text, t):
                q = t
                continue
            if s > r and t >= n:  # a separator, then the end of the text: more may come
                return self._cut(text, at, fmt), True
            q = r
            break
        q = skip_ws(text, q)
        end = q
        if self.closer is not None:
            if text.startswith(self.closer, q):
                end = q + len(self.closer)
            elif q < n and not ends_in_marker(text, q, (self.closer,)):
                assert closer is not None
                close = closer.next(q)
                following = stops.next(q)
                if close < 0 or 0 <= following < close:
                    err = ToolCallError("tool_call.unclosed", f"'{self.opener}' is not closed "
                                        f"by '{self.closer}'", at, text=text, format=fmt)
                    return Match(at, q, [], err, False, "", q), False
                err = ToolCallError("tool_call.unexpected_content", f"expected "
                                    f"'{self.closer}' after the calls", q, text=text,
                                    format=fmt)
                return Match(at, close + len(self.closer), [], err, False, "", q), False
            else:
                end = n
        if not calls:
            return None, False
        if len(calls) == 1:
            calls[0].start, calls[0].end = at, end
        undecided = self.closer is not None and end == n and not text.endswith(self.closer)
        return Match(at, end, calls), undecided

    def _cut(self, text: str, at: int, fmt: str) -> Match:
        err = ToolCallError("tool_call.unexpected_end", "the text ended inside the list of "
                            "calls", len(text), text=text, format=fmt)
        return Match(at, len(text), [], err, True, "", len(text))

    def _not_calls(self, text: str, at: int, p: int, closer: MarkerCursor | None,
                   stops: Stops, fmt: str) -> tuple[Match | None, bool]:
        if closer is None:
            return None, False
        close = closer.next(p)
        following = stops.next(at + len(self.opener))
        if close < 0:
            return None, following < 0
        if 0 <= following < close:
            return None, False
        shape = "a list of calls such as [f(a=1)]" if self.layout == "brackets" else \
            "calls such as f(a=1), one per line"
        err = ToolCallError("tool_call.unrecognized", f"expected {shape}", p, text=text,
                            format=fmt)
        return Match(at, close + len(self.closer or ""), [], err, False, "", p), False

    def _broken(self, text: str, at: int, fault: int, err: ToolCallError,
                closer: MarkerCursor | None, stops: Stops) -> Match:
        err.__traceback__ = None
        following = stops.next(max(fault, at + 1))
        if closer is not None:
            close = closer.next(fault)
            if close >= 0 and not (0 <= following < close):
                return Match(at, close + len(self.closer or ""), [], err, False, "", fault)
        end = following if following >= 0 else max(fault, at + 1)
        return Match(at, max(end, at + 1), [], err, False, "", fault)

    def render(self, calls: Sequence[Call]) -> str:
        """``OPENER[f(k=v), g()]CLOSER`` (brackets) or one call per line (lines)."""
        from toolcalls.toolkit.render import check_value, python_literal  # noqa: PLC0415

        parts = []
        for call in calls:
            if DOTTED_NAME.fullmatch(call.name) is None:
                raise ValueError(f"python call syntax cannot write the tool name "
                                 f"{call.name!r}: it must be a dotted ASCII identifier")
            args = []
            for key, value in call.arguments.items():
                if _IDENT.fullmatch(key) is None:
                    raise ValueError(f"python call syntax cannot write the argument name "
                                     f"{key!r}: keyword arguments are ASCII identifiers")
                check_value(value, what=f"argument {key!r}")
                args.append(f"{key}={python_literal(value)}")
            parts.append(f"{call.name}({', '.join(args)})")
        body = f"[{', '.join(parts)}]" if self.layout == "brackets" else "\n".join(parts)
        if self.layout == "lines":
            body = f"\n{body}\n"
        return f"{self.opener}{body}{self.closer or ''}"
