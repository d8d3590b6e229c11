/**
 * The NOLOGIN role report SQL on the own database runs as (migration 026 creates it and grants it
 * SELECT on what reports may read; see docs/decisions.md).
 */
export const REPORT_ROLE = 'cgreport_reader';
