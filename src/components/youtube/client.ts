// A click on a video's facade swaps in YouTube's player (nothing is loaded from YouTube before).
import type { ClientBehaviour } from '../kit/component.ts';
import { PLAYER_ORIGIN, VIDEO } from './classes.ts';

function playVideo(embed: HTMLElement): void {
  const id = embed.dataset.youtubeId!;
  const title = embed.querySelector<HTMLElement>('[data-title]')?.dataset.title ?? 'Video';
  const iframe = document.createElement('iframe');
  iframe.src = `${PLAYER_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1`;
  iframe.title = title;
  iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
  iframe.allowFullscreen = true;
  embed.replaceChildren(iframe);
  embed.classList.add(VIDEO.playing);
}

const youtube: ClientBehaviour = {
  install() {
    document.addEventListener('click', (e) => {
      const play = (e.target as Element).closest?.(`.${VIDEO.play}`) as HTMLAnchorElement | null;
      if (!play) return;
      e.preventDefault();
      playVideo(play.closest<HTMLElement>(`.${VIDEO.embed}`)!);
    });
  },
};

export default youtube;
