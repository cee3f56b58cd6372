// Ejected from @docusaurus/theme-classic/src/theme/NotFound/Content (3.10.2).
// Why: a reader who lands on a dead link needs a way on, inside the page's <main>, which wrapping
// cannot reach. Changes: [1] a search form (a plain GET to the search page: it works before the
// app boots); [2] the five latest stories; [3] the text column is wider (8 of 12 columns).
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SearchForm from '@site/src/components/SearchForm';
import LatestHeadlines from '@site/src/components/LatestHeadlines';

export default function NotFoundContent({className}: Props) {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.NotFound.title"
              description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate
              id="theme.NotFound.p1"
              description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate
              id="theme.NotFound.p2"
              description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the
              original URL and let them know their link is broken.
            </Translate>
          </p>
          <SearchForm /> {/* [1] */}
          <LatestHeadlines /> {/* [2] */}
        </div>
      </div>
    </main>
  );
}
