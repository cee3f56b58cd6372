/**
 * What a publish counts as code (scripts/publish/stateFiles.ts): a change to it means a full build.
 * The files no build reads (the tests, the documents, CI, the tools' settings) are left out, which is
 * only right while nothing the build runs imports them: checked here over every module.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {filesUnder} from '../../scripts/shardFolders';
import {isOutsideTheBuild} from '../../scripts/publish/state';
import {codeFingerprint} from '../../scripts/publish/stateFiles';

const ROOT = path.resolve(__dirname, '../..');

/** Every module specifier of a source file that names a file of the site: relative or `@site/`. */
function siteImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm,
    ),
  ].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@site/')) return [specifier.slice(6)];
    if (specifier.startsWith('.')) {
      return [
        path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)),
      ];
    }
    return [];
  });
}

describe('files no build reads', () => {
  it('are imported by nothing the build runs', () => {
    const modules = [
      ...['src', 'scripts', 'deploy'].flatMap((dir) =>
        filesUnder(path.join(ROOT, dir))
          .filter((file) => /\.(m?[jt]sx?|cjs)$/.test(file))
          .map((file) => `${dir}/${file}`),
      ),
      'docusaurus.config.ts',
      'sidebars.ts',
    ];
    const imports = modules.flatMap((file) =>
      siteImports(file).map((target) => ({file, target})),
    );
    // The scan sees the site's modules and their imports of each other…
    expect(modules.length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(modules.length);
    expect(imports).toContainEqual({
      file: 'scripts/publish.ts',
      target: 'scripts/publish/stateFiles',
    });
    // …and none of them reaches a file no build reads.
    expect(
      imports
        .filter(
          ({file, target}) =>
            !isOutsideTheBuild(file) && isOutsideTheBuild(target),
        )
        .map(({file, target}) => `${file} imports ${target}`),
    ).toEqual([]);
  });
});

describe('the code a publish state records', () => {
  let site: string | undefined;
  afterEach(() => {
    if (site) rmSync(site, {recursive: true, force: true});
  });

  function write(file: string, text: string) {
    mkdirSync(path.dirname(path.join(site!, file)), {recursive: true});
    writeFileSync(path.join(site!, file), text);
  }

  it('follows the sources, not the content, the tests or the documents', () => {
    site = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
    write('src/lib/a.ts', 'export const a = 1;\n');
    write('docusaurus.config.ts', 'export default {};\n');
    write('news/2025-09-28-121913.md', '---\ntitle: x\n---\n');
    write('docs/scaling.md', '# Scaling\n');
    write('tests/unit/a.test.ts', 'it("a", () => {});\n');
    write('README.md', '# Site\n');
    const first = codeFingerprint(site);
    expect(Object.keys(first.codeFiles)).toEqual([
      'docusaurus.config.ts',
      'src/lib/a.ts',
    ]);

    write('docs/scaling.md', '# Scaling, corrected\n');
    write('tests/unit/b.test.ts', 'it("b", () => {});\n');
    write('README.md', '# The site\n');
    write('news/2025-09-28-121913.md', '---\ntitle: y\n---\n');
    expect(codeFingerprint(site)).toEqual(first);

    write('src/lib/a.ts', 'export const a = 2;\n');
    write('notes.txt', 'left in the checkout\n');
    const second = codeFingerprint(site);
    expect(second.code).not.toBe(first.code);
    expect(second.codeFiles['src/lib/a.ts']).not.toBe(
      first.codeFiles['src/lib/a.ts'],
    );
    expect(Object.keys(second.codeFiles)).toContain('notes.txt');
  });
});
