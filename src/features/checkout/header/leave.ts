import { atom } from 'nanostores';

/**
 * What leaving checkout does before going home. Checkout features register
 * steps here (in third-party-source or international mode: abandoning the
 * cart, with a warning saying so); a step that throws keeps the shopper on
 * checkout and its message is shown in the dialog.
 */
export interface LeaveCheckoutStep {
  run: () => Promise<void>;
  /** Shown in the dialog while the step is registered. */
  warning?: string;
}

export const $leaveCheckoutSteps = atom<LeaveCheckoutStep[]>([]);

export function addLeaveCheckoutStep(step: LeaveCheckoutStep): () => void {
  $leaveCheckoutSteps.set([...$leaveCheckoutSteps.get(), step]);
  return () => $leaveCheckoutSteps.set($leaveCheckoutSteps.get().filter((s) => s !== step));
}

/** Runs every step in turn, then goes home. */
export async function leaveCheckout(steps: LeaveCheckoutStep[], goHome: () => void): Promise<void> {
  for (const step of steps) await step.run();
  goHome();
}
