import type { OperationContext } from '../../resources/operation-context.ts';
import type { WriteHooks } from '../../resources/write-hooks.ts';
import { locationIsCurrent, locationOf, tryLocate, type Addressed } from './address-location.ts';

/**
 * Every generic write of a person or an establishment places its address (`address.location`): found again when the
 * text changed, else kept. The geocoder is given the configured time box (GEOCODER_TIMEOUT_MS), so that a slow or
 * down service never fails a save nor holds it long: the address is then stored without a point, which the
 * geocoding job (geocode-addresses.job.ts) finds and places later.
 */
export const addressLocationHooks: WriteHooks<Addressed> = {
  serverFieldsOnCreate: (context, record) => placed(context, record),
  serverFieldsOnUpdate: (context, _before, after) => placed(context, after),
};

async function placed(context: OperationContext, record: Addressed): Promise<Addressed> {
  const address = record.address;
  if (!address || locationIsCurrent(address)) return {};
  const { location: _stale, ...text } = address;
  const point = await tryLocate(context.deps?.geocoder, text, context.deps?.log);
  return { address: point ? { ...text, location: locationOf(text, point, context.now) } : text };
}
