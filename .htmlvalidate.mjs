// html-validate settings for the built pages (used by test/integration/html-validity.test.ts and by
// `npx html-validate build/**/*.html`). The recommended rule set, with these exceptions:
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>, the Markdown renderer as <img>: both are valid HTML,
    // the rule only asks for one spelling.
    'void-style': 'off',
    // React writes some attribute names in camel case (charSet, maxLength, autoComplete); HTML
    // attribute names are case-insensitive, so this is spelling, not validity. Foreign (SVG)
    // elements keep their case anyway.
    'attr-case': 'off',
    // React writes boolean attributes as disabled="" and hidden="", the Markdown renderer as
    // hidden: both are valid HTML, the rules only ask for one spelling.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // HTML allows any id without spaces; the runtime's own ids start with "__".
    'valid-id': ['error', { relaxed: true }],
    // The home page keeps the product's established title (74 characters).
    'long-title': ['error', { maxlength: 80 }],
  },
};
