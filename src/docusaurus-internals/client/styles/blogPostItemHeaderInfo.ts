/** theme-classic's CSS module of `BlogPostItem/Header/Info` (lib/theme/BlogPostItem/Header/Info/styles.module.css), kept by the ejected component instead of a copy. */
export {default} from '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/styles.module.css';
