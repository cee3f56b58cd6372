import {
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  keepWrittenFiles,
  writeModuleMadeFrom,
  writtenModuleDigest,
  WRITTEN_FILES_RECORD,
} from '../../src/docusaurus-internals/node/openFiles';
import {packageFile} from '../../src/docusaurus-internals/node/packages';
import {
  contentDigest,
  parseWrittenFiles,
  serializeWrittenFiles,
  stillWritten,
  WRITTEN_FILES_FORMAT,
} from '../../src/lib/writtenFiles';

const digest = contentDigest('{"title":"سکه"}');
const record = {sha1: digest, size: 20, mtimeMs: 1_700_000_000_123.5};

describe('whether a generated module is still written as it is', () => {
  it('only with the same content and the file as it was left', () => {
    const same = {size: 20, mtimeMs: record.mtimeMs};
    expect(stillWritten(record, digest, same)).toBe(true);
    expect(stillWritten(record, contentDigest('{}'), same)).toBe(false);
    expect(stillWritten(record, digest, {...same, size: 21})).toBe(false);
    expect(stillWritten(record, digest, {...same, mtimeMs: 1})).toBe(false);
    expect(stillWritten(record, digest, null)).toBe(false);
    expect(stillWritten(undefined, digest, same)).toBe(false);
  });

  it('reads back what it wrote, sorted by name, and nothing from a record it cannot trust', () => {
    const files = new Map([
      ['p/b.json', record],
      ['a.json', {...record, size: 3}],
    ]);
    const text = serializeWrittenFiles(files);
    expect(Object.keys(JSON.parse(text).files)).toEqual(['a.json', 'p/b.json']);
    expect(parseWrittenFiles(text)).toEqual({files: new Map([...files])});
    expect(parseWrittenFiles(null)).toEqual({files: new Map()});
    for (const [bad, problem] of [
      ['{"format":1,"files":{"a.js', 'not JSON'],
      [
        JSON.stringify({format: WRITTEN_FILES_FORMAT + 1, files: {}}),
        `not of format ${WRITTEN_FILES_FORMAT}`,
      ],
      [JSON.stringify({format: WRITTEN_FILES_FORMAT}), 'no files'],
      [
        JSON.stringify({
          format: WRITTEN_FILES_FORMAT,
          files: {'a.json': record, 'b.json': {...record, sha1: 'x'}},
        }),
        'a damaged entry (b.json)',
      ],
    ]) {
      const parsed = parseWrittenFiles(bad);
      expect(parsed.problem).toBe(problem);
      expect(parsed.files.size).toBe(0);
    }
  });
});

/** The fs-extra module object Docusaurus's `generate` (emitUtils.js) writes generated modules through. */
const utils = createRequire(
  packageFile('@docusaurus/utils', 'lib/emitUtils.js', 'test'),
)('fs-extra') as {
  outputFile: (...args: unknown[]) => Promise<void>;
};
const original = utils.outputFile;
const dirs: string[] = [];
afterEach(() => {
  utils.outputFile = original;
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

/** One build process: the writes it makes through fs-extra, then its record saved as at exit. */
async function aProcess(
  dir: string,
  writes: ReadonlyArray<readonly [string, string]>,
) {
  utils.outputFile = original;
  const lines: string[] = [];
  const kept = keepWrittenFiles(dir, (line) => lines.push(line));
  await Promise.all(
    writes.map(([file, content]) =>
      utils.outputFile(path.join(dir, file), content),
    ),
  );
  kept.save();
  // The process it stands for ends here: its saving at exit is done.
  process.off('exit', kept.save);
  return {kept: kept.kept(), written: kept.written(), lines};
}

describe("a build process's writes of generated modules", () => {
  const modules = [
    ['docusaurus-plugin-content-blog/default/site-news-a.json', '{"t":"الف"}'],
    ['docusaurus-plugin-content-blog/default/p/news-page-2.json', '{"p":2}'],
    ['registry.js', 'export default {};'],
  ] as const;

  it('are left out where the last process wrote the same content and the file is as it left it; every other is made', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'written-'));
    dirs.push(dir);
    expect(await aProcess(dir, modules)).toEqual({
      kept: 0,
      written: 3,
      lines: [],
    });
    expect(await aProcess(dir, modules)).toEqual({
      kept: 3,
      written: 0,
      lines: [],
    });

    // One module's content changes, another is touched on disk since: both are written.
    const touched = path.join(dir, modules[2][0]);
    utimesSync(touched, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const changed = [
      [modules[0][0], '{"t":"ب"}'],
      modules[1],
      modules[2],
    ] as const;
    expect(await aProcess(dir, changed)).toMatchObject({kept: 1, written: 2});
    expect(readFileSync(path.join(dir, modules[0][0]), 'utf8')).toBe(
      '{"t":"ب"}',
    );

    // A file edited behind its back, to other content of another size, is written again.
    writeFileSync(touched, 'export default {broken');
    expect(await aProcess(dir, changed)).toMatchObject({kept: 2, written: 1});
    expect(readFileSync(touched, 'utf8')).toBe('export default {};');

    // The record names only what the last process wrote or found.
    expect(
      Object.keys(
        JSON.parse(readFileSync(path.join(dir, WRITTEN_FILES_RECORD), 'utf8'))
          .files,
      ).sort(),
    ).toEqual(modules.map(([file]) => file).sort());
  });

  it("leave each module's digest for what needs it later, whether written or left as it was", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'written-'));
    dirs.push(dir);
    const file = path.join(dir, modules[0][0]);
    await aProcess(dir, modules);
    expect(writtenModuleDigest(file)).toBe(contentDigest(modules[0][1]));
    // Left as it was by the next process: the same digest, without a write.
    expect(await aProcess(dir, modules)).toMatchObject({kept: 3});
    expect(writtenModuleDigest(file)).toBe(contentDigest(modules[0][1]));
    // Its content changed: the digest of the new content.
    await aProcess(dir, [[modules[0][0], '{"t":"ب"}']]);
    expect(writtenModuleDigest(file)).toBe(contentDigest('{"t":"ب"}'));
    // Nothing is known of a file outside the folder, whose write goes through unrecorded.
    const outside = mkdtempSync(path.join(tmpdir(), 'written-outside-'));
    dirs.push(outside);
    await utils.outputFile(path.join(outside, 'x.json'), '{}');
    expect(writtenModuleDigest(path.join(outside, 'x.json'))).toBeUndefined();
  });

  it('of a module named by what it is made from are left out, not even made, while that is unchanged', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'written-'));
    dirs.push(dir);
    const file = path.join(
      dir,
      'docusaurus-plugin-content-blog/default/news-list-items-a.json',
    );
    const made: string[] = [];
    /** One process writing the module made from `from`, its text `text`; what it made and did. */
    async function madeFromProcess(from: string, text: string) {
      utils.outputFile = original;
      const counts = keepWrittenFiles(dir, () => {});
      const handled = await writeModuleMadeFrom(
        file,
        contentDigest(from),
        () => {
          made.push(text);
          return text;
        },
      );
      counts.save();
      // The process it stands for ends here: its saving at exit is done.
      process.off('exit', counts.save);
      return {handled, kept: counts.kept(), written: counts.written()};
    }
    expect(await madeFromProcess('items 1,2', '[1,2]')).toEqual({
      handled: true,
      kept: 0,
      written: 1,
    });
    expect(await madeFromProcess('items 1,2', '[1,2]')).toEqual({
      handled: true,
      kept: 1,
      written: 0,
    });
    expect(made).toEqual(['[1,2]']);
    expect(readFileSync(file, 'utf8')).toBe('[1,2]');
    // Made from other items: made and written.
    expect(await madeFromProcess('items 1,3', '[1,3]')).toMatchObject({
      written: 1,
    });
    expect(readFileSync(file, 'utf8')).toBe('[1,3]');
    // Edited behind its back: written again, though it is made from the same items.
    writeFileSync(file, '[9]');
    expect(await madeFromProcess('items 1,3', '[1,3]')).toMatchObject({
      written: 1,
    });
    expect(readFileSync(file, 'utf8')).toBe('[1,3]');
    // Written since through Docusaurus's own write, by its content: not taken for the one made from items.
    await aProcess(dir, [[path.relative(dir, file), '[1,3]']]);
    expect(await madeFromProcess('items 1,3', '[1,3]')).toMatchObject({
      written: 1,
    });
    // Outside the kept folder it writes nothing and says so: the caller writes as usual.
    expect(
      await writeModuleMadeFrom(
        path.join(tmpdir(), 'elsewhere.json'),
        contentDigest('x'),
        () => 'x',
      ),
    ).toBe(false);
  });

  it('to one file, made at once, leave the record of the content written last', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'written-'));
    dirs.push(dir);
    const [file] = modules[0];
    expect(
      await aProcess(dir, [
        [file, '{"t":"long first content"}'],
        [file, '{"t":"x"}'],
      ]),
    ).toMatchObject({written: 2});
    expect(readFileSync(path.join(dir, file), 'utf8')).toBe('{"t":"x"}');
    // The next process writes the first content again, rather than trusting the file holds it.
    expect(
      await aProcess(dir, [[file, '{"t":"long first content"}']]),
    ).toMatchObject({kept: 0, written: 1});
    expect(
      await aProcess(dir, [[file, '{"t":"long first content"}']]),
    ).toMatchObject({kept: 1, written: 0});
  });

  it('are all made after a damaged record, with a line saying so, and a file outside the folder is never recorded', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'written-'));
    const outside = mkdtempSync(path.join(tmpdir(), 'written-outside-'));
    dirs.push(dir, outside);
    await aProcess(dir, modules);
    writeFileSync(path.join(dir, WRITTEN_FILES_RECORD), '{"format":1,"fi');
    const after = await aProcess(dir, modules);
    expect(after).toMatchObject({kept: 0, written: 3});
    expect(after.lines).toEqual([
      expect.stringMatching(
        /nerkhnama-written-files\.json: not JSON; every generated module is written again\.$/,
      ),
    ]);

    utils.outputFile = original;
    const kept = keepWrittenFiles(dir);
    const elsewhere = path.join(outside, 'client-manifest.json');
    await utils.outputFile(elsewhere, '{}');
    await utils.outputFile(elsewhere, '{}');
    expect([kept.kept(), kept.written()]).toEqual([0, 0]);
    expect(readFileSync(elsewhere, 'utf8')).toBe('{}');
    process.off('exit', kept.save);
  });
});
