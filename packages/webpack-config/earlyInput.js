// @ts-check
/**
 * The early-input script: a few lines the shell's HTML runs before any other script, so that what a visitor does on a
 * server-drawn page before start-up is not lost (@kingside/ui's earlyActions.ts, docs/architecture.md §10.2). A press
 * of a button, or a submit of a form, marked `data-early` (only on the server's copy) is held instead of doing nothing
 * or reloading the page: its key goes into `window.__kingsideEarly`, which the live page reads and acts on once it
 * has started, and the element says it is waiting (aria-busy, and `data-early-busy`: "Adding…", written into the element
 * itself or into the element `data-early-status` names); `data-early-held` names the key on it, for the live page to
 * find it once `data-early` is gone. A held press or submit is the script's alone: it goes no further than the document,
 * so React, which listens at #root, never sees it. The element keeps `data-early` until the commit that makes the page
 * live, whose effect does what was held; a press on an element React has hydrated before then (or hydrates on the spot,
 * as it does for a click) would otherwise be done twice, by its own handler at once and by the live page then: two of
 * the product added for one press of Add to Cart. A stepper's buttons (`data-early-step`, +1 or -1, in a group marked
 * `data-early-stepper` with its `data-early-min`) change the number in the group's `<output>`, which the live page
 * keeps like a field. Typed text needs no script: the fields keep it, and the live page reads it from them.
 *
 * A file of its own (same origin: the Content-Security-Policy allows no inline script), content-hashed, so the server
 * caches it for a year like any other hashed asset; deferred, first of the page's scripts.
 */
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const SCRIPT = `(function () {
  var held = (window.__kingsideEarly = window.__kingsideEarly || []);
  function hold(event, element) {
    event.preventDefault();
    event.stopPropagation();
    var key = element.getAttribute('data-early');
    if (held.indexOf(key) < 0) held.push(key);
    element.setAttribute('aria-busy', 'true');
    element.setAttribute('data-early-held', key);
    var busy = element.getAttribute('data-early-busy');
    var statusId = element.getAttribute('data-early-status');
    var status = statusId ? document.getElementById(statusId) : element;
    if (busy && status) status.textContent = busy;
  }
  function step(event, button) {
    event.preventDefault();
    var group = button.closest('[data-early-stepper]');
    var output = group && group.querySelector('output');
    if (!output) return;
    var min = Number(group.getAttribute('data-early-min'));
    var next = Math.max(min, (parseInt(output.value, 10) || min) + Number(button.getAttribute('data-early-step')));
    output.value = String(next);
    var down = group.querySelector('[data-early-step="-1"]');
    if (down) down.disabled = next <= min;
  }
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    var button = target.closest('button[data-early]');
    if (button) return hold(event, button);
    var stepButton = target.closest('button[data-early-step]');
    if (stepButton) step(event, stepButton);
  }, true);
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form && form.hasAttribute && form.hasAttribute('data-early')) hold(event, form);
  }, true);
})();
`;

const SCRIPT_FILE = `early-input.${crypto.createHash('sha256').update(SCRIPT).digest('hex').slice(0, 8)}.js`;

class EarlyInputPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(EarlyInputPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: EarlyInputPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(SCRIPT_FILE, new compiler.webpack.sources.RawSource(SCRIPT)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(EarlyInputPlugin.name, (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const firstScript = data.headTags.findIndex((tag) => tag.tagName === 'script');
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${SCRIPT_FILE}` });
        data.headTags.splice(firstScript < 0 ? data.headTags.length : firstScript, 0, tag);
        return data;
      });
    });
  }
}

module.exports = { EarlyInputPlugin, EARLY_INPUT_SCRIPT: SCRIPT };
