// The announcement bar above the navbar. Closing it stores the announcement id; an inline head
// script hides a dismissed bar before first paint, so it never flashes. A new id shows it again.
import type { SiteData } from '../shared/types.ts';
import { CloseIcon } from './icons.tsx';
import { useRuntime } from './runtime.tsx';

export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  const rt = useRuntime();
  if (rt.announcementDismissed) return null;
  return (
    <section className="announcement-bar" aria-label="Announcement" data-announcement-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar-close" aria-label="Close the announcement" onClick={rt.dismissAnnouncement}>
          <CloseIcon size={16} />
        </button>
      )}
    </section>
  );
}
