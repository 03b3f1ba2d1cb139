"""Minimal stand-ins for what vLLM's and SGLang's tool parsers import besides their own code.

bench/peers.py answers every import under vllm, sglang, openai, pydantic, transformers, torch
and xgrammar (except the parser folders themselves) with ``module(name)``: a module holding
the names defined for it below, and for any other name a placeholder class (used by the
parsers only in annotations and isinstance tests). Nothing here parses: the stand-ins hold
data (the protocol classes), give settings their defaults, and give the tokenizer a
vocabulary in which every token has an id.
"""

from __future__ import annotations

import itertools
import logging
import uuid
from types import ModuleType
from typing import Any, ClassVar

# --- pydantic: a plain-object BaseModel ------------------------------------------------------


class BaseModel:
    """Fields from the class annotations; defaults copied (a list default is a new list)."""

    _fields: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__()
        fields: dict[str, Any] = {}
        for klass in reversed(cls.__mro__):
            for name in getattr(klass, "__annotations__", {}):
                if not name.startswith("_"):
                    fields[name] = klass.__dict__.get(name, None)
        cls._fields = fields

    def __init__(self, **values: Any) -> None:
        for name, default in self._fields.items():
            if name not in values:
                values[name] = list(default) if isinstance(default, list) else (
                    dict(default) if isinstance(default, dict) else default)
        self.__dict__.update(values)

    def model_dump(self, exclude_none: bool = False, **_: Any) -> dict[str, Any]:
        out = {}
        for key, value in self.__dict__.items():
            if exclude_none and value is None:
                continue
            out[key] = value.model_dump(exclude_none=exclude_none) if isinstance(
                value, BaseModel) else value
        return out

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.__dict__!r})"


def Field(default: Any = None, **_: Any) -> Any:  # pydantic's name
    return default


def _identity_decorator(*args: Any, **_: Any) -> Any:
    if len(args) == 1 and callable(args[0]):
        return args[0]
    return lambda fn: fn


# --- the protocol classes --------------------------------------------------------------------


class FunctionCall(BaseModel):
    name: str = ""
    arguments: str = ""


class ToolCall(BaseModel):
    id: str | None = None
    type: str = "function"
    function: FunctionCall | None = None

    def __init__(self, **values: Any) -> None:
        values.setdefault("id", f"chatcmpl-tool-{uuid.uuid4().hex}")
        super().__init__(**values)


class DeltaFunctionCall(BaseModel):
    name: str | None = None
    arguments: str | None = None


class DeltaToolCall(BaseModel):
    id: str | None = None
    type: str | None = None
    index: int = 0
    function: Any = None


class DeltaMessage(BaseModel):
    role: str | None = None
    content: str | None = None
    reasoning: str | None = None
    tool_calls: list[Any] = []  # noqa: RUF012  (pydantic's style: copied per object)


class ExtractedToolCallInformation(BaseModel):
    tools_called: bool = False
    tool_calls: list[Any] = []  # noqa: RUF012  (pydantic's style: copied per object)
    content: str | None = None


class _Function(BaseModel):
    name: str = ""
    description: str | None = None
    parameters: dict[str, Any] | None = None
    strict: bool | None = None


class ChatCompletionToolsParam(BaseModel):
    type: str = "function"
    function: Any = None

    @classmethod
    def of(cls, tool: dict[str, Any]) -> ChatCompletionToolsParam:
        fn = tool["function"]
        return cls(function=_Function(name=fn["name"], description=fn.get("description"),
                                      parameters=fn.get("parameters")))


class ChatCompletionRequest(BaseModel):
    tools: list[Any] | None = None
    tool_choice: Any = "auto"
    parallel_tool_calls: bool = True
    skip_special_tokens: bool = True
    structured_outputs: Any = None
    response_format: Any = None


class SglTool(ChatCompletionToolsParam):
    """SGLang's ``Tool``: the same shape."""


class Tokenizer:
    """Any token has an id (the parsers look their special tokens up in the vocabulary)."""

    def __init__(self) -> None:
        counter = itertools.count(100_000)

        class Vocab(dict[str, int]):
            def __missing__(self, key: str) -> int:
                self[key] = value = next(counter)
                return value

            def get(self, key: str, default: Any = None) -> int:  # type: ignore[override]
                return self[key]

        self._vocab = Vocab()
        self.tokenizer = self

    def get_vocab(self) -> dict[str, int]:
        return self._vocab


class _Setting:
    def __init__(self, value: Any) -> None:
        self.value = value

    def get(self) -> Any:
        return self.value


class _SglangEnvs:
    """``envs.NAME.get()``: the defaults (off)."""

    def __getattr__(self, name: str) -> _Setting:
        return _Setting(None if name == "SGLANG_TOOL_STRICT_LEVEL" else False)


def _make_tool_call_id(*_: Any, **__: Any) -> str:
    return f"chatcmpl-tool-{uuid.uuid4().hex}"


_PROTOCOL = {
    "FunctionCall": FunctionCall, "ToolCall": ToolCall, "DeltaFunctionCall": DeltaFunctionCall,
    "DeltaToolCall": DeltaToolCall, "DeltaMessage": DeltaMessage,
    "ExtractedToolCallInformation": ExtractedToolCallInformation,
    "ChatCompletionToolsParam": ChatCompletionToolsParam,
    "ChatCompletionRequest": ChatCompletionRequest,
}

#: Names defined per stubbed module; every other name is a placeholder class.
DEFINED: dict[str, dict[str, Any]] = {
    "pydantic": {"BaseModel": BaseModel, "Field": Field, "field_validator": _identity_decorator,
                 "model_validator": _identity_decorator, "ConfigDict": dict},
    "vllm.entrypoints.generate.base.protocol": _PROTOCOL,
    "vllm.entrypoints.openai.chat_completion.protocol": _PROTOCOL,
    "vllm.entrypoints.openai.protocol": _PROTOCOL,
    "vllm.logger": {"init_logger": logging.getLogger},
    "vllm.renderers.chat_utils": {"make_tool_call_id": _make_tool_call_id},
    "vllm.utils": {"random_uuid": lambda: uuid.uuid4().hex},
    "vllm.utils.mistral": {"is_mistral_tokenizer": lambda tokenizer: False},
    "vllm.utils.collection_utils": {
        "is_list_of": lambda value, typ, check="first": isinstance(value, list) and all(
            isinstance(v, typ) for v in value)},
    "vllm.envs": {"VLLM_ENFORCE_STRICT_TOOL_CALLING": False,
                  "VLLM_TOOL_PARSE_REGEX_TIMEOUT_SECONDS": 1},
    "sglang.srt.entrypoints.openai.protocol": {"Tool": SglTool, **_PROTOCOL},
    "sglang.srt.environ": {"envs": _SglangEnvs()},
}


class _Member:
    """A placeholder's attribute (an enum member of a stubbed library): has a ``value``."""

    def __init__(self, name: str) -> None:
        self.name = self.value = f"<stub:{name}>"


class _PlaceholderType(type):
    def __getattr__(cls, name: str) -> _Member:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Member(name)


class _Placeholder(metaclass=_PlaceholderType):
    def __class_getitem__(cls, item: Any) -> type:
        return cls

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.__dict__.update(kwargs)


def module(name: str) -> ModuleType:
    mod = ModuleType(name)
    mod.__dict__.update(DEFINED.get(name, {}))

    def __getattr__(attr: str) -> Any:  # a module's __getattr__
        if attr.startswith("__"):
            raise AttributeError(attr)
        placeholder = type(attr, (_Placeholder,), {"__module__": name})
        setattr(mod, attr, placeholder)
        return placeholder

    mod.__getattr__ = __getattr__  # type: ignore[method-assign]
    return mod
