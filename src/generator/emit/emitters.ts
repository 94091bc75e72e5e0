// The outputs of a build, in the order they are made. Adding an output is adding its emitter
// (emitter.ts says what one is) and a line here.
import type { EmitterDefinition } from './emitter.ts';
import { pageDocumentEmitter } from './page-document.ts';
import { markdownCopyEmitter } from './markdown-copy.ts';
import { clientAssetsEmitter, linkedFilesEmitter, staticFilesEmitter, videoPostersEmitter } from './files.ts';
import { searchIndexEmitter } from './search-index.ts';
import { llmsEmitter } from './llms.ts';
import { sitemapEmitter } from './sitemap.ts';
import { blogFeedsEmitter } from './blog-feeds.ts';
import { nginxEmitter } from './nginx.ts';
import { analyticsEmitter } from './analytics.ts';
import { redirectsEmitter } from './redirects.ts';

export const emitters: EmitterDefinition[] = [
  pageDocumentEmitter, // <page>.html and _data/<page>.json
  markdownCopyEmitter, // <page>.md
  staticFilesEmitter, // the static folder
  clientAssetsEmitter, // assets/*.js, *.css
  linkedFilesEmitter, // assets/files, assets/images (with smaller copies)
  videoPostersEmitter, // assets/video-thumbnails
  searchIndexEmitter, // search/
  llmsEmitter, // llms.txt, llms-full.txt per docs version
  sitemapEmitter, // sitemap.xml, robots.txt
  blogFeedsEmitter, // <blog>/rss.xml, atom.xml, feed.json (and their stylesheets)
  analyticsEmitter, // assets/analytics/<hash>.js
  redirectsEmitter, // the redirect pages of the config's redirects
  nginxEmitter, // nginx.conf
];
