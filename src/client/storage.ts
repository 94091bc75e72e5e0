// localStorage that never throws: the first failure is logged once, then calls become no-ops
// backed by memory, so the site keeps working (private modes, blocked storage, quota).
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

export function createStorage(log: (message: string, error: unknown) => void = (m, e) => console.error(m, e)): SafeStorage {
  let broken = false;
  const memory = new Map<string, string>();
  const fail = (error: unknown) => {
    if (!broken) log('Browser storage is not available; settings will not be remembered.', error);
    broken = true;
  };
  return {
    get(key) {
      if (!broken) {
        try {
          return window.localStorage.getItem(key);
        } catch (error) {
          fail(error);
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      if (!broken) {
        try {
          if (value === null) window.localStorage.removeItem(key);
          else window.localStorage.setItem(key, value);
          return;
        } catch (error) {
          fail(error);
        }
      }
      if (value === null) memory.delete(key);
      else memory.set(key, value);
    },
  };
}
