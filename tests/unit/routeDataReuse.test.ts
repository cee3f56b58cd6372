import {
  linkSync,
  mkdtempSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  readRouteDataRecord,
  routeDataInputs,
  stillRecorded,
  writeRouteDataRecord,
  writtenRouteData,
} from '../../src/plugins/client-routing/routeDataReuse';

const dir = mkdtempSync(path.join(tmpdir(), 'route-data-reuse-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));
const at = (name: string) => path.join(dir, name);

describe('route data files taken from the last build', () => {
  const entry = {path: '/news/a', chunkNames: {content: 'c1'}, modules: {}};
  writeFileSync(at('meta.json'), '{"title":"a"}');

  it('names what a file is made from: its entry and its data modules as they are on disk', () => {
    const inputs = routeDataInputs(entry, [at('meta.json')]);
    expect(inputs).toMatch(/^[0-9a-f]{40}$/);
    expect(routeDataInputs(entry, [at('meta.json')])).toBe(inputs);
    expect(
      routeDataInputs({...entry, chunkNames: {content: 'c2'}}, [
        at('meta.json'),
      ]),
    ).not.toBe(inputs);
    // A data module written again (another time) is another input, whatever its text.
    utimesSync(at('meta.json'), new Date(2020, 1, 1), new Date(2020, 1, 1));
    expect(routeDataInputs(entry, [at('meta.json')])).not.toBe(inputs);
    expect(routeDataInputs(entry, [at('missing.json')])).toBeUndefined();
  });

  it('takes the last file only while it is the file recorded for the same inputs', () => {
    writeFileSync(at('last.json'), '{"route":"a"}');
    const inputs = routeDataInputs(entry, [at('meta.json')])!;
    const recorded = writtenRouteData(inputs, statSync(at('last.json')));
    expect(stillRecorded(recorded, inputs, statSync(at('last.json')))).toBe(
      true,
    );
    // A link to it is the same file.
    linkSync(at('last.json'), at('linked.json'));
    expect(stillRecorded(recorded, inputs, statSync(at('linked.json')))).toBe(
      true,
    );
    expect(stillRecorded(recorded, 'other', statSync(at('last.json')))).toBe(
      false,
    );
    expect(stillRecorded(recorded, undefined, statSync(at('last.json')))).toBe(
      false,
    );
    expect(stillRecorded(undefined, inputs, statSync(at('last.json')))).toBe(
      false,
    );
    expect(stillRecorded(recorded, inputs, undefined)).toBe(false);
    // Replaced by another file of the same text: not the file recorded.
    writeFileSync(at('copy.json'), '{"route":"a"}');
    expect(stillRecorded(recorded, inputs, statSync(at('copy.json')))).toBe(
      false,
    );
  });

  it('reads its record back, and trusts nothing of a damaged one', () => {
    const recorded = writtenRouteData('x', statSync(at('last.json')));
    writeRouteDataRecord(at('record.json'), new Map([['k1', recorded]]));
    expect(readRouteDataRecord(at('record.json'))).toEqual(
      new Map([['k1', recorded]]),
    );
    expect(readRouteDataRecord(at('none.json')).size).toBe(0);
    writeFileSync(
      at('record.json'),
      '{"format":1,"files":{"k1":{"inputs":"x"}}}',
    );
    expect(readRouteDataRecord(at('record.json')).size).toBe(0);
    writeFileSync(at('record.json'), 'not json');
    expect(readRouteDataRecord(at('record.json')).size).toBe(0);
    writeFileSync(at('record.json'), '{"format":2,"files":{}}');
    expect(readRouteDataRecord(at('record.json')).size).toBe(0);
  });
});
