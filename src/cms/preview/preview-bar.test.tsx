import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const draft = vi.hoisted(() => ({ enabled: false }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft.enabled }) }));

const { PreviewBar } = await import('./preview-bar');

describe('the preview bar (issue 45 point 3)', () => {
  it('tells a previewing editor the page shows drafts and links the way out', async () => {
    draft.enabled = true;
    render((await PreviewBar())!);
    const bar = screen.getByRole('complementary', { name: 'Draft preview' });
    expect(bar).toHaveTextContent('Preview of a draft');
    expect(screen.getByRole('link', { name: 'Leave preview' })).toHaveAttribute('href', '/api/preview/exit');
  });

  it('is not there for a visitor', async () => {
    draft.enabled = false;
    expect(await PreviewBar()).toBeNull();
  });
});
