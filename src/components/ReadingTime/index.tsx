import {translate} from '@docusaurus/Translate';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {selectPluralMessage} from '@site/src/lib/plural';
import {formatNumber, readingMinutes} from '@site/src/lib/format';

/** «۵ دقیقه مطالعه» / "5 min read": the number in the locale's digits, the plural form by count. */
function useReadingTimeLabel(): (readingTime: number) => string {
  const locale = useSiteLocale();
  return (readingTime) => {
    const minutes = readingMinutes(readingTime);
    return selectPluralMessage(
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description:
            'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime: formatNumber(minutes, locale)},
      ),
      minutes,
      locale,
    );
  };
}

export default function ReadingTime({readingTime}: {readingTime: number}) {
  return <>{useReadingTimeLabel()(readingTime)}</>;
}
