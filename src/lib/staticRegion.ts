/**
 * Regions of a page that may be older than the rest of it (src/components/StaticRegion): the
 * attribute naming them in the HTML, shared by the component, the publish (which copies a page
 * whose only change would be there) and the comparison of a publish with a full build.
 */
export const STATIC_REGION_ATTRIBUTE = 'data-static-region';
/** Set on a region once the app has drawn it from its current data (never in the static HTML). */
export const CURRENT_REGION_ATTRIBUTE = 'data-region-current';

/** The regions a publish lets lag, by name: the blog sidebar's latest headlines… */
export const SIDEBAR_REGIONS = ['sidebar', 'sidebar-phone'] as const;
/** …the price strip under the navbar… */
export const PRICE_STRIP_REGION = 'price-strip';
/** …the header's date, the Tehran day the page was rendered on… */
export const TODAY_REGION = 'today';
/** …and the breaking bar under the navbar. */
export const BREAKING_REGION = 'breaking';

/** The opening tag of a region (the minifier drops the quotes around a plain value). */
const regionStart = () =>
  new RegExp(
    `<div\\b[^>]*\\b${STATIC_REGION_ATTRIBUTE}="?([\\w-]+)"?[^>]*>`,
    'g',
  );

/** The names of the regions a page's HTML has. */
export function staticRegionsIn(html: string): string[] {
  return [...html.matchAll(regionStart())].map(([, name]) => name);
}

/**
 * The page with each region's content replaced by `replace(name, content)`; the region's own tag
 * stays. Regions are found by their opening tag and the `<div>` that closes it.
 */
export function mapStaticRegions(
  html: string,
  replace: (name: string, content: string) => string,
): string {
  const start = regionStart();
  let out = '';
  let copied = 0;
  for (let open = start.exec(html); open; open = start.exec(html)) {
    const inner = open.index + open[0].length;
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = inner;
    let depth = 1;
    let end = -1;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    if (end < 0) {
      throw new Error(`static region "${open[1]}" is not closed`);
    }
    out += html.slice(copied, inner) + replace(open[1], html.slice(inner, end));
    copied = end;
    start.lastIndex = end;
  }
  return out + html.slice(copied);
}

/**
 * The page with each region's content replaced by its name: what a page a publish copied and the
 * same page from a full build must agree on.
 */
export const maskStaticRegions = (html: string): string =>
  mapStaticRegions(html, (name) => `(${name})`);
