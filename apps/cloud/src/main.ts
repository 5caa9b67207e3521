/** The cloud service process (built out under issue 15). */
export {};
