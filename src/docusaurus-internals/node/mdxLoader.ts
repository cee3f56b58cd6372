/** Parts of @docusaurus/mdx-loader 3.10.2 used outside the bundler. */
import './installed';
import {packageFile} from './packages';

/**
 * Docusaurus's remark plugin for heading ids (`{#custom-id}`, github-slugger), so a compile outside
 * the bundler gives the anchors the build gives (mdx-loader, lib/remark/headings/index.js).
 */
export async function headingsRemarkPlugin(): Promise<unknown> {
  packageFile(
    '@docusaurus/mdx-loader',
    'lib/remark/headings/index.js',
    'the news pre-flight check (news-guard)',
  );
  let value =
    (await import('@docusaurus/mdx-loader/lib/remark/headings/index.js')) as {
      default?: unknown;
    };
  while (value && typeof value === 'object' && 'default' in value) {
    value = value.default as {default?: unknown};
  }
  if (typeof value !== 'function') {
    throw new Error(
      'docusaurus-internals: @docusaurus/mdx-loader/lib/remark/headings no longer exports a remark plugin.',
    );
  }
  return value;
}
