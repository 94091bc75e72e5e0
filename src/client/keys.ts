// Browser storage keys of the client runtime.
export const PREFERRED_VERSION_KEY = 'docgen.preferredVersion.default';
