import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` unless the file already holds it: the bundler's persistent cache and watchers key
 * on a file's time, so a module written again with the same text would count as changed.
 */
export function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}
