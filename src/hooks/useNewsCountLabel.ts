import {translate} from '@docusaurus/Translate';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {selectPluralMessage} from '@site/src/lib/plural';
import {formatNumber} from '@site/src/lib/format';

/**
 * «۱۲ خبر» / "12 posts": the theme's own plural strings, with the count in the locale's digits
 * (the theme interpolates the raw number, which leaves Latin digits on fa pages).
 */
export function useNewsCountLabel(): (count: number) => string {
  const locale = useSiteLocale();
  return (count) =>
    selectPluralMessage(
      translate(
        {
          id: 'theme.blog.post.plurals',
          description:
            'Pluralized label for "{count} posts". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One post|{count} posts',
        },
        {count: formatNumber(count, locale)},
      ),
      count,
      locale,
    );
}

/** «۱۲ خبر با برچسب «دلار»» / "12 posts tagged with "Dollar"". */
export function useTagPageTitle(): (tag: {
  label: string;
  count: number;
}) => string {
  const countLabel = useNewsCountLabel();
  return (tag) =>
    translate(
      {
        id: 'theme.blog.tagTitle',
        description: 'The title of the page for a blog tag',
        message: '{nPosts} tagged with "{tagName}"',
      },
      {nPosts: countLabel(tag.count), tagName: tag.label},
    );
}
