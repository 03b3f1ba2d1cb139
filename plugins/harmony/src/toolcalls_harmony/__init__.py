"""gpt-oss Harmony tool calls: a message addressed to a tool.

    <|start|>assistant<|channel|>commentary to=functions.f <|constrain|>json<|message|>{...}<|call|>

The recipient (``to=...``) may sit in the role header (``<|start|>assistant to=functions.f``)
or after the channel name; the channel itself does not matter (a call is a call on any
channel). ``to=functions.NAME`` calls NAME; any other recipient except ``assistant`` (built-in
tools such as ``browser.search``) is the name itself; messages without a recipient or addressed
to the assistant (tool results) are not calls. The content type (``json``, ``<|constrain|>json``
or none) is not checked: the payload must be a JSON object either way. The message ends at
``<|call|>``, ``<|end|>``, ``<|return|>``, the next ``<|start|>`` or the end of the text; the
completion may begin in the middle of a header (after the ``<|start|>assistant`` prompt).

gpt-oss writes a channel on every message. A header without one is read as a call only when
its payload starts with ``{``, or when it is addressed to ``functions.`` (then a payload that is
no JSON object is ``tool_call.invalid_arguments``, as with a channel): Muse Glimmer's template
writes channel-less headers of its own before prose and ATEM blocks (``to=user<|message|>Hello``,
``to=get_weather<|message|><atem:function_calls>...``), which are that format's messages, not
broken Harmony calls.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from toolcalls.plugin import (
    Call,
    Extraction,
    FormatSpec,
    Match,
    Partial,
    Reasoning,
    ToolCallError,
    broken,
    check_name,
    dump_json,
    hookimpl,
    parse_json,
    skip_ws,
)
from toolcalls.toolkit.render import has_reasoning_opener

FORMAT_ID = "harmony"
START = "<|start|>"
CHANNEL = "<|channel|>"
MESSAGE = "<|message|>"
FUNCTIONS = "functions."
ASSISTANT = "assistant"

_TOKEN = re.compile(r"<\|(start|channel|constrain|message|end|call|return)\|>")
_DETECT = re.compile(r"<\|(?:start|channel|message)\|>")
_END = re.compile(r"<\|(?:call|end|return|start)\|>")
_TERMINATORS = ("<|call|>", "<|end|>", "<|return|>")
#: ``to=RECIPIENT`` closing the role part of a header (``assistant to=functions.f``), maybe
#: with a content type after it (``assistant to=functions.f json``: the reference parser reads
#: the word after the recipient as the content type; Ollama's harmony tests ignore it).
#: A recipient is a name (``functions.f``, ``browser.search``): no quotes, brackets or ``=``,
#: so ``to=[TOOL_CALL]name=f;args={"<|channel|>": 1}`` is no header (a key of another call).
_ROLE_TO = re.compile(
    r"(?:^|(?<=\s)|(?<=\|>))to=([^\s<>\"'\[\]{}(),;=]*)(?:[ \t]+[^\s<=]+)?\s*\Z")
#: ``to=RECIPIENT`` anywhere in the channel part (``commentary to=functions.f json``).
_CHANNEL_TO = re.compile(r"(?:(?<=\s)|(?<=\|>))to=([^\s<]*)")

#: A header token seen in the current segment: ``(kind, start, end)``.
_Token = tuple[str, int, int]


#: The analysis channel is reasoning (a message on it with a recipient, a built-in tool call,
#: does not start with this literal and stays a call). LLM-jp-4.1 writes gpt-oss's Harmony
#: with a space after each special token (``<|channel|> analysis<|message|> ``).
ANALYSIS = Reasoning("<|channel|>analysis<|message|>", "<|end|>")
ANALYSIS_SPACED = Reasoning("<|channel|> analysis<|message|>", "<|end|>")
ANALYSIS_TO_START = Reasoning("<|channel|>analysis<|message|>", "<|start|>assistant")
ANALYSIS_SPACED_TO_START = Reasoning("<|channel|> analysis<|message|>", "<|start|> assistant")
#: What is left of the headers of content messages (final, commentary preambles; the final
#: answer of a structured output, ``final <|constrain|>json``) and of the message ends, in
#: gpt-oss's spelling and in LLM-jp-4.1's spaced one: never content.
#: The content types a content message's header carries: ``json`` after ``<|constrain|>``
#: (with or without a space before the token) or bare after a space, in either case (gpt-oss
#: writes ``final json`` and ``<|constrain|>JSON`` too: openai/harmony issue 56, TensorRT-LLM's
#: and llama.cpp's tests).
_CONTENT_TYPES = (*(f"{space}<|constrain|>{word}" for space in ("", " ")
                    for word in ("json", "JSON")), " json", " JSON")
CONTROL_TOKENS = (
    "<|start|>assistant",
    "<|channel|>final<|message|>",
    "<|channel|>commentary<|message|>",
    # a content type on either channel: gpt-oss writes
    # ``<|channel|>commentary<|constrain|>json<|message|>`` for a message to no recipient
    # (mlx-lm's harmony tests), ``final <|constrain|>json`` for a structured output
    *(f"<|channel|>{channel}{kind}<|message|>" for channel in ("final", "commentary")
      for kind in _CONTENT_TYPES),
    "<|start|> assistant",
    "<|channel|> final<|message|>",
    "<|channel|> commentary<|message|>",
    "<|channel|> final <|constrain|>  json<|message|>",
    "<|channel|> final <|constrain|> json<|message|>",
    "<|start|>",
    "<|end|>",
    "<|return|>",
    "<|call|>",
    "<|message|>",
    "<|channel|>",
    "<|constrain|>",
)


@hookimpl
def toolcalls_formats() -> list[FormatSpec]:
    return [
        FormatSpec(
            id=FORMAT_ID,
            tier=1,
            markers=(MESSAGE, CHANNEL, START),
            reasoning=(ANALYSIS, ANALYSIS_SPACED, ANALYSIS_TO_START, ANALYSIS_SPACED_TO_START),
            control_tokens=CONTROL_TOKENS,
            # A header may begin before its first token: the recipient of a role line
            # (" to=functions.f" then <|channel|>), which the end of a text may be writing.
            pending=r"(?:^|(?<=\s)|(?<=\|>))t(?:o(?:=[^\s<]*(?:[ \t]+[^\s<=]*)?)?)?\s*"
                    r"(?:<[|a-z]*)?\Z",
            description="gpt-oss Harmony: <|channel|>commentary to=functions.f<|message|>"
                        "{json}<|call|>",
            examples=("<|start|>assistant<|channel|>commentary to=functions.get_weather "
                      '<|constrain|>json<|message|>{"city": "Paris"}<|call|>',),
        )
    ]


@hookimpl
def toolcalls_detect(text: str, start: int) -> int:
    found = _DETECT.search(text, start)
    if found is None:
        return -1
    # A completion may begin in the middle of a header (`` to=functions.f<|channel|>...``):
    # only a message that opens with <|start|> cannot have begun before its first token.
    return found.start() if found.group() == START else start


@hookimpl
def toolcalls_extract(text: str, start: int) -> Extraction:
    """messages := (header? '<|message|>' body end | header end | prose)*"""
    matches: list[Match] = []
    seg, started, in_body = start, False, False
    tokens: list[_Token] = []
    pos = start
    resume = len(text)
    while (token := _TOKEN.search(text, pos)) is not None:
        kind, at, pos = token.group(1), token.start(), token.end()
        if in_body and kind in ("channel", "constrain", "message"):
            continue  # text of a message that is not a call
        if kind in ("channel", "constrain"):
            tokens.append((kind, at, pos))
            continue
        if kind == "message" and not in_body:
            found = _recipient(text, seg, started, tokens, at)
            # A header addressed to ``functions.`` is Harmony's with or without its channel.
            channelled = any(t[0] == "channel" for t in tokens) or (
                found is not None and found[1].startswith(FUNCTIONS))
            if found is None or found[1] == ASSISTANT or (
                    not channelled and not _may_be_json(text, pos)):
                in_body = True
                continue
            match = _call(text, seg if started else found[2], found, pos, channelled)
            matches.append(match)
            if match.end == len(text) and not text.endswith(_TERMINATORS):
                resume = min(resume, match.start)  # a terminator, or prose, may follow
            seg, started, tokens, pos = match.end, False, [], match.end
            continue
        if not in_body:
            headless = _headless(text, seg, started, tokens, at=at,
                                 end=pos if kind != "start" else at)
            if headless is not None:
                matches.append(headless)
        in_body, tokens = False, []
        seg, started = (at, True) if kind == "start" else (pos, False)
    if not in_body:
        headless = _headless(text, seg, started, tokens, at=len(text), end=len(text))
        if headless is not None:
            matches.append(headless)
        elif started or tokens:
            resume = min(resume, seg)  # a header the text ends in: its recipient may follow
    if matches and matches[-1].incomplete:
        resume = min(resume, matches[-1].start)
    return Extraction(matches, resume)


def _error(code: str, message: str, position: int, text: str) -> ToolCallError:
    return ToolCallError(code, message, position, text=text, format=FORMAT_ID)


def _recipient(text: str, seg: int, started: bool, tokens: list[_Token],
               stop: int) -> tuple[int, str, int] | None:
    """header := role ('to=' recipient)? ('<|channel|>' channel ('to=' recipient)? type?)?

    Returns ``(recipient_pos, recipient, header_start)`` or None when there is no recipient.
    ``header_start`` is where the header begins when it did not begin with ``<|start|>``.
    """
    role_start = seg + len(START) if started else seg
    role_end = tokens[0][1] if tokens else stop
    first_token = role_end
    found = _ROLE_TO.search(text, role_start, role_end)
    if found is not None:
        return found.start(1), found.group(1), found.start()
    for i, (kind, _, end) in enumerate(tokens):
        if kind == "channel":
            part_end = tokens[i + 1][1] if i + 1 < len(tokens) else stop
            found = _CHANNEL_TO.search(text, end, part_end)
            if found is not None:
                return found.start(1), found.group(1), first_token
    return None


def _headless(text: str, seg: int, started: bool, tokens: list[_Token], *, at: int,
              end: int) -> Match | None:
    """A header addressed to a tool that ends (at ``at``) without ``<|message|>``."""
    if not started and not tokens:
        return None  # prose, not a header
    found = _recipient(text, seg, started, tokens, at)
    if found is None or found[1] == ASSISTANT:
        return None
    where = "the end of the text" if at == len(text) else repr(text[at:end] or START)
    err = _error("tool_call.unrecognized", f"the message to {found[1]!r} has no '{MESSAGE}' "
                 f"(the header ends at {where})", at, text)
    return Match(seg if started else found[2], end, [], err, incomplete=at == len(text))


def _may_be_json(text: str, body: int) -> bool:
    """The payload at ``body`` starts a JSON object, or the text ends before it starts."""
    p = skip_ws(text, body)
    return p >= len(text) or text[p] == "{"


def _call(text: str, header_start: int, found: tuple[int, str, int], body: int,
          channelled: bool = True) -> Match:
    """call := header '<|message|>' ws object ws ('<|call|>' | '<|end|>' | '<|return|>'
    | &'<|start|>' | end-of-text)

    A header without a channel is a call only once its payload starts with ``{`` (before
    that, ``tentative``: Muse Glimmer writes such headers before prose and ATEM blocks)."""
    n = len(text)
    name_pos, name = found[0], found[1]
    if name.startswith(FUNCTIONS):
        name, name_pos = name[len(FUNCTIONS):], name_pos + len(FUNCTIONS)
    p = skip_ws(text, body)
    stop = _END.search(text, p)
    if p < n and text[p] != "{":
        err = _error("tool_call.invalid_arguments", "the message to a tool must be a JSON "
                     "object", p, text)
        return Match(header_start, _end_of(stop, n), [], err)
    try:
        value, value_end = parse_json(text, p, None if stop is None else stop.start(),
                                      format=FORMAT_ID)
    except ToolCallError as exc:
        assert exc.position is not None
        partial = None
        if exc.position >= n and check_name(name) is None:
            partial = Partial(name=name, name_pos=name_pos, args_pos=p, json_args=True,
                              tentative=not channelled and p >= n)
        return broken(header_start, _end_of(_END.search(text, exc.position), n), exc, text,
                      reach=exc.position, partial=partial)
    q = skip_ws(text, value_end)
    if q >= n:
        end = n
    else:
        terminator = _END.match(text, q)
        if terminator is None:
            err = _error("tool_call.unexpected_content", "expected <|call|> after the "
                         "arguments", q, text)
            return Match(header_start, _end_of(_END.search(text, q), n), [], err)
        end = q if terminator.group() == START else terminator.end()
    reason = check_name(name)
    if reason is not None:
        return Match(header_start, end, [], _error("tool_call.invalid_name", reason, name_pos,
                                                   text))
    return Match(header_start, end, [Call(name, value, header_start, end, name_pos=name_pos,
                                          args_pos=p)])


def _end_of(terminator: re.Match[str] | None, n: int) -> int:
    """Where a broken message ends: after its terminator, before a ``<|start|>``, or at n."""
    if terminator is None:
        return n
    return terminator.start() if terminator.group() == START else terminator.end()


@hookimpl
def toolcalls_render(calls: Sequence[Call]) -> str:
    """One message per call: ``<|start|>assistant<|channel|>commentary to=functions.NAME
    <|constrain|>json<|message|>{...}<|call|>``. A recipient runs to whitespace or ``<``, so a
    name holding ``<`` (or a reasoning opener) cannot be written: ``ValueError``."""
    out = []
    for call in calls:
        if "<" in call.name or has_reasoning_opener(call.name):
            raise ValueError(f"harmony cannot write the tool name {call.name!r}: a recipient "
                             "cannot hold '<' or a reasoning marker")
        out.append(f"{START}assistant{CHANNEL}commentary to={FUNCTIONS}{call.name} "
                   f"<|constrain|>json{MESSAGE}{dump_json(call.arguments)}<|call|>")
    return "".join(out)
