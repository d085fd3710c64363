/** Where uploaded files live. Local directory by default; another backend implements the same. */
export interface FileStorage {
  /** Stores bytes under folder/name and returns the public path (e.g. /uploads/products/x.webp). */
  put(folder: string, name: string, bytes: Buffer, contentType: string): Promise<string>;
  remove(publicPath: string): Promise<void>;
}
