import {describe, expect, it} from 'vitest';
import rehypeIsolateRuns, {
  isolateRuns,
} from '../../src/plugins/rehype-isolate-runs';

const bdi = (value: string) => ({
  type: 'element',
  tagName: 'bdi',
  properties: {},
  children: [{type: 'text', value}],
});

describe('isolating runs of the other script', () => {
  it('wraps Latin runs in Persian text, leaving punctuation outside', () => {
    expect(
      isolateRuns(
        'رمز CVV2 کارت را به support@nerkhnama.example نفرستید.',
        'rtl',
      ),
    ).toEqual([
      {type: 'text', value: 'رمز '},
      bdi('CVV2'),
      {type: 'text', value: ' کارت را به '},
      bdi('support@nerkhnama.example'),
      {type: 'text', value: ' نفرستید.'},
    ]);
  });
  it('keeps a multi-word English name together', () => {
    expect(
      isolateRuns('در London Metal Exchange، مس گران شد', 'rtl')?.[1],
    ).toEqual(bdi('London Metal Exchange'));
  });
  it('wraps Persian runs in English text', () => {
    expect(isolateRuns('Tap «ثبت کد هدیه» (Redeem gift code).', 'ltr')).toEqual(
      [
        {type: 'text', value: 'Tap «'},
        bdi('ثبت کد هدیه'),
        {type: 'text', value: '» (Redeem gift code).'},
      ],
    );
  });
  it('leaves single-script text and digits alone', () => {
    expect(isolateRuns('قیمت دلار ۱۰۱ هزار تومان شد', 'rtl')).toBeUndefined();
    expect(isolateRuns('The dollar hit 101,350 tomans', 'ltr')).toBeUndefined();
  });
  it('skips code in a tree', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{type: 'text', value: 'نماد ABC امروز'}],
        },
        {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [{type: 'text', value: 'نماد ABC'}],
        },
      ],
    };
    rehypeIsolateRuns({direction: 'rtl'})(tree as never);
    expect((tree.children[0].children as unknown[])[1]).toEqual(bdi('ABC'));
    expect(tree.children[1].children).toEqual([
      {type: 'text', value: 'نماد ABC'},
    ]);
  });
});
