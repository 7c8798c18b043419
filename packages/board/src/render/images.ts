/** Tengen's own images, shipped in the package under static/playnew/images/. */
export const IMAGE_FILES = {
  boardWood: 'board-wood.png',
  boardKt: 'board-kt.png',
  black: 'stone-black.png',
  white: 'stone-white.png',
} as const;

/**
 * Loads images once per URL for every board on the page; `onLoad` runs when one arrives so the
 * boards that wait for it redraw. A failed image stays missing and the drawn look is used; the
 * boards hear of it too (`failed`), so each can say so to its host.
 */
export class ImageStore {
  private readonly images = new Map<string, HTMLImageElement>();
  private readonly failedUrls = new Set<string>();
  private readonly waiting = new Set<() => void>();

  get(url: string): HTMLImageElement | null {
    let img = this.images.get(url);
    if (!img) {
      img = new Image();
      img.decoding = 'async';
      const arrived = () => {
        for (const f of this.waiting) f();
      };
      img.addEventListener('load', arrived);
      img.addEventListener('error', () => {
        this.failedUrls.add(url);
        arrived();
      });
      img.src = url;
      this.images.set(url, img);
    }
    return img.complete && img.naturalWidth > 0 ? img : null;
  }

  /** Whether the image at `url` could not be loaded (a wrong `assetBase`, a file not copied). */
  failed(url: string): boolean {
    return this.failedUrls.has(url);
  }

  subscribe(onLoad: () => void): () => void {
    this.waiting.add(onLoad);
    return () => this.waiting.delete(onLoad);
  }
}

export const sharedImages = typeof Image === 'undefined' ? null : new ImageStore();
