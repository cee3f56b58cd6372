/**
 * Rehype plugin: wraps runs of the "other" script in `<bdi>` so the bidi algorithm treats them as
 * one isolated unit. In Persian prose a Latin run ("CVV2", "support@nerkhnama.example", "LME")
 * otherwise drags neighbouring punctuation to the wrong side; in English prose a Persian run
 * («ثبت کد هدیه») does the same. Code and existing `bdi`/`bdo` elements are left alone.
 */
export type Direction = 'rtl' | 'ltr';

/** Latin words (with digits and the punctuation of e-mails and URLs), joined by single spaces. */
const LATIN_RUN =
  /[A-Za-z][A-Za-z0-9@/_+-]*(?:[.:][A-Za-z0-9@/_+-]+)*(?: [A-Za-z0-9][A-Za-z0-9@/_+-]*(?:[.:][A-Za-z0-9@/_+-]+)*)*/g;
/** Arabic-script words (ZWNJ inside), joined by spaces. */
const ARABIC_RUN =
  /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF](?:[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C ]*[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF])?/g;
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

interface Text {
  type: 'text';
  value: string;
}
interface Element {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
}
type Node =
  | Text
  | Element
  | {type: string; children?: Node[]; name?: string | null; value?: unknown};

const SKIP = new Set([
  'code',
  'pre',
  'bdi',
  'bdo',
  'script',
  'style',
  'kbd',
  'samp',
]);

/** Splits one text value into text and `<bdi>` nodes; returns undefined when nothing to isolate. */
export function isolateRuns(
  value: string,
  direction: Direction,
): Node[] | undefined {
  const [run, hostLetter, foreignLetter] =
    direction === 'rtl'
      ? [LATIN_RUN, ARABIC_LETTER, LATIN_LETTER]
      : [ARABIC_RUN, LATIN_LETTER, ARABIC_LETTER];
  if (!hostLetter.test(value) || !foreignLetter.test(value)) return undefined;
  const nodes: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(run)) {
    const start = match.index!;
    if (start > last) {
      nodes.push({type: 'text', value: value.slice(last, start)});
    }
    nodes.push({
      type: 'element',
      tagName: 'bdi',
      properties: {},
      children: [{type: 'text', value: match[0]}],
    });
    last = start + match[0].length;
  }
  if (nodes.length === 0) return undefined;
  if (last < value.length) nodes.push({type: 'text', value: value.slice(last)});
  return nodes;
}

function walk(node: Node, direction: Direction): void {
  if (!('children' in node) || !node.children) return;
  const name = (node as Element).tagName ?? (node as {name?: string}).name;
  if (name && SKIP.has(name)) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') {
      return isolateRuns((child as Text).value, direction) ?? [child];
    }
    walk(child, direction);
    return [child];
  });
}

export default function rehypeIsolateRuns(options: {direction: Direction}) {
  return (tree: Node) => walk(tree, options.direction);
}
