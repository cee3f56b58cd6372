/**
 * A search for a price word («دلار», "gold", «سکه») answers first with that instrument's price:
 * the strip's instruments (the most-watched ones) whose short name has a word starting with each
 * word of the query, as the search engine matches words. Persian spellings fold as in search.
 */
import {prepareQuery, queryTerms} from '../searchText';

/**
 * The first of `items` (in the strip's order) that the query names, if any. A query of more than
 * three words is a sentence, not a price word.
 */
export function quoteForQuery<T extends {name: string}>(
  query: string,
  items: readonly T[],
): T | undefined {
  const terms = queryTerms(prepareQuery(query));
  if (terms.length === 0 || terms.length > 3) return undefined;
  return items.find((item) => {
    const words = queryTerms(prepareQuery(item.name));
    return terms.every((term) => words.some((word) => word.startsWith(term)));
  });
}
