/**
 * The side toolbar of the game page. On phones it keeps the first few tools and a "more"
 * button that opens the more-buttons window (45, see MoreButtons).
 */
import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button.tsx';
import { PHONE_BAR_TOOLS, shownTools, type ToolbarStatus, type Tools } from './toolbar-model.ts';
import './toolbar.css';

export interface SideToolbarProps {
  readonly tools: Tools;
  readonly status: ToolbarStatus;
  /** Opens the more-buttons window on phones; without it every tool stays in the bar. */
  readonly onMore?: () => void;
}

export function SideToolbar({ tools, status, onMore }: SideToolbarProps) {
  const { t } = useTranslation('overlays');
  const shown = shownTools(tools);
  const overflowing = onMore !== undefined && shown.length > PHONE_BAR_TOOLS;
  return (
    <div className="tg-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      {shown.map((tool, i) => (
        <ToolButton
          key={tool.id}
          tool={tool}
          status={status}
          overflow={overflowing && i >= PHONE_BAR_TOOLS}
        />
      ))}
      {overflowing ? (
        <button type="button" className="tg-tool tg-tool--more" aria-haspopup="dialog" onClick={onMore}>
          <span className="tg-tool__glyph" aria-hidden="true">
            ⋯
          </span>
          <span className="tg-tool__label">{t('toolbar.more')}</span>
        </button>
      ) : null}
    </div>
  );
}

/** The more-buttons window's content (45): every tool as a grid; a press also closes the window. */
export function MoreButtons({
  tools,
  status,
  onClose,
}: Omit<SideToolbarProps, 'onMore'> & { onClose: () => void }) {
  const { t } = useTranslation('overlays');
  return (
    <fieldset className="tg-more-buttons">
      <legend className="tg-visually-hidden">{t('toolbar.label')}</legend>
      {shownTools(tools).map((tool) => (
        <ToolButton key={tool.id} tool={tool} status={status} onPressed={onClose} />
      ))}
    </fieldset>
  );
}
