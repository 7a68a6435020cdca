// The style sheet of the generated pages (the site, publish/site.hpp),
// inlined so that each page is one self-contained file. Kept apart from the
// writers so that the HTML code reads as structure, and the look is in one place.
//
// Choices that answer issue 19:
// - verdicts differ by more than colour: FAIL and "no answer" are bold with an
//   icon and a bar on the left; pass has a tint; skip is plain grey text.
// - markers in drawings (.m: CR, LF, BOM, an invalid byte) are badges of
//   ASCII letters drawn by CSS, so they need no font with control pictures and
//   cannot be read as the entity's own characters; user-select:none keeps
//   them out of a copy.
// - under 700 px the case tables become one card per case (data-label gives
//   each cell its column's name), so a phone needs no zoom or sideways scroll.
// - print: landscape, colours kept, sticky headers and the filter left out.
//
// And issue 33:
// - a long answer or expectation is in the page once, shown to three lines
//   (.clamp) and whole on hover, on focus (a tap) and in print: never cut at a
//   fixed length with its whole text repeated below.
// - summaries put their counts first; under 700 px the columns that describe an
//   implementation (.more) go, so pass and FAIL show without scrolling sideways.
// - print: no block is kept whole across a page (a tall one left pages
//   half blank), only table rows and the headings with what follows them.
#pragma once

#include <string_view>

namespace fragid::publish {

inline constexpr std::string_view page_css = R"css(
*{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{font-family:system-ui,"DejaVu Sans",sans-serif;margin:0;padding:1em 1.5em;line-height:1.4;color:#222;
 print-color-adjust:exact;-webkit-print-color-adjust:exact}
h1{font-size:1.55em;margin:.3em 0}
a{color:#0645ad;overflow-wrap:anywhere}
nav.pages{font-size:.95em;margin:.3em 0 1em}
table{border-collapse:collapse;margin:.5em 0 1.5em;font-size:13px}
th,td{border:1px solid #bbb;padding:.2em .45em;vertical-align:top;text-align:left}
th{background:#eee}
[id]{scroll-margin-top:3.5em}
thead th{position:sticky;top:0;z-index:2;box-shadow:0 1px 0 #999}
tr.group th{background:#dde6f0;font-weight:normal;position:static}
code{overflow-wrap:anywhere}
code,pre,.mono{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.92em}
pre{background:#f6f6f6;border:1px solid #ddd;padding:.4em .6em;white-space:pre-wrap;overflow-wrap:anywhere;margin:.3em 0}
blockquote{margin:.3em 0;padding-left:.8em;border-left:3px solid #ccc;color:#444}
details>summary{cursor:pointer}
.muted{color:#666}
.wide{overflow-x:auto;max-width:100%}
.nowrap{white-space:nowrap}
table.summary{font-size:13px;margin-bottom:.3em}
table.summary td,table.summary th{white-space:nowrap;padding:.15em .5em}
p.note{font-size:13px;margin:.3em 0}
p.intro{margin:.3em 0}
h2{margin:.9em 0 .3em;font-size:1.3em}
.pass{background:#e4f3e4}
.fail{background:#fde2df;color:#7a0010;font-weight:700;box-shadow:inset 4px 0 0 #b00020}
.skip{color:#767676}
.broken{background:#f7e9c8;color:#5a3b00;font-weight:700;box-shadow:inset 4px 0 0 #8a5a00}
.agree{outline:2px dashed #a33;outline-offset:-3px}
td .ans{font-weight:400;color:#3a0008;overflow-wrap:anywhere}
td.case{min-width:12em;max-width:19em;overflow-wrap:anywhere}
td.case a.id{color:inherit;text-decoration:none}
td.case a.id:hover{text-decoration:underline}
div.frag{max-width:13em;overflow-wrap:anywhere}
div.exp{max-width:24em;min-width:9em;overflow-wrap:anywhere}
div.res{max-width:12em;min-width:6em;overflow-wrap:anywhere}
th.res{max-width:9em;overflow-wrap:normal;word-break:normal;hyphens:manual;font-size:12px}
.clamp{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2;overflow:hidden}
.clamp:hover,.clamp:focus{-webkit-line-clamp:unset;line-clamp:none;overflow:visible;outline:none}
a.why{color:inherit;text-decoration:underline;text-decoration-thickness:1px;text-underline-offset:2px}
table.summary td.more{white-space:normal;min-width:10em}
details.unrun{margin:.3em 0 1.5em}
details.unrun>summary{font-size:14px;color:#333}
section.cause{border-top:2px solid #ccd;margin-top:1.4em}
section.cause h3{margin:.6em 0 .3em;font-size:1.12em;overflow-wrap:anywhere}
section.cause h3 a.self{color:#555;text-decoration:none}
div.example{border:1px solid #ddd;background:#fcfcfc;padding:.2em .8em;margin:.5em 0}
div.example p{margin:.35em 0}
table.of-cause td:first-child{white-space:nowrap}
table.of-cause td:nth-child(3){max-width:16em;overflow-wrap:anywhere}
table.of-cause td:nth-child(4){max-width:40em;overflow-wrap:anywhere}
ol.causes li{margin:.25em 0}
ul.reasons{font-size:14px}
a.tag,span.badge,a.badge{display:inline-block;font-size:11px;line-height:1.3;padding:0 .35em;border-radius:.6em;border:1px solid #6b7fa8;
 color:#24365e;background:#eef2fa;text-decoration:none;font-weight:600;vertical-align:.1em;white-space:nowrap}
span.badge.dev,a.badge.dev{border-color:#b00020;background:#fde2df;color:#7a0010}
span.badge.ok{border-color:#2f7d32;background:#e4f3e4;color:#1d4d1f}
.m{display:inline-block;font:700 10px/1.35 system-ui,"DejaVu Sans",sans-serif;letter-spacing:.02em;padding:0 .3em;margin:0 .1em;
 border-radius:3px;vertical-align:.15em;background:#33507f;color:#fff;user-select:none;-webkit-user-select:none}
.m.bom{background:#6b3fa0}
.m.ctl{background:#555}
.m.bad{background:#fff;color:#b00020;border:1px dashed #b00020;padding:0 .25em}
mark{background:#ffe27a;box-shadow:0 0 0 1px #d4a800;color:inherit}
.caret{display:inline-block;width:3px;height:1.15em;background:#d00;vertical-align:-.2em;margin:0 1px;border-radius:1px}
.legend{display:flex;flex-wrap:wrap;gap:.3em 1.2em;font-size:13px;margin:.4em 0 1em;padding:.5em .7em;border:1px solid #ddd;background:#fafafa}
.legend>span{overflow-wrap:anywhere}
.legend .cell{display:inline-block;padding:0 .4em;border:1px solid #bbb}
#filter{font-size:13px;margin:.4em 0;display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:center}
@media (max-width:700px){
 body{padding:.6em .7em}
 table.summary td,table.summary th{white-space:normal}
 table.cases,table.cases tbody,table.cases tr,table.cases td,table.cases th{display:block;width:auto}
 table.cases thead{display:none}
 table.cases tr{border:1px solid #bbb;margin:.5em 0}
 table.cases tr.group{border:none;margin:1em 0 .3em}
 table.cases td{border:none;border-top:1px solid #eee}
 table.cases td[data-label]::before{content:attr(data-label) ": ";font-weight:400;color:#555}
 td.case{white-space:normal;overflow-wrap:anywhere}
 div.frag,div.exp,div.res{max-width:none;min-width:0}
 table.cases td.skip{display:none}
 table.cases tr[data-level]{display:flex;flex-wrap:wrap}
 table.cases tr[data-level]>td{flex:1 1 auto}
 table.cases tr[data-level]>td.case,table.cases tr[data-level]>td.exp{flex-basis:100%}
 table.cases tr[data-level]>td.res{flex:1 1 40%}
 table.cases div.frag,table.cases div.exp,table.cases div.res{display:inline}
 table.summary .more{display:none}
 table.summary td,table.summary th{padding:.15em .3em}
 table.of-cause,table.of-cause tbody,table.of-cause tr,table.of-cause td{display:block;width:auto}
 table.of-cause thead{display:none}
 table.of-cause tr{border:1px solid #bbb;margin:.4em 0}
 table.of-cause td{border:none;border-top:1px solid #eee}
 table.of-cause td[data-label]::before{content:attr(data-label) ": ";color:#555}
 table.of-cause td:first-child{white-space:normal}
}
@page{size:landscape;margin:1cm}
@media print{
 body{padding:0;font-size:11px}
 thead th{position:static}
 #filter,.noprint{display:none}
 tr{break-inside:avoid}
 h1,h2,h3,h4,tr.group{break-after:avoid}
 .clamp{-webkit-line-clamp:unset;line-clamp:none;overflow:visible}
 a{color:inherit}
 td.case{white-space:normal;overflow-wrap:anywhere}
 table.summary{font-size:inherit}
 table.summary td,table.summary th{white-space:normal}
 div.exp{min-width:0;max-width:14em}
 div.frag{max-width:9em}
 div.res{min-width:0}
}
)css";

}  // namespace fragid::publish
