// The Playwright for Java documentation site. Everything site-specific lives here; the generator
// in src/ knows nothing of Playwright.
import { defineConfig } from '../src/generator/config/define.ts';

const javadoc = (pkg: string, type: string) => `https://docs.oracle.com/javase/8/docs/api/${pkg.replace(/\./g, '/')}/${type}.html`;

/** Node.js-only `test-*` docs, missing from the Java, Python and .NET editions. */
const nodeOnlyTestDocs = [
  'test-agents', 'test-annotations', 'test-cli', 'test-configuration', 'test-use-options', 'test-fixtures',
  'test-global-setup-teardown', 'test-parallel', 'test-parameterize', 'test-projects', 'test-reporters',
  'test-retries', 'test-sharding', 'test-timeouts', 'test-typescript', 'test-ui-mode', 'test-webserver',
  'test-components', 'test-snapshots',
];

export default defineConfig({
  title: 'Playwright Java',
  tagline: 'Fast and reliable end-to-end testing for modern web apps',
  url: 'https://playwright.dev',
  baseUrl: '/java/',
  trailingSlash: false,
  favicon: 'img/logo.svg',
  // The social card other sites show with a link to a page (made by scripts/make-social-card.mjs).
  image: 'img/social-card.png',
  titleDelimiter: '|',
  staticDir: 'content/static',
  issuesUrl: 'https://github.com/microsoft/playwright-java/issues/new',
  i18n: {
    defaultLocale: 'en',
    locales: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  },
  docs: {
    path: 'content/docs',
    versionedPath: 'content/versioned_docs',
    sidebarPath: 'content/sidebars.ts',
    versionedSidebarsPath: 'content/versioned_sidebars',
    versionsFile: 'content/versions.json',
    routeBasePath: 'docs',
    mainDocId: 'intro',
    lastVersion: 'stable',
    versions: {
      current: { label: 'Next', path: 'next', banner: 'unreleased', apiData: 'next.json', variables: { playwrightVersion: '1.63.0' } },
      stable: { label: 'stable', path: '', badge: false, apiData: 'stable.json', variables: { playwrightVersion: '1.62.0' } },
    },
  },
  docsPlugins: [
    {
      id: 'community',
      label: 'Community',
      path: 'content/community',
      routeBasePath: 'community',
      sidebarPath: 'content/community/sidebars.ts',
      mainDocId: 'welcome',
      index: { title: 'Community', description: 'Everything around Playwright Java: people, talks and videos.' },
      videos: 'videos',
    },
  ],
  api: {
    path: 'content/api',
    routeBasePath: 'api',
    externalTypes: {
      String: javadoc('java.lang', 'String'),
      Object: javadoc('java.lang', 'Object'),
      AutoCloseable: javadoc('java.lang', 'AutoCloseable'),
      Runnable: javadoc('java.lang', 'Runnable'),
      RuntimeException: javadoc('java.lang', 'RuntimeException'),
      Pattern: javadoc('java.util.regex', 'Pattern'),
      Path: javadoc('java.nio.file', 'Path'),
      List: javadoc('java.util', 'List'),
      Map: javadoc('java.util', 'Map'),
      Date: javadoc('java.util', 'Date'),
      Predicate: javadoc('java.util.function', 'Predicate'),
      Consumer: javadoc('java.util.function', 'Consumer'),
      BooleanSupplier: javadoc('java.util.function', 'BooleanSupplier'),
      InputStream: javadoc('java.io', 'InputStream'),
      JsonObject: 'https://www.javadoc.io/doc/com.google.code.gson/gson/latest/com.google.gson/com/google/gson/JsonObject.html',
    },
    language: 'java',
    // Assertions are called on assertThat(subject); PlaywrightAssertions' methods are static.
    receivers: {
      LocatorAssertions: 'assertThat(locator)',
      PageAssertions: 'assertThat(page)',
      APIResponseAssertions: 'assertThat(response)',
      PlaywrightAssertions: '',
    },
  },
  // The docs are CommonMark .md files (with docgen's directives); an .mdx file would be MDX.
  markdown: { format: 'detect', tabLabels: { bash: 'Bash', powershell: 'PowerShell', batch: 'Batch', maven: 'Maven', gradle: 'Gradle' } },
  navbar: {
    title: 'Playwright for Java',
    logo: { alt: 'Playwright for Java logo', src: 'img/logo.svg' },
    hideOnScroll: false,
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
      { type: 'doc', docId: 'api/class-playwright', label: 'API', position: 'left' },
      {
        type: 'editions',
        label: 'Java',
        position: 'left',
        fallbackDocId: 'test-runners',
        editions: [
          { label: 'Node.js', prefix: '/', missingDocs: [] },
          { label: 'Python', prefix: '/python/', missingDocs: nodeOnlyTestDocs },
          { label: 'Java', prefix: '/java/', missingDocs: nodeOnlyTestDocs },
          { label: '.NET', prefix: '/dotnet/', missingDocs: nodeOnlyTestDocs },
        ],
      },
      { type: 'default', label: 'Community', to: '/community/welcome', position: 'left', activeBaseRegex: '/community/' },
      { type: 'default', label: 'GitHub', href: 'https://github.com/microsoft/playwright-java', position: 'right', icon: 'github', ariaLabel: 'GitHub repository', className: 'header-github-link' },
      { type: 'default', label: 'Discord', href: 'https://aka.ms/playwright/discord', position: 'right', icon: 'discord', ariaLabel: 'Discord server', className: 'header-discord-link' },
      { type: 'colorModeToggle', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Learn',
        items: [
          { label: 'Getting started', to: '/docs/intro' },
          { label: 'Playwright Training', href: 'https://learn.microsoft.com/en-us/training/modules/build-with-playwright/' },
          { label: 'Learn Videos', to: '/community/learn-videos' },
          { label: 'Feature Videos', to: '/community/feature-videos' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/playwright' },
          { label: 'Discord', href: 'https://aka.ms/playwright/discord' },
          { label: 'X', href: 'https://x.com/playwrightweb' },
          { label: 'LinkedIn', href: 'https://www.linkedin.com/company/playwrightweb' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: 'https://github.com/microsoft/playwright-java' },
          { label: 'YouTube', href: 'https://www.youtube.com/channel/UC46Zj8pDH5tDosqm1gd7WTg' },
          { label: 'Blog', href: 'https://dev.to/playwright' },
          { label: 'Ambassadors', to: '/community/ambassadors' },
          { label: 'Microsoft Privacy Statement', href: 'https://go.microsoft.com/fwlink/?LinkId=521839' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Microsoft',
  },
  announcementBar: {
    id: 'release-1-62',
    content: 'Playwright for Java 1.62 is out: screenshots in WebP and new APIs. <a href="/java/docs/release-notes#version-162">Read the release notes</a>.',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false },
  search: {
    provider: 'local',
    placeholder: 'Search docs',
    suggestions: ['locators', 'assertions', 'screenshots', 'network', 'authentication'],
    // Members that several classes share (getByRole, click, navigate): the classes readers use most
    // first, Frame, FrameLocator and ElementHandle (mostly superseded by Locator) after them.
    apiClassWeights: { Page: 1.6, Locator: 1.6, Frame: 0.7, FrameLocator: 0.7, ElementHandle: 0.5 },
  },
  homePage: { description: 'Web automation and testing for apps, scripts, and AI agents' },
});
