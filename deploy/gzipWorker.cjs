/**
 * One gzip copy at level 9 (deploy/precompress.ts): `file.gz` beside the file when it is smaller.
 * Plain CommonJS, so a worker thread runs it without the TypeScript loader; in a worker it compresses
 * each batch of files it is sent and answers with their sizes.
 */
const {readFileSync, writeFileSync} = require('node:fs');
const {isMainThread, parentPort} = require('node:worker_threads');
const {gzipSync} = require('node:zlib');

/** The size of the copy written, or -1 when compressing does not make the file smaller. */
function gzipFile(file) {
  const content = readFileSync(file);
  const gz = gzipSync(content, {level: 9});
  if (gz.length >= content.length) return -1;
  writeFileSync(`${file}.gz`, gz);
  return gz.length;
}

if (!isMainThread && parentPort) {
  parentPort.on('message', (files) =>
    parentPort.postMessage(files.map(gzipFile)),
  );
}

module.exports = {gzipFile};
