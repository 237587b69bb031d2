// The console with its profiles: the App of the profile shown, drawn anew on a switch (keyed by the
// profile, so nothing of the previous merchant stays on screen) from that profile's own store.
import { useSyncExternalStore } from 'react';
import { App } from './App.js';
import type { ProfileSessions } from './views/profiles/sessions.js';

export interface ProfileShellProps {
  readonly sessions: ProfileSessions;
  readonly onQuit: () => void;
}

export function ProfileShell({ sessions, onQuit }: ProfileShellProps) {
  // Redrawn on a switch and when a profile's props change (its card index opened).
  useSyncExternalStore(sessions.subscribe, sessions.version);
  const session = sessions.shown();
  return <App key={session.name} {...session.props} profiles={sessions} onQuit={onQuit} />;
}
