import { type BoardApi, createApi } from './api.ts';
import { click } from './click.ts';
import { type BoardConfig, configure } from './config.ts';
import { Announcer } from './dom/announcer.ts';
import { bindInput } from './dom/input.ts';
import { bindKeyboard } from './dom/keyboard.ts';
import { PenRecorder } from './pen.ts';
import { Renderer } from './render/renderer.ts';
import { SoundPlayer, soundFor } from './sound.ts';
import { defaultState } from './state.ts';
import { VERSION } from './version.ts';

const VERSION_SHOWN_MS = 3000;

/**
 * Creates a board in `element` (the wrapper): canvases, input, sounds. The wrapper's width decides
 * the board's size unless `width`/`height` are set; it follows the wrapper when that resizes.
 */
export function TengenBoard(element: HTMLElement, config: BoardConfig = {}): BoardApi {
  const state = defaultState();
  const renderer = new Renderer(element, state);
  const announcer = new Announcer(element);
  let keys: ReturnType<typeof bindKeyboard> | null = null;
  const sound = new SoundPlayer(state.assetBase);
  sound.onMissing = (url) =>
    state.log('ASSET_MISSING', `${url} (is assetBase right, and were the files copied?)`);
  let frame = 0;
  const render = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    renderer.render();
    announcer.update(state);
    keys?.sync();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(render);
  };
  state.hooks = {
    redraw: schedule,
    moved: (captured, first) => {
      sound.on = state.audioOn;
      // `set({ assetBase })` may have moved the files since the board was made.
      sound.base = state.assetBase;
      sound.play(soundFor(captured, first));
    },
  };
  configure(state, config);

  let versionBox: HTMLDivElement | null = null;
  const showVersion = () => {
    versionBox?.remove();
    const box = document.createElement('div');
    box.className = 'tengen-version';
    box.textContent = VERSION;
    box.style.cssText =
      'position:absolute;left:50%;top:45%;transform:translate(-50%,-50%);padding:4px 10px;' +
      'background:rgba(0,0,0,0.75);color:#fff;font:14px sans-serif;border-radius:4px;pointer-events:none;';
    element.appendChild(box);
    versionBox = box;
    setTimeout(() => {
      box.remove();
      state.versionShown = false;
    }, VERSION_SHOWN_MS);
  };

  const pen = new PenRecorder(state, (batch) => state.events.onPen?.(batch));
  const unbind = bindInput({
    state,
    renderer,
    pen,
    click: (v) => {
      const r = click(state, v);
      schedule();
      return r;
    },
    schedule,
    showVersion,
  });
  keys = bindKeyboard({ state, target: renderer.canvases.pen, announcer, schedule });
  const resize =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => renderer.invalidate());
  resize?.observe(element);
  render();
  return createApi(state, {
    schedule,
    render,
    stats: () => ({ ...renderer.stats }),
    announce: (text) => announcer.say(text),
    destroy: () => {
      if (frame) cancelAnimationFrame(frame);
      resize?.disconnect();
      unbind();
      keys?.unbind();
      announcer.destroy();
      renderer.destroy();
      versionBox?.remove();
      if (state.puzzle?.replyTimer) clearTimeout(state.puzzle.replyTimer);
    },
  });
}

/** A board without a page: the same API and rules, nothing drawn (tests, servers, workers). */
export function createHeadlessBoard(config: BoardConfig = {}): BoardApi {
  const state = defaultState();
  configure(state, config);
  return createApi(state, {
    schedule() {},
    render() {},
    announce() {},
    destroy() {},
    stats: () => ({ full: false, repainted: 0 }),
  });
}
