"""MiniMax-M3's namespaced tool calls: the scanner :class:`NsTags`.

Every structural tag of M3's tool calls is preceded by the namespace token ``]<]minimax[>[``
(a special token of the M3 vocabulary), parameters are named by their tag, and a parameter
holding an object or an array is written as nested tags (an array's elements are ``<item>``)::

    ]<]minimax[>[<tool_call>
    ]<]minimax[>[<invoke name="create_event">]<]minimax[>[<title>Standup]<]minimax[>[</title>
    ]<]minimax[>[<tags>]<]minimax[>[<item>red]<]minimax[>[</item>]<]minimax[>[</tags>
    ]<]minimax[>[</invoke>
    ]<]minimax[>[</tool_call>

No toolkit block reads tags named by the parameter or nested values, so this is a scanner on
the v2 contract, one match per invoke like ``XmlParams`` (the block's opener belongs to the
first, its closer to the last).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from toolcalls.plugin import (
    MAX_DEPTH,
    NO_STOPS,
    Call,
    CharClass,
    Extraction,
    MarkerCursor,
    Match,
    Partial,
    RawValue,
    Stops,
    ToolCallError,
    broken,
    check_name,
    default_value,
    dump_json,
    skip_ws,
)

M3 = "minimax_m3"
#: The namespace token before every structural tag.
NS = "]<]minimax[>["
M3_OPEN = NS + "<tool_call>"
M3_CLOSE = NS + "</tool_call>"
END_INVOKE = NS + "</invoke>"

_WS = " \t\r\n"
#: A namespaced element tag, ``NS<city>`` or ``NS</city>`` (whitespace may follow the token).
_TAG = re.compile(r"\]<\]minimax\[>\[[ \t\r\n]*<(/?)([^\s<>/=\"']+)>")
#: A namespaced invoke opener with its name.
_INVOKE = re.compile(
    r"""\]<\]minimax\[>\[[ \t\r\n]*<invoke\s+name\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')\s*>""")
#: The start of an invoke tag, for telling a broken one from another tag.
_INVOKE_HEAD = re.compile(r"\]<\]minimax\[>\[[ \t\r\n]*<invoke[\s>]")
#: How far a tag can reach: the text ending less than this after a token may be a cut tag.
_TAG_REACH = 256


class _Fault(Exception):
    """A fault inside an invoke: its code, message and position (becomes a ToolCallError)."""

    def __init__(self, code: str, message: str, position: int) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.position = position


class NsTags:
    """MiniMax-M3's ``]<]minimax[>[<tool_call>`` block.

    Grammar (``NS`` is ``]<]minimax[>[``, optionally followed by whitespace)::

        block   := NS "<tool_call>" ws invoke (ws invoke)* ws (NS "</tool_call>" | end-of-text)
        invoke  := NS "<invoke" S "name" ws "=" ws QUOTED ws ">" (ws element)* ws
                   (NS "</invoke>" | end-of-text)
        element := NS "<" TAG ">" (TEXT | (ws element)+ ws) NS "</" TAG ">"
        TEXT    := raw text up to the next NS; a bare "</TAG>" right before the next NS tag
                   (or the end of the text) ends it too (M3 drops the token on closers)

    - A leaf's TEXT is raw (no entity decoded, no whitespace dropped: the template writes
      values as they are). Without a tool schema, TEXT that is one strict JSON value becomes
      it (DESIGN.md 3a); a top-level leaf keeps its string form in ``Call.raw`` so the engine
      types it by the schema with ``tools=``. An element whose children are all ``<item>`` is
      an array, any other element with children an object (nested leaves follow the JSON-first
      rule; the engine types top-level values only).
    - A repeated parameter is ``tool_call.duplicate_argument`` at the second tag; a key
      repeated inside an object collapses into the list of its values. A closer naming another
      tag, text beside child tags, or anything but a tag between
      elements is ``tool_call.unexpected_content``; an invoke without ``name`` (or a name the
      engine rejects) is ``tool_call.invalid_name``; nesting deeper than ``MAX_DEPTH`` is
      ``json.depth``. A broken invoke ends at its ``NS</invoke>``, the block's closer or the
      next opener of any format; the block goes on there.
    - An invoke not closed before the next invoke or the block's closer, or a block followed
      by other text without its closer, is ``tool_call.unclosed`` at the opener; only the end
      of the text may stand for missing closers. The text ending inside a tag or a value is a
      partial call (``tool_call.unclosed`` at the end); right after the opener,
      ``tool_call.unexpected_end``.
    - The opener followed by text that is not an invoke is prose unless the block's closer
      follows before the next opener; then it is ``tool_call.unrecognized`` at the content.
    """

    def __init__(self) -> None:
        self.openers = (M3_OPEN,)
        self.first = {M3_OPEN: CharClass(frozenset("]"))}

    # --- parsing ---------------------------------------------------------------------------

    def extract(self, text: str, start: int, stops: Stops = NO_STOPS,
                format: str = M3) -> Extraction:
        """Every call at or after ``start``, in text order."""
        if stops is NO_STOPS:
            stops = Stops(text, self.openers)
        scan = _Scan(text, stops, format)
        matches: list[Match] = []
        resume = len(text)
        covered = True
        pos = text.find(M3_OPEN, start)
        while pos >= 0:
            found, undecided = scan.block(pos)
            if undecided:
                resume = min(resume, pos)
            if not found:
                covered = False
                pos = text.find(M3_OPEN, pos + len(M3_OPEN))
                continue
            if any(m.error is not None for m in found):
                covered = False
            matches.extend(found)
            pos = text.find(M3_OPEN, max(found[-1].end, pos + len(M3_OPEN)))
        if matches and matches[-1].incomplete:
            resume = min(resume, matches[-1].start)
        return Extraction(matches, resume, frozenset(self.openers) if covered else frozenset())

    # --- writing ---------------------------------------------------------------------------

    def render(self, calls: Sequence[Call]) -> str:
        """The calls as M3 writes them: the opener on a line of its own, one invoke per line
        (its parameters on that line), the closer. Objects are nested tags, arrays ``<item>``
        tags; a string is raw unless it would read back as another value or holds the token,
        then a JSON string; other scalars JSON. Empty objects and arrays are written ``{}`` and
        ``[]`` (which read back as themselves)."""
        lines = [M3_OPEN]
        for call in calls:
            if any(c in call.name for c in '<>"\n'):
                raise ValueError(f"this format cannot write the name {call.name!r} in a tag")
            body = "".join(_element(key, value, 1) for key, value in call.arguments.items())
            lines.append(f'{NS}<invoke name="{call.name}">{body}{NS}</invoke>')
        lines.append(M3_CLOSE)
        return "\n".join(lines)


def _element(key: str, value: Any, depth: int) -> str:
    tag = _TAG.fullmatch(f"{NS}<{key}>")
    if not key or tag is None or tag.group(1):  # (``/s`` would write the closer ``</s>``)
        raise ValueError(f"this format cannot write the key {key!r} as a tag name")
    if depth > MAX_DEPTH:
        raise ValueError(f"arguments nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, dict) and value:
        if list(value) == ["item"]:
            raise ValueError("an object whose only key is 'item' reads back as an array")
        inner = "".join(_element(k, v, depth + 1) for k, v in value.items())
    elif isinstance(value, list) and value:
        inner = "".join(_element("item", v, depth + 1) for v in value)
    elif isinstance(value, str) and _reads_back(value, key):
        inner = value
    else:
        inner = dump_json(value, base=depth).replace("<", "\\u003c")
    return f"{NS}<{key}>{inner}{NS}</{key}>"


def _reads_back(value: str, key: str) -> bool:
    """True when ``value`` written raw under ``key`` reads back as the same string."""
    if NS in value or f"</{key}>" in value:
        return False
    read = default_value(value, "none", False)
    return isinstance(read, str) and read == value


class _Scan:
    """One extraction of :class:`NsTags`: the text and its cursors."""

    def __init__(self, text: str, stops: Stops, fmt: str) -> None:
        self.text = text
        self.n = len(text)
        self.stops = stops
        self.fmt = fmt
        self.close = MarkerCursor(text, M3_CLOSE)
        self.end_invoke = MarkerCursor(text, END_INVOKE)

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)

    def cut(self, pos: int) -> bool:
        """True when the text ends inside a tag begun at ``pos`` (a token, maybe cut)."""
        if len(self.text) - pos >= _TAG_REACH:  # (before slicing: the text may be long)
            return False
        rest = self.text[pos:]
        if NS.startswith(rest):
            return True
        if not rest.startswith(NS):
            return False
        tag = rest[len(NS):].lstrip(_WS)
        return not tag or (tag.startswith("<") and ">" not in tag)

    def block(self, at: int) -> tuple[list[Match] | None, bool]:
        """block := OPEN ws invoke (ws invoke)* ws (CLOSE | end-of-text)

        Returns the matches (None: the opener is prose) and whether more text could change
        them."""
        text, n = self.text, self.n
        content = at + len(M3_OPEN)
        p = skip_ws(text, content)
        if p >= n or (self.cut(p) and not _INVOKE_HEAD.match(text, p)):
            err = self.error("tool_call.unexpected_end", f"the text ended after '{M3_OPEN}', "
                             "before the tool call", n)
            return [broken(at, n, err, text, reach=n)], True
        if not _INVOKE_HEAD.match(text, p):
            close = self.close.next(p)
            following = self.stops.next(content)
            if close < 0:
                return None, following < 0  # prose unless a closer comes
            if 0 <= following < close:
                return None, False
            what = "empty tool call" if p == close else "expected an invoke tag"
            err = self.error("tool_call.unrecognized", what, p)
            return [Match(at, close + len(M3_CLOSE), [], err, False, "", p)], False
        out: list[Match] = []
        while True:
            match = self.invoke(at if not out else p, p)
            out.append(match)
            if match.incomplete:
                return out, True
            q = skip_ws(text, match.end)
            if q >= n or self.cut(q):
                match.end = n
                return out, True  # the model stopped before the closer
            if text.startswith(M3_CLOSE, q):
                match.end = q + len(M3_CLOSE)
                return out, False
            if _INVOKE_HEAD.match(text, q):
                match.end = p = q
                continue
            if match.error is not None and self.stops.next(match.end) == match.end:
                return out, False  # it ended at another format's opener
            err = self.error("tool_call.unexpected_content",
                             f"expected an invoke tag or '{M3_CLOSE}'", q)
            close = self.close.next(q)
            following = self.stops.next(q)
            if close < 0 or 0 <= following < close:
                err = self.error("tool_call.unclosed",
                                 f"'{M3_OPEN}' is not closed by '{M3_CLOSE}'", at)
                return [Match(at, q, [], err, False, "", q)], False
            nxt = _INVOKE_HEAD.search(text, q, close)
            if nxt is None:
                out.append(Match(q, close + len(M3_CLOSE), [], err, False, "", q))
                return out, False
            out.append(Match(q, nxt.start(), [], err, False, "", q))
            p = nxt.start()

    def invoke(self, start: int, p: int) -> Match:
        """invoke := NS "<invoke" S "name" ws "=" ws QUOTED ws ">" (ws element)* ws
        (NS "</invoke>" | end-of-text)"""
        text, n = self.text, self.n
        head = _INVOKE.match(text, p)
        name = ""
        name_pos = -1
        args: dict[str, Any] = {}
        raw: dict[str, RawValue] = {}
        where: dict[tuple[str | int, ...], int] = {}
        try:
            if head is None:
                at = text.index("<invoke", p)
                gt = text.find(">", at)
                if gt < 0 and n - at < _TAG_REACH:
                    raise _Fault("tool_call.unclosed", "the text ended inside the invoke tag", n)
                raise _Fault("tool_call.invalid_name", "invoke tag without a name attribute",
                             gt if gt >= 0 else at)
            group = 1 if head.group(1) is not None else 2
            name, name_pos = head.group(group), head.start(group)
            why = check_name(name)
            if why is not None:
                raise _Fault("tool_call.invalid_name", why, name_pos)
            q = head.end()
            args_pos = skip_ws(text, q)
            while True:
                q = skip_ws(text, q)
                if q >= n:
                    return Match(start, n, [Call(name, args, p, n, name_pos=name_pos,
                                                 args_pos=args_pos, raw=raw,
                                                 locator=_locator(where))])
                tag = _TAG.match(text, q)
                if tag is not None and tag.group(1) == "/" and tag.group(2) == "invoke":
                    return Match(start, tag.end(), [Call(name, args, p, tag.end(),
                                                         name_pos=name_pos, args_pos=args_pos,
                                                         raw=raw, locator=_locator(where))])
                if tag is None or tag.group(1) or tag.group(2) == "tool_call":
                    if self.cut(q):
                        raise _Fault("tool_call.unclosed", "the text ended inside a tag", n)
                    if (tag is not None and tag.group(2) == "tool_call") or _INVOKE_HEAD.match(
                            text, q):
                        raise _Fault("tool_call.unclosed",
                                     f"'<invoke>' is not closed by '{NS}</invoke>'", p)
                    raise _Fault("tool_call.unexpected_content",
                                 f"expected a parameter tag or '{NS}</invoke>'", q)
                key = tag.group(2)
                if key in args:
                    raise _Fault("tool_call.duplicate_argument",
                                 f"parameter {key!r} is given twice", q)
                value, string, q = self.element(tag, 1, (key,), where)
                args[key] = value
                if string is not None:
                    raw[key] = string
        except _Fault as fault:
            err = self.error(fault.code, fault.message, fault.position)
            partial = Partial(name=name or None, name_pos=name_pos, args_pos=-1,
                              params=dict(args), raw=dict(raw)) if name else None
            if fault.position >= n:
                return broken(start, n, err, text, reach=n, partial=partial)
            return broken(start, self.resync(p, fault.position), err, text,
                          reach=fault.position)

    def element(self, tag: re.Match[str], depth: int, path: tuple[str | int, ...],
                where: dict[tuple[str | int, ...], int]) -> tuple[Any, RawValue | None, int]:
        """element := NS "<" TAG ">" (TEXT | (ws element)+ ws) NS "</" TAG ">"

        Returns the value, its raw string form (a leaf; None for a container) and the offset
        after the closer; ``where`` gets the offset of the value at ``path``."""
        text, n = self.text, self.n
        key = tag.group(2)
        where[path] = tag.start()
        if depth > MAX_DEPTH:
            raise _Fault("json.depth", f"parameters nested deeper than {MAX_DEPTH} levels",
                         tag.start())
        r = tag.end()
        ns = text.find(NS, r)
        if ns < 0:
            if self.bare_close(r, n, key) < 0:
                raise _Fault("tool_call.unclosed", f"the text ended inside <{key}>", n)
            ns = n
        nxt = _TAG.match(text, ns) if ns < n else None
        if nxt is not None and nxt.group(2) == "tool_call":
            raise _Fault("tool_call.unclosed", f"<{key}> is not closed by '{NS}</{key}>'",
                         tag.start())
        if nxt is not None and nxt.group(1) == "/" and nxt.group(2) == key:
            return self.leaf(r, ns), RawValue(self.leaf_text(r, ns), r, ns), nxt.end()
        bare = self.bare_close(r, ns, key)
        if bare >= 0:  # the model dropped the token before this closer
            return self.leaf(r, bare), RawValue(self.leaf_text(r, bare), r, bare), \
                bare + len(key) + 3
        if nxt is None:
            if ns >= n or self.cut(ns):
                raise _Fault("tool_call.unclosed", f"the text ended inside <{key}>", n)
            raise _Fault("tool_call.unexpected_content", f"expected a tag after '{NS}'", ns)
        if nxt.group(1) == "/":
            raise _Fault("tool_call.unexpected_content",
                         f"expected '{NS}</{key}>', found '</{nxt.group(2)}>'", ns)
        if text[r:ns].strip(_WS):
            raise _Fault("tool_call.unexpected_content",
                         f"text beside the tags inside <{key}>", skip_ws(text, r))
        children: list[tuple[str, Any, int]] = []
        q = ns
        while True:
            child = _TAG.match(text, q)
            if child is None:
                if q >= n or self.cut(q):
                    raise _Fault("tool_call.unclosed", f"the text ended inside <{key}>", n)
                raise _Fault("tool_call.unexpected_content",
                             f"expected a tag or '{NS}</{key}>'", q)
            if child.group(2) == "tool_call":
                raise _Fault("tool_call.unclosed", f"<{key}> is not closed by '{NS}</{key}>'",
                             tag.start())
            if child.group(1) == "/":
                if child.group(2) != key:
                    raise _Fault("tool_call.unexpected_content",
                                 f"expected '{NS}</{key}>', found '</{child.group(2)}>'", q)
                end = child.end()
                break
            step: str | int = len(children) if child.group(2) == "item" else child.group(2)
            child_path = (*path, step)
            value, _, q = self.element(child, depth + 1, child_path, where)
            children.append((child.group(2), value, child.start()))
            q = skip_ws(text, q)
        if all(name == "item" for name, _, _ in children):
            return [value for _, value, _ in children], None, end
        # an object: a key given more than once collapses into the list of its values (the
        # reading of MiniMax's own parser, SGLang's and vLLM's: the model wrote several
        # values, none is dropped)
        counts: dict[str, int] = {}
        for name, _, _ in children:
            counts[name] = counts.get(name, 0) + 1
        members: dict[str, Any] = {}
        for index, (name, value, at) in enumerate(children):
            if name == "item":  # located by its key, not by an index
                where.pop((*path, index), None)
            named = (*path, name)
            if counts[name] == 1:
                members[name] = value
                where[named] = at
                continue
            values = members.setdefault(name, [])
            if not values:
                where[named] = at
            element_path = (*named, len(values))
            where[element_path] = at
            values.append(value)
        return members, None, end

    def bare_close(self, r: int, ns: int, key: str) -> int:
        """Where a bare ``</key>`` ends the leaf begun at ``r``: it stands right before ``ns``
        (the next token, or the end of the text) after optional whitespace; -1 when not."""
        closer = f"</{key}>"
        end = len(self.text[r:ns].rstrip(_WS)) + r
        at = end - len(closer)
        return at if at >= r and self.text.startswith(closer, at) else -1

    def leaf_text(self, r: int, end: int) -> str:
        return self.text[r:end]

    def leaf(self, r: int, end: int) -> Any:
        return default_value(self.text[r:end], "none", False)

    def resync(self, p: int, fault: int) -> int:
        """Where an invoke broken at ``fault`` ends: after its ``NS</invoke>``, or at the
        block's closer, the next invoke or the next opener of any format."""
        text = self.text
        close = self.close.next(fault)
        following = self.stops.next(fault + 1)
        ends = [at for at in (close, following) if at >= 0]
        limit = min(ends) if ends else self.n
        end_invoke = self.end_invoke.next(fault)
        if 0 <= end_invoke < limit:
            return end_invoke + len(END_INVOKE)
        nxt = _INVOKE_HEAD.search(text, fault + 1, limit)
        if nxt is not None:
            return nxt.start()
        return max(limit, p + 1)


def _locator(where: dict[tuple[str | int, ...], int]) -> Any:
    """Offsets of the values by path (their opening tags), for errors about a value."""
    return lambda path: where.get(tuple(path), -1)


M3_GRAMMAR = NsTags()
