import IMSimModel

/// The script of `report.html`: draws the run from the JSON in the page. Long lists (steps, lines)
/// draw only the rows in view, and the lanes only the selected time range, so big runs stay quick.
enum ReportScript {
    static let javascript = #"""
"use strict";
const R = JSON.parse(document.getElementById("report-data").textContent);
const SVG = "http://www.w3.org/2000/svg";
// The address says which step and time range to show: #step=3&range=120-480 (milliseconds).
const linked = new URLSearchParams(location.hash.slice(1));
const linkedRange = /^([\d.]+)-([\d.]+)$/.exec(linked.get("range") || "");
const state = { from: linkedRange ? Number(linkedRange[1]) : 0, to: linkedRange ? Number(linkedRange[2]) : Math.max(R.duration, 1),
  phones: new Set(R.cast),
  step: linked.has("step") ? Math.min(Math.max(Number(linked.get("step")) - 1 || 0, 0), Math.max(R.steps.length - 1, 0)) : R.failedStep ?? 0 };
const listeners = [];

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "on") for (const [name, handler] of Object.entries(value)) node.addEventListener(name, handler);
    else if (value !== undefined && value !== null) node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined)
    node.append(typeof child === "string" || typeof child === "number" ? String(child) : child);
  return node;
}
function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  for (const child of children) node.append(child);
  return node;
}
/// Whether the 3-pixel column of `x` in row `row` already has a mark in `columns` (and takes it if
/// not): a range of thousands of events draws at most one mark every 3 pixels.
function taken(columns, row, x) {
  const key = row * 100000 + Math.round(x / 3);
  if (columns.has(key)) return true;
  columns.add(key);
  return false;
}
function ms(value) {
  if (value === null || value === undefined) return "";
  return value < 1000 ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) + " ms" : (value / 1000).toFixed(2) + " s";
}
function changed() {
  for (const listener of listeners) listener();
  const whole = state.from <= 0 && state.to >= R.duration;
  const hash = "#step=" + (state.step + 1) + (whole ? "" : "&range=" + state.from.toFixed(1) + "-" + state.to.toFixed(1));
  try {
    if (location.hash !== hash) history.replaceState(null, "", hash);
  } catch (error) { /* a browser that refuses it for file:// pages keeps the address as it was */ }
}
const marks = { passed: "✓", failed: "✗", skipped: "–", unfinished: "…" };

function pictureOf(index, label) {
  if (index === null || index === undefined) return el("div", { class: "none" }, "not drawn");
  const picture = R.pictures[index];
  return el("a", { href: picture.file, target: "_blank", title: "open " + picture.file },
    el("img", { src: picture.source || picture.file, alt: label, loading: "lazy" }));
}
function pictureBefore(stepIndex, phone) {
  for (let index = stepIndex - 1; index >= 0; index--) {
    const after = R.steps[index].after[phone];
    if (after !== null && after !== undefined) return after;
  }
  return null;
}
function shownCastIndices() { return R.cast.map((name, index) => [name, index]).filter(([name]) => state.phones.has(name)); }

/// A failure's words, a diff's removed and added lines coloured.
function failureText(text, id) {
  const lines = text.split("\n");
  const kinds = lines.map(line => /^\s*[−-] /.test(line) ? "removed" : /^\s*\+ /.test(line) ? "added" : null);
  return el("pre", { id }, lines.map((line, index) => {
    // A removed line followed by an added one: what differs between them is marked.
    const other = kinds[index] === "removed" && kinds[index + 1] === "added" ? lines[index + 1]
      : kinds[index] === "added" && kinds[index - 1] === "removed" ? lines[index - 1] : null;
    if (!kinds[index] || other === null) return el("span", { class: kinds[index] ? "diff-" + kinds[index] : null }, line + "\n");
    const body = line.replace(/^\s*[−+-] /, ""), otherBody = other.replace(/^\s*[−+-] /, "");
    let start = 0;
    while (start < body.length && start < otherBody.length && body[start] === otherBody[start]) start++;
    let end = 0;
    while (end < body.length - start && end < otherBody.length - start && body[body.length - 1 - end] === otherBody[otherBody.length - 1 - end]) end++;
    const head = line.slice(0, line.length - body.length);
    return el("span", { class: "diff-" + kinds[index] }, head + body.slice(0, start),
      el("mark", {}, body.slice(start, body.length - end)), body.slice(body.length - end) + "\n");
  }));
}

/// One tooltip for the page: an element's `data-tip`, shown by the pointer (one listener per chart, not an element per mark).
const tip = el("div", { id: "tip" });
function tips(chart) {
  chart.addEventListener("mousemove", event => {
    const text = event.target.getAttribute && event.target.getAttribute("data-tip");
    tip.style.display = text ? "block" : "none";
    if (!text) return;
    tip.textContent = text;
    tip.style.left = event.pageX + 12 + "px";
    tip.style.top = event.pageY + 12 + "px";
  });
  chart.addEventListener("mouseleave", () => { tip.style.display = "none"; });
}

/// What became of a message on one phone, in words.
function arrowWords(delivery) {
  const took = delivery.arrived !== null && delivery.arrived !== undefined ? ms(delivery.arrived - delivery.sent) : null;
  switch (delivery.outcome) {
    case "delivered": return "delivered in " + took;
    case "replaced": return "delivered in " + took + ", later replaced by a newer bubble of its session (a summary now)";
    case "expired": return "delivered in " + took + ", later expired";
    case "dropped": return "dropped" + (took ? " after " + took : "");
    default: return "never received (the journal ends first)";
  }
}

/// How a launch ended, in words: an expected end is the phone's doing, as iOS ends a resigned extension.
function endWords(launch) {
  return launch.expected ? "ended by its phone after didResignActive (as iOS does)" : "crashed: it " + launch.how;
}

function header() {
  const duration = R.steps.reduce((sum, step) => sum + (step.milliseconds || 0), 0);
  const box = el("header", {},
    el("h1", {}, R.name, el("span", { class: "badge " + R.outcome, id: "outcome" }, R.outcome.toUpperCase()),
      R.declared ? el("span", { class: "badge " + (R.endedAsDeclared ? "passed" : "failed"), id: "declared" },
        R.endedAsDeclared ? "AS DECLARED" : "NOT AS DECLARED") : null),
    el("div", { class: "meta" },
      [R.file ? "scenario " + R.file : "no scenario", "cast " + R.cast.join(", "), R.steps.length + (R.steps.length === 1 ? " step" : " steps") + " in " + ms(duration) + " (the run took " + ms(R.duration) + ")",
       R.seed !== null && R.seed !== undefined ? "seed " + R.seed : null, R.started ? "started " + R.started : null]
        .filter(Boolean).join(" · ")),
    el("div", { class: "meta" }, "again: ", el("code", {}, R.command.join(" "))));
  if (R.declared) box.append(el("div", { class: "meta" }, "declared: outcome " + R.declared + (R.endedAsDeclared
    ? ", and it ended so: this run counts as passing" : ", but it did not end so")));
  if (R.reason && R.outcome !== "passed" && (R.failedStep === null || R.failedStep === undefined)) box.append(el("div", { class: "meta" }, "why: " + R.reason));
  for (const note of R.notes) box.append(el("p", { class: "note" }, note));
  return box;
}

function failure() {
  if (R.failedStep === null || R.failedStep === undefined) {
    if (R.outcome === "passed") return null;
    const what = R.outcome === "unfinished" ? "The run did not finish" : R.outcome === "error" ? "imsim itself failed" : "The run " + R.outcome;
    return el("section", { id: "failure" }, el("h2", {}, what), el("pre", {}, R.reason || "no reason recorded"));
  }
  const step = R.steps[R.failedStep];
  return el("section", { id: "failure" },
    el("h2", {}, "Step " + (R.failedStep + 1) + " failed: " + step.text),
    el("div", { class: "meta" }, step.location),
    failureText(step.failure || "", "failure-text"),
    el("div", { class: "shots" }, R.cast.map((name, phone) =>
      el("div", { class: "shot" }, name + " at the failure", pictureOf(step.after[phone], name)))));
}

function figures() {
  const f = R.figures;
  const card = (value, label) => el("div", { class: "card" }, el("div", { class: "value" }, String(value)), el("div", { class: "label" }, label));
  const outcomes = Object.entries(f.deliveries).map(([outcome, count]) => count + " " + outcome).join(", ") || "none";
  const cards = [card(R.steps.length, "steps"), card(f.actions, "actions"), card(f.messages, "messages sent"),
    card(f.actions ? (f.messages / f.actions).toFixed(2) : "0", "messages per action"),
    card(Object.values(f.deliveries).reduce((a, b) => a + b, 0), "deliveries: " + outcomes),
    card(f.launches, f.launches === 1 ? "extension launch" : "extension launches"),
    card(f.crashes, f.crashes === 1 ? "launch that crashed" : "launches that crashed")];
  if (f.crashes > 0) cards[cards.length - 1].classList.add("bad");
  const box = el("section", { id: "figures" }, el("h2", {}, "Figures"), el("div", { class: "cards" }, cards));
  const mb = kilobytes => (kilobytes / 1024).toFixed(1) + " MiB";
  const cpu = milliseconds => Math.round(milliseconds) + " ms";
  const used = R.launches.filter(launch => launch.usage);
  const processes = f.processes.slice().sort((a, b) => b.cpuMilliseconds - a.cpuMilliseconds);
  if (processes.length || used.length) {
    const rows = processes.slice(0, 12).map(p => el("tr", {}, el("td", {}, p.name === "run" ? "run (imsim itself)" : p.name),
      el("td", {}, cpu(p.cpuMilliseconds)), el("td", {}, mb(p.peakKilobytes))));
    if (used.length) {
      const total = used.reduce((sum, launch) => sum + launch.usage.cpuMilliseconds, 0);
      const peak = Math.max(...used.map(launch => launch.usage.peakKilobytes));
      rows.push(el("tr", {}, el("td", {}, used.length + (used.length === 1 ? " extension launch" : " extension launches") + " ended by their phone"), el("td", {}, cpu(total) + " in all"),
        el("td", {}, mb(peak) + " the largest")));
    }
    box.append(el("h2", { style: "margin-top:14px" }, "CPU and peak memory when the run ended"),
      el("table", { id: "processes", class: "figures" }, el("tr", {}, el("th", {}, "process"), el("th", {}, "CPU"), el("th", {}, "peak memory")), rows));
    if (processes.length > 12) box.append(el("p", { class: "meta" }, "the 12 that used the most CPU of " + processes.length + " processes"));
    box.append(el("p", { class: "meta" }, "CPU in the kernel's 10 ms ticks; a process that crashed or exited on its own cannot be read after it is gone."));
  }
  const latency = f.latency;
  if (!latency) box.append(el("p", { class: "meta", id: "latency" }, "Delivery latency: no message reached a phone in this run."));
  if (latency) {
    box.append(el("h2", { style: "margin-top:14px" }, "Delivery latency, send to each receiver (" + latency.count + ")"));
    box.append(el("div", { class: "cards", id: "latency" }, card(ms(latency.p50), "p50"), card(ms(latency.p90), "p90"),
      card(ms(latency.p99), "p99"), card(ms(latency.max), "max")));
    // The bars below a row for the tallest bar's count, so that no bar covers it.
    const width = 600, height = 110, top = 16, most = Math.max(...latency.histogram.map(bin => bin.count), 1);
    const chart = svg("svg", { class: "hist", width, height: top + height + 18, viewBox: `0 0 ${width} ${top + height + 18}` });
    const barWidth = width / latency.histogram.length;
    latency.histogram.forEach((bin, index) => {
      const barHeight = bin.count / most * height;
      chart.append(svg("rect", { x: index * barWidth + 1, y: top + height - barHeight, width: barWidth - 2, height: barHeight,
        "data-tip": ms(bin.from) + " – " + ms(bin.to) + ": " + bin.count }));
    });
    chart.append(svg("text", { x: 0, y: top + height + 14 }, "0"));
    chart.append(svg("text", { x: width, y: 11, "text-anchor": "end" }, "tallest bar: " + most + (most === 1 ? " delivery" : " deliveries")));
    chart.append(svg("text", { x: width, y: top + height + 14, "text-anchor": "end" }, ms(latency.max)));
    tips(chart);
    box.append(chart);
  }
  return box;
}

function phoneChips() {
  const bar = el("div", { class: "toolbar", id: "phone-filter" }, "Phones:");
  const chips = R.cast.map(name => el("button", { class: "chip on", "data-phone": name, on: { click: () => {
    if (state.phones.has(name)) state.phones.delete(name); else state.phones.add(name);
    changed();
  } } }, name));
  if (R.cast.length > 40) {
    bar.append(el("span", { class: "meta" }, R.cast.length + " phones; filter: "),
      el("input", { type: "search", placeholder: "names containing", on: { input: event => {
        const text = event.target.value.toLowerCase();
        state.phones = new Set(R.cast.filter(name => name.toLowerCase().includes(text)));
        changed();
      } } }));
  } else bar.append(...chips);
  listeners.push(() => chips.forEach(chip => chip.classList.toggle("on", state.phones.has(chip.dataset.phone))));
  return bar;
}

function timeline() {
  const box = el("section", { id: "timeline" }, el("h2", {}, "Timeline"));
  const rangeText = el("span", { id: "range" });
  const whole = el("button", { class: "chip", on: { click: () => { state.from = 0; state.to = Math.max(R.duration, 1); changed(); } } }, "Whole run");
  box.append(el("div", { class: "toolbar" }, "Drag on the strip below to choose a time range:", rangeText, whole,
    el("span", { class: "legend" }, ["delivered", "replaced", "expired", "dropped", "lost"].map(outcome =>
      el("span", {}, el("i", { class: "f-" + outcome }), outcome)),
      el("span", {}, el("b", { class: "tick callback" }), "callback"), el("span", {}, el("b", { class: "tick request" }), "request"))));
  const overview = svg("svg", { id: "overview" });
  const lanesBox = el("div", { id: "lanes-box" });
  const capped = el("p", { class: "note", id: "capped" });
  box.append(overview, lanesBox, capped);
  const total = Math.max(R.duration, 1);

  function drawOverview() {
    overview.replaceChildren();
    const width = overview.clientWidth || 1000;
    const x = time => time / total * width;
    const columns = new Set();
    for (const step of R.steps) if (step.start !== null && step.start !== undefined) {
      const a = x(step.start), w = x((step.end ?? total) - step.start);
      // One mark a column for steps narrower than a pixel; a failed step always shows.
      if (w < 1 && step.outcome !== "failed" && taken(columns, 0, a)) continue;
      overview.append(svg("rect", { x: a, y: 4, width: Math.max(1, w), height: 14,
        fill: step.outcome === "failed" ? "#cf222e" : "#2da44e", opacity: 0.7 }));
    }
    const buckets = new Array(Math.max(1, Math.floor(width / 3))).fill(0);
    for (const delivery of R.deliveries) buckets[Math.min(buckets.length - 1, Math.floor(delivery.sent / total * buckets.length))]++;
    const most = Math.max(...buckets, 1);
    buckets.forEach((count, index) => { if (count) overview.append(svg("rect", { x: index * 3, y: 42 - count / most * 20, width: 2,
      height: count / most * 20, fill: "#0969da" })); });
    overview.append(svg("rect", { x: x(state.from), y: 0, width: Math.max(2, x(state.to - state.from)), height: 44,
      fill: "#0969da", opacity: 0.12, stroke: "#0969da" }));
  }
  let dragFrom = null;
  overview.addEventListener("mousedown", event => { dragFrom = event.offsetX; });
  window.addEventListener("mouseup", event => {
    if (dragFrom === null) return;
    const width = overview.clientWidth || 1000;
    const rect = overview.getBoundingClientRect();
    const to = Math.min(Math.max(event.clientX - rect.left, 0), width);
    const [a, b] = [Math.min(dragFrom, to), Math.max(dragFrom, to)];
    dragFrom = null;
    if (b - a < 3) return;
    state.from = a / width * total; state.to = b / width * total;
    changed();
  });

  function rows() {
    const list = [{ kind: "steps", label: "Steps" }, { kind: "relay", label: "Relay" }];
    for (const name of R.cast) if (state.phones.has(name)) {
      list.push({ kind: "phone", phone: name, label: name });
      list.push({ kind: "ext", phone: name, label: "extension", sub: true });
    }
    return list;
  }
  function drawLanes() {
    lanesBox.replaceChildren();
    const rowHeight = 24, labelWidth = 120, width = Math.max(lanesBox.clientWidth || 1000, 400);
    const lanes = rows(), height = lanes.length * rowHeight + 20;
    const span = Math.max(state.to - state.from, 0.001);
    const x = time => labelWidth + (time - state.from) / span * (width - labelWidth - 10);
    const inRange = (a, b) => b >= state.from && a <= state.to;
    const chart = svg("svg", { id: "lanes", width, height });
    const columns = new Set();
    const defs = svg("defs");
    for (const outcome of ["delivered", "replaced", "expired", "dropped", "lost"])
      defs.append(svg("marker", { id: "head-" + outcome, viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 7, markerHeight: 7,
        orient: "auto-start-reverse" }, svg("path", { d: "M0,0 L10,5 L0,10 z", class: "f-" + outcome })));
    chart.append(defs);
    const rowOf = {};
    lanes.forEach((lane, index) => {
      const y = index * rowHeight;
      if (lane.kind === "phone") rowOf[lane.phone] = y + rowHeight / 2;
      if (index % 2 === 0) chart.append(svg("rect", { x: 0, y, width, height: rowHeight, fill: "#f6f8fa" }));
      chart.append(svg("text", { x: lane.sub ? 16 : 6, y: y + 16, class: lane.sub ? "lane-sub" : "lane-label" }, lane.label));
    });
    // The time axis: the range's ends and four times between, each with a faint line across the lanes.
    for (let tick = 0; tick <= 5; tick++) {
      const time = state.from + span * tick / 5;
      const anchor = tick === 0 ? "start" : tick === 5 ? "end" : "middle";
      chart.append(svg("text", { x: tick === 5 ? width - 10 : x(time), y: height - 4, class: "lane-sub", "text-anchor": anchor }, ms(time)));
      if (tick > 0 && tick < 5) chart.append(svg("line", { x1: x(time), y1: 0, x2: x(time), y2: height - 18, stroke: "#d0d7de", "stroke-dasharray": "2 4" }));
    }
    const selected = R.steps[state.step];
    if (selected && selected.start !== null && selected.start !== undefined && inRange(selected.start, selected.end ?? R.duration))
      chart.append(svg("rect", { x: x(Math.max(selected.start, state.from)), y: 0,
        width: Math.max(2, x(Math.min(selected.end ?? R.duration, state.to)) - x(Math.max(selected.start, state.from))),
        height: height - 20, fill: "#0969da", opacity: 0.07 }));
    R.steps.forEach((step, index) => {
      if (step.start === null || step.start === undefined || !inRange(step.start, step.end ?? R.duration)) return;
      const a = x(Math.max(step.start, state.from)), b = x(Math.min(step.end ?? R.duration, state.to));
      if (b - a < 2 && step.outcome !== "failed" && index !== state.step && taken(columns, 0, a)) return;
      const tip = "step " + (index + 1) + ": " + step.text + " (" + step.outcome + ", " + ms(step.milliseconds) + ")";
      chart.append(svg("rect", { x: a, y: 4, width: Math.max(2, b - a), height: 16, rx: 3, class: "step-span",
        fill: step.outcome === "failed" ? "#cf222e" : index === state.step ? "#0969da" : "#2da44e", opacity: 0.8,
        "data-step": index, "data-tip": tip }));
      // A step wide enough shows its number and words, cut to its width.
      if (b - a > 60) chart.append(svg("text", { x: a + 4, y: 16, class: "step-label", "data-step": index, "data-tip": tip },
        ((index + 1) + ". " + step.text).slice(0, Math.floor((b - a - 8) / 6.5))));
    });
    const routed = new Set();
    for (const delivery of R.deliveries) {
      if (delivery.routed === null || delivery.routed === undefined || routed.has(delivery.messageID)) continue;
      routed.add(delivery.messageID);
      if (inRange(delivery.routed, delivery.routed) && !taken(columns, 1, x(delivery.routed)))
        chart.append(svg("rect", { x: x(delivery.routed) - 1, y: rowHeight + 6, width: 2, height: 12, fill: "#59636e",
          "data-tip": "the relay routed a message from " + delivery.from + " at " + ms(delivery.routed) }));
    }
    lanes.forEach((lane, index) => {
      if (lane.kind !== "ext") return;
      const y = index * rowHeight;
      for (const launch of R.launches) {
        if (launch.phone !== lane.phone || !inRange(launch.start, launch.end ?? R.duration)) continue;
        const a = x(Math.max(launch.start, state.from)), b = x(Math.min(launch.end ?? R.duration, state.to));
        const crashed = launch.end !== null && launch.end !== undefined && !launch.expected;
        if (b - a < 2 && !crashed && taken(columns, index, a)) continue;
        chart.append(svg("rect", { x: a, y: y + 5, width: Math.max(2, b - a), height: 14, rx: 3, class: "launch",
          fill: crashed ? "#ffcecb" : "#eaeef2", stroke: crashed ? "#cf222e" : "#8c959f",
          "data-tip": launch.name + " #" + launch.number + ": " + ms(launch.start) + " – " +
            (launch.end === null || launch.end === undefined ? "still running" : ms(launch.end) + ", " + endWords(launch)) +
            (launch.usage ? "; CPU " + ms(launch.usage.cpuMilliseconds) + ", peak " + (launch.usage.peakKilobytes / 1024).toFixed(1) + " MB" : "") }));
        if (b - a > 60) chart.append(svg("text", { x: a + 4, y: y + 16, class: "lane-sub" }, "#" + launch.number));
        for (const line of launch.lines) if ((line.kind === "callback" || line.kind === "request") && inRange(line.time, line.time)
          && !taken(columns, index, x(line.time)))
          chart.append(svg("rect", { x: x(line.time) - 0.5, y: y + 3, width: 1.5, height: 18,
            fill: line.kind === "callback" ? "#1b7c83" : "#bc4c00", "data-tip": line.kind + " " + line.text + " at " + ms(line.time) }));
      }
    });
    const limit = 1000;
    const visible = R.deliveries.filter(delivery => rowOf[delivery.from] !== undefined && rowOf[delivery.to] !== undefined
      && inRange(delivery.sent, delivery.arrived ?? R.duration));
    // Past the limit, every n-th: the arrows still spread over the whole range.
    const every = Math.ceil(visible.length / limit);
    let drawn = 0;
    visible.forEach((delivery, index) => {
      if (drawn >= 2 * limit || (index % every !== 0 && delivery.outcome !== "dropped" && delivery.outcome !== "lost")) return;
      drawn++;
      const end = delivery.arrived ?? R.duration;
      chart.append(svg("line", { x1: x(delivery.sent), y1: rowOf[delivery.from], x2: x(end), y2: rowOf[delivery.to],
        class: "arrow o-" + delivery.outcome, "data-outcome": delivery.outcome, "data-from": delivery.from, "data-to": delivery.to,
        "marker-end": "url(#head-" + delivery.outcome + ")",
        "data-tip": delivery.from + " → " + delivery.to + ": " + arrowWords(delivery) +
          (delivery.reason ? " (" + delivery.reason + ")" : "") }));
    });
    capped.textContent = every > 1 ? visible.length + " messages in this range; one in " + every
      + " is drawn (and dropped or lost ones, up to " + 2 * limit + " arrows). Choose a shorter range to see them all." : "";
    rangeText.textContent = ms(state.from) + " – " + ms(state.to);
    chart.addEventListener("click", event => {
      const step = event.target.getAttribute("data-step");
      if (step !== null) { state.step = Number(step); changed(); }
    });
    tips(chart);
    lanesBox.append(chart);
  }
  listeners.push(drawOverview, drawLanes);
  return box;
}

function virtualList(id, rowHeight, height, rowsOf, draw) {
  const box = el("div", { class: "vlist", id, tabindex: 0 });
  const spacer = el("div", { style: "position:relative" });
  box.append(spacer);
  let rows = [];
  function paint() {
    const first = Math.max(0, Math.floor(box.scrollTop / rowHeight) - 5);
    const last = Math.min(rows.length, first + Math.ceil(height / rowHeight) + 10);
    spacer.style.height = rows.length * rowHeight + "px";
    box.style.height = Math.min(height, Math.max(rows.length, 1) * rowHeight + 2) + "px";
    spacer.replaceChildren();
    for (let index = first; index < last; index++) {
      const row = draw(rows[index], index);
      row.style.top = index * rowHeight + "px";
      spacer.append(row);
    }
    if (!rows.length) spacer.append(el("div", { class: "row empty" }, "nothing in this range"));
  }
  box.addEventListener("scroll", paint);
  return { box, refresh() { rows = rowsOf(); paint(); }, scrollTo(index) {
    if (index * rowHeight < box.scrollTop || (index + 1) * rowHeight > box.scrollTop + height) box.scrollTop = index * rowHeight - height / 2;
  } };
}

/// A snapshot mismatch's expected, actual and difference pictures, which its words name (files
/// under the run's `phones/` folder, beside this page); nil when it names none.
function snapshotPictures(text) {
  const paths = [...new Set(text.match(/[^\s,;()]*phones\/[^\s,;()]+-(?:expected|actual|difference)\.png/g) || [])];
  if (!paths.length) return null;
  return el("div", { class: "shots", id: "snapshot-pictures" }, paths.map(path => {
    const file = path.slice(path.lastIndexOf("phones/"));
    const kind = /-(expected|actual|difference)\.png$/.exec(file)[1];
    return el("div", { class: "shot" }, kind, el("a", { href: file, target: "_blank", title: "open " + file },
      el("img", { src: file, alt: kind })));
  }));
}

function steps() {
  const box = el("section", { id: "steps" }, el("h2", {}, "Steps"),
    el("div", { class: "meta" }, "Click a step (or press j and k) to see every phone before and after it. The page's address names the step and the time range: copy it to link to them."));
  const detail = el("div", { id: "step-detail" });
  const list = virtualList("step-list", 26, 420, () => R.steps.map((step, index) => ({ step, index })), ({ step, index }) =>
    el("div", { class: "row " + step.outcome + (index === state.step ? " selected" : ""), on: { click: () => { state.step = index; changed(); } } },
      el("span", { class: "mark" }, marks[step.outcome] || "?"), (index + 1) + ". " + step.text + (step.outcome === "skipped" ? " (skipped)" : ""),
      el("span", { class: "dur" }, ms(step.milliseconds))));
  box.append(el("div", { class: "split" }, list.box, detail));
  function drawDetail() {
    const step = R.steps[state.step];
    if (!step) { detail.replaceChildren(el("p", { class: "empty" }, "no steps")); return; }
    detail.replaceChildren(
      el("h2", {}, el("span", { class: "mark " + step.outcome }, marks[step.outcome] || "?"), "Step " + (state.step + 1) + ": " + step.text),
      el("div", { class: "meta" }, step.location + " · " + step.outcome + (step.milliseconds !== null && step.milliseconds !== undefined ? " in " + ms(step.milliseconds) : "")
        + (step.start !== null && step.start !== undefined ? " · at " + ms(step.start) : "")),
      ...(step.failure ? [failureText(step.failure), snapshotPictures(step.failure)] : []),
      el("div", { class: "shots" }, shownCastIndices().map(([name, phone]) => el("div", { class: "shot" }, name,
        el("div", { class: "pair" },
          el("div", {}, "before", state.step === 0 ? el("div", { class: "none" }, "the first step") : pictureOf(pictureBefore(state.step, phone), name + " before")),
          el("div", {}, "after", pictureOf(step.after[phone], name + " after")))))));
  }
  document.addEventListener("keydown", event => {
    if (event.target.tagName === "INPUT") return;
    const move = event.key === "j" || (event.key === "ArrowDown" && event.target === list.box) ? 1
      : event.key === "k" || (event.key === "ArrowUp" && event.target === list.box) ? -1 : 0;
    if (!move) return;
    event.preventDefault();
    state.step = Math.min(Math.max(state.step + move, 0), R.steps.length - 1);
    list.scrollTo(state.step);
    changed();
  });
  listeners.push(() => list.refresh(), drawDetail);
  setTimeout(() => {
    list.scrollTo(state.step);
    // An address that names a step opens the page at it; not in headless Chrome, whose --screenshot
    // of a scrolled page comes out blank (the step is chosen all the same).
    if (linked.has("step") && !/HeadlessChrome/.test(navigator.userAgent)) box.scrollIntoView();
  }, 0);
  return box;
}

function phones() {
  const heading = el("h2", {});
  const box = el("section", { id: "phones" }, heading);
  const cards = el("div", { class: "phones" });
  box.append(cards);
  const shownBubbles = {};
  function draw() {
    cards.replaceChildren();
    const whole = state.from <= 0 && state.to >= R.duration;
    heading.textContent = whole ? "Transcripts at the end"
      : "Transcripts at the end, up to the messages that had arrived by " + ms(state.to) + " (those that arrived in the chosen range outlined; each as it is at the end)";
    const shown = R.phones.filter(phone => state.phones.has(phone.name)).slice(0, 60);
    for (const phone of shown) {
      const limit = shownBubbles[phone.name] || 100;
      const upTo = whole ? phone.transcript : phone.transcript.filter(bubble => bubble.time === null || bubble.time === undefined || bubble.time <= state.to);
      const bubbles = upTo.slice(-limit);
      const transcript = el("div", { class: "transcript" });
      if (upTo.length > bubbles.length) transcript.append(el("button", { class: "chip", on: { click: () => {
        shownBubbles[phone.name] = limit + 200; draw(); } } }, "show " + Math.min(200, upTo.length - limit) + " earlier of " + upTo.length));
      for (const bubble of bubbles) {
        const mine = bubble.sender === phone.name;
        const picture = bubble.picture !== null && bubble.picture !== undefined ? R.pictures[bubble.picture] : null;
        const fresh = !whole && bubble.time !== null && bubble.time !== undefined && bubble.time >= state.from;
        // An extension's message is a card (its picture over a grey caption) whoever sent it, as Messages draws it.
        const look = bubble.kind === "summary" ? "summary" : (bubble.kind === "bubble" ? "card " : "") + (mine ? "mine" : "theirs");
        transcript.append(el("div", { class: "bubble " + look + (fresh ? " fresh" : ""),
          title: bubble.kind + (bubble.time !== null && bubble.time !== undefined ? " at " + ms(bubble.time) : "") },
          bubble.kind === "summary" || mine ? null : el("span", { class: "who" }, bubble.sender),
          picture ? el("img", { src: picture.source || picture.file, alt: "bubble picture", loading: "lazy" }) : null,
          el("span", { class: "caption" }, bubble.text), bubble.detail ? el("span", { class: "detail", title: bubble.detail }, bubble.detail) : null));
      }
      if (!bubbles.length) transcript.append(el("p", { class: "empty" }, "no messages"));
      cards.append(el("div", { class: "phone", "data-phone": phone.name },
        el("h3", {}, phone.name + (phone.device ? " · " + phone.device : "")), transcript,
        phone.staged ? el("div", { class: "staged" }, "in the input field: " + phone.staged) : null));
      transcript.scrollTop = transcript.scrollHeight;
    }
    if (R.phones.filter(phone => state.phones.has(phone.name)).length > shown.length)
      cards.append(el("p", { class: "meta" }, "the first " + shown.length + " phones chosen are shown; filter to see others"));
  }
  listeners.push(draw);
  return box;
}

function lines() {
  const all = [];
  for (const launch of R.launches) {
    all.push({ time: launch.start, phone: launch.phone, kind: "launch", text: "launched " + launch.name, number: launch.number });
    for (const line of launch.lines) all.push({ time: line.time, phone: launch.phone, kind: line.kind, text: line.text, number: launch.number });
    if (launch.end !== null && launch.end !== undefined)
      all.push({ time: launch.end, phone: launch.phone, kind: launch.expected ? "end" : "crash", text: endWords(launch), number: launch.number });
  }
  all.sort((a, b) => a.time - b.time);
  const box = el("section", { id: "output" }, el("h2", {}, "Extension callbacks, requests, output and logs"),
    el("div", { class: "meta" }, "Of the phones chosen above, in the time range chosen on the timeline."));
  const list = virtualList("lines", 20, 360,
    () => all.filter(line => state.phones.has(line.phone) && line.time >= state.from && line.time <= state.to),
    line => el("div", { class: "row k-" + line.kind }, ms(line.time).padStart(10) + "  " + line.phone + (line.number ? " #" + line.number : "") + "  " + line.kind + "  " + line.text));
  box.append(list.box);
  listeners.push(() => list.refresh());
  return box;
}

document.body.append(header(), tip);
const failed = failure();
if (failed) document.body.append(failed);
document.body.append(el("section", {}, phoneChips()), figures(), timeline(), steps(), phones(), lines());
changed();
window.addEventListener("resize", changed);
"""#
}
