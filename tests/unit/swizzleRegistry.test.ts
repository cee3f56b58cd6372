import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  actionOf,
  componentOfFile,
  parseRegistry,
} from '../../scripts/swizzleRegistry';

describe('the swizzle registry', () => {
  it('reads every row of src/theme/README.md: components, kind, theme and safety', () => {
    const rows = parseRegistry(readFileSync('src/theme/README.md', 'utf8'));
    expect(rows.length).toBeGreaterThan(20);
    expect(
      rows.find((row) =>
        row.components.includes('Blog/Pages/BlogAuthorsPostsPage'),
      )?.components,
    ).toEqual([
      'Blog/Pages/BlogAuthorsListPage',
      'Blog/Pages/BlogAuthorsPostsPage',
    ]);
    expect(rows.find((row) => row.components[0] === 'Loading')).toMatchObject({
      kind: 'replace',
      theme: 'core-fallback',
      safety: 'unsafe',
    });
    expect(rows.find((row) => row.components[0] === 'SearchBar')).toMatchObject(
      {kind: 'replace', theme: 'theme-classic', safety: 'safe'},
    );
  });
  it('names the line of a row it cannot read', () => {
    expect(() =>
      parseRegistry(
        '| component | kind | safety | why |\n|---|---|---|---|\n| `Tag` | copy | safe | … |',
      ),
    ).toThrow(
      'src/theme/README.md:3: kind "copy" is not one of eject, wrap, replace.',
    );
    expect(() => parseRegistry('| `Tag` | eject | fine | … |')).toThrow(
      'src/theme/README.md:1: safety "fine" is not one of safe, unsafe, forbidden.',
    );
  });
  it('checks replacing a component as ejecting it', () => {
    expect([actionOf('eject'), actionOf('replace'), actionOf('wrap')]).toEqual([
      'eject',
      'eject',
      'wrap',
    ]);
  });
  it('names the component a theme file swizzles', () => {
    expect(componentOfFile('Tag/index.tsx')).toBe('Tag');
    expect(componentOfFile('NavbarItem/ComponentTypes.tsx')).toBe(
      'NavbarItem/ComponentTypes',
    );
    expect(componentOfFile('Tag/styles.module.css')).toBeNull();
  });
});
