/**
 * The news lists' layouts of the build a publish follows (LIST_LAYOUTS_FROM_ENV, its state file),
 * for this locale; none in a full build. Read once a process. The publish checked the state before
 * it started the build (scripts/publish/state.ts), so a file that cannot be read here is an error.
 */
import {readFileSync} from 'node:fs';
import type {ListLayout} from '../../lib/listLayout';
import {LIST_LAYOUTS_FROM_ENV} from '../publish-pages/files';

let read:
  {file: string; lists: Record<string, Record<string, ListLayout>>} | undefined;

export function lastListLayouts(
  locale: string,
): Record<string, ListLayout> | undefined {
  const file = process.env[LIST_LAYOUTS_FROM_ENV];
  if (!file) return undefined;
  if (read?.file !== file) {
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      lists?: Record<string, Record<string, ListLayout>>;
    };
    if (typeof state.lists !== 'object' || state.lists === null) {
      throw new Error(
        `news-blog: ${file} (${LIST_LAYOUTS_FROM_ENV}) holds no news list layouts.`,
      );
    }
    read = {file, lists: state.lists};
  }
  return read.lists[locale];
}
