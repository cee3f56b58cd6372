/**
 * Remark plugin (before Docusaurus's own image plugin): a Markdown image standing alone in its
 * paragraph, `![alt](./photo.jpg "title")`, becomes `<NewsFigure>` (src/components/NewsFigure,
 * given to MDX by src/theme/MDXComponents): a `<picture>` of the build's AVIF, WebP and JPEG
 * versions with srcset, dimensions and lazy loading, the title as its caption. The files are made
 * by the news-images step (src/plugins/news-images/photos.ts), which reads the same references
 * before MDX is compiled; here only names and sizes are computed, from the same rules.
 *
 * An image inside running text, or one the news guard rejected, is left to Docusaurus.
 */
import {photoWidths, scaledHeight} from '../../lib/newsPhotos';
import {
  inspectPhoto,
  isLocalPhotoRef,
  photoSrc,
  resolvePhotoPath,
} from '../news-images/photos';

interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  [key: string]: unknown;
}

const attribute = (name: string, value: string) => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The NewsFigure node for a lone image, or undefined to leave the paragraph as it is. */
export function figureFor(
  image: MdNode,
  siteDir: string,
  articleFile: string,
): MdNode | undefined {
  if (!image.url || !isLocalPhotoRef(image.url)) return undefined;
  const result = inspectPhoto(
    resolvePhotoPath(siteDir, articleFile, decodeURI(image.url)),
  );
  if (!('source' in result)) return undefined;
  const widths = photoWidths(result.source.width);
  const width = widths[widths.length - 1];
  return {
    type: 'mdxJsxFlowElement',
    name: 'NewsFigure',
    attributes: [
      attribute('src', photoSrc(result.source)),
      attribute('widths', widths.join(',')),
      attribute('width', String(width)),
      attribute('height', String(scaledHeight(result.source, width))),
      attribute('alt', image.alt ?? ''),
      ...(image.title ? [attribute('caption', image.title)] : []),
    ],
    children: [],
  };
}

const isBlank = (node: MdNode) =>
  node.type === 'text' && (node.value ?? '').trim() === '';

/**
 * The remark plugin for the site in `siteDir`, as a closure rather than options: Docusaurus ships
 * the plugins' options in the client bundle's site config, which must not carry the folder the
 * site is built in (a function is left out of it).
 */
export default function remarkNewsPhotosIn(siteDir: string) {
  return () => remarkNewsPhotos({siteDir});
}

function remarkNewsPhotos({siteDir}: {siteDir: string}) {
  return (tree: MdNode, file: {path?: string}) => {
    if (!file.path) return;
    const articleFile = file.path;
    const walk = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type === 'paragraph' && child.children) {
          const content = child.children.filter((c) => !isBlank(c));
          if (content.length === 1 && content[0].type === 'image') {
            return figureFor(content[0], siteDir, articleFile) ?? child;
          }
        }
        walk(child);
        return child;
      });
    };
    walk(tree);
  };
}
