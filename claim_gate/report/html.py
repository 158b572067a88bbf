"""`check --format html`: one self-contained page (inline CSS and JS, no network, no external asset).

The paper's source, line by line, with every number the gate saw marked by what became of it, a side
panel with the number's formula, operands and recomputed value, the findings grouped by file and the
metrics. Built from the report plus the gate's internal inputs (the mentions, the anchor links and what
the numeric check recomputed), so the report itself stays as it is. Deterministic: same inputs, same bytes.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from .text import grouped, summary

STATUSES = (
    ("mismatched", "the printed number does not re-derive from its operands"),
    ("unverified", "anchored, but its assertion could not be evaluated (see the findings)"),
    ("uncovered", "a result claim with no anchor and no verified value it restates"),
    ("verified", "re-derived from the recorded operands at the printed precision"),
    ("restated", "restates a verified or recorded value"),
    ("waived", "waived with % NOCLAIM: not a claim, by the author's word"),
    ("not-a-claim", "not a claim here: a setting, year, reference, or a section the policy does not target"),
)

Loc = tuple[str, int, int]


def _loc(d: dict | None) -> Loc | None:
    if isinstance(d, dict) and {"file", "line", "column"} <= d.keys():
        return (d["file"], d["line"], d["column"])
    return None


def _marks(report: dict, g: Any) -> list[dict]:
    """One record per numeric mention: its status and what the panel shows."""
    by_loc: dict[Loc, list[dict]] = {}
    for f in report["errors"] + report["warnings"]:
        loc = _loc(f.get("location"))
        if loc:
            by_loc.setdefault(loc, []).append(f)
    bound = {rec["bound_mention"]: rec for rec in g.links["paper_claim_links"] if rec.get("bound_mention") is not None}
    waived = {k for w in g.index.waivers for k in w.mentions}  # the numbers waivers name (coverage's own set)
    out = []
    for m in g.index.mentions:
        loc = (m.file, m.line, m.column)
        here = by_loc.get(loc, [])
        types = {f["type"] for f in here}
        rec = bound.get(m.index)
        if "numeric_mismatch" in types:
            status = "mismatched"
        elif rec is not None and m.index not in g.verified_mentions:
            status = "unverified"
        elif m.index in g.verified_mentions:
            status = "verified"
        elif "uncovered_numeric" in types:
            status = "uncovered"
        elif m.index in waived:
            status = "waived"
        elif m.requires_assertion and g.policy.section_level(m.section) is not None:
            status = "restated"
        else:
            status = "not-a-claim"
        item: dict[str, Any] = {"status": status, "text": m.text, "unit": m.unit, "type": m.type,
                                "section": m.section, "file": m.file, "line": m.line, "column": m.column,
                                "findings": [f"{f['type']}: {f['message']}" for f in here]}
        if rec is not None:
            aid = rec["numeric_id"].split("@", 1)[0]
            item.update({"claim_id": rec.get("claim_id"), "numeric_id": rec["numeric_id"]})
            done = g.recomputed.get(aid)
            if done:
                item.update({"formula": done["formula"], "recomputed": done["recomputed"],
                             "operands": {r: f"{done['operands'].get(r, r)} = {json.dumps(v)}"
                                          for r, v in sorted(done["values"].items())}})
        out.append(item)
    return out


_CSS = """
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2328;background:#f6f8fa}

header{padding:12px 20px;background:#fff;border-bottom:1px solid #d0d7de}

header h1{font-size:16px;margin:0 0 4px}
.sum{font-family:ui-monospace,Menlo,monospace;font-size:13px}

.badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-weight:600}

.passed{background:#1a7f37}
.warn{background:#9a6700}
.failed{background:#cf222e}
.off{background:#6e7781}

main{display:grid;grid-template-columns:minmax(0,1fr) 360px;gap:16px;padding:16px 20px}

section.paper,aside,section.findings,section.metrics{background:#fff;border:1px solid #d0d7de;border-radius:6px}

section.paper{overflow:auto}
h2{font-size:14px;margin:0;padding:8px 12px;border-bottom:1px solid #d0d7de;background:#f6f8fa}

table.src{border-collapse:collapse;font:12.5px/1.5 ui-monospace,Menlo,Consolas,monospace;width:100%}

table.src td{padding:0 8px;white-space:pre-wrap;word-break:break-word;vertical-align:top}

table.src td.ln{color:#8c959f;text-align:right;user-select:none;width:1%;white-space:nowrap}

.cm{color:#6e7781}

mark{border-radius:3px;padding:0 1px;cursor:pointer;background:none;color:inherit;border-bottom:2px solid}

mark.verified{background:#dafbe1;border-color:#1a7f37}
mark.mismatched{background:#ffebe9;border-color:#cf222e;font-weight:700}

mark.unverified{background:#ffebe9;border-color:#cf222e;border-bottom-style:dashed}

mark.uncovered{background:#fff8c5;border-color:#bf8700;font-weight:700}
mark.restated{background:#ddf4ff;border-color:#0969da}

mark.waived{background:#eaeef2;border-color:#6e7781;border-bottom-style:dotted}
mark.not-a-claim{border-color:#d0d7de}

mark.sel{outline:2px solid #0969da}

aside{position:sticky;top:16px;align-self:start;max-height:calc(100vh - 32px);overflow:auto}

aside .body{padding:10px 12px}
aside dl{margin:0}
aside dt{font-weight:600;margin-top:6px}
aside dd{margin:0;font-family:ui-monospace,monospace;font-size:12.5px;word-break:break-word}

.legend{padding:8px 12px;border-bottom:1px solid #d0d7de}
.legend div{margin:2px 0}

section.findings,section.metrics{grid-column:1/-1}

.findings ul{margin:0;padding:6px 12px 10px 28px}
.findings li{margin:3px 0}
.file{font-weight:600;padding:6px 12px 0}

.sev-error{color:#cf222e;font-weight:600}
.sev-warning{color:#9a6700;font-weight:600}

.metrics table{border-collapse:collapse;margin:8px 12px}
.metrics td{padding:1px 12px 1px 0;font-family:ui-monospace,monospace}
"""

# Clicking (or focusing) a mark shows its record in the side panel. Errors are written into the DOM
# (body[data-js-errors]) so a headless browser test can see them; body[data-ready] says the script ran.
_JS = """
(function(){
var errs=[];window.addEventListener('error',function(e){errs.push(String(e.message));
  document.body.setAttribute('data-js-errors',errs.join(' | '));});
var data=JSON.parse(document.getElementById('marks-data').textContent);
var panel=document.getElementById('detail');var sel=null;
function row(k,v){return '<dt>'+k+'</dt><dd>'+v+'</dd>';}
var ENT={'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'};
function esc(s){return String(s).replace(/[&<>"]/g,function(c){return ENT[c];});}
function show(el){
  var d=data[+el.getAttribute('data-i')];if(sel){sel.classList.remove('sel');}sel=el;el.classList.add('sel');
  var h=row('number',esc(d.text+(d.unit?' '+d.unit:'')))+row('status',esc(d.status));
  h+=row('where',esc(d.file+':'+d.line+':'+d.column+' ('+d.section+', '+d.type+')'));
  if(d.numeric_id){h+=row('anchor',esc('CLAIM:'+d.claim_id+':'+d.numeric_id));}
  if(d.formula){h+=row('formula',esc(d.formula));}
  if(d.operands){var o=[];for(var k in d.operands){o.push(esc(k+' = '+d.operands[k]));}
    h+=row('operands',o.join('<br>'));}
  if(d.recomputed!==undefined){h+=row('recomputed',esc(JSON.stringify(d.recomputed)));}
  if(d.findings.length){h+=row('findings',d.findings.map(esc).join('<br>'));}
  panel.innerHTML='<dl>'+h+'</dl>';
}
document.querySelectorAll('mark[data-i]').forEach(function(el){
  el.addEventListener('click',function(){show(el);});el.addEventListener('focus',function(){show(el);});});
var first=document.querySelector('mark.mismatched,mark.unverified,mark.uncovered');
if(first){show(first);}
document.body.setAttribute('data-ready','1');
})();
"""


def _comment_start(line: str) -> int:
    """Offset of the first unescaped % (a LaTeX comment), or len(line)."""
    i = 0
    while i < len(line):
        if line[i] == "\\":
            i += 2
            continue
        if line[i] == "%":
            return i
        i += 1
    return len(line)


def _plain(line: str, cut: int, a: int, b: int) -> str:
    """line[a:b] escaped, the part from `cut` on (a comment) dimmed."""
    if b <= a:
        return ""
    if a >= cut:
        return f'<span class="cm">{escape(line[a:b])}</span>'
    if b > cut:
        return escape(line[a:cut]) + f'<span class="cm">{escape(line[cut:b])}</span>'
    return escape(line[a:b])


def _title(d: dict) -> str:
    parts = [f"{d['status']}: {d['text']}{(' ' + d['unit']) if d['unit'] else ''}"]
    if d.get("formula"):
        parts.append(f"{d['formula']}({', '.join(d.get('operands', {}).values())}) = {json.dumps(d.get('recomputed'))}")
    parts += d["findings"]
    return "\n".join(parts)


def _source_rows(text: str, marks: list[tuple[int, int, int, dict]]) -> str:
    """Rows of one source file; marks are (line, column, mark index, record), located by printed text."""
    by_line: dict[int, list[tuple[int, int, dict]]] = {}
    for line_no, col, i, d in marks:
        by_line.setdefault(line_no, []).append((col, i, d))
    rows = []
    for n, line in enumerate(text.split("\n"), start=1):
        cut = _comment_start(line)
        spans: list[tuple[int, int, int, dict]] = []
        for col, i, d in sorted(by_line.get(n, []), key=lambda t: (t[0], t[1])):
            start = col - 1
            if line[start:start + len(d["text"])] != d["text"]:
                found = line.find(d["text"])
                if found < 0:
                    continue  # a number made by a macro: listed in the panel data, not placeable here
                start = found
            if spans and start < spans[-1][1]:
                continue
            spans.append((start, start + len(d["text"]), i, d))
        html, pos = [], 0
        for start, end, i, d in spans:
            html.append(_plain(line, cut, pos, start))
            html.append(f'<mark class="{d["status"]}" data-i="{i}" tabindex="0" title="{escape(_title(d))}">'
                        f'{escape(line[start:end])}</mark>')
            pos = end
        html.append(_plain(line, cut, pos, len(line)))
        rows.append(f'<tr id="L{n}"><td class="ln">{n}</td><td>{"".join(html)}</td></tr>')
    return "\n".join(rows)


def render(report: dict, g: Any) -> str:
    marks = _marks(report, g)
    status = "off" if report["policy"] == "off" else report["status"]
    counts = {s: 0 for s, _ in STATUSES}
    for d in marks:
        counts[d["status"]] += 1
    legend = "".join(f'<div><mark class="{s}">{counts[s]}</mark> {escape(s)}: {escape(text)}</div>'
                     for s, text in STATUSES)
    papers = []
    for f in g.index.document.files:
        mine = [(d["line"], d["column"], i, d) for i, d in enumerate(marks) if d["file"] == f.display]
        papers.append(f'<h2>{escape(f.display)}</h2><table class="src">{_source_rows(f.text, mine)}</table>')
    findings = []
    for file, items in grouped(report["errors"] + report["warnings"]).items():
        lis = []
        for x in items:
            loc = x.get("location") or {}
            lis.append(f'<li><span class="sev-{escape(x["severity"])}">{escape(x["severity"])}</span> '
                       f'{loc.get("line", "-")}:{loc.get("column", "-")} '
                       f'<code>{escape(x["type"])}</code> {escape(x["message"])}</li>')
        findings.append(f'<div class="file">{escape(file)}</div><ul>{"".join(lis)}</ul>')
    metrics = "".join(f"<tr><td>{escape(k)}</td><td>{escape(json.dumps(v))}</td></tr>"
                      for k, v in report["metrics"].items())
    data = json.dumps(marks, sort_keys=True, ensure_ascii=True).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy"
 content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>claim-gate: {escape(report['status'])}</title><style>{_CSS}</style></head>
<body data-status="{escape(report['status'])}">
<header><h1>claim-gate <span class="badge {escape(status)}">{escape(status.upper())}</span></h1>
<div class="sum">{escape(summary(report))}</div></header>
<main>
<section class="paper">{''.join(papers)}</section>
<aside><h2>Numbers</h2><div class="legend">{legend}</div><h2>Selected number</h2>
<div class="body" id="detail">Click a marked number to see its formula, operands and recomputed value.</div></aside>
<section class="findings"><h2>Findings ({len(report['errors'])} error(s), {len(report['warnings'])} warning(s))</h2>
{''.join(findings) or '<ul><li>none</li></ul>'}</section>
<section class="metrics"><h2>Metrics</h2><table>{metrics}</table></section>
</main>
<script type="application/json" id="marks-data">{data}</script>
<script>{_JS}</script>
</body></html>
"""
