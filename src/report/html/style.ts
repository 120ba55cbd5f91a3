/** The page's one style sheet: no fonts, no images, system colours; readable printed and in dark mode. */
export const STYLE = `
:root { color-scheme: light dark; --ok: #1a7f37; --warn: #9a6700; --bad: #cf222e; --info: #0969da; --muted: #6e7781; --line: #d0d7de; --bg2: rgba(127,127,127,.08); }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 1rem 1.5rem 3rem; max-width: 1400px; }
h1 { font-size: 1.5rem; margin: .2rem 0; } h2 { font-size: 1.2rem; margin: 1.6rem 0 .5rem; border-bottom: 1px solid var(--line); }
code, pre { font: 12.5px/1.4 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.muted, .meta { color: var(--muted); }
.totals span { margin-right: 1.2rem; }
table { border-collapse: collapse; margin: .4rem 0; }
th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: var(--bg2); }
table.matrix td.cell { min-width: 8rem; }
table.matrix td.clean { background: rgba(26,127,55,.10); }
table.matrix td.changes { background: rgba(154,103,0,.12); }
table.matrix td.bad { background: rgba(207,34,46,.12); }
table.matrix td.none { color: var(--muted); }
table.matrix tr.total td { font-weight: 600; }
.n { display: inline-block; margin-right: .45rem; white-space: nowrap; }
.n.zero { display: none; }
.s-create, .s-missing { color: var(--ok); } .s-update, .s-drifted { color: var(--warn); }
.s-delete, .s-unmanaged { color: var(--bad); } .s-noop, .s-inSync { color: var(--muted); }
.badge { display: inline-block; border: 1px solid currentColor; border-radius: 3px; padding: 0 .35rem; font-size: 12px; font-weight: 600; }
.badge.refused { color: var(--bad); } .badge.moves { color: var(--info); }
details.item { border: 1px solid var(--line); border-radius: 4px; margin: .3rem 0; padding: .25rem .6rem; }
details.item > summary { cursor: pointer; }
details.item[hidden] { display: none; }
pre.diff { background: var(--bg2); padding: .5rem; margin: .4rem 0; white-space: pre-wrap; }
pre.diff .add { color: var(--ok); } pre.diff .del { color: var(--bad); } pre.diff .chg { color: var(--warn); }
tr.over td { color: var(--bad); font-weight: 600; }
ul.refusals li { color: var(--bad); }
dl.extra dt { font-weight: 600; } dl.extra dd { margin: 0 0 .3rem 1rem; }
form.filters { display: flex; flex-wrap: wrap; gap: .6rem; align-items: end; padding: .5rem; background: var(--bg2); border-radius: 4px; position: sticky; top: 0; z-index: 1; }
form.filters[hidden] { display: none; }
form.filters label { display: flex; flex-direction: column; font-size: 12px; }
form.filters input[type=search] { min-width: 18rem; }
.pager button { margin-right: .3rem; }
`;
