"""The one error type of toolcalls, and the errors of plugin loading.

A :class:`ToolCallError` says what went wrong (``code``, ``message``) and where (``position``,
``line``, ``column``) in the text the caller passed in. Line and column are computed when the
error is built, so a successful parse pays nothing for them.
"""

from __future__ import annotations

from typing import Any


def line_column(text: str, position: int) -> tuple[int, int]:
    """1-based line and column of a 0-based character offset into ``text``."""
    line = text.count("\n", 0, position) + 1
    column = position - text.rfind("\n", 0, position)
    return line, column


class ToolCallError(ValueError):
    """A tool call that could not be parsed, or the absence of one where one was required.

    :ivar code: machine-readable code, such as ``json.trailing_comma`` (see docs/errors.md).
    :ivar message: what was expected and what was found, for people and for models.
    :ivar position: 0-based character offset into the caller's text, or None where no single
        place exists (``tool_call.not_found``).
    :ivar line: 1-based line of ``position`` (None when ``position`` is None), computed from
        the text on first access.
    :ivar column: 1-based column of ``position`` (None when ``position`` is None).
    :ivar format: id of the format that raised it, or None for engine-level errors.
    """

    code: str
    message: str
    position: int | None
    format: str | None

    def __init__(
        self,
        code: str,
        message: str,
        position: int | None = None,
        *,
        text: str | None = None,
        line: int | None = None,
        column: int | None = None,
        format: str | None = None,
    ) -> None:
        self.code = code
        self.message = message
        self.position = position
        self.format = format
        # Line and column are computed on first use from the text (kept until then), so an
        # error that a plugin builds and then discards costs nothing for them.
        self._text = text if position is not None and line is None else None
        self._line = line
        self._column = column
        super().__init__(code, message, position)

    def _locate(self) -> None:
        if self._text is not None and self.position is not None:
            self._line, self._column = line_column(self._text, self.position)
            self._text = None

    @property
    def line(self) -> int | None:
        """1-based line of ``position`` (None when ``position`` is None)."""
        self._locate()
        return self._line

    @property
    def column(self) -> int | None:
        """1-based column of ``position`` (None when ``position`` is None)."""
        self._locate()
        return self._column

    def __str__(self) -> str:
        if self.line is not None:
            return f"{self.code} at {self.line}:{self.column}: {self.message}"
        if self.position is not None:
            return f"{self.code} at offset {self.position}: {self.message}"
        return f"{self.code}: {self.message}"

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(code={self.code!r}, message={self.message!r}, "
            f"position={self.position!r}, line={self.line!r}, column={self.column!r}, "
            f"format={self.format!r})"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        # Keep every field across pickling (multiprocessing in evaluation runs).
        return (
            _rebuild,
            (
                type(self),
                self.code,
                self.message,
                self.position,
                self.line,
                self.column,
                self.format,
            ),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ToolCallError):
            return NotImplemented
        return self.to_dict() == other.to_dict() and type(self) is type(other)

    def __hash__(self) -> int:
        return hash((self.code, self.position, self.message))

    def to_dict(self) -> dict[str, Any]:
        """The error as a JSON-ready dict (code, message, position, line, column, format)."""
        return {
            "code": self.code,
            "message": self.message,
            "position": self.position,
            "line": self.line,
            "column": self.column,
            "format": self.format,
        }


def _rebuild(
    cls: type[ToolCallError],
    code: str,
    message: str,
    position: int | None,
    line: int | None,
    column: int | None,
    format: str | None,
) -> ToolCallError:
    err = cls.__new__(cls)
    ToolCallError.__init__(err, code, message, position, line=line, column=column, format=format)
    return err


class NoToolCallFoundError(ToolCallError):
    """``parse_tool_call`` found no call in any tier (code ``tool_call.not_found``)."""

    def __init__(
        self,
        message: str = "no tool call found in the text",
        position: int | None = None,
        *,
        text: str | None = None,
        line: int | None = None,
        column: int | None = None,
        format: str | None = None,
        code: str = "tool_call.not_found",
    ) -> None:
        super().__init__(
            code, message, position, text=text, line=line, column=column, format=format
        )


class PluginError(RuntimeError):
    """A format plugin could not be loaded or is not usable: raised at load, naming the plugin."""


class NoFormatsError(PluginError):
    """No format plugin is installed (or every one is blocked)."""
