// A community video page: cards in a responsive grid. Each card shows our own poster (loaded lazily
// from the site) and plays in place on click; nothing is loaded from YouTube before that.
import type { VideoData } from '../shared/types.ts';
import { PageHeader } from './SimplePages.tsx';
import type { PageProps } from './App.tsx';

function Poster({ video }: { video: VideoData }) {
  return video.thumbnail ? <img className="video-thumbnail" src={video.thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" /> : null;
}

export function VideosPage({ route }: PageProps<'videos'>) {
  const { title, description, videos } = route.page;
  return (
    <main id="main-content" className="doc-main videos-page" tabIndex={-1}>
      <div className="doc-column doc-column-wide">
        <PageHeader title={title} description={description} />
        <ul className="video-grid">
          {videos.map((v, i) => {
            const meta = [v.speakers.join(', '), v.event, v.year].filter(Boolean).join(' · ');
            return (
              <li key={`${v.youtubeId ?? v.url}-${i}`} className="video-card">
                {v.youtubeId ? (
                  <div className="video-embed" data-youtube-id={v.youtubeId}>
                    <Poster video={v} />
                    <a className="video-embed-play" href={v.url} data-title={v.title} target="_blank" rel="noopener noreferrer">
                      <span className="video-embed-icon" aria-hidden="true" />
                      <span className="visually-hidden">{`Play video: ${v.title}`}</span>
                    </a>
                  </div>
                ) : (
                  <div className="video-embed">
                    <Poster video={v} />
                    <a className="video-embed-external" href={v.url} target="_blank" rel="noopener noreferrer">
                      <span className="video-embed-icon video-embed-icon-external" aria-hidden="true" />
                      <span className="visually-hidden">{`Watch at ${new URL(v.url).hostname.replace(/^www\./, '')}: ${v.title}`}</span>
                    </a>
                  </div>
                )}
                <div className="video-card-body">
                  <h2 className="video-card-title">{v.title}</h2>
                  {meta && <p className="video-card-meta">{meta}</p>}
                  {v.description && <p className="video-card-description">{v.description}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </main>
  );
}

export default VideosPage;
