// Types of audit-targets.mjs, for the tests.
export interface AuditCategory {
  id: string;
  title: string;
  target: number;
  timing?: boolean;
}
export declare const CATEGORIES: AuditCategory[];
export declare function failingMisses<M extends { category: AuditCategory }>(misses: M[], strict?: boolean): M[];
