/** theme-classic's CSS module of `Tag` (lib/theme/Tag/styles.module.css), kept by the ejected Tag instead of a copy. */
export {default} from '@docusaurus/theme-classic/lib/theme/Tag/styles.module.css';
