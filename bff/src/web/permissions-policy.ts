import { FAMILY_ROLES, FAMILY_ROUTES, matchPath, normalisePath, SESSION_JOIN_PATTERN } from '@binome/schema';

/** Powerful browser features no page of Binôme uses, denied to the page and to anything it embeds. */
const ALWAYS_DENIED = ['display-capture', 'geolocation', 'payment', 'usb'];
const MEDIA = ['camera', 'microphone'];

/** The pages that use the camera and microphone: the equipment tester of each family space, and a video session. */
const EQUIPMENT_PAGES = new Set<string>(FAMILY_ROLES.flatMap((role) => FAMILY_ROUTES[role]).filter((path) => path.endsWith('/equipment')));
export const usesCameraAndMicrophone = (path: string): boolean => EQUIPMENT_PAGES.has(normalisePath(path)) || matchPath(SESSION_JOIN_PATTERN, path);

const policy = (mediaAllowed: boolean) =>
  [...MEDIA.map((feature) => `${feature}=${mediaAllowed ? '(self)' : '()'}`), ...ALWAYS_DENIED.map((feature) => `${feature}=()`)].join(', ');
const MEDIA_PAGE_POLICY = policy(true);
/** Everything else, the API's answers included: no camera, no microphone. */
export const DENY_ALL_POLICY = policy(false);

/** The Permissions-Policy of a page: camera and microphone for this origin only where a page needs them. */
export function permissionsPolicyFor(path: string): string {
  return usesCameraAndMicrophone(path) ? MEDIA_PAGE_POLICY : DENY_ALL_POLICY;
}
