/**
 * The swizzle registry (src/theme/README.md) as data: one table row per component or group of
 * components, with how it is swizzled and how safe theme-classic's swizzle config calls that. Pure.
 */

export type Kind = 'eject' | 'wrap' | 'replace';
export type Safety = 'safe' | 'unsafe' | 'forbidden';

export interface RegistryRow {
  components: string[];
  kind: Kind;
  /** Which theme the component comes from: core's fallback theme for "replace (core fallback)". */
  theme: 'theme-classic' | 'core-fallback';
  safety: Safety;
  line: number;
}

const KINDS: readonly Kind[] = ['eject', 'wrap', 'replace'];
const SAFETIES: readonly Safety[] = ['safe', 'unsafe', 'forbidden'];

/** The registry's rows; throws on a row it cannot read, naming the line. */
export function parseRegistry(markdown: string): RegistryRow[] {
  const rows: RegistryRow[] = [];
  markdown.split('\n').forEach((text, index) => {
    const cells = text.split('|').map((cell) => cell.trim());
    if (cells.length < 6 || !cells[1].startsWith('`')) return; // not a component row
    const line = index + 1;
    const components = [...cells[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const kind = cells[2].split(/\s/)[0] as Kind;
    const safety = cells[3].split(/\s/)[0] as Safety;
    if (!KINDS.includes(kind)) {
      throw new Error(
        `src/theme/README.md:${line}: kind "${cells[2]}" is not one of ${KINDS.join(', ')}.`,
      );
    }
    if (!SAFETIES.includes(safety)) {
      throw new Error(
        `src/theme/README.md:${line}: safety "${cells[3]}" is not one of ${SAFETIES.join(', ')}.`,
      );
    }
    rows.push({
      components,
      kind,
      theme: /core fallback/.test(cells[2]) ? 'core-fallback' : 'theme-classic',
      safety,
      line,
    });
  });
  return rows;
}

/** The swizzle action whose safety a row's kind stands for: replacing a component is ejecting it. */
export const actionOf = (kind: Kind) => (kind === 'wrap' ? 'wrap' : 'eject');

/** The component a file under src/theme/ swizzles: `Tag/index.tsx` → `Tag`, `NavbarItem/ComponentTypes.tsx` → itself. */
export function componentOfFile(file: string): string | null {
  if (!/\.[jt]sx?$/.test(file) || /\.d\.ts$/.test(file)) return null;
  return file.replace(/\.[jt]sx?$/, '').replace(/\/index$/, '');
}
