type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** Told by the fetch wrapper when an answer says an impersonation ran out (X-Impersonation-Ended). */
export function impersonationExpired(): void {
  for (const listener of expiredListeners) listener();
}

export function onImpersonationExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}
