/** Which locales scripts/build.ts builds, and the `docusaurus build` options it passes on. Pure. */
export interface BuildPlan {
  locales: string[];
  /** Every option but `--locale`, as given (`--out-dir x`, `--config y`…). */
  passThrough: string[];
}

export function planBuild(args: readonly string[], locales: readonly string[], defaultLocale: string): BuildPlan {
  let requested: string | undefined;
  const passThrough: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--locale' || args[i] === '-l') {
      requested = args[++i];
      if (requested === undefined) throw new Error(`build: ${args[i - 1]} needs a locale: ${locales.join(', ')}.`);
    }
    else if (args[i].startsWith('--locale=')) requested = args[i].slice('--locale='.length);
    else passThrough.push(args[i]);
  }
  if (requested !== undefined && !locales.includes(requested)) {
    throw new Error(`build: unknown locale "${requested}"; the site has ${locales.join(', ')}.`);
  }
  // The default locale first: its build clears the output folder, the other locales' sub-folders included.
  return {locales: requested ? [requested] : [defaultLocale, ...locales.filter((l) => l !== defaultLocale)], passThrough};
}
