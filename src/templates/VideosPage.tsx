// A community video page: cards in a responsive grid; each plays in place on click without
// loading anything from YouTube before that.
import type { VideoData } from './types.ts';
import { PageHeader } from './SimplePages.tsx';

export function VideosPage({ title, description, videos }: { title: string; description: string; videos: VideoData[] }) {
  return (
    <main id="main-content" className="doc-main videos-page" tabIndex={-1}>
      <div className="doc-column doc-column-wide">
        <PageHeader title={title} description={description} />
        <ul className="video-grid">
          {videos.map((v, i) => (
            <li key={`${v.youtubeId ?? v.url}-${i}`} className="video-card">
              {v.youtubeId ? (
                <div className="video-embed" data-youtube-id={v.youtubeId}>
                  <a className="video-embed-play" href={v.url} data-title={v.title} target="_blank" rel="noopener noreferrer">
                    <span className="video-embed-icon" aria-hidden="true" />
                    <span className="visually-hidden">{`Play video: ${v.title}`}</span>
                  </a>
                </div>
              ) : (
                <a className="video-embed video-embed-external" href={v.url} target="_blank" rel="noopener noreferrer">
                  <span className="visually-hidden">{`Watch: ${v.title}`}</span>
                </a>
              )}
              <div className="video-card-body">
                <h2 className="video-card-title">{v.title}</h2>
                <p className="video-card-meta">
                  {[v.speakers.join(', '), v.event, v.year].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}

export default VideosPage;
