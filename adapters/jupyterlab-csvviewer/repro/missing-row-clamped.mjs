// @jupyterlab/csvviewer: a row past the last one scrolls the grid to the last row instead of
// being ignored (cause rfc7111-missing-row-clamped; missing-row-clamped.json says what and where).
// setFragment sends the row to CSVViewer.goToLine, which calls Lumino's DataGrid.scrollToRow; that
// floors the row and clamps it into the grid before scrolling. No adapter, no fragid: a real
// DataGrid over the package's DSVModel, scrolled as goToLine scrolls it.
//
//     node adapters/jupyterlab-csvviewer/repro/missing-row-clamped.mjs    exit 1 while it deviates
import { reproduce } from '../../repro/cause.mjs';

await reproduce(import.meta.url, async ({ entity, fragment }, say) => {
  const { rowSentTo, sent, modelOf, scrollAfter } = await import('./installed.mjs');
  const model = modelOf(entity);
  const bodyRows = model.rowCount('body');
  const got = await rowSentTo(fragment);
  // The viewer's own numbering (goToLine(N) is body row N) is kept: whatever the numbering, a row
  // the grid does not have must leave it where it was, not scroll it as its last row does.
  const unmoved = scrollAfter(model, 0), last = scrollAfter(model, bodyRows - 1);
  const y = 'row' in got ? scrollAfter(model, got.row) : unmoved;  // NaN goes to the grid too
  say(`entity ${JSON.stringify(entity)}: ${bodyRows} body rows below the header; the grid shows 2 rows at a time`);
  say(`spec: ${fragment} names a row beyond the CSV: ignored, the grid stays where it is (scroll y=${unmoved})`);
  say(`library: ${fragment} -> ${sent(got)} -> DataGrid.scrollToRow: scroll y=${y}, where the last row puts it (y=${last})`);
  return y === last && y !== unmoved;
});
