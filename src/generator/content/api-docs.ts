// Turns a version's API data into doc records: one page per class at <version>/api/class-<name>.
// The page body is generated at render time from the data and the shared prose files.
import path from 'node:path';
import fs from 'node:fs';
import type { DocRecord } from './model.ts';
import type { ApiVersionData } from './api-data.ts';
import { toPosix } from './docs.ts';
import { joinUrl } from '../../shared/urls.ts';

export function apiDocs(data: ApiVersionData, options: { root: string; proseDir: string; versionPath: string; routeBasePath: string }): DocRecord[] {
  return data.classes.map((cls) => {
    const proseFile = path.join(options.proseDir, `${cls.name.toLowerCase()}.md`);
    const docPath = `${options.routeBasePath}/${cls.id}.md`;
    return {
      id: `${options.routeBasePath}/${cls.id}`,
      permalink: joinUrl(options.versionPath, options.routeBasePath, cls.id),
      source: toPosix(path.relative(options.root, fs.existsSync(proseFile) ? proseFile : path.join(options.root, data.source))),
      docPath,
      title: cls.name,
      sidebarLabel: cls.name,
      description: undefined,
      frontMatter: {},
      kind: 'api',
      body: '',
      bodyLine: 1,
      apiClass: cls.name,
    };
  });
}
