/** Spec 01 section 9: toasts last 5000 ms (Ant Design counts seconds). */
export const TOAST_SECONDS = 5;
