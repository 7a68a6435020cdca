// The published pages (docs/matrix/matrix.html, docs/edge-cases.html) as a
// reader meets them: rendered by the system's Chromium (Debian's `chromium`,
// installed by scripts/setup.sh; playwright-core never downloads a browser),
// at a desktop width and a phone width (issue 19).
//
//   node pages_test.js MATRIX_HTML EDGE_CASES_HTML SCREENSHOT_DIR
//
// Checks, at 1400 px and 390 px: the page does not scroll sideways; every
// in-page link (#id), and every link to the other page's #id, has a target; the
// badges that mark line endings, BOMs and bad bytes have a rendered width with
// the fonts installed (no font with control pictures is needed); at 1400 px the
// first row of the matrix shows the expected answer and every result without
// scrolling. The matrix's filter shows exactly the rows it promises, and in
// print (landscape) the page still fits its width with the first row's results
// on it. Screenshots of each, and a PDF of the printed matrix, go to
// SCREENSHOT_DIR for a human to look at.
// Exits 77 (ctest's SKIP_RETURN_CODE) when Chromium or playwright-core is missing.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SKIP = 77;
const [matrixPath, edgePath, shotDir] = process.argv.slice(2).map((p) => p && resolve(p));
if (!matrixPath || !edgePath || !shotDir) {
  console.error('usage: node pages_test.js MATRIX_HTML EDGE_CASES_HTML SCREENSHOT_DIR');
  process.exit(2);
}

const candidates = [process.env.FRAGID_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const browserPath = candidates.find((p) => existsSync(p));
if (!browserPath) {
  console.log(`SKIP: no Chromium at ${candidates.join(', ')} (scripts/setup.sh installs Debian's chromium)`);
  process.exit(SKIP);
}
let chromium;
try {
  ({ chromium } = await import('playwright-core'));
} catch (e) {
  console.log('SKIP: tests/browser/node_modules is missing (scripts/setup.sh runs npm ci there; ' +
              `was the npm registry reachable?): ${e.message}`);
  process.exit(SKIP);
}

const failures = [];
const check = (ok, what) => { if (!ok) failures.push(what); };
mkdirSync(shotDir, { recursive: true });

// Everything measured in one evaluate() per page: ids, links, overflow, badges, first row.
function measure() {
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  const links = [...document.querySelectorAll('a[href]')].map((a) => ({ raw: a.getAttribute('href'), href: a.href }));
  const badges = [...document.querySelectorAll('.m')].map((b) => {
    const range = document.createRange();
    range.selectNodeContents(b);
    return { text: b.textContent, width: b.getBoundingClientRect().width, textWidth: range.getBoundingClientRect().width };
  });
  const row = document.querySelector('table.cases tbody tr[data-level]');
  const cells = row ? [...row.querySelectorAll('td.case, td.exp, td.res')].map((td) => {
    const r = td.getBoundingClientRect();
    return { label: td.dataset.label || td.className, left: r.left, right: r.right, top: r.top };
  }) : [];
  const summary = document.querySelector('table.summary');
  return {
    ids, links, badges, cells,
    summaryRight: summary ? summary.getBoundingClientRect().right : 0,
    scrollWidth: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    height: window.innerHeight,
  };
}

// The filter (Status, Implementation, Level) against the table itself: with
// FAIL and one implementation chosen, the rows left are exactly those whose
// cell for that implementation is a FAIL, and the count says so.
async function checkFilter(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(url, { waitUntil: 'load' });
  const selects = page.locator('#filter select');
  check(await selects.count() === 3, `matrix filter: ${await selects.count()} menus, expected Status, Implementation, Level`);
  const impl = 'jupyterlab-fileeditor';
  const expected = await page.evaluate((name) => [...document.querySelectorAll('table.cases tbody tr[data-level]')]
    .filter((r) => r.querySelector(`td.res.fail[data-impl="${name}"]`)).map((r) => r.id), impl);
  await selects.nth(0).selectOption('fail');
  await selects.nth(1).selectOption(impl);
  const shown = await page.evaluate(() => ({
    ids: [...document.querySelectorAll('table.cases tbody tr[data-level]')].filter((r) => r.offsetParent !== null).map((r) => r.id),
    count: document.querySelector('#filter .muted').textContent,
  }));
  check(expected.length > 0, `matrix filter: ${impl} has no FAIL cell to filter for`);
  check(JSON.stringify(shown.ids) === JSON.stringify(expected),
        `matrix filter: FAIL + ${impl} shows ${shown.ids.length} rows, the table has ${expected.length} such rows`);
  check(shown.count.startsWith(`${expected.length} of `), `matrix filter: the count says "${shown.count}"`);
  await page.close();
}

// Print: landscape A4 is about 1100 CSS px wide at 96 dpi; neither page may
// be cut at the right (on the matrix: the implementations table and the first
// row's results inside the width), and the matrix's filter is left out.
async function checkPrint(browser, urls) {
  for (const [name, url] of Object.entries(urls)) {
    const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
    await page.goto(url, { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    const m = await page.evaluate(measure);
    check(m.scrollWidth <= m.viewport, `${name} in print: the page is ${m.scrollWidth} px wide in ${m.viewport}`);
    await page.screenshot({ path: join(shotDir, `${name}-print.png`) });
    if (name === 'matrix') {
      for (const c of m.cells)
        check(c.left >= 0 && c.right <= m.viewport, `matrix in print: the column ${c.label} is cut off (${c.left}..${c.right})`);
      check(m.summaryRight <= m.viewport, `matrix in print: the implementations table is cut off at ${m.viewport} (${m.summaryRight})`);
      const filterShown = await page.evaluate(() => document.getElementById('filter').offsetParent !== null);
      check(!filterShown, 'matrix in print: the filter is printed');
      await page.pdf({ path: join(shotDir, 'matrix-print.pdf'), landscape: true, format: 'A4', printBackground: true });
    }
    await page.close();
  }
}

const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const pages = { matrix: matrixPath, 'edge-cases': edgePath };
const urls = Object.fromEntries(Object.entries(pages).map(([k, p]) => [k, pathToFileURL(p).href]));
try {
  for (const width of [1400, 390]) {
    const seen = {};
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    for (const [name, url] of Object.entries(urls)) {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      seen[name] = await page.evaluate(measure);
      await page.screenshot({ path: join(shotDir, `${name}-${width}.png`) });
      await page.close();
    }
    await context.close();

    for (const [name, m] of Object.entries(seen)) {
      const at = `${name} at ${width} px`;
      check(m.scrollWidth <= m.viewport, `${at}: the page scrolls sideways (${m.scrollWidth} px wide in ${m.viewport})`);
      // A link to #id on this page or on the other one: the id exists there.
      const byUrl = Object.fromEntries(Object.entries(urls).map(([k, u]) => [u, new Set(seen[k].ids)]));
      for (const { raw, href } of m.links) {
        const hash = href.indexOf('#');
        if (hash < 0) continue;
        const ids = byUrl[href.slice(0, hash)];
        if (!ids) continue;  // another document (a deviation report, an interpretation)
        const id = decodeURIComponent(href.slice(hash + 1));
        check(ids.has(id), `${at}: the link ${raw} has no target`);
      }
      check(m.badges.length > 0, `${at}: no marker badges`);
      const empty = m.badges.filter((b) => !(b.width > 0 && b.textWidth > 0 && /^[ -~]+$/.test(b.text)));
      check(empty.length === 0, `${at}: ${empty.length} badges without a visible ASCII label, e.g. ` +
                                JSON.stringify(empty.slice(0, 3)));
    }
    const cells = seen.matrix.cells;
    check(cells.length >= 2, `matrix at ${width} px: the first row has no expected and result cells`);
    // The first screen shows the first case, its expected answer and every
    // result: each cell inside the width, and its first line above the fold.
    const lineHeight = 24;
    if (width === 1400)
      for (const c of cells) {
        check(c.left >= 0 && c.right <= seen.matrix.viewport,
              `matrix at 1400 px: the column ${c.label} of the first row is outside the viewport (${c.left}..${c.right})`);
        check(c.top + lineHeight <= seen.matrix.height,
              `matrix at 1400 px: the first row's ${c.label} starts at ${Math.round(c.top)} px, below the first ` +
              `screen (${seen.matrix.height} px high)`);
      }
  }
  await checkFilter(browser, urls.matrix);
  await checkPrint(browser, urls);
} finally {
  await browser.close();
}

console.log(`screenshots: ${shotDir}`);
if (failures.length) {
  for (const f of failures) console.log(`FAIL: ${f}`);
  process.exit(1);
}
console.log('all page checks passed');
