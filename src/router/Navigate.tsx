import { useEffect } from 'react';
import { useNavigate } from './location.ts';

/** Goes to `to` in place of the current address once shown (a redirect in the browser; the prerender answers those itself). */
export function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
