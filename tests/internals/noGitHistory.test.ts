/**
 * A build process reads no git history. Every story carries its date in front matter and no page
 * shows a last-update time, yet Docusaurus's v4 default reads the repository's whole history
 * (`git log --name-status`) whenever a production process loads the site: in a newsroom, which
 * commits every story, that is seconds of CPU a process, several processes a build.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_LOCALE_ENV} from '../../src/docusaurus-internals/node/env';
import {ROOT} from './build';
import {loadContext} from './coreLoaders';

describe('the git history', () => {
  it("is never read: the site's VCS answers every lookup with nothing, without running git", async () => {
    process.env[CURRENT_LOCALE_ENV] = 'fa';
    const {siteConfig} = await loadContext({siteDir: ROOT, locale: 'fa'});
    const vcs = siteConfig.future.experimental_vcs;
    const newsDir = path.join(ROOT, 'news');
    const story = path.join(
      newsDir,
      readdirSync(newsDir).find((file) => file.endsWith('.md'))!,
    );
    // Docusaurus's "disabled" preset: initialize does nothing, lookups answer null.
    expect(vcs.initialize({siteDir: ROOT})).toBeUndefined();
    expect(await vcs.getFileCreationInfo(story)).toBeNull();
    expect(await vcs.getFileLastUpdateInfo(story)).toBeNull();
  });
});
