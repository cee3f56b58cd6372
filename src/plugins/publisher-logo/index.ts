/**
 * Writes the publisher logo the articles' JSON-LD names (`PUBLISHER_LOGO`): a 512×512 PNG rendered
 * from the site's SVG logo, since Google's Article guidelines want a raster logo of at least 112 px.
 */
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PUBLISHER_LOGO} from '../../lib/structuredData';

const SOURCE = 'static/img/logo.svg';

export default function publisherLogoPlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-publisher-logo',
    async postBuild({outDir}) {
      const target = path.join(outDir, PUBLISHER_LOGO.path);
      await mkdir(path.dirname(target), {recursive: true});
      // Rendered at the target size (density), not scaled up from the SVG's own 64 px.
      const {width} = await sharp(
        path.join(context.siteDir, SOURCE),
      ).metadata();
      await sharp(path.join(context.siteDir, SOURCE), {
        density: (72 * PUBLISHER_LOGO.width) / (width ?? 64),
      })
        .resize(PUBLISHER_LOGO.width, PUBLISHER_LOGO.height, {
          fit: 'contain',
          background: {r: 0, g: 0, b: 0, alpha: 0},
        })
        .png({compressionLevel: 9})
        .toFile(target);
    },
  };
}
