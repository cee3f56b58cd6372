#!/usr/bin/env node
/**
 * Writes Pagefind indexes from prepared documents. Run by the search-index plugin as a child
 * process because Pagefind's Node API is ESM-only and Docusaurus loads plugins through jiti,
 * which can import neither it (ERR_PACKAGE_PATH_NOT_EXPORTED) nor any native `import()`.
 *
 *   node write-index.mjs <language> <documents.ndjson> <output dir> [<documents.ndjson> <output dir> …]
 * documents.ndjson: one {url, html} a line, as built by records.ts; read line by line, so a large
 * archive's text is never held whole. One index a pair, in the order given (the main index and the
 * parts of parts.ts).
 */
import {createReadStream} from 'node:fs';
import {createInterface} from 'node:readline';
import * as pagefind from 'pagefind';

const [language, ...pairs] = process.argv.slice(2);

const fail = (what, errors) => {
  console.error(`search index: ${what}: ${errors.join('; ')}`);
  process.exitCode = 1;
};

/** One index from one documents file; false when Pagefind could not write it. */
async function writeIndex(documentsFile, outputPath) {
  const {index, errors} = await pagefind.createIndex({forceLanguage: language});
  if (!index) {
    fail('Pagefind could not start', errors);
    return false;
  }
  let count = 0;
  const lines = createInterface({input: createReadStream(documentsFile)});
  for await (const line of lines) {
    if (!line) continue;
    const {url, html} = JSON.parse(line);
    const added = await index.addHTMLFile({url, content: html});
    if (added.errors.length) fail(`could not index ${url}`, added.errors);
    count += 1;
  }
  const written = await index.writeFiles({outputPath});
  await index.deleteIndex();
  // A new Pagefind process for each index: one process kept what every index it wrote had held,
  // 4 GB at the end of a locale of 30,000 stories (the build's peak); a part holds a month.
  await pagefind.close();
  if (written.errors.length) {
    fail(`could not write the index ${outputPath}`, written.errors);
    return false;
  }
  console.log(`search index: ${count} pages → ${outputPath}`);
  return true;
}

try {
  for (let i = 0; i < pairs.length; i += 2) {
    if (!(await writeIndex(pairs[i], pairs[i + 1]))) break;
  }
} finally {
  await pagefind.close();
}
