import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Pages are rendered on the server for first paint and search engines, then hydrated.
  ssr: true,
} satisfies Config;
