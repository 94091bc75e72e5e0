import { describe, it, expect } from 'vitest';
import { outputFileOf } from '../../src/shared/urls.ts';
import { resolveRequest } from '../../src/generator/serve/preview.ts';
import { makeProject } from '../helpers/fixture.ts';
import path from 'node:path';

describe('output files', () => {
  it('maps routes to .html files under the base URL (trailing slash off)', () => {
    expect(outputFileOf('/java/', '/java/')).toBe('index.html');
    expect(outputFileOf('/java/docs/intro', '/java/')).toBe('docs/intro.html');
    expect(outputFileOf('/java/docs/next/api/class-page', '/java/')).toBe('docs/next/api/class-page.html');
    expect(outputFileOf('/java/docs', '/java/')).toBe('docs.html');
  });
});

describe('preview server URL rules', () => {
  const dir = makeProject({ 'index.html': 'home', 'docs/intro.html': 'intro', 'docs.html': 'docs', 'assets/a.js': 'js', '../secret.txt': 'no' });
  it('serves X from X.html and the root from index.html', () => {
    expect(resolveRequest(dir, '/java/', '/java/docs/intro')).toEqual({ file: path.join(dir, 'docs/intro.html') });
    expect(resolveRequest(dir, '/java/', '/java/')).toEqual({ file: path.join(dir, 'index.html') });
    expect(resolveRequest(dir, '/java/', '/java/assets/a.js')).toEqual({ file: path.join(dir, 'assets/a.js') });
  });
  it('redirects .html, /index.html and trailing slashes to the clean URL', () => {
    expect(resolveRequest(dir, '/java/', '/java/docs/intro.html')).toEqual({ redirect: '/java/docs/intro' });
    expect(resolveRequest(dir, '/java/', '/java/docs/index.html')).toEqual({ redirect: '/java/docs' });
    expect(resolveRequest(dir, '/java/', '/java/index.html')).toEqual({ redirect: '/java/' });
    expect(resolveRequest(dir, '/java/', '/java/docs/')).toEqual({ redirect: '/java/docs' });
    expect(resolveRequest(dir, '/java/', '/java')).toEqual({ redirect: '/java/' });
  });
  it('finds nothing for unknown paths and never leaves its folder', () => {
    expect(resolveRequest(dir, '/java/', '/java/nope')).toBeNull();
    expect(resolveRequest(dir, '/java/', '/elsewhere')).toBeNull();
    expect(resolveRequest(dir, '/java/', '/java/../secret.txt')).toBeNull();
    expect(resolveRequest(dir, '/java/', '/java/%2e%2e/secret.txt')).toBeNull();
    expect(resolveRequest(dir, '/java/', '/java/%2e%2e%2fsecret.txt')).toBeNull();
    expect(resolveRequest(dir, '/java/', '/java//etc/passwd')).toBeNull();
  });
});
