const scriptWithSrc = (src: string) => document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);

/** Adds an async script once per URL; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string): Promise<void> {
  const existing = scriptWithSrc(src);
  if (existing?.dataset.loaded === "true") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement("script");
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => reject(new Error(`could not load ${src}`)));
    if (!existing) {
      script.async = true;
      script.src = src;
      document.head.appendChild(script);
    }
  });
}

/**
 * Like loadScript, but a script that has already run runs again: the browser runs each script element once, so it
 * gets a new one. One still loading is waited for, not doubled.
 */
export function runScriptAgain(src: string): Promise<void> {
  const existing = scriptWithSrc(src);
  if (existing?.dataset.loaded === "true") existing.remove();
  return loadScript(src);
}
