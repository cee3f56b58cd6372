/** How two builds of the same content are compared (shards, publish), and how it reports. Pure. */

/** Files only in one build, then files in both whose contents differ, from path → content hash maps. */
export function siteDifferences(
  expected: ReadonlyMap<string, string>,
  actual: ReadonlyMap<string, string>,
): string[] {
  const out: string[] = [];
  for (const file of expected.keys()) {
    if (!actual.has(file)) out.push(`missing: ${file}`);
  }
  for (const file of actual.keys()) {
    if (!expected.has(file)) out.push(`extra: ${file}`);
  }
  for (const [file, hash] of expected) {
    if (actual.has(file) && actual.get(file) !== hash) {
      out.push(`differs: ${file}`);
    }
  }
  return out;
}
