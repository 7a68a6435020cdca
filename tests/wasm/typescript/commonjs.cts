// The CommonJS entry's types (index.d.cts), as a CommonJS TypeScript file sees them.
import fragidPackage = require('fragid');

async function main(): Promise<void> {
  const fragid = await fragidPackage.createFragid();
  const r = fragid.resolve('row=1', 'a,b\r\n', { mediaType: 'text/csv' });
  if (r.type === 'csv') console.log(r.parts.length);
}
void main();
