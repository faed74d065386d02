/** Class names the filter groups share (Tailwind utilities; app.css stays the layout's). */
export const FILTER_LEGEND = "text-xs font-semibold tracking-[0.16em] text-ink-900 uppercase";
export const FILTER_CONTROL = "size-4 shrink-0 accent-accent-700";
