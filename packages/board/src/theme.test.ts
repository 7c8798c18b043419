import { describe, expect, it } from 'vitest';
import { resolveThemeName, THEMES, themeFor } from './theme.ts';

describe('themes', () => {
  it('has wood and three others, kt among them', () => {
    expect(THEMES).toHaveLength(4);
    expect(THEMES).toContain('wood');
    expect(THEMES).toContain('kt');
  });

  it.each([
    ['wood', 'game', 'wood'],
    ['kt', 'game', 'kt'],
    ['night', 'game', 'wood'],
    ['nonsense', 'game', 'wood'],
    [undefined, 'game', 'wood'],
    ['night', 'plain', 'night'],
    ['nonsense', 'puzzle', 'default'],
    [undefined, 'puzzle', 'wood'],
  ] as const)('%s on a %s board is %s', (requested, kind, theme) => {
    expect(resolveThemeName(requested, kind)).toBe(theme);
  });

  it('maps the site styles and custom colours', () => {
    expect(themeFor('wood', { boardStyle: 2 }).boardImage).toBeNull();
    expect(themeFor('default', { boardStyle: 1 }).boardImage).toBe('board-wood.png');
    expect(themeFor('wood', { stoneStyle: 3 }).stones).toBe('flat');
    expect(themeFor('default', { stoneStyle: 1 }).stones).toBe('image');
    const custom = themeFor('wood', { boardColor: '#abcdef', lineColor: '#123456' });
    expect(custom).toMatchObject({ boardImage: null, boardColor: '#abcdef', lineColor: '#123456' });
  });
});
