/** Whether React has hydrated the page: core marks `<html data-has-hydrated="true">` (client/hasHydratedDataAttribute.js). Browser code. */
import {HYDRATED_ATTRIBUTE} from '../names';

export const hasHydrated = () =>
  document.documentElement.getAttribute(HYDRATED_ATTRIBUTE) === 'true';
