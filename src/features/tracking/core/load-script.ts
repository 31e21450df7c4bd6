/** Adds an async script once per URL; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
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
