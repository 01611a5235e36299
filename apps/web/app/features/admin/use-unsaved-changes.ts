import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost: leaving for another page of the app asks through `blocker`
 * (the caller shows the question), closing or reloading the tab asks through the browser.
 * `allowLeaving` lets the form's own navigation after a save go through.
 */
export function useUnsavedChanges(dirty: boolean): { blocker: Blocker; allowLeaving: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
