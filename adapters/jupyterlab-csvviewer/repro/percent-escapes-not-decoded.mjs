// @jupyterlab/csvviewer: percent-escapes in the fragment are not decoded (cause
// rfc7111-percent-escapes-not-decoded; percent-escapes-not-decoded.json says what and where):
// `%72ow=2` is not compared as `row=2`, and `row=%32` is read as Number('%32'), NaN. No adapter,
// no fragid: the package's own setFragment. (Whether a JupyterLab caller decodes the hash before
// calling setFragment is outside this package and not checked here.)
//
//     node adapters/jupyterlab-csvviewer/repro/percent-escapes-not-decoded.mjs    exit 1 while it deviates
import { reproduce } from '../../repro/cause.mjs';

await reproduce(import.meta.url, async ({ plain, escaped }, say) => {
  const { rowSentTo, sent } = await import('./installed.mjs');
  const reference = await rowSentTo(plain);
  say(`spec: ${escaped.join(' and ')} are ${plain}, which the library sends to ${sent(reference)}`);
  let deviations = 0;
  for (const fragment of escaped) {
    const got = await rowSentTo(fragment);
    if (got.row !== reference.row) deviations++;
    say(`library: ${fragment} -> ${sent(got)}`);
  }
  return deviations > 0;
});
