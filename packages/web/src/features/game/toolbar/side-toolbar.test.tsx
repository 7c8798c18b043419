import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../common/test-render.ts';
import { MoreButtons, SideToolbar } from './side-toolbar.tsx';
import { TOOL_IDS, type ToolbarStatus, type Tools } from './toolbar-model.ts';

const noop = () => {};
const status: ToolbarStatus = {
  moveNumbers: 'last',
  sound: true,
  coordinates: false,
  fullScreen: false,
  refereeCallsLeft: 2,
};

describe('SideToolbar', () => {
  it('draws the tools it is given; a tool without a handler says it is not there yet', () => {
    const tools: Tools = {
      settings: { onPress: noop },
      analyze: {},
      callReferee: { onPress: noop, enabled: false },
      sound: { onPress: noop },
    };
    const html = renderHtml(<SideToolbar tools={tools} status={status} />);
    expect(html.match(/data-tool="/g)).toHaveLength(4);
    expect(html).toMatch(/data-tool="analyze" data-availability="unavailable"[^>]*disabled/);
    expect(html).toContain(
      'AI analysis of the finished game: win-rate chart and problem moves. Not available yet',
    );
    expect(html).toMatch(/data-tool="callReferee" data-availability="disabled"/);
    expect(html).toContain('Call a referee to this game: 2 calls left.');
    expect(html).toMatch(/data-tool="sound"[^>]*aria-pressed="true"/);
    expect(html).not.toContain('tg-tool--more');
  });

  it('puts tools past the fourth in the more window on phones', () => {
    const all: Tools = Object.fromEntries(TOOL_IDS.map((id) => [id, { onPress: noop }]));
    const html = renderHtml(<SideToolbar tools={all} status={status} onMore={noop} />);
    expect(html.match(/data-overflow="true"/g)).toHaveLength(TOOL_IDS.length - 4);
    expect(html).toContain('tg-tool--more');
    const more = renderHtml(<MoreButtons tools={all} status={status} onClose={noop} />);
    expect(more.match(/data-tool="/g)).toHaveLength(TOOL_IDS.length);
    expect(more).not.toContain('data-overflow');
  });

  it('names the move-number mode in the viewer language', () => {
    const html = renderHtml(
      <SideToolbar tools={{ moveNumbers: { onPress: noop } }} status={status} />,
      'zh_Hant',
    );
    expect(html).toContain('顯示手數：最後一手。點擊切換。');
  });
});
