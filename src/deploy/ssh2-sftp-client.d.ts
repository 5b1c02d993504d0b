// The part of ssh2-sftp-client (12.x) that sftp.ts uses; the package ships no types of its own.
declare module 'ssh2-sftp-client' {
  interface FileInfo {
    type: 'd' | '-' | 'l';
    name: string;
    size: number;
  }
  export default class SftpClient {
    constructor(name?: string, callbacks?: { error?: (error: Error) => void; end?: () => void; close?: () => void });
    connect(options: Record<string, unknown>): Promise<unknown>;
    list(path: string): Promise<FileInfo[]>;
    get(path: string): Promise<Buffer>;
    put(content: Buffer, path: string): Promise<string>;
    posixRename(from: string, to: string): Promise<string>;
    delete(path: string, noErrorOK?: boolean): Promise<string>;
    mkdir(path: string, recursive?: boolean): Promise<string>;
    exists(path: string): Promise<false | 'd' | '-' | 'l'>;
    end(): Promise<boolean>;
    on(event: string, listener: (...args: unknown[]) => void): void;
    client: { destroy?: () => void; end: () => void; once?: (event: string, listener: () => void) => void };
  }
}
