import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {afterAll, describe, expect, it} from 'vitest';
import {
  cropRect,
  cropSize,
  photoFallback,
  photoSrcSet,
  photoWidths,
  scaledHeight,
} from '../../src/lib/newsPhotos';
import {UNUSED_FOR_MS} from '../../src/plugins/news-images/cacheFiles';
import {
  inspectPhoto,
  markdownImageRefs,
  photoFileNames,
  providePhotos,
  resolvePhotoPath,
} from '../../src/plugins/news-images/photos';

describe('photo sizing rules', () => {
  it("serves a large original at every width from a row thumbnail's 160 to 1600, never wider", () => {
    expect(photoWidths(3000)).toEqual([160, 320, 480, 800, 1200, 1600]);
    expect(photoWidths(1600)).toEqual([160, 320, 480, 800, 1200, 1600]);
  });
  it('never upscales: the original width is the top, and a step within 10% of it is dropped', () => {
    expect(photoWidths(1400)).toEqual([160, 320, 480, 800, 1200, 1400]);
    expect(photoWidths(1250)).toEqual([160, 320, 480, 800, 1250]);
    expect(photoWidths(1200)).toEqual([160, 320, 480, 800, 1200]);
    expect(photoWidths(500)).toEqual([160, 320, 500]);
    expect(photoWidths(150)).toEqual([150]);
    expect(Math.max(...photoWidths(1333))).toBe(1333);
  });
  it('keeps the proportions', () => {
    expect(scaledHeight({width: 3000, height: 2000}, 480)).toBe(320);
    expect(scaledHeight({width: 4032, height: 3024}, 1600)).toBe(1200);
  });
  it('crops 16:9, 4:3 and 1:1 from the centre, as large as the original allows', () => {
    const original = {width: 3000, height: 2000};
    expect(cropRect(original, '16x9')).toEqual({
      left: 0,
      top: 156,
      width: 3000,
      height: 1688,
    });
    expect(cropRect(original, '4x3')).toEqual({
      left: 167,
      top: 0,
      width: 2666,
      height: 2000,
    });
    expect(cropRect(original, '1x1')).toEqual({
      left: 500,
      top: 0,
      width: 2000,
      height: 2000,
    });
    expect(cropSize(original, '16x9')).toEqual({width: 1200, height: 675});
    expect(cropSize(original, '4x3')).toEqual({width: 1200, height: 900});
    expect(cropSize(original, '1x1')).toEqual({width: 1200, height: 1200});
  });
  it('never upscales a crop of a smaller original', () => {
    expect(cropSize({width: 1200, height: 800}, '1x1')).toEqual({
      width: 800,
      height: 800,
    });
    expect(cropSize({width: 1200, height: 800}, '16x9')).toEqual({
      width: 1200,
      height: 675,
    });
  });
  it('writes srcset and fallback from the widths', () => {
    const photo = {src: '/img/photos/abc', widths: [480, 800, 1200]};
    expect(photoSrcSet(photo, 'avif', (p) => `/en${p}`)).toBe(
      '/en/img/photos/abc-480.avif 480w, /en/img/photos/abc-800.avif 800w, /en/img/photos/abc-1200.avif 1200w',
    );
    expect(photoFallback(photo)).toBe('/img/photos/abc-800.jpg');
    expect(photoFallback({src: '/x', widths: [500]})).toBe('/x-500.jpg');
  });
});

describe('photo references', () => {
  it('resolves a path under static/ and one relative to the article', () => {
    expect(
      resolvePhotoPath(
        '/site',
        '/site/news/2025-09-21-121530.md',
        '/img/photos/a.jpg',
      ),
    ).toBe('/site/static/img/photos/a.jpg');
    expect(
      resolvePhotoPath(
        '/site',
        '/site/news/2025-09-21-121530.md',
        './img/a.jpg',
      ),
    ).toBe('/site/news/img/a.jpg');
  });
  it('finds the Markdown images of a body, with their titles', () => {
    expect(
      markdownImageRefs(
        'a ![Coins](./img/c.jpg "Caption, with a comma.") b ![x](/img/d.png)',
      ),
    ).toEqual([
      {alt: 'Coins', ref: './img/c.jpg', title: 'Caption, with a comma.'},
      {alt: 'x', ref: '/img/d.png'},
    ]);
  });
});

describe('photo encoding', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'news-photos-'));
  afterAll(() => rmSync(dir, {recursive: true}));

  it('makes AVIF, WebP and JPEG at each width and the three crops, then reuses them', async () => {
    const original = path.join(dir, 'street.jpg');
    writeFileSync(
      original,
      await sharp({
        create: {width: 1300, height: 867, channels: 3, background: '#6b5a7a'},
      })
        .jpeg()
        .toBuffer(),
    );
    const result = inspectPhoto(original);
    if (!('source' in result)) throw new Error(result.problem.message);
    const staticDir = path.join(dir, 'fa');
    const first = await providePhotos(
      [result.source, result.source],
      staticDir,
      path.join(dir, 'cache'),
    );
    // 5 widths (160, 320, 480, 800, 1300: never upscaled to 1600) × 3 formats + 3 crops.
    expect(first).toMatchObject({encoded: 18, reused: 0, removed: 0});
    const files = readdirSync(path.join(staticDir, 'img/photos')).sort();
    expect(files).toEqual([...photoFileNames(result.source)].sort());
    // What the build ships: each file once, though two articles use the photo.
    expect([...first.files].sort()).toEqual(
      files.map((file) => `img/photos/${file}`),
    );
    expect(files.filter((f) => f.endsWith('.avif'))).toHaveLength(5);
    const top = await sharp(
      path.join(staticDir, 'img/photos', `${result.source.hash}-1300.webp`),
    ).metadata();
    expect([top.width, top.height]).toEqual([1300, 867]);
    const square = await sharp(
      path.join(staticDir, 'img/photos', `${result.source.hash}-1x1.jpg`),
    ).metadata();
    expect([square.width, square.height]).toEqual([867, 867]);

    // Warm: nothing encoded; another locale's folder gets copies, not new encodes.
    expect(
      await providePhotos([result.source], staticDir, path.join(dir, 'cache')),
    ).toMatchObject({encoded: 0, reused: 1, removed: 0});
    expect(
      await providePhotos(
        [result.source],
        path.join(dir, 'en'),
        path.join(dir, 'cache'),
      ),
    ).toMatchObject({encoded: 0, reused: 1, removed: 0});
    // A photo no article uses any more is not shipped, and stays in the folder (a build of other
    // content beside this one may still copy it) until nothing has used it for a month.
    const unused = await providePhotos([], staticDir, path.join(dir, 'cache'));
    expect(unused).toMatchObject({removed: 0, files: []});
    expect(existsSync(path.join(staticDir, 'img/photos', files[0]))).toBe(true);
    const monthAgo = new Date(Date.now() - UNUSED_FOR_MS - 60_000);
    for (const file of files) {
      utimesSync(path.join(staticDir, 'img/photos', file), monthAgo, monthAgo);
    }
    expect(
      (await providePhotos([], staticDir, path.join(dir, 'cache'))).removed,
    ).toBe(18);
    expect(existsSync(path.join(staticDir, 'img/photos', files[0]))).toBe(
      false,
    );
    expect(
      statSync(path.join(dir, 'cache/photos', files[0])).size,
    ).toBeGreaterThan(0);
  }, 120_000);
});
