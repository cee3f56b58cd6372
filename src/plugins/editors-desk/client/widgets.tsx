/**
 * The desk's own field widgets: the article's slug (written once, as news:new writes it) and a
 * time in Tehran with its offset (the site's one clock).
 */
import {useEffect} from 'react';
import type {Map as ImmutableMap} from 'immutable';
import {TEHRAN_OFFSET, toTehranIso} from '../../../lib/tehranTime';
import {formatLongDate, toPersianDigits} from '../../../lib/format';

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

/**
 * The article's URL: written once, at the story's first save, from the next free id and the
 * headline (main.tsx, as news:new writes it); shown, never edited.
 */
export function SlugControl({value, forID, classNameWrapper}: ControlProps) {
  return (
    <output id={forID} className={classNameWrapper} dir="ltr" data-nn-slug>
      {value ? (
        `/news${value}`
      ) : (
        <span className="nn-pending" dir="rtl">
          با نخستین ذخیره از شناسه و تیتر ساخته می‌شود
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

export function TehranTimePreview({value}: {value?: unknown}) {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? (
    <span>{formatLongDate(value, 'fa')}</span>
  ) : null;
}
