import {describe, expect, it} from 'vitest';
import {freshBreaking, leadStory} from '../../src/lib/leadStory';

interface Story {
  id: string;
  date: string;
  breaking?: boolean;
  pinned?: boolean;
}
const at = (hhmm: string) => `2025-09-28T${hhmm}:00+03:30`;
const facts = (s: Story) => s;
const stories: Story[] = [
  {id: 'pinned', date: at('18:34'), pinned: true},
  {id: 'breaking', date: at('21:28'), breaking: true},
  {id: 'newest', date: at('22:10')},
  {id: 'old-breaking', date: at('09:00'), breaking: true},
];
const HOURS = 6;

describe('the lead story', () => {
  it('is a fresh breaking story, over the pinned one and the newest', () => {
    const now = new Date(at('22:30'));
    expect(leadStory(stories, facts, now, HOURS)?.id).toBe('breaking');
    expect(freshBreaking(stories, facts, now, HOURS)?.id).toBe('breaking');
  });

  it('is the pinned story once the breaking one is no longer fresh', () => {
    // 21:28 + 6 h = 03:28 the next day: fresh up to, not including, that moment.
    const justFresh = new Date(Date.parse(at('21:28')) + HOURS * 3_600_000 - 1);
    const stale = new Date(Date.parse(at('21:28')) + HOURS * 3_600_000);
    expect(leadStory(stories, facts, justFresh, HOURS)?.id).toBe('breaking');
    expect(leadStory(stories, facts, stale, HOURS)?.id).toBe('pinned');
    expect(freshBreaking(stories, facts, stale, HOURS)).toBeUndefined();
  });

  it('takes the newest of two fresh breaking stories, and none dated after now', () => {
    const two = [...stories, {id: 'later', date: at('22:00'), breaking: true}];
    expect(freshBreaking(two, facts, new Date(at('22:30')), HOURS)?.id).toBe(
      'later',
    );
    expect(freshBreaking(two, facts, new Date(at('21:50')), HOURS)?.id).toBe(
      'breaking',
    );
  });

  it('is the newest story without a fresh breaking or a pinned one, and nothing without stories', () => {
    const plain = stories.filter((s) => !s.pinned);
    const weekLater = new Date('2025-10-05T12:00:00+03:30');
    expect(leadStory(plain, facts, weekLater, HOURS)?.id).toBe('newest');
    expect(leadStory([], facts, new Date(), HOURS)).toBeUndefined();
  });
});
