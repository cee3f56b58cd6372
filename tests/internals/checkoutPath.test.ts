// The site's bytes must not depend on the folder it is built in: shards built on separate runners
// are merged byte for byte, and a publish compares its pages with the last build's. Docusaurus
// ships the site config and the route registry in the client bundle, so a plugin option or a
// module path given as an absolute path would put the checkout's folder into every page's main.js.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../scripts/shardFolders';
import {BUILD, ROOT} from './build';

const TEXT = /\.(html|js|css|json|xml|txt|map)$/;

describe('the build and the folder it was built in', () => {
  it('no file the build wrote names the checkout folder', () => {
    const files = filesUnder(BUILD).filter((file) => TEXT.test(file));
    expect(files.length).toBeGreaterThan(100);
    const naming = files.filter((file) =>
      readFileSync(`${BUILD}/${file}`, 'utf8').includes(ROOT),
    );
    expect(naming).toEqual([]);
  });
});
