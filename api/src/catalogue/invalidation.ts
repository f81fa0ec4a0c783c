import { changeBroadcast } from '../shared/changeBroadcast';
import { invalidateCatalogue } from './responseCache';

/*
 * The catalogue caches of every api instance (responseCache, the server-rendered sections) are cleared on every
 * instance after a catalogue write, through Redis pub/sub (cluster/changeBroadcast.ts, docs/architecture.md §8).
 */

/** The channel every instance listens on. The message is the id of the instance that wrote. */
export const CATALOGUE_CHANNEL = 'kingside:catalogue';

const broadcast = changeBroadcast(CATALOGUE_CHANNEL, 'catalogue changes', (deps) => invalidateCatalogue(deps.db));

/** Starts listening for other instances' catalogue writes (createApp calls it; once per app). */
export const listenForCatalogueChanges = broadcast.listen;

/** Call once a catalogue write has COMMITTED: clears this instance's caches now and tells the others. */
export const catalogueChanged = broadcast.changed;
