/**
 * The page's bootstrap: the first script every page runs, before the app (a small file of its own, compiled from
 * these modules at build time by ./compile.ts). It boots the app without making the page wait for it (boot.ts),
 * and until the app has started hydrating it gives the controls their native behaviour, which the app's
 * components adopt on mount: the menu (menu.ts), the announcement's close (announcement.ts), copy buttons
 * (copy.ts) and the search box (search.ts). Any other button pressed meanwhile is pressed again once the page has
 * hydrated (replay.ts). State lives in attributes (src/lib/earlyMarks.ts), never in text, so hydration matches;
 * the one text it changes, the header's date (today.ts), is in a region the app hydrates as it finds it.
 */
import {ROOT_GLOBAL} from '../../../docusaurus-internals/names';
import {announcementClick} from './announcement';
import {installBoot} from './boot';
import {copyClick} from './copy';
import {menuClick} from './menu';
import {replayAfterHydration} from './replay';
import {
  searchBlur,
  searchCloseClick,
  searchEscape,
  searchFocus,
} from './search';
import {installToday} from './today';

export function startBootstrap(w: Window): void {
  const doc = w.document;
  installBoot(w);
  installToday(w);
  // Docusaurus sets `window.docusaurusRoot` as hydration starts: from then on React answers every event itself.
  const live = () => !!(w as unknown as Record<string, unknown>)[ROOT_GLOBAL];
  const remember = replayAfterHydration(w);
  w.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (live() || !target?.closest) return;
      const answered =
        menuClick(target, doc) ||
        searchCloseClick(target) ||
        copyClick(event, target, w, live) ||
        announcementClick(target, doc);
      if (!answered) remember(target);
    },
    true,
  );
  w.addEventListener(
    'focusin',
    (event) => {
      if (!live()) searchFocus(event, doc);
    },
    true,
  );
  w.addEventListener(
    'focusout',
    (event) => {
      if (!live()) searchBlur(event);
    },
    true,
  );
  w.addEventListener(
    'keydown',
    (event) => {
      if (!live()) searchEscape(event);
    },
    true,
  );
}
