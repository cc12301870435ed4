import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AdminField } from './admin-field.tsx';

// The styles are vanilla-extract, which only the bundler compiles; the markup is what is checked here.
vi.mock('./admin-list.css.ts', () => ({ field: 'field', label: 'label', hint: 'hint', error: 'error' }));

/** Decision 0082: a field's hint and its problem are read with the control, and only a problem marks it wrong. */
describe('an admin field ties its hint and problem to its control', () => {
  const render = (props: { hint?: string; error?: string | null }) =>
    renderToStaticMarkup(
      <AdminField label="답변" {...props}>
        {(id, described) => <input id={id} {...described} />}
      </AdminField>,
    );

  it('leaves a plain control alone', () => {
    const html = render({});
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('role="alert"');
  });

  it('describes the control by its hint without calling it wrong', () => {
    const html = render({ hint: '0 / 2,000' });
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).not.toContain('aria-invalid');
  });

  it('marks the control wrong and points at both the hint and the problem', () => {
    const html = render({ hint: '0 / 2,000', error: '답변을 적어 주세요.' });
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toMatch(/role="alert"[^>]*>답변을 적어 주세요\.<\/p>/);
  });
});
