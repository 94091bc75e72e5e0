// ::youtube{id="…" title="…"}: a click-to-play video that loads nothing from YouTube until clicked
// (client.ts swaps in the player).
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { DirectiveHandler } from '../kit/component.ts';
import { reportAt } from '../kit/file-data.ts';
import { VIDEO } from './classes.ts';

const youtube: DirectiveHandler = (node, file) => {
  const id = node.attributes?.id ?? '';
  const title = node.attributes?.title ?? toString(node as never) ?? 'Video';
  if (!/^[\w-]{6,}$/.test(id)) reportAt(file, `::youtube needs id="<video id>", got "${id}"`, node.position);
  return youtubeNode(id, title || 'Video') as unknown as RootContent;
};

export const youtubeDirectives: Record<string, DirectiveHandler> = { youtube };

function youtubeNode(id: string, title: string) {
  return {
    type: 'youtube',
    data: {
      hName: 'div',
      hProperties: { className: [VIDEO.embed], dataYoutubeId: id },
      hChildren: [
        {
          type: 'element',
          tagName: 'a',
          properties: { className: [VIDEO.play], href: `https://www.youtube.com/watch?v=${id}`, dataTitle: title },
          children: [
            { type: 'element', tagName: 'span', properties: { className: ['video-embed-icon'], ariaHidden: 'true' }, children: [] },
            { type: 'element', tagName: 'span', properties: { className: ['video-embed-title'] }, children: [{ type: 'text', value: `Play video: ${title}` }] },
          ],
        },
      ],
    },
    children: [],
  };
}
