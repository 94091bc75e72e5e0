// Sidebars of the next docs version (content/docs). Items are doc ids; labels come from the
// pages' titles. The stable version's sidebars are in versioned_sidebars/.
const gettingStarted = ['intro', 'writing-tests', 'codegen-intro', 'running-tests', 'trace-viewer-intro', 'ci-intro', 'test-runners'];

// Ordered so that the titles read alphabetically.
const guides = [
  'accessibility-testing',
  'input',
  'actionability',
  'api-testing',
  'test-assertions',
  'auth',
  'browsers',
  'clock',
  'dialogs',
  'debug',
  'downloads',
  'emulation',
  'evaluating',
  'events',
  'extensibility',
  'frames',
  'handles',
  'browser-contexts',
  'locators',
  'mock',
  'multithreading',
  'navigations',
  'network',
  'other-locators',
  'pages',
  'pom',
  'screenshots',
  'aria-snapshots',
  'codegen',
  'touch-events',
  'trace-viewer',
  'videos',
  'webview2'
];

const classes = ['apirequest', 'apirequestcontext', 'apiresponse', 'browser', 'browsercontext', 'browsertype', 'cdpsession', 'clock', 'consolemessage', 'credentials', 'debugger', 'dialog', 'download', 'elementhandle', 'filechooser', 'formdata', 'frame', 'framelocator', 'jshandle', 'keyboard', 'locator', 'mouse', 'page', 'playwrightexception', 'request', 'requestoptions', 'response', 'route', 'screencast', 'selectors', 'timeouterror', 'touchscreen', 'tracing', 'video', 'weberror', 'websocket', 'websocketframe', 'websocketroute', 'webstorage', 'worker'];

const assertions = ['apiresponseassertions', 'locatorassertions', 'pageassertions', 'playwrightassertions'];

export default {
  docs: [
    { type: 'category', label: 'Getting Started', collapsed: false, items: gettingStarted },
    'release-notes',
    { type: 'category', label: 'Guides', collapsed: false, items: guides },
    { type: 'category', label: 'Integrations', collapsed: true, items: ['docker', 'ci', 'selenium-grid'] },
    'languages',
  ],
  api: [
    {
      type: 'category',
      label: 'API reference',
      collapsed: false,
      items: [
        'api/class-playwright',
        { type: 'category', label: 'Classes', collapsed: false, items: classes.map((c) => `api/class-${c}`) },
        { type: 'category', label: 'Assertions', collapsed: false, items: assertions.map((c) => `api/class-${c}`) },
      ],
    },
  ],
};
