type Sharp = typeof import('sharp').default;

/**
 * sharp, loaded on first use (a warm build encodes nothing and never needs it), whatever shape the config loader
 * gives the CommonJS export. The covers (render.ts) and the editors' photos (photos.ts) both encode with it.
 */
export async function loadSharp(): Promise<Sharp> {
  let loaded: unknown = await import('sharp');
  while (typeof loaded !== 'function') {
    loaded = (loaded as {default: unknown}).default;
  }
  return loaded as Sharp;
}
