// Wraps @docusaurus/theme-classic's MDXComponents (Docusaurus's way to give every MDX file a
// component): NewsFigure, which the remark-news-photos plugin writes for an article's photos.
import MDXComponents from '@theme-original/MDXComponents';
import NewsFigure from '@site/src/components/NewsFigure';

export default {...MDXComponents, NewsFigure};
