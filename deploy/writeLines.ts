/**
 * Writes lines to a file a chunk at a time, each line ending in a newline. The static host's
 * redirects and nginx's map of short links have lines for every page of the archive (133 MB and
 * 26 MB at 30,000 stories a language): joined into one string they would stop the build at V8's
 * cap on a string's length (about 537 million characters) as the archive grows.
 */
import {closeSync, openSync, writeSync} from 'node:fs';

/** Characters gathered before a write: few writes, and no string near the cap. */
const CHUNK = 1 << 20;

export function writeLines(file: string, lines: Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    let chunk: string[] = [];
    let length = 0;
    for (const line of lines) {
      chunk.push(line);
      length += line.length + 1;
      if (length >= CHUNK) {
        writeSync(fd, `${chunk.join('\n')}\n`);
        chunk = [];
        length = 0;
      }
    }
    if (chunk.length > 0) writeSync(fd, `${chunk.join('\n')}\n`);
  } finally {
    closeSync(fd);
  }
}
