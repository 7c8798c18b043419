import { describe, expect, it } from 'vitest';
import { MACHINE_GAME_DEFAULTS, machineGameChoices } from './machine-game.ts';
import { decodeForm, encodeForm } from './routes.ts';

describe('the machine challenge form', () => {
  it('is whole with the seed’s machinename alone, and then plays the defaults', () => {
    const form = decodeForm('startMachineGame', { machinename: 'machine_gnugo_1' });
    expect(form).toEqual({ ok: true, value: { machinename: 'machine_gnugo_1' } });
    if (!form.ok) return;
    expect(machineGameChoices(form.value)).toEqual(MACHINE_GAME_DEFAULTS);
    expect(MACHINE_GAME_DEFAULTS).toMatchObject({ color: 'black', size: 19, handicap: 0 });
  });

  it('reads the optional choices, and a choice left out keeps its default', () => {
    const wire = encodeForm('startMachineGame', { machinename: 'machine_gnugo_1', size: 9, color: 'guess' });
    expect(wire).toEqual({ machinename: 'machine_gnugo_1', size: '9', color: 'guess' });
    const form = decodeForm('startMachineGame', {
      ...wire,
      time: '10',
      byoyomi: '0',
      periods: '5',
      handicap: '2',
    });
    if (!form.ok) throw new Error(form.error.message);
    expect(machineGameChoices(form.value)).toEqual({
      color: 'guess',
      size: 9,
      time: 10,
      byoyomi: 0,
      periods: 5,
      handicap: 2,
    });
  });

  it.each([
    ['size', '11'],
    ['size', ''],
    ['color', 'red'],
    ['time', '7'],
    ['byoyomi', '10'],
    ['handicap', '10'],
    ['handicap', '1'],
    ['periods', '0'],
    ['periods', '11'],
    ['periods', '2.5'],
  ])('refuses %s %j, naming the field', (field, value) => {
    const form = decodeForm('startMachineGame', { machinename: 'machine_gnugo_1', [field]: value });
    expect(form).toMatchObject({ ok: false, error: { path: field } });
  });
});
