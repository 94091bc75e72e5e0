// A blog post's front matter: the keys of a doc's (content/frontmatter.ts) and those Docusaurus'
// blog knows — its date, its authors (keys of the authors file, objects, or the older author_*
// keys), an empty title or description allowed — with their types, so a wrong value is an error
// naming the file, the key's line and what is accepted.
import * as z from 'zod';
import { frontMatterSchema, type FrontMatter } from '../../content/frontmatter.ts';
import { frontMatterDate } from './post-files.ts';

/** Social links by platform: a handle (x: "docusaurus") or a full URL; Stack Overflow ids may be numbers. */
export const socialsSchema = z.record(z.string(), z.union([z.string(), z.number().transform(String)]), { error: 'must be a map of platform names to handles or URLs (github: name)' });

/** What an author is, in the authors file and in a post alike. */
export const authorFields = {
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  imageURL: z.string().optional(),
  image_url: z.string().optional(),
  socials: socialsSchema.optional(),
};

/** An author written in a post: a key of the authors file, or an object with a key, a name or a picture. */
const authorObject = z
  .looseObject({ key: z.string().optional(), ...authorFields })
  .refine((a) => a.key !== undefined || a.name !== undefined || a.imageURL !== undefined || a.image_url !== undefined, 'an author object needs a key, a name or an imageURL');
const AUTHOR_HINT = 'must be an author key of the authors file, an author object ({ name, title, url, imageURL, socials } or { key, … }), or a list of them';
const author = z.union([z.string().min(1), authorObject], { error: AUTHOR_HINT });

const DATE_HINT = 'not a date (e.g. 2024-05-01, or 2024-05-01T10:00:00 for a time of day)';

export type FrontMatterAuthor = string | z.output<typeof authorObject>;

export const blogFrontMatterSchema = frontMatterSchema.extend({
  // (A post may have an empty title or description, as Docusaurus allows.)
  title: z.string().optional(),
  title_meta: z.string().optional(),
  sidebar_label: z.string().optional(),
  description: z.string().optional(),
  /** Its date: YAML's (2024-05-01) or text Date reads, UTC unless it names a zone. */
  date: z.union([z.date(), z.string().refine((s) => frontMatterDate(s) !== undefined, DATE_HINT)], { error: DATE_HINT }).optional(),
  // (A list first: the usual `authors: [a, b]` is then read by the first branch, not after the other failed.)
  authors: z.union([z.array(author), author], { error: AUTHOR_HINT }).optional(),
  // The older way to name one author.
  author: z.string().optional(),
  author_title: z.string().optional(),
  authorTitle: z.string().optional(),
  author_url: z.string().optional(),
  authorURL: z.string().optional(),
  author_image_url: z.string().optional(),
  authorImageURL: z.string().optional(),
});

export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;

/** The schema as parseSource takes it (its output is a doc's front matter with more keys). */
export const blogFrontMatterParser = blogFrontMatterSchema as unknown as z.ZodType<FrontMatter>;
