// The announcement bar above the navbar. Closing it stores the announcement id; an inline head
// script hides a dismissed bar before first paint, so it never flashes. A new id shows it again.
// On a narrow screen it is one line, cut short with an ellipsis: its title holds the whole text,
// and a tap on the text (not on a link in it) opens it to its full height, and closes it again.
import { useState, type MouseEvent } from 'react';
import type { SiteData } from '../shared/types.ts';
import { CloseIcon } from './icons.tsx';
import { useRuntime } from './runtime.tsx';

export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  const rt = useRuntime();
  const [expanded, setExpanded] = useState(false);
  if (rt.announcementDismissed) return null;
  const toggle = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as Element).closest('a')) setExpanded((open) => !open);
  };
  return (
    <section className={`announcement-bar${expanded ? ' announcement-bar-expanded' : ''}`} aria-label="Announcement" data-announcement-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar-content" title={bar.text} onClick={toggle} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar-close" aria-label="Close the announcement" onClick={rt.dismissAnnouncement}>
          <CloseIcon size={16} />
        </button>
      )}
    </section>
  );
}
