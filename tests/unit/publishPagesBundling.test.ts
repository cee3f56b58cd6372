import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import publishPagesPlugin from '../../src/plugins/publish-pages/index';
import {EXIT_AFTER_BUNDLING_ENV} from '../../src/docusaurus-internals/node/env';

const plugin = () =>
  publishPagesPlugin({
    baseUrl: '/',
    siteDir: process.cwd(),
    generatedFilesDir: '/tmp/generated',
    i18n: {currentLocale: 'fa'},
  } as LoadContext);

afterEach(() => {
  delete process.env[EXIT_AFTER_BUNDLING_ENV];
});

describe('the publish pages', () => {
  it("are described by the render process, which needs the blog's content", async () => {
    await expect(
      plugin().allContentLoaded!({allContent: {}} as never),
    ).rejects.toThrow(/need the blog plugin/);
  });

  it('are not described by a process that only bundles (it renders no page)', async () => {
    process.env[EXIT_AFTER_BUNDLING_ENV] = 'true';
    const read: string[] = [];
    const allContent = new Proxy(
      {},
      {
        get: (_, key) => {
          read.push(String(key));
          return undefined;
        },
      },
    );
    await plugin().allContentLoaded!({allContent} as never);
    expect(read).toEqual([]);
  });
});
