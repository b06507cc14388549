import { z } from 'zod';

// The studio's pages run under a Content-Security-Policy without 'unsafe-eval': Zod would otherwise
// try `new Function` to speed up its parsers, and the browser reports each try as a violation.
z.config({ jitless: true });
