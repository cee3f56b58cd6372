import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {CompileCache} from '../../src/plugins/news-guard/mdx';

const root = mkdtempSync(path.join(tmpdir(), 'compile-cache-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

const source =
  'دلار در بازار آزاد تهران ارزان شد.\n\n## بازار\n\nخریداران کمتر شدند.\n';

describe("the pre-flight check's compile cache", () => {
  it('keeps what a run compiled for the next one, written whole beside the file and renamed', async () => {
    const file = path.join(root, 'check', 'compiled.json');
    const first = new CompileCache(file);
    const compiled = await first.get(source, 'news/a.md', 'rtl');
    expect(first.compiledCount).toBe(1);
    first.save();
    expect(readdirSync(path.dirname(file))).toEqual(['compiled.json']);
    const next = new CompileCache(file);
    expect(await next.get(source, 'news/a.md', 'rtl')).toEqual(compiled);
    expect(next.compiledCount).toBe(0);
  });

  it('compiles again from a file cut short, and an unfinished write beside it changes nothing', async () => {
    const file = path.join(root, 'torn', 'compiled.json');
    const first = new CompileCache(file);
    await first.get(source, 'news/a.md', 'rtl');
    first.save();
    const whole = readFileSync(file, 'utf8');
    writeFileSync(`${file}.next`, whole.slice(0, 20));
    const kept = new CompileCache(file);
    await kept.get(source, 'news/a.md', 'rtl');
    expect(kept.compiledCount).toBe(0);
    writeFileSync(file, whole.slice(0, 20));
    const torn = new CompileCache(file);
    await torn.get(source, 'news/a.md', 'rtl');
    expect(torn.compiledCount).toBe(1);
    expect(existsSync(file)).toBe(true);
  });
});
