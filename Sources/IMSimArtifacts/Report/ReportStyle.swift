import IMSimModel

/// The style sheet of `report.html`: system fonts only, nothing fetched.
enum ReportStyle {
    static let css = #"""
:root { --ok: #1a7f37; --bad: #cf222e; --skip: #8c959f; --warn: #9a6700; --line: #d0d7de; --soft: #f6f8fa;
  --blue: #0969da; --text: #1f2328; --muted: #59636e; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: var(--text); background: #fff; }
header { padding: 16px 24px; border-bottom: 1px solid var(--line); background: var(--soft); }
h1 { margin: 0 0 4px; font-size: 22px; }
h2 { font-size: 16px; margin: 0 0 10px; }
section { padding: 16px 24px; border-bottom: 1px solid var(--line); }
.meta { color: var(--muted); font-size: 13px; }
.meta code { font-size: 12px; }
.badge { display: inline-block; padding: 1px 10px; border-radius: 12px; color: #fff; font-weight: 600; font-size: 13px;
  vertical-align: middle; margin-left: 8px; }
.badge.passed { background: var(--ok); } .badge.failed, .badge.error { background: var(--bad); }
.badge.ended, .badge.unfinished { background: var(--skip); }
.note { color: var(--warn); font-size: 13px; margin: 4px 0 0; }
#failure { background: #ffebe9; border-left: 4px solid var(--bad); }
#failure h2 { color: var(--bad); }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin: 6px 0;
  overflow: auto; max-height: 320px; font: 12px/1.4 "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
.diff-removed { color: var(--bad); background: #ffebe9; } .diff-added { color: var(--ok); background: #dafbe1; }
.cards { display: flex; flex-wrap: wrap; gap: 10px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; min-width: 120px; }
.card .value { font-size: 20px; font-weight: 600; }
.card .label { color: var(--muted); font-size: 12px; }
.toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 8px; font-size: 13px; }
.chip { border: 1px solid var(--line); border-radius: 14px; padding: 2px 10px; background: #fff; cursor: pointer; font-size: 13px; }
.chip.on { background: var(--blue); border-color: var(--blue); color: #fff; }
button { font: inherit; }
.legend span { margin-right: 12px; } .legend i { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin-right: 4px; }
#overview { display: block; width: 100%; height: 44px; border: 1px solid var(--line); border-radius: 4px; cursor: crosshair; }
#lanes-box { max-height: 560px; overflow: auto; border: 1px solid var(--line); border-radius: 4px; margin-top: 6px; }
#lanes { display: block; }
.lane-label { font-size: 12px; fill: var(--text); }
.lane-sub { font-size: 11px; fill: var(--muted); }
.step-label { font-size: 11px; fill: #fff; cursor: pointer; }
.arrow { stroke-width: 1.4; fill: none; }
.arrow:hover { stroke-width: 3; }
.o-delivered { stroke: var(--blue); } .o-replaced { stroke: #8250df; } .o-expired { stroke: var(--warn); }
.o-dropped { stroke: var(--bad); stroke-dasharray: 4 3; } .o-lost { stroke: var(--bad); stroke-dasharray: 1 3; }
.legend .f-delivered { background: var(--blue); } .legend .f-replaced { background: #8250df; }
.legend .f-expired { background: var(--warn); } .legend .f-dropped, .legend .f-lost { background: var(--bad); }
.f-delivered { fill: var(--blue); } .f-replaced { fill: #8250df; } .f-expired { fill: var(--warn); } .f-dropped, .f-lost { fill: var(--bad); }
.split { display: grid; grid-template-columns: minmax(280px, 2fr) 3fr; gap: 16px; }
.vlist { position: relative; overflow: auto; border: 1px solid var(--line); border-radius: 4px; height: 420px; }
.vlist .row { position: absolute; left: 0; right: 0; height: 26px; padding: 3px 8px; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; cursor: pointer; font-size: 13px; border-bottom: 1px solid #eee; }
.vlist .row.selected { background: #ddf4ff; }
.mark { display: inline-block; width: 16px; font-weight: 700; }
.passed .mark, .mark.passed { color: var(--ok); } .failed .mark, .mark.failed { color: var(--bad); }
.skipped .mark, .unfinished .mark { color: var(--skip); }
.dur { color: var(--muted); font-size: 12px; float: right; }
.shots { display: flex; flex-wrap: wrap; gap: 14px; margin-top: 8px; }
.shot { text-align: center; font-size: 12px; color: var(--muted); }
.shot img { display: block; width: 180px; border: 1px solid var(--line); border-radius: 14px; margin-top: 2px; background: #fff; }
.shot .none { width: 180px; height: 120px; display: flex; align-items: center; justify-content: center; border: 1px dashed var(--line);
  border-radius: 14px; }
.pair { display: flex; gap: 6px; }
.phones { display: flex; flex-wrap: wrap; gap: 18px; }
.phone { width: 340px; border: 1px solid var(--line); border-radius: 18px; padding: 10px; background: #fff; }
.phone h3 { margin: 0 0 6px; font-size: 14px; text-align: center; }
.transcript { max-height: 620px; overflow: auto; display: flex; flex-direction: column; gap: 6px; padding: 4px; }
.bubble { max-width: 78%; border-radius: 16px; padding: 6px 10px; font-size: 13px; background: #e9e9eb; align-self: flex-start; }
.bubble.mine { background: #0b84fe; color: #fff; align-self: flex-end; }
.bubble.summary { background: none; color: var(--muted); font-size: 12px; align-self: center; }
.bubble.card { background: #e9e9eb; color: inherit; border-radius: 12px; }
.bubble .who { font-size: 11px; color: var(--muted); display: block; }
.bubble.mine .who { color: #d6e8ff; }
.bubble.fresh { outline: 2px solid #bf8700; outline-offset: 1px; }
.bubble .caption { display: block; } .bubble .detail { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; font-size: 11px; opacity: 0.75; word-break: break-all; }
.bubble img { display: block; max-width: 100%; border-radius: 10px; margin-bottom: 4px; }
.staged { margin-top: 6px; font-size: 12px; color: var(--muted); border-top: 1px solid var(--line); padding-top: 4px; }
#lines .row { cursor: default; font: 12px/19px "DejaVu Sans Mono", monospace; white-space: pre; padding-top: 0; padding-bottom: 0; height: 20px; }
.k-callback { color: #1b7c83; } .k-request { color: #bc4c00; } .k-log { color: var(--warn); } .k-output { color: var(--text); }
.k-launch, .k-end { color: var(--muted); } .k-crash { color: var(--bad); font-weight: 600; }
.legend b.tick { display: inline-block; width: 2px; height: 12px; vertical-align: middle; margin-right: 4px; }
.legend b.callback { background: #1b7c83; } .legend b.request { background: #bc4c00; }
.legend .f-dropped { background: none; border-top: 3px dashed var(--bad); height: 0; }
.legend .f-lost { background: none; border-top: 3px dotted var(--bad); height: 0; }
.card.bad { border-color: var(--bad); } .card.bad .value { color: var(--bad); }
pre mark { background: #fff8c5; color: inherit; font-weight: 700; }
.bubble img { max-height: 160px; object-fit: contain; }
.hist { margin-top: 8px; } .hist rect { fill: var(--blue); } .hist text { font-size: 10px; fill: var(--muted); }
#tip { position: absolute; display: none; background: #1f2328; color: #fff; font-size: 12px; padding: 3px 8px; border-radius: 4px;
  pointer-events: none; max-width: 480px; z-index: 10; }
table.figures { border-collapse: collapse; font-size: 13px; } table.figures td, table.figures th { text-align: left; padding: 3px 14px 3px 0; border-bottom: 1px solid var(--line); }
.empty { color: var(--muted); font-style: italic; }
"""#
}
