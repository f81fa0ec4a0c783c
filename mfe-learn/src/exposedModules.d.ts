// Written by `node scripts/remoteUsage.mjs` from exposes.json: the types of the modules mfe-learn exposes, read by its own
// program and by every program that loads them (docs/architecture.md §11). Do not edit.
import type * as LessonsPreview from './LessonsPreview';
import type * as Routes from './LearnRoutes';
import type * as TrainRoutes from './train/TrainRoutes';

declare module '@kingside/ui' {
  interface ExposedModules {
    learn: {
      './LessonsPreview': typeof LessonsPreview;
      './Routes': typeof Routes;
      './TrainRoutes': typeof TrainRoutes;
    };
  }
}
