/** The reset mail, in the account's language (the five of the site; English when unset). */
import { type Language, languageOrFallback } from '@tengen/protocol';

interface MailText {
  readonly subject: string;
  readonly body: (username: string, link: string, minutes: number) => string;
}

const TEXTS: Readonly<Record<Language, MailText>> = {
  en: {
    subject: 'Reset your Tengen password',
    body: (name, link, minutes) =>
      `Someone asked to reset the password of the Tengen account ${name}.\n\n` +
      `To choose a new password, open this link within ${minutes} minutes:\n${link}\n\n` +
      'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.\n',
  },
  cn: {
    subject: '重置你的 Tengen 密码',
    body: (name, link, minutes) =>
      `有人请求重置 Tengen 账号 ${name} 的密码。\n\n请在 ${minutes} 分钟内打开下面的链接设置新密码：\n${link}\n\n` +
      '此链接只能使用一次。如果不是你本人的请求，请忽略这封邮件，你的密码不会改变。\n',
  },
  zh_Hant: {
    subject: '重設你的 Tengen 密碼',
    body: (name, link, minutes) =>
      `有人要求重設 Tengen 帳號 ${name} 的密碼。\n\n請在 ${minutes} 分鐘內開啟下面的連結設定新密碼：\n${link}\n\n` +
      '此連結只能使用一次。如果不是你本人的要求，請忽略這封郵件，你的密碼不會改變。\n',
  },
  ja: {
    subject: 'Tengen のパスワードの再設定',
    body: (name, link, minutes) =>
      `Tengen のアカウント ${name} のパスワード再設定が依頼されました。\n\n` +
      `${minutes} 分以内に次のリンクを開いて、新しいパスワードを設定してください：\n${link}\n\n` +
      'リンクは一度だけ使えます。心当たりがない場合はこのメールを無視してください。パスワードは変わりません。\n',
  },
  ko: {
    subject: 'Tengen 비밀번호 재설정',
    body: (name, link, minutes) =>
      `Tengen 계정 ${name}의 비밀번호 재설정이 요청되었습니다.\n\n` +
      `${minutes}분 안에 아래 링크를 열어 새 비밀번호를 정하세요:\n${link}\n\n` +
      '링크는 한 번만 쓸 수 있습니다. 요청한 적이 없다면 이 메일을 무시하세요. 비밀번호는 그대로입니다.\n',
  },
};

export function resetMail(lang: string | null, username: string, link: string, minutes: number) {
  const text = TEXTS[languageOrFallback(lang)];
  return { subject: text.subject, text: text.body(username, link, minutes) };
}
