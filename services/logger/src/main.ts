import { runService } from '@teleplan/kit/run-service';
import { definition } from './service.ts';

await runService(definition);
