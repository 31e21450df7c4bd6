import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";

/**
 * Runs a form's submit handler once at a time: a second submit while the first is on its way is
 * ignored (a double click, Enter pressed twice). `pending` drives the SubmitButton.
 */
export function useFormSubmit(handler: () => Promise<void> | void) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await handler();
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { pending, onSubmit };
}

/**
 * Moves the focus to the first invalid field of the form each time `attempt` changes (a submit
 * refused by the form's own checks or by the server for a field).
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
}
