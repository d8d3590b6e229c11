import { describe, expect, it } from 'vitest';
import { readListItems } from '../../../../src/shared/domain/cron/builder-model';
import { parseCronField } from '../../../../src/shared/domain/cron/parse';

function itemsOf(text: string) {
  const ast = parseCronField('minute', text);
  if (ast.kind !== 'list') throw new Error(`not a list: ${text}`);
  return ast.items;
}

describe('readListItems (the list modes every picker shares)', () => {
  it.each([
    ['30,5,5,10', { mode: 'specify', specific: [5, 10, 30] }],
    ['7', { mode: 'specify', specific: [7] }],
    ['10-20', { mode: 'range', rangeStart: 10, rangeEnd: 20 }],
    ['3/15', { mode: 'loop', loopStart: 3, loopInterval: 15 }],
    ['*/15', { mode: 'loop', loopStart: 4, loopInterval: 15 }],
  ])('%s', (text, reading) => {
    expect(readListItems(itemsOf(text), 4)).toEqual(reading);
  });

  it.each(['1-5,10', '8-18/2', '1/2,5'])('%s has no mode of its own', (text) => {
    expect(readListItems(itemsOf(text), 0)).toBeNull();
  });
});
