/**
 * The side toolbar's tools for this viewer and game (seed 000 section 2): settings, complaint and
 * analysis (shown, saying what they will do), call referee (2 per game), early start, play again
 * (an invitation with the same settings), the move-number cycle, sound, coordinates, rotation,
 * the record's download, the move list and full screen.
 */
import { refereeCallsLeft, showsComplaint } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../common/settings/settings.ts';
import { useAnalysisUi } from '../analysis/analysis-context.tsx';
import { failureText } from '../failure-text.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { downloadRecord } from '../record/download-record.ts';
import { sideKey } from '../state/game-state.ts';
import { rematchInvitation } from '../state/rematch.ts';
import { canCallReferee, canStartEarly } from '../state/rules.ts';
import { useFullScreen } from '../use-full-screen.ts';
import { nextMoveNumberMode, nextRotation, type ToolbarStatus, type Tools } from './toolbar-model.ts';

export interface ToolbarModel {
  readonly tools: Tools;
  readonly status: ToolbarStatus;
  /** What the last download came to, in words (a record written here, or why it failed). */
  readonly note: string | null;
}

export function useToolbar(): ToolbarModel {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const ui = usePlayUi();
  const [settings, updateSettings] = useSettings();
  const [fullScreen, toggleFullScreen] = useFullScreen();
  const [note, setNote] = useState<string | null>(null);
  const analysis = useAnalysisUi();
  const state = useGameSlice((s) => s);
  const seat = state.viewer?.seat ?? 0;
  const play = state.play;
  const finished = state.finish !== null;
  const left = seat === 0 ? 0 : (state.refereeCallsLeft[sideKey(seat)] ?? refereeCallsLeft(0));
  const rematch = seat !== 0 ? rematchInvitation(play, seat) : null;
  const invited = state.invitations.some((i) => i.from === state.viewer?.username);

  const tools: Tools = {
    settings: { onPress: () => ui.setSettingsOpen(true) },
    ...(showsComplaint({
      isPlayer: seat !== 0,
      isAppealMan: play.isappealman,
      gameid: play.gameid,
      finished,
      machineGame: play.machinename !== '',
    })
      ? { complaint: { onPress: () => ui.setComplaintOpen(true) } }
      : {}),
    // Open to everyone: a guest's panel says to log in first, a game in play that it opens afterwards.
    analyze: analysis ? { onPress: () => analysis.setOpen(!analysis.open) } : {},
    ...(seat !== 0 && play.gamecalljudge && !finished
      ? { callReferee: { onPress: () => controller.callReferee(), enabled: canCallReferee(state) } }
      : {}),
    ...(seat !== 0 && play.canstartbefore && state.status === 'waiting'
      ? { earlyStart: { onPress: () => controller.startNow(), enabled: canStartEarly(state) } }
      : {}),
    ...(rematch && finished
      ? { playAgain: { onPress: () => controller.send(rematch), enabled: !invited } }
      : {}),
    moveNumbers: { onPress: () => ui.setView({ moveNumbers: nextMoveNumberMode(ui.view.moveNumbers) }) },
    sound: { onPress: () => updateSettings({ sound: !settings.sound }) },
    coordinates: { onPress: () => updateSettings({ coordinates: !settings.coordinates }) },
    rotate: { onPress: () => ui.setView({ rotation: nextRotation(ui.view.rotation) }) },
    download: {
      onPress: () => {
        setNote(null);
        void downloadRecord(ui.api, controller.getState()).then((outcome) => {
          if (outcome.kind === 'written') setNote(t('toolbar.recordWritten'));
          if (outcome.kind === 'failed')
            setNote(outcome.failure ? failureText(t, outcome.failure) : t('toolbar.recordFailed'));
        });
      },
    },
    moveList: { onPress: () => ui.setMoveListOpen(true) },
    fullScreen: { onPress: toggleFullScreen },
  };
  const status: ToolbarStatus = {
    moveNumbers: ui.view.moveNumbers,
    sound: settings.sound,
    coordinates: settings.coordinates,
    fullScreen,
    refereeCallsLeft: left,
  };
  return { tools, status, note };
}
