/**
 * Content protection (spec §1, DESIGN.md `CONTENT_PROTECTION`): no context menu outside form
 * fields and the usual devtools shortcuts swallowed (F12, Ctrl/Cmd+Shift+I/J/C, Ctrl/Cmd+U).
 * Text selection is turned off in CSS (app.css, `html[data-content-protection]`).
 *
 * A deterrent only: anyone can still read the HTML, disable JavaScript or open the devtools
 * from the browser menu. Nothing here protects data; form fields stay fully usable.
 *
 * Inlined as a tiny script in the document so it works before (and without) hydration.
 */
export const CONTENT_PROTECTION_SCRIPT = `(() => {
  const editable = (target) =>
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
  document.addEventListener("contextmenu", (event) => {
    if (!editable(event.target)) event.preventDefault();
  });
  document.addEventListener("keydown", (event) => {
    const key = event.key.toUpperCase();
    const mod = event.ctrlKey || event.metaKey;
    const blocked =
      key === "F12" ||
      (mod && event.shiftKey && (key === "I" || key === "J" || key === "C")) ||
      (mod && !event.shiftKey && key === "U");
    if (blocked) event.preventDefault();
  });
})();`;
