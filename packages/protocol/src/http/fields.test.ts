import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  choiceField,
  flagField,
  idField,
  idListField,
  intField,
  jsonField,
  pointListField,
  preposField,
} from './fields.ts';

function decode(schema: z.ZodMiniType, raw: string): unknown {
  const result = z.safeDecode(schema, raw as never);
  return result.success ? result.data : 'ERROR';
}

describe('form field codecs', () => {
  it.each<[string, z.ZodMiniType, string, unknown]>([
    ['an integer', intField(), '42', 42],
    ['a negative integer', intField(-5), '-5', -5],
    ['below the minimum', intField(0), '-1', 'ERROR'],
    ['a decimal', intField(), '1.5', 'ERROR'],
    ['an empty integer', intField(), '', 'ERROR'],
    ['spaces', intField(), ' 1', 'ERROR'],
    ['an id', idField, '7', 7],
    ['id 0', idField, '0', 'ERROR'],
    ['a choice', choiceField([4, 1]), '4', 4],
    ['not a choice', choiceField([4, 1]), '2', 'ERROR'],
    ['flag 1', flagField, '1', true],
    ['flag 0', flagField, '0', false],
    ['flag true', flagField, 'true', 'ERROR'],
    ['points', pointListField('*', { passes: false }), 'pd*dp', ['pd', 'dp']],
    ['no points', pointListField('*', { passes: false }), '', []],
    ['a pass where none may be', pointListField('*', { passes: false }), 'pd*tt', 'ERROR'],
    ['a pass in a move list', pointListField('*', { passes: true }), 'pd*tt', ['pd', 'tt']],
    ['too few choices', pointListField('*', { passes: false, min: 2 }), 'pd', 'ERROR'],
    ['ids', idListField, '1,22,333', [1, 22, 333]],
    ['no ids', idListField, '', []],
    ['bad ids', idListField, '1,,2', 'ERROR'],
    ['prepos', preposField, 'pd*dp|dd', { black: ['pd', 'dp'], white: ['dd'] }],
    ['white only', preposField, '|dd', { black: [], white: ['dd'] }],
    ['no stones', preposField, '|', { black: [], white: [] }],
    ['a bad stone', preposField, 'zz|', 'ERROR'],
    ['JSON', jsonField(z.object({ a: z.number() })), '{"a":1}', { a: 1 }],
    ['broken JSON', jsonField(z.object({ a: z.number() })), '{"a":', 'ERROR'],
    ['JSON of the wrong shape', jsonField(z.object({ a: z.number() })), '{"a":"1"}', 'ERROR'],
  ])('%s', (_, schema, raw, expected) => {
    expect(decode(schema, raw)).toEqual(expected);
  });

  it('encodes back to the wire text', () => {
    expect(z.encode(intField(), 42)).toBe('42');
    expect(z.encode(flagField, true)).toBe('1');
    expect(z.encode(preposField, { black: ['pd'], white: ['dd', 'qq'] })).toBe('pd|dd*qq');
    expect(z.encode(idListField, [3, 4])).toBe('3,4');
  });
});
