// The browser runtime entry (interactive behaviour arrives with the client runtime).
export {};
