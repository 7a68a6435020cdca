// @jupyterlab/csvviewer: `*` is not read as the last row (cause rfc7111-star-unsupported;
// star-unsupported.json says what and where). setFragment sends Number('*'), NaN, to goToLine, and
// DataGrid.scrollToRow(NaN) does not move the grid. No adapter, no fragid: the package's own
// setFragment, DSVModel and a real @lumino/datagrid DataGrid.
//
//     node adapters/jupyterlab-csvviewer/repro/star-unsupported.mjs    exit 1 while it deviates
import { reproduce } from '../../repro/cause.mjs';

await reproduce(import.meta.url, async ({ entity, fragment }, say) => {
  const { rowSentTo, sent, modelOf, scrollAfter } = await import('./installed.mjs');
  const model = modelOf(entity);
  const bodyRows = model.rowCount('body');
  const got = await rowSentTo(fragment);
  // Where the last row takes the grid, in the viewer's own numbering (its last body row).
  const last = scrollAfter(model, bodyRows - 1), unmoved = scrollAfter(model, 0);
  const y = 'row' in got ? scrollAfter(model, got.row) : unmoved;  // NaN goes to the grid too
  say(`entity ${JSON.stringify(entity)}: ${bodyRows} body rows below the header; the grid shows 2 rows at a time`);
  say(`spec: ${fragment} is the last record: the grid goes where its last row takes it (scroll y=${last})`);
  say(`library: ${fragment} -> ${sent(got)} -> DataGrid.scrollToRow: scroll y=${y} (not scrolled: y=${unmoved})`);
  return y !== last;
});
