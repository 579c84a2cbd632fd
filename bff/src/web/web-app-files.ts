/** Reads a file of a built web app by its path inside the app's folder; null when there is none. */
export type WebAssetReader = (relativePath: string) => Promise<Uint8Array | null>;

/** The two web apps' builds: the family app (everyone's sign-in, tutors, parents, students) and the staff app. */
export interface WebApps {
  family?: WebAssetReader;
  admin?: WebAssetReader;
}
