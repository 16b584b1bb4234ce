import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { KEYS } from '@/providers/session';
import { setStore } from '@/providers/storage';
import { HelpWidget } from '@/shell/layout/HelpWidget';

/** The help panel: an administrator finds the API's reference page there (docs/api.md#the-openapi-document); others do not. */
function openPanel() {
  render(
    <MemoryRouter>
      <HelpWidget />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByTestId('help-widget'));
  return screen.findByTestId('help-panel');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the help panel', () => {
  it("links an administrator to the API's reference page under the API base, in a new tab", async () => {
    setStore({ name: KEYS.roles, content: ['ROLE_ADMIN'] });
    await openPanel();
    const link = screen.getByTestId('help-api-docs');
    expect(link.getAttribute('href')).toBe('/catering/docs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no such link to a user who is not an administrator', async () => {
    setStore({ name: KEYS.roles, content: ['ROLE_TENANT'] });
    await openPanel();
    expect(screen.queryByTestId('help-api-docs')).toBeNull();
  });
});
