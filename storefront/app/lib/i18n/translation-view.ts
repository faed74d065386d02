/**
 * An i18next instance seen through an object of its own with no properties, to hand to
 * `I18nextProvider`. Each `useTranslation` call copies every own property of the instance it is
 * given (react-i18next 17's wrapper for React.memo and the React Compiler), about forty here since
 * i18next binds its methods onto the instance. The server renders each of a home page's ~150
 * translated components once, so that copy cost 12 % of its CPU under load; in the browser it runs
 * once per component during hydration, on the phone's main thread. Reads, and the bound methods,
 * reach the instance itself through the prototype. Nothing here changes the language through the
 * view: a change of language is a new page from the server (decision 006).
 */
export function translationView<T extends object>(instance: T): T {
  return Object.create(instance) as T;
}
