/**
 * Share links as plain URLs (no third-party script): the reader's own app or the site opens them.
 * Each carries the article's canonical URL.
 */
export type ShareTarget = 'telegram' | 'whatsapp' | 'eitaa' | 'bale' | 'x';

/** In the order the share row shows them: the messengers Iranian readers use most first. */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  'telegram',
  'whatsapp',
  'eitaa',
  'bale',
  'x',
];

export function shareUrl(
  target: ShareTarget,
  url: string,
  title: string,
): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (target) {
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    // Eitaa and Bale, Iran's own messengers, take Telegram's share address form.
    case 'eitaa':
      return `https://eitaa.com/share/url?url=${u}&text=${t}`;
    case 'bale':
      return `https://ble.ir/share/url?url=${u}&text=${t}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`;
  }
}

/**
 * The canonical URL of a page as the theme writes `<link rel="canonical">`: the site's origin and
 * the permalink with its Persian letters as letters (the blog plugin hands the permalink
 * percent-encoded). Share links then percent-encode it once, as a query value.
 */
export function canonicalUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl.replace(/\/$/, '')}${decodeURI(permalink)}`;
}
