import { describe, expect, it } from 'vitest';
import { withAcademicStandard } from './api-client';

describe('the academic standard on every GET (spec §7 interceptor)', () => {
  it('adds the customer’s academic standard to a path with or without a query', () => {
    expect(withAcademicStandard('/n/districts/1/schools', 'ccss')).toBe('/n/districts/1/schools?ast=ccss');
    expect(withAcademicStandard('/r/x?days=30&page=2', 'teks')).toBe('/r/x?days=30&page=2&ast=teks');
  });

  it('keeps an academic standard the call names, and adds nothing before one is known', () => {
    expect(withAcademicStandard('/m/ast/ccss/tree/domains?ast=uk_standards_2013', 'ccss')).toBe(
      '/m/ast/ccss/tree/domains?ast=uk_standards_2013',
    );
    expect(withAcademicStandard('/n/customer_info', undefined)).toBe('/n/customer_info');
  });
});
