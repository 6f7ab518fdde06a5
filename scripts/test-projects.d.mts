export declare const engineFiles: string[];
export declare const unitFiles: string[];
export declare const serverFiles: string[];
export declare const e2eFiles: string[];
