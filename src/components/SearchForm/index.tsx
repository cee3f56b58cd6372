import {useId, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  defaultValue?: string;
  /** Extra query parameters kept by a submission (the search page's order). */
  hidden?: Record<string, string>;
  /** Once the app runs: called instead of a page load (client-side navigation). */
  onSearch?: (query: string) => void;
}

/**
 * A search form that needs no JavaScript: a GET to the search page (`/search?q=…`), so a reader
 * finds a way on even before the app boots (the not-found page, the search page itself).
 */
export default function SearchForm({
  defaultValue = '',
  hidden = {},
  onSearch,
}: Props) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
  };
  const title = translate({
    id: 'nerkhnama.searchPage.title',
    message: 'Search',
    description: 'Title of the search page',
  });
  return (
    <form
      role="search"
      action={useBaseUrl('/search')}
      method="get"
      className={styles.form}
      onSubmit={submit}
      data-search-form>
      <label htmlFor={id} className={styles.label}>
        <Translate
          id="search.label"
          description="Accessible name of the search box">
          جستجو در اخبار و صفحه‌ها
        </Translate>
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        {title}
      </button>
    </form>
  );
}
