"""The one error type of toolcalls, and the errors of plugin loading.

A :class:`ToolCallError` says what went wrong (``code``, ``message``) and where (``position``,
``line``, ``column``) in the text the caller passed in. Line and column are computed when the
error is built, so a successful parse pays nothing for them.
"""

from __future__ import annotations

from typing import Any

#: Display width of a tab in :meth:`ToolCallError.display`.
TAB_WIDTH = 4


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

    # Slots, not a __dict__: a text with a hundred thousand broken calls holds as many errors.
    __slots__ = ("_column", "_line", "_text", "code", "format", "message", "position")

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

    def display(self, text: str, *, width: int = 80) -> str:
        """The error as people read it: the message, the source line, a caret under the place.

        ::

            error: json.trailing_comma at 3:73: trailing comma before '}'
              3 | {"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius",}}
                |                                                                         ^

        ``text`` is the text the error was raised for. Tabs are expanded, control characters
        shown as ``?``, wide characters counted as two columns; a line wider than ``width``
        columns is shown as a window around the column, cut ends marked ``...``. Only the
        characters of that window are looked at, so showing an error in a 20 MB line costs
        what showing it in an 80-column line does. An error at the end of the text says so
        after the caret (and shows the line before when the text ends with a newline). An error
        with no position (``tool_call.not_found``) is the first line only.
        """
        return _display_error(self, text, width)

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


def _cell_width(char: str) -> int:
    import unicodedata  # noqa: PLC0415 - only when an error is shown

    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _cells(chars: str, column: int) -> list[tuple[str, int]]:
    """Each character as (what to print, display width), the first one at display ``column``:
    tabs expanded to the next multiple of TAB_WIDTH, control characters shown as ``?``."""
    import unicodedata  # noqa: PLC0415

    cells: list[tuple[str, int]] = []
    at = column
    for char in chars:
        if char == "\t":
            shown = " " * (TAB_WIDTH - at % TAB_WIDTH)
            cells.append((shown, len(shown)))
        elif unicodedata.category(char) == "Cc":
            cells.append(("?", 1))
        else:
            cells.append((char, _cell_width(char)))
        at += cells[-1][1]
    return cells


def _window(
    line: str, offset: int, width: int, *, cut_left: bool = False, cut_right: bool = False
) -> tuple[str, int]:
    """``line`` as displayed, cut to ``width`` columns around character ``offset``, and the
    display column of that character in the result. ``cut_left``/``cut_right`` say that
    ``line`` is already a slice of a longer line (those ends are marked ``...`` too)."""
    cells = _cells(line, 0)
    offset = min(offset, len(cells))
    caret = sum(w for _, w in cells[:offset])
    total = sum(w for _, w in cells)
    lo, hi = 0, total
    if total > width:
        lo = max(0, caret - width // 2)
        hi = min(total, lo + width)
        lo = max(0, hi - width)
    shown: list[str] = []
    at = 0
    for chars, w in cells:
        if at >= lo and at + w <= hi:
            shown.append(chars)
        at += w
    prefix = "..." if lo > 0 or cut_left else ""
    suffix = "..." if hi < total or cut_right else ""
    return f"{prefix}{''.join(shown)}{suffix}", len(prefix) + caret - lo


def _line_window(text: str, start: int, end: int, pos: int, width: int) -> tuple[str, int]:
    """The display window of ``text[start:end]`` (one line) around ``pos``.

    A character is at least one column wide, so characters more than ``width`` away from
    ``pos`` are never shown: only ``text[pos - width - 1 : pos + width + 1]`` is sliced out and
    looked at (tab stops of a cut line count from the cut). The finds that locate the line are
    C-level scans, so a 20 MB line costs what an 80-column one does.
    """
    lo = max(start, pos - width - 1)
    hi = min(end, pos + width + 1)
    line = text[lo:hi]
    if hi == end and line.endswith("\r") and pos < end:
        line = line[:-1]
    return _window(line, pos - lo, width, cut_left=lo > start, cut_right=hi < end)


def _display_error(err: ToolCallError, text: str, width: int) -> str:
    head = f"error: {err}"
    if err.position is None:
        return head
    pos = max(0, min(err.position, len(text)))
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    if end < 0:
        end = len(text)
    number = err.line if err.line is not None else text.count("\n", 0, pos) + 1
    at_end = pos == len(text)
    rows: list[tuple[str, str]] = []
    if at_end and start == end and start > 0:
        # The text ends with a newline: show the line before too.
        before_end = start - 1
        if before_end > 0 and text[before_end - 1] == "\r":
            before_end -= 1
        before_start = text.rfind("\n", 0, before_end) + 1
        rows.append((str(number - 1),
                     _line_window(text, before_start, before_end, before_end, width)[0]))
    shown, caret = _line_window(text, start, end, pos, width)
    rows.append((str(number), shown))
    gutter = max(len(n) for n, _ in rows)
    out = [head]
    out.extend(f"  {n.rjust(gutter)} | {body}".rstrip() for n, body in rows)
    out.append(f"  {' ' * gutter} | {' ' * caret}^" + (" end of input" if at_end else ""))
    return "\n".join(out)


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
