/**
 * The editors' desk is a page of its own: its page and bundle under /admin, and not one byte of
 * it in what readers load (no page links its script, no reader's script holds Decap's code).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DESK_PATH} from '../../src/plugins/editors-desk/page';
import {BUILD} from './build';

const DESK_DIR = path.join(BUILD, DESK_PATH);
const files = readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter(
  (file) => !file.endsWith('.gz'),
);
const readers = files.filter(
  (file) => !file.startsWith(`${DESK_PATH}${path.sep}`),
);
/** A string only Decap's code holds (its core announces its version under this name). */
const DECAP_MARK = 'decap-cms-core';

describe('the editors’ desk', () => {
  it('is served at /admin: its page and the one bundle the page names', () => {
    const page = readFileSync(path.join(DESK_DIR, 'index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(
      new RegExp(`^/${DESK_PATH}/desk\\.[0-9a-f]{10}\\.js$`),
    );
    const bundle = path.join(BUILD, scripts[0]);
    expect(existsSync(bundle)).toBe(true);
    expect(readFileSync(bundle, 'utf8')).toContain(DECAP_MARK);
  });

  it('is named by no reader’s page', () => {
    const pages = readers.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const html = readFileSync(path.join(BUILD, file), 'utf8');
      expect(html, file).not.toMatch(/\/admin\/desk\.|nn-desk-data/);
    }
  });

  it('has no code in the readers’ scripts', () => {
    const scripts = readers.filter((file) => /\.m?js$/.test(file));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(readFileSync(path.join(BUILD, file), 'utf8'), file).not.toContain(
        DECAP_MARK,
      );
    }
  });
});
