/** The static region of a page that holds its programme (the listing's, the home page's): programme-dom.ts acts on it. */
export const PROGRAMME_REGION = "programme";
export const programmeRegion = (): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-static-region="${PROGRAMME_REGION}"]`);
