import { benchCalendarRender, ensureWebBuilt, type RenderFigures } from './render-bench.ts';
import { renderLines } from './report.ts';
import { runAlone } from './run-alone.ts';

/**
 * The render row alone (`npm run bench:render -w deploy`): a standalone platform on a temporary data directory,
 * then the room calendar in headless Chromium (`render-bench.ts`); prints the render lines, exits 1 when it failed.
 */
let render: RenderFigures | undefined;
const log = (line: string) => console.error(line);
await ensureWebBuilt(log);
await runAlone(
  'render',
  async (platform) => {
    render = await benchCalendarRender(platform.origin, `${platform.pgUrl}/teleplan_schedule`, log);
  },
  () => renderLines({ render }),
);
