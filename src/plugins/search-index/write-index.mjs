#!/usr/bin/env node
/**
 * Writes a Pagefind index from prepared documents. Run by the search-index plugin as a child
 * process because Pagefind's Node API is ESM-only and Docusaurus loads plugins through jiti,
 * which can import neither it (ERR_PACKAGE_PATH_NOT_EXPORTED) nor any native `import()`.
 *
 *   node write-index.mjs <documents.json> <output dir>
 * documents.json: [{url, html}], as built by records.ts.
 */
import {readFile} from 'node:fs/promises';
import * as pagefind from 'pagefind';

const [documentsFile, outputPath, language] = process.argv.slice(2);
const documents = JSON.parse(await readFile(documentsFile, 'utf8'));

const fail = (what, errors) => {
  console.error(`search index: ${what}: ${errors.join('; ')}`);
  process.exitCode = 1;
};

const {index, errors} = await pagefind.createIndex({forceLanguage: language});
if (!index) {
  fail('Pagefind could not start', errors);
} else {
  try {
    for (const {url, html} of documents) {
      const added = await index.addHTMLFile({url, content: html});
      if (added.errors.length) fail(`could not index ${url}`, added.errors);
    }
    const written = await index.writeFiles({outputPath});
    if (written.errors.length) {
      fail('could not write the index', written.errors);
    } else {
      console.log(`search index: ${documents.length} pages → ${outputPath}`);
    }
  } finally {
    await pagefind.close();
  }
}
