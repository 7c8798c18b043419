/** A session's browser and system in words, from the User-Agent it signed in with (bowser reads it). */
import Bowser from 'bowser';

/** "Firefox 128 · Windows 10", "Safari 17 · iOS 17.5", or '' when nothing is known. */
export function deviceOf(userAgent: string): string {
  if (userAgent.trim() === '') return '';
  const { browser, os } = Bowser.parse(userAgent);
  const major = (version: string | undefined) => version?.split('.')[0] ?? '';
  const words = (name: string | undefined, version: string) => [name ?? '', version].join(' ').trim();
  const parts = [
    words(browser.name, major(browser.version)),
    words(os.name, os.versionName ?? os.version ?? ''),
  ];
  return parts.filter((part) => part !== '').join(' · ');
}
