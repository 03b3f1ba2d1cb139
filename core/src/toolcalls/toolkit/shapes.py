"""Call-shape normalisation: which decoded JSON values are tool calls, and what they call.

Shapes (DESIGN.md section 3):

- ``{"name": N, A: args}`` where A is exactly one of ``arguments``, ``parameters``, ``input``,
  ``args``, with only ``id``, ``type``, ``call_id``, ``index`` alongside (and ``status`` when
  ``type`` is ``function_call``, the OpenAI Responses item); ``type``, when present, is one of
  ``function``, ``tool_use``, ``function_call``, ``tool_call``;
- ``{"type": "function", "function": {"name": N, "arguments": "<json>"}}``, ``type`` optional,
  ``id``/``index``/``call_id`` alongside;
- an assistant message ``{"tool_calls": [...]}`` or ``{"function_call": {...}}`` with the other
  keys of a message (role, content, refusal, name, reasoning_content);
- a non-empty JSON array whose every element is one of the object shapes.

Arguments are an object, or a string holding strict JSON that decodes to an object (empty or
blank: ``{}``). Names are non-empty strings without whitespace or control characters.

Error positions are found only when an error is raised: the payload is walked again to the
offending value, so a well-formed call pays nothing for them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Final, TypeGuard

import orjson

from toolcalls.errors import ToolCallError
from toolcalls.toolkit.json import (
    array_elements,
    locate_json,
    needs_exact_parse,
    object_members,
    parse_json,
    string_position,
)
from toolcalls.toolkit.spans import skip_ws
from toolcalls.types import Call, Match

__all__ = [
    "ARGUMENT_KEYS",
    "ItemShape",
    "NAME_FAULT",
    "FastCalls",
    "PayloadLocator",
    "fast_matches",
    "calls_from_json",
    "check_name",
    "is_call_shape",
    "is_valid_name",
    "locate_in_call",
    "parse_arguments_string",
    "plain_call",
]

ARGUMENT_KEYS: Final = ("arguments", "parameters", "input", "args")
_ARGUMENT_KEY_SET: Final = frozenset(ARGUMENT_KEYS)
_CALL_EXTRA_KEYS: Final = frozenset({"name", "id", "type", "call_id", "index"})
_RESPONSES_EXTRA_KEYS: Final = _CALL_EXTRA_KEYS | {"status"}
_CALL_TYPES: Final = frozenset({"function", "tool_use", "function_call", "tool_call"})
_WRAPPER_KEYS: Final = frozenset({"function", "type", "id", "index", "call_id"})
_CALL_MESSAGE_KEYS: Final = frozenset({"tool_calls", "function_call"})
_MESSAGE_KEYS: Final = frozenset(
    {"role", "content", "refusal", "name", "reasoning_content", "tool_calls", "function_call"}
)
#: A character a tool name must not hold (whitespace, control characters); ``check_name`` also
#: rejects format characters and lone surrogates.
NAME_FAULT: Final = re.compile(r"[\s\x00-\x1f\x7f-\x9f]")

Path = tuple[str | int, ...]


# --- shape tests (no errors, no positions) ---------------------------------------------------


def _argument_keys(value: dict[str, Any]) -> list[str]:
    """The arguments keys of ``value``, in its order (one set operation in C for the usual
    object, which has one)."""
    found = _ARGUMENT_KEY_SET.intersection(value)
    if len(found) < 2:
        return list(found)
    return [key for key in value if key in found]


def _is_flat_call(value: dict[str, Any]) -> bool:
    """{"name", one arguments key, id/type/call_id/index}: ambiguous arguments (several
    arguments keys and nothing else foreign) count as a call; a tool definition does not."""
    if "name" not in value:
        return False
    arg_keys = _argument_keys(value)
    if not arg_keys:
        return False
    kind = value.get("type")
    if kind is not None and (type(kind) is not str or kind not in _CALL_TYPES):
        return False
    extra = _RESPONSES_EXTRA_KEYS if kind == "function_call" else _CALL_EXTRA_KEYS
    if not value.keys() - extra <= _ARGUMENT_KEY_SET:
        return False  # a key no call carries: data, however many arguments keys
    if len(arg_keys) > 1:
        return True  # a call with ambiguous arguments: an error, not data
    return not _is_definition(value, kind)


def _is_definition(value: dict[str, Any], kind: Any) -> bool:
    """A tool *definition* written like a call: ``parameters`` beside ``"type": "function"``
    (OpenAI Responses and Chat definitions; their calls say ``arguments``), or ``parameters``
    holding a JSON Schema object (``"type": "object"`` and ``"properties"``)."""
    if "parameters" not in value:
        return False
    if kind == "function":
        return True
    schema = value["parameters"]
    return (
        type(schema) is dict
        and schema.get("type") == "object"
        and isinstance(schema.get("properties"), dict)
    )


def _is_wrapped_call(value: dict[str, Any]) -> bool:
    """{"type": "function", "function": {"name", "arguments"}}: OpenAI Chat's call item. With
    ``parameters`` (or another arguments key) inside ``function`` it is a tool definition."""
    inner = value.get("function")
    return (
        isinstance(inner, dict)
        and value.keys() <= _WRAPPER_KEYS
        and value.get("type", "function") == "function"
        and "arguments" in inner
        and _is_flat_call(inner)
    )


def _message_calls(value: dict[str, Any]) -> list[tuple[str, Any]] | None:
    """The non-null tool_calls / function_call entries of an assistant message, in text order,
    or None."""
    if not value.keys() <= _MESSAGE_KEYS:
        return None
    found = [
        (key, value[key])
        for key in value
        if key in _CALL_MESSAGE_KEYS and value[key] is not None
    ]
    if not found:
        return None
    if "name" in value and "tool_calls" not in value and any(k in value for k in ARGUMENT_KEYS):
        return None
    return found


def _is_call_object(value: Any) -> bool:
    """A call object of a ``tool_calls`` list: a flat or a wrapped call."""
    return isinstance(value, dict) and (_is_flat_call(value) or _is_wrapped_call(value))


def _is_object_shape(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    if "tool_calls" in value or "function_call" in value:
        found = _message_calls(value)
        if found is None:
            return False
        for key, item in found:
            if key == "tool_calls":
                # A non-empty list with at least one call in it (the others are errors).
                if not (isinstance(item, list) and any(map(_is_call_object, item))):
                    return False
            elif not (isinstance(item, dict) and _is_flat_call(item)):
                return False  # {"function_call": "auto"}, {"function_call": {"name": "f"}}
        return True
    return _is_flat_call(value) or _is_wrapped_call(value)


def is_call_shape(value: Any) -> bool:
    """True if ``value`` has the shape of a call (or a non-empty array of calls).

    A call-shaped value may still be broken (an invalid name, an arguments string that is not
    JSON); ``calls_from_json`` says how.
    """
    if isinstance(value, list):
        return bool(value) and all(_is_object_shape(item) for item in value)
    return _is_object_shape(value)


# --- normalisation with errors ---------------------------------------------------------------


class _Payload:
    """The JSON text a value came from, to locate its parts when an error is raised."""

    __slots__ = ("fmt", "pos", "text")

    def __init__(self, text: str, pos: int, fmt: str | None) -> None:
        self.text = text
        self.pos = pos
        self.fmt = fmt

    def locate(self, path: Path, *, key: bool = False) -> int:
        """Offset of the value at ``path`` (or of its key, with ``key=True``)."""
        return locate_json(self.text, self.pos, path, key=key)

    def error(self, code: str, message: str, position: int) -> ToolCallError:
        return ToolCallError(code, message, position, text=self.text, format=self.fmt)


def calls_from_json(
    value: Any, text: str, start: int, end: int, *, format: str | None = None,
    shaped: bool = False,
) -> list[Call] | None:
    """Calls of a decoded JSON payload that spans ``text[start:end]``.

    Returns None when ``value`` is not a call shape (data, for tier 2; unrecognized content for
    a tagged format). Raises :class:`ToolCallError` for a call-shaped value that is broken:
    ``tool_call.invalid_name``, ``tool_call.invalid_arguments``,
    ``tool_call.ambiguous_arguments`` or ``tool_call.unrecognized`` (an element of a call list
    or message that is not a call), each at the offending value. ``shaped``: the caller has
    found ``is_call_shape(value)`` true (its checks are not repeated).
    """
    payload = _Payload(text, start, format)
    if isinstance(value, list):
        if not value:
            return None
        if not shaped and not all(_is_object_shape(item) for item in value):
            if not any(_is_object_shape(item) for item in value):
                return None
            bad = next(i for i, item in enumerate(value) if not _is_object_shape(item))
            raise payload.error(
                "tool_call.unrecognized", "array element is not a tool call", payload.locate((bad,))
            )
        if any("tool_calls" in item or "function_call" in item for item in value):
            spans = array_elements(text, start) if len(value) > 1 else [(start, end)]
            calls: list[Call] = []
            for index, item in enumerate(value):
                calls.extend(_object_calls(item, payload, (index,), spans[index]))
            return calls
        # One call per element: each gets the array's span now and its element's when read.
        calls = [_object_calls(item, payload, (index,), (start, end))[0]
                 for index, item in enumerate(value)]
        if len(calls) > 1:
            elements = _Elements(text, lambda: start)
            for index, call in enumerate(calls):
                call.defer_span(partial(elements.span, index, (start, end)))
        return calls
    if not shaped and not _is_object_shape(value):
        return None
    return _object_calls(value, payload, (), (start, end))


def _object_calls(
    value: dict[str, Any], payload: _Payload, path: Path, span: tuple[int, int]
) -> list[Call]:
    if "tool_calls" in value or "function_call" in value:
        calls: list[Call] = []
        #: where each call sits in the message: ("function_call", -1) or ("tool_calls", i)
        sources: list[tuple[str, int]] = []
        for key, item in _message_calls(value) or ():
            if key == "function_call":
                if not (isinstance(item, dict) and _is_flat_call(item)):
                    raise payload.error(
                        "tool_call.unrecognized",
                        "function_call is not a call object",
                        payload.locate((*path, key)),
                    )
                calls.append(_flat_call(item, payload, (*path, key), span, None))
                sources.append((key, -1))
                continue
            if not isinstance(item, list):
                raise payload.error(
                    "tool_call.unrecognized",
                    "tool_calls is not an array",
                    payload.locate((*path, key)),
                )
            for index, element in enumerate(item):
                if not _is_call_object(element):
                    raise payload.error(
                        "tool_call.unrecognized",
                        "tool_calls element is not a tool call",
                        payload.locate((*path, key, index)),
                    )
                calls.append(
                    _flat_call(element, payload, (*path, key, index), span, _id_of(element))
                    if "function" not in element
                    else _flat_call(
                        element["function"],
                        payload,
                        (*path, key, index, "function"),
                        span,
                        _id_of(element),
                    )
                )
                sources.append((key, index))
        if len(calls) > 1:  # every call has the message's span so far
            _spread_spans(calls, sources, payload, path, span)
        return calls
    if "function" in value and _is_wrapped_call(value):
        ident = _id_of(value)
        return [_flat_call(value["function"], payload, (*path, "function"), span, ident)]
    return [_flat_call(value, payload, path, span, _id_of(value))]


def _spread_spans(
    calls: list[Call],
    sources: list[tuple[str, int]],
    payload: _Payload,
    path: Path,
    span: tuple[int, int],
) -> None:
    """Give each call of one message (all spanning ``span`` now) the span of its own source
    (its ``tool_calls`` element, or the ``function_call`` value), found when a span is read:
    the position of 'multiple' is the start of the second call's own member."""
    message = _MessageSpans(payload, path)
    for call, (key, index) in zip(calls, sources, strict=True):
        call.defer_span(partial(message.span, key, index, span))


class _MessageSpans:
    """Spans of the parts of the message at ``path``, located on first use (once each)."""

    __slots__ = ("_elements", "_function_call", "path", "payload")

    def __init__(self, payload: _Payload, path: Path) -> None:
        self.payload = payload
        self.path = path
        self._elements: _Elements | None = None
        self._function_call: tuple[int, int] | None = None

    def span(self, key: str, index: int, fallback: tuple[int, int]) -> tuple[int, int]:
        """The span of ``tool_calls[index]``, or of the ``function_call`` value (index -1)."""
        payload = self.payload
        if key == "tool_calls":
            if self._elements is None:
                self._elements = _Elements(
                    payload.text, lambda: payload.locate((*self.path, "tool_calls"))
                )
            return self._elements.span(index, fallback)
        if self._function_call is None:
            start = payload.locate((*self.path, "function_call"))
            try:
                self._function_call = (start, parse_json(payload.text, start)[1])
            except ToolCallError:  # pragma: no cover - the payload parsed before
                self._function_call = fallback
        return self._function_call


class _Elements:
    """The spans of the elements of the JSON array at ``where()``, located on first use."""

    __slots__ = ("_spans", "text", "where")

    def __init__(self, text: str, where: Callable[[], int]) -> None:
        self.text = text
        self.where = where
        self._spans: list[tuple[int, int]] | None = None

    def span(self, index: int, fallback: tuple[int, int]) -> tuple[int, int]:
        """The span of element ``index``, or ``fallback`` when there is no such element."""
        if self._spans is None:
            try:
                self._spans = array_elements(self.text, self.where())
            except (ToolCallError, IndexError):  # pragma: no cover - the payload parsed before
                self._spans = []
        return self._spans[index] if index < len(self._spans) else fallback


def _id_of(value: dict[str, Any]) -> str | None:
    """The id the model wrote: a non-empty ``call_id``, else a non-empty ``id``."""
    ident = value.get("call_id")
    if type(ident) is str and ident:
        return ident
    ident = value.get("id")
    return ident if type(ident) is str and ident else None


def _flat_call(
    value: dict[str, Any], payload: _Payload, path: Path, span: tuple[int, int], ident: str | None
) -> Call:
    arg_keys = _argument_keys(value)
    if len(arg_keys) > 1:
        members = [
            m
            for m in object_members(payload.text, payload.locate(path))
            if m[0] in _ARGUMENT_KEY_SET
        ]
        raise payload.error(
            "tool_call.ambiguous_arguments",
            f"more than one arguments key ({', '.join(arg_keys)})",
            members[1][1],
        )
    name = value["name"]
    problem = None if is_valid_name(name) else check_name(name)
    if problem is not None:
        raise payload.error("tool_call.invalid_name", problem, payload.locate((*path, "name")))
    raw = value[arg_keys[0]]
    if isinstance(raw, dict):
        arguments = raw
    elif isinstance(raw, str):
        # The string token is located only if the arguments turn out to be broken.
        def token(key: str = arg_keys[0]) -> int:
            return payload.locate((*path, key))

        arguments = parse_arguments_string(raw, payload.text, token, format=payload.fmt)
    else:
        raise payload.error(
            "tool_call.invalid_arguments",
            f"arguments must be an object, not {_json_type(raw)}",
            payload.locate((*path, arg_keys[0])),
        )
    return Call(name, arguments, span[0], span[1], ident if ident is not None else _id_of(value),
                locator=_CallLocator(payload, path, arg_keys[0]))


class _CallLocator:
    """Offsets inside one call object of a JSON payload, found when first asked (the engine
    asks for the name of an unknown tool, the value that breaks a schema)."""

    __slots__ = ("args_key", "path", "payload")

    def __init__(self, payload: _Payload, path: Path, args_key: str) -> None:
        self.payload = payload
        self.path = path
        self.args_key = args_key

    def __call__(self, where: tuple[str | int, ...]) -> int:
        payload = self.payload
        if where == ("name",):
            return payload.locate((*self.path, "name"))
        args = payload.locate((*self.path, self.args_key))
        if not where:
            return args
        text = payload.text
        if text[args] == '"':  # an arguments string: its token is as near as we get
            return args
        return _Payload(text, args, payload.fmt).locate(where)


def locate_in_call(text: str, payload_pos: int, call_path: Path, where: tuple[str | int, ...],
                   args_key: str | None = None) -> int:
    """Offset of a part of the call object at ``call_path`` inside the JSON payload at
    ``payload_pos``: its name (``("name",)``), its arguments (``()``) or a value inside them.
    ``args_key`` defaults to the first arguments key the object has."""
    payload = _Payload(text, payload_pos, None)
    if args_key is None:
        members = object_members(text, payload.locate(call_path))
        keys = [m[0] for m in members if m[0] in _ARGUMENT_KEY_SET]
        args_key = keys[0] if keys else "arguments"
    return _CallLocator(payload, call_path, args_key)(where)


#: What a grammar's fast path returns (``fast_calls``): ``(name, arguments, start, end,
#: payload_pos)`` per call, ``payload_pos`` where its call-shaped JSON object starts (after
#: optional whitespace).
FastCalls = list[tuple[str, dict[str, Any], int, int, int]]


def fast_matches(text: str, found: FastCalls, format: str) -> list[Match]:
    """The matches of a fast path's calls (``fast_calls``), one call each, as the full rules
    build them: the engine's lane and the blocks' own fast paths share it."""
    return [
        Match(pos, end, [Call(name, arguments, pos, end, None, format,
                              locator=PayloadLocator(text, payload))], format=format)
        for name, arguments, pos, end, payload in found
    ]


class PayloadLocator:
    """``Call.locator`` of a call decoded from the plain call-shaped JSON object at ``pos``
    (after optional whitespace): positions inside it are found when first asked."""

    __slots__ = ("pos", "text")

    def __init__(self, text: str, pos: int) -> None:
        self.text = text
        self.pos = pos

    def __call__(self, path: tuple[str | int, ...]) -> int:
        return locate_in_call(self.text, skip_ws(self.text, self.pos), (), path)


def plain_call(value: Any) -> tuple[str, dict[str, Any]] | None:
    """``(name, arguments)`` when ``value`` is the plainest call, ``{"name": N, "arguments":
    {...}}`` (or ``"parameters"``) and nothing else with N a valid name; None otherwise (the
    value may still be a call of another shape: ``calls_from_json`` decides)."""
    if type(value) is not dict or len(value) != 2:
        return None
    name = value.get("name")
    arguments = value.get("arguments")
    if arguments is None:
        arguments = value.get("parameters")
        if type(arguments) is dict and _is_definition(value, None):
            return None  # {"name", "parameters": <JSON Schema>}: a tool definition
    if type(arguments) is not dict or not is_valid_name(name):
        return None
    return name, arguments


def is_valid_name(name: Any) -> TypeGuard[str]:
    """``check_name(name) is None``, answered without a regex for the usual name."""
    if type(name) is str and name and name.isprintable() and " " not in name:
        return True  # printable without a space: no whitespace, no control character
    return check_name(name) is None


def check_name(name: Any) -> str | None:
    """Why ``name`` is not a valid tool name, or None when it is.

    Valid: a non-empty string without whitespace, control characters (Cc), format characters
    (Cf: zero-width spaces and joiners, bidirectional controls such as U+202E, U+FEFF, which
    render as nothing or reorder text and so can disguise one tool as another) or lone
    surrogates (Cs, which cannot be encoded as UTF-8); dots, hyphens, colons and slashes are
    fine (MCP names such as ``github/search-issues``). The reason names the character.
    """
    if not isinstance(name, str):
        return f"tool name must be a string, not {_json_type(name)}"
    if not name:
        return "tool name is empty"
    bad = NAME_FAULT.search(name)
    if bad is not None:
        char = bad.group()
        kind = "whitespace" if char.isspace() else "a control character"
        return f"tool name contains {kind} ({_describe(char)})"
    if not name.isprintable():  # the usual name is printable: no per-character walk
        import unicodedata  # noqa: PLC0415 - only for names with unusual characters

        for char in name:
            category = unicodedata.category(char)
            if category == "Cf":
                return (
                    f"tool name contains an invisible format character ({_describe(char)}), "
                    "which can disguise one tool name as another"
                )
            if category == "Cs":
                return (
                    f"tool name contains a lone surrogate ({_describe(char)}), which cannot "
                    "be encoded as UTF-8"
                )
    return None


def _describe(char: str) -> str:
    """``U+202E RIGHT-TO-LEFT OVERRIDE`` (the code point, and its name when it has one)."""
    import unicodedata  # noqa: PLC0415

    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X} {name}" if name else f"U+{ord(char):04X}"


def parse_arguments_string(
    raw: str, text: str, token_pos: int | Callable[[], int], *, format: str | None = None
) -> dict[str, Any]:
    """Decode an OpenAI arguments string (the JSON string token at ``token_pos`` in ``text``).

    Empty or blank means ``{}``. Otherwise it must be strict JSON decoding to an object; a
    fault is ``tool_call.invalid_arguments`` at the matching offset inside the string token.
    ``token_pos`` may be a function, called only when an error needs the position.
    """
    try:  # the usual case: one object, nothing orjson would decode otherwise than we do
        value = orjson.loads(raw)
        if type(value) is dict and not needs_exact_parse(raw):
            return value
    except orjson.JSONDecodeError:
        pass
    start = 0
    while start < len(raw) and raw[start] in " \t\n\r":
        start += 1
    if start == len(raw):
        return {}

    def where(index: int) -> int:
        token = token_pos() if callable(token_pos) else token_pos
        return token if index < 0 else string_position(text, token, index)

    try:
        value, end = parse_json(raw, start)
    except ToolCallError as exc:
        raise ToolCallError(
            "tool_call.invalid_arguments",
            f"arguments string is not valid JSON: {exc.message} ({exc.code})",
            where(exc.position or 0),
            text=text,
            format=format,
        ) from None
    rest = end
    while rest < len(raw) and raw[rest] in " \t\n\r":
        rest += 1
    if rest < len(raw):
        raise ToolCallError(
            "tool_call.invalid_arguments",
            "arguments string has text after its JSON value",
            where(rest),
            text=text,
            format=format,
        )
    if not isinstance(value, dict):
        raise ToolCallError(
            "tool_call.invalid_arguments",
            f"arguments string must hold a JSON object, not {_json_type(value)}",
            where(-1),
            text=text,
            format=format,
        )
    return value


class ItemShape:
    """A call shape (``TaggedJSON(shape=...)``) for a payload of items with fixed keys, as
    Command R writes them::

        payload := item | '[' item (',' item)* ']'
        item    := '{' (ID: string)? NAME: name ARGUMENTS: (object | string) '}'

    in any order, no other key. ``ItemShape("tool_name", "parameters", id="tool_call_id")``
    reads ``[{"tool_call_id": "0", "tool_name": "f", "parameters": {...}}]``. The id, when
    a non-empty string, is kept as ``Call.id``; arguments given as a string are decoded as an
    OpenAI arguments string. A payload none of whose items has the name key is read as the
    generic call shapes (:func:`calls_from_json`). Faults, each at the offending value:
    ``tool_call.unrecognized`` for an item that is no object of these keys (the message names
    ``what`` and the keys), ``tool_call.invalid_name``, ``tool_call.invalid_arguments``.
    Each call's span is its item's, located when first read; its locator finds its name and
    its arguments' values (schema errors).
    """

    def __init__(self, name: str, arguments: str, *, id: str | None = None,
                 what: str = "an item") -> None:
        self.name = name
        self.arguments = arguments
        self.id = id
        self.keys = frozenset(k for k in (name, arguments, id) if k is not None)
        written = ([f'"{id}": ...'] if id is not None else []) + [
            f'"{name}": ...', f'"{arguments}": {{...}}']
        #: the message of an item that is not one
        self.expected = f"expected {what} {{{', '.join(written)}}}"

    def __call__(self, value: Any, text: str, start: int, end: int,
                 format: str) -> list[Call] | None:
        """The calls of a payload spanning ``text[start:end]`` (see the class)."""
        name_key, args_key = self.name, self.arguments
        single = isinstance(value, dict)
        items: list[Any] = [value] if single else value if isinstance(value, list) else []
        for item in items:
            if isinstance(item, dict) and name_key in item:
                break
        else:
            return calls_from_json(value, text, start, end, format=format)
        spans = _ItemSpans(text, start, end, single)
        many = not single and len(items) > 1
        calls: list[Call] = []
        for index, item in enumerate(items):
            prefix: Path = () if single else (index,)
            if not (isinstance(item, dict) and name_key in item and args_key in item
                    and item.keys() <= self.keys):
                raise ToolCallError("tool_call.unrecognized", self.expected,
                                    spans.span(index)[0], text=text, format=format)
            name = item[name_key]
            problem = check_name(name)
            if problem is not None:
                raise ToolCallError("tool_call.invalid_name", problem,
                                    locate_json(text, start, (*prefix, name_key)), text=text,
                                    format=format)
            raw = item[args_key]
            if isinstance(raw, dict):
                arguments = raw
            elif isinstance(raw, str):
                arguments = parse_arguments_string(
                    raw, text, partial(locate_json, text, start, (*prefix, args_key)),
                    format=format)
            else:
                raise ToolCallError("tool_call.invalid_arguments",
                                    f"{args_key} must be a JSON object",
                                    locate_json(text, start, (*prefix, args_key)), text=text,
                                    format=format)
            ident = item.get(self.id) if self.id is not None else None
            call = Call(name, arguments, start, end,
                        ident if type(ident) is str and ident else None,
                        locator=partial(_locate_item, text, start, prefix, name_key, args_key))
            if many:
                call.defer_span(partial(spans.span, index))
            calls.append(call)
        return calls


class _ItemSpans:
    """The spans of a payload's items, located when first asked (an error, a call's span)."""

    def __init__(self, text: str, start: int, end: int, single: bool) -> None:
        self.text = text
        self.start = start
        self.end = end
        self.single = single
        self.elements: list[tuple[int, int]] | None = None

    def span(self, index: int) -> tuple[int, int]:
        if self.single:
            return self.start, self.end
        if self.elements is None:
            self.elements = array_elements(self.text, self.start)
        return self.elements[index]


def _locate_item(text: str, start: int, prefix: Path, name_key: str, args_key: str,
                 where: tuple[str | int, ...]) -> int:
    """An item's locator: its name for ``("name",)``, else a value of its arguments (the
    arguments string's token when they were given as a string)."""
    if where == ("name",):
        return locate_json(text, start, (*prefix, name_key))
    args = locate_json(text, start, (*prefix, args_key))
    if not where or text[args] == '"':
        return args
    return locate_json(text, args, where)


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, Sequence):
        return "an array"
    return "an object"
