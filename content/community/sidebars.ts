// The community sidebar: used by every page under /community.
export default {
  community: [
    'welcome',
    'ambassadors',
    {
      type: 'category',
      label: 'Videos',
      collapsed: false,
      items: [
        { type: 'link', label: 'Conference Videos', href: '/community/conference-videos' },
        { type: 'link', label: 'Release Videos', href: '/community/release-videos' },
        { type: 'link', label: 'Live Streams', href: '/community/live-streams' },
        { type: 'link', label: 'Feature Videos', href: '/community/feature-videos' },
        { type: 'link', label: 'MCP & Agent Videos', href: '/community/mcp-videos' },
        { type: 'link', label: 'Learn Videos', href: '/community/learn-videos' },
      ],
    },
    { type: 'link', label: 'Blog', href: 'https://dev.to/playwright' },
    { type: 'link', label: 'Join our Community Discord', href: 'https://aka.ms/playwright/discord' },
  ],
};
