/**
 * The alerts on screen (spec §8): a small store outside React so the query client can raise them from any
 * failed request; the alert area renders them, and clears them on each route change.
 */
import { alertKey, type AppAlert, type RejectionContext } from './rejection-rules';

export interface ShownAlert {
  key: string;
  alert: AppAlert;
}

let alerts: readonly ShownAlert[] = [];
const listeners = new Set<() => void>();
let context: RejectionContext = { districtId: -1, customerId: -1 };

function publish(next: readonly ShownAlert[]) {
  alerts = next;
  for (const listener of listeners) listener();
}

/** Adds an alert unless the same one is already shown. */
export function raiseAlert(alert: AppAlert): void {
  const key = alertKey(alert);
  if (alerts.some((shown) => shown.key === key)) return;
  publish([...alerts, { key, alert }]);
}

export function dismissAlert(key: string): void {
  publish(alerts.filter((shown) => shown.key !== key));
}

/** Spec §8: alerts clear on each state change. */
export function clearAlerts(): void {
  if (alerts.length > 0) publish([]);
}

export const getAlerts = (): readonly ShownAlert[] => alerts;

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in customer whose ids go into every code (set by the signed-in shell). */
export function setRejectionContext(next: RejectionContext): void {
  context = next;
}

export const getRejectionContext = (): RejectionContext => context;
