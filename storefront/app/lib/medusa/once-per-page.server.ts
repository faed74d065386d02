/**
 * The loaders of one page request (the root's badge, the page's own) run side by side, and React
 * Router hands each its own copy of the `Request`. What they share is the request's router
 * context, so reads asked by several loaders are kept under it.
 */
export type PageRequest = Readonly<object>;

/**
 * `load`'s answer for this page request, asked once however many loaders want it; a failure is
 * not kept. Loaders only: an action's read must not serve the loaders that run after it.
 */
export function oncePerPage<T>(answers: WeakMap<PageRequest, Promise<T>>, page: PageRequest, load: () => Promise<T>): Promise<T> {
  let answer = answers.get(page);
  if (!answer) {
    answer = load();
    answers.set(page, answer);
    answer.catch(() => answers.delete(page));
  }
  return answer;
}
