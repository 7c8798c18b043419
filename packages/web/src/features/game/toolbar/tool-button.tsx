import { useTranslation } from 'react-i18next';
import type { ShownTool, ToolbarStatus, ToolId } from './toolbar-model.ts';

// Glyphs the common system fonts have (DejaVu, Noto), so no button shows an empty box.
const GLYPHS: Readonly<Record<ToolId, string>> = {
  settings: '⚙',
  complaint: '⚑',
  analyze: '∿',
  callReferee: '☎',
  earlyStart: '▶',
  playAgain: '↻',
  moveNumbers: '#',
  sound: '♪',
  coordinates: '⊞',
  rotate: '⟳',
  download: '⤓',
  moveList: '☰',
  fullScreen: '⤢',
};

/** One toolbar button: a glyph, a short label, and a hint saying what it does (or that it is not there yet). */
export function ToolButton({
  tool,
  status,
  overflow = false,
  onPressed,
}: {
  readonly tool: ShownTool;
  readonly status: ToolbarStatus;
  /** Hidden from the bar on phones (it is in the "more" window). */
  readonly overflow?: boolean;
  /** Called after the tool's own handler (the "more" window closes itself with it). */
  readonly onPressed?: () => void;
}) {
  const { t } = useTranslation('overlays');
  const onOff = (on: boolean) => (on ? t('toolbar.on') : t('toolbar.off'));
  const label =
    tool.id === 'fullScreen' && status.fullScreen ? t('toolbar.exitFullScreen') : t(`toolbar.${tool.id}`);
  const hints: Readonly<Record<ToolId, string>> = {
    settings: t('toolbar.settingsHint'),
    complaint: t('toolbar.complaintHint'),
    analyze: t('toolbar.analyzeHint'),
    callReferee: t('toolbar.callRefereeHint', { count: status.refereeCallsLeft }),
    earlyStart: t('toolbar.earlyStartHint'),
    playAgain: t('toolbar.playAgainHint'),
    moveNumbers: t('toolbar.moveNumbersHint', { mode: t(`toolbar.moveNumbersMode.${status.moveNumbers}`) }),
    sound: t('toolbar.soundHint', { state: onOff(status.sound) }),
    coordinates: t('toolbar.coordinatesHint', { state: onOff(status.coordinates) }),
    rotate: t('toolbar.rotateHint'),
    download: t('toolbar.downloadHint'),
    moveList: t('toolbar.moveListHint'),
    fullScreen: t('toolbar.fullScreenHint'),
  };
  const pressed =
    tool.id === 'sound'
      ? status.sound
      : tool.id === 'coordinates'
        ? status.coordinates
        : tool.id === 'fullScreen'
          ? status.fullScreen
          : undefined;
  const hint =
    tool.availability === 'unavailable' ? `${hints[tool.id]} ${t('toolbar.unavailable')}` : hints[tool.id];
  return (
    <button
      type="button"
      className="tg-tool"
      data-tool={tool.id}
      data-overflow={overflow || undefined}
      data-availability={tool.availability}
      title={hint}
      aria-description={hint}
      aria-pressed={pressed}
      disabled={tool.availability !== 'ready'}
      onClick={() => {
        tool.onPress?.();
        onPressed?.();
      }}
    >
      <span className="tg-tool__glyph" aria-hidden="true">
        {GLYPHS[tool.id]}
      </span>
      <span className="tg-tool__label">{label}</span>
      {tool.availability === 'unavailable' ? (
        <span className="tg-tool__soon">{t('toolbar.unavailable')}</span>
      ) : null}
    </button>
  );
}
