import { beforeAll } from "vitest";

/** jsdom has no modal dialogs: open and close them as a browser would, without the top layer. */
export function stubModalDialogs(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  });
}
