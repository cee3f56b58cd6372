#!/usr/bin/env node
/**
 * Writes a Pagefind index from prepared documents. Run by the search-index plugin as a child
 * process because Pagefind's Node API is ESM-only and Docusaurus loads plugins through jiti,
 * which can import neither it (ERR_PACKAGE_PATH_NOT_EXPORTED) nor any native `import()`.
 *
 *   node write-index.mjs <documents.ndjson> <output dir> <language>
 * documents.ndjson: one {url, html} a line, as built by records.ts; read line by line, so a large
 * archive's text is never held whole.
 */
import {createReadStream} from 'node:fs';
import {createInterface} from 'node:readline';
import * as pagefind from 'pagefind';

const [documentsFile, outputPath, language] = process.argv.slice(2);

const fail = (what, errors) => {
  console.error(`search index: ${what}: ${errors.join('; ')}`);
  process.exitCode = 1;
};

const {index, errors} = await pagefind.createIndex({forceLanguage: language});
if (!index) {
  fail('Pagefind could not start', errors);
} else {
  try {
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
    if (written.errors.length) {
      fail('could not write the index', written.errors);
    } else {
      console.log(`search index: ${count} pages → ${outputPath}`);
    }
  } finally {
    await pagefind.close();
  }
}
