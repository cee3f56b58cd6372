/**
 * What `docusaurus swizzle` knows about a theme component, by core's own swizzle code (core,
 * commands/swizzle/): whether an action is safe, and the files `--eject` writes. Used by
 * scripts/check-swizzles.ts, which compares the site's ejected components with upstream.
 */
import './installed';
import path from 'node:path';
import {packageDir, requirePackageFile} from './packages';

type SwizzleAction = 'eject' | 'wrap';
type SwizzleStatus = 'safe' | 'unsafe' | 'forbidden';

interface SwizzleConfig {
  components: Record<
    string,
    {
      actions: Partial<Record<SwizzleAction, SwizzleStatus>>;
      description?: string;
    }
  >;
}
interface ThemeComponents {
  all: string[];
  getActionStatus(component: string, action: SwizzleAction): SwizzleStatus;
}

const TOUCHPOINT = 'the swizzle check (scripts/check-swizzles.ts)';
const swizzleModule = <T>(file: string) =>
  requirePackageFile<T>(
    '@docusaurus/core',
    `lib/commands/swizzle/${file}`,
    TOUCHPOINT,
  );

/**
 * The themes the site's components come from: theme-classic's TypeScript sources (what
 * `swizzle --typescript` ejects, its getTypeScriptThemePath) with its swizzle config, and core's
 * fallback theme (Loading, Error…), which has no swizzle config.
 */
const THEMES = {
  'theme-classic': {
    path: () =>
      path.join(packageDir('@docusaurus/theme-classic'), 'src', 'theme'),
    typescript: true,
    config: () =>
      requirePackageFile<{getSwizzleConfig(): unknown}>(
        '@docusaurus/theme-classic',
        'lib/index.js',
        TOUCHPOINT,
      ).getSwizzleConfig(),
  },
  'core-fallback': {
    path: () =>
      path.join(
        packageDir('@docusaurus/core'),
        'lib',
        'client',
        'theme-fallback',
      ),
    typescript: false,
    config: () => ({components: {}}),
  },
} as const;

export type ThemeName = keyof typeof THEMES;

/** The theme's components and the status of each action, as the swizzle command computes them (unlisted components: unsafe). */
export async function themeComponents(
  theme: ThemeName,
): Promise<ThemeComponents> {
  const {normalizeSwizzleConfig} = swizzleModule<{
    normalizeSwizzleConfig(config: unknown): SwizzleConfig;
  }>('config.js');
  const {getThemeComponents} = swizzleModule<{
    getThemeComponents(options: {
      themeName: string;
      themePath: string;
      swizzleConfig: SwizzleConfig;
    }): Promise<ThemeComponents>;
  }>('components.js');
  return getThemeComponents({
    themeName: theme,
    themePath: THEMES[theme].path(),
    swizzleConfig: normalizeSwizzleConfig(THEMES[theme].config()),
  });
}

/** Ejects a component into `{siteDir}/src/theme/` with the swizzle command's own eject; returns the files written. */
export async function ejectComponent(
  theme: ThemeName,
  component: string,
  siteDir: string,
): Promise<string[]> {
  const {eject} = swizzleModule<{
    eject(options: {
      siteDir: string;
      themePath: string;
      componentName: string;
      typescript: boolean;
    }): Promise<{createdFiles: string[]}>;
  }>('actions.js');
  const {createdFiles} = await eject({
    siteDir,
    themePath: THEMES[theme].path(),
    componentName: component,
    typescript: THEMES[theme].typescript,
  });
  return createdFiles;
}
