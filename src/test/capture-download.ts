import { vi } from "vitest";

/**
 * What a download button hands to the browser (src/features/films/calendar/download-file.ts): the file's name
 * and its contents. Restore with `vi.restoreAllMocks()`.
 */
export function captureDownload() {
  const saved: { name?: string; blob?: Blob } = {};
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => ((saved.blob = blob as Blob), "blob:download"));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

/** A blob's text (jsdom's Blob has no text()). */
export const readBlobText = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(reader.result as string);
    reader.readAsText(blob);
  });
