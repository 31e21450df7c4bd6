import { beforeAll } from "vitest";

/** jsdom has no modal dialogs: open and close them as a browser would, without the top layer. */
export function stubModalDialogs(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    // As the HTML standard says, the `close` event comes in a task of its own, after the dialog has closed.
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      setTimeout(() => this.dispatchEvent(new Event("close")));
    };
  });
}

/** A close request (Escape) as a browser makes it: `cancel`, then the dialog closes unless the page prevented it. */
export function requestClose(dialog: HTMLDialogElement): void {
  const cancel = new Event("cancel", { cancelable: true });
  dialog.dispatchEvent(cancel);
  if (!cancel.defaultPrevented) dialog.close();
}
