/**
 * Text made safe inside XML and HTML, as element content and as a quoted attribute value alike (sitemaps, feeds,
 * SVG, the search index's documents). The apostrophe becomes `&#39;`, which XML, HTML and SVG all read. Pure.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
