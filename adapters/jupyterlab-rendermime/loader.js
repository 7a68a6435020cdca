// Node module hooks that let the adapter load @jupyterlab/rendermime's
// renderers outside a bundler (node-protocol/jupyterlab-hooks.js says what
// they do). lib/renderers.js imports @jupyterlab/translation only for a
// default translator that renderError never uses; that package would pull in
// the server connection, so it is replaced by an empty stand-in. Everything
// else (the renderers, @jupyterlab/coreutils' URLExt, lodash.escape) loads
// unchanged.
import { hooksFor } from '../node-protocol/jupyterlab-hooks.js';

export const { resolve, load } = hooksFor('@jupyterlab/rendermime', {
  '@jupyterlab/translation': 'export const nullTranslator = {};',
});
