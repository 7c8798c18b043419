/**
 * The private message a player gets when another player's complaint changed the result of their
 * game (docs/appeals.md). The server writes it in the recipient's language when the appeal man
 * decides, so it cannot come from the web's locale files; its five languages are kept here.
 */
import { type Language, languageOrFallback } from '../constants/users.ts';
import { fillMessage } from '../messages.ts';

const NOTICE: Readonly<Record<Language, string>> = {
  en: 'An appeal man accepted {{user}}’s complaint about game {{playid}}: the result is now {{result}}. /play/p/{{playid}}/',
  cn: '裁判受理了 {{user}} 对第 {{playid}} 局的申诉：结果改为{{result}}。/play/p/{{playid}}/',
  zh_Hant: '裁判受理了 {{user}} 對第 {{playid}} 局的申訴：結果改為{{result}}。/play/p/{{playid}}/',
  ja: '審判が {{user}} さんの対局 {{playid}} への申し立てを認めました：結果は{{result}}になりました。/play/p/{{playid}}/',
  ko: '심판이 {{user}} 님의 {{playid}}번 대국 신고를 받아들였습니다: 결과가 {{result}}(으)로 바뀌었습니다. /play/p/{{playid}}/',
};

/** 1 black wins, 2 white wins, 3 a draw. */
const WINNER: Readonly<Record<Language, Readonly<Record<1 | 2 | 3, string>>>> = {
  en: { 1: 'Black wins', 2: 'White wins', 3: 'a draw' },
  cn: { 1: '黑胜', 2: '白胜', 3: '和棋' },
  zh_Hant: { 1: '黑勝', 2: '白勝', 3: '和棋' },
  ja: { 1: '黒の勝ち', 2: '白の勝ち', 3: '引き分け' },
  ko: { 1: '흑 승', 2: '백 승', 3: '무승부' },
};

/** The message, in `lang` (the user's setting; the fallback language when it is not one of the five). */
export function resultChangedNotice(
  lang: string,
  values: { readonly user: string; readonly playid: number; readonly winner: 1 | 2 | 3 },
): string {
  const language = languageOrFallback(lang);
  return fillMessage(NOTICE[language], {
    user: values.user,
    playid: values.playid,
    result: WINNER[language][values.winner],
  });
}
