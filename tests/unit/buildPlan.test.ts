import {describe, expect, it} from 'vitest';
import {planBuild} from '../../scripts/buildPlan';

const plan = (...args: string[]) => planBuild(args, ['fa', 'en'], 'fa');

describe('planBuild', () => {
  it('builds every locale, the default one first (it clears the output folder)', () => {
    expect(plan()).toEqual({locales: ['fa', 'en'], passThrough: []});
    expect(planBuild([], ['en', 'fa'], 'fa').locales).toEqual(['fa', 'en']);
  });

  it('builds one locale when asked, in any spelling of the option', () => {
    expect(plan('--locale', 'en').locales).toEqual(['en']);
    expect(plan('--locale=en').locales).toEqual(['en']);
    expect(plan('-l', 'fa').locales).toEqual(['fa']);
  });

  it('passes the other options on unchanged, in order', () => {
    expect(plan('--out-dir', '/tmp/x', '--locale', 'fa', '--no-minify').passThrough).toEqual(['--out-dir', '/tmp/x', '--no-minify']);
  });

  it('names the locales the site has when asked for another', () => {
    expect(() => plan('--locale', 'de')).toThrow('unknown locale "de"; the site has fa, en');
    expect(() => plan('--locale')).toThrow('--locale needs a locale: fa, en');
  });
});
