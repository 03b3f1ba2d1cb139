"""Tool definitions (``tools=[...]``): which names exist, how raw-text values are typed, and
(``validate=True``) whether the arguments keep the schema.

Every entry point takes ``tools``: a list of tool definitions in any of the shapes clients
send (DESIGN.md 3b):

- OpenAI Chat: ``{"type": "function", "function": {"name", "description", "parameters"}}``;
- flat / OpenAI Responses: ``{"name", "parameters"}`` (``"type": "function"`` beside it);
- Anthropic: ``{"name", "input_schema"}``;
- MCP: ``{"name", "inputSchema"}``.

Objects with ``model_dump()`` (the OpenAI and Anthropic SDK's own types) are accepted too.
Without tools nothing changes. With them (``apply_tools``, called by the engine once per run):

- a call to a name that is not in the list is ``tool_call.unknown_tool`` at the name; it is not
  returned (lenient parsing records the error);
- a raw-text value (an XML parameter, a GLM ``<arg_value>``: ``Call.raw``) is typed by the
  parameter's schema: ``string``, ``integer``, ``number``, ``boolean``, ``null``, ``object``,
  ``array``, ``enum``/``const``, type lists, ``anyOf``/``oneOf``/``allOf``, local ``$ref``,
  and OpenAPI's ``nullable: true`` (the type plus ``null``, as transformers' ``get_json_schema``
  and Gemini's schemas write an optional parameter).
  An object or array is strict JSON; failing that, JSON escaped as the body of a string
  (``[{\\"a\\": 1}]``, a GLM-4.6 habit), then a Python literal (``{'a': True}``, read by the
  call-syntax literal parser, never evaluated). A value that cannot take its type is
  ``tool_call.invalid_argument_type`` at the value; the call
  is kept with the raw string (a call is never dropped over a cast). A parameter the schema
  does not declare keeps the format's own rule (strict JSON if it parses, else the string);
- ``validate=True`` checks each call's arguments against its tool's schema with ``jsonschema``
  (the ``toolcalls[schema]`` extra): ``tool_call.schema_violation``, whose message names the
  JSON pointer of the offending value and whose position is that value in the text. The call
  is kept (lenient), the error recorded.

What is compiled from a list of tools (the lookup by name, the validators) is cached by the
list's content, so passing the same tools on every request costs one serialisation (about as
much as a parse, for fifty tools with descriptions). ``compile_tools(tools)`` returns that
:class:`ToolSet`, which ``tools=`` takes as it is, at no cost: compile a runtime's tools once.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any, Final, overload

import orjson

from toolcalls.errors import ToolCallError
from toolcalls.types import Call, Match, RawValue

__all__ = ["Tool", "ToolSet", "apply_tools", "cast_value", "compile_tools"]

#: Compiled tool lists kept, by content.
CACHE_SIZE: Final = 64
_MAX_REF_DEPTH: Final = 32

_INTEGER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)")
_INTEGRAL_FLOAT: Final = re.compile(r"(-?(?:0|[1-9][0-9]*))\.0*")
_NUMBER: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
#: Types tried in this order for a type list: a string accepts anything, so it comes last.
_TYPE_ORDER: Final = ("null", "boolean", "integer", "number", "object", "array", "string")


class Tool:
    """One tool: its name and the JSON schema of its arguments (``{}`` when none is given)."""

    __slots__ = ("_casts", "_validator", "name", "properties", "schema")

    def __init__(self, name: str, schema: Mapping[str, Any]) -> None:
        self.name = name
        self.schema = schema
        self.properties: Mapping[str, Any] = _root_properties(schema, schema, 0)
        self._validator: Any = None
        #: parameter -> how its raw values are typed (None: not declared), built on first use
        self._casts: dict[str, Any] = {}

    def cast(self, key: str) -> Any:
        """How raw values of the parameter ``key`` are typed: a function of the raw text
        (raising ``_CastError``, returning ``KEEP`` when the schema does not constrain the
        type), or None when the schema does not declare the parameter. A plain ``{"type":
        T}`` (with any annotations) is typed directly; anything else by :func:`cast_value`."""
        casts = self._casts
        if key in casts:
            return casts[key]
        schema = self.properties.get(key)
        cast: Any = None
        if schema is not None:
            kind = schema.get("type") if isinstance(schema, Mapping) else None
            if isinstance(kind, str) and _CASTING_KEYS.isdisjoint(schema):
                cast = _keep_string if kind == "string" else (
                    lambda raw, _kind=kind: _as_type(raw, _kind))
            else:
                root = self.schema
                cast = lambda raw, _s=schema, _r=root: cast_value(raw, _s, _r)  # noqa: E731
        casts[key] = cast
        return cast

    def validator(self) -> Any:
        """The ``jsonschema`` validator of the schema, built on first use."""
        if self._validator is None:
            try:
                import jsonschema  # type: ignore[import-untyped]  # noqa: PLC0415 - an extra
            except ImportError:
                raise ImportError(
                    "validate=True needs jsonschema: pip install 'toolcalls[schema]'"
                ) from None
            schema = _with_nullable(self.schema) if self.schema else {}
            cls = jsonschema.validators.validator_for(schema)
            try:
                cls.check_schema(schema)
            except jsonschema.SchemaError as exc:
                raise ValueError(
                    f"the schema of tool {self.name!r} is not a valid JSON schema: "
                    f"{exc.message}"
                ) from None
            self._validator = cls(schema)
        return self._validator


def _root_properties(schema: Any, root: Any, depth: int) -> Mapping[str, Any]:
    """The parameters a tool's schema declares, by name: its ``properties``, also where the
    schema is a local ``$ref`` (pydantic's ``{"$ref": "#/$defs/Args", "$defs": ...}``) or
    combines objects with ``allOf`` (every branch's properties; one declared twice must take
    both schemas) or ``anyOf`` / ``oneOf`` (a property of several branches takes any of their
    schemas: the branch a call means is not chosen by a discriminator)."""
    if depth > _MAX_REF_DEPTH:
        return {}
    schema = _resolve(schema, root)
    if not isinstance(schema, Mapping):
        return {}
    props = schema.get("properties")
    found: dict[str, Any] = dict(props) if isinstance(props, Mapping) else {}
    all_of = schema.get("allOf")
    if isinstance(all_of, list):
        for branch in all_of:
            for key, sub in _root_properties(branch, root, depth + 1).items():
                found[key] = _both(found.get(key), sub)
    for word in ("anyOf", "oneOf"):
        branches = schema.get(word)
        if not isinstance(branches, list):
            continue
        either: dict[str, list[Any]] = {}
        for branch in branches:
            for key, sub in _root_properties(branch, root, depth + 1).items():
                either.setdefault(key, []).append(sub)
        for key, subs in either.items():
            found[key] = _both(found.get(key), subs[0] if len(subs) == 1 else {"anyOf": subs})
    return found


def _both(first: Any, second: Any) -> Any:
    """A property's schema where two places declare it: both must hold."""
    return second if first is None else {"allOf": [first, second]}


def _with_nullable(schema: Any) -> Any:
    """``schema`` with OpenAPI's ``nullable: true`` written as JSON Schema (``null`` added to
    the ``type`` beside it), so that validation admits the ``null`` that typing gives."""
    if isinstance(schema, list):
        return [_with_nullable(item) for item in schema]
    if not isinstance(schema, Mapping):
        return schema
    out = {key: _with_nullable(value) for key, value in schema.items()}
    kind = out.get("type")
    if out.get("nullable") is True and isinstance(kind, (str, list)):
        kinds = [kind] if isinstance(kind, str) else kind
        if "null" not in kinds:
            out["type"] = [*kinds, "null"]
    return out


class ToolSet(Sequence[Tool]):
    """The tools of one request, by name: what :func:`compile_tools` makes of a list of tool
    definitions. It is itself a value for ``tools=``, which then costs nothing: an agent
    runtime that sends the same tools on every request compiles them once."""

    __slots__ = ("by_name", "tools")

    def __init__(self, tools: Sequence[Tool]) -> None:
        self.tools = tuple(tools)
        self.by_name = {tool.name: tool for tool in self.tools}

    def get(self, name: str) -> Tool | None:
        return self.by_name.get(name)

    @property
    def names(self) -> list[str]:
        return list(self.by_name)

    def __len__(self) -> int:
        return len(self.tools)

    @overload
    def __getitem__(self, index: int) -> Tool: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Tool]: ...

    def __getitem__(self, index: int | slice) -> Tool | Sequence[Tool]:
        return self.tools[index]

    def __repr__(self) -> str:
        return f"ToolSet({self.names!r})"


_CACHE: Final[OrderedDict[bytes, ToolSet]] = OrderedDict()
#: orjson's options for the key of a list of plain dicts: anything else it would turn into
#: JSON on its own (a dataclass, a dict subclass) is refused, so that such a list is keyed
#: as ``_plain`` reads it, whatever the cache holds.
_PLAIN_KEY: Final = (orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_SUBCLASS
              | orjson.OPT_PASSTHROUGH_DATETIME)


def _plain(item: Any) -> Any:
    dump = getattr(item, "model_dump", None)
    if callable(dump) and not isinstance(item, Mapping):
        return dump(exclude_none=True)
    return item


def _definition(item: Any, index: int) -> Tool:
    item = _plain(item)
    if not isinstance(item, Mapping):
        raise ValueError(f"tools[{index}] is not a tool definition (a JSON object): {item!r}")
    source: Mapping[str, Any] = item
    inner = item.get("function")
    if isinstance(inner, Mapping):
        source = _plain(inner)
    name = source.get("name")
    if not isinstance(name, str) or not name:
        raise ValueError(f"tools[{index}] has no name")
    schema: Any = {}
    for key in ("parameters", "input_schema", "inputSchema"):
        if key in source and source[key] is not None:
            schema = _plain(source[key])
            break
    if not isinstance(schema, Mapping):
        raise ValueError(f"the schema of tool {name!r} is not a JSON object")
    return Tool(name, schema)


def compile_tools(tools: Sequence[Any]) -> ToolSet:
    """The :class:`ToolSet` of a list of tool definitions, cached by content.

    Raises ``ValueError`` for something that is not a list of tool definitions, or a name
    defined twice. A :class:`ToolSet` is returned as it is.

    The cache's key is the list serialised as it is (a list of plain dicts) or as ``_plain``
    reads it, keys in their given order: sorting them cost more than the rest of a parse with
    a few dozen tools, and the same tools written in another key order only take a second
    entry.
    """
    if type(tools) is ToolSet:
        return tools
    kind = type(tools)  # read before any narrowing (the compiled build checks narrowed reads)
    if kind is not list and (
            isinstance(tools, (str, bytes, Mapping)) or not isinstance(tools, Sequence)):
        raise ValueError(f"tools must be a list of tool definitions, not {kind.__name__}")
    if type(tools) is list:
        # The usual request: plain dicts, keyed as they are (a model, a dataclass or a
        # Mapping that is not a dict makes orjson refuse, and takes the long way).
        try:
            key = orjson.dumps(tools, option=_PLAIN_KEY)
        except TypeError:
            pass
        else:
            cached = _CACHE.get(key)
            if cached is not None:
                _CACHE.move_to_end(key)
                return cached
    items = [item if type(item) is dict else _plain(item) for item in tools]
    try:
        key = orjson.dumps(items, option=_PLAIN_KEY)
    except TypeError:
        import json  # noqa: PLC0415

        key = json.dumps(items, sort_keys=True, default=repr).encode()
    cached = _CACHE.get(key)
    if cached is not None:
        _CACHE.move_to_end(key)
        return cached
    defined = [_definition(item, i) for i, item in enumerate(items)]
    seen: set[str] = set()
    for tool in defined:
        if tool.name in seen:
            raise ValueError(f"tool {tool.name!r} is defined twice in tools")
        seen.add(tool.name)
    toolset = ToolSet(defined)
    _CACHE[key] = toolset
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return toolset


# --- typing raw values ------------------------------------------------------------------------


class _CastError(Exception):
    """A raw value that cannot take the schema's type; the message says what was expected."""


#: ``cast_value`` returns it for a schema that does not constrain the type (``{}``, ``true``):
#: the format's own value stands.
KEEP: Final = object()


def _resolve(schema: Any, root: Any) -> Any:
    for _ in range(_MAX_REF_DEPTH):
        if not isinstance(schema, Mapping):
            return schema
        ref = schema.get("$ref")
        if not isinstance(ref, str) or not ref.startswith("#"):
            return schema
        target: Any = root
        for raw_part in ref[1:].split("/"):
            if not raw_part:
                continue
            part = raw_part.replace("~1", "/").replace("~0", "~")
            if isinstance(target, Mapping) and part in target:
                target = target[part]
            else:
                return {}  # a reference we cannot follow constrains nothing we can type
        rest = {k: v for k, v in schema.items() if k != "$ref"}
        schema = {**target, **rest} if isinstance(target, Mapping) and rest else target
    return schema


def _json(raw: str) -> Any:
    from toolcalls.toolkit.json import parse_json  # noqa: PLC0415

    text = raw.strip(" \t\n\r")
    if not text:
        raise _CastError("an empty value")
    try:
        value, end = parse_json(text, 0, len(text))
    except ToolCallError as exc:
        raise _CastError(exc.message) from None
    if end != len(text):
        raise _CastError("text after the JSON value")
    return value


def _unescaped(raw: str) -> Any:
    """JSON written as the body of a JSON string (``[{\\"a\\": 1}]``, as GLM-4.6 writes
    at times): decoded once as a string, then read as JSON."""
    if "\\" not in raw:
        raise _CastError("no escapes")
    try:
        body = orjson.loads('"' + raw + '"')
    except orjson.JSONDecodeError:
        raise _CastError("not an escaped JSON text") from None
    return _json(body)


def _literal(raw: str) -> Any:
    """A Python literal (``{'a': True}``), read by the call-syntax literal parser, never eval."""
    from toolcalls.toolkit.pycall import parse_literal, skip_whitespace  # noqa: PLC0415

    text = raw.strip()
    try:
        value, end = parse_literal(text, 0)
    except ToolCallError as exc:
        raise _CastError(exc.message) from None
    if skip_whitespace(text, end) != len(text):
        raise _CastError("text after the value")
    return value


def _as_type(raw: str, kind: str) -> Any:
    text = raw.strip()
    if kind == "string":
        return raw
    if kind == "integer":
        if _INTEGER.fullmatch(text):
            return int(text)
        whole = _INTEGRAL_FLOAT.fullmatch(text)
        if whole:
            return int(whole.group(1))
        if _NUMBER.fullmatch(text):
            # JSON Schema's integer is any number without a fraction (``1.25e2``), read exactly
            # and within a double's range (``1e400`` is no integer one can hold)
            exact = Decimal(text)
            if exact.adjusted() <= 308 and exact == exact.to_integral_value():
                return int(exact)
        raise _CastError("an integer")
    if kind == "number":
        if _NUMBER.fullmatch(text):
            value = _json(text)
            if isinstance(value, float) and not math.isfinite(value):
                raise _CastError("a finite number")
            return value
        raise _CastError("a number")
    if kind == "boolean":
        lowered = text.lower()
        if lowered in ("true", "false"):
            return lowered == "true"
        raise _CastError("true or false")
    if kind == "null":
        if text.lower() in ("null", "none"):
            return None
        raise _CastError("null")
    if kind in ("object", "array"):
        want = dict if kind == "object" else list
        for read in (_json, _unescaped, _literal):
            try:
                value = read(text)
            except _CastError:
                continue
            if isinstance(value, want):
                return value
        raise _CastError("a JSON object" if kind == "object" else "a JSON array")
    return KEEP  # an unknown type name constrains nothing we can type


def cast_value(raw: str, schema: Any, root: Any = None, depth: int = 0) -> Any:
    """The value of the raw text ``raw`` as ``schema`` types it, or ``KEEP`` when the schema
    does not constrain the type. Raises ``_CastError`` when it cannot take the type."""
    if depth > _MAX_REF_DEPTH:
        return KEEP
    schema = _resolve(schema, root if root is not None else schema)
    if not isinstance(schema, Mapping) or not schema:
        return KEEP
    if "const" in schema:
        return _enum(raw, [schema["const"]])
    if "enum" in schema and isinstance(schema["enum"], list):
        return _enum(raw, schema["enum"])
    branches = schema.get("anyOf") or schema.get("oneOf")
    if isinstance(branches, list) and "type" not in schema:
        return _branches(raw, branches, root, depth)
    all_of = schema.get("allOf")
    if isinstance(all_of, list) and "type" not in schema:
        for branch in all_of:
            value = cast_value(raw, branch, root, depth + 1)
            if value is not KEEP:
                return value
        return KEEP
    kinds = schema.get("type")
    if kinds is None:
        if "properties" in schema or "additionalProperties" in schema:
            kinds = "object"
        elif "items" in schema or "prefixItems" in schema:
            kinds = "array"
        else:
            return KEEP
    if isinstance(kinds, str):
        kinds = [kinds]
    if not isinstance(kinds, list):
        return KEEP
    if schema.get("nullable") is True and "null" not in kinds:
        kinds = [*kinds, "null"]
    expected = []
    for kind in sorted(kinds, key=lambda k: _TYPE_ORDER.index(k) if k in _TYPE_ORDER else 99):
        try:
            return _as_type(raw, kind)
        except _CastError as exc:
            expected.append(str(exc))
    raise _CastError(" or ".join(expected))


def _enum(raw: str, values: list[Any]) -> Any:
    for value in values:
        if isinstance(value, str) and value == raw:
            return value
    stripped = raw.strip()
    for value in values:
        if isinstance(value, str) and value == stripped:
            return value
    try:
        decoded = _json(stripped)
    except _CastError:
        decoded = KEEP
    for value in values:
        if decoded is not KEEP and not isinstance(value, str) and decoded == value and (
            isinstance(decoded, bool) == isinstance(value, bool)
        ):
            return decoded  # the value as written: ``1.0`` for an enum of 1 keeps its kind
    shown = ", ".join(orjson.dumps(v).decode() if _dumpable(v) else repr(v) for v in values[:8])
    raise _CastError(f"one of {shown}")


def _dumpable(value: Any) -> bool:
    try:
        orjson.dumps(value)
    except TypeError:
        return False
    return True


def _branches(raw: str, branches: list[Any], root: Any, depth: int) -> Any:
    """anyOf / oneOf: the first branch that types the value, strings last."""
    def is_string(branch: Any) -> bool:
        branch = _resolve(branch, root)
        return isinstance(branch, Mapping) and branch.get("type") == "string"

    expected = []
    for branch in sorted(branches, key=is_string):
        try:
            value = cast_value(raw, branch, root, depth + 1)
        except _CastError as exc:
            expected.append(str(exc))
            continue
        if value is not KEEP:
            return value
        return KEEP
    raise _CastError(" or ".join(expected))


# --- applying the tools to an engine run ------------------------------------------------------


def _error(code: str, message: str, position: int, text: str, fmt: str) -> ToolCallError:
    return ToolCallError(code, message, position, text=text, format=fmt or None)


def _keep_string(raw: str) -> str:
    return raw


#: Keys of a parameter's schema that change how its raw values are typed besides ``type``.
_CASTING_KEYS: Final = frozenset({"const", "enum", "anyOf", "oneOf", "allOf", "$ref", "nullable"})


def _type_call(call: Call, tool: Tool, text: str, errors: list[ToolCallError]) -> None:
    raw = call.raw
    if not raw:
        return
    for key, value in raw.items():
        cast = tool.cast(key)
        if cast is None:
            continue
        try:
            typed = cast(value.text)
        except _CastError as exc:
            errors.append(_error(
                "tool_call.invalid_argument_type",
                f"argument {key!r} of {call.name!r} must be {exc}, not {_shown(value)}",
                value.start, text, call.format))
            call.arguments[key] = value.text
            continue
        if typed is not KEEP:
            call.arguments[key] = typed


def _shown(value: RawValue) -> str:
    text = value.text
    return repr(text if len(text) <= 40 else text[:37] + "...")


def _pointer(path: Sequence[Any]) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path) or "/"


def _validate(call: Call, tool: Tool, text: str, errors: list[ToolCallError]) -> None:
    validator = tool.validator()
    found = list(validator.iter_errors(call.arguments))
    if not found:
        return
    import jsonschema  # noqa: PLC0415

    best = jsonschema.exceptions.best_match(found)
    path = list(best.absolute_path)
    # A missing required key has no value of its own: the error sits at the object.
    more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
    message = (f"the arguments of {call.name!r} break its schema at {_pointer(path)}: "
               f"{best.message}{more}")
    errors.append(_error("tool_call.schema_violation", message, call.value_pos(path), text,
                         call.format))


def apply_tools(text: str, matches: Sequence[Match], tools: Sequence[Any] | None,
                validate: bool) -> tuple[list[Call], list[ToolCallError]]:
    """The calls and errors of an engine run's matches, given the request's tools.

    Returns the calls (in text order, calls to unknown tools left out) and every error in text
    order: the broken matches', then, within a complete match, each call's.
    """
    if tools is None:
        if validate:
            raise ValueError("validate=True needs tools=[...] to validate against")
        return [c for m in matches for c in m.calls], [m.error for m in matches if m.error]
    toolset = compile_tools(tools)
    if not validate and _untouched(matches, toolset.by_name):
        return [c for m in matches for c in m.calls], []
    calls: list[Call] = []
    errors: list[ToolCallError] = []
    for match in matches:
        if match.error is not None:
            errors.append(match.error)
            continue
        found: list[ToolCallError] = []
        for call in match.calls:
            tool = toolset.get(call.name)
            if tool is None:
                known = ", ".join(repr(n) for n in toolset.names[:10]) or "none"
                found.append(_error("tool_call.unknown_tool",
                                    f"{call.name!r} is not one of the tools offered ({known})",
                                    call.name_pos, text, call.format))
                continue
            _type_call(call, tool, text, found)
            if validate:
                _validate(call, tool, text, found)
            calls.append(call)
        found.sort(key=lambda e: e.position if e.position is not None else -1)
        errors.extend(found)
    return calls, errors


def _untouched(matches: Sequence[Match], known: Mapping[str, Tool]) -> bool:
    """True when the tools change nothing in ``matches``: each is complete and each of its
    calls names a known tool and holds no raw-text value to type."""
    for match in matches:
        if match.error is not None:
            return False
        for call in match.calls:
            if call.raw or call.name not in known:
                return False
    return True
