import { describe, expect, it } from 'vitest';
import { isInPageClick, type LinkClick, type LinkTarget } from './in-page-click.ts';

const ORIGIN = 'https://tengen.example';
const plain: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const here: LinkTarget = { href: `${ORIGIN}/play/p/12/`, target: '', download: false };

describe('isInPageClick', () => {
  it('follows a plain left click on a link of this site in the page', () => {
    expect(isInPageClick(plain, here, ORIGIN)).toBe(true);
    expect(isInPageClick(plain, { ...here, target: '_self' }, ORIGIN)).toBe(true);
  });

  it.each<[string, Partial<LinkClick>]>([
    ['the middle button', { button: 1 }],
    ['the right button', { button: 2 }],
    ['ctrl (new tab)', { ctrlKey: true }],
    ['meta (new tab on a Mac)', { metaKey: true }],
    ['shift (new window)', { shiftKey: true }],
    ['alt (save)', { altKey: true }],
    ['a click already handled', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(isInPageClick({ ...plain, ...change }, here, ORIGIN)).toBe(false);
  });

  it.each<[string, Partial<LinkTarget>]>([
    ['another site', { href: 'https://example.org/play/p/12/' }],
    ['this host on another port', { href: 'https://tengen.example:8443/play/p/12/' }],
    ['another scheme', { href: 'http://tengen.example/play/p/12/' }],
    ['a link opening another tab', { target: '_blank' }],
    ['a download', { download: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(isInPageClick(plain, { ...here, ...change }, ORIGIN)).toBe(false);
  });
});
