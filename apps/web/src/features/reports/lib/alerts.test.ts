import type { StudentAlert } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import * as alerts from './alerts';

const TZ = 'America/New_York';
/** Friday 2026-11-20, 12:00 in New York. */
const NOW = Date.UTC(2026, 10, 20, 17, 0);

const alertOn = (focus: StudentAlert['focus']) => ({ focus }) as StudentAlert;

describe('which alerts a pane loads (spec §6 classroom load rule)', () => {
  it('loads for a period within the last 30 days that includes today', () => {
    for (const code of ['1d', '0w', '7d', '30d', 'fd20261022td20261120'])
      expect(alerts.alertsLoadFor(code, TZ, NOW), code).toBe(true);
  });
  it('does not load for a longer period, one ending before today, or an unreadable code', () => {
    for (const code of ['31d', '2026y', 'fd20261021td20261120', 'fd20261101td20261119', 'soon'])
      expect(alerts.alertsLoadFor(code, TZ, NOW), code).toBe(false);
  });
  it('asks the academic alerts by days or by a custom range', () => {
    expect(alerts.academicAlertsParams('7d')).toEqual({ days: '7' });
    expect(alerts.academicAlertsParams('fd20261110td20261120')).toEqual({ fd: '20261110', td: '20261120' });
  });
});

describe('where a click on an alert goes', () => {
  it('opens the standard an alert names, or the cluster of its lesson group', () => {
    const focus = { level_id: 7, domain: '7.RP', cluster: '7.RP.A', standard: '7.RP.A.2' };
    expect(alerts.alertStandardsParam(alertOn(focus))).toBe('7g,7.RPd,7.RP.As,7.RP.A.2');
    expect(alerts.alertStandardsParam(alertOn({ ...focus, standard: null }))).toBe('7g,7.RPd,7.RP.As');
    expect(alerts.alertStandardsParam(alertOn(null))).toBeNull();
  });
});
