/**
 * The navbar's search box: an ARIA 1.2 combobox (input + listbox) over the locale's Pagefind
 * index. Quick results appear as you type, with a link to all of them on the search page; ↑/↓
 * move, Enter opens the chosen result or, with none chosen, the search page (/search?q=…); Esc
 * closes; `/` or Ctrl/⌘+K focus the box from anywhere. Below 997px the open box becomes a
 * full-screen overlay.
 * Every text is rendered as React text; only the highlight is markup (<mark>).
 *
 * The box works before the app hydrates: the page's bootstrap (client-routing/bootstrap/search.ts) opens the
 * overlay on focus by setting `data-open` on the `data-nn-search` root (the styles key on that attribute,
 * never on a class) and closes it with the close button, which is always rendered. On mount the box adopts
 * what happened meanwhile: the focus, the open state and the text typed or pasted, which it searches.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import useSiteLocale from '@site/src/hooks/useSiteLocale';
import {formatNumber, formatShortDate} from '@site/src/lib/format';
import {selectPluralMessage} from '@site/src/lib/plural';
import {prepareQuery} from '@site/src/lib/searchText';
import {searchPageUrl} from '@site/src/lib/searchPage';
import {searchKindLabel, SearchExcerpt} from '@site/src/components/SearchHit';
import useSearch from './useSearch';
import type {SearchHit} from './pagefind';
import styles from './styles.module.css';

/** Whether a key press happens while the reader types somewhere (then `/` is just a slash). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function useFocusShortcuts(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTyping(event.target);
      const ctrlK =
        (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (slash || ctrlK) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

function Hit({
  hit,
  id,
  active,
  onPick,
  onPoint,
}: {
  hit: SearchHit;
  id: string;
  active: boolean;
  onPick: () => void;
  onPoint: () => void;
}) {
  const locale = useSiteLocale();
  const kindLabel = searchKindLabel(hit.kind);
  return (
    // Options are picked with the keyboard through the input (aria-activedescendant) or with a
    // click; they hold no link because an option's content is presentational.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={clsx(styles.hit, active && styles.hitActive)}
      onClick={onPick}
      onMouseMove={onPoint}>
      <span className={styles.hitTitle}>{hit.title}</span>
      <span className={styles.hitMeta}>
        {kindLabel ??
          (hit.date && (
            <time dateTime={hit.date}>{formatShortDate(hit.date, locale)}</time>
          ))}
      </span>
      <SearchExcerpt
        excerpt={hit.excerpt}
        as="span"
        className={styles.hitExcerpt}
      />
    </li>
  );
}

export default function SearchBox() {
  const locale = useSiteLocale();
  const history = useHistory();
  const {state, activate, search, bundleUrl} = useSearch();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  useFocusShortcuts(input);

  // Adopt what the reader did before hydration: the input holds their text and may have the focus.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const focused = document.activeElement === el;
    if (el.value) {
      setValue(el.value);
      search(el.value);
    }
    if (focused || el.value) {
      setOpen(focused || root.current?.hasAttribute('data-open') === true);
    }
    if (focused) activate();
    // Mount only: later input goes through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const prepared = prepareQuery(value);
  const blank = prepared === '';
  const hits = blank ? [] : state.hits;
  const showList = open && hits.length > 0;
  // New results reset the highlighted option during render rather than in an effect (React's
  // "adjusting state when a prop changes"), so the list never renders with a stale highlight.
  const [hitsOfActive, setHitsOfActive] = useState(state.hits);
  if (hitsOfActive !== state.hits) {
    setHitsOfActive(state.hits);
    setActive(-1);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
  };
  const pick = (hit: SearchHit) => {
    close();
    history.push(hit.url);
  };
  const searchPage = useBaseUrl('/search');
  const allResultsUrl = searchPageUrl(searchPage, value);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const n = hits.length;
      setActive((i) =>
        event.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1,
      );
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      event.preventDefault();
      if (hit) pick(hit);
      else if (!blank) {
        close();
        history.push(allResultsUrl);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const label = translate({
    id: 'search.label',
    message: 'جستجو در اخبار و صفحه‌ها',
    description: 'Accessible name of the search box',
  });
  const searching =
    !blank && (state.status === 'loading' || state.query !== prepared);
  let status = '';
  if (open) {
    if (state.status === 'error') {
      status = translate({
        id: 'search.unavailable',
        message:
          'جستجو الان در دسترس نیست؛ اتصال را بررسی کنید و دوباره امتحان کنید.',
        description: 'Shown when the search index cannot be loaded',
      });
    } else if (blank) {
      status = translate({
        id: 'search.hint',
        message: 'عنوان، برچسب یا تاریخ خبر را بنویسید؛ مثلاً «دلار» یا «۱۴۰۴».',
        description: 'Empty state of the search box, before anything is typed',
      });
    } else if (searching) {
      status = translate({
        id: 'search.loading',
        message: 'در حال جستجو…',
        description: 'Shown while the search engine loads or searches',
      });
    } else if (hits.length === 0) {
      status = translate({
        id: 'search.noResults',
        message: 'نتیجه‌ای پیدا نشد. واژهٔ دیگری را امتحان کنید.',
        description: 'Shown when a search finds nothing',
      });
    } else {
      status = selectPluralMessage(
        translate(
          {
            id: 'search.resultCount',
            message: '{count} نتیجه',
            description:
              'Number of search results shown (plural forms separated by |)',
          },
          {count: formatNumber(state.total, locale)},
        ),
        state.total,
        locale,
      );
    }
  }

  return (
    <div
      ref={root}
      className={styles.search}
      data-nn-search=""
      // Read by the page's bootstrap, which starts loading the engine when the box is focused before the app is there.
      data-nn-pagefind={bundleUrl}
      data-open={open ? '' : undefined}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
        }
      }}>
      <div className={styles.field}>
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        <input
          ref={input}
          className={styles.input}
          // ARIA's combobox pattern on a text input: HTML allows role="combobox" on type="text",
          // not on type="search"; inputMode and enterKeyHint still give phones the search keyboard.
          type="text"
          role="combobox"
          inputMode="search"
          aria-label={label}
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={
            showList && active >= 0 ? optionId(active) : undefined
          }
          placeholder={translate({
            id: 'search.placeholder',
            message: 'جستجو',
            description: 'Placeholder of the search box',
          })}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          value={value}
          onFocus={() => {
            setOpen(true);
            activate();
          }}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            search(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {/* Always rendered (shown by CSS in the open overlay), so it also closes the overlay before hydration. */}
        <button
          type="button"
          className={styles.close}
          data-nn-search-close=""
          onClick={close}
          aria-label={translate({
            id: 'search.close',
            message: 'بستن جستجو',
            description: 'Button that closes the search overlay on phones',
          })}>
          ×
        </button>
      </div>
      {open && (
        // Pressing on the panel must not blur the input, or the list would close before the click.
        <div
          className={styles.panel}
          role="presentation"
          onMouseDown={(event) => event.preventDefault()}>
          <p className={styles.status} role="status">
            {status}
          </p>
          {showList && (
            <ul
              id={listId}
              role="listbox"
              aria-label={label}
              className={styles.list}>
              {hits.map((hit, i) => (
                <Hit
                  key={hit.url}
                  hit={hit}
                  id={optionId(i)}
                  active={i === active}
                  onPick={() => pick(hit)}
                  onPoint={() => setActive(i)}
                />
              ))}
            </ul>
          )}
          {showList && (
            <Link
              to={allResultsUrl}
              className={styles.allResults}
              onClick={close}
              data-all-results>
              {selectPluralMessage(
                translate(
                  {
                    id: 'search.allResults',
                    message: 'همهٔ {count} نتیجه',
                    description:
                      'Link from the search box to the search page with every result (plural forms separated by |)',
                  },
                  {count: formatNumber(state.total, locale)},
                ),
                state.total,
                locale,
              )}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
