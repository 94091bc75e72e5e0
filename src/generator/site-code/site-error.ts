// An error in the site's own code found while loading it (a syntax error, an import that does not
// resolve), with where it is. It crosses from the module hooks' thread as a plain Error with these
// properties; importModule makes it a DocgenError naming the file as the user knows it. Its `code`
// stays Node's (MODULE_NOT_FOUND…), for site code that catches a missing optional module.

export interface SiteCodeError extends Error {
  docgenSiteCode: true;
  /** Absolute path of the file the error is in. */
  file: string;
  line?: number;
  /** 1-based. */
  column?: number;
  code?: string;
}

export function siteCodeError(file: string, message: string, where: { line?: number; column?: number } = {}, code?: string): SiteCodeError {
  return Object.assign(new Error(message), { docgenSiteCode: true as const, file, line: where.line, column: where.column, ...(code ? { code } : {}) });
}

export const isSiteCodeError = (err: unknown): err is SiteCodeError => err instanceof Error && (err as { docgenSiteCode?: unknown }).docgenSiteCode === true;

/** Where a module names a specifier (`'./x'`, `"./x"`): line and 1-based column; nothing when it does not literally. */
export function locateSpecifier(source: string, specifier: string): { line?: number; column?: number } {
  const found = [`'${specifier}'`, `"${specifier}"`, `\`${specifier}\``].map((q) => source.indexOf(q)).filter((i) => i >= 0);
  if (!found.length) return {};
  const before = source.slice(0, Math.min(...found)).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
