/**
 * The desk's own field widgets: the article's slug (written once, as news:new writes it) and a
 * time in Tehran with its offset (the site's one clock).
 */
import {useEffect, useState} from 'react';
import type {Map as ImmutableMap} from 'immutable';
import {articleSlug} from '../../../lib/slug';
import {TEHRAN_OFFSET, toTehranIso} from '../../../lib/tehranTime';
import {formatLongDate, toPersianDigits} from '../../../lib/format';
import {toPersianLetterForms} from '../../../lib/persianNormalize';
import {
  idsInFileNames,
  nextFreeId,
} from '../../../../scripts/news/new-article-lib';
import {takenArticleNames} from './backend';

interface ControlProps {
  value?: string;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  field: ImmutableMap<string, unknown>;
  entry: ImmutableMap<string, unknown>;
  isDisabled?: boolean;
  isFieldDuplicate?: (field: ImmutableMap<string, unknown>) => boolean;
}

/** The id this desk session gives a new story: the next free one when it is first asked for. */
let reservedId: Promise<number> | undefined;
const reserveId = () =>
  (reservedId ??= takenArticleNames().then((names) =>
    nextFreeId(idsInFileNames(names)),
  ));

/**
 * The slug of a new story follows its headline (letters as they will be saved) until the first
 * save; from then on it is the article's URL and is only shown.
 */
export function SlugControl(props: ControlProps) {
  const {value, onChange, entry, forID, classNameWrapper} = props;
  const isNew = entry.get('newRecord') === true;
  const title = String(entry.getIn(['data', 'title']) ?? '').trim();
  const [id, setId] = useState<number>();
  useEffect(() => {
    if (isNew && !props.isFieldDuplicate?.(props.field)) {
      void reserveId().then(setId);
    }
  }, [isNew, props]);
  useEffect(() => {
    if (!isNew || id === undefined || !title) return;
    let slug: string;
    try {
      slug = articleSlug(id, toPersianLetterForms(title));
    } catch {
      return; // a headline with no letters yet: the check says what is missing
    }
    if (slug !== value) onChange(slug);
  }, [isNew, id, title, value, onChange]);
  return (
    <output id={forID} className={classNameWrapper} dir="ltr" data-nn-slug>
      {value ? (
        `/news${value}`
      ) : (
        <span className="nn-pending" dir="rtl">
          پس از نوشتن تیتر ساخته می‌شود
        </span>
      )}
    </output>
  );
}

/** `2025-09-21T07:17` (what a datetime-local input holds) as Tehran time with its offset. */
export function tehranWallClockToIso(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}${TEHRAN_OFFSET}`;
}

export function TehranTimeControl(props: ControlProps) {
  const {value, onChange, field, forID, classNameWrapper} = props;
  const defaultNow = field.get('default_now') === true;
  useEffect(() => {
    if (!value && defaultNow && !props.isFieldDuplicate?.(field)) {
      onChange(toTehranIso(new Date()));
    }
  }, [value, defaultNow, onChange, field, props]);
  const wallClock = value ? toTehranIso(value).slice(0, 16) : '';
  return (
    <div className={classNameWrapper} data-nn-time>
      <input
        id={forID}
        type="datetime-local"
        dir="ltr"
        value={wallClock}
        disabled={props.isDisabled}
        onFocus={props.setActiveStyle}
        onBlur={props.setInactiveStyle}
        onChange={(event) =>
          onChange(
            event.target.value ? tehranWallClockToIso(event.target.value) : '',
          )
        }
      />
      {value ? (
        <span className="nn-time-note">
          {formatLongDate(value, 'fa')}، ساعت{' '}
          {toPersianDigits(toTehranIso(value).slice(11, 16))} تهران
        </span>
      ) : (
        <button
          type="button"
          className="nn-time-now"
          disabled={props.isDisabled}
          onClick={() => onChange(toTehranIso(new Date()))}>
          اکنون
        </button>
      )}
    </div>
  );
}

export function TehranTimePreview({value}: {value?: string}) {
  return value ? <span>{formatLongDate(value, 'fa')}</span> : null;
}
