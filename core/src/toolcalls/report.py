"""``toolcalls eval --report report.html``: the evaluation as one self-contained HTML file.

:func:`build_report` turns the document of ``toolcalls eval --json``
(:func:`toolcalls.evaluation.json_report`) into HTML: the metrics table, a bar chart of each
metric per format, a histogram of error codes, per-tool name accuracy and argument exact match,
a confusion table of expected against predicted tool names, and the worst samples with their
text, the spans of their calls and the caret of their errors. The charts are drawn by
matplotlib (the ``toolcalls[report]`` extra) as inline SVG; the file loads nothing (no script,
font, style sheet or image from anywhere), and the whole ``--json`` document is embedded as
``<script type="application/json" id="report-data">`` so that its numbers can be read back.
Every number shown in a table carries ``data-key`` (its path in that document, as a JSON list)
and ``data-value`` (its exact value).

The output depends only on the document: no date, fixed SVG ids, so the same evaluation gives
the same bytes (``--jobs 2`` and ``--jobs 1`` included).
"""

from __future__ import annotations

import html
import io
import itertools
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from toolcalls.metrics import METRIC_KEYS, NO_CALL_KEY

__all__ = ["INSTALL_HINT", "MAX_CONFUSION_LABELS", "build_report", "require_matplotlib"]

INSTALL_HINT = "pip install 'toolcalls[report]'"
#: Tool names shown on each side of the confusion table; the rest are summed as "(other)".
MAX_CONFUSION_LABELS = 25
#: Tools shown in the per-tool chart (most expected first); the table lists them all.
MAX_CHART_TOOLS = 30
_OTHER = "(other)"
#: The playground's format colours (toolcalls/serve/static/style.css).
_COLOURS = (
    "#1565c0",
    "#2e7d32",
    "#ef6c00",
    "#7b1fa2",
    "#00838f",
    "#ad1457",
    "#558b2f",
    "#f9a825",
    "#4527a0",
    "#5d4037",
)


def require_matplotlib() -> None:
    """Raise ``ImportError`` naming the extra when matplotlib cannot be imported."""
    try:
        import matplotlib  # noqa: F401, PLC0415
    except ImportError as exc:
        raise ImportError(f"--report needs matplotlib: {INSTALL_HINT}") from exc


# --------------------------------------------------------------------------- small helpers


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _cell(path: Sequence[object], value: float | int | None, shown: str | None = None) -> str:
    """A table cell holding a number of the JSON document, with its path and exact value."""
    text = shown if shown is not None else (_fmt(value) if isinstance(value, float) else str(value))
    if value is None:
        return '<td class="num">-</td>'
    key = _e(json.dumps(list(path)))
    return f'<td class="num" data-key="{key}" data-value="{_e(json.dumps(value))}">{_e(text)}</td>'


def _label(fmt: str | None) -> str:
    return "(none)" if fmt is None or fmt == "null" else fmt


# --------------------------------------------------------------------------- charts


def _svg(figure: Any, salt: str) -> str:
    """The figure as an inline <svg> element with ids that depend on ``salt`` only."""
    import matplotlib  # noqa: PLC0415

    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": salt, "svg.fonttype": "none"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None}, bbox_inches="tight")
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg") :]
    # Each chart's ids get a prefix so that several SVGs can share one page.
    svg = re.sub(r'id="([^"]+)"', rf'id="{salt}-\1"', svg)
    svg = re.sub(r"url\(#([^)]+)\)", rf"url(#{salt}-\1)", svg)
    svg = re.sub(r'href="#([^"]+)"', rf'href="#{salt}-\1"', svg)
    return svg.strip()


def _figure(width: float, height: float) -> Any:
    from matplotlib.figure import Figure  # noqa: PLC0415

    figure = Figure(figsize=(width, height), dpi=100)
    figure.patch.set_alpha(0)
    return figure


def _style(axes: Any) -> None:
    axes.spines["top"].set_visible(False)
    axes.spines["right"].set_visible(False)
    axes.tick_params(labelsize=8)


def _metrics_chart(by_format: Mapping[str, Any]) -> str:
    formats = list(by_format)
    labels = [_label(f) for f in formats]
    keys = list(METRIC_KEYS)
    columns = 5
    rows = (len(keys) + columns - 1) // columns
    figure = _figure(12, 2.6 * rows)
    for i, key in enumerate(keys):
        axes = figure.add_subplot(rows, columns, i + 1)
        values = [by_format[f]["means"].get(key) for f in formats]
        heights = [0.0 if v is None else v for v in values]
        colours = [_COLOURS[j % len(_COLOURS)] for j in range(len(formats))]
        bars = axes.bar(range(len(formats)), heights, color=colours)
        for bar, value in zip(bars, values, strict=True):
            if value is None:
                bar.set_alpha(0)
        axes.set_ylim(0, 1.05)
        axes.set_title(key, fontsize=9)
        axes.set_xticks(range(len(formats)), labels, rotation=60, ha="right")
        _style(axes)
    figure.tight_layout()
    return _svg(figure, "metrics")


def _hbar_chart(labels: list[str], values: list[int], salt: str, xlabel: str) -> str:
    figure = _figure(8, 0.6 + 0.28 * len(labels))
    axes = figure.add_subplot(1, 1, 1)
    positions = list(range(len(labels)))
    axes.barh(positions, values, color=_COLOURS[0])
    axes.set_yticks(positions, labels)
    axes.invert_yaxis()
    axes.set_xlabel(xlabel, fontsize=8)
    for y, value in zip(positions, values, strict=True):
        axes.text(value, y, f" {value}", va="center", fontsize=8)
    _style(axes)
    return _svg(figure, salt)


def _tools_chart(tools: Mapping[str, Any]) -> str:
    names = [n for n, t in tools.items() if t["gold"]][:MAX_CHART_TOOLS]
    figure = _figure(8, 0.8 + 0.42 * len(names))
    axes = figure.add_subplot(1, 1, 1)
    height = 0.38
    for k, (key, colour) in enumerate(
        (("name_correct", _COLOURS[0]), ("args_exact_match", _COLOURS[1]))
    ):
        positions = [i + (k - 0.5) * height for i in range(len(names))]
        axes.barh(positions, [tools[n][key] for n in names], height, color=colour, label=key)
    axes.set_yticks(range(len(names)), names)
    axes.invert_yaxis()
    axes.set_xlim(0, 1.05)
    axes.legend(fontsize=8, loc="lower right")
    _style(axes)
    return _svg(figure, "tools")


# --------------------------------------------------------------------------- tables


def _metrics_table(summary: Mapping[str, Any]) -> str:
    means = summary["means"]
    rows = []
    for key in METRIC_KEYS:
        over = summary["no_call_count"] if key == NO_CALL_KEY else summary["count"]
        rows.append(
            f"<tr><th>{_e(key)}</th>{_cell(['summary', 'means', key], means.get(key))}"
            f"{_cell(['summary', 'no_call_count' if key == NO_CALL_KEY else 'count'], over)}</tr>"
        )
    calls = summary["calls"]
    micro = "".join(
        f"<tr><th>calls {_e(k)}</th>{_cell(['summary', 'calls', k], calls.get(k))}<td></td></tr>"
        for k in ("gold", "pred", "matched", "precision", "recall", "f1")
        if k in calls
    )
    errors = summary["samples_with_errors"]
    return (
        '<table class="metrics"><thead><tr><th>metric</th><th>mean</th><th>samples</th></tr>'
        f"</thead><tbody>{''.join(rows)}{micro}"
        f"<tr><th>samples with parse errors</th>"
        f"{_cell(['summary', 'samples_with_errors'], errors)}<td></td></tr></tbody></table>"
    )


def _by_format_table(by_format: Mapping[str, Any]) -> str:
    head = "".join(f"<th>{_e(k)}</th>" for k in METRIC_KEYS)
    rows = []
    for fmt, sub in by_format.items():
        path = ["summary", "by_format", fmt]
        cells = "".join(_cell([*path, "means", k], sub["means"].get(k)) for k in METRIC_KEYS)
        rows.append(
            f"<tr><th>{_e(_label(fmt))}</th>"
            f"{_cell([*path, 'count'], sub['count'])}{cells}"
            f"{_cell([*path, 'samples_with_errors'], sub['samples_with_errors'])}</tr>"
        )
    return (
        '<div class="wide"><table class="by-format"><thead><tr><th>format</th><th>samples</th>'
        f"{head}<th>errors</th></tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _errors_table(codes: Mapping[str, int], examples: Mapping[str, Any]) -> str:
    rows = []
    for code, count in codes.items():
        seen = []
        for ex in examples.get(code, []):
            where = f"line {ex['line']}" + (f" ({ex['id']})" if ex["id"] is not None else "")
            if ex["error_line"] is not None:
                where += f" at {ex['error_line']}:{ex['error_column']}"
            seen.append(where)
        rows.append(
            f"<tr><th><code>{_e(code)}</code></th>"
            f"{_cell(['summary', 'error_codes', code], count)}<td>{_e(', '.join(seen))}</td></tr>"
        )
    return (
        '<table class="errors"><thead><tr><th>code</th><th>count</th><th>first seen</th></tr>'
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _tools_table(tools: Mapping[str, Any]) -> str:
    rows = []
    for name, t in tools.items():
        rows.append(
            f"<tr><th><code>{_e(name)}</code></th>"
            + "".join(
                _cell(["tools", name, k], t[k])
                for k in ("gold", "pred", "name_correct", "args_exact_match")
            )
            + "</tr>"
        )
    return (
        '<table class="tools"><thead><tr><th>tool</th><th>expected calls</th>'
        "<th>predicted calls</th><th>name_correct</th><th>args_exact_match</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def _confusion_table(confusion: Sequence[Mapping[str, Any]]) -> str:
    expected_totals: dict[str, int] = {}
    predicted_totals: dict[str, int] = {}
    for item in confusion:
        expected_totals[item["expected"]] = expected_totals.get(item["expected"], 0) + item["count"]
        predicted_totals[item["predicted"]] = (
            predicted_totals.get(item["predicted"], 0) + item["count"]
        )

    def top(totals: dict[str, int]) -> list[str]:
        ordered = sorted(totals, key=lambda k: (k.startswith("("), -totals[k], k))
        if len(ordered) <= MAX_CONFUSION_LABELS:
            return ordered
        return [*ordered[: MAX_CONFUSION_LABELS - 1], _OTHER]

    rows_labels = top(expected_totals)
    # Columns follow the rows where a tool is on both sides, so hits sit on the diagonal.
    predicted = top(predicted_totals)
    cols_labels = [r for r in rows_labels if r in predicted and not r.startswith("(")]
    cols_labels += [c for c in predicted if c not in cols_labels]
    grid: dict[tuple[str, str], int] = {}
    for item in confusion:
        row = item["expected"] if item["expected"] in rows_labels else _OTHER
        col = item["predicted"] if item["predicted"] in cols_labels else _OTHER
        grid[(row, col)] = grid.get((row, col), 0) + item["count"]
    biggest = max(grid.values(), default=1)
    head = "".join(f'<th class="col"><span>{_e(c)}</span></th>' for c in cols_labels)
    body = []
    for row in rows_labels:
        cells = []
        for col in cols_labels:
            n = grid.get((row, col), 0)
            if not n:
                cells.append("<td></td>")
                continue
            level = min(9, 1 + int(8 * n / biggest))
            kind = "hit" if row == col else "miss"
            cells.append(
                f'<td class="num {kind} l{level}" data-expected="{_e(row)}" '
                f'data-predicted="{_e(col)}" data-count="{n}">{n}</td>'
            )
        body.append(f"<tr><th>{_e(row)}</th>{''.join(cells)}</tr>")
    return (
        '<div class="wide"><table class="confusion"><thead><tr><th>expected \\ predicted</th>'
        f"{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )


# --------------------------------------------------------------------------- worst samples


def _marked_text(text: str, spans: Sequence[Sequence[Any]], errors: Sequence[Any]) -> str:
    """The text as HTML: claimed stretches wrapped by kind, each error's character marked."""
    n = len(text)
    marks: list[tuple[int, int, str]] = [
        (max(0, min(n, a)), max(0, min(n, b)), str(kind)) for a, b, kind in spans
    ]
    for err in errors:
        position = err.get("position")
        if isinstance(position, int) and position < n:
            marks.append((position, position + 1, "errpos"))
    cuts = sorted({0, n, *(a for a, _, _ in marks), *(b for _, b, _ in marks)})
    out = []
    for a, b in itertools.pairwise(cuts):
        kinds = sorted({k for s, e, k in marks if s <= a and e >= b and e > s})
        piece = _e(text[a:b])
        out.append(f'<span class="{" ".join(kinds)}">{piece}</span>' if kinds else piece)
    for err in errors:
        position = err.get("position")
        if isinstance(position, int) and position >= n:
            out.append('<span class="errpos eoi"></span>')
    return "".join(out)


def _calls_json(calls: Sequence[Any]) -> str:
    if not calls:
        return "(no call)"
    return _e("\n".join(json.dumps(call, ensure_ascii=False) for call in calls))


def _worst(samples: Sequence[Mapping[str, Any]]) -> str:
    if not samples:
        return "<p>Every sample scored perfectly.</p>"
    parts = []
    for i, sample in enumerate(samples):
        label = f"line {sample['line']}" + (f" ({sample['id']})" if sample["id"] else "")
        m = sample["metrics"]
        scores = ", ".join(
            f"{k} {m[k]:.2f}" for k in ("call_f1", "name_correct", "args_exact_match") if k in m
        )
        cut = ""
        if sample["length"] > len(sample["text"]):
            cut = (
                f'<p class="note">The first {len(sample["text"]):,} of '
                f"{sample['length']:,} characters.</p>"
            )
        carets = "".join(
            f'<pre class="caret">{_e(err["display"])}</pre>' for err in sample["errors"]
        )
        parts.append(
            f'<section class="sample" data-line="{sample["line"]}">'
            f"<h3>{i + 1}. {_e(label)}: {_e(scores)}</h3>{cut}"
            f'<pre class="text">{_marked_text(sample["text"], sample["spans"], sample["errors"])}'
            f"</pre>{carets}"
            '<div class="pair"><div><h4>expected</h4>'
            f'<pre class="json expected">{_calls_json(sample["expected"])}</pre></div>'
            "<div><h4>parsed</h4>"
            f'<pre class="json parsed">{_calls_json(sample["predicted"])}</pre></div></div>'
            "</section>"
        )
    return "".join(parts)


# --------------------------------------------------------------------------- the page

_CSS = """
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
       color: #1d232a; margin: 0 auto; padding: 1em 2em 3em; max-width: 1200px; }
h1 { font-size: 1.4em; }
h2 { font-size: 1.15em; margin-top: 2em; border-bottom: 1px solid #d5dae0; }
h3 { font-size: 1em; } h4 { margin: 0.4em 0; font-size: 0.9em; color: #5c6670; }
.note, .meta { color: #5c6670; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { padding: 0.2em 0.6em; border-bottom: 1px solid #e6e9ed; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.wide { overflow-x: auto; }
svg { max-width: 100%; height: auto; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
            font-size: 12.5px; }
pre { background: #f6f8fa; border: 1px solid #d5dae0; border-radius: 6px; padding: 0.5em;
      white-space: pre-wrap; word-break: break-word; margin: 0.3em 0; }
pre.caret { background: #fff5f5; border-color: #f3c0c0; white-space: pre; overflow-x: auto; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
.sample { border-top: 1px solid #e6e9ed; margin-top: 1em; }
span.call { background: #e3f0fd; border-bottom: 2px solid #1565c0; }
span.error { background: #fdecea; text-decoration: underline wavy #c62828; }
span.reasoning { color: #5c6670; font-style: italic; background: #eef0f3; }
span.errpos { background: #c62828; color: #fff; }
span.errpos.eoi::after { content: "\\2190 end of input"; padding: 0 0.3em; font-size: 0.85em; }
table.confusion th.col { vertical-align: bottom; }
table.confusion th.col span { writing-mode: vertical-rl; transform: rotate(180deg); }
td.hit { background: rgba(46, 125, 50, 0.18); } td.miss { background: rgba(198, 40, 40, 0.10); }
td.hit.l5, td.hit.l6, td.hit.l7, td.hit.l8, td.hit.l9 { background: rgba(46, 125, 50, 0.45); }
td.miss.l3, td.miss.l4, td.miss.l5, td.miss.l6, td.miss.l7, td.miss.l8, td.miss.l9 {
  background: rgba(198, 40, 40, 0.35); }
"""


def build_report(report: Mapping[str, Any], *, version: str | None = None) -> str:
    """The HTML report of ``report``, the document of ``toolcalls eval --json``."""
    require_matplotlib()
    if version is None:
        from toolcalls import __version__ as version  # noqa: PLC0415
    summary = report["summary"]
    by_format = summary["by_format"]
    options = summary["options"]
    codes = summary["error_codes"]
    tools = report.get("tools", {})
    source = report["file"]
    data = json.dumps(report, ensure_ascii=False, sort_keys=False)
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    skipped = sum(report["input"]["skipped"].values())
    meta = (
        f"{summary['count']:,} samples from {report['input']['lines']:,} lines"
        + (f" ({skipped:,} skipped)" if skipped else "")
        + f"; match={options['match']}, numeric_tolerance="
        + ("on" if options["numeric_tolerance"] else "off")
        + ", failed_parse_as_call="
        + ("on" if options["failed_parse_as_call"] else "off")
    )
    by_format_json = {("null" if k is None else k): v for k, v in by_format.items()}
    sections = [
        f"<h1>toolcalls evaluation: {_e(source)}</h1>",
        f'<p class="meta">{_e(meta)}. Made by toolcalls {_e(version)}; every metric is '
        "defined in the toolcalls docs (docs/metrics.md).</p>",
        "<h2>Metrics</h2>",
        _metrics_table(summary),
        "<h2>Metrics per format</h2>",
        '<p class="note">A sample counts under the format of its first parsed call, or of its '
        'first error; "(none)" has neither.</p>',
        _metrics_chart(by_format_json) if by_format_json else "<p>No samples.</p>",
        _by_format_table(by_format_json),
        "<h2>Parse errors</h2>",
    ]
    if codes:
        sections.append(_hbar_chart(list(codes), list(codes.values()), "errors", "occurrences"))
        sections.append(_errors_table(codes, report.get("error_examples", {})))
    else:
        sections.append("<p>No parse errors.</p>")
    sections.append("<h2>Per tool</h2>")
    sections.append(
        '<p class="note">Over the expected calls of each tool: name_correct is the share whose '
        "aligned prediction has the right name, args_exact_match the share whose aligned "
        "prediction has exactly the right arguments.</p>"
    )
    if any(t["gold"] for t in tools.values()):
        sections.append(_tools_chart(tools))
    sections.append(_tools_table(tools))
    sections.append("<h2>Expected against predicted tool names</h2>")
    sections.append(
        '<p class="note">Rows: the expected call\'s tool; columns: the tool of the prediction '
        'aligned with it. "(missing)": no prediction; "(broken)": a call that did not parse; '
        '"(none)" row: predicted calls aligned with no expected call.</p>'
    )
    sections.append(_confusion_table(report.get("confusion", [])))
    sections.append("<h2>Worst samples</h2>")
    sections.append(
        '<p class="note">Lowest call_f1, then name_correct, args_exact_match, most errors; '
        "calls, broken calls and reasoning marked in the text, each error's position in red."
        "</p>"
    )
    sections.append(_worst(report.get("worst", [])))
    body = "\n".join(sections)
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>toolcalls evaluation: {_e(source)}</title>"
        f"<style>{_CSS}</style></head><body>\n{body}\n"
        f'<script type="application/json" id="report-data">{data}</script>\n'
        "</body></html>\n"
    )
