/**
 * The story as a reader will see it, beside the form: right to left, Vazirmatn, the Jalali date
 * and Persian digits, the lead photo with its caption and credit, the corrections; above it, what
 * the site's check still refuses (the same list a save would show).
 */
import type React from 'react';
import type {Map as ImmutableMap} from 'immutable';
import {formatLongDate, toPersianDigits} from '../../../lib/format';
import {toTehranIso} from '../../../lib/tehranTime';
import {TRUNCATE_MARKER, type Problem} from '../../news-guard/schema';
import {checkStory, type DeskKeys} from '../check';

export interface DeskLabels {
  tags: Record<string, string>;
  authors: Record<string, string>;
}

interface PreviewProps {
  entry: ImmutableMap<string, unknown>;
  widgetFor: (
    name: string,
    fields?: undefined,
    values?: ImmutableMap<string, unknown>,
  ) => React.ReactNode;
  getAsset: (path: string) => {toString(): string} | undefined;
}

const plain = (value: unknown) =>
  value && typeof (value as {toJS?: unknown}).toJS === 'function'
    ? (value as {toJS(): unknown}).toJS()
    : value;

/** The preview marker is for the lists, not for readers. */
const withoutMarker = (body: string) =>
  body
    .split('\n')
    .filter((line) => line.trim() !== TRUNCATE_MARKER)
    .join('\n');

function dateLine(iso: string): string {
  return `${formatLongDate(iso, 'fa')}، ${toPersianDigits(toTehranIso(iso).slice(11, 16))}`;
}

export function ProblemList({problems}: {problems: readonly Problem[]}) {
  if (problems.length === 0) {
    return (
      <p className="nn-check nn-check--ok" data-nn-check="ok">
        ✓ این خبر همهٔ بررسی‌های سایت را گذراند.
      </p>
    );
  }
  return (
    <section className="nn-check" data-nn-check="problems">
      <h2>
        پیش از انتشار درست کنید ({toPersianDigits(String(problems.length))}):
      </h2>
      <ul dir="ltr">
        {problems.map((p, i) => (
          <li key={i}>
            <code>
              {p.file}
              {p.line ? `:${p.line}` : ''}
            </code>{' '}
            › <strong>{p.field}</strong>: {p.message}. <em>Fix:</em> {p.fix}.
          </li>
        ))}
      </ul>
    </section>
  );
}

export function articlePreview(keys: DeskKeys, labels: DeskLabels) {
  return function ArticlePreview({entry, widgetFor, getAsset}: PreviewProps) {
    const fa = plain(entry.get('data')) as Record<string, unknown>;
    const en = (plain(entry.getIn(['i18n', 'en', 'data'])) ?? {}) as Record<
      string,
      unknown
    >;
    const problems = checkStory({fa, en}, keys);
    const tags = (fa.tags as string[] | undefined) ?? [];
    const authors = (fa.authors as string[] | undefined) ?? [];
    const image = typeof fa.image === 'string' ? fa.image : undefined;
    const corrections =
      (fa.correction as Array<{date?: string; text?: string}> | undefined) ??
      [];
    return (
      <div className="nn-preview" dir="rtl" lang="fa">
        <ProblemList problems={problems} />
        <article>
          <p className="nn-kicker">
            {fa.breaking === true && <span className="nn-breaking">فوری</span>}
            {tags[0] && (labels.tags[tags[0]] ?? tags[0])}
          </p>
          <h1>{String(fa.title ?? '')}</h1>
          <p className="nn-meta">
            {authors.map((a) => labels.authors[a] ?? a).join('، ')}
            {typeof fa.date === 'string' && fa.date && (
              <>
                {authors.length > 0 && '، '}
                <time dateTime={fa.date}>{dateLine(fa.date)}</time>
              </>
            )}
            {typeof fa.updated === 'string' && fa.updated && (
              <>، به‌روزرسانی: {dateLine(fa.updated)}</>
            )}
          </p>
          {image && (
            <figure className="nn-figure">
              <img
                src={String(getAsset(image) ?? image)}
                alt={String(fa.image_alt ?? '')}
              />
              {Boolean(fa.image_caption || fa.image_credit) && (
                <figcaption>
                  {String(fa.image_caption ?? '')}
                  {fa.image_credit ? (
                    <span className="nn-credit">
                      {' '}
                      عکس: {String(fa.image_credit)}
                    </span>
                  ) : null}
                </figcaption>
              )}
            </figure>
          )}
          <div className="nn-body">
            {widgetFor(
              'body',
              undefined,
              (entry.get('data') as ImmutableMap<string, unknown>).set(
                'body',
                withoutMarker(String(fa.body ?? '')),
              ),
            )}
          </div>
          {corrections.length > 0 && (
            <aside className="nn-corrections">
              <h2>اصلاحیه</h2>
              {corrections.map((c, i) => (
                <p key={i}>
                  {c.date && (
                    <time dateTime={c.date}>{dateLine(c.date)}: </time>
                  )}
                  {c.text}
                </p>
              ))}
            </aside>
          )}
        </article>
      </div>
    );
  };
}
