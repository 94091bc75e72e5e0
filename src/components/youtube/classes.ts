// The class names a video embed is written with and found by in the browser.
export const VIDEO = { embed: 'video-embed', play: 'video-embed-play', playing: 'video-embed-playing' } as const;

/** Where the player is loaded from once a reader clicks (the site's Content-Security-Policy allows it). */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
