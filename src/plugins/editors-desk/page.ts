/**
 * The desk's HTML page and the preview's styles. Decap draws its interface left to right; the
 * page turns it right to left for Persian, and every text box takes the direction of what is
 * typed in it, so the English twin reads left to right beside the Persian. Below 800 px the
 * two languages stack (Decap's editor is 800 px wide at least); its parts are found by the
 * component names its styles carry (e.g. `css-…-EditorContainer`, Decap 3.x).
 */
import {fontFaceCss, PRELOADED_FONTS} from '../../config/fonts';

/** The desk's URL path (and folder in the build). */
export const DESK_PATH = 'admin';

const PAGE_CSS = `
html,body{margin:0}
body{font-family:Vazirmatn,system-ui,sans-serif}
input,textarea,[contenteditable],.CodeMirror{unicode-bidi:plaintext;text-align:start}
input[type=datetime-local],[data-nn-slug]{direction:ltr;text-align:end}
[data-nn-slug]{display:block;font-size:15px;overflow-wrap:anywhere}
[data-nn-time]{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
[data-nn-time] input{font:inherit;padding:6px}
[data-nn-slug] .nn-pending{color:#5b6675}
/* Decap pins its view buttons to the physical right, over the Persian form's labels. */
@media (min-width:800px){.Pane1 [class*='-ControlPaneContainer']{padding-inline-start:64px}}
.nn-time-note{color:#5b6675;font-size:14px}
.nn-time-now{font:inherit;padding:4px 12px;cursor:pointer}
@media (max-width:799px){
  [class*='-EditorContainer'],[class*='-ToolbarContainer']{min-width:0!important}
  [class*='-ToolbarContainer']{flex-wrap:wrap;height:auto!important}
  .SplitPane{position:static!important;flex-direction:column!important;height:auto!important}
  .SplitPane>.Pane{width:100%!important;flex:none!important}
  .SplitPane>.Resizer,[class*='-ViewControls']{display:none}
}
`;

/** The preview frame: the article page's look, dark like the site. */
export const PREVIEW_CSS = `
html{background:#1b1b1d;color:#e3e3e3}
body{margin:0;font-family:Vazirmatn,system-ui,sans-serif;line-height:1.9}
.nn-preview{max-width:46rem;margin-inline:auto;padding:1.5rem 1.25rem}
.nn-kicker{color:#f5b942;font-weight:700;margin:0}
.nn-breaking{background:#d93f3f;color:#fff;border-radius:4px;padding-inline:.5rem;margin-inline-end:.5rem}
h1{font-size:2rem;line-height:1.5;margin-block:.5rem}
.nn-meta{color:#aab1bb;font-size:.9rem}
.nn-figure{margin:1.5rem 0}
.nn-figure img{display:block;width:100%;height:auto;border-radius:6px}
figcaption{color:#c9cdd3;font-size:.9rem;margin-block-start:.5rem}
.nn-credit{color:#8b939e}
.nn-body img{max-width:100%}
.nn-corrections{border-inline-start:4px solid #f5b942;padding-inline-start:1rem;margin-block-start:2rem}
.nn-check{border:1px solid #d93f3f;background:#2a1717;border-radius:6px;padding:.75rem 1rem;margin-block-end:1.5rem;font-size:.85rem;line-height:1.6}
.nn-check h2{font-size:1rem;margin:0 0 .5rem}
.nn-check ul{margin:0;padding-inline-start:1.25rem;text-align:left}
.nn-check--ok{border-color:#3f9d5c;background:#142a1b}
`;

/** `<`, `>` and `&` escaped, so the JSON cannot close its script element. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');

export function deskPage({
  script,
  data,
}: {
  script: string;
  data: unknown;
}): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>میز تحریریهٔ نرخ‌نما</title>
<link rel="preload" href="${PRELOADED_FONTS[0]}" as="font" type="font/woff2" crossorigin>
<style>${fontFaceCss()}${PAGE_CSS}</style>
<script type="application/json" id="nn-desk-data">${safeJson(data)}</script>
<script src="${script}" defer></script>
</head>
<body></body>
</html>
`;
}
