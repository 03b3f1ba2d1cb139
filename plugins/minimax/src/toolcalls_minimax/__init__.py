"""MiniMax tool calls: three formats, one per model generation.

``minimax_m3`` (MiniMax-M3): every structural tag preceded by the namespace token
``]<]minimax[>[``, parameters named by their tag, objects and arrays as nested tags (see
:mod:`toolcalls_minimax.m3`)::

    ]<]minimax[>[<tool_call>
    ]<]minimax[>[<invoke name="get_weather">]<]minimax[>[<city>Paris]<]minimax[>[</city>
    ]<]minimax[>[</invoke>
    ]<]minimax[>[</tool_call>

``minimax_m2`` (MiniMax-M2, M2.1, M2.5, M2.7): Anthropic-style invokes in a
``<minimax:tool_call>`` block, several invokes per block::

    <minimax:tool_call>
    <invoke name="get_weather">
    <parameter name="city">Paris</parameter>
    </invoke>
    </minimax:tool_call>

The toolkit's ``XmlParams`` block with the wrapper required (a bare ``<invoke>`` is the
``xml_invoke`` format's). Values are raw text as the template writes them: no XML entity is
decoded, leading and trailing whitespace is dropped (as MiniMax's reference parser in its tool
calling guide, vLLM's and Ollama's read them), and a ``</parameter>`` counts only where
structure follows it (code and HTML values may hold one). Without a tool schema a value
that is one strict JSON value becomes it (DESIGN.md 3a); with ``tools=[...]`` the engine types
the string form by the schema.

``minimax_m1`` (MiniMax-M1): a ``<tool_calls>`` block with one JSON object per line::

    <tool_calls>
    {"name": "get_weather", "arguments": {"city": "Paris"}}
    {"name": "get_time", "arguments": {}}
    </tool_calls>

No block covers it, so :class:`ObjectLines` is a scanner on the v2 contract. Each object is
one match (the block's opener belongs to the first, its closer to the last), so a broken line
is an error of its own and the other lines still give their calls in lenient parsing. The
objects' ends are found by parsing, so an object written over several lines (pretty-printed)
is a call too. ``<tool_calls>`` is shared with Jamba and Hunyuan-A13B, whose tag holds a JSON
array: this format reads only objects (``first`` is ``{``), theirs only arrays.
"""

from __future__ import annotations

from collections.abc import Sequence

from toolcalls.plugin import (
    NO_STOPS,
    Call,
    CharClass,
    Extraction,
    FormatSpec,
    MarkerCursor,
    Match,
    Reasoning,
    Stops,
    TagStyle,
    ToolCallError,
    XmlParams,
    broken,
    calls_from_json,
    dump_json,
    hookimpl,
    json_partial,
    parse_json,
    skip_ws,
)
from toolcalls_minimax.m3 import M3, M3_GRAMMAR, M3_OPEN

M2 = "minimax_m2"
M2_OPEN = "<minimax:tool_call>"
M2_CLOSE = "</minimax:tool_call>"

M1 = "minimax_m1"
M1_OPEN = "<tool_calls>"
M1_CLOSE = "</tool_calls>"

#: MiniMax-M2: the invoke spelling of XmlParams inside <minimax:tool_call>, values raw.
M2_GRAMMAR = XmlParams(
    call=TagStyle("<invoke", "</invoke>"),
    param=TagStyle("<parameter", "</parameter>"),
    wrapper=(M2_OPEN, M2_CLOSE),
    bare=False,
    trim="strip",
    entities=False,
    structural_close=True,
)

#: Role headers and the end-of-message token of the M2 template (never content).
M2_CONTROL = ("]~!b[", "]~b]system", "]~b]user", "]~b]ai", "]~b]tool", "[e~[")
#: Sentence markers and role lines of the M1 template (never content).
M1_CONTROL = (
    "<begin_of_document>",
    "<beginning_of_sentence>ai name=MiniMax AI",
    "<beginning_of_sentence>",
    "<end_of_sentence>",
)


class ObjectLines:
    """MiniMax-M1's ``<tool_calls>`` block: a JSON object per line.

    Grammar::

        block  := OPEN ws object (ws object)* ws (CLOSE | end-of-text)
        object := a JSON object that is a call shape ({"name": ..., "arguments": {...}})

    - An opener followed by text that is not an object (an array: Jamba's and Hunyuan's
      payload) is prose unless a closer follows before the next opener; then it is
      ``tool_call.unrecognized`` at the content (the grammar's reach). Nothing but whitespace
      after the opener to the end of the text is a call cut short.
    - An object that does not parse is ``json.*`` at its fault; its match ends at the next
      line that starts with ``{``, at the closer or at the next opener of any format, and the
      block goes on there. A valid object that is not a call is ``tool_call.unrecognized``
      (reach: its end, the grammar read it whole).
    - Text after an object that is neither another object nor the closer: when the closer
      follows (before any other opener) it is ``tool_call.unexpected_content``, a match of its
      own up to the next object line; otherwise the block is ``tool_call.unclosed`` at its
      opener (DESIGN.md 3a: only the very end of the text may stand for a missing closer).
    """

    def __init__(self, opener: str = M1_OPEN, closer: str = M1_CLOSE) -> None:
        self.opener = opener
        self.closer = closer
        self.openers = (opener,)
        self.first = {opener: CharClass(frozenset("{"))}

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = M1) -> Extraction:
        """Every call at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Lines(self, text, stops, format)
        olen = len(self.opener)
        matches: list[Match] = []
        resume = len(text)
        covered = True
        pos = text.find(self.opener, start)
        while pos >= 0:
            found, undecided = scan.block(pos)
            if undecided:
                resume = min(resume, pos)
            if not found:
                covered = False
                pos = text.find(self.opener, pos + olen)
                continue
            if any(m.error is not None for m in found):
                covered = False
            matches.extend(found)
            pos = text.find(self.opener, max(found[-1].end, pos + olen))
        if matches and matches[-1].incomplete:
            resume = min(resume, matches[-1].start)
        return Extraction(matches, resume, frozenset(self.openers) if covered else frozenset())

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """The calls as the M1 template writes them: the opener on a line of its own, one
        compact object per line, the closer right after the last newline."""
        lines = "".join(dump_json({"name": call.name, "arguments": call.arguments}) + "\n"
                        for call in calls)
        return f"{self.opener}\n{lines}{self.closer}"


class _Lines:
    """One extraction of :class:`ObjectLines`: the text and its cursors."""

    def __init__(self, grammar: ObjectLines, text: str, stops: Stops, fmt: str) -> None:
        self.opener = grammar.opener
        self.closer = grammar.closer
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.close = MarkerCursor(text, grammar.closer)
        self.newline = MarkerCursor(text, "\n")
        self.object_line = MarkerCursor(text, "\n{")

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def block(self, at: int) -> tuple[list[Match] | None, bool]:
        """block := OPEN ws object (ws object)* ws (CLOSE | end-of-text)

        Returns the matches (None: the opener is prose) and whether more text could change
        them."""
        text, n, opener, closer = self.text, self.n, self.opener, self.closer
        content = at + len(opener)
        p = skip_ws(text, content)
        if p >= n:
            err = self.error("tool_call.unexpected_end", f"the text ended after '{opener}', "
                             "before the tool call", n)
            return [broken(at, n, err, text, reach=n)], True
        if text[p] != "{":
            close = self.close.next(p)
            following = self.stops.next(content)
            if close < 0:
                return None, following < 0  # prose unless a closer comes
            if 0 <= following < close:
                return None, False  # "wrap it in <tool_calls> tags ... <tool_calls>..."
            what = "empty tool call" if p == close else "tool call content is not a JSON object"
            err = self.error("tool_call.unrecognized", what, p)
            return [Match(at, close + len(closer), [], err, False, "", p)], False
        out: list[Match] = []
        q = p
        while True:
            match = self.object(out[-1].end if out else at, q)
            out.append(match)
            if match.incomplete:
                return out, True
            r = skip_ws(text, match.end)
            if r >= n:
                match.end = n
                return out, True  # the model stopped before the closer
            if text.startswith(closer, r):
                match.end = r + len(closer)
                return out, False
            if text[r] == "{":
                match.end = q = r
                continue
            if n - r < len(closer) and closer.startswith(text[r:]):
                match.end = n  # the text ends inside the closer
                return out, True
            if match.error is not None:
                return out, False  # it ended at another format's opener: the block ends here
            close = self.close.next(r)
            following = self.stops.next(r)
            if close < 0 or 0 <= following < close:
                err = self.error("tool_call.unclosed", f"'{opener}' is not closed by "
                                 f"'{closer}'", at)
                return [Match(at, r, [], err, False, "", r)], False
            err = self.error("tool_call.unexpected_content",
                             f"expected a JSON object or '{closer}'", r)
            match.end = r
            line = self.object_line.next(r)
            if line < 0 or line >= close:
                out.append(Match(r, close + len(closer), [], err, False, "", r))
                return out, False
            out.append(Match(r, line + 1, [], err, False, "", r))
            q = line + 1

    def object(self, start: int, q: int) -> Match:
        """One object at ``q`` (a ``{``); its match starts at ``start``."""
        text, n = self.text, self.n
        hints = [at for at in (self.newline.next(q), self.close.next(q), self.stops.next(q + 1))
                 if at >= 0]
        try:
            value, end = parse_json(text, q, min(hints) if hints else None, format=self.fmt)
        except ToolCallError as exc:
            fault = exc.position if exc.position is not None else q
            if fault >= n:
                return broken(start, n, exc, text, reach=n, partial=json_partial(text, q))
            return broken(start, self.resync(q, fault), exc, text, reach=fault)
        try:
            calls = calls_from_json(value, text, q, end, format=self.fmt)
        except ToolCallError as exc:
            return Match(start, end, [], exc, False, "", end)
        if calls is None:
            err = self.error("tool_call.unrecognized", 'JSON is not a tool call (expected '
                             '{"name": ..., "arguments": {...}})', q)
            return Match(start, end, [], err, False, "", end)
        return Match(start, end, calls)

    def resync(self, q: int, fault: int) -> int:
        """Where an object broken at ``fault`` ends: the next line that starts with ``{`` (the
        fault's own, when it is one), the closer, or the next opener of any format."""
        line = self.object_line.next(max(fault - 1, q))
        ends = [at for at in (line + 1 if line >= 0 else -1, self.close.next(fault),
                              self.stops.next(fault)) if at >= 0]
        return max(min(ends), q + 1) if ends else self.n


M1_GRAMMAR = ObjectLines()


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=M2,
            tier=1,
            markers=(M2_OPEN,),
            anchored=True,
            grammar=M2_GRAMMAR,
            reasoning=(Reasoning("<think>", "</think>", prefilled=True),),
            control_tokens=M2_CONTROL,
            description='MiniMax-M2: <minimax:tool_call><invoke name="f"><parameter name="k">'
            "v</parameter></invoke></minimax:tool_call>",
            examples=(
                '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">'
                'Paris</parameter>\n<parameter name="days">3</parameter>\n</invoke>\n'
                "</minimax:tool_call>",
            ),
        ),
        FormatSpec(
            id=M1,
            tier=1,
            markers=(M1_OPEN,),
            anchored=True,
            grammar=M1_GRAMMAR,
            reasoning=(Reasoning("<think>", "</think>"),),
            control_tokens=M1_CONTROL,
            description="MiniMax-M1: <tool_calls> with one JSON object per line </tool_calls>",
            examples=(
                '<tool_calls>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n'
                '{"name": "get_time", "arguments": {"zone": "CET"}}\n</tool_calls>',
            ),
        ),
        FormatSpec(
            id=M3,
            tier=1,
            markers=(M3_OPEN,),
            anchored=True,
            grammar=M3_GRAMMAR,
            reasoning=(Reasoning("<mm:think>", "</mm:think>", prefilled=True),),
            description="MiniMax-M3: ]<]minimax[>[<tool_call> with namespaced invokes, "
            "parameters named by their tags, nested tags for objects and arrays",
            examples=(
                ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">'
                "]<]minimax[>[<city>Paris]<]minimax[>[</city>]<]minimax[>[<days>3]<]minimax[>["
                "</days>]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>",
            ),
        ),
    ]
