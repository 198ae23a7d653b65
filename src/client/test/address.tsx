import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What is under test, with the address the app is at (an output named Address) and the browser's Back button. */
export function WithAddress({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      {children}
      <output aria-label="Address">{search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The search parameters of the address WithAddress shows. */
export const shownAddress = () => new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent ?? '');
