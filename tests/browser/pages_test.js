// The published site (docs/matrix/: publish/site.hpp) and a `fragid report`
// site as a reader meets them: rendered by the system's Chromium (Debian's
// `chromium`, installed by scripts/setup.sh; playwright-core never downloads
// a browser), at a desktop width and a phone width (issues 19 and 33).
//
//   node pages_test.js SITE_DIR REPORT_DIR SCREENSHOT_DIR
//
// Checks:
// - every page of the site, at 1400 px and 390 px, does not scroll sideways,
//   and every link to an #id of a page of the site has its target;
// - the badges that mark line endings, BOMs and bad bytes have a rendered width
//   with the fonts installed (no font with control pictures is needed);
// - at 1400 px the first row of the matrix shows the expected answer and every
//   result without scrolling; on a phone the summaries show pass and FAIL
//   without scrolling sideways;
// - the matrix's filter shows exactly the rows it promises, keeps itself in the
//   URL, and that URL opened anew shows the same view; a spec left empty is hidden;
// - a FAIL cell's link lands on the group of its cause, in view; from the index
//   the cause of any FAIL is two clicks away;
// - the edge-case search finds rfc7111-syntax-hash-inside and hides the rest;
// - in print (landscape A4) the pages fit their width, an answer is whole and
//   once, no column header breaks inside a word, and an implementation's page
//   has no page left mostly blank;
// - the report site (fragid report on an example adapter's run) reads like the
//   matrix's page of an implementation.
// Screenshots and PDFs go to SCREENSHOT_DIR for a human to look at.
// Exits 77 (ctest's SKIP_RETURN_CODE) when Chromium or playwright-core is missing.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const SKIP = 77;
const [siteDir, reportDir, shotDir] = process.argv.slice(2).map((p) => p && resolve(p));
if (!siteDir || !reportDir || !shotDir) {
  console.error('usage: node pages_test.js SITE_DIR REPORT_DIR SCREENSHOT_DIR');
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

// Every .html file under a directory, by its path relative to it.
function htmlFiles(dir) {
  const out = [];
  const walk = (d) => readdirSync(d, { withFileTypes: true }).forEach((e) => {
    const p = join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.html')) out.push(relative(dir, p));
  });
  walk(dir);
  return out.sort();
}
const url = (dir, path) => pathToFileURL(join(dir, path)).href;
const shotName = (path) => path.replace(/[/.]/g, '_');

// Everything measured in one evaluate() per page.
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
  // The summary's pass and FAIL columns (the 2nd and 3rd), where there is a summary.
  const summary = document.querySelector('table.summary');
  const verdictColumns = summary ? [...summary.querySelectorAll('thead th')].slice(1, 3)
    .map((th) => ({ text: th.textContent, right: th.getBoundingClientRect().right })) : [];
  return {
    ids, links, badges, cells, verdictColumns,
    summaryRight: summary ? summary.getBoundingClientRect().right : 0,
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    viewport: document.documentElement.clientWidth,
    height: window.innerHeight,
  };
}

// Every page at one width: layout, badges, and links into the site.
async function checkPages(browser, dir, label, pages, width, seenIds) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const seen = {};
  for (const path of pages) {
    const page = await context.newPage();
    await page.goto(url(dir, path), { waitUntil: 'load' });
    seen[path] = await page.evaluate(measure);
    if (!path.startsWith('implementations/') || path.includes('fileeditor'))
      await page.screenshot({ path: join(shotDir, `${label}${shotName(path)}-${width}.png`) });
    await page.close();
  }
  await context.close();
  for (const [path, m] of Object.entries(seen)) {
    const at = `${path} at ${width} px`;
    seenIds[url(dir, path)] = new Set(m.ids);
    check(m.scrollWidth <= m.viewport, `${at}: the page scrolls sideways (${m.scrollWidth} px wide in ${m.viewport})`);
    const empty = m.badges.filter((b) => !(b.width > 0 && b.textWidth > 0 && /^[ -~]+$/.test(b.text)));
    check(empty.length === 0, `${at}: ${empty.length} badges without a visible ASCII label, e.g. ${JSON.stringify(empty.slice(0, 3))}`);
    // On a phone too, a summary shows its pass and FAIL columns without scrolling sideways.
    for (const c of m.verdictColumns)
      check(c.right <= m.viewport + 0.5, `${at}: the summary's column "${c.text}" is off-screen (${Math.round(c.right)} > ${m.viewport})`);
  }
  return seen;
}

// A link to a page of the site: the page exists; to #id on it: the id exists there.
function checkLinks(seen, seenIds, label) {
  for (const [path, m] of Object.entries(seen))
    for (const { raw, href } of m.links) {
      const hash = href.indexOf('#');
      const page = (hash < 0 ? href : href.slice(0, hash)).split('?')[0];
      const ids = seenIds[page];
      if (page.startsWith('file:') && page.endsWith('.html')) check(ids, `${label} ${path}: the link ${raw} leads nowhere`);
      if (!ids || hash < 0) continue;  // another document (a Markdown report, an interpretation), or no #id
      const id = decodeURIComponent(href.slice(hash + 1));
      check(ids.has(id), `${label} ${path}: the link ${raw} has no target`);
    }
}

// The matrix's filter against the table itself, its URL, and the URL opened anew.
async function checkFilter(browser, matrixUrl) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(matrixUrl, { waitUntil: 'load' });
  const selects = page.locator('#filter select');
  check(await selects.count() === 3, `matrix filter: ${await selects.count()} menus, expected Status, Implementation, Level`);
  const impl = 'jupyterlab-fileeditor';
  const expected = await page.evaluate((name) => [...document.querySelectorAll('table.cases tbody tr[data-level]')]
    .filter((r) => r.querySelector(`td.res.fail[data-impl="${name}"]`)).map((r) => r.id), impl);
  await selects.nth(0).selectOption('fail');
  await selects.nth(1).selectOption(impl);
  const visible = () => page.evaluate(() => ({
    ids: [...document.querySelectorAll('table.cases tbody tr[data-level]')].filter((r) => r.offsetParent !== null).map((r) => r.id),
    count: document.querySelector('#filter .muted').textContent,
    csvShown: document.getElementById('spec-rfc7111').offsetParent !== null,
    csvHeadings: [...document.querySelectorAll('#spec-rfc7111 h2, #spec-rfc7111 thead')].filter((e) => e.offsetParent !== null).length,
  }));
  const shown = await visible();
  check(expected.length > 0, `matrix filter: ${impl} has no FAIL cell to filter for`);
  check(JSON.stringify(shown.ids) === JSON.stringify(expected),
        `matrix filter: FAIL + ${impl} shows ${shown.ids.length} rows, the table has ${expected.length} such rows`);
  check(shown.count.startsWith(`${expected.length} of `), `matrix filter: the count says "${shown.count}"`);
  check(!shown.csvShown && shown.csvHeadings === 0, 'matrix filter: the RFC 7111 table, with no row left, still shows its headings');
  const filtered = page.url();
  check(filtered.includes('status=fail') && filtered.includes(`impl=${impl}`), `matrix filter: the URL does not keep the view (${filtered})`);
  await page.close();
  // The same URL, opened anew, is the same view.
  const again = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await again.goto(filtered, { waitUntil: 'load' });
  const reopened = await again.evaluate(() => [...document.querySelectorAll('table.cases tbody tr[data-level]')]
    .filter((r) => r.offsetParent !== null).map((r) => r.id));
  check(JSON.stringify(reopened) === JSON.stringify(expected),
        `matrix filter: the filtered URL opened anew shows ${reopened.length} rows, not the ${expected.length} of the view`);
  await again.close();
}

// A FAIL cell's link lands on its group, in view; and from the index, an
// implementation and then one of its causes: the reason in two clicks.
async function checkClicks(browser, siteUrl) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const landed = () => page.evaluate(() => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return { found: false };
    const r = target.getBoundingClientRect();
    return { found: true, cls: target.className, top: r.top, height: innerHeight, path: location.pathname };
  });
  await page.goto(siteUrl('matrix.html'), { waitUntil: 'load' });
  const cell = page.locator('td.res.fail[data-impl="jupyterlab-fileeditor"] a.why').first();
  const href = await cell.getAttribute('href');
  await cell.click();
  await page.waitForLoadState('load');
  let at = await landed();
  check(at.found && at.cls.includes('cause') && at.top >= -1 && at.top < at.height / 2,
        `FAIL cell -> ${href}: not on its group in view (${JSON.stringify(at)})`);
  await page.goto(siteUrl('index.html'), { waitUntil: 'load' });
  await page.locator('table.summary a', { hasText: 'jupyterlab-csvviewer' }).first().click();
  await page.waitForLoadState('load');
  await page.locator('ol.causes a').nth(1).click();
  at = await landed();
  check(at.found && at.cls.includes('cause') && at.path.endsWith('implementations/jupyterlab-csvviewer.html'),
        `index -> implementation -> cause: not on a group (${JSON.stringify(at)})`);
  await page.close();
}

// The edge-case search: an id typed finds its entry, hides the others, and is kept in the URL.
async function checkSearch(browser, edgeUrl) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(edgeUrl, { waitUntil: 'load' });
  const box = page.locator('#search input');
  check(await box.count() === 1, 'edge-case search: no search box');
  await box.fill('rfc7111-syntax-hash-inside');
  const r = await page.evaluate(() => ({
    shown: [...document.querySelectorAll('section.entry')].filter((e) => e.offsetParent !== null).map((e) => e.id),
    count: document.querySelector('#search .muted').textContent,
    url: location.href,
  }));
  check(r.shown.includes('rfc7111-syntax-hash-inside'), `edge-case search: rfc7111-syntax-hash-inside not found (${r.shown})`);
  check(r.shown.length <= 2, `edge-case search: ${r.shown.length} entries still shown for one id`);
  check(r.url.includes('q=rfc7111-syntax-hash-inside'), `edge-case search: the URL does not keep the search (${r.url})`);
  await page.screenshot({ path: join(shotDir, 'edge-cases_rfc7111-search-1400.png') });
  await page.close();
}

// Print, landscape A4 (about 1100 CSS px wide at 96 dpi): the width fits; every
// clamped answer is whole and none is written twice; column headers break
// between words only; an implementation's page has no page left mostly blank.
async function checkPrint(browser, pages) {
  for (const [name, pageUrl] of Object.entries(pages)) {
    const page = await browser.newPage({ viewport: { width: 1047, height: 720 } });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    const m = await page.evaluate(measure);
    const p = await page.evaluate(() => {
      const clipped = [...document.querySelectorAll('.clamp')].filter((e) => e.scrollHeight > e.clientHeight + 1).length;
      const folded = [...document.querySelectorAll('details')].filter((d) => d.offsetParent !== null && d.querySelector('.ans')).length;
      // A header word on two lines: a Range over the word has two rects.
      let split = 0;
      document.querySelectorAll('thead th').forEach((th) => {
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const re = /[^\s-]+-?/g;
          for (let w = re.exec(n.data); w; w = re.exec(n.data)) {
            const range = document.createRange();
            range.setStart(n, w.index);
            range.setEnd(n, w.index + w[0].length);
            const rows = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (rows.size > 1) split++;
          }
        }
      });
      return { clipped, folded, split };
    });
    check(m.scrollWidth <= m.viewport, `${name} in print: the page is ${m.scrollWidth} px wide in ${m.viewport}`);
    check(p.clipped === 0, `${name} in print: ${p.clipped} answers are cut`);
    check(p.folded === 0, `${name} in print: ${p.folded} answers are folded (and said twice when opened)`);
    check(p.split === 0, `${name} in print: ${p.split} header words break across lines`);
    await page.screenshot({ path: join(shotDir, `${name}-print.png`) });
    if (name === 'matrix') {
      for (const c of m.cells)
        check(c.left >= 0 && c.right <= m.viewport, `matrix in print: the column ${c.label} is cut off (${c.left}..${c.right})`);
      check(m.summaryRight <= m.viewport, `matrix in print: the implementations table is cut off at ${m.viewport} (${m.summaryRight})`);
      const filterShown = await page.evaluate(() => document.getElementById('filter').offsetParent !== null);
      check(!filterShown, 'matrix in print: the filter is printed');
    }
    const pdf = await page.pdf({ path: join(shotDir, `${name}-print.pdf`), landscape: true, format: 'A4', printBackground: true,
                                 margin: { top: '1cm', bottom: '1cm', left: '1cm', right: '1cm' } });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    // A4 landscape less 1 cm margins: 190 mm of content a page, 718 CSS px.
    const needed = Math.ceil(m.scrollHeight / 718);
    console.log(`${name} in print: ${pages} pages for ${m.scrollHeight} px`);
    if (name.startsWith('implementation'))
      check(pages <= needed + 1, `${name} in print: ${pages} pages where its ${m.scrollHeight} px need ${needed}: some are left blank`);
    await page.close();
  }
}

const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const siteUrl = (path) => url(siteDir, path);
try {
  const sitePages = htmlFiles(siteDir);
  const reportPages = htmlFiles(reportDir);
  check(sitePages.includes('index.html') && sitePages.includes('matrix.html'), `the site has no index or matrix: ${sitePages}`);
  check(reportPages.includes('index.html'), `the report has no index.html: ${reportPages}`);
  for (const width of [1400, 390]) {
    const ids = {};
    const seen = await checkPages(browser, siteDir, '', sitePages, width, ids);
    const report = await checkPages(browser, reportDir, 'report-', reportPages, width, ids);
    checkLinks(seen, ids, `site at ${width} px:`);
    checkLinks(report, ids, `report at ${width} px:`);
    const matrix = seen['matrix.html'];
    check(matrix.cells.length >= 2, `matrix at ${width} px: the first row has no expected and result cells`);
    // The first screen shows the first case, its expected answer and every result.
    if (width === 1400)
      for (const c of matrix.cells) {
        check(c.left >= 0 && c.right <= matrix.viewport,
              `matrix at 1400 px: the column ${c.label} of the first row is outside the viewport (${c.left}..${c.right})`);
        check(c.top + 24 <= matrix.height, `matrix at 1400 px: the first row's ${c.label} starts at ${Math.round(c.top)} px, ` +
                                           `below the first screen (${matrix.height} px high)`);
      }
    console.log(`at ${width} px: matrix ${matrix.scrollHeight} px high, ` +
                `edge cases ${['rfc5147', 'rfc7111', 'wilde'].map((s) => seen[`edge-cases/${s}.html`]?.scrollHeight).join(' / ')} px`);
    // The report's page is an implementation page like the matrix's: its causes, its cases, its summary.
    const reportIndex = readFileSync(join(reportDir, 'index.html'), 'utf8');
    check(/<ol class="causes">/.test(reportIndex) && /<section class="cause" id="char-not-implemented">/.test(reportIndex),
          'the report page has no causes, or not the char= one of its run');
  }
  await checkFilter(browser, siteUrl('matrix.html'));
  await checkClicks(browser, siteUrl);
  await checkSearch(browser, siteUrl('edge-cases/rfc7111.html'));
  await checkPrint(browser, {
    matrix: siteUrl('matrix.html'),
    'edge-cases': siteUrl('edge-cases/rfc5147.html'),
    'implementation-fileeditor': siteUrl('implementations/jupyterlab-fileeditor.html'),
    'implementation-csvviewer': siteUrl('implementations/jupyterlab-csvviewer.html'),
    'report': url(reportDir, 'index.html'),
  });
} finally {
  await browser.close();
}

console.log(`screenshots: ${shotDir}`);
if (failures.length) {
  for (const f of failures) console.log(`FAIL: ${f}`);
  process.exit(1);
}
console.log('all page checks passed');
