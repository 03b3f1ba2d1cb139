// The toolcalls playground. Plain JavaScript, no build step, no network beyond this server.
// Every answer comes from the JSON API (docs/cli.md); offsets from the server are code-point
// indices (Python string indices), so the text is split with Array.from, never by UTF-16 units.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const state = {
    formats: [],
    features: { tools: false, stream: false },
    calls: [],
    seq: 0,
    pending: 0,
    timer: null,
    replay: null,
  };

  function setIdle() {
    document.body.dataset.idle = state.pending === 0 && state.timer === null ? "true" : "false";
  }

  async function api(path, body) {
    const init = body === undefined ? {} : {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    };
    state.pending += 1;
    setIdle();
    try {
      const response = await fetch(path, init);
      const answer = await response.json();
      if (!response.ok) {
        const message = answer && answer.error ? answer.error.message : response.statusText;
        throw new Error(`${response.status}: ${message}`);
      }
      return answer;
    } finally {
      state.pending -= 1;
      setIdle();
    }
  }

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "class") node.className = value;
      else if (key.startsWith("data-")) node.dataset[key.slice(5)] = value;
      else node.setAttribute(key, value);
    }
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function status(message, isError) {
    const node = $("status");
    node.textContent = message;
    node.className = isError ? "error" : "";
  }

  // ------------------------------------------------------------------ request fields

  function mode() {
    return document.querySelector("input[name=mode]:checked").value;
  }

  function chosenFormats() {
    const boxes = Array.from(document.querySelectorAll("#formats input[type=checkbox]"));
    const chosen = boxes.filter((b) => b.checked).map((b) => b.value);
    return chosen.length === boxes.length ? null : chosen;
  }

  // undefined: the box is invalid (nothing is sent); null: no tools.
  function tools() {
    const raw = $("tools").value.trim();
    const note = $("tools-status");
    if (!raw) {
      note.textContent = state.features.tools ? "" : "tools need a newer toolcalls";
      return null;
    }
    let value;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      note.textContent = `not valid JSON: ${err.message}`;
      note.className = "note error";
      return undefined;
    }
    if (!Array.isArray(value)) {
      note.textContent = "the tools must be a JSON array";
      note.className = "note error";
      return undefined;
    }
    note.className = "note";
    note.textContent = state.features.tools ? `${value.length} tool(s)` : "tools need a newer toolcalls";
    return value;
  }

  // ------------------------------------------------------------------ the highlighted text

  function renderView(text, answer) {
    const view = $("view");
    view.replaceChildren();
    const cps = Array.from(text);
    const n = cps.length;
    const marks = [];
    answer.calls.forEach((call, i) => {
      marks.push({
        start: call.start, end: call.end, cls: ["call", `c${call.colour}`],
        data: { call: String(i), format: call.format }, title: `${call.format}: ${call.name}`,
      });
    });
    answer.errors.forEach((err, i) => {
      const where = err.line === null ? "" : ` at ${err.line}:${err.column}`;
      const title = `${err.code}${where}: ${err.message}`;
      if (err.span) {
        marks.push({ start: err.span[0], end: err.span[1], cls: ["broken"], data: { error: String(i) }, title });
      }
      if (err.position !== null && err.position < n) {
        marks.push({
          start: err.position, end: err.position + 1, cls: ["errpos"],
          data: { errpos: String(i), code: err.code }, title,
        });
      }
    });
    for (const [start, end] of answer.reasoning_spans) {
      marks.push({ start, end, cls: ["reasoning"], data: {}, title: "reasoning (never searched)" });
    }
    const cuts = new Set([0, n]);
    for (const m of marks) {
      m.start = Math.max(0, Math.min(n, m.start));
      m.end = Math.max(m.start, Math.min(n, m.end));
      cuts.add(m.start);
      cuts.add(m.end);
    }
    const points = Array.from(cuts).sort((a, b) => a - b);
    for (let k = 0; k + 1 < points.length; k += 1) {
      const a = points[k];
      const b = points[k + 1];
      const piece = cps.slice(a, b).join("");
      const over = marks.filter((m) => m.start <= a && m.end >= b && m.end > m.start);
      if (over.length === 0) {
        view.append(document.createTextNode(piece));
        continue;
      }
      const span = el("span", { class: ["hl", ...over.flatMap((m) => m.cls)].join(" ") }, piece);
      span.title = over.map((m) => m.title).join("\n");
      for (const m of over) Object.assign(span.dataset, m.data);
      view.append(span);
    }
    answer.errors.forEach((err, i) => {
      if (err.position !== null && err.position >= n) {
        view.append(el("span", {
          class: "hl errpos eoi", "data-errpos": String(i), "data-code": err.code,
          title: `${err.code}: ${err.message}`,
        }));
      }
    });
  }

  function renderAnswer(text, answer) {
    renderView(text, answer);
    state.calls = answer.calls;
    const shown = answer.calls.map((c) => {
      const item = { name: c.name, arguments: c.arguments, format: c.format, span: [c.start, c.end] };
      if (c.id !== null) item.id = c.id;
      return item;
    });
    const pretty = JSON.stringify(shown, null, 2);
    $("calls").textContent = pretty.replace(/"span": \[\s+(\d+),\s+(\d+)\s+\]/g, '"span": [$1, $2]');
    const list = $("errors");
    list.replaceChildren();
    answer.errors.forEach((err, i) => {
      const where = err.line === null ? "" : ` at ${err.line}:${err.column}`;
      const item = el("li", { class: "error", "data-code": err.code, "data-error": String(i) });
      item.append(el("code", {}, err.code), document.createTextNode(`${where}`));
      if (err.format) item.append(document.createTextNode(` (${err.format})`));
      item.append(document.createTextNode(`: ${err.message}`));
      list.append(item);
    });
    if (answer.errors.length === 0) list.append(el("li", { class: "none" }, "none"));
    $("content").textContent = answer.content;
    $("reasoning").textContent = answer.reasoning === null ? "(no reasoning block)" : answer.reasoning;
    const summary = `${answer.mode}: ${answer.calls.length} call(s), ${answer.errors.length} error(s)`;
    status([summary, ...answer.notes].join(" - "), false);
  }

  async function parseNow() {
    state.timer = null;
    state.pending += 1; // the page is busy until the answer and its conversion are shown
    try {
      await parseAndConvert();
    } finally {
      state.pending -= 1;
      setIdle();
    }
  }

  async function parseAndConvert() {
    const text = $("text").value;
    const toolList = tools();
    if (toolList === undefined) return;
    const formats = chosenFormats();
    if (formats !== null && formats.length === 0) {
      status("choose at least one format", true);
      return;
    }
    const seq = ++state.seq;
    try {
      const answer = await api("/api/parse", { text, mode: mode(), formats, tools: toolList });
      if (seq !== state.seq) return;
      renderAnswer(text, answer);
      await convertNow();
    } catch (err) {
      if (seq === state.seq) status(`error ${err.message}`, true);
    }
  }

  function schedule() {
    if (state.timer !== null) clearTimeout(state.timer);
    state.timer = setTimeout(parseNow, 120);
    setIdle();
  }

  // ------------------------------------------------------------------ conversion

  async function convertNow() {
    const out = $("converted");
    out.className = "box";
    if (state.calls.length === 0) {
      out.textContent = "(no calls to convert)";
      return;
    }
    const calls = state.calls.map((c) => {
      const call = { name: c.name, arguments: c.arguments };
      if (c.id !== null) call.id = c.id;
      return call;
    });
    const seq = state.seq;
    try {
      const answer = await api("/api/convert", { calls, to: $("convert-to").value });
      if (seq !== state.seq) return;
      if (answer.error !== null) {
        out.className = "box error";
        out.textContent = `cannot write these calls as ${answer.to}: ${answer.error}`;
      } else {
        out.textContent = answer.kind === "json" ? JSON.stringify(answer.output, null, 2) : answer.output;
      }
    } catch (err) {
      out.className = "box error";
      out.textContent = `error ${err.message}`;
    }
  }

  // ------------------------------------------------------------------ benchmark

  async function bench() {
    const result = $("bench-result");
    const formats = chosenFormats();
    result.textContent = "running...";
    try {
      const a = await api("/api/bench", { text: $("text").value, mode: mode(), formats, runs: 1000 });
      const total = (a.total_us / 1000).toFixed(1);
      const early = a.stopped_early ? ` (stopped after ${a.runs.toLocaleString("en")} runs)` : "";
      result.textContent = `${a.runs.toLocaleString("en")} ${a.mode} parses in ${total} ms: ` +
        `${a.per_parse_us} \u00b5s per parse${early}, timed on the server`;
      result.dataset.perParseUs = String(a.per_parse_us);
    } catch (err) {
      result.textContent = `error ${err.message}`;
    }
  }

  // ------------------------------------------------------------------ stream replay (needs StreamParser)

  function describe(event) {
    const parts = [`chunk ${event.chunk}`, event.kind];
    for (const key of ["index", "name", "id", "format"]) {
      if (event[key] !== undefined && event[key] !== null) parts.push(`${key}=${event[key]}`);
    }
    if (event.text !== undefined && event.text !== null) parts.push(JSON.stringify(event.text));
    if (event.call) parts.push(JSON.stringify(event.call));
    if (event.error) parts.push(`${event.error.code}: ${event.error.message}`);
    return parts.join(" ");
  }

  async function replay() {
    if (state.replay !== null) clearInterval(state.replay);
    const list = $("events");
    list.replaceChildren();
    try {
      const answer = await api("/api/stream", { text: $("text").value, formats: chosenFormats(), chunk_size: 8 });
      let k = 0;
      state.replay = setInterval(() => {
        if (k >= answer.events.length) {
          clearInterval(state.replay);
          state.replay = null;
          return;
        }
        const event = answer.events[k];
        list.append(el("li", { class: `event kind-${event.kind}` }, describe(event)));
        k += 1;
      }, 40);
    } catch (err) {
      list.append(el("li", { class: "error" }, `error ${err.message}`));
    }
  }

  // ------------------------------------------------------------------ start

  async function start() {
    let info;
    try {
      info = await api("/api/formats");
    } catch (err) {
      status(`cannot load the formats: ${err.message}`, true);
      return;
    }
    state.formats = info.formats;
    state.features = info.features;
    $("version").textContent = `toolcalls ${info.version}`;
    const box = $("formats");
    const target = $("convert-to");
    const group = el("optgroup", { label: "installed formats" });
    for (const fmt of info.formats) {
      const label = el("label", { title: fmt.description });
      const input = el("input", { type: "checkbox", value: fmt.id });
      input.checked = true;
      input.addEventListener("change", schedule);
      label.append(input, el("span", { class: `swatch c${fmt.colour}` }), document.createTextNode(fmt.id));
      box.append(label);
      group.append(el("option", { value: fmt.id }, fmt.id));
    }
    target.append(group);
    const picker = $("example");
    info.examples.forEach((example, i) => {
      picker.append(el("option", { value: String(i) }, example.label));
    });
    picker.addEventListener("change", () => {
      if (picker.value === "") return;
      $("text").value = info.examples[Number(picker.value)].text;
      schedule();
    });
    const replayButton = $("replay");
    replayButton.disabled = !info.features.stream;
    if (info.features.stream) replayButton.title = "feed the text in chunks of 8 characters";
    replayButton.addEventListener("click", replay);
    $("bench").addEventListener("click", bench);
    $("text").addEventListener("input", schedule);
    $("tools").addEventListener("input", schedule);
    target.addEventListener("change", convertNow);
    for (const radio of document.querySelectorAll("input[name=mode]")) {
      radio.addEventListener("change", schedule);
    }
    tools();
    schedule();
  }

  document.addEventListener("DOMContentLoaded", start);
})();
